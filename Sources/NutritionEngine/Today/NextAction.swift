/// The one suggested next action of the Today view, the first that applies of a fixed priority list,
/// with its reason. Deterministic: the same document and instant give the same action.
///
/// The order, most time-sensitive first:
/// 1. `finishYesterday`: yesterday is within the log (on or after its first listed day) and has no
///    intake logged (and is not declared untracked), or has an intake whose completeness is not
///    declared. Memory of a day fades first, and the check-in can count a day only once it is known.
/// 2. `reviewDay`: with a plan, a day the next check-in will ask about: the first of the review list
///    (the `days` order, most useful first) that lies in that check-in's week, or is a possibly
///    partial day (`confirmPartialDay`) in the 28 days its estimate uses (from the last reset on).
///    The next check-in is last week's until it is recorded, then this week's.
/// 3. `checkInReady`: with a plan not archived, last week's check-in is not recorded (and the plan
///    existed during that week).
/// 4. `weighIn`: no weigh-in today and none in the last `weighInReminderAfterDaysWithout` days (or
///    none logged yet). Never for a person routed to manual targets: the safety screen may have
///    found reasons (such as an eating disorder) for which weighing prompts do harm.
/// 5. `startToday`: nothing is logged for today yet (and today is not declared untracked).
/// 6. `continueToday`: otherwise: keep logging today (or, declared untracked, nothing is asked).
public struct NextAction: Sendable, Equatable {
    /// What to do, in priority order.
    public enum Kind: String, Sendable, CaseIterable {
        case finishYesterday, reviewDay, checkInReady, weighIn, startToday, continueToday
    }

    /// What to do.
    public var kind: Kind
    /// The day it concerns (yesterday, the day to review, today), nil for a check-in.
    public var date: CalendarDate?
    /// The week to check in (its first day), for `checkInReady`.
    public var week: CalendarDate?
    /// The review behind a `reviewDay` action.
    public var review: ReviewItem?
    /// What to do, in one sentence for the person.
    public var message: String
    /// Why it comes first, in one sentence.
    public var reason: String

    /// Its place in the priority list, from 1.
    public var priority: Int { (Kind.allCases.firstIndex(of: kind) ?? 0) + 1 }

    /// The priority list, in words, as the outputs state it.
    static let priorityOrder =
        "finish yesterday's log, then review a day the next check-in will ask about, then the weekly check-in when "
        + "last week's is not recorded, then a weigh-in after days without one (never for a person routed to "
        + "manual targets), then start logging today, else continue logging today"

    /// What the rules read.
    struct Facts {
        /// The ledger as of today (its `asOf`), reviewed against the plan's targets in force.
        var ledger: DayLedger
        /// Today's log entry, nil when today is not listed.
        var today: LoggedDay?
        /// The last day before today with a weigh-in.
        var lastWeighIn: CalendarDate?
        /// The plan and its replayed state, nil without a plan.
        var plan: (plan: Plan, state: PlanState)?
        /// Whether automated numbers (and the prompts that serve them) may be shown.
        var gate: AutomationGate
        /// The weekday weeks begin on.
        var weekStart: Weekday
        /// The document's evaluation day (declared or derived), nil with neither.
        var documentAsOf: CalendarDate?
        /// The policy in force.
        var policy: Policy
    }

    /// The first action of the list that applies to `facts`.
    static func first(_ facts: Facts) -> NextAction {
        finishYesterday(facts) ?? reviewDay(facts) ?? checkInReady(facts) ?? weighIn(facts) ?? startToday(facts)
            ?? continueToday(facts)
    }

    private static func finishYesterday(_ facts: Facts) -> NextAction? {
        let ledger = facts.ledger
        let yesterday = ledger.asOf.adding(days: -1)
        guard let day = ledger.day(yesterday) else { return nil }
        let named = TodayDate.named(yesterday)
        guard let logged = day.logged else {
            return NextAction(
                kind: .finishYesterday, date: yesterday,
                message: "Nothing is logged for yesterday, \(named): log what was eaten, or mark the day untracked.",
                reason: "a day is easiest to log while it is fresh, and a day left missing is never counted")
        }
        guard logged.intakeCompleteness != .untracked, logged.intakeCompleteness != .complete else { return nil }
        if logged.intakeKcal == nil {
            return NextAction(
                kind: .finishYesterday, date: yesterday,
                message: "No intake is logged for yesterday, \(named): log what was eaten, or mark the day untracked.",
                reason: "a day is easiest to log while it is fresh, and a day without intake is never counted")
        }
        guard logged.intakeCompleteness == .unknown else { return nil }
        return NextAction(
            kind: .finishYesterday, date: yesterday,
            message: "Yesterday's log, \(named), has no completeness declared: declare it complete, or incomplete if "
                + "something is missing.",
            reason: "only the person knows whether a day's log is whole, and it is easiest to say the day after")
    }

    /// The check-in that comes next: last week's until it is recorded, else this week's (first days).
    private static func nextCheckInWeek(_ facts: Facts, state: PlanState) -> CalendarDate {
        let thisWeek = facts.ledger.asOf.startOfWeek(beginningOn: facts.weekStart)
        let lastWeek = thisWeek.adding(days: -7)
        if let recorded = state.lastCheckInWeek, recorded >= lastWeek { return thisWeek }
        return lastWeek
    }

    private static func reviewDay(_ facts: Facts) -> NextAction? {
        guard let (_, state) = facts.plan, !state.archived else { return nil }
        let week = nextCheckInWeek(facts, state: state)
        let weekEnd = week.adding(days: 6)
        var windowStart = weekEnd.adding(days: -(max(facts.policy.maintenance.windowDays, 7) - 1))
        if let reset = state.lastResetDate, reset > windowStart { windowStart = reset }
        let asked = facts.ledger.reviewList.first { item in
            let inWeek = item.date >= week && item.date <= weekEnd
            let inWindow = item.date >= windowStart && item.date <= weekEnd
            return inWeek || (item.action == .confirmPartialDay && inWindow)
        }
        guard let item = asked?.shown(under: facts.gate) else { return nil }
        return NextAction(
            kind: .reviewDay, date: item.date, review: item,
            message: "Review \(TodayDate.named(item.date)): \(item.message).",
            reason: "the check-in of the week of \(week) will ask about this day (\(item.action.rawValue)), and it "
                + "offers no change while such days wait")
    }

    private static func checkInReady(_ facts: Facts) -> NextAction? {
        guard let (plan, state) = facts.plan, !state.archived, let created = plan.history.first?.date else {
            return nil
        }
        let lastWeek = facts.ledger.asOf.startOfWeek(beginningOn: facts.weekStart).adding(days: -7)
        let lastWeekEnd = lastWeek.adding(days: 6)
        guard created <= lastWeekEnd, state.lastCheckInWeek.map({ $0 < lastWeek }) ?? true else { return nil }
        var message =
            "The weekly check-in for \(lastWeek) to \(lastWeekEnd) is ready: run it for the week of \(lastWeek)."
        if let asOf = facts.documentAsOf, asOf <= lastWeekEnd {
            message +=
                " The document is evaluated as of \(asOf), inside that week: record today's log first, which moves "
                + "its asOf past the week."
        }
        return NextAction(
            kind: .checkInReady, week: lastWeek, message: message,
            reason: "last week has ended and its check-in is not recorded in the plan")
    }

    private static func weighIn(_ facts: Facts) -> NextAction? {
        guard facts.gate.allowsAutomatedNumbers, facts.today?.weightKg == nil else { return nil }
        let today = facts.ledger.asOf
        let limit = facts.policy.today.weighInReminderAfterDaysWithout
        guard let last = facts.lastWeighIn else {
            return NextAction(
                kind: .weighIn, date: today,
                message: "No weigh-in is logged yet: a weigh-in today starts the weight trend.",
                reason: "the weight trend and the check-in read the weigh-ins, and there are none")
        }
        let days = last.days(to: today)
        guard days > limit else { return nil }
        return NextAction(
            kind: .weighIn, date: today,
            message: "The last weigh-in was \(days) days ago, on \(TodayDate.named(last)): weigh in today.",
            reason: "\(days - 1) days in a row without a weigh-in, at least weighInReminderAfterDaysWithout "
                + "(\(limit)); the trend carries the last value forward until the next one")
    }

    private static func startToday(_ facts: Facts) -> NextAction? {
        guard facts.today?.intakeCompleteness != .untracked, facts.today?.intakeKcal == nil else { return nil }
        return NextAction(
            kind: .startToday, date: facts.ledger.asOf,
            message: "Nothing is logged for today yet: log what you eat as you go.",
            reason: "nothing earlier on the list applies, and today has no intake logged")
    }

    private static func continueToday(_ facts: Facts) -> NextAction {
        let today = facts.ledger.asOf
        if facts.today?.intakeCompleteness == .untracked {
            return NextAction(
                kind: .continueToday, date: today, message: "Today is declared untracked: nothing is asked today.",
                reason: "nothing earlier on the list applies")
        }
        return NextAction(
            kind: .continueToday, date: today,
            message: "Keep logging today; at the end of the day, declare whether the log is complete.",
            reason: "nothing earlier on the list applies")
    }
}
