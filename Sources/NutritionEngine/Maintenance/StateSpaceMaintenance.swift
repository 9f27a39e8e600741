import Foundation

/// Maintenance from the whole history: one linear Kalman filter over every day since the log (or the
/// last reset) starts, averaged over a bank of scale-noise settings (METHOD.md §4).
///
/// State on the morning of day t, before eating: W tissue weight (kg), M maintenance (kcal/day, logging
/// units; a random walk), M0 maintenance before the log (constant; the equations are its prior), e AR(1)
/// scale/water noise (kg), S the running mean of M over the target days (the last `targetDays`).
/// Day t → t+1 with logged intake I_t (an uncertain input, variance v_t):
///   W' = W + (I_t − M − 4,206.5·ΔG_t)/ρ,  M' = M + N(0, q²),  e' = φ·e + N(0, (1 − φ²)σ²),  S' = S + M/n on target days.
/// Weigh-in y_t = W + ECF_t + 3.7·G_t + e + rounding, where ECF and glycogen follow the intake relative
/// to M0 (Hall 2011, linearised; energy-equations.md §5): ECF' = e^−0.932·ECF + (4/3)(1 − e^−0.932)(I − M0)/M̄,
/// G' = e^−k·G + 0.25(1 − e^−k)(I − M0)/M̄, k = (M̄/0.95)/2,103 per day, M̄ the prior mean. Both are
/// linear in M0, so they enter as known series plus a time-varying coefficient on M0.
/// Every (σ, φ) of the grid runs its own filter; weights ∝ exp(log-likelihood of the weigh-ins), so the
/// noise is learned per person. The answer is the weighted mixture of the filters' S after the last day.
public enum StateSpaceMaintenance {
    /// One day of input, in date order from the first day of the history to the day before `asOf`.
    public struct Day: Sendable, Equatable {
        /// Logged intake, kcal, when the day is a candidate (logged, not declared incomplete or untracked).
        public var loggedKcal: Double?
        /// True when the person declared the day complete (the partial-day mixture then leaves it alone).
        public var declaredComplete: Bool
        /// A usable weigh-in, kg.
        public var weightKg: Double?

        /// A day.
        public init(loggedKcal: Double? = nil, declaredComplete: Bool = false, weightKg: Double? = nil) {
            self.loggedKcal = loggedKcal
            self.declaredComplete = declaredComplete
            self.weightKg = weightKg
        }
    }

    /// The posterior and what it rests on.
    public struct Result: Sendable, Equatable {
        /// Posterior mean expenditure over the target days, kcal/day.
        public var kcalPerDay: Double
        /// Posterior standard deviation, kcal/day (model-error floor and energy-density term included).
        public var standardDeviationKcalPerDay: Double
        /// Days filtered (first day of the history to the day before asOf).
        public var historyDays: Int
        /// Target days: the last `min(targetDays, historyDays)` days.
        public var targetDays: Int
        /// Candidate intake days, and their summed probability of being an unflagged partial log.
        public var candidateDays: Int
        /// Expected number of unflagged partial days among the candidates (Σ P(partial)).
        public var expectedPartialDays: Double
        /// Weigh-ins read, and those skipped by the outlier gate (in the best-weighted filter).
        public var weighIns: Int
        /// Weigh-ins the innovation gate skipped in the most probable filter.
        public var gatedWeighIns: Int
        /// Posterior-weighted scale-noise SD, kg, and AR(1) coefficient.
        public var noiseStandardDeviationKg: Double
        /// Posterior-weighted AR(1) coefficient of the scale noise.
        public var noiseAutocorrelation: Double
        /// Mean filter input intake over the target days, kcal/day.
        public var meanInputIntakeKcalPerDay: Double
        /// Energy density used, kcal/kg.
        public var energyDensityKcalPerKg: Double
        /// Prior mean and SD of maintenance, kcal/day (logging units).
        public var priorKcalPerDay: Double
        /// Prior standard deviation, kcal/day.
        public var priorStandardDeviationKcalPerDay: Double
    }

    /// The method's fixed parameters (echoed through `MaintenancePolicy`).
    public struct Settings: Sendable, Equatable {
        /// Scale-noise SD grid, kg.
        public var noiseGridKg: [Double]
        /// AR(1) coefficient grid.
        public var autocorrelationGrid: [Double]
        /// Random walk of maintenance, kcal/day per √day.
        public var maintenanceRandomWalkKcalPerDay: Double
        /// Weigh-ins whose standardised innovation exceeds this are skipped.
        public var outlierGateZ: Double
        /// Model-error floor added in quadrature to the posterior SD, kcal/day.
        public var modelErrorKcalPerDay: Double
        /// Relative SD of the energy density, applied to the mean storage rate.
        public var energyDensityRelativeStandardDeviation: Double
        /// Relative SD of one logged day's intake around what was eaten.
        public var loggingErrorFraction: Double
        /// SD of the Gaussian kernel behind the typical intake, days.
        public var intakeKernelDays: Double
        /// Target length, days (the reported mean covers the last this many days).
        public var targetDays: Int
        /// Whether the filter models short-term water (ECF and glycogen) from the intake.
        public var modelsWater: Bool
        /// Whether expenditure follows intake through the thermic effect of food and adaptive
        /// thermogenesis (Hall 2011): T = M + 0.10·(I − M0) + A, τ·dA/dt = 0.14·(I − M0) − A, τ = 14 days.
        /// (Hall's weight-linked expenditure was tried as a known series from the smoothed weigh-ins and
        /// dropped: it added −11 kcal/day of bias at 12–16 weeks on tuning seed 8.)
        public var modelsAdaptation: Bool

        /// The defaults.
        public static let standard = Settings(
            noiseGridKg: [0.3, 0.5, 0.75], autocorrelationGrid: [0.15, 0.45, 0.7],
            maintenanceRandomWalkKcalPerDay: 10, outlierGateZ: 5, modelErrorKcalPerDay: 10,
            energyDensityRelativeStandardDeviation: 0.10, loggingErrorFraction: 0.08, intakeKernelDays: 14, targetDays: 28,
            modelsWater: true, modelsAdaptation: true)
    }

    /// The posterior for `days`, or nil when there is no weigh-in or fewer than 3 candidate intake days
    /// (then the prior is all there is).
    public static func estimate(
        days: [Day], priorKcalPerDay: Double, priorStandardDeviationKcalPerDay: Double, energyDensityKcalPerKg rho: Double,
        fatMassAt reference: (fatMassKg: Double, weightKg: Double)? = nil, everFlaggedIncomplete: Bool, settings: Settings = .standard
    ) -> Result? {
        let n = days.count
        guard n > 0, rho > 0 else { return nil }
        let smoothed = smoothedWeights(days: days)
        let density = dailyDensity(smoothedWeightKg: smoothed, constant: rho, reference: reference)
        let intake = IntakeInput(days: days, everFlaggedIncomplete: everFlaggedIncomplete, settings: settings)
        guard intake.candidateCount >= 3 else { return nil }
        var firstWeights: [Double] = []
        var weighIns = 0
        for day in days {
            if let w = day.weightKg {
                weighIns += 1
                if firstWeights.count < 3 { firstWeights.append(w) }
            }
        }
        guard weighIns > 0 else { return nil }
        let startWeight = firstWeights.reduce(0, +) / Double(firstWeights.count)

        // Deterministic water series: water_t = wi_t − h_t·M0; glycogen change ΔG_t = dgi_t − dgc_t·M0.
        let waterReference = priorKcalPerDay
        var waterKnown = [Double](repeating: 0, count: n)
        var waterCoefficient = [Double](repeating: 0, count: n)
        var glycogenKnownChange = [Double](repeating: 0, count: n)
        var glycogenCoefficientChange = [Double](repeating: 0, count: n)
        if settings.modelsWater, waterReference > 0 {
            let decayX = exp(-3000.0 / 3220.0)
            let gainX = (4.0 / 3.0) * (1 - decayX) / waterReference
            let decayG = exp(-(waterReference / 0.95) / 2103)
            let gainG = 0.25 * (1 - decayG) / waterReference
            var xi = 0.0, xc = 0.0, gi = 0.0, gc = 0.0
            for t in 0..<n {
                waterKnown[t] = xi + 3.7 * gi
                waterCoefficient[t] = xc + 3.7 * gc
                let input = intake.meanKcal[t]
                let gi2 = decayG * gi + gainG * input
                let gc2 = decayG * gc + gainG
                glycogenKnownChange[t] = gi2 - gi
                glycogenCoefficientChange[t] = gc2 - gc
                xi = decayX * xi + gainX * input
                xc = decayX * xc + gainX
                gi = gi2
                gc = gc2
            }
        }

        // Deterministic adaptation series: T_t = M_t + tefI·I_t + ai_t − M0·(tefI + ac_t).
        let tef = settings.modelsAdaptation ? HallModel.thermicEffect : 0
        var adaptationKnown = [Double](repeating: 0, count: n)
        var adaptationCoefficient = [Double](repeating: 0, count: n)
        if settings.modelsAdaptation {
            let keep = 1 - 1 / HallModel.adaptiveThermogenesisDays
            let gain = HallModel.adaptiveThermogenesisFraction / HallModel.adaptiveThermogenesisDays
            var ai = 0.0, ac = 0.0
            for t in 0..<n {
                adaptationKnown[t] = ai
                adaptationCoefficient[t] = ac
                ai = keep * ai + gain * intake.meanKcal[t]
                ac = keep * ac + gain
            }
        }

        let targetDays = min(settings.targetDays, n)
        let targetStart = n - targetDays
        let q = settings.maintenanceRandomWalkKcalPerDay * settings.maintenanceRandomWalkKcalPerDay
        let priorVariance = priorStandardDeviationKcalPerDay * priorStandardDeviationKcalPerDay
        let rounding = 0.1 * 0.1 / 12
        let gate = settings.outlierGateZ * settings.outlierGateZ
        let inverseTarget = 1 / Double(targetDays)

        var means: [Double] = []
        var variances: [Double] = []
        var logLikelihoods: [Double] = []
        var gatedCounts: [Int] = []
        var sigmas: [Double] = []
        var phis: [Double] = []
        for sigma in settings.noiseGridKg {
            for phi in settings.autocorrelationGrid {
                // x = [W, M, M0, e, S]; P row-major 5×5.
                var x0 = startWeight, x1 = priorKcalPerDay, x2 = priorKcalPerDay, x3 = 0.0, x4 = 0.0
                var p = Covariance5()
                p[0, 0] = 9
                p[1, 1] = priorVariance
                p[1, 2] = priorVariance
                p[2, 1] = priorVariance
                p[2, 2] = priorVariance
                p[3, 3] = sigma * sigma
                let noiseQ = (1 - phi * phi) * sigma * sigma
                var logLikelihood = 0.0
                var gated = 0
                for t in 0..<n {
                    if let y = days[t].weightKg {
                        let h = waterCoefficient[t]
                        // PH = P·Hᵀ with H = [1, 0, −h, 1, 0].
                        let ph0 = p[0, 0] - h * p[0, 2] + p[0, 3]
                        let ph1 = p[1, 0] - h * p[1, 2] + p[1, 3]
                        let ph2 = p[2, 0] - h * p[2, 2] + p[2, 3]
                        let ph3 = p[3, 0] - h * p[3, 2] + p[3, 3]
                        let ph4 = p[4, 0] - h * p[4, 2] + p[4, 3]
                        let s = ph0 - h * ph2 + ph3 + rounding
                        let innovation = y - waterKnown[t] - (x0 - h * x2 + x3)
                        let z2 = innovation * innovation / s
                        if z2 > gate {
                            gated += 1
                            logLikelihood -= 0.5 * (log(s) + gate)
                        } else {
                            logLikelihood -= 0.5 * (log(s) + z2)
                            let k = innovation / s
                            x0 += ph0 * k
                            x1 += ph1 * k
                            x2 += ph2 * k
                            x3 += ph3 * k
                            x4 += ph4 * k
                            p.subtractOuter(ph0, ph1, ph2, ph3, ph4, scale: 1 / s)
                        }
                    }
                    // Predict the next morning.
                    let c = t >= targetStart ? inverseTarget : 0
                    let rho = density[t]
                    let a = -1 / rho
                    let g = 4206.5 * glycogenCoefficientChange[t] / rho
                    let input = intake.meanKcal[t]
                    // Expenditure beyond M: known part and coefficient on M0.
                    let extraKnown = tef * input + adaptationKnown[t]
                    let extraM0 = -(tef + adaptationCoefficient[t])
                    x0 += a * x1 + (g - extraM0 / rho) * x2 + (input - extraKnown - 4206.5 * glycogenKnownChange[t]) / rho
                    x4 += c * (x1 + extraM0 * x2 + extraKnown)
                    x3 *= phi
                    p.predict(a: a, g: g - extraM0 / rho, phi: phi, c: c, d: c * extraM0)
                    p[0, 0] += (1 - tef) * (1 - tef) * intake.varianceKcal2[t] / (rho * rho)
                    p[1, 1] += q
                    p[3, 3] += noiseQ
                }
                means.append(x4)
                variances.append(max(p[4, 4], 0))
                logLikelihoods.append(logLikelihood)
                gatedCounts.append(gated)
                sigmas.append(sigma)
                phis.append(phi)
            }
        }
        guard let best = logLikelihoods.max(), let bestIndex = logLikelihoods.firstIndex(of: best) else { return nil }
        var weightSum = 0.0
        var weights = logLikelihoods.map { exp($0 - best) }
        for w in weights { weightSum += w }
        for i in weights.indices { weights[i] /= weightSum }
        var mean = 0.0, second = 0.0, sigmaMean = 0.0, phiMean = 0.0
        for i in weights.indices {
            mean += weights[i] * means[i]
            second += weights[i] * (variances[i] + means[i] * means[i])
            sigmaMean += weights[i] * sigmas[i]
            phiMean += weights[i] * phis[i]
        }
        var inputMean = 0.0
        for t in targetStart..<n { inputMean += intake.meanKcal[t] }
        inputMean /= Double(targetDays)
        let densityTerm = settings.energyDensityRelativeStandardDeviation * (inputMean - mean)
        let variance = max(second - mean * mean, 0) + settings.modelErrorKcalPerDay * settings.modelErrorKcalPerDay + densityTerm * densityTerm
        return Result(
            kcalPerDay: mean, standardDeviationKcalPerDay: variance.squareRoot(), historyDays: n, targetDays: targetDays,
            candidateDays: intake.candidateCount, expectedPartialDays: intake.expectedPartialDays, weighIns: weighIns,
            gatedWeighIns: gatedCounts[bestIndex], noiseStandardDeviationKg: sigmaMean, noiseAutocorrelation: phiMean,
            meanInputIntakeKcalPerDay: inputMean, energyDensityKcalPerKg: rho, priorKcalPerDay: priorKcalPerDay,
            priorStandardDeviationKcalPerDay: priorStandardDeviationKcalPerDay)
    }
}

extension StateSpaceMaintenance {
    /// The mean weigh-in within ±7 days of each day (the nearest earlier value when there is none;
    /// nil before the first weigh-in's reach).
    static func smoothedWeights(days: [Day]) -> [Double?] {
        let n = days.count
        var prefixSum = [Double](repeating: 0, count: n + 1)
        var prefixCount = [Int](repeating: 0, count: n + 1)
        for t in 0..<n {
            prefixSum[t + 1] = prefixSum[t] + (days[t].weightKg ?? 0)
            prefixCount[t + 1] = prefixCount[t] + (days[t].weightKg == nil ? 0 : 1)
        }
        var out = [Double?](repeating: nil, count: n)
        var last: Double?
        for t in 0..<n {
            let lo = max(0, t - 7)
            let hi = min(n, t + 8)
            let count = prefixCount[hi] - prefixCount[lo]
            if count > 0 { last = (prefixSum[hi] - prefixSum[lo]) / Double(count) }
            out[t] = last
        }
        return out
    }

    /// Energy density per day, kcal/kg: Forbes at the fat mass of that day, which moves with weight by the
    /// Forbes share, F_t = F_ref + FM/(FM + 10.4)·(W̃_t − W_ref), W̃_t the smoothed weigh-ins.
    /// Constant `constant` without a reference.
    static func dailyDensity(smoothedWeightKg: [Double?], constant: Double, reference: (fatMassKg: Double, weightKg: Double)?) -> [Double] {
        guard let reference, reference.fatMassKg > 0 else { return [Double](repeating: constant, count: smoothedWeightKg.count) }
        let share = reference.fatMassKg / (reference.fatMassKg + EnergyDensity.forbesConstantKg)
        return smoothedWeightKg.map { weight in
            let w = weight ?? reference.weightKg
            let fat = max(reference.fatMassKg + share * (w - reference.weightKg), 0.03 * w)
            return EnergyDensity.forbesKcalPerKg(fatMassKg: fat)
        }
    }
}

/// A symmetric 5×5 covariance in fixed storage (no allocation), with the filter's two structured steps.
struct Covariance5 {
    private var v: (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    /// Index into the packed upper triangle.
    @inline(__always) private static func index(_ i: Int, _ j: Int) -> Int {
        let (r, c) = i <= j ? (i, j) : (j, i)
        return r * 5 - r * (r - 1) / 2 + (c - r)
    }

    subscript(i: Int, j: Int) -> Double {
        @inline(__always) get {
            withUnsafeBytes(of: v) { $0.load(fromByteOffset: Self.index(i, j) * 8, as: Double.self) }
        }
        @inline(__always) set {
            let k = Self.index(i, j)
            withUnsafeMutableBytes(of: &v) { $0.storeBytes(of: newValue, toByteOffset: k * 8, as: Double.self) }
        }
    }

    /// P ← P − s·u·uᵀ.
    @inline(__always) mutating func subtractOuter(_ u0: Double, _ u1: Double, _ u2: Double, _ u3: Double, _ u4: Double, scale s: Double) {
        let u = (u0, u1, u2, u3, u4)
        withUnsafeMutableBytes(of: &v) { raw in
            withUnsafeBytes(of: u) { ub in
                var k = 0
                for i in 0..<5 {
                    let ui = ub.load(fromByteOffset: i * 8, as: Double.self) * s
                    for j in i..<5 {
                        let value = raw.load(fromByteOffset: k * 8, as: Double.self) - ui * ub.load(fromByteOffset: j * 8, as: Double.self)
                        raw.storeBytes(of: value, toByteOffset: k * 8, as: Double.self)
                        k += 1
                    }
                }
            }
        }
    }

    /// P ← F·P·Fᵀ for F = I except: row W = W + a·M + g·M0, row e = φ·e, row S = S + c·M + d·M0.
    @inline(__always) mutating func predict(a: Double, g: Double, phi: Double, c: Double, d: Double) {
        let p00 = self[0, 0], p01 = self[0, 1], p02 = self[0, 2], p03 = self[0, 3], p04 = self[0, 4]
        let p11 = self[1, 1], p12 = self[1, 2], p13 = self[1, 3], p14 = self[1, 4]
        let p22 = self[2, 2], p23 = self[2, 3], p24 = self[2, 4]
        let p33 = self[3, 3], p34 = self[3, 4]
        let p44 = self[4, 4]
        let n00 = p00 + 2 * a * p01 + 2 * g * p02 + a * a * p11 + 2 * a * g * p12 + g * g * p22
        let n01 = p01 + a * p11 + g * p12
        let n02 = p02 + a * p12 + g * p22
        let n03 = phi * (p03 + a * p13 + g * p23)
        let n04 = (p04 + a * p14 + g * p24) + c * n01 + d * n02
        let n14 = p14 + c * p11 + d * p12
        let n24 = p24 + c * p12 + d * p22
        let n34 = phi * (p34 + c * p13 + d * p23)
        let n44 = p44 + 2 * c * p14 + 2 * d * p24 + c * c * p11 + 2 * c * d * p12 + d * d * p22
        self[0, 0] = n00
        self[0, 1] = n01
        self[0, 2] = n02
        self[0, 3] = n03
        self[0, 4] = n04
        self[1, 3] = phi * p13
        self[1, 4] = n14
        self[2, 3] = phi * p23
        self[2, 4] = n24
        self[3, 3] = phi * phi * p33
        self[3, 4] = n34
        self[4, 4] = n44
    }
}
