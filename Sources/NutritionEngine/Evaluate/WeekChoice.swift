/// The week a command works on (`days --week`, `check-in --week`): the week that contains a given
/// day, beginning on a given weekday. The one rule for choosing it and for saying which week was used.
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
