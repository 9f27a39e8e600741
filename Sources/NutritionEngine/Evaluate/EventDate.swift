/// The day a plan event (a decision, a new plan, a reset, a set target) is recorded on: the date
/// asked for, else the document's declared `asOf`. Never the machine clock, so replaying the same
/// requests gives the same bytes; a defaulted date is stated, so nobody has to guess which day was used.
public struct EventDate: Sendable, Equatable {
    /// The day the event is recorded on.
    public var date: CalendarDate
    /// The sentence saying the date was defaulted, and from what; nil when it was asked for.
    public var statement: String?

    /// `given`, else `document`'s declared `asOf`, for the command named `command` (it begins the
    /// statement). Throws a missing `date` when there is neither.
    package init(_ given: CalendarDate?, document: InputDocument, command: String) throws(EvaluationError) {
        if let given {
            date = given
            statement = nil
            return
        }
        guard let asOf = document.dayLog.declaredAsOf else {
            throw .invalidRequest(
                .missing(
                    "date",
                    "give the event date with --date YYYY-MM-DD or asOf in the document (events are never dated by "
                        + "the machine clock, so replays give the same bytes)"))
        }
        date = asOf
        statement = "\(command): dated \(asOf), the document's asOf (give --date YYYY-MM-DD to change)"
    }
}
