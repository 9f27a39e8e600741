import Foundation

/// One estimator's agreement with the look-ahead balance over a set of cuts, and its week-to-week swing.
public struct RealDataSummary: Sendable {
    /// Cuts with both an answer and a look-ahead balance.
    public var count: Int
    /// Mean of estimate − balance, kcal/day.
    public var meanDifferenceKcalPerDay: Double
    /// Mean |estimate − balance|, kcal/day.
    public var meanAbsoluteDifferenceKcalPerDay: Double
    /// √max(mean (estimate − balance)² − mean SD²(balance), 0): the RMS difference with the balance's
    /// own noise taken out, assuming it is independent of the estimator's error, kcal/day.
    public var noiseCorrectedRootMeanSquareKcalPerDay: Double
    /// Share of stated 95 % intervals containing the balance, percent.
    public var coveragePercent: Double
    /// What a calibrated interval would show against a balance with that noise: the mean over cuts of
    /// P(|N(0, s² + SD²(balance))| ≤ 1.96·s), s the stated SD (half-width / 1.96), percent.
    public var calibratedCoveragePercent: Double
    /// Mean |change| between consecutive cuts 7 days apart, kcal/day, and how many pairs.
    public var weekToWeekSwingKcalPerDay: Double?
    /// Consecutive pairs behind the swing.
    public var swingPairs: Int

    /// The summary of `estimator` over `cuts`, the balance from `balance` (nil: that cut has none), its
    /// SD from the log's weekly-mean noise `noiseKg`; nil when no cut has both an answer and a balance.
    public init?(
        _ cuts: [RealDataStudy.Cut], _ estimator: RealDataStudy.Estimator,
        balance: (RealDataStudy.Cut) -> LookAheadBalance?, noiseKg: Double
    ) {
        let pairs = cuts.compactMap { cut -> (CalibrationStudy.Answer, LookAheadBalance)? in
            guard let answer = cut.answer(estimator), let reference = balance(cut) else { return nil }
            return (answer, reference)
        }
        guard !pairs.isEmpty else { return nil }
        let n = Double(pairs.count)
        count = pairs.count
        var sum = 0.0
        var absolute = 0.0
        var square = 0.0
        var noise = 0.0
        var covered = 0
        var calibrated = 0.0
        for (answer, reference) in pairs {
            let difference = answer.kcalPerDay - reference.kcalPerDay
            let sd = reference.standardDeviation(weeklyMeanNoiseKg: noiseKg)
            sum += difference
            absolute += abs(difference)
            square += difference * difference
            noise += sd * sd
            if answer.low <= reference.kcalPerDay && reference.kcalPerDay <= answer.high { covered += 1 }
            let halfWidth = (answer.high - answer.low) / 2
            let stated = halfWidth / 1.96
            let total = (stated * stated + sd * sd).squareRoot()
            calibrated += total > 0 ? erf(halfWidth / (2.0.squareRoot() * total)) : 1
        }
        meanDifferenceKcalPerDay = sum / n
        meanAbsoluteDifferenceKcalPerDay = absolute / n
        noiseCorrectedRootMeanSquareKcalPerDay = max(square / n - noise / n, 0).squareRoot()
        coveragePercent = 100 * Double(covered) / n
        calibratedCoveragePercent = 100 * calibrated / n
        (weekToWeekSwingKcalPerDay, swingPairs) = Self.swing(cuts.map { ($0.index, $0.answer(estimator)?.kcalPerDay) })
    }

    /// Mean |x₍ᵢ₊₁₎ − xᵢ| over consecutive values 7 days apart that both exist, and the number of pairs.
    public static func swing(_ values: [(day: Int, kcal: Double?)]) -> (Double?, Int) {
        var total = 0.0
        var pairs = 0
        for i in values.indices.dropFirst() {
            guard values[i].day - values[i - 1].day == 7, let a = values[i - 1].kcal, let b = values[i].kcal else {
                continue
            }
            total += abs(b - a)
            pairs += 1
        }
        return (pairs > 0 ? total / Double(pairs) : nil, pairs)
    }
}
