/// A day of the week, in ISO order (Monday first).
public enum Weekday: String, Sendable, CaseIterable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
}

extension CalendarDate {
    /// The first day of the week containing `self`, for weeks that begin on `weekStart`.
    public func startOfWeek(beginningOn weekStart: Weekday) -> CalendarDate {
        let index = Weekday.allCases.firstIndex(of: weekday) ?? 0
        let startIndex = Weekday.allCases.firstIndex(of: weekStart) ?? 0
        return adding(days: -((index - startIndex + 7) % 7))
    }
}
