/// The at most one "helpful insight" the check-in and `today` show: the strongest pattern that
/// passes the false-discovery control, stated as an association with its size and counts, with
/// how many candidates it was found among.
///
/// Built by `PatternSearch.strongestInsight(_:gate:policy:)`; nil there when no pattern passes, so
/// nothing is shown rather than a coincidence.
public struct PatternInsight: Sendable, Equatable {
    /// The pattern (its counts, effect and adjusted p-value): the first of the search's `patterns`.
    public var pattern: TestedPattern
    /// The sentence a person reads ("On Fridays, the log was marked incomplete on 50 % of days (8 of 16), …").
    public var sentence: String
    /// The patterns that passed (the insight is the strongest of them).
    public var passingCount: Int
    /// The candidates tested: the m of the Benjamini–Hochberg pass.
    public var testedCount: Int
    /// The candidates looked for, tested or not.
    public var lookedForCount: Int
    /// The false-discovery rate q the pattern passed at.
    public var falseDiscoveryRate: Double
    /// The days the search read.
    public var period: PatternPeriod

    /// The insight of `search` over `period`, worded under `policy`; nil when no pattern passes.
    init?(_ search: PatternSearch, period: PatternPeriod, policy: PatternsPolicy) {
        let patterns = search.patterns
        guard let strongest = patterns.first else { return nil }
        pattern = strongest
        sentence = PatternStatement.sentence(strongest, policy: policy)
        passingCount = patterns.count
        testedCount = search.tested.count
        lookedForCount = search.candidateCount
        falseDiscoveryRate = search.falseDiscoveryRate
        self.period = period
    }
}

extension PatternInsight {
    /// What the pattern was found among, and what it does not say: "It is the strongest of 1 pattern
    /// that passed among 25 candidates tested (38 looked for) in the days 2026-01-05 to 2026-04-26, …".
    var basisSentence: String {
        let span =
            period.firstDay.flatMap { first in period.lastDay.map { " in the days \(first) to \($0)" } } ?? ""
        return
            "It is the strongest of \(passingCount) \(passingCount == 1 ? "pattern" : "patterns") that passed among "
            + "\(testedCount) candidates tested (\(lookedForCount) looked for)\(span), with the false-discovery rate "
            + "held at \(OutputText.percent(100 * falseDiscoveryRate)) %. It says what went together in these days, "
            + "not what caused it; the patterns command lists every candidate."
    }
}

extension PatternSearch {
    /// The one helpful insight for `request`: the strongest pattern that passes, or nil when none
    /// does or the document cannot be searched (no person, no days). `patterns`' own rules decide
    /// what is searched; a caller whose own `gate` is closed (a manual-only check-in, or `today` for
    /// a person who is manual-only) gets a logging pattern at most, whatever the document's gate says.
    ///
    /// `request.asOf` is the first day not read: a check-in passes the day after its week, `today`
    /// its own day (in progress).
    public static func strongestInsight(_ request: PatternsRequest, gate: AutomationGate?, policy: Policy)
        -> PatternInsight?
    {
        guard let result = try? Evaluate.patterns(request, callerGate: gate, policy: policy) else { return nil }
        switch result {
        case .patterns(let report): return PatternInsight(report.search, period: report.period, policy: policy.patterns)
        case .manualOnly(let report):
            return PatternInsight(report.search, period: report.period, policy: report.patternsPolicy)
        }
    }
}
