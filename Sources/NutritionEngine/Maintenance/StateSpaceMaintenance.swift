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
/// G' = e^−k·G + 0.25(1 − e^−k)(I − M0)/M̄, k = E/2,103 per day, M̄ the prior mean, E the equations'
/// figure (true kcal; the glycogen rate and the activity level are physiology, not logging). Both are
/// linear in M0, so they enter as known series plus a time-varying coefficient on M0.
/// Every (σ, φ) of the grid runs its own filter; weights ∝ exp(log-likelihood of the weigh-ins), so the
/// noise is learned per person. The answer is the weighted mixture of the filters' S after the last day.
public enum StateSpaceMaintenance {
    /// Fewest intake days the filter reads before it runs (`readableCounts`); with fewer, or without a
    /// weigh-in, the prior is all there is (`MaintenanceEstimate.Reason`).
    static let minimumIntakeDays = 3

    /// The weigh-ins and the intake days (logged above 0 kcal: the intake input's candidates) of `days`
    /// the filter reads: the one count behind both its guard and `MaintenanceEstimate.Reason`.
    static func readableCounts(_ days: [MaintenanceDay]) -> (weighIns: Int, intakeDays: Int) {
        var weighIns = 0
        var intakeDays = 0
        for day in days {
            if day.weightKg != nil { weighIns += 1 }
            if let kcal = day.loggedKcal, kcal > 0 { intakeDays += 1 }
        }
        return (weighIns, intakeDays)
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
        var candidateDays: Int
        /// Expected number of unflagged partial days among the candidates (Σ P(partial)).
        public var expectedPartialDays: Double
        /// Weigh-ins read, and those skipped by the outlier gate (in the best-weighted filter).
        public var weighIns: Int
        /// Days from the first weigh-in read to the last (0 with one weigh-in).
        public var weighInSpanDays: Int
        /// Weigh-ins the innovation gate skipped in the most probable filter.
        var gatedWeighIns: Int
        /// Posterior-weighted scale-noise SD, kg, and AR(1) coefficient.
        var noiseStandardDeviationKg: Double
        /// Posterior-weighted AR(1) coefficient of the scale noise.
        var noiseAutocorrelation: Double
        /// Mean filter input intake over the target days, kcal/day.
        var meanInputIntakeKcalPerDay: Double
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
        var maintenanceRandomWalkKcalPerDay: Double
        /// Weigh-ins whose standardised innovation exceeds this are skipped.
        var outlierGateZ: Double
        /// Model-error floor added in quadrature to the posterior SD, kcal/day (10, the reference design's
        /// value: the 30 used before only offset the bias of the flag-switched partial-day prior).
        var modelErrorKcalPerDay: Double
        /// Relative SD of the energy density, applied to the mean storage rate (0.05: Jackson 2002's
        /// body-fat error of about 4.5 points moves Forbes' ρ by 3–5 %; METHOD.md §4).
        var energyDensityRelativeStandardDeviation: Double
        /// Beta(α, β) prior on the share of unflagged partial days, the same for everyone (3, 17: mean 15 %).
        var partialSharePriorAlpha: Double
        /// β of that prior.
        var partialSharePriorBeta: Double
        /// Relative SD of one logged day's intake around what was eaten. Package-visible so the lab's
        /// information-limit filter (told the true intake) can set it; the product never changes it.
        package var loggingErrorFraction: Double
        /// SD of the Gaussian kernel behind the typical intake, days.
        var intakeKernelDays: Double
        /// Target length, days (the reported mean covers the last this many days).
        public var targetDays: Int
        /// Whether the filter models short-term water (ECF and glycogen) from the intake.
        public var modelsWater: Bool
        /// Whether expenditure follows intake through the thermic effect of food and adaptive
        /// thermogenesis (Hall 2011): T = M + 0.10·(I − M0) + A, τ·dA/dt = 0.14·(I − M0) − A, τ = 14 days.
        /// (Hall's weight-linked expenditure was tried as a known series from the smoothed weigh-ins and
        /// dropped: it added −11 kcal/day of bias at 12–16 weeks on tuning seed 8.)
        public var modelsAdaptation: Bool
        /// Whether maintenance follows the tissue weight inside the filter (with `modelsAdaptation`):
        /// M' = M + k·(W' − W), k = (3.107·ff + 21.989·(1 − ff) + δ)/(1 + a) kcal/day per kg (Hall 2011:
        /// the upkeep of the fat and lean tissue lost or gained and the cost of moving it, δ = (0.9·PAL − 1)·RMR/weight).
        var modelsWeightLinkedExpenditure: Bool

        /// The defaults.
        public static let standard = Settings(
            noiseGridKg: [0.4, 0.65], autocorrelationGrid: [0.3, 0.65],
            maintenanceRandomWalkKcalPerDay: 10, outlierGateZ: 5, modelErrorKcalPerDay: 10,
            energyDensityRelativeStandardDeviation: 0.05, partialSharePriorAlpha: 3, partialSharePriorBeta: 17,
            loggingErrorFraction: 0.08, intakeKernelDays: 14,
            targetDays: 28,
            modelsWater: true, modelsAdaptation: true, modelsWeightLinkedExpenditure: true)
    }

    /// The posterior for `days` (in date order, from the first day of the history to the day before
    /// asOf), or nil when there is no weigh-in or fewer than `minimumIntakeDays` intake days (then the
    /// prior is all there is). `restingKcalPerDay` (Mifflin–St Jeor) enables the weight-linked
    /// expenditure (`modelsWeightLinkedExpenditure`); without it maintenance is a plain random walk.
    /// `equationsKcalPerDay` is the equations' figure in true kcal, which sets the glycogen rate and the
    /// activity level of the weight link (default: the prior mean, which is on the equations' scale
    /// unless the policy shifts it). `scalarReference` runs the scalar bank whatever the grid (the lane
    /// banks' agreement tests compare them; the result is the same bit for bit).
    package static func estimate(
        days: [MaintenanceDay], priorKcalPerDay: Double, priorStandardDeviationKcalPerDay: Double,
        equationsKcalPerDay: Double? = nil, energyDensityKcalPerKg rho: Double,
        fatMassAt reference: (fatMassKg: Double, weightKg: Double)? = nil, restingKcalPerDay: Double? = nil,
        settings: Settings = .standard, scalarReference: Bool = false
    ) -> Result? {
        estimate(
            days: days, priorKcalPerDay: priorKcalPerDay,
            priorStandardDeviationKcalPerDay: priorStandardDeviationKcalPerDay,
            equationsKcalPerDay: equationsKcalPerDay, energyDensityKcalPerKg: rho, fatMassAt: reference,
            restingKcalPerDay: restingKcalPerDay, settings: settings, bankPath: scalarReference ? .scalar : .phased)
    }

    /// Which implementation of the filter bank `estimate` runs: the same outcome bit for bit
    /// (`FilterBankLaneAgreementTests`, `FilterBankPhaseAgreementTests`); any grid other than 2 × 2 runs
    /// the scalar bank.
    package enum FilterBankPath: Sendable {
        /// `SIMD4` lanes without the accumulator's row before the target days (`phasedLaneBank`): the default.
        case phased
        /// `SIMD4` lanes over every day with the whole state (`laneBank`): the reference for the phases.
        case lanes
        /// One scalar filter per grid point (`scalarBank`): the reference for both.
        case scalar
    }

    /// `estimate(days:…)` with the bank's implementation chosen (`FilterBankPath`).
    package static func estimate(
        days: [MaintenanceDay], priorKcalPerDay: Double, priorStandardDeviationKcalPerDay: Double,
        equationsKcalPerDay: Double? = nil, energyDensityKcalPerKg rho: Double,
        fatMassAt reference: (fatMassKg: Double, weightKg: Double)? = nil, restingKcalPerDay: Double? = nil,
        settings: Settings = .standard, bankPath: FilterBankPath
    ) -> Result? {
        let n = days.count
        let readable = readableCounts(days)
        guard readable.weighIns > 0, readable.intakeDays >= minimumIntakeDays, rho > 0 else { return nil }
        let density = dailyDensity(days: days, constant: rho, reference: reference)
        let intake = IntakeInput(days: days, settings: settings)
        var firstWeights: [Double] = []
        var weighIns = 0
        var weighInDays: (first: Int, last: Int)?
        for (t, day) in days.enumerated() {
            if let w = day.weightKg {
                weighIns += 1
                if firstWeights.count < 3 { firstWeights.append(w) }
                weighInDays = (weighInDays?.first ?? t, t)
            }
        }
        let startWeight = firstWeights.reduce(0, +) / Double(firstWeights.count)
        let trueMaintenance = equationsKcalPerDay ?? priorKcalPerDay
        var link = 0.0
        if settings.modelsAdaptation, settings.modelsWeightLinkedExpenditure, let resting = restingKcalPerDay,
            resting > 0
        {
            link = weightLinkKcalPerKg(
                fatMassKg: reference?.fatMassKg ?? fatMass(energyDensityKcalPerKg: rho),
                weightKg: reference?.weightKg ?? startWeight,
                restingKcalPerDay: resting, equationsKcalPerDay: trueMaintenance)
        }

        let targetDays = min(settings.targetDays, n)
        let targetStart = n - targetDays
        let q = settings.maintenanceRandomWalkKcalPerDay * settings.maintenanceRandomWalkKcalPerDay
        let priorVariance = priorStandardDeviationKcalPerDay * priorStandardDeviationKcalPerDay
        let rounding = 0.1 * 0.1 / 12
        let gate = settings.outlierGateZ * settings.outlierGateZ
        let inverseTarget = 1 / Double(targetDays)

        // Per-day coefficients, computed once for every filter of the bank, in one pass with the
        // deterministic series they rest on (each series is a recurrence over the days, so its value on
        // day t is formed as it was when every series had its own array).
        // Water: water_t = wi_t − h_t·M0; glycogen change ΔG_t = dgi_t − dgc_t·M0.
        // Adaptation: T_t = M_t + tefI·I_t + ai_t − M0·(tefI + ac_t).
        // W' = W + aW·M + gW·M0 + uW;  S' = S + cS·M + dS·M0 + uS;  y − waterKnown = W + e − h·M0.
        let waterReference = priorKcalPerDay
        let modelsWater = settings.modelsWater && waterReference > 0
        let decayX = exp(-3000.0 / 3220.0)
        let gainX = (4.0 / 3.0) * (1 - decayX) / waterReference
        let decayG = exp(-trueMaintenance / 2103)
        let gainG = 0.25 * (1 - decayG) / waterReference
        var xi = 0.0
        var xc = 0.0
        var gi = 0.0
        var gc = 0.0
        let tef = settings.modelsAdaptation ? HallModel.thermicEffect : 0
        let keep = 1 - 1 / HallModel.adaptiveThermogenesisDays
        let gain = HallModel.adaptiveThermogenesisFraction / HallModel.adaptiveThermogenesisDays
        var ai = 0.0
        var ac = 0.0
        // Each day's step written into its place: appending tested the array's uniqueness (a runtime
        // call) for every day.
        let step = [DayStep](unsafeUninitializedCapacity: n) { step, count in
            for t in 0..<n {
                let input = intake.meanKcal[t]
                var waterKnown = 0.0
                var waterCoefficient = 0.0
                var glycogenKnownChange = 0.0
                var glycogenCoefficientChange = 0.0
                if modelsWater {
                    waterKnown = xi + 3.7 * gi
                    waterCoefficient = xc + 3.7 * gc
                    let gi2 = decayG * gi + gainG * input
                    let gc2 = decayG * gc + gainG
                    glycogenKnownChange = gi2 - gi
                    glycogenCoefficientChange = gc2 - gc
                    xi = decayX * xi + gainX * input
                    xc = decayX * xc + gainX
                    gi = gi2
                    gc = gc2
                }
                var adaptationKnown = 0.0
                var adaptationCoefficient = 0.0
                if settings.modelsAdaptation {
                    adaptationKnown = ai
                    adaptationCoefficient = ac
                    ai = keep * ai + gain * input
                    ac = keep * ac + gain
                }
                let c = t >= targetStart ? inverseTarget : 0
                let rho = density[t]
                // Expenditure beyond M: a known part and a coefficient on M0.
                let extraKnown = tef * input + adaptationKnown
                let extraM0 = -(tef + adaptationCoefficient)
                step[t] = DayStep(
                    observation: days[t].weightKg.map { $0 - waterKnown } ?? .nan, h: waterCoefficient, aW: -1 / rho,
                    gW: (4206.5 * glycogenCoefficientChange - extraM0) / rho,
                    uW: (input - extraKnown - 4206.5 * glycogenKnownChange) / rho, cS: c, dS: c * extraM0,
                    uS: c * extraKnown,
                    qW: (1 - tef) * (1 - tef) * intake.varianceKcal2[t] / (rho * rho))
            }
            count = n
        }

        let setup = FilterBankSetup(
            startWeightKg: startWeight, priorKcalPerDay: priorKcalPerDay, priorVariance: priorVariance,
            maintenanceVariance: q, roundingVarianceKg2: rounding, gate: gate, linkKcalPerKg: link)
        // The default 2 × 2 grid runs as four SIMD lanes (bit-identical to the scalar bank); any
        // other grid, from a policy file, runs the scalar bank.
        let bank: FilterBankOutcome
        switch settings.noiseGridKg.count == 2 && settings.autocorrelationGrid.count == 2 ? bankPath : .scalar {
        case .phased:
            bank = phasedLaneBank(
                steps: step, setup: setup, noiseGridKg: settings.noiseGridKg,
                autocorrelationGrid: settings.autocorrelationGrid)
        case .lanes:
            bank = laneBank(
                steps: step, setup: setup, noiseGridKg: settings.noiseGridKg,
                autocorrelationGrid: settings.autocorrelationGrid)
        case .scalar:
            bank = scalarBank(
                steps: step, setup: setup, noiseGridKg: settings.noiseGridKg,
                autocorrelationGrid: settings.autocorrelationGrid)
        }
        guard let best = bank.logLikelihoods.max(), let bestIndex = bank.logLikelihoods.firstIndex(of: best) else {
            return nil
        }
        var weightSum = 0.0
        var weights = bank.logLikelihoods.map { exp($0 - best) }
        for w in weights { weightSum += w }
        for i in weights.indices { weights[i] /= weightSum }
        var mean = 0.0
        var second = 0.0
        var sigmaMean = 0.0
        var phiMean = 0.0
        for i in weights.indices {
            mean += weights[i] * bank.means[i]
            second += weights[i] * (bank.variances[i] + bank.means[i] * bank.means[i])
            sigmaMean += weights[i] * bank.sigmas[i]
            phiMean += weights[i] * bank.phis[i]
        }
        var inputMean = 0.0
        for t in targetStart..<n { inputMean += intake.meanKcal[t] }
        inputMean /= Double(targetDays)
        let densityTerm = settings.energyDensityRelativeStandardDeviation * (inputMean - mean)
        let variance =
            max(second - mean * mean, 0) + settings.modelErrorKcalPerDay * settings.modelErrorKcalPerDay + densityTerm
            * densityTerm
        return Result(
            kcalPerDay: mean, standardDeviationKcalPerDay: variance.squareRoot(), historyDays: n,
            targetDays: targetDays,
            candidateDays: intake.candidateCount, expectedPartialDays: intake.expectedPartialDays, weighIns: weighIns,
            weighInSpanDays: weighInDays.map { $0.last - $0.first } ?? 0,
            gatedWeighIns: bank.gatedCounts[bestIndex], noiseStandardDeviationKg: sigmaMean,
            noiseAutocorrelation: phiMean,
            meanInputIntakeKcalPerDay: inputMean, energyDensityKcalPerKg: rho, priorKcalPerDay: priorKcalPerDay,
            priorStandardDeviationKcalPerDay: priorStandardDeviationKcalPerDay)
    }
}

extension StateSpaceMaintenance {
    /// The scalar bank: one filter per (σ, φ) of the grid, σ outer, each a pass over `steps`. The
    /// reference for `laneBank`, and the bank of any grid that is not 2 × 2.
    static func scalarBank(
        steps: [DayStep], setup: FilterBankSetup, noiseGridKg: [Double], autocorrelationGrid: [Double]
    ) -> FilterBankOutcome {
        let rounding = setup.roundingVarianceKg2
        let gate = setup.gate
        let link = setup.linkKcalPerKg
        let q = setup.maintenanceVariance
        var outcome = FilterBankOutcome(capacity: noiseGridKg.count * autocorrelationGrid.count)
        for sigma in noiseGridKg {
            for phi in autocorrelationGrid {
                // x = [W, M, M0, e, S].
                var x0 = setup.startWeightKg
                var x1 = setup.priorKcalPerDay
                var x2 = setup.priorKcalPerDay
                var x3 = 0.0
                var x4 = 0.0
                var p = Covariance5()
                p.p00 = 9
                p.p11 = setup.priorVariance
                p.p12 = setup.priorVariance
                p.p22 = setup.priorVariance
                p.p33 = sigma * sigma
                let noiseQ = (1 - phi * phi) * sigma * sigma
                var logLikelihood = 0.0
                var gated = 0
                for d in steps {
                    if !d.observation.isNaN {
                        let h = d.h
                        let (ph0, ph1, ph2, ph3, ph4) = p.timesObservation(h)
                        let s = ph0 - h * ph2 + ph3 + rounding
                        let innovation = d.observation - (x0 - h * x2 + x3)
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
                    let tissueChange = d.aW * x1 + d.gW * x2 + d.uW
                    x0 += tissueChange
                    x4 += d.cS * x1 + d.dS * x2 + d.uS
                    x3 *= phi
                    if link != 0 {
                        // M follows the tissue change, intake noise included: M' = M + k·(W' − W).
                        x1 += link * tissueChange
                        p.predict(a: d.aW, g: d.gW, b: 1 + link * d.aW, gm: link * d.gW, phi: phi, c: d.cS, d: d.dS)
                        p.p01 += link * d.qW
                        p.p11 += link * link * d.qW
                    } else {
                        p.predict(a: d.aW, g: d.gW, phi: phi, c: d.cS, d: d.dS)
                    }
                    p.p00 += d.qW
                    p.p11 += q
                    p.p33 += noiseQ
                }
                outcome.append(
                    mean: x4, variance: max(p.p44, 0), logLikelihood: logLikelihood, gated: gated, sigma: sigma,
                    phi: phi)
            }
        }
        return outcome
    }

    /// Hall's (2011) weight-linked expenditure, kcal/day per kg of tissue change: the upkeep of the tissue
    /// (3.107 kcal/kg/day for fat, 21.989 for lean, split by the Forbes share ff = FM/(FM + 10.4)), the
    /// activity cost of carrying it, δ = (0.9·PAL − 1)·RMR/weight with PAL = E/RMR (E the equations'
    /// figure, true kcal), over 1 + a, a the synthesis cost per kcal stored
    /// (179.25/9,440.7 for fat, 229.45/1,816.4 for lean, split by Hall's energy partition p = C/(C + FM),
    /// C = 10.4·1,816.4/9,440.7).
    static func weightLinkKcalPerKg(
        fatMassKg: Double, weightKg: Double, restingKcalPerDay: Double, equationsKcalPerDay: Double
    ) -> Double {
        let fat = max(fatMassKg, 0.1)
        let fatShare = fat / (fat + EnergyDensity.forbesConstantKg)
        let c = EnergyDensity.forbesConstantKg * EnergyDensity.leanKcalPerKg / EnergyDensity.fatKcalPerKg
        let leanEnergyShare = c / (c + fat)
        let synthesis =
            HallModel.etaFat * (1 - leanEnergyShare) / EnergyDensity.fatKcalPerKg + HallModel.etaLean * leanEnergyShare
            / EnergyDensity.leanKcalPerKg
        let activityLevel = equationsKcalPerDay / restingKcalPerDay
        let delta =
            weightKg > 0 ? ((1 - HallModel.thermicEffect) * activityLevel - 1) * restingKcalPerDay / weightKg : 0
        return (HallModel.gammaFat * fatShare + HallModel.gammaLean * (1 - fatShare) + delta) / (1 + synthesis)
    }

    /// The fat mass whose Forbes energy density is `rho` (used when no composition is given).
    static func fatMass(energyDensityKcalPerKg rho: Double) -> Double {
        let share = min(
            max((rho - EnergyDensity.leanKcalPerKg) / (EnergyDensity.fatKcalPerKg - EnergyDensity.leanKcalPerKg), 0.01),
            0.95)
        return share * EnergyDensity.forbesConstantKg / (1 - share)
    }

    /// `dailyDensity(smoothedWeightKg: smoothedWeights(days: days), …)` in one pass (issue 25): the
    /// constant without a reference (no smoothing needed); otherwise the same prefix sums, the same
    /// window means carried forward and the same density expression, without the `[Double?]` between
    /// them. `DailyDensityAgreementTests` holds it to the two-step form bit for bit.
    static func dailyDensity(
        days: [MaintenanceDay], constant: Double, reference: (fatMassKg: Double, weightKg: Double)?
    ) -> [Double] {
        let n = days.count
        guard let reference, reference.fatMassKg > 0 else { return [Double](repeating: constant, count: n) }
        let share = reference.fatMassKg / (reference.fatMassKg + EnergyDensity.forbesConstantKg)
        // The prefix sums in scratch buffers and the densities written into the result's own
        // storage, each element once: zero-filled arrays, then overwritten, were a `memset` each and
        // a uniqueness test per write (issue 25).
        return [Double](unsafeUninitializedCapacity: n) { density, initialized in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: n + 1) { prefixSum in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: n + 1) { prefixCount in
                    prefixSum[0] = 0
                    prefixCount[0] = 0
                    days.withUnsafeBufferPointer { days in
                        for t in 0..<n {
                            let weight = days[t].weightKg
                            prefixSum[t + 1] = prefixSum[t] + (weight ?? 0)
                            prefixCount[t + 1] = prefixCount[t] + (weight == nil ? 0 : 1)
                        }
                    }
                    var last: Double?
                    for t in 0..<n {
                        let lo = max(0, t - 7)
                        let hi = min(n, t + 8)
                        let count = prefixCount[hi] - prefixCount[lo]
                        if count > 0 { last = (prefixSum[hi] - prefixSum[lo]) / Double(count) }
                        let w = last ?? reference.weightKg
                        let fat = max(reference.fatMassKg + share * (w - reference.weightKg), 0.03 * w)
                        density[t] = EnergyDensity.forbesKcalPerKg(fatMassKg: fat)
                    }
                }
            }
            initialized = n
        }
    }

    /// The mean weigh-in within ±7 days of each day (the nearest earlier value when there is none;
    /// nil before the first weigh-in's reach).
    static func smoothedWeights(days: [MaintenanceDay]) -> [Double?] {
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
    static func dailyDensity(
        smoothedWeightKg: [Double?], constant: Double, reference: (fatMassKg: Double, weightKg: Double)?
    ) -> [Double] {
        guard let reference, reference.fatMassKg > 0 else {
            return [Double](repeating: constant, count: smoothedWeightKg.count)
        }
        let share = reference.fatMassKg / (reference.fatMassKg + EnergyDensity.forbesConstantKg)
        return smoothedWeightKg.map { weight in
            let w = weight ?? reference.weightKg
            let fat = max(reference.fatMassKg + share * (w - reference.weightKg), 0.03 * w)
            return EnergyDensity.forbesKcalPerKg(fatMassKg: fat)
        }
    }
}

/// One day's transition and observation coefficients (shared by every filter of the bank).
struct DayStep {
    /// Weigh-in minus the known water, kg (NaN without a weigh-in).
    var observation = Double.nan
    /// Coefficient of M0 in the water on the scale.
    var h = 0.0
    /// Tissue row: coefficients on M and M0, and the known input, kg.
    var aW = 0.0
    var gW = 0.0
    var uW = 0.0
    /// Accumulator row: coefficients on M and M0, and the known part, kcal/day.
    var cS = 0.0
    var dS = 0.0
    var uS = 0.0
    /// Intake variance carried into tissue weight, kg².
    var qW = 0.0
}

/// The constants every filter of the bank starts from or shares.
struct FilterBankSetup {
    /// Starting tissue weight (the mean of the first three weigh-ins), kg.
    var startWeightKg: Double
    /// Prior mean of M and M0, kcal/day, and its variance, (kcal/day)².
    var priorKcalPerDay: Double
    var priorVariance: Double
    /// Daily random-walk variance of M, (kcal/day)².
    var maintenanceVariance: Double
    /// Variance of the scale's rounding to 0.1 kg, kg².
    var roundingVarianceKg2: Double
    /// Squared innovation gate: a weigh-in whose z² exceeds it is skipped.
    var gate: Double
    /// Weight-linked expenditure, kcal/day per kg (0: maintenance is a plain random walk).
    var linkKcalPerKg: Double
}

/// What each filter of the bank ends with, in grid order (σ outer, φ inner).
struct FilterBankOutcome {
    /// Posterior mean of S (kcal/day), its variance floored at 0, and the weigh-ins' log-likelihood.
    var means: [Double] = []
    var variances: [Double] = []
    var logLikelihoods: [Double] = []
    /// Weigh-ins the innovation gate skipped.
    var gatedCounts: [Int] = []
    /// The filter's scale-noise SD (kg) and AR(1) coefficient.
    var sigmas: [Double] = []
    var phis: [Double] = []

    /// An empty outcome with room for `count` filters (each array allocated once).
    init(capacity count: Int) {
        means.reserveCapacity(count)
        variances.reserveCapacity(count)
        logLikelihoods.reserveCapacity(count)
        gatedCounts.reserveCapacity(count)
        sigmas.reserveCapacity(count)
        phis.reserveCapacity(count)
    }

    /// Appends one filter's outcome.
    mutating func append(mean: Double, variance: Double, logLikelihood: Double, gated: Int, sigma: Double, phi: Double)
    {
        means.append(mean)
        variances.append(variance)
        logLikelihoods.append(logLikelihood)
        gatedCounts.append(gated)
        sigmas.append(sigma)
        phis.append(phi)
    }
}

/// A symmetric 5×5 covariance as 15 named numbers (no allocation, no indexing in the hot loop), with
/// the filter's structured steps written out.
struct Covariance5 {
    var p00 = 0.0, p01 = 0.0, p02 = 0.0, p03 = 0.0, p04 = 0.0
    var p11 = 0.0, p12 = 0.0, p13 = 0.0, p14 = 0.0
    var p22 = 0.0, p23 = 0.0, p24 = 0.0
    var p33 = 0.0, p34 = 0.0
    var p44 = 0.0

    /// Element (i, j) (symmetric); for setup and tests, not the hot loop.
    subscript(i: Int, j: Int) -> Double {
        get {
            switch (min(i, j), max(i, j)) {
            case (0, 0): p00
            case (0, 1): p01
            case (0, 2): p02
            case (0, 3): p03
            case (0, 4): p04
            case (1, 1): p11
            case (1, 2): p12
            case (1, 3): p13
            case (1, 4): p14
            case (2, 2): p22
            case (2, 3): p23
            case (2, 4): p24
            case (3, 3): p33
            case (3, 4): p34
            default: p44
            }
        }
        set {
            switch (min(i, j), max(i, j)) {
            case (0, 0): p00 = newValue
            case (0, 1): p01 = newValue
            case (0, 2): p02 = newValue
            case (0, 3): p03 = newValue
            case (0, 4): p04 = newValue
            case (1, 1): p11 = newValue
            case (1, 2): p12 = newValue
            case (1, 3): p13 = newValue
            case (1, 4): p14 = newValue
            case (2, 2): p22 = newValue
            case (2, 3): p23 = newValue
            case (2, 4): p24 = newValue
            case (3, 3): p33 = newValue
            case (3, 4): p34 = newValue
            default: p44 = newValue
            }
        }
    }

    /// P·Hᵀ for H = [1, 0, −h, 1, 0].
    @inline(__always) func timesObservation(_ h: Double) -> (Double, Double, Double, Double, Double) {
        (p00 - h * p02 + p03, p01 - h * p12 + p13, p02 - h * p22 + p23, p03 - h * p23 + p33, p04 - h * p24 + p34)
    }

    /// P ← P − s·u·uᵀ.
    @inline(__always) mutating func subtractOuter(
        _ u0: Double, _ u1: Double, _ u2: Double, _ u3: Double, _ u4: Double, scale s: Double
    ) {
        let v0 = s * u0
        let v1 = s * u1
        let v2 = s * u2
        let v3 = s * u3
        let v4 = s * u4
        p00 -= v0 * u0
        p01 -= v0 * u1
        p02 -= v0 * u2
        p03 -= v0 * u3
        p04 -= v0 * u4
        p11 -= v1 * u1
        p12 -= v1 * u2
        p13 -= v1 * u3
        p14 -= v1 * u4
        p22 -= v2 * u2
        p23 -= v2 * u3
        p24 -= v2 * u4
        p33 -= v3 * u3
        p34 -= v3 * u4
        p44 -= v4 * u4
    }

    /// P ← F·P·Fᵀ for F = I except: row W = W + a·M + g·M0, row M = b·M + gm·M0, row e = φ·e,
    /// row S = S + c·M + d·M0 (the weight-linked filter; `b = 1`, `gm = 0` is `predict(a:g:phi:c:d:)`).
    @inline(__always) mutating func predict(
        a: Double, g: Double, b: Double, gm: Double, phi: Double, c: Double, d: Double
    ) {
        let w1 = p01 + a * p11 + g * p12
        let w2 = p02 + a * p12 + g * p22
        let m1 = b * p11 + gm * p12
        let m2 = b * p12 + gm * p22
        let n00 = p00 + a * p01 + g * p02 + a * w1 + g * w2
        let n03 = phi * (p03 + a * p13 + g * p23)
        let n04 = (p04 + a * p14 + g * p24) + c * w1 + d * w2
        let n13 = phi * (b * p13 + gm * p23)
        let n14 = (b * p14 + gm * p24) + c * m1 + d * m2
        let n24 = p24 + c * p12 + d * p22
        let n34 = phi * (p34 + c * p13 + d * p23)
        let n44 = p44 + 2 * c * p14 + 2 * d * p24 + c * c * p11 + 2 * c * d * p12 + d * d * p22
        p00 = n00
        p01 = b * w1 + gm * w2
        p02 = w2
        p03 = n03
        p04 = n04
        p11 = b * m1 + gm * m2
        p12 = m2
        p13 = n13
        p14 = n14
        p23 *= phi
        p24 = n24
        p33 *= phi * phi
        p34 = n34
        p44 = n44
    }

    /// P ← F·P·Fᵀ for F = I except: row W = W + a·M + g·M0, row e = φ·e, row S = S + c·M + d·M0.
    @inline(__always) mutating func predict(a: Double, g: Double, phi: Double, c: Double, d: Double) {
        let n00 = p00 + 2 * a * p01 + 2 * g * p02 + a * a * p11 + 2 * a * g * p12 + g * g * p22
        let n01 = p01 + a * p11 + g * p12
        let n02 = p02 + a * p12 + g * p22
        let n03 = phi * (p03 + a * p13 + g * p23)
        let n04 = (p04 + a * p14 + g * p24) + c * n01 + d * n02
        let n14 = p14 + c * p11 + d * p12
        let n24 = p24 + c * p12 + d * p22
        let n34 = phi * (p34 + c * p13 + d * p23)
        let n44 = p44 + 2 * c * p14 + 2 * d * p24 + c * c * p11 + 2 * c * d * p12 + d * d * p22
        p00 = n00
        p01 = n01
        p02 = n02
        p03 = n03
        p04 = n04
        p13 *= phi
        p14 = n14
        p23 *= phi
        p24 = n24
        p33 *= phi * phi
        p34 = n34
        p44 = n44
    }
}
