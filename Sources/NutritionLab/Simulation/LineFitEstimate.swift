import NutritionEngine

/// The previous maintenance method, kept as the calibration study's baseline ("line fit (previous)"):
/// the window's energy balance D = Ī − ρ·b (`MaintenanceEvidence`, the engine's own description of
/// the 28 days before asOf) combined with the equation prior, with the gates that set its status.
/// The engine reports the whole-history filter instead (`MaintenanceEstimate`); this is not product logic.
///
/// prior  M ~ N(P, SEE²)                                   (NASEM 2023 and its per-sex SEE)
/// data   D = Ī − ρ·b,  Var D = Var Ī + ρ²·SE(b)² + (s_ρ·ρ·b)² + m²
/// post   M̂ = (P/SEE² + D/Var D)/(1/SEE² + 1/Var D),  SE = (1/SEE² + 1/Var D)^−½
/// The data weight grows continuously with evidence, so there is no cliff at any day count; gates
/// only set the status.
public struct LineFitEstimate: Sendable, Equatable {
    /// A failed gate, with the numbers its sentence states.
    public enum Reason: Sendable, Equatable {
        /// Fewer evidence days than `MaintenancePolicy.minimumEvidenceDays`.
        case tooFewEvidenceDays(days: Int, needed: Int)
        /// Coverage below `MaintenancePolicy.minimumCoveragePercent`.
        case lowCoverage(percent: Double, needed: Double)
        /// Fewer weigh-in days than `MaintenancePolicy.minimumWeighInDays`.
        case tooFewWeighIns(days: Int, needed: Int)
        /// Weigh-ins spanning fewer days than `MaintenancePolicy.minimumWeighInSpanDays`.
        case weighInSpanTooShort(days: Int, needed: Int)
        /// The last weigh-in more than `MaintenancePolicy.maximumDaysSinceLastWeighIn` days before
        /// asOf (`daysBefore` nil: no weigh-in in the window).
        case lastWeighInTooOld(daysBefore: Int?, allowed: Int)

        /// The stable code.
        public var code: String {
            switch self {
            case .tooFewEvidenceDays: "tooFewEvidenceDays"
            case .lowCoverage: "lowCoverage"
            case .tooFewWeighIns: "tooFewWeighIns"
            case .weighInSpanTooShort: "weighInSpanTooShort"
            case .lastWeighInTooOld: "lastWeighInTooOld"
            }
        }

        /// A plain sentence with the numbers.
        public var message: String {
            switch self {
            case .tooFewEvidenceDays(let days, let needed):
                "\(days) evidence days in the window; at least \(needed) are needed"
            case .lowCoverage(let percent, let needed):
                "evidence days cover \(JSONWriter.format(percent.roundedTo(0.1))) % of tracked days; at least "
                    + "\(JSONWriter.format(needed)) % are needed"
            case .tooFewWeighIns(let days, let needed):
                "\(days) weigh-in days in the window; at least \(needed) are needed"
            case .weighInSpanTooShort(let days, let needed):
                "weigh-ins span \(days) days; at least \(needed) are needed"
            case .lastWeighInTooOld(let days?, let allowed):
                "the last weigh-in was \(days) days before asOf; at most \(allowed) are allowed"
            case .lastWeighInTooOld(nil, let allowed):
                "no weigh-in in the window; one within \(allowed) days of asOf is needed"
            }
        }
    }

    /// The window it was fitted on.
    public var evidence: MaintenanceEvidence
    /// The gates that failed (empty when estimated).
    public var holdingReasons: [Reason]
    /// Posterior mean maintenance, kcal/day.
    public var kcalPerDay: Double
    /// Posterior standard deviation, kcal/day.
    public var standardErrorKcalPerDay: Double
    /// Lower end of the 95 % interval, kcal/day.
    public var interval95LowKcalPerDay: Double
    /// Upper end of the 95 % interval, kcal/day.
    public var interval95HighKcalPerDay: Double
    /// Share of the posterior precision from the prior, 0...1 (1 = the prior alone).
    public var priorWeight: Double
    /// low, moderate or high: from the half-width, low when holding or when the balance is below
    /// resting, one step lower with many suspect days.
    public var confidence: MaintenanceEstimate.Confidence
    /// Why the confidence is what it is.
    public var confidenceReasons: [String]

    /// estimated (every gate passed) or holding.
    public var status: MaintenanceEstimate.Status { holdingReasons.isEmpty ? .estimated : .holding }
    /// The sentences it gave the person: the window's logging signals, then the holding note.
    public var notes: [String] {
        evidence.loggingSignals.map(\.note)
            + (holdingReasons.isEmpty
                ? []
                : [
                    "Holding: the best available estimate is shown with its wider range until the evidence passes "
                        + "every gate."
                ])
    }

    /// The line fit of `evidence` with `prior` under `policy`.
    public init(_ evidence: MaintenanceEvidence, prior: MaintenancePrior, policy: MaintenancePolicy = .standard) {
        self.evidence = evidence
        let priorPrecision = 1 / (prior.standardDeviationKcalPerDay * prior.standardDeviationKcalPerDay)
        let dataPrecision = evidence.dataVarianceKcal2.map { 1 / $0 } ?? 0
        let totalPrecision = priorPrecision + dataPrecision
        kcalPerDay =
            (priorPrecision * prior.kcalPerDay + dataPrecision * (evidence.dataKcalPerDay ?? 0)) / totalPrecision
        standardErrorKcalPerDay = (1 / totalPrecision).squareRoot()
        let halfWidth = policy.intervalZ * standardErrorKcalPerDay
        interval95LowKcalPerDay = kcalPerDay - halfWidth
        interval95HighKcalPerDay = kcalPerDay + halfWidth
        priorWeight = priorPrecision / totalPrecision
        holdingReasons = Self.gates(evidence, policy: policy)

        var confidence = MaintenanceEstimate.Confidence(halfWidthKcalPerDay: halfWidth, policy: policy)
        var reasons = [
            "95 % half-width \(JSONWriter.format(halfWidth.roundedTo(1))) kcal/day: high at most "
                + "\(JSONWriter.format(policy.highConfidenceHalfWidthKcalPerDay)), moderate at most "
                + "\(JSONWriter.format(policy.moderateConfidenceHalfWidthKcalPerDay)), low above"
        ]
        if !holdingReasons.isEmpty {
            confidence = .low
            reasons.append("holding: a gate failed, so confidence is low")
        }
        for signal in evidence.loggingSignals {
            switch signal {
            case .impliedMaintenanceBelowResting:
                confidence = .low
                reasons.append("implied maintenance below resting expenditure: confidence low")
            case .manySuspectDays:
                confidence = confidence.lowered
                reasons.append("many suspect days: confidence lowered one step")
            }
        }
        self.confidence = confidence
        confidenceReasons = reasons
    }

    /// The gates, in order.
    static func gates(_ evidence: MaintenanceEvidence, policy: MaintenancePolicy) -> [Reason] {
        var reasons: [Reason] = []
        if evidence.evidenceDays < policy.minimumEvidenceDays {
            reasons.append(.tooFewEvidenceDays(days: evidence.evidenceDays, needed: policy.minimumEvidenceDays))
        }
        if evidence.coveragePercent < policy.minimumCoveragePercent {
            reasons.append(.lowCoverage(percent: evidence.coveragePercent, needed: policy.minimumCoveragePercent))
        }
        if evidence.weighInDays < policy.minimumWeighInDays {
            reasons.append(.tooFewWeighIns(days: evidence.weighInDays, needed: policy.minimumWeighInDays))
        }
        let span = evidence.weighInSpanDays
        if span < policy.minimumWeighInSpanDays {
            reasons.append(.weighInSpanTooShort(days: span, needed: policy.minimumWeighInSpanDays))
        }
        let sinceLast = evidence.daysSinceLastWeighIn
        if sinceLast.map({ $0 > policy.maximumDaysSinceLastWeighIn }) ?? true {
            reasons.append(.lastWeighInTooOld(daysBefore: sinceLast, allowed: policy.maximumDaysSinceLastWeighIn))
        }
        return reasons
    }

    /// A window of `days` (day 0 first, asOf the day after the last) described as the engine
    /// describes one, with the energy density of `prior`'s fat mass (or the policy's fixed figure)
    /// and its resting expenditure; `loggedDays` defaults to the evidence days plus `suspectDays`.
    package static func window(
        _ days: [MaintenanceDay], untrackedDays: Int = 0, suspectDays: Int = 0, loggedDays: Int? = nil,
        prior: MaintenancePrior, policy: MaintenancePolicy = .standard
    ) -> MaintenanceEvidence {
        MaintenanceEvidence(
            days: days, untrackedDays: untrackedDays, suspectDays: suspectDays, loggedDays: loggedDays,
            energyDensityKcalPerKg: prior.energyDensityKcalPerKg(policy), restingKcalPerDay: prior.restingKcalPerDay,
            policy: policy)
    }
}

/// What the equations say before any data: the line fit's prior.
public struct MaintenancePrior: Sendable, Equatable {
    /// Prior mean, kcal/day (NASEM 2023 TEE).
    public var kcalPerDay: Double
    /// Prior standard deviation, kcal/day (the NASEM per-sex SEE).
    public var standardDeviationKcalPerDay: Double
    /// Resting expenditure, kcal/day (Mifflin–St Jeor): implied maintenance below it signals under-logging.
    public var restingKcalPerDay: Double
    /// Fat mass, kg (from body fat % or Jackson 2002), for the Forbes energy density.
    public var fatMassKg: Double

    /// A prior with explicit values.
    public init(kcalPerDay: Double, standardDeviationKcalPerDay: Double, restingKcalPerDay: Double, fatMassKg: Double) {
        self.kcalPerDay = kcalPerDay
        self.standardDeviationKcalPerDay = standardDeviationKcalPerDay
        self.restingKcalPerDay = restingKcalPerDay
        self.fatMassKg = fatMassKg
    }

    /// The prior for a person: NASEM 2023 ± SEE, Mifflin–St Jeor REE, fat mass from body fat % or Jackson 2002.
    public init(_ estimate: EnergyEstimate) {
        self.init(
            kcalPerDay: estimate.nasemKcalPerDay,
            standardDeviationKcalPerDay: NASEM2023.standardErrorOfEstimateKcalPerDay(estimate.person.equationSex),
            restingKcalPerDay: estimate.mifflinRestingKcalPerDay,
            fatMassKg: InitialBodyComposition.fatMassKg(estimate.person))
    }

    /// The energy density the policy's rule gives this prior's fat mass, kcal/kg.
    func energyDensityKcalPerKg(_ policy: MaintenancePolicy) -> Double {
        switch policy.energyDensity {
        case .forbesPartition: EnergyDensity.forbesKcalPerKg(fatMassKg: fatMassKg)
        case .fixed: policy.fixedEnergyDensityKcalPerKg
        }
    }
}
