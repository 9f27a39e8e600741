/// The trend-validated maintenance estimate: the whole-history filter's posterior (`StateSpaceMaintenance`),
/// with its status, holding reasons and confidence, each decided once, here.
///
/// Holding means evidence is genuinely missing: no usable weigh-in, or fewer than 3 logged intake
/// days, since the history starts; then the filter prior is reported. Otherwise the status is
/// `estimated` however little data there is, and the confidence follows the posterior's 95 %
/// half-width (then lowered by the window's logging signals, `MaintenanceEvidence.loggingSignals`).
public struct MaintenanceEstimate: Sendable, Equatable {
    /// Whether the evidence the filter needs is there.
    public enum Status: String, Sendable {
        /// The filter ran on the history.
        case estimated
        /// Evidence is missing: the filter prior is reported with its wide range, and the reasons.
        case holding
    }

    /// How much to trust the estimate (thresholds on the 95 % half-width in `MaintenancePolicy`).
    public enum Confidence: String, Sendable, Comparable {
        /// Half-width above `moderateConfidenceHalfWidthKcalPerDay`, holding, or logging looks incomplete.
        case low
        /// Half-width at most `moderateConfidenceHalfWidthKcalPerDay`.
        case moderate
        /// Half-width at most `highConfidenceHalfWidthKcalPerDay`.
        case high

        /// The level a 95 % half-width (kcal/day) earns under `policy`'s thresholds, before the
        /// holding and logging signals lower it.
        public init(halfWidthKcalPerDay halfWidth: Double, policy: MaintenancePolicy) {
            self =
                halfWidth <= policy.highConfidenceHalfWidthKcalPerDay
                ? .high : halfWidth <= policy.moderateConfidenceHalfWidthKcalPerDay ? .moderate : .low
        }

        private var rank: Int {
            switch self {
            case .low: 0
            case .moderate: 1
            case .high: 2
            }
        }

        /// Lower confidence sorts first.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

        /// One step lower (low stays low).
        public var lowered: Confidence {
            switch self {
            case .high: .moderate
            case .moderate, .low: .low
            }
        }
    }

    /// Why the estimate holds: the evidence the filter cannot run without.
    public enum Reason: Sendable, Equatable {
        /// No usable weigh-in since the history starts.
        case noWeighIns
        /// Fewer than `needed` intake days the filter can read since the history starts.
        case tooFewIntakeDays(logged: Int, needed: Int)

        /// The stable codes.
        public enum Code: String, Sendable, CaseIterable {
            /// `noWeighIns`.
            case noWeighIns
            /// `tooFewIntakeDays`.
            case tooFewIntakeDays
        }

        /// The stable code.
        public var code: Code {
            switch self {
            case .noWeighIns: .noWeighIns
            case .tooFewIntakeDays: .tooFewIntakeDays
            }
        }

        /// A plain sentence with the numbers.
        public var message: String {
            switch self {
            case .noWeighIns: "no usable weigh-in since the history starts: the weight change cannot be read"
            case .tooFewIntakeDays(let logged, let needed):
                "\(logged) logged intake days since the history starts; at least \(needed) are needed"
            }
        }

        /// The reasons `history` holds for: what the filter needs and does not have
        /// (`StateSpaceMaintenance.readableCounts`, the count the filter guards on).
        static func reasons(for history: [MaintenanceDay]) -> [Reason] {
            let counts = StateSpaceMaintenance.readableCounts(history)
            var reasons: [Reason] = []
            if counts.weighIns == 0 { reasons.append(.noWeighIns) }
            if counts.intakeDays < StateSpaceMaintenance.minimumIntakeDays {
                reasons.append(
                    .tooFewIntakeDays(logged: counts.intakeDays, needed: StateSpaceMaintenance.minimumIntakeDays))
            }
            return reasons
        }
    }

    /// Why the confidence is what it is, in the order the rules applied.
    public enum ConfidenceReason: Sendable, Equatable {
        /// The level the posterior's 95 % half-width earns against the policy's two thresholds.
        case halfWidth(kcalPerDay: Double, highAtMost: Double, moderateAtMost: Double)
        /// Holding: confidence is low.
        case holding
        /// The window's energy balance is below resting expenditure: confidence is low.
        case impliedMaintenanceBelowResting
        /// Many suspect days: confidence one step lower.
        case manySuspectDays

        /// A plain sentence.
        public var sentence: String {
            switch self {
            case .halfWidth(let halfWidth, let high, let moderate):
                "posterior 95 % half-width \(JSONWriter.format(halfWidth.roundedTo(1))) kcal/day: high at most "
                    + "\(JSONWriter.format(high)), moderate at most \(JSONWriter.format(moderate)), low above"
            case .holding: "holding: evidence is missing, so the prior is reported and confidence is low"
            case .impliedMaintenanceBelowResting:
                "the window's logged intake and weight change imply maintenance below resting expenditure: "
                    + "confidence low"
            case .manySuspectDays: "many suspect days: confidence lowered one step"
            }
        }
    }

    /// Why holding (empty when estimated).
    public var holdingReasons: [Reason]
    /// Posterior mean maintenance over the last `MaintenancePolicy.windowDays` days before asOf
    /// (the prior's when holding), kcal/day, in the person's logging units.
    public var kcalPerDay: Double
    /// Posterior standard deviation, kcal/day.
    public var standardErrorKcalPerDay: Double
    /// Lower end of the 95 % interval, kcal/day.
    public var interval95LowKcalPerDay: Double
    /// Upper end of the 95 % interval, kcal/day.
    public var interval95HighKcalPerDay: Double
    /// low, moderate or high.
    public var confidence: Confidence
    /// Why the confidence is what it is.
    public var confidenceReasons: [ConfidenceReason]
    /// Energy density the filter read the scale with, kcal/kg.
    public var energyDensityKcalPerKg: Double
    /// Where the fat mass behind the energy density came from.
    public var bodyComposition: BodyComposition
    /// Share of the prior in the posterior: posterior variance over prior variance, 0...1 (1 = the prior alone).
    public var priorWeight: Double
    /// The filter's posterior and what it rests on (nil when holding: then the prior is reported).
    public var stateSpace: StateSpaceMaintenance.Result?

    /// estimated or holding.
    public var status: Status { holdingReasons.isEmpty ? .estimated : .holding }
    /// Share of the posterior from the data, 0...1.
    public var dataWeight: Double { 1 - priorWeight }
    /// The estimate's own sentence for the person (the window's logging signals have theirs).
    var note: String? {
        holdingReasons.isEmpty
            ? nil
            : "Holding: without weigh-ins and logged intake the estimate is the equations' prior (widened for "
                + "under-reporting and self-reported activity), with its wide range."
    }

    /// The posterior for `history` under `prior`, reading the scale with `energyDensityKcalPerKg`
    /// (the fat mass of `composition` when the policy's rule is Forbes), with `restingKcalPerDay`
    /// for the weight-linked expenditure, and its confidence lowered by the signals of `evidence`.
    init(
        history: [MaintenanceDay], prior: FilterPrior, energyDensityKcalPerKg rho: Double,
        composition: BodyComposition, restingKcalPerDay: Double, evidence: MaintenanceEvidence,
        policy: MaintenancePolicy
    ) {
        holdingReasons = Reason.reasons(for: history)
        var settings = policy.stateSpace
        settings.targetDays = policy.windowDays
        stateSpace =
            holdingReasons.isEmpty
            ? StateSpaceMaintenance.estimate(
                days: history, priorKcalPerDay: prior.kcalPerDay,
                priorStandardDeviationKcalPerDay: prior.standardDeviationKcalPerDay,
                equationsKcalPerDay: prior.equationsKcalPerDay, energyDensityKcalPerKg: rho,
                fatMassAt: policy.energyDensity == .forbesPartition
                    ? (composition.fatMassKg, composition.weightKg) : nil,
                restingKcalPerDay: restingKcalPerDay, settings: settings) : nil
        let mean = stateSpace?.kcalPerDay ?? prior.kcalPerDay
        let sd = stateSpace?.standardDeviationKcalPerDay ?? prior.standardDeviationKcalPerDay
        let halfWidth = policy.intervalZ * sd
        kcalPerDay = mean
        standardErrorKcalPerDay = sd
        interval95LowKcalPerDay = mean - halfWidth
        interval95HighKcalPerDay = mean + halfWidth
        energyDensityKcalPerKg = rho
        bodyComposition = composition
        priorWeight = min(
            max((sd * sd) / (prior.standardDeviationKcalPerDay * prior.standardDeviationKcalPerDay), 0), 1)

        var confidence = Confidence(halfWidthKcalPerDay: halfWidth, policy: policy)
        var reasons: [ConfidenceReason] = [
            .halfWidth(
                kcalPerDay: halfWidth, highAtMost: policy.highConfidenceHalfWidthKcalPerDay,
                moderateAtMost: policy.moderateConfidenceHalfWidthKcalPerDay)
        ]
        if !holdingReasons.isEmpty {
            confidence = .low
            reasons.append(.holding)
        }
        for signal in evidence.loggingSignals {
            switch signal {
            case .impliedMaintenanceBelowResting:
                confidence = .low
                reasons.append(.impliedMaintenanceBelowResting)
            case .manySuspectDays:
                confidence = confidence.lowered
                reasons.append(.manySuspectDays)
            }
        }
        self.confidence = confidence
        confidenceReasons = reasons
    }
}
