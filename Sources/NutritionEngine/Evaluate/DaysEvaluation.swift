/// `days`: the day ledger (every calendar day judged, the review list) and, when asked, one week's
/// roll-up with its coverage.
public struct DaysRequest: Sendable, Equatable {
    /// The document whose days are judged.
    public var document: InputDocument
    /// The week to roll up, nil for none.
    public var week: WeekChoice?

    /// A request for `document`'s ledger and, with `week`, that week's roll-up.
    public init(document: InputDocument, week: WeekChoice? = nil) {
        self.document = document
        self.week = week
    }
}

extension Evaluate {
    /// The day ledger of `request`'s document under `policy`. Every day is judged against the NASEM
    /// 2023 maintenance of the person (when there is one in the equations' domain) and, with a plan,
    /// against the target in force that day; for a manual-only person the reference figures are
    /// withheld but the rules still run, so the review list is the same. Throws `invalidDocument`
    /// when the document has neither days nor records (nor an `asOf` to start a ledger on).
    public static func days(_ request: DaysRequest, policy: Policy) throws(EvaluationError) -> DaysReport {
        let document = request.document
        let equation = MaintenanceReference.equationEstimate(for: document.person, policy: policy)
        guard var ledger = DayLedger(log: document.dayLog, maintenance: equation.reference, policy: policy.days) else {
            throw .invalidDocument([
                DocumentRequirements.missing("days", "days (or records) are required for the days command")
            ])
        }
        // With a plan, days far below the target in force on that day are asked about too (the
        // check-in waits for them).
        if let plan = document.plan { ledger = ledger.reviewing(against: TargetsInForce(plan: plan)) }
        let gate = document.person.map {
            SafetyNow(document: document, person: $0, absentScreen: .notAsked, policy: policy).gate
        }
        let week = request.week.map { WeekSummary(ledger: ledger, containing: $0.start, weekStart: $0.weekStart) }
        return DaysReport(
            ledger: ledger, log: document.dayLog, week: week, weekChoice: request.week,
            unavailableReason: equation.reason, gate: gate, policy: policy,
            warnings: InputWarning.list(for: document, policy: policy))
    }
}
