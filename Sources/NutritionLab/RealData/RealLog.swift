import NutritionEngine

/// A real log as the real-data report reads it: one slot per calendar day from the first listed day
/// to the last, each with its logged intake and weigh-in when there is one.
public struct RealLog: Sendable, Equatable {
    /// The first day.
    public var startDate: CalendarDate
    /// Logged intake per day, kcal; nil when the day is not listed, has no intake, or is declared
    /// incomplete or untracked. Suspect-looking days stay in: this is the log as the person kept it.
    public var intakeKcal: [Double?]
    /// The day's weigh-in, kg (the first of the day), or nil.
    public var weightKg: [Double?]

    /// A log with the given days (day `i` is `startDate + i`).
    public init(startDate: CalendarDate, intakeKcal: [Double?], weightKg: [Double?]) {
        precondition(intakeKcal.count == weightKg.count, "one intake and one weight slot per day")
        self.startDate = startDate
        self.intakeKcal = intakeKcal
        self.weightKg = weightKg
    }

    /// The days of `dayLog`; nil when it lists none.
    public init?(_ dayLog: DayLog) {
        guard let first = dayLog.days.first?.date, let last = dayLog.days.last?.date else { return nil }
        let count = last.dayNumber - first.dayNumber + 1
        var intake = [Double?](repeating: nil, count: count)
        var weight = [Double?](repeating: nil, count: count)
        for day in dayLog.days {
            let index = day.date.dayNumber - first.dayNumber
            if let kcal = day.intakeKcal, day.intakeCompleteness != .incomplete,
                day.intakeCompleteness != .untracked
            {
                intake[index] = kcal
            }
            weight[index] = day.weightKg
        }
        self.init(startDate: first, intakeKcal: intake, weightKg: weight)
    }

    /// Days in the log.
    public var count: Int { intakeKcal.count }

    /// The date of day `index`.
    public func date(_ index: Int) -> CalendarDate { startDate.adding(days: index) }

    /// Mean weigh-in over days `range` (clipped to the log) and how many there were; nil without one.
    public func meanWeight(_ range: Range<Int>) -> (kg: Double, count: Int)? {
        let values = range.clamped(to: 0..<count).compactMap { weightKg[$0] }
        guard !values.isEmpty else { return nil }
        return (values.reduce(0, +) / Double(values.count), values.count)
    }

    /// The logged intakes over days `range` (clipped to the log).
    public func intakes(_ range: Range<Int>) -> [Double] {
        range.clamped(to: 0..<count).compactMap { intakeKcal[$0] }
    }

    /// The log as TDEETracker reads it, days before `cut` only: one `yyyy-mm-dd weight_kg kcal` line per
    /// day with both a weigh-in and an intake (the program needs both on a line and bridges the rest).
    public func tdeeTrackerText(before cut: Int) -> String {
        var text = ""
        for index in 0..<min(cut, count) {
            guard let weight = weightKg[index], let kcal = intakeKcal[index] else { continue }
            text +=
                "\(date(index)) \(JSONWriter.format(weight.roundedTo(0.01))) \(JSONWriter.format(kcal.roundedTo(1)))\n"
        }
        return text
    }
}
