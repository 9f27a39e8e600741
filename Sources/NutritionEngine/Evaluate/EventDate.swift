/// The day a plan or day event (a decision, a new plan, a reset, a set target, a day's answers) is
/// recorded on: the date asked for, else a default by the rule of the command. Never the machine
/// clock, so replaying the same requests gives the same bytes; a defaulted date is stated, so nobody
/// has to guess which day was used. Defaults never move backwards: an event is never dated before
/// the plan's last event.
public struct EventDate: Sendable, Equatable {
    /// How a date is chosen when none is given.
    public enum Rule: Sendable, Equatable {
        /// The later of the document's declared `asOf` and the plan's last event (`day`, `plan new`,
        /// `plan set-target`, `plan reset`, and a decision with no pending recommendation).
        case laterOfAsOfAndLastEvent
        /// A decision on a pending recommendation is dated the check-in that offered it (a person
        /// decides on the check-in day), or the plan's last event when that is later; so the next
        /// check-in is not redated by a decision recorded days later.
        case checkInAnswered
    }

    /// The day the event is recorded on.
    public var date: CalendarDate
    /// The sentence saying the date was defaulted, and from what; nil when it was asked for.
    public var statement: String?

    /// `given`, else the default of `rule` for `document` (whose plan, when it has one, replays to
    /// `state`), for the command named `command` (it begins the statement). Throws a missing `date`
    /// when the rule has nothing to go by (no `asOf`, and no pending check-in for `checkInAnswered`),
    /// and a given date more than ten years after the first listed day (`RequestProblem.checkSpan`).
    package init(
        _ given: CalendarDate?, document: InputDocument, command: String, rule: Rule = .laterOfAsOfAndLastEvent,
        state: PlanState? = nil
    ) throws(EvaluationError) {
        if let given {
            try RequestProblem.checkSpan(given, "date", of: document.dayLog)
            date = given
            statement = nil
            return
        }
        let lastEvent = document.plan?.history.last?.date
        if rule == .checkInAnswered, let plan = document.plan, let pending = state?.pending,
            plan.history.indices.contains(pending.offerEvent)
        {
            let offered = plan.history[pending.offerEvent].date
            if let lastEvent, lastEvent > offered {
                date = lastEvent
                statement =
                    "\(command): dated \(lastEvent), the plan's last event (after the check-in of \(offered) that "
                    + "offered the recommendation; give --date YYYY-MM-DD to change)"
            } else {
                date = offered
                statement =
                    "\(command): dated \(offered), the check-in that offered the recommendation (give --date "
                    + "YYYY-MM-DD to change)"
            }
            return
        }
        guard let asOf = document.dayLog.declaredAsOf else {
            throw .invalidRequest(
                .missing(
                    "date",
                    "give the event date with --date YYYY-MM-DD or asOf in the document (events are never dated by "
                        + "the machine clock, so replays give the same bytes)"))
        }
        if let lastEvent, lastEvent > asOf {
            date = lastEvent
            statement =
                "\(command): dated \(lastEvent), the plan's last event, which is after the document's asOf \(asOf) "
                + "(give --date YYYY-MM-DD to change)"
            return
        }
        date = asOf
        statement = "\(command): dated \(asOf), the document's asOf (give --date YYYY-MM-DD to change)"
    }
}
