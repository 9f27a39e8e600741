import NutritionEngine

/// The naive tracker's maintenance: mean logged intake − 7,700 kcal/kg × the OLS slope of the weigh-ins
/// (kg/day), with the interval such a tracker would state under iid noise: s²/n + 7,700²·SE²(slope).
/// The calibration study and the real-data report both use it.
public enum NaiveBalance {
    /// The answer for a window's logged intakes (kcal, partial days included) and weigh-ins; nil with
    /// fewer than 2 intakes or 3 weigh-ins, or weigh-ins all on one day.
    public static func answer(intakesKcal intakes: [Double], weighIns points: [DayWeight]) -> CalibrationStudy.Answer? {
        guard intakes.count >= 2, points.count >= 3, let slope = RobustWeightRate.ordinaryLeastSquaresSlope(points)
        else { return nil }
        let n = Double(intakes.count)
        let mean = intakes.reduce(0, +) / n
        let intakeVariance = intakes.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1) / n
        let days = points.map { Double($0.day) }
        let meanDay = days.reduce(0, +) / Double(days.count)
        let sxx = days.reduce(0) { $0 + ($1 - meanDay) * ($1 - meanDay) }
        let meanWeight = points.reduce(0) { $0 + $1.weightKg } / Double(points.count)
        let residualSS = points.reduce(0.0) { total, point in
            let r = point.weightKg - (meanWeight + slope * (Double(point.day) - meanDay))
            return total + r * r
        }
        let slopeVariance = residualSS / Double(points.count - 2) / sxx
        let kcal = mean - 7700 * slope
        let halfWidth = 1.96 * (intakeVariance + 7700 * 7700 * slopeVariance).squareRoot()
        return CalibrationStudy.Answer(kcalPerDay: kcal, low: kcal - halfWidth, high: kcal + halfWidth)
    }
}
