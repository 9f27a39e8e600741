/// The maintenance estimate as it stood at the end of a week: what `maintenance` (and that week's
/// check-in) said as of the day after the week, from the days before it and the reset in force
/// then, beside the target in force on the week's last day.
public struct WeekEndEstimate: Sendable, Equatable {
    /// The week's last day.
    public var weekEnd: CalendarDate
    /// The day the estimate is as of: the day after the week.
    public var asOf: CalendarDate
    /// The estimate, kcal/day.
    public var kcalPerDay: Double
    /// Its 95 % interval, kcal/day.
    public var interval95LowKcalPerDay: Double
    /// The interval's upper end, kcal/day.
    public var interval95HighKcalPerDay: Double
    /// Estimated, or still settling.
    public var status: MaintenanceEstimate.Status
    /// The reset it learned from, if any.
    public var resetDate: CalendarDate?

    /// The estimates at the end of each finished week in `weeks` (newest first, as given), each from
    /// the assessment as of the day after the week with the last algorithm reset dated before it.
    ///
    /// One assessment per week: the whole-history filter's answer at a day is not a state of one
    /// pass over a longer history (its 28-day target mean, the smoothed weigh-ins behind the energy
    /// density and the intake kernel all look up to the evaluation day), so a single pass would
    /// not give the number `maintenance` gives then. Equality with `maintenance` is what is kept.
    static func estimates(
        weeks: [JournalWeek], person: Person, dayLog: DayLog, asOf: CalendarDate, resets: [CalendarDate],
        policy: Policy
    ) -> [WeekEndEstimate] {
        weeks.compactMap { week in
            let dayAfter = week.end.adding(days: 1)
            guard dayAfter <= asOf, week.summary.hasData || week.checkInStatus == .recorded else { return nil }
            let reset = resets.filter { $0 < dayAfter }.max()
            guard
                let assessment = MaintenanceAssessment(
                    person: person, dayLog: dayLog, asOf: dayAfter, resetDate: reset, policy: policy)
            else { return nil }
            let estimate = assessment.estimate
            return WeekEndEstimate(
                weekEnd: week.end, asOf: dayAfter, kcalPerDay: estimate.kcalPerDay,
                interval95LowKcalPerDay: estimate.interval95LowKcalPerDay,
                interval95HighKcalPerDay: estimate.interval95HighKcalPerDay, status: estimate.status, resetDate: reset)
        }
    }
}
