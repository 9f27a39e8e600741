/// The daily points the journal's weight chart draws over its weeks: usable weigh-ins and the trend.
public struct JournalSeries: Sendable, Equatable {
    /// First and last day shown (the oldest week's first day, the newest week's last).
    public var start: CalendarDate
    /// The newest week's last day.
    public var end: CalendarDate
    /// Usable weigh-ins (outliers left out), kg.
    public var weighIns: [(date: CalendarDate, kg: Double)]
    /// The smoothed trend, kg.
    public var trend: [(date: CalendarDate, kg: Double)]

    /// The series of `ledger` over `weeks` (newest first).
    init(ledger: DayLedger, weeks: [JournalWeek]) {
        start = weeks.last?.start ?? ledger.asOf
        end = weeks.first?.end ?? ledger.asOf
        let days = ledger.days(from: start, through: end)
        weighIns = days.compactMap { day in day.usableWeightKg.map { (day.date, $0) } }
        trend = days.compactMap { day in day.trendKg.map { (day.date, $0) } }
    }

    /// The same days and the same points (tuples are not `Equatable`).
    public static func == (lhs: JournalSeries, rhs: JournalSeries) -> Bool {
        lhs.start == rhs.start && lhs.end == rhs.end && lhs.weighIns.map(\.date) == rhs.weighIns.map(\.date)
            && lhs.weighIns.map(\.kg) == rhs.weighIns.map(\.kg) && lhs.trend.map(\.kg) == rhs.trend.map(\.kg)
    }
}
