/// What a weekly check-in shows a person who is manual-only (the plan was created so, or the screen
/// at the current weight routes them there now): the week as they logged it, the gate's statement
/// and why there is no recommendation.
///
/// It holds no maintenance estimate, rate, desired target or recommendation, and the target in
/// force only as `CheckInTarget` shows it (a recommended number withheld), so no renderer can show
/// an automated number.
public struct ManualOnlyCheckInReport: Sendable, Equatable {
    /// The week as logged.
    public var week: CheckInWeek
    /// Why automated numbers are withheld.
    public var gate: AutomationGate
    /// Why there is no recommendation (`manualOnly` or `manualOnlyNow`).
    public var noRecommendationReason: NoRecommendationReason
    /// The strongest logging pattern in the person's days up to the end of the week that passes the
    /// false-discovery control, or nil when none passes. Only the logging family is searched for a
    /// manual-only check-in (`PatternSearch.strongestInsight` under this report's gate): no insight
    /// compares days with a target or an estimate.
    public var insight: PatternInsight?
    /// The policy in force (echoed whole in the JSON, as for every check-in).
    public var policy: Policy
    /// The document's warnings.
    public var warnings: [InputWarning]

    /// The report of `checkIn`, whose gate is closed, with `noRecommendationReason`.
    init(
        _ checkIn: WeeklyCheckIn, noRecommendationReason: NoRecommendationReason, policy: Policy,
        warnings: [InputWarning]
    ) {
        week = CheckInWeek(checkIn, policy: policy)
        gate = checkIn.automation
        self.noRecommendationReason = noRecommendationReason
        self.policy = policy
        self.warnings = warnings
    }

    /// The output document: the week, the gate in place of the evidence, no recommendation, the
    /// logging insight when one passes.
    public var json: JSONValue {
        var evidence: JSONObject = ["maintenance": gate.json, "statement": .string(gate.statement)]
        for (key, value) in week.currentWeightJSON { evidence[key] = value }
        return week.json(
            evidence: .object(evidence), recommendation: .null, noRecommendationReason: noRecommendationReason,
            insight: insight, policy: policy, warnings: warnings)
    }

    /// The page: the week's four sections, the gate's statement and why there is no recommendation.
    public var page: ReportPage {
        week.page(
            evidence: gate.statement,
            recommendation: [.paragraph("No automated recommendation: \(noRecommendationReason.explanation).")],
            insight: insight, policy: policy)
    }
}

extension ManualOnlyCheckInReport: CommandReport {
    /// JSON, Markdown or HTML (the page with the week's chart).
    public static var formats: [OutputFormat] { [.json, .markdown, .html] }
}
