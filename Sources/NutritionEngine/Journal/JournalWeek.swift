/// One week of the journal as logged: the roll-up with its coverage, the weight trend across it,
/// whether it was checked in, and what was offered and decided for it. It holds no maintenance
/// estimate (that is `WeekEndEstimate`'s, which a manual-only journal does not have).
public struct JournalWeek: Sendable, Equatable {
    /// Whether the week was checked in.
    public enum CheckInStatus: String, Sendable, Equatable, CaseIterable {
        /// A check-in of the week is in the plan's history.
        case recorded
        /// The week is over and may be checked in now.
        case ready
        /// The week has not ended by the evaluation day.
        case notYetDue
        /// The week is over and was not checked in; a later week was (it can no longer be).
        case skipped
        /// No plan was in force (the log before the plan, or no plan).
        case noPlan

        /// The status in plain words.
        public var words: String {
            switch self {
            case .recorded: "checked in"
            case .ready: "ready to check in"
            case .notYetDue: "not yet due"
            case .skipped: "skipped"
            case .noPlan: "before the plan"
            }
        }
    }

    /// First and last day.
    public var start: CalendarDate
    /// Last day.
    public var end: CalendarDate
    /// The roll-up: intake and protein per evidence day, steps, alcohol and training, each with coverage.
    public var summary: WeekSummary
    /// The smoothed trend on the first and last day of the week that have one, kg.
    public var trendStartKg: Double?
    /// The trend on the last such day, kg.
    public var trendEndKg: Double?
    /// Whether the week was checked in.
    public var checkInStatus: CheckInStatus
    /// The day the check-in was recorded, when it was.
    public var checkInDate: CalendarDate?
    /// What the week's check-in offered and what was decided, oldest first.
    public var decisions: [JournalDecision]
    /// The week's food averages per validated day with their coverage (issue 23), nil when no day
    /// of the log lists foods.
    public var foods: WeekFoodSummary?

    /// The trend's change across the week, kg.
    var trendChangeKg: Double? { trendEndKg.flatMap { end in trendStartKg.map { end - $0 } } }
}

/// A plan event the journal lists: an offer or a decision on one, with the target before and after.
public struct JournalDecision: Sendable, Equatable {
    /// The event's kind (an offer, an acceptance, a deferral, a rejection, an edit, an undo).
    public var kind: PlanEvent.Kind
    /// The day.
    public var date: CalendarDate
    /// The recommendation offered (for an offer).
    public var offer: OfferedRecommendation?
    /// The target in force before and after the event.
    public var targetBefore: ActiveTarget?
    /// The target in force after.
    public var targetAfter: ActiveTarget?

    /// The event in plain words ("accepted the recommendation").
    public var words: String {
        switch kind {
        case .recommendationOffered:
            switch offer?.kind {
            case .adjust?: "a change of target was offered"
            case .keep?: "keeping the target was offered"
            case .needsMoreEvidence?, nil: "no change was offered: the evidence needed checking"
            }
        case .recommendationAccepted: "accepted the recommendation"
        case .recommendationDeferred: "deferred the recommendation"
        case .recommendationRejected: "rejected the recommendation"
        case .targetEdited: "set their own target"
        case .decisionUndone: "undid the last decision"
        case .planCreated: "created the plan"
        case .checkInCompleted: "checked in"
        case .algorithmReset: "reset the estimate"
        case .planArchived: "archived the plan"
        }
    }
}

/// The journal's weeks from the ledger and the plan: one pass over the plan's history (and its
/// archived plans') files each offer and decision under the week of the offer it answers.
enum JournalWeeks {
    /// The weeks of `ledger` from the first listed day's week to the week of the day before its
    /// asOf, newest first, with the check-ins and decisions of `plan`.
    static func weeks(ledger: DayLedger, plan: Plan?, weekStart: Weekday) -> [JournalWeek] {
        guard let firstDay = ledger.days.first?.date else { return [] }
        let lastDay = max(ledger.asOf.adding(days: -1), firstDay)
        let first = firstDay.startOfWeek(beginningOn: weekStart)
        let last = lastDay.startOfWeek(beginningOn: weekStart)
        let histories = (plan.map { $0.archivedPlans + [$0] } ?? []).map(\.history)
        var checkIns: [CalendarDate: CalendarDate] = [:]
        var decisions: [CalendarDate: [JournalDecision]] = [:]
        var planStarts: [CalendarDate] = []
        for history in histories {
            var target: ActiveTarget?
            var offerWeek: CalendarDate?
            for event in history {
                let before = target
                switch event.kind {
                case .planCreated:
                    planStarts.append(event.date)
                    target = event.targetKcalPerDay.map {
                        ActiveTarget(kcalPerDay: $0, source: event.targetSource ?? .manual)
                    }
                case .recommendationAccepted:
                    target = event.targetKcalPerDay.map { ActiveTarget(kcalPerDay: $0, source: .recommended) }
                case .targetEdited:
                    target = event.targetKcalPerDay.map { ActiveTarget(kcalPerDay: $0, source: .edited) }
                case .decisionUndone:
                    target = event.targetKcalPerDay.map {
                        ActiveTarget(kcalPerDay: $0, source: event.targetSource ?? before?.source ?? .recommended)
                    }
                case .checkInCompleted:
                    if let week = event.week { checkIns[week.startOfWeek(beginningOn: weekStart)] = event.date }
                case .recommendationOffered:
                    offerWeek = event.week?.startOfWeek(beginningOn: weekStart)
                case .recommendationDeferred, .recommendationRejected, .algorithmReset, .planArchived: break
                }
                let listed: Set<PlanEvent.Kind> = [
                    .recommendationOffered, .recommendationAccepted, .recommendationDeferred, .recommendationRejected,
                    .targetEdited, .decisionUndone,
                ]
                guard listed.contains(event.kind) else { continue }
                let week = offerWeek ?? event.date.adding(days: -7).startOfWeek(beginningOn: weekStart)
                decisions[week, default: []].append(
                    JournalDecision(
                        kind: event.kind, date: event.date, offer: event.recommendation, targetBefore: before,
                        targetAfter: target))
            }
        }
        let latestCheckIn = checkIns.keys.max()
        let planStart = planStarts.min()
        var weeks: [JournalWeek] = []
        // Food figures only for a log that lists foods: a document without them answers as before.
        let listsFoods = ledger.days.contains { !($0.logged?.foods.isEmpty ?? true) }
        var start = last
        while start >= first {
            let end = start.adding(days: 6)
            let days = ledger.days(from: start, through: end)
            let trends = days.compactMap(\.trendKg)
            let status: JournalWeek.CheckInStatus =
                if checkIns[start] != nil { .recorded } else if planStart.map({ end < $0 }) ?? true {
                    .noPlan
                } else if end >= ledger.asOf { .notYetDue } else if let latest = latestCheckIn, latest > start {
                    .skipped
                } else { .ready }
            weeks.append(
                JournalWeek(
                    start: start, end: end,
                    summary: WeekSummary(ledger: ledger, containing: start, weekStart: weekStart),
                    trendStartKg: trends.first, trendEndKg: trends.last, checkInStatus: status,
                    checkInDate: checkIns[start], decisions: decisions[start] ?? [],
                    foods: listsFoods ? WeekFoodSummary(ledger: ledger, containing: start, weekStart: weekStart) : nil))
            start = start.adding(days: -7)
        }
        return weeks
    }
}
