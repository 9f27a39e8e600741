/// The energy balance that the days after a cut reveal, with no model and no truth: over the
/// `lookAheadDays` days from the cut on,
///
///     B = mean logged intake − ρ·(W̄_end − W̄_start)/lookAheadDays,
///
/// W̄_start the mean weigh-in of the 7 days centred on the cut's morning (days c−3 … c+3) and W̄_end of
/// the 7 days centred on the morning after the last look-ahead day (c+L−3 … c+L+3), so the two weight
/// levels are exactly L days apart, as the stored energy of the L days of intake is. In logging units
/// (the log as kept); a reference for estimators, itself an estimate with its own noise
/// (`standardDeviation`).
public struct LookAheadBalance: Sendable, Equatable {
    /// Days of intake the balance covers.
    public static let lookAheadDays = 28
    /// Days either side of a weight level's centre day (7-day means).
    public static let halfWindowDays = 3
    /// Fewest weigh-ins in each 7-day mean.
    public static let minimumWeighIns = 3
    /// Fewest logged intake days among the look-ahead days.
    public static let minimumIntakeDays = 21

    /// The balance, kcal/day.
    public var kcalPerDay: Double
    /// Mean logged intake over the look-ahead days, kcal/day.
    public var meanIntakeKcalPerDay: Double
    /// Sample SD of those intakes, kcal/day.
    public var intakeStandardDeviationKcalPerDay: Double
    /// Logged intake days among the look-ahead days.
    public var intakeDays: Int
    /// Start and end weight levels, kg, and the weigh-ins behind each.
    public var startWeightKg: Double
    /// End weight level, kg.
    public var endWeightKg: Double
    /// Weigh-ins behind the start level.
    public var startWeighIns: Int
    /// Weigh-ins behind the end level.
    public var endWeighIns: Int
    /// Energy density used, kcal/kg.
    public var energyDensityKcalPerKg: Double

    /// The balance revealed by the `lookAheadDays` days from day `cut` of `log` with energy density
    /// `rho`; nil when the log ends before the end level's last day or a minimum is not met.
    public init?(_ log: RealLog, cut: Int, energyDensityKcalPerKg rho: Double) {
        let days = Self.lookAheadDays
        let half = Self.halfWindowDays
        guard cut - half >= 0, cut + days + half < log.count,
            let start = log.meanWeight((cut - half)..<(cut + half + 1)),
            let end = log.meanWeight((cut + days - half)..<(cut + days + half + 1)),
            start.count >= Self.minimumWeighIns, end.count >= Self.minimumWeighIns
        else { return nil }
        let intakes = log.intakes(cut..<(cut + days))
        guard intakes.count >= Self.minimumIntakeDays else { return nil }
        let n = Double(intakes.count)
        let mean = intakes.reduce(0, +) / n
        meanIntakeKcalPerDay = mean
        intakeStandardDeviationKcalPerDay =
            (intakes.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / max(n - 1, 1)).squareRoot()
        intakeDays = intakes.count
        startWeightKg = start.kg
        endWeightKg = end.kg
        startWeighIns = start.count
        endWeighIns = end.count
        energyDensityKcalPerKg = rho
        kcalPerDay = mean - rho * (end.kg - start.kg) / Double(days)
    }

    /// The balance's own standard deviation, kcal/day, given the SD of one 7-day weight mean about the
    /// tissue weight (`weeklyMeanNoiseKg`): the two levels are 28 days apart, so their errors are taken
    /// as independent, ρ·√2·s/L; the intake term is the sampling error of the mean of the logged days
    /// as an estimate of all L days' (finite-population correction; 0 when every day is logged).
    public func standardDeviation(weeklyMeanNoiseKg s: Double) -> Double {
        let days = Double(Self.lookAheadDays)
        let weightTerm = energyDensityKcalPerKg * 2.0.squareRoot() * s / days
        let n = Double(intakeDays)
        let intakeTerm = intakeStandardDeviationKcalPerDay * (max(1 - n / days, 0) / n).squareRoot()
        return (weightTerm * weightTerm + intakeTerm * intakeTerm).squareRoot()
    }

    /// The SD of a 7-day mean weigh-in about the tissue weight, kg, from the log itself: the means of
    /// consecutive 7-day blocks from the first day (each with at least `minimumWeighIns`), and the
    /// second differences d = m₋ − 2m + m₊ of every three consecutive blocks, which remove a locally
    /// straight weight path; with independent block errors Var d = 6·Var m, so s = √(mean d² / 6).
    /// Water and glycogen swings, the scale's noise and any bend in the path all count as noise here.
    /// Nil with fewer than 2 second differences; also returns how many there were.
    public static func weeklyMeanNoiseKg(_ log: RealLog) -> (kg: Double, differences: Int)? {
        let blocks = log.count / 7
        let means: [Double?] = (0..<blocks).map { block in
            log.meanWeight((7 * block)..<(7 * block + 7)).flatMap { $0.count >= minimumWeighIns ? $0.kg : nil }
        }
        var squares = 0.0
        var count = 0
        for j in means.indices.dropFirst().dropLast() {
            guard let before = means[j - 1], let middle = means[j], let after = means[j + 1] else { continue }
            let d = before - 2 * middle + after
            squares += d * d
            count += 1
        }
        guard count >= 2 else { return nil }
        return ((squares / Double(count) / 6).squareRoot(), count)
    }
}
