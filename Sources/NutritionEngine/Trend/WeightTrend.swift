/// One weigh-in: a day number (days from any fixed origin, e.g. the window's first day) and a weight.
public struct DayWeight: Sendable, Equatable {
    /// Day number; consecutive calendar days differ by 1.
    public var day: Int
    /// Scale weight, kg (or any one mass unit: the trend is unit-agnostic).
    public var weightKg: Double

    /// A weigh-in on `day` of `weightKg`.
    public init(day: Int, weightKg: Double) {
        self.day = day
        self.weightKg = weightKg
    }
}

/// The display trend: exponential smoothing with gap-aware smoothing (Hacker's Diet, TrendWeight).
///
/// trend_t = trend_prev + α_n·(w_t − trend_prev), α_n = 1 − (1 − α)ⁿ for a gap of n days, α = 0.1
/// (so a daily series uses 10 %; skipping a day counts as two days of smoothing). The trend lags a
/// steady change by (1 − α)/α = 9 days, so rates are never taken from its end points
/// (see `RobustWeightRate`).
public enum WeightTrend {
    /// The smoothing factor per day of the Hacker's Diet and TrendWeight (10 %).
    public static let dailySmoothing = 0.1

    /// The trend at each weigh-in, in day order; the first trend value is the first weight.
    /// Weigh-ins on the same day are taken in order (a zero-day gap gives α = 0, so a second
    /// weigh-in the same day does not move the trend).
    public static func smoothed(_ weighIns: [DayWeight], smoothing: Double = dailySmoothing) -> [DayWeight] {
        // Callers nearly always pass weigh-ins already in strictly ascending days (one per day, from
        // a ledger or a log): then any sort returns them as they are, and sorting cost more than the
        // smoothing. Otherwise the sort decides the order of equal days, as it always has.
        let sorted =
            zip(weighIns, weighIns.dropFirst()).allSatisfy { $0.day < $1.day }
            ? weighIns : weighIns.sorted { $0.day < $1.day }
        guard let first = sorted.first else { return [] }
        var trend = first.weightKg
        var previousDay = first.day
        var result: [DayWeight] = []
        result.reserveCapacity(sorted.count)
        result.append(DayWeight(day: first.day, weightKg: trend))
        for point in sorted.dropFirst() {
            trend = step(trend, from: previousDay, to: point.day, weightKg: point.weightKg, smoothing: smoothing)
            previousDay = point.day
            result.append(DayWeight(day: point.day, weightKg: trend))
        }
        return result
    }

    /// The trend on `day` after a weigh-in of `weightKg` there, from `trend` on `previousDay` (the
    /// last weigh-in before it): one step of `smoothed`, which the day ledger also takes as it walks
    /// its days (so both give the same values bit for bit).
    @inline(__always)
    static func step(_ trend: Double, from previousDay: Int, to day: Int, weightKg: Double, smoothing: Double)
        -> Double
    {
        let gapDays = Double(day - previousDay)
        let alpha = 1 - pow1m(smoothing, gapDays)
        return trend + alpha * (weightKg - trend)
    }

    /// (1 − α)ⁿ for a whole number of days n ≥ 0, by repeated multiplication (no Foundation `pow`).
    private static func pow1m(_ alpha: Double, _ days: Double) -> Double {
        var result = 1.0
        var remaining = Int(days)
        while remaining > 0 {
            result *= 1 - alpha
            remaining -= 1
        }
        return result
    }
}

extension WeightTrend {
    /// The trend on each calendar day of `weights` (date order; nil entries are days without a usable
    /// weigh-in): days without one carry the last trend value; days before the first weigh-in are nil.
    public static func values(_ weights: [(date: CalendarDate, kg: Double?)], smoothingPerDay alpha: Double)
        -> [Double?]
    {
        let weighIns = weights.compactMap { entry in entry.kg.map { DayWeight(day: entry.date.dayNumber, weightKg: $0) }
        }
        // Days in strictly ascending order (a ledger's are): the smoothed points are then the weigh-ins
        // in the same order, one per entry with a weight, so they are matched by walking both rather
        // than through a dictionary keyed by day (a hash per day and per weigh-in).
        if zip(weights, weights.dropFirst()).allSatisfy({ $0.date < $1.date }) {
            let trend = smoothed(weighIns, smoothing: alpha)
            var next = 0
            var current: Double?
            return weights.map { entry in
                if entry.kg != nil {
                    current = trend[next].weightKg
                    next += 1
                }
                return current
            }
        }
        var trendByDay: [Int: Double] = [:]
        for point in smoothed(weighIns, smoothing: alpha) { trendByDay[point.day] = point.weightKg }
        var current: Double?
        return weights.map { entry in
            if let value = trendByDay[entry.date.dayNumber] { current = value }
            return current
        }
    }
}
