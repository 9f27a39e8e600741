/// A weight rate fitted on raw daily weigh-ins, robust to single outliers, with a standard error
/// that allows for autocorrelated (AR(1)) water noise.
///
/// Estimator (documented in METHOD.md §4):
/// 1. Ordinary least squares line w = a + b·day, used only to detrend for step 2.
/// 2. One-day spike screen (`spikeScreen`): a weigh-in further than `spikeThreshold` robust SDs from
///    the median of its ±3-day neighbours is replaced by that median.
/// 3. Huber M-estimation (k = `huberTuning` robust SDs, scale = MAD/0.6745) by iteratively
///    reweighted least squares. Huber's loss is convex, so the fit moves continuously with the data;
///    a redescending (bisquare) step was tried and dropped because it jumped between solutions.
/// The rate b is in kg/day. Its standard error treats the final IRLS weights as fixed: b = Σ aᵢ·wᵢ
/// with aᵢ = uᵢ(tᵢ − t̄ᵤ)/Σ uⱼ(tⱼ − t̄ᵤ)², so Var(b) = σ² Σᵢ Σⱼ aᵢ aⱼ φ^|tᵢ − tⱼ|, where σ (marginal
/// noise SD) and φ (lag-1 autocorrelation) come from the person's own residuals, each shrunk
/// towards a prior by pseudo-counts because 2–4 weeks of data estimate them poorly.
public struct RobustWeightRate: Sendable, Equatable {
    /// Fitted rate of weight change, kg/day.
    public var kgPerDay: Double
    /// Standard error of the rate, kg/day (AR(1)-aware).
    var standardErrorKgPerDay: Double
    /// Fitted weight at the mean day of the weigh-ins, kg.
    var centreWeightKg: Double
    /// The day the centre weight refers to (weighted mean day).
    var centreDay: Double
    /// Noise SD around the line used for the standard error, kg.
    var noiseStandardDeviationKg: Double
    /// The person's own lag-1 autocorrelation estimate of residuals (nil with too few consecutive pairs).
    var ownAutocorrelation: Double?
    /// The AR(1) coefficient used (after shrinking towards the prior).
    var autocorrelationUsed: Double
    /// One-day spikes replaced by the median of their neighbours before the fit.
    public var replacedSpikes: Int
    /// Number of weigh-ins fitted.
    public var weighIns: Int

    /// Tuning of the fit and of the noise model.
    public struct Settings: Sendable, Equatable {
        /// Huber tuning constant, robust SDs.
        var huberTuning: Double
        /// A weigh-in further than this many robust SDs from the median of its neighbours (±3 days,
        /// after removing the line) is a one-day spike and gets weight 0.
        var spikeThreshold: Double
        /// Prior AR(1) coefficient.
        var priorAutocorrelation: Double
        /// Weight of the prior AR(1) coefficient, pseudo-pairs.
        var priorAutocorrelationPairs: Double
        /// Largest AR(1) coefficient used.
        var maximumAutocorrelation: Double
        /// Prior noise SD, kg.
        var priorNoiseKg: Double
        /// Weight of the prior noise SD, pseudo degrees of freedom.
        var priorNoiseDegreesOfFreedom: Double

        /// Settings from a maintenance policy.
        public init(_ policy: MaintenancePolicy) {
            huberTuning = policy.huberTuning
            spikeThreshold = policy.spikeThreshold
            priorAutocorrelation = policy.priorWaterNoiseAutocorrelation
            priorAutocorrelationPairs = policy.priorWaterNoiseAutocorrelationPairs
            maximumAutocorrelation = policy.maximumWaterNoiseAutocorrelation
            priorNoiseKg = policy.priorWeightNoiseKg
            priorNoiseDegreesOfFreedom = policy.priorWeightNoiseDegreesOfFreedom
        }
    }

    /// The robust rate of `weighIns` (one per day; later duplicates of a day are ignored), or nil
    /// with fewer than two distinct days.
    ///
    /// `fitReference`'s arithmetic in the same order; it only allocates less (issue 25): weigh-ins
    /// already in strictly ascending day order (a ledger's are) skip the sort and the duplicate set,
    /// which would keep them as they are; the spike screen reuses one neighbour buffer and sorts it as
    /// it fills (`spikeScreenSortingOnInsert`); the IRLS loop writes its residuals and weights into the
    /// same two arrays each iteration.
    public static func fit(_ weighIns: [DayWeight], settings: Settings) -> RobustWeightRate? {
        var ascending = true
        for index in weighIns.indices.dropFirst() where weighIns[index].day <= weighIns[index - 1].day {
            ascending = false
            break
        }
        let points: [DayWeight]
        if ascending {
            points = weighIns
        } else {
            var seen = Set<Int>()
            points = weighIns.sorted { $0.day < $1.day }.filter { seen.insert($0.day).inserted }
        }
        guard points.count >= 2 else { return nil }
        let count = points.count
        let days = points.map { Double($0.day) }
        var weights = points.map(\.weightKg)
        var robustWeights = [Double](repeating: 1, count: count)
        guard var line = weightedLine(days, weights, robustWeights) else { return nil }
        var r = [Double](repeating: 0, count: count)
        func fillResiduals() {
            for i in 0..<count { r[i] = weights[i] - line.value(at: days[i]) }
        }
        var replaced = 0
        if count >= 5 {
            let screened = spikeScreenSortingOnInsert(points, line: line, threshold: settings.spikeThreshold)
            for i in 0..<count where weights[i] != screened[i] { replaced += 1 }
            weights = screened
            if let next = weightedLine(days, weights, robustWeights) { line = next }
            fillResiduals()
            let scale = max(robustScale(r), scaleFloorKg)
            for _ in 0..<20 {
                fillResiduals()
                for i in 0..<count { robustWeights[i] = huberWeight(r[i] / scale, settings.huberTuning) }
                guard let next = weightedLine(days, weights, robustWeights) else { break }
                let converged = abs(next.slope - line.slope) < 1e-9
                line = next
                if converged { break }
            }
        }
        fillResiduals()
        let degreesOfFreedom = Double(max(count - 2, 0))
        var sumSquares = 0.0
        for i in 0..<count { sumSquares = sumSquares + r[i] * r[i] }
        let priorDF = settings.priorNoiseDegreesOfFreedom
        let variance =
            (sumSquares + priorDF * settings.priorNoiseKg * settings.priorNoiseKg)
            / max(degreesOfFreedom + priorDF, 1e-9)

        // Lag-1 autocorrelation from residuals on consecutive days.
        var lagProducts = 0.0
        var pairs = 0.0
        for index in 1..<count where points[index].day - points[index - 1].day == 1 {
            lagProducts += r[index] * r[index - 1]
            pairs += 1
        }
        let raw: Double? = pairs >= 3 && sumSquares > 0 ? lagProducts / pairs / (sumSquares / Double(count)) : nil
        // The bias correction and shrinkage of `fitReference`.
        let own = raw.map { $0 + (3 + 3 * $0) / Double(count) }
        let shrunk =
            ((own ?? 0) * pairs + settings.priorAutocorrelation * settings.priorAutocorrelationPairs)
            / (pairs + settings.priorAutocorrelationPairs)
        let phi = min(max(own == nil ? settings.priorAutocorrelation : shrunk, 0), settings.maximumAutocorrelation)

        let standardError = sandwichStandardError(
            days: points.map(\.day), coefficients: line.coefficients, noiseKg: variance.squareRoot(),
            autocorrelation: phi)
        return RobustWeightRate(
            kgPerDay: line.slope, standardErrorKgPerDay: standardError,
            centreWeightKg: line.centreValue, centreDay: line.centreDay,
            noiseStandardDeviationKg: variance.squareRoot(),
            ownAutocorrelation: own, autocorrelationUsed: phi, replacedSpikes: replaced, weighIns: count)
    }

    /// `fit` as it was before issue 25: the reference `RobustWeightRateAgreementTests` holds `fit`
    /// to, bit for bit (it allocates its neighbour, residual and weight arrays afresh each time).
    static func fitReference(_ weighIns: [DayWeight], settings: Settings) -> RobustWeightRate? {
        var seen = Set<Int>()
        let points = weighIns.sorted { $0.day < $1.day }.filter { seen.insert($0.day).inserted }
        guard points.count >= 2 else { return nil }
        let days = points.map { Double($0.day) }
        var weights = points.map(\.weightKg)
        var robustWeights = [Double](repeating: 1, count: points.count)
        guard var line = weightedLine(days, weights, robustWeights) else { return nil }
        var replaced = 0
        if points.count >= 5 {
            let screened = spikeScreen(points, line: line, threshold: settings.spikeThreshold)
            replaced = zip(weights, screened).filter { $0 != $1 }.count
            weights = screened
            if let next = weightedLine(days, weights, robustWeights) { line = next }
            let scale = max(robustScale(residuals(days, weights, line)), scaleFloorKg)
            do {
                for _ in 0..<20 {
                    let r = residuals(days, weights, line)
                    robustWeights = r.map { huberWeight($0 / scale, settings.huberTuning) }
                    guard let next = weightedLine(days, weights, robustWeights) else { break }
                    let converged = abs(next.slope - line.slope) < 1e-9
                    line = next
                    if converged { break }
                }
            }
        }
        let r = residuals(days, weights, line)
        let inliers = Array(robustWeights.indices)
        let degreesOfFreedom = Double(max(inliers.count - 2, 0))
        let sumSquares = inliers.reduce(0.0) { $0 + r[$1] * r[$1] }
        let priorDF = settings.priorNoiseDegreesOfFreedom
        let variance =
            (sumSquares + priorDF * settings.priorNoiseKg * settings.priorNoiseKg)
            / max(degreesOfFreedom + priorDF, 1e-9)

        // Lag-1 autocorrelation from residuals on consecutive days.
        var lagProducts = 0.0
        var pairs = 0.0
        for index in 1..<points.count
        where points[index].day - points[index - 1].day == 1 {
            lagProducts += r[index] * r[index - 1]
            pairs += 1
        }
        let raw: Double? =
            pairs >= 3 && sumSquares > 0 ? lagProducts / pairs / (sumSquares / Double(inliers.count)) : nil
        // The lag-1 autocorrelation of a short series' detrended residuals is biased low: about
        // −(1 + 3φ)/n for a known mean (Marriott & Pope 1954), plus roughly −2/n for the fitted
        // intercept and slope. Undo that first-order bias before shrinking.
        let own = raw.map { $0 + (3 + 3 * $0) / Double(inliers.count) }
        let shrunk =
            ((own ?? 0) * pairs + settings.priorAutocorrelation * settings.priorAutocorrelationPairs)
            / (pairs + settings.priorAutocorrelationPairs)
        let phi = min(max(own == nil ? settings.priorAutocorrelation : shrunk, 0), settings.maximumAutocorrelation)

        let standardError = sandwichStandardError(
            days: points.map(\.day), coefficients: line.coefficients, noiseKg: variance.squareRoot(),
            autocorrelation: phi)
        return RobustWeightRate(
            kgPerDay: line.slope, standardErrorKgPerDay: standardError,
            centreWeightKg: line.centreValue, centreDay: line.centreDay,
            noiseStandardDeviationKg: variance.squareRoot(),
            ownAutocorrelation: own, autocorrelationUsed: phi, replacedSpikes: replaced, weighIns: points.count)
    }

    /// Standard error (kg/day) of a slope b = Σ cᵢ·yᵢ when the noise on day dᵢ is AR(1) with marginal
    /// SD `noiseKg` and lag-1 autocorrelation φ: Var b = σ²·Σᵢ Σⱼ cᵢ cⱼ φ^|dᵢ − dⱼ|.
    static func sandwichStandardError(days: [Int], coefficients: [Double], noiseKg: Double, autocorrelation phi: Double)
        -> Double
    {
        guard let first = days.min(), let last = days.max() else { return 0 }
        var powers = [Double](repeating: 0, count: last - first + 1)
        powers[0] = 1
        for lag in stride(from: 1, to: powers.count, by: 1) { powers[lag] = powers[lag - 1] * phi }
        var factor = 0.0
        for i in days.indices where coefficients[i] != 0 {
            for j in days.indices where coefficients[j] != 0 {
                factor += coefficients[i] * coefficients[j] * powers[abs(days[i] - days[j])]
            }
        }
        return noiseKg * max(factor, 0).squareRoot()
    }

    /// The OLS slope's standard error (kg/day) for weigh-ins on `days` under AR(1) noise (σ, φ).
    public static func ordinaryLeastSquaresStandardError(days: [Int], noiseKg: Double, autocorrelation: Double)
        -> Double
    {
        guard let line = weightedLine(days.map(Double.init), days.map { _ in 0 }, days.map { _ in 1 }) else {
            return .infinity
        }
        return sandwichStandardError(
            days: days, coefficients: line.coefficients, noiseKg: noiseKg, autocorrelation: autocorrelation)
    }

    /// The weigh-ins with one-day spikes replaced by the median of their neighbours. A spike differs
    /// from autocorrelated water noise in that its neighbours do not share it: each detrended weigh-in
    /// is compared with the median of the other weigh-ins within ±3 days (at least two needed), and the
    /// deviations are scaled by their own MAD (×1.4826), so the screen adapts to the person's noise.
    /// Replacing rather than dropping keeps the fit's leverage pattern, so a removed spike does not
    /// move the rate by that day's own noise.
    static func spikeScreen(_ points: [DayWeight], line: Line, threshold: Double) -> [Double] {
        let detrended = points.map { $0.weightKg - line.value(at: Double($0.day)) }
        var medians = [Double?](repeating: nil, count: points.count)
        for i in points.indices {
            var neighbours: [Double] = []
            var j = i - 1
            while j >= 0 && points[i].day - points[j].day <= 3 { neighbours.append(detrended[j]); j -= 1 }
            j = i + 1
            while j < points.count && points[j].day - points[i].day <= 3 { neighbours.append(detrended[j]); j += 1 }
            guard neighbours.count >= 2 else { continue }
            neighbours.sort()
            let middle = neighbours.count / 2
            medians[i] =
                neighbours.count % 2 == 1 ? neighbours[middle] : (neighbours[middle - 1] + neighbours[middle]) / 2
        }
        return replacingSpikes(points, line: line, threshold: threshold, detrended: detrended, medians: medians)
    }

    /// `spikeScreen` with one neighbour buffer for every weigh-in (it grew a fresh array for each):
    /// the same neighbours in the same order, sorted by the same `sort`, so the same medians.
    static func spikeScreenSharingBuffer(_ points: [DayWeight], line: Line, threshold: Double) -> [Double] {
        let detrended = points.map { $0.weightKg - line.value(at: Double($0.day)) }
        var medians = [Double?](repeating: nil, count: points.count)
        var neighbours: [Double] = []
        // Distinct days within ±3: at most six neighbours.
        neighbours.reserveCapacity(6)
        for i in points.indices {
            neighbours.removeAll(keepingCapacity: true)
            var j = i - 1
            while j >= 0 && points[i].day - points[j].day <= 3 { neighbours.append(detrended[j]); j -= 1 }
            j = i + 1
            while j < points.count && points[j].day - points[i].day <= 3 { neighbours.append(detrended[j]); j += 1 }
            guard neighbours.count >= 2 else { continue }
            neighbours.sort()
            let middle = neighbours.count / 2
            medians[i] =
                neighbours.count % 2 == 1 ? neighbours[middle] : (neighbours[middle - 1] + neighbours[middle]) / 2
        }
        return replacingSpikes(points, line: line, threshold: threshold, detrended: detrended, medians: medians)
    }

    /// `spikeScreenSharingBuffer` with each neighbour put in its place as it is found, instead of
    /// `sort()` on the gathered six (issue 25, session 6): the standard library sorts so few
    /// elements by insertion, moving each element left while it is `<` the one before it, and this
    /// does the same moves in the same order, so the same order (signed zeros and NaNs included) and
    /// the same medians. `SpikeScreenInsertionAgreementTests` holds it to `spikeScreenSharingBuffer`.
    static func spikeScreenSortingOnInsert(_ points: [DayWeight], line: Line, threshold: Double) -> [Double] {
        let detrended = points.map { $0.weightKg - line.value(at: Double($0.day)) }
        var medians = [Double?](repeating: nil, count: points.count)
        // Distinct days within ±3: at most six neighbours (more only with repeated days, then it grows).
        var neighbours = [Double](repeating: 0, count: 6)
        var found = 0
        func insert(_ value: Double) {
            if found == neighbours.count { neighbours.append(0) }
            var slot = found
            while slot > 0 && value < neighbours[slot - 1] {
                neighbours[slot] = neighbours[slot - 1]
                slot -= 1
            }
            neighbours[slot] = value
            found += 1
        }
        for i in points.indices {
            found = 0
            var j = i - 1
            while j >= 0 && points[i].day - points[j].day <= 3 { insert(detrended[j]); j -= 1 }
            j = i + 1
            while j < points.count && points[j].day - points[i].day <= 3 { insert(detrended[j]); j += 1 }
            guard found >= 2 else { continue }
            let middle = found / 2
            medians[i] = found % 2 == 1 ? neighbours[middle] : (neighbours[middle - 1] + neighbours[middle]) / 2
        }
        return replacingSpikes(points, line: line, threshold: threshold, detrended: detrended, medians: medians)
    }

    /// The screen's last step, shared by the three forms of `spikeScreen`: the weigh-ins with each
    /// one whose detrended value is more than `threshold` robust scales from its neighbours' median
    /// (`medians`, nil where fewer than two neighbours) replaced by the line plus that median.
    private static func replacingSpikes(
        _ points: [DayWeight], line: Line, threshold: Double, detrended: [Double], medians: [Double?]
    ) -> [Double] {
        let deviations = points.indices.compactMap { i in medians[i].map { detrended[i] - $0 } }
        let original = points.map(\.weightKg)
        guard deviations.count >= 5 else { return original }
        let scale = max(robustScale(deviations), scaleFloorKg)
        var result = original
        var count = 0
        for i in points.indices {
            guard let median = medians[i], abs(detrended[i] - median) > threshold * scale else { continue }
            result[i] = line.value(at: Double(points[i].day)) + median
            count += 1
        }
        // A screen that fires on more than a fifth of the days is seeing noise, not spikes.
        return count * 5 > points.count ? original : result
    }

    /// Smallest robust scale used, kg: a bathroom scale reads to 0.1 kg, so smaller spreads are
    /// rounding, and a zero spread (a perfectly straight series) must not make every deviation a spike.
    static let scaleFloorKg = 0.1

    /// Ordinary least-squares slope of `points` (kg/day), for the naive comparison estimator.
    public static func ordinaryLeastSquaresSlope(_ points: [DayWeight]) -> Double? {
        weightedLine(
            points.map { Double($0.day) }, points.map(\.weightKg), [Double](repeating: 1, count: points.count))?.slope
    }

    struct Line {
        var slope: Double
        var centreDay: Double
        var centreValue: Double
        /// bᵢ coefficients: slope = Σ coefficientsᵢ · yᵢ.
        var coefficients: [Double]
        func value(at day: Double) -> Double { centreValue + slope * (day - centreDay) }
    }

    static func weightedLine(_ x: [Double], _ y: [Double], _ u: [Double]) -> Line? {
        let total = u.reduce(0, +)
        guard total > 0 else { return nil }
        var meanX = 0.0
        var meanY = 0.0
        for i in x.indices {
            meanX += u[i] * x[i]
            meanY += u[i] * y[i]
        }
        meanX /= total
        meanY /= total
        var sxx = 0.0
        for i in x.indices { sxx += u[i] * (x[i] - meanX) * (x[i] - meanX) }
        guard sxx > 1e-12 else { return nil }
        let coefficients = x.indices.map { u[$0] * (x[$0] - meanX) / sxx }
        var slope = 0.0
        for i in x.indices { slope += coefficients[i] * y[i] }
        return Line(slope: slope, centreDay: meanX, centreValue: meanY, coefficients: coefficients)
    }

    static func residuals(_ x: [Double], _ y: [Double], _ line: Line) -> [Double] {
        x.indices.map { y[$0] - line.value(at: x[$0]) }
    }

    /// Median absolute residual / 0.6745 (consistent for the Gaussian SD).
    static func robustScale(_ residuals: [Double]) -> Double {
        let sorted = residuals.map(abs).sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        return median / 0.6745
    }

    static func huberWeight(_ standardized: Double, _ k: Double) -> Double {
        abs(standardized) <= k ? 1 : k / abs(standardized)
    }
}
