/// Logging consistency in a check-in's week, in neutral counts: days are counted, never called good or bad.
public struct CheckInConsistency: Sendable, Equatable {
    /// Days of the week with any intake logged.
    public var daysLogged: Int
    /// Days of the week whose intake counts as evidence.
    public var evidenceDays: Int
    /// Days of the week with a weigh-in.
    public var weighInDays: Int
    /// Consecutive days with intake logged, ending on the week's last day.
    public var loggingStreakDays: Int
    /// Longest run of consecutive logged days inside the week.
    public var longestRunInWeekDays: Int
}
