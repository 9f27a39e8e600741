/// The week containing today, over the days that have ended (before today): the weekly roll-up
/// with each figure's coverage, and the weight trend with its change since the week began.
///
/// Today is in progress, so it is in no figure here (its own entries are today's log); missing,
/// incomplete and untracked days are left out of every figure, never counted as zero.
public struct WeekSoFar: Sendable, Equatable {
    /// The roll-up of the week's ended days (`WeekSummary`, as `days --week` and the check-in give it).
    public var summary: WeekSummary
    /// The trend on the day before the week began, kg (nil when no weigh-in came before it).
    public var trendBeforeWeekKg: Double?
    /// The trend on the last ended day, kg (nil before the first usable weigh-in).
    public var latestTrendKg: Double?
    /// The day `latestTrendKg` is stated for (yesterday; nil with no trend).
    public var latestTrendDate: CalendarDate?

    /// The days of the week so far (ended days).
    public var daysSoFar: Int { summary.daysEnded }
    /// Days of the week so far with a usable weigh-in.
    public var weighInDays: Int { summary.weightCoverage.days }

    /// The trend's change from the day before the week began to the last ended day, kg: stated only
    /// when the week so far has a usable weigh-in (else the trend only carried an older value
    /// forward, and its "change" of 0 would be a missing figure shown as zero) and a trend existed
    /// before the week.
    public var trendChangeSinceWeekBeganKg: Double? {
        guard weighInDays > 0, let before = trendBeforeWeekKg, let latest = latestTrendKg else { return nil }
        return latest - before
    }

    /// The week of `ledger` (evaluated as of today, so its `asOf` is today) containing today,
    /// beginning on `weekStart`.
    init(ledger: DayLedger, weekStart: Weekday) {
        let today = ledger.asOf
        summary = WeekSummary(ledger: ledger, containing: today, weekStart: weekStart)
        trendBeforeWeekKg = ledger.day(summary.start.adding(days: -1))?.trendKg
        let yesterday = today.adding(days: -1)
        latestTrendKg = yesterday >= summary.start ? ledger.day(yesterday)?.trendKg : nil
        latestTrendDate = latestTrendKg == nil ? nil : yesterday
    }

    /// The usable weigh-ins of the week so far, as day numbers and kg (what the progress rule fits).
    func weighIns(in ledger: DayLedger) -> [DayWeight] {
        ledger.days(from: summary.start, through: ledger.asOf.adding(days: -1)).compactMap { day in
            day.usableWeightKg.map { DayWeight(day: day.date.dayNumber, weightKg: $0) }
        }
    }
}
