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

    /// The estimates at the end of each finished week in `weeks` (newest first, as given), each what
    /// the assessment as of the day after the week gives, with the last algorithm reset dated before
    /// it, worked out from `ledger`: the journal's ledger of `dayLog`, screened against the equations.
    ///
    /// Each week is estimated from its own history: the whole-history filter's answer at a day is not a
    /// state of one pass over a longer history (its 28-day target mean, the smoothed weigh-ins behind
    /// the energy density and the intake kernel all look up to the evaluation day), so a single pass
    /// would not give the number `maintenance` gives then. What does not depend on the day (the
    /// judged days, the person's prior) is shared (`EarlierMaintenanceEstimates`); equality with
    /// `maintenance` is what is kept, and `estimatesAssessingEachWeek` is the reference.
    static func estimates(
        weeks: [JournalWeek], person: Person, dayLog: DayLog, ledger: DayLedger, resets: [CalendarDate],
        policy: Policy
    ) -> [WeekEndEstimate] {
        guard let earlier = EarlierMaintenanceEstimates(person: person, dayLog: dayLog, ledger: ledger, policy: policy)
        else {
            return estimatesAssessingEachWeek(
                weeks: weeks, person: person, dayLog: dayLog, asOf: ledger.asOf, resets: resets, policy: policy)
        }
        return weekEnds(of: weeks, asOf: ledger.asOf, resets: resets).compactMap { end in
            earlier.estimate(asOf: end.asOf, resetDate: end.reset).map { WeekEndEstimate(end, $0) }
        }
    }

    /// The same estimates from one whole `MaintenanceAssessment` per week (a new day ledger over the
    /// log, the window's evidence, the body composition and the filter): the form first written,
    /// kept as the reference for `estimates`.
    static func estimatesAssessingEachWeek(
        weeks: [JournalWeek], person: Person, dayLog: DayLog, asOf: CalendarDate, resets: [CalendarDate],
        policy: Policy
    ) -> [WeekEndEstimate] {
        weekEnds(of: weeks, asOf: asOf, resets: resets).compactMap { end in
            MaintenanceAssessment(
                person: person, dayLog: dayLog, asOf: end.asOf, resetDate: end.reset, policy: policy
            ).map { WeekEndEstimate(end, EarlierMaintenanceEstimates.Estimate($0.estimate)) }
        }
    }

    /// The weeks that get an estimate (finished by `asOf`, with data or a recorded check-in), each with
    /// the day after it and the last of `resets` before that day.
    private static func weekEnds(of weeks: [JournalWeek], asOf: CalendarDate, resets: [CalendarDate]) -> [(
        weekEnd: CalendarDate, asOf: CalendarDate, reset: CalendarDate?
    )] {
        weeks.compactMap { week in
            let dayAfter = week.end.adding(days: 1)
            guard dayAfter <= asOf, week.summary.hasData || week.checkInStatus == .recorded else { return nil }
            return (week.end, dayAfter, resets.filter { $0 < dayAfter }.max())
        }
    }
}

extension WeekEndEstimate {
    /// The estimate `estimate` for the week ending `end.weekEnd`, as of `end.asOf`, learned from `end.reset`.
    fileprivate init(
        _ end: (weekEnd: CalendarDate, asOf: CalendarDate, reset: CalendarDate?),
        _ estimate: EarlierMaintenanceEstimates.Estimate
    ) {
        self.init(
            weekEnd: end.weekEnd, asOf: end.asOf, kcalPerDay: estimate.kcalPerDay,
            interval95LowKcalPerDay: estimate.interval95LowKcalPerDay,
            interval95HighKcalPerDay: estimate.interval95HighKcalPerDay, status: estimate.status,
            resetDate: end.reset)
    }
}
