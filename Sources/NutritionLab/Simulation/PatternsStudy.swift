import Foundation
import NutritionEngine
import TestSupport

/// The pattern study behind Reports/patterns.md: how often simulated people with no pattern are
/// told one (the false-alarm rate the false-discovery control promises to keep at most q), and how
/// often a planted pattern of a stated size is found (power), against weeks of data and effect size.
///
/// Each person is drawn from their own seed (the study's seed, the arm and the index), so a person
/// is the same whatever `jobs` is and whichever arms run.
public enum PatternsStudy {
    /// What the search told one person.
    public struct Outcome: Sendable, Equatable {
        /// Candidates looked for.
        public var candidates: Int
        /// Candidates tested.
        public var tested: Int
        /// The ids of the patterns stated, strongest first.
        public var stated: [String]
        /// Whether the planted pattern was stated (Fridays more often incomplete than other days).
        public var foundPlanted: Bool
        /// The ids of the patterns stated whose group showed less than the others (a negative difference).
        public var statedBelowOthers: Set<String> = []
    }

    /// The planted pattern's candidate.
    public static let plantedId = "logging.incomplete.friday"

    /// Whether `id`, stated with a group below the others, is the planted Fridays seen from the other
    /// side: another weekday, or weekends, less often incomplete than the other days (which hold the Fridays).
    public static func isEcho(_ id: String, belowOthers: Bool) -> Bool {
        guard belowOthers, id != plantedId else { return false }
        // Fridays less often untracked or missing: most of them are incomplete, so fewer are left for those.
        if id == "logging.untracked.friday" || id == "logging.missing.friday" { return true }
        return id.hasPrefix("logging.incomplete.") && id != "logging.incomplete.afterAlcoholDay"
    }

    /// The exact power of one Fisher test at level `alpha` (two-sided) for `groupDays` days with
    /// probability `groupShare` of the event against `otherDays` days with `otherShare`: the sum over
    /// every pair of binomial counts of their probability where the test's p is at most `alpha`.
    public static func singleTestPower(
        groupDays: Int, groupShare: Double, otherDays: Int, otherShare: Double, alpha: Double
    ) -> Double {
        func binomial(_ n: Int, _ p: Double) -> [Double] {
            (0...n).map { k in
                let logChoose = lgamma(Double(n + 1)) - lgamma(Double(k + 1)) - lgamma(Double(n - k + 1))
                return exp(logChoose + Double(k) * log(p) + Double(n - k) * log(1 - p))
            }
        }
        let group = binomial(groupDays, groupShare)
        let others = binomial(otherDays, otherShare)
        var power = 0.0
        for (a, pa) in group.enumerated() {
            for (c, pc) in others.enumerated() {
                let test = FisherExactTest(
                    groupEvents: a, groupNonEvents: groupDays - a, otherEvents: c, otherNonEvents: otherDays - c)
                if test.pValue <= alpha { power += pa * pc }
            }
        }
        return power
    }

    /// The search's outcome for `person` under `policy`.
    public static func outcome(_ person: PatternsPerson, policy: Policy) -> Outcome? {
        guard let document = try? InputDocumentReader.read(person.document),
            let result = try? Evaluate.patterns(PatternsRequest(document: document), policy: policy)
        else { return nil }
        let search = result.search
        return Outcome(
            candidates: search.candidateCount, tested: search.tested.count, stated: search.patterns.map(\.candidate.id),
            foundPlanted: search.patterns.contains { $0.candidate.id == plantedId && $0.effect.value > 0 },
            statedBelowOthers: Set(search.patterns.filter { $0.effect.value < 0 }.map(\.candidate.id)))
    }

    /// The seed of person `index` of arm `arm`: the study's seed, the arm and the index fed through
    /// SplitMix64 one after another, so no two (seed, arm, index) share a person (a plain XOR of the
    /// three gave seeds 1 and 2 the same people in another order).
    static func personSeed(_ seed: UInt64, arm: UInt64, index: Int) -> UInt64 {
        var study = SplitMix64(seed: seed)
        var inArm = SplitMix64(seed: study.next() ^ arm)
        var person = SplitMix64(seed: inArm.next() &+ UInt64(index))
        return person.next()
    }

    /// `people` people of `weeks` weeks each with `planted` put in (none: nothing planted), logging
    /// foods when `foods`, drawn from arm `arm` of `seed`, searched `jobs` at a time.
    public static func run(
        seed: UInt64, arm: UInt64, people: Int, weeks: Int, planted: PatternsPerson.Planted?, manualOnly: Bool = false,
        foods: Bool = false, policy: Policy, jobs: Int
    ) -> [Outcome] {
        Array(0..<people).parallelMap(jobs: jobs) { index in
            var random = SplitMix64(seed: personSeed(seed, arm: arm, index: index))
            let person = PatternsPerson.generate(
                using: &random, weeks: weeks, planted: planted, manualOnly: manualOnly, foods: foods)
            return outcome(person, policy: policy)
        }.compactMap { $0 }
    }
}
