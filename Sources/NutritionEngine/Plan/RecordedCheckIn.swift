/// A week's check-in as its plan recorded it, read from the history alone (never recomputed from
/// the days): the `checkInCompleted` event, the offer recorded with it, the target in force before
/// it, and the decisions recorded after it until the next check-in, reset or archive.
///
/// A plan stores no snapshot of the week (its averages, coverage, days to validate, measurements)
/// and no evidence: those exist only when the check-in is computed, so a recorded check-in cannot
/// show them (`notStored`).
struct RecordedCheckIn: Sendable, Equatable {
    /// First day of the checked-in week.
    var week: CalendarDate
    /// The day the check-in was recorded.
    var date: CalendarDate
    /// The algorithm version that recorded it.
    var algorithmVersion: String
    /// The target in force when it was recorded (nil: none).
    var targetBefore: ActiveTarget?
    /// The recommendation recorded with it (nil: none was recorded, e.g. a manual-only plan).
    var offer: OfferedRecommendation?
    /// The decisions recorded after it, oldest first, each with the target in force after it.
    var decisions: [JournalDecision]

    /// What a plan does not store of a check-in, by the name of its member in the check-in's output.
    static let notStored = [
        "consistency", "snapshot", "daysToValidate", "measurements", "evidence", "eligibilityNow", "insight",
    ]

    /// The check-in of the week beginning on `week` recorded in `plan`, or nil when there is none.
    /// Throws only for a history `PlanReplay.state(of:)` refuses.
    package static func of(week: CalendarDate, in plan: Plan) throws(ValidationFailure) -> RecordedCheckIn? {
        let history = plan.history
        guard let index = history.firstIndex(where: { $0.kind == .checkInCompleted && $0.week == week }) else {
            return nil
        }
        // The target after the first `count` events, replayed (an undo restores the source too).
        func target(afterFirst count: Int) throws(ValidationFailure) -> ActiveTarget? {
            try PlanReplay.truncated(plan, toFirst: count).activeTarget
        }
        let event = history[index]
        var record = RecordedCheckIn(
            week: week, date: event.date, algorithmVersion: event.algorithmVersion,
            targetBefore: try target(afterFirst: index), offer: nil, decisions: [])
        var next = index + 1
        if next < history.count, history[next].kind == .recommendationOffered, history[next].week == week {
            record.offer = history[next].recommendation
            next += 1
        }
        var before = record.targetBefore
        while next < history.count {
            let decision = history[next]
            switch decision.kind {
            case .recommendationAccepted, .recommendationDeferred, .recommendationRejected, .targetEdited,
                .decisionUndone:
                let after = try target(afterFirst: next + 1)
                record.decisions.append(
                    JournalDecision(
                        kind: decision.kind, date: decision.date, offer: nil, targetBefore: before, targetAfter: after))
                before = after
                next += 1
            // The check-in's period ends here: its decisions can no longer be undone.
            case .checkInCompleted, .algorithmReset, .planArchived, .planCreated, .recommendationOffered:
                next = history.count
            }
        }
        return record
    }
}
