import TestSupport
import Testing

@testable import NutritionEngine

/// `RobustWeightRate.fit` after issue 25 (no sort or duplicate set for ascending days, one neighbour
/// buffer in the spike screen, residuals and weights rewritten in place) against `fitReference`, the
/// fit as it was: every field bit for bit on seeded weigh-in series, ascending and not, with gaps,
/// duplicate days, spikes, ties, signed zeros and now and then a non-finite weight.
@Suite struct RobustWeightRateAgreementTests {
    static func series(_ random: inout SplitMix64) -> [DayWeight] {
        let count = Int(random.next() % 45)
        let start = Int(random.next() % 20) - 10
        var day = start
        var points: [DayWeight] = []
        let rate = random.uniform(-0.15, 0.15)
        let noise = random.chance(0.1) ? 0 : random.uniform(0.05, 0.8)
        for _ in 0..<count {
            day += random.chance(0.6) ? 1 : (random.chance(0.1) ? 0 : 1 + Int(random.next() % 5))
            var kg = 80 + rate * Double(day - start) + noise * random.normal()
            // Scale readings to 0.1 kg now and then, so that neighbours tie.
            if random.chance(0.3) { kg = (kg * 10).rounded() / 10 }
            if random.chance(0.06) { kg += random.chance(0.5) ? 3 : -3 }
            if random.chance(0.004) { kg = random.chance(0.5) ? .nan : .infinity }
            if random.chance(0.01) { kg = random.chance(0.5) ? -0.0 : 0.0 }
            points.append(DayWeight(day: day, weightKg: kg))
        }
        if random.chance(0.15) { points.shuffle(using: &random) }
        return points
    }

    static func sameBits(_ a: RobustWeightRate?, _ b: RobustWeightRate?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        let fields: [(Double, Double)] = [
            (a.kgPerDay, b.kgPerDay), (a.standardErrorKgPerDay, b.standardErrorKgPerDay),
            (a.centreWeightKg, b.centreWeightKg), (a.centreDay, b.centreDay),
            (a.noiseStandardDeviationKg, b.noiseStandardDeviationKg), (a.autocorrelationUsed, b.autocorrelationUsed),
        ]
        return fields.allSatisfy { $0.bitPattern == $1.bitPattern }
            && a.ownAutocorrelation?.bitPattern == b.ownAutocorrelation?.bitPattern
            && a.replacedSpikes == b.replacedSpikes && a.weighIns == b.weighIns
    }

    @Test func fitAgreesWithTheReference() {
        var random = SplitMix64(seed: 2026_1201_2140)
        let settings = RobustWeightRate.Settings(.standard)
        var fitted = 0
        var withSpikes = 0
        for trial in 0..<3000 {
            let points = Self.series(&random)
            let fast = RobustWeightRate.fit(points, settings: settings)
            let reference = RobustWeightRate.fitReference(points, settings: settings)
            #expect(
                Self.sameBits(fast, reference),
                "trial \(trial): \(String(describing: fast)) against \(String(describing: reference))")
            if fast != nil { fitted += 1 }
            if (fast?.replacedSpikes ?? 0) > 0 { withSpikes += 1 }
        }
        #expect(fitted > 2000)
        #expect(withSpikes > 100)
    }

    @Test func spikeScreenAgreesWithTheReference() {
        var random = SplitMix64(seed: 2026_1201_2141)
        var screened = 0
        for trial in 0..<2000 {
            var seen = Set<Int>()
            let points = Self.series(&random).sorted { $0.day < $1.day }.filter { seen.insert($0.day).inserted }
            let line = RobustWeightRate.Line(
                slope: random.uniform(-0.1, 0.1), centreDay: random.uniform(0, 20), centreValue: 80, coefficients: [])
            let threshold = random.uniform(2, 5)
            let fast = RobustWeightRate.spikeScreenSharingBuffer(points, line: line, threshold: threshold)
            let reference = RobustWeightRate.spikeScreen(points, line: line, threshold: threshold)
            #expect(fast.map(\.bitPattern) == reference.map(\.bitPattern), "trial \(trial)")
            if fast.map(\.bitPattern) != points.map(\.weightKg.bitPattern) { screened += 1 }
        }
        #expect(screened > 50)
    }
}
