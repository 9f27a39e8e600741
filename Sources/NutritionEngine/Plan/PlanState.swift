/// What a plan's history adds up to: the target in force, the pending recommendation, and what
/// can still be undone. Derived by replaying the history, never stored, so it cannot drift.
public struct PlanState: Sendable, Equatable {
    /// A recommendation awaiting the person's decision.
    public struct Pending: Sendable, Equatable {
        /// Index of its `recommendationOffered` event.
        var offerEvent: Int
        /// What was offered.
        public var recommendation: OfferedRecommendation
        /// Whether the person deferred it (it stays pending until the next check-in).
        public var deferred: Bool
    }

    /// A decision of the current check-in period that an undo can revert, with the state just before it.
    public struct Undoable: Sendable, Equatable {
        /// Index of the decision event.
        var decisionEvent: Int
        /// What the decision was (accept, defer, reject or edit).
        public var kind: PlanEvent.Kind
        /// The day it was recorded.
        public var date: CalendarDate
        /// The target before the decision.
        var previousTarget: ActiveTarget?
        /// The pending recommendation before the decision.
        var previousPending: Pending?
    }

    /// `eligible` or `manualOnly`, from plan creation.
    public var eligibility: Eligibility.Status
    /// The target in force.
    public var target: ActiveTarget?
    /// The recommendation awaiting a decision.
    public var pending: Pending?
    /// Decisions of the current check-in period not yet undone, most recent last: a check-in, a
    /// reset or an archive closes the period, so an undo never reaches back past it (nor revives
    /// an offer that has expired).
    public var undoable: [Undoable]
    /// The most recent check-in week (its first day).
    var lastCheckInWeek: CalendarDate?
    /// Directions (−1, 0, +1) the past check-ins' offers indicated, oldest first (a kept or
    /// rejected offer still indicates the way the evidence pointed).
    var indicatedDirections: [Int]
    /// The day of the last algorithm reset: learned calibration uses data from this day on.
    public var lastResetDate: CalendarDate?
    /// Whether the plan was archived (no further events allowed).
    public var archived: Bool
    /// The date of the last event.
    public var lastEventDate: CalendarDate
    /// Each change of the target in force with the day of its event, from plan creation on
    /// (`TargetsInForce` reads it).
    var targetChanges: [TargetsInForce.Change] = []

    /// Whether automated recommendations are allowed (not manual-only, not archived).
    var acceptsRecommendations: Bool { eligibility == .eligible && !archived && target?.source != .manual }
}

/// Replays a history strictly, refusing anything a well-behaved client could not have written.
package enum PlanReplay {
    /// The state after every event of `plan`, or every inconsistency found, each at its event's path.
    ///
    /// `planPath` is where the plan is in the document (for error paths).
    package static func state(of plan: Plan, at planPath: JSONPointer = JSONPointer(tokens: ["plan"]))
        throws(ValidationFailure) -> PlanState
    {
        let state = try replay(plan, at: planPath)
        try check(plan, against: state, at: planPath)
        return state
    }

    /// Refuses a plan whose stored active target is not the one its history replays to.
    private static func check(_ plan: Plan, against state: PlanState, at planPath: JSONPointer)
        throws(ValidationFailure)
    {
        if plan.activeTarget != state.target {
            throw ValidationFailure([
                ValidationIssue(
                    path: planPath.appending("activeTarget"), code: .inconsistentHistory,
                    message:
                        "the active target (\(format(plan.activeTarget?.kcalPerDay)) "
                        + "\(plan.activeTarget?.source.rawValue ?? "none")) does not match the history "
                        + "(\(format(state.target?.kcalPerDay)) \(state.target?.source.rawValue ?? "none"))"
                )
            ])
        }
    }

    /// The plan as it stood after its first `eventCount` events: the history cut there and the
    /// active target recomputed from it (what the plan looked like on that day).
    ///
    /// Used to re-run a past check-in on the plan state of its time; the cut history of a valid
    /// plan is valid, so this throws only for a plan `state(of:)` would refuse too.
    package static func truncated(
        _ plan: Plan, toFirst eventCount: Int, at planPath: JSONPointer = JSONPointer(tokens: ["plan"])
    ) throws(ValidationFailure) -> Plan {
        var cut = plan
        cut.history = Array(plan.history.prefix(eventCount))
        cut.activeTarget = try replay(cut, at: planPath).target
        return cut
    }

    /// The state after every event of `plan`, refused as `state(of:)` refuses it, and the plan as
    /// it stood before `day` (its events dated before it), from one replay: `rescore` re-runs the
    /// check-in of a past week on the plan of its time and validates the whole history at once.
    package static func state(of plan: Plan, before day: CalendarDate) throws(ValidationFailure) -> (
        state: PlanState, before: PlanPrefix
    ) {
        var prefix: PlanPrefix?
        let planPath = JSONPointer(tokens: ["plan"])
        let state = try replay(plan, at: planPath, before: day, prefix: &prefix)
        try check(plan, against: state, at: planPath)
        return (state, prefix ?? PlanPrefix(eventCount: plan.history.count, state: state))
    }

    /// The state after every event, without comparing it with the stored active target.
    private static func replay(_ plan: Plan, at planPath: JSONPointer) throws(ValidationFailure) -> PlanState {
        var prefix: PlanPrefix?
        return try replay(plan, at: planPath, before: nil, prefix: &prefix)
    }

    /// The state after every event; with `day`, `prefix` is set to the state before the first event
    /// dated on or after it (left nil when every event is before it).
    private static func replay(
        _ plan: Plan, at planPath: JSONPointer, before day: CalendarDate?, prefix: inout PlanPrefix?
    ) throws(ValidationFailure) -> PlanState {
        let historyPath = planPath.appending("history")
        guard let first = plan.history.first else {
            throw ValidationFailure([
                ValidationIssue(
                    path: historyPath, code: .inconsistentHistory,
                    message: "a plan's history starts with a planCreated event; it is empty")
            ])
        }
        guard first.kind == .planCreated, let eligibility = first.eligibility else {
            throw ValidationFailure([
                ValidationIssue(
                    path: historyPath.appending(0).appending("kind"), code: .inconsistentHistory,
                    message: "the first event must be planCreated, found \(first.kind.rawValue)")
            ])
        }
        var state = PlanState(
            eligibility: eligibility,
            target: first.targetKcalPerDay.flatMap { kcal in
                first.targetSource.map { ActiveTarget(kcalPerDay: kcal, source: $0) }
            },
            pending: nil, undoable: [], lastCheckInWeek: nil, indicatedDirections: [], lastResetDate: nil,
            archived: false,
            lastEventDate: first.date)
        state.targetChanges = [TargetsInForce.Change(date: first.date, target: state.target)]
        // Whether `prefix` is set: asking `prefix == nil` for every event copied the optional prefix
        // (a whole plan state) out and destroyed it again.
        var prefixSet = false
        if let day, first.date >= day {
            prefix = PlanPrefix(eventCount: 0, state: nil)
            prefixSet = true
        }
        if first.targetSource != .manual, eligibility == .manualOnly, first.targetKcalPerDay != nil {
            throw ValidationFailure([
                ValidationIssue(
                    path: historyPath.appending(0), code: .inconsistentHistory,
                    message: "a manual-only plan cannot start with an automated target")
            ])
        }
        if let goal = plan.goal, goal.json != first.goal {
            throw ValidationFailure([
                ValidationIssue(
                    path: planPath.appending("goal"), code: .inconsistentHistory,
                    message:
                        "the plan's goal differs from the goal recorded when it was created; a goal change starts a "
                        + "new plan"
                )
            ])
        }
        // Each event's members are read where the event lies in the history (through a pointer into
        // it): binding `history[index]`, or passing it borrowed, copied the event out, retaining its
        // members, and destroyed it again, for every event of every replay (issue 25).
        try plan.history.withUnsafeBufferPointer { (events) throws(ValidationFailure) in
            guard let base = events.baseAddress else { return }
            for index in events.indices.dropFirst() {
                try apply(
                    base + index, at: index, historyPath: historyPath, before: day, prefixSet: &prefixSet,
                    prefix: &prefix, state: &state)
            }
        }
        return state
    }

    /// One event after the first applied to `state`, refused as `replay` refuses it; with `day`, sets
    /// `prefix` to the state before the first event dated on or after it.
    private static func apply(
        _ event: UnsafePointer<PlanEvent>, at index: Int, historyPath: JSONPointer, before day: CalendarDate?,
        prefixSet: inout Bool, prefix: inout PlanPrefix?, state: inout PlanState
    ) throws(ValidationFailure) {
        let kind = event.pointee.kind
        let date = event.pointee.date
        // The event's path is built only for a refusal: a batch replays every history about
        // three times, and a pointer per event was an allocation each time.
        func refuse(_ code: ValidationIssue.Code, _ message: String) -> ValidationFailure {
            ValidationFailure([
                ValidationIssue(
                    path: historyPath.appending(index), code: code,
                    message: "event \(index) (\(kind.rawValue)): \(message)")
            ])
        }
        if let day, !prefixSet, date >= day {
            prefix = PlanPrefix(eventCount: index, state: state)
            prefixSet = true
        }
        guard date >= state.lastEventDate else {
            throw refuse(
                .eventOutOfOrder,
                "dated \(date), before the previous event (\(state.lastEventDate)); events are appended in "
                    + "date order"
            )
        }
        guard !state.archived else {
            throw refuse(.inconsistentHistory, "the plan was archived; nothing may follow")
        }
        state.lastEventDate = date
        let targetBefore = state.target
        defer {
            if state.target != targetBefore {
                state.targetChanges.append(TargetsInForce.Change(date: date, target: state.target))
            }
        }
        switch kind {
        case .planCreated:
            throw refuse(.inconsistentHistory, "a plan is created once; a new plan archives this one instead")
        case .checkInCompleted:
            guard let week = event.pointee.week else { throw refuse(.inconsistentHistory, "no week") }
            if let last = state.lastCheckInWeek, week <= last {
                throw refuse(.eventOutOfOrder, "week \(week) is not after the last checked-in week \(last)")
            }
            state.lastCheckInWeek = week
            // A deferred recommendation stays pending only until the next check-in, and the
            // decisions of the past period can no longer be undone.
            state.pending = nil
            state.undoable = []
        case .recommendationOffered:
            guard state.acceptsRecommendations else {
                throw refuse(
                    .inconsistentHistory,
                    "no automated recommendation is offered to a manual-only or manual-target plan")
            }
            guard let offer = event.pointee.recommendation, event.pointee.week == state.lastCheckInWeek else {
                throw refuse(
                    .inconsistentHistory, "an offer belongs to the check-in of its week, recorded just before it")
            }
            state.pending = PlanState.Pending(offerEvent: index, recommendation: offer, deferred: false)
            state.indicatedDirections.append(offer.indicatedDirection)
        case .recommendationAccepted:
            guard let pending = state.pending else {
                throw refuse(.noPendingRecommendation, "there is no pending recommendation to accept")
            }
            let expected: Double? =
                switch pending.recommendation.kind {
                case .adjust: pending.recommendation.newTargetKcalPerDay
                case .keep: state.target?.kcalPerDay
                case .needsMoreEvidence: nil
                }
            guard let expected else {
                throw refuse(.noPendingRecommendation, "a needsMoreEvidence result has nothing to accept")
            }
            guard event.pointee.targetKcalPerDay == expected else {
                throw refuse(
                    .inconsistentHistory,
                    "accepted target \(format(event.pointee.targetKcalPerDay)) differs from the offered \(format(expected))"
                )
            }
            state.undoable.append(
                PlanState.Undoable(
                    decisionEvent: index, kind: kind, date: date, previousTarget: state.target,
                    previousPending: pending))
            state.target = ActiveTarget(kcalPerDay: expected, source: .recommended)
            state.pending = nil
        case .recommendationDeferred:
            guard let pending = state.pending else {
                throw refuse(.noPendingRecommendation, "there is no pending recommendation to defer")
            }
            state.undoable.append(
                PlanState.Undoable(
                    decisionEvent: index, kind: kind, date: date, previousTarget: state.target,
                    previousPending: pending))
            state.pending?.deferred = true
        case .recommendationRejected:
            guard let pending = state.pending else {
                throw refuse(.noPendingRecommendation, "there is no pending recommendation to reject")
            }
            state.undoable.append(
                PlanState.Undoable(
                    decisionEvent: index, kind: kind, date: date, previousTarget: state.target,
                    previousPending: pending))
            state.pending = nil
        case .targetEdited:
            // An edit answers a pending offer or, between check-ins, stands alone (then nothing is pending to restore on undo).
            guard state.eligibility != .manualOnly else {
                throw refuse(
                    .inconsistentHistory, "a manual-only plan's target is not edited; a new manual plan replaces it"
                )
            }
            guard let kcal = event.pointee.targetKcalPerDay else { throw refuse(.inconsistentHistory, "no target") }
            state.undoable.append(
                PlanState.Undoable(
                    decisionEvent: index, kind: kind, date: date, previousTarget: state.target,
                    previousPending: state.pending))
            state.target = ActiveTarget(kcalPerDay: kcal, source: .edited)
            state.pending = nil
        case .decisionUndone:
            guard let last = state.undoable.last, event.pointee.undoesEvent == last.decisionEvent else {
                throw refuse(
                    .inconsistentHistory,
                    "an undo reverts the most recent decision of the current check-in period not yet undone")
            }
            guard event.pointee.targetKcalPerDay == last.previousTarget?.kcalPerDay else {
                throw refuse(
                    .inconsistentHistory,
                    "restored target \(format(event.pointee.targetKcalPerDay)) differs from the target before the "
                        + "decision (\(format(last.previousTarget?.kcalPerDay)))"
                )
            }
            state.undoable.removeLast()
            state.target = last.previousTarget
            state.pending = last.previousPending
        case .algorithmReset:
            state.pending = nil
            state.undoable = []
            state.lastResetDate = date
        case .planArchived:
            state.pending = nil
            state.undoable = []
            state.archived = true
        }
    }

    private static func format(_ kcal: Double?) -> String { kcal.map { JSONWriter.format($0) + " kcal/day" } ?? "none" }
}

/// A plan as it stood on a day: its first `eventCount` events and the state they replay to (nil
/// when there are none: the plan was created later).
package struct PlanPrefix: Sendable, Equatable {
    /// How many of the history's events are before the day.
    package var eventCount: Int
    /// The state after them.
    package var state: PlanState?

    /// `plan` cut to these events, its active target the one they replay to (as `PlanReplay.truncated`
    /// gives it, without replaying again); nil when there are none.
    package func plan(cutting plan: Plan) -> Plan? {
        guard let state else { return nil }
        guard eventCount < plan.history.count else { return plan }
        var cut = plan
        cut.history = Array(plan.history.prefix(eventCount))
        cut.activeTarget = state.target
        return cut
    }
}

extension InputDocument {
    /// The day of the plan's last algorithm reset, when the document has a plan with one: learned
    /// calibration uses only data from that day on. A plan whose history does not replay has none
    /// here; commands that act on the plan refuse such a history with its event paths.
    public var lastResetDate: CalendarDate? {
        plan.flatMap { try? PlanReplay.state(of: $0) }?.lastResetDate
    }
}
