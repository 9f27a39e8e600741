/// `check-in`: the weekly check-in of one finished week of the document's plan.
public struct CheckInRequest: Sendable, Equatable {
    /// The document: it needs a person and a plan whose history replays.
    public var document: InputDocument
    /// Any day of the week to check in on.
    public var week: CalendarDate
    /// The day the check-in is recorded on; nil: the rule's day (`CheckInDate.due`), the day after
    /// the week, or the plan's last event when that is later.
    public var date: CalendarDate?
    /// The weekday weeks begin on: nil for the plan's (stored when it was created, Monday when not
    /// stated); another than the plan's is refused, so check-ins never cover overlapping weeks.
    public var weekStart: Weekday?
    /// The JSON tree `document` was read from, when the check-in is to be recorded in it (the
    /// result's `recorded`); nil: nothing is recorded.
    public var recordIn: JSONValue?
    /// For a week already checked in (nothing recorded): false shows the check-in as the plan
    /// recorded it (`RecordedCheckInReport`); true recomputes it on the plan as it stood then with
    /// the days as they are now (the answers given since included). True is refused for a week not
    /// checked in and when the request records.
    public var recompute = false

    /// A check-in of the week containing `week` for `document`, recorded on `date` (nil: the rule's
    /// day), weeks starting on `weekStart`; nothing is recorded.
    public init(document: InputDocument, week: CalendarDate, date: CalendarDate? = nil, weekStart: Weekday? = nil) {
        self.document = document
        self.week = week
        self.date = date
        self.weekStart = weekStart
    }

    /// The same for `source`'s document; with `record`, the result carries `source` with the
    /// check-in (and any offer) appended to its plan's history.
    public init(
        _ source: SourceDocument, week: CalendarDate, date: CalendarDate? = nil, weekStart: Weekday? = nil,
        record: Bool
    ) {
        self.init(document: source.document, week: week, date: date, weekStart: weekStart)
        // Not `record ? source.json : nil`: `nil` there would be the JSON literal null.
        if record { recordIn = source.json }
    }
}

/// The day a check-in is recorded on, and why it is that day.
public struct CheckInDate: Sendable, Equatable {
    /// Why the check-in is dated as it is.
    public enum Basis: Sendable, Equatable {
        /// The request gave the date.
        case given
        /// The rule's day: the day after the week.
        case dayAfterWeek
        /// The rule's day: the plan's last event, which is after the day after the week (a late decision).
        case lastPlanEvent
        /// The day a past week's check-in was recorded (it is shown, not recorded again).
        case recorded
    }

    /// The day.
    public var date: CalendarDate
    /// Why.
    public var basis: Basis

    /// `date`, for `basis`.
    public init(date: CalendarDate, basis: Basis) {
        self.date = date
        self.basis = basis
    }

    /// The day after the week that starts on `weekStart`: when a check-in is due.
    package static func dayAfter(weekStartingOn weekStart: CalendarDate) -> CalendarDate { weekStart.adding(days: 7) }

    /// The rule's day for the week starting on `weekStart` of a plan whose last event is on
    /// `lastEventDate`: the day after the week, or that event's day when it is later (a check-in is
    /// never dated before the plan's last event).
    package static func due(weekStartingOn weekStart: CalendarDate, lastEventDate: CalendarDate) -> CheckInDate {
        let dayAfter = dayAfter(weekStartingOn: weekStart)
        return lastEventDate > dayAfter
            ? CheckInDate(date: lastEventDate, basis: .lastPlanEvent)
            : CheckInDate(date: dayAfter, basis: .dayAfterWeek)
    }

    /// How a date the rule chose is stated ("dated 2026-10-26, the day after the week"); nil for a given date.
    public var statement: String? {
        switch basis {
        case .given, .recorded: nil
        case .dayAfterWeek: "dated \(date), the day after the week"
        case .lastPlanEvent: "dated \(date), the plan's last event, after the day after the week"
        }
    }
}

/// What `check-in` found, the day it is dated and, when asked, the document with it recorded.
public struct CheckInResult: Sendable, Equatable {
    /// The report: with automated numbers, or, for a manual-only person, without any.
    public enum Report: Sendable, Equatable {
        /// The check-in with its evidence and at most one recommendation.
        case checkIn(CheckInReport)
        /// The person is manual-only (the plan or the screen now): the week, no automated number.
        case manualOnly(ManualOnlyCheckInReport)
        /// A week already checked in, as the plan recorded it (nothing computed from the days; no
        /// automated number when the gate is closed).
        case recorded(RecordedCheckInReport)
    }

    /// What the check-in found.
    public var report: Report
    /// The day it is dated, and why.
    public var date: CheckInDate
    /// The request's document with `checkInCompleted` (and the offer, when there is one) appended to
    /// its plan's history, already checked to read back and replay; nil unless the request records.
    public var recorded: WrittenDocument?
    /// When the week was already checked in and nothing is to be recorded: which check-in this is a
    /// read-only view of (nil for a new check-in).
    public var pastCheckIn: PastCheckIn? = nil
}

/// A read-only view of a week already checked in: by default the check-in as the plan recorded it
/// (`CheckInResult.Report.recorded`); recomputed, the check-in shown on the plan as it stood before
/// it (its events dated before the check-in day), dated the day it was recorded, over the days as
/// they are now (so answers given since, such as a day reconciled, are included).
public struct PastCheckIn: Sendable, Equatable {
    /// The first day of the week.
    public var week: CalendarDate
    /// The day the check-in was recorded.
    public var checkedInOn: CalendarDate
    /// The kind of recommendation recorded then (nil: none was recorded).
    public var recordedKind: OfferedRecommendation.Kind?
    /// Whether the view is recomputed on the days as they are now (else it is the record itself).
    public var recomputed = false

    /// What the view is, for the person (no number: it is shown whatever the person's gate now).
    public var statement: String {
        let shown =
            recomputed
            ? "recomputed read-only (nothing is recorded) on the plan as it stood then, with the days as they are "
                + "now (answers given since included)"
            : "as recorded in the plan, read-only (nothing is recorded; the week's snapshot and evidence are not "
                + "stored)"
        return "check-in: the week of \(week) was checked in on \(checkedInOn); showing it \(shown); the "
            + "recommendation recorded then: " + (recordedKind?.rawValue ?? "none")
    }
}

extension Evaluate {
    /// The check-in of `request`'s week under `policy`. Throws `invalidDocument` without a person or a
    /// plan, or for a history that does not replay (each issue at its path); `invalidRequest` (parameter
    /// `week`) for a week outside the years 0001–9999; `refused` for a week that
    /// cannot be checked in (not finished, not after the last checked-in week, an archived plan, a
    /// date before the plan's last event). A week already checked in is refused (`alreadyCheckedIn`)
    /// only when the request records; otherwise the result is a read-only view of that check-in
    /// (`pastCheckIn`).
    public static func checkIn(_ request: CheckInRequest, policy: Policy) throws(EvaluationError) -> CheckInResult {
        let document = request.document
        var missing: [ValidationIssue] = []
        if document.person == nil {
            missing.append(DocumentRequirements.missing("person", "a check-in needs the person's body data"))
        }
        if document.plan == nil {
            missing.append(DocumentRequirements.missing("plan", "a check-in needs a plan (create one with 'plan new')"))
        }
        guard let person = document.person, let plan = document.plan else { throw .invalidDocument(missing) }
        // The week's bound, as `days --week` states it (`rescore` asks only for weeks it derived).
        _ = try WeekChoice(containing: request.week, weekStart: request.weekStart ?? plan.weekStart)
        let state: PlanState
        do { state = try PlanReplay.state(of: plan) } catch { throw .invalidDocument(error.issues) }
        if request.recompute, request.recordIn != nil {
            throw .invalidRequest(
                RequestProblem(
                    parameter: "recompute", message: "is read-only: a recomputed past check-in is never recorded"))
        }
        let result: CheckInResult
        if request.recordIn == nil, let past = try pastCheckIn(request, person: person, plan: plan, policy: policy) {
            result = past
        } else {
            if request.recompute {
                throw .invalidRequest(
                    RequestProblem(
                        parameter: "recompute",
                        message: "applies only to a week already checked in; the week of "
                            + "\(request.week.startOfWeek(beginningOn: plan.weekStart)) has no recorded check-in"))
            }
            result = try checkIn(
                request, person: person, plan: plan, state: state,
                warnings: InputWarning.list(for: document, policy: policy),
                policy: policy)
        }
        var shown = result
        // The helpful insight reads the days up to the end of the week, under the check-in's own gate
        // (a manual-only check-in gets a logging pattern at most). `rescore` shows none, so its
        // records skip the search.
        let weekStartsOn = try checkInWeekStart(request.weekStart, plan: plan)
        let patterns = PatternsRequest(
            document: document,
            asOf: CheckInDate.dayAfter(weekStartingOn: request.week.startOfWeek(beginningOn: weekStartsOn)))
        switch shown.report {
        case .checkIn(var report):
            report.insight = PatternSearch.strongestInsight(patterns, gate: nil, policy: policy)
            shown.report = .checkIn(report)
        case .manualOnly(var report):
            report.insight = PatternSearch.strongestInsight(patterns, gate: report.gate, policy: policy)
            shown.report = .manualOnly(report)
        // A plan stores no insight with its check-ins, and the record shows only what it stores.
        case .recorded: break
        }
        return shown
    }

    /// The read-only view of `request`'s week when `plan` records a check-in of it, else nil: the
    /// record itself, or recomputed when the request asks. Throws `invalidRequest` (parameter `date`)
    /// for a date given with the record: it is shown dated the day it was recorded.
    private static func pastCheckIn(_ request: CheckInRequest, person: Person, plan: Plan, policy: Policy)
        throws(EvaluationError) -> CheckInResult?
    {
        let week = request.week.startOfWeek(beginningOn: try checkInWeekStart(request.weekStart, plan: plan))
        let recorded: RecordedCheckIn
        do {
            guard let found = try RecordedCheckIn.of(week: week, in: plan) else { return nil }
            recorded = found
        } catch { throw .invalidDocument(error.issues) }
        let checkedInOn = recorded.date
        let past = PastCheckIn(
            week: week, checkedInOn: checkedInOn, recordedKind: recorded.offer?.kind, recomputed: request.recompute)
        let warnings = InputWarning.list(for: request.document, policy: policy)
        guard request.recompute else {
            if let date = request.date {
                throw .invalidRequest(
                    RequestProblem(
                        parameter: "date",
                        message: "does not apply to the week of \(week), checked in on \(checkedInOn): its recorded "
                            + "check-in is shown as recorded (found \(date))"))
            }
            let gate = SafetyNow(document: request.document, person: person, absentScreen: .notAPass, policy: policy)
                .gate
            let report = RecordedCheckInReport(
                recorded, gate: gate, floorKcalPerDay: policy.target.intakeFloorKcalPerDay(person.equationSex),
                policy: policy, warnings: warnings)
            return CheckInResult(
                report: .recorded(report), date: CheckInDate(date: checkedInOn, basis: .recorded), recorded: nil,
                pastCheckIn: past)
        }
        let prefix: PlanPrefix
        do { prefix = try PlanReplay.state(of: plan, before: checkedInOn).before } catch {
            throw .invalidDocument(error.issues)
        }
        guard let cut = prefix.plan(cutting: plan), let state = prefix.state else { return nil }
        var asItStood = request
        asItStood.document.plan = cut
        asItStood.date = request.date ?? checkedInOn
        var result = try checkIn(asItStood, person: person, plan: cut, state: state, warnings: warnings, policy: policy)
        if request.date == nil { result.date.basis = .recorded }
        result.pastCheckIn = past
        return result
    }

    /// The weekday `plan`'s check-in weeks begin on, `given` when it is that day (nil: the plan's).
    /// Throws `invalidRequest` (parameter `week-start`) for another day: a week that begins on
    /// another day overlaps two of the plan's weeks, and two check-ins could then move a target
    /// twice within seven days, past the weekly limit.
    public static func checkInWeekStart(_ given: Weekday?, plan: Plan?) throws(EvaluationError) -> Weekday {
        let stored = plan?.weekStart ?? .monday
        guard let given, given != stored else { return stored }
        throw .invalidRequest(
            RequestProblem(
                parameter: "week-start",
                message: "must be the plan's week start, \(stored.rawValue) (stored when the plan was created), found "
                    + "\(given.rawValue): weeks beginning on another day would overlap the plan's check-in weeks"))
    }

    /// The same for a request whose person and plan are known, whose plan has been replayed to
    /// `state` and whose document's `warnings` are listed (`rescore`, which replays each history
    /// once for the record and its check-in, and lists the record's warnings itself); `weightScreen`
    /// is the record's screen of its weigh-ins, which the check-in's ledger reads when it is the same.
    package static func checkIn(
        _ request: CheckInRequest, person: Person, plan: Plan, state: PlanState, warnings: [InputWarning],
        weightScreen: ScreenedWeighIns? = nil, policy: Policy
    ) throws(EvaluationError) -> CheckInResult {
        let document = request.document
        let weekStartsOn = try checkInWeekStart(request.weekStart, plan: plan)
        let weekStart = request.week.startOfWeek(beginningOn: weekStartsOn)
        try RequestProblem.checkSpan(request.date, "date", of: document.dayLog)
        let date =
            request.date.map { CheckInDate(date: $0, basis: .given) }
            ?? CheckInDate.due(weekStartingOn: weekStart, lastEventDate: state.lastEventDate)
        let checkIn: WeeklyCheckIn
        do {
            checkIn = try WeeklyCheckIn(
                person: person, dayLog: document.dayLog, plan: plan, state: state, safetyScreen: document.safetyScreen,
                weekDate: weekStart, date: date.date, weekStartsOn: weekStartsOn, weightScreen: weightScreen,
                policy: policy)
        } catch {
            throw .refused(error)
        }
        var recorded: WrittenDocument?
        if let json = request.recordIn {
            var members = json.objectValue ?? JSONObject()
            members["plan"] = PlanWriter.json(checkIn.recorded(in: plan))
            recorded = try WrittenDocument(checking: .object(members))
        }
        return CheckInResult(report: .init(checkIn, policy: policy, warnings: warnings), date: date, recorded: recorded)
    }
}

extension CheckInResult.Report {
    /// The report of `checkIn`: without any automated number when its gate is closed.
    init(_ checkIn: WeeklyCheckIn, policy: Policy, warnings: [InputWarning]) {
        guard checkIn.automation.allowsAutomatedNumbers else {
            // A closed gate is a manual-only plan or a person manual-only now, and the check-in says which.
            let reason =
                checkIn.noRecommendationReason
                ?? (checkIn.stateBefore.eligibility == .eligible
                    ? .manualOnlyNow(checkIn.currentEligibility.reasons.map(\.code)) : .manualOnly)
            self = .manualOnly(
                ManualOnlyCheckInReport(checkIn, noRecommendationReason: reason, policy: policy, warnings: warnings))
            return
        }
        self = .checkIn(CheckInReport(checkIn, policy: policy, warnings: warnings))
    }
}

extension CheckInResult: CommandReport {
    /// JSON, Markdown or HTML (the page with the week's chart).
    public static var formats: [OutputFormat] { [.json, .markdown, .html] }

    /// The output document.
    public var json: JSONValue {
        switch report {
        case .checkIn(let report): report.json
        case .manualOnly(let report): report.json
        case .recorded(let report): report.json
        }
    }

    /// The page for people.
    public var page: ReportPage {
        switch report {
        case .checkIn(let report): report.page
        case .manualOnly(let report): report.page
        case .recorded(let report): report.page
        }
    }

    /// The document's warnings.
    public var warnings: [InputWarning] {
        switch report {
        case .checkIn(let report): report.warnings
        case .manualOnly(let report): report.warnings
        case .recorded(let report): report.warnings
        }
    }
}
