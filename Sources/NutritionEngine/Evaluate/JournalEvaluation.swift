/// `journal`: the person's progress week by week, newest first, with the estimate as it stood at
/// each week's end, the targets in force and the current plan.
public struct JournalRequest: Sendable, Equatable {
    /// The document: a person and days; a plan when there is one.
    public var document: InputDocument
    /// The newest this many weeks (nil: every week of the log).
    public var weeks: Int?
    /// The first day of every week.
    public var weekStart: Weekday

    /// The weeks a journal shows at most.
    static let weeksRange = 1...520

    /// The journal of `document`, its newest `weeks` weeks (nil: all), weeks starting on `weekStart`.
    public init(document: InputDocument, weeks: Int? = nil, weekStart: Weekday = .monday) {
        self.document = document
        self.weeks = weeks
        self.weekStart = weekStart
    }
}

/// What `journal` found: the journal with automated numbers, or a manual-only one without any.
public enum JournalResult: Sendable, Equatable {
    /// Weeks, week-end estimates, targets in force and the current plan.
    case journal(JournalReport)
    /// The person is manual-only: the weeks as logged and their own target, no automated number.
    case manualOnly(ManualOnlyJournalReport)
}

extension Evaluate {
    /// The journal of `request`'s document under `policy`. Throws `invalidRequest` for a number of
    /// weeks outside `JournalRequest.weeksRange`, and `invalidDocument` without a person (or one
    /// outside the adult equations' domain), without days, or for a plan whose history does not replay.
    public static func journal(_ request: JournalRequest, policy: Policy) throws(EvaluationError) -> JournalResult {
        if let weeks = request.weeks, !JournalRequest.weeksRange.contains(weeks) {
            throw .invalidRequest(RequestProblem(parameter: "weeks", message: "must be a whole number from 1 to 520"))
        }
        let document = request.document
        let person = try DocumentRequirements.adultPerson(document, for: "journal")
        var state: PlanState?
        if let plan = document.plan {
            do { state = try PlanReplay.state(of: plan) } catch { throw .invalidDocument(error.issues) }
        }
        let equation = MaintenanceReference.equationEstimate(for: person, policy: policy)
        guard !document.dayLog.days.isEmpty,
            let screened = DayLedger(log: document.dayLog, maintenance: equation.reference, policy: policy.days)
        else {
            throw .invalidDocument([DocumentRequirements.missing("days", "journal needs days (or records)")])
        }
        var ledger = screened
        if let plan = document.plan { ledger = ledger.reviewing(against: TargetsInForce(plan: plan, state: state)) }
        var weeks = JournalWeeks.weeks(ledger: ledger, plan: document.plan, weekStart: request.weekStart)
        if let limit = request.weeks { weeks = Array(weeks.prefix(limit)) }
        let gate = SafetyNow(document: document, person: person, absentScreen: .notAsked, policy: policy).gate
        let warnings = InputWarning.list(for: document, policy: policy)
        let targets = document.plan.map { TargetsInForce(plan: $0, state: state) }
        let series = JournalSeries(ledger: ledger, weeks: weeks)
        guard gate.allowsAutomatedNumbers else {
            return .manualOnly(
                ManualOnlyJournalReport(
                    weeks: weeks, series: series, targets: targets, plan: document.plan, gate: gate,
                    unit: WeightUnit(person: person), policy: policy, warnings: warnings))
        }
        let resets = (document.plan?.history ?? []).filter { $0.kind == .algorithmReset }.map(\.date)
        let estimates = WeekEndEstimate.estimates(
            weeks: weeks, person: person, dayLog: document.dayLog, ledger: screened, resets: resets, policy: policy)
        return .journal(
            JournalReport(
                asOf: ledger.asOf, weekStart: request.weekStart, weeks: weeks, estimates: estimates, series: series,
                targets: targets, plan: document.plan, state: state, unit: WeightUnit(person: person), policy: policy,
                warnings: warnings))
    }
}

extension JournalResult: CommandReport {
    /// JSON, Markdown, HTML (the page with its charts) or the charts alone as one SVG.
    public static var formats: [OutputFormat] { [.json, .markdown, .html, .svg] }

    /// The output document.
    public var json: JSONValue {
        switch self {
        case .journal(let report): report.json
        case .manualOnly(let report): report.json
        }
    }

    /// The page for people.
    public var page: ReportPage {
        switch self {
        case .journal(let report): report.page
        case .manualOnly(let report): report.page
        }
    }

    /// The journal's charts, stacked in one SVG.
    public var svg: String? {
        switch self {
        case .journal(let report): JournalCharts.stacked(report.charts)
        case .manualOnly(let report): JournalCharts.stacked(report.charts)
        }
    }

    /// The document's warnings.
    public var warnings: [InputWarning] {
        switch self {
        case .journal(let report): report.warnings
        case .manualOnly(let report): report.warnings
        }
    }
}
