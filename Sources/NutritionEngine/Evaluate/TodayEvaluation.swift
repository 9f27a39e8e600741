/// `today`: the Today view for one instant: which day it is, calories and protein remaining against
/// the day's targets, the week so far with its coverage, and one suggested next action.
public struct TodayRequest: Sendable, Equatable {
    /// The document as it stands now (its days up to today at most).
    public var document: InputDocument
    /// The instant asked about (the library never reads a clock: the caller passes "now").
    public var at: Timestamp
    /// The UTC offset `at` was written with, seconds east: what the caller's wall clock read. Used
    /// only when the document has no `timeZone`; nil when unknown.
    public var writtenOffsetSeconds: Int?

    /// The Today view of `document` at `at`, written with `writtenOffsetSeconds`.
    public init(document: InputDocument, at: Timestamp, writtenOffsetSeconds: Int? = nil) {
        self.document = document
        self.at = at
        self.writtenOffsetSeconds = writtenOffsetSeconds
    }
}

/// What `today` found: the view, or the manual-only view, which holds no automated number.
public enum TodayResult: Sendable, Equatable {
    /// The view with the day's targets, the protein range and the progress rule.
    case today(TodayReport)
    /// The person is manual-only: remaining only against the person's own target, no protein range,
    /// no goal rate, no weigh-in prompts.
    case manualOnly(ManualOnlyToday)
}

extension Evaluate {
    /// The Today view of `request` under `policy`. The document is evaluated as of the day of
    /// `request.at` (its `asOf` becomes that day: days before it have ended, it is in progress).
    /// Throws `invalidDocument` without a person or with a plan whose history does not replay;
    /// `invalidRequest` (parameter `at`) when the instant cannot be placed on a day (no `timeZone`
    /// and no written offset), or falls on a day before the document's `asOf` or its last listed
    /// day (the view never looks back over days the document already holds), or outside the range
    /// of evaluation days.
    public static func today(_ request: TodayRequest, policy: Policy) throws(EvaluationError) -> TodayResult {
        let document = request.document
        guard let person = document.person else {
            throw .invalidDocument([DocumentRequirements.missing("person", "today needs the person's body data")])
        }
        let day = try todayDate(request)
        let today = day.date
        var log = document.dayLog
        log.declaredAsOf = today
        var asOfToday = document
        asOfToday.dayLog = log
        var plan: (plan: Plan, state: PlanState)?
        if let given = document.plan {
            do { plan = (given, try PlanReplay.state(of: given)) } catch { throw .invalidDocument(error.issues) }
        }
        let reference = MaintenanceReference.equationEstimate(for: person, policy: policy).reference
        // A ledger is nil only for a log without an evaluation day, and this one has today.
        guard var ledger = DayLedger(log: log, maintenance: reference, policy: policy.days) else {
            preconditionFailure("a day log with an asOf always has a ledger")
        }
        let targets = plan.map { TargetsInForce(plan: $0.plan) }
        if let targets { ledger = ledger.reviewing(against: targets) }
        let safety = SafetyNow(
            person: person, weight: CurrentWeight(person: person, ledger: ledger), screen: document.safetyScreen,
            planEligibility: plan?.plan.history.first?.eligibility, absentScreen: .notAPass, policy: policy)
        let gate = safety.gate
        let todayLog = log.days.last.flatMap { $0.date == today ? $0 : nil }
        let inForce = targetInForce(document, targets: targets, on: today)
        // The plan's week start (stored when it was created, Monday when not stated), as its check-ins use.
        let weekStart = plan?.plan.weekStart ?? .monday
        let week = WeekSoFar(ledger: ledger, weekStart: weekStart)
        let facts = NextAction.Facts(
            ledger: ledger, today: todayLog, lastWeighIn: log.days.last { $0.date < today && $0.weightKg != nil }?.date,
            plan: plan, gate: gate, weekStart: weekStart, documentAsOf: document.dayLog.asOf, policy: policy)
        let action = NextAction.first(facts)
        let notes = Self.todayNotes(document.dayLog, today: today)
        let warnings = InputWarning.list(for: asOfToday, policy: policy)
        let unit = WeightUnit(person: person)
        let foods = todayLog.flatMap { $0.foods.isEmpty ? nil : DayFoodTotals($0) }
        // The helpful insight reads the days before today (today is in progress), as the check-in's
        // does: under this view's gate when it is closed, so a manual-only view gets a logging pattern at most.
        let patterns = PatternsRequest(document: document, asOf: today)
        guard gate.allowsAutomatedNumbers else {
            let automated = inForce.target?.source == .recommended
            return .manualOnly(
                ManualOnlyToday(
                    day: day, today: todayLog,
                    calories: automated
                        ? .withheld : CaloriesToday(target: inForce.target, setOn: inForce.setOn, today: todayLog),
                    week: week, action: action,
                    insight: PatternSearch.strongestInsight(patterns, gate: gate, policy: policy), gate: gate,
                    notes: notes, unit: unit, foods: foods, policy: policy, warnings: warnings))
        }
        return .today(
            TodayReport(
                day: day, today: todayLog,
                calories: CaloriesToday(target: inForce.target, setOn: inForce.setOn, today: todayLog),
                protein: ProteinRemaining(
                    target: ProteinTarget(person: safety.person, policy: policy.target), today: todayLog),
                week: week,
                progress: GoalProgress(
                    plan: plan?.plan, person: safety.person, weighIns: week.weighIns(in: ledger), policy: policy),
                action: action, insight: PatternSearch.strongestInsight(patterns, gate: nil, policy: policy),
                notes: notes, unit: unit, foods: foods, policy: policy, warnings: warnings))
    }

    /// The day of the request's instant, refused when it cannot be placed or looks back.
    private static func todayDate(_ request: TodayRequest) throws(EvaluationError) -> TodayDate {
        let log = request.document.dayLog
        guard let day = TodayDate(at: request.at, writtenOffsetSeconds: request.writtenOffsetSeconds, log: log) else {
            throw .invalidRequest(
                RequestProblem(
                    parameter: "at",
                    message: "cannot be placed on a day: the document has no timeZone and the instant no UTC offset"))
        }
        let today = day.date
        let placed = "falls on \(today) (\(day.timeZone), dayStartsAtHour \(day.dayStartsAtHour))"
        if let asOf = log.declaredAsOf, asOf > today {
            throw .invalidRequest(
                RequestProblem(
                    parameter: "at",
                    message: "\(placed), before the document's asOf \(asOf); today is the document's evaluation day "
                        + "or later"))
        }
        if let last = log.days.last?.date, last > today {
            throw .invalidRequest(
                RequestProblem(
                    parameter: "at",
                    message: "\(placed), but the document lists days up to \(last); today is its last listed day or "
                        + "later"))
        }
        let range = CalendarDate.evaluationRange
        guard range.contains(today) else {
            throw .invalidRequest(
                RequestProblem(
                    parameter: "at", message: "\(placed); today must be from \(range.lowerBound) to \(range.upperBound)"
                ))
        }
        if let first = log.days.first?.date, first.days(to: today) > DayLogReader.maximumSpanDays {
            throw .invalidRequest(
                RequestProblem(
                    parameter: "at",
                    message: "\(placed), \(first.days(to: today)) days after the first listed day \(first); at most "
                        + "\(DayLogReader.maximumSpanDays) days (10 years) are read at once"))
        }
        return day
    }

    /// The target in force on `date`: the plan's (the last change on or before it), else the
    /// document's `manualTargetKcal` (the person's own), with the day it was set.
    private static func targetInForce(_ document: InputDocument, targets: TargetsInForce?, on date: CalendarDate) -> (
        target: ActiveTarget?, setOn: CalendarDate?
    ) {
        if let targets {
            let change = targets.changes.last { $0.date <= date }
            return (change?.target, change?.date)
        }
        return (document.manualTargetKcal.map { ActiveTarget(kcalPerDay: $0, source: .manual) }, nil)
    }

    /// What the view says about the document's own dates.
    private static func todayNotes(_ log: DayLog, today: CalendarDate) -> [String] {
        guard let asOf = log.declaredAsOf, asOf < today else { return [] }
        return [
            "the document is evaluated as of \(asOf) (its asOf); today is \(today), so the days from \(asOf) to "
                + "\(today.adding(days: -1)) have ended: a day with nothing logged is missing, never zero"
        ]
    }
}

extension TodayResult: CommandReport {
    /// JSON or Markdown.
    public static var formats: [OutputFormat] { [.json, .markdown] }

    /// The output document.
    public var json: JSONValue {
        switch self {
        case .today(let report): report.json
        case .manualOnly(let report): report.json
        }
    }

    /// The document's warnings.
    public var warnings: [InputWarning] {
        switch self {
        case .today(let report): report.warnings
        case .manualOnly(let report): report.warnings
        }
    }

    /// The page for people.
    public var page: ReportPage {
        switch self {
        case .today(let report): report.page
        case .manualOnly(let report): report.page
        }
    }
}
