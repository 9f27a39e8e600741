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

/// The week a command rolls up: the week that contains a given day, beginning on a given weekday.
public struct WeekChoice: Sendable, Equatable {
    /// The day asked for (any day of the week).
    public var requested: CalendarDate
    /// The weekday weeks begin on.
    public var weekStart: Weekday
    /// The week's first day.
    public var start: CalendarDate { requested.startOfWeek(beginningOn: weekStart) }

    /// The week containing `date`, beginning on `weekStart`. Throws `invalidRequest` (parameter
    /// `week`) when the week reaches outside the years 0001–9999 that dates are written in.
    public init(containing date: CalendarDate, weekStart: Weekday = .monday) throws(EvaluationError) {
        guard date.week(beginningOn: weekStart) != nil else {
            throw .invalidRequest(
                RequestProblem(
                    parameter: "week",
                    message: "\(date): its week reaches outside the years 0001-9999 that dates are written in"))
        }
        requested = date
        self.weekStart = weekStart
    }

    /// The sentence that says which week was used when the day asked for is not its first day
    /// ("days: 2026-11-04 is a wednesday; using the week 2026-11-02 (monday) to 2026-11-08"), nil when it is.
    public func statement(command: String) -> String? {
        guard start != requested else { return nil }
        return "\(command): \(requested) is a \(requested.weekday.rawValue); using the week \(start) "
            + "(\(weekStart.rawValue)) to \(start.adding(days: 6))"
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
