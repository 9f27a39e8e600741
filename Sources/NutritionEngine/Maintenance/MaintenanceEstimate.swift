/// The trend-validated maintenance estimate for one window, unrounded, with its evidence.
public struct MaintenanceEstimate: Sendable, Equatable {
    /// Whether the gates passed.
    public enum Status: String, Sendable {
        /// Every gate passed.
        case estimated
        /// A gate failed: the best estimate is still reported, with its (wider) range and the reasons.
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

    /// A failed gate: a stable code and a plain sentence.
    public struct Reason: Sendable, Equatable {
        /// Stable identifier, e.g. `tooFewEvidenceDays`.
        public var code: String
        /// Plain explanation with the numbers.
        public var message: String
    }

    /// estimated or holding.
    public var status: Status
    /// Why holding (empty when estimated).
    public var holdingReasons: [Reason]
    /// Posterior mean maintenance, kcal/day.
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
    var confidenceReasons: [String]

    /// Days in the window.
    public var windowDays: Int
    /// First day of the window, `YYYY-MM-DD`, as the ledger gave it (nil if not given).
    public var windowStartDate: String?
    /// Last day of the window (the day before asOf), `YYYY-MM-DD` (nil if not given).
    public var windowEndDate: String?
    /// Days excluded as intake evidence, by reason, as the ledger gave them.
    public var excludedDaysByReason: [String: Int]
    /// Suspect days, and logged days (the base of the suspect share).
    public var suspectDays: Int
    /// Days with any intake logged.
    var loggedDays: Int
    /// Untracked days (not counted against coverage).
    public var untrackedDays: Int
    /// Evidence days (complete, trusted intake).
    public var evidenceDays: Int
    /// Evidence days as a percentage of tracked days (window minus untracked days).
    public var coveragePercent: Double
    /// Days with a non-outlier weigh-in.
    public var weighInDays: Int
    /// Days from the first to the last weigh-in (0 with fewer than two).
    var weighInSpanDays: Int
    /// Days from the last weigh-in to `asOf` (nil without weigh-ins).
    var daysSinceLastWeighIn: Int?
    /// Mean intake of the evidence days, kcal/day (nil without evidence days).
    public var meanEvidenceIntakeKcalPerDay: Double?
    /// Standard error of that mean as an estimate of the window's mean intake, kcal/day.
    var meanIntakeStandardErrorKcalPerDay: Double?
    /// The robust weight-rate fit (nil with fewer than two weigh-in days).
    public var rate: RobustWeightRate?
    /// Energy density applied to the rate, kcal/kg.
    public var energyDensityKcalPerKg: Double
    /// Which rule chose it.
    public var energyDensityRule: EnergyDensityRule
    /// Fat mass behind a Forbes energy density, kg.
    public var fatMassKg: Double
    /// The data-only estimate, mean intake − ρ·rate, kcal/day (nil when intake or rate is missing).
    public var dataKcalPerDay: Double?
    /// Its standard deviation, kcal/day.
    public var dataStandardErrorKcalPerDay: Double?
    /// The prior (equation) mean and SD, kcal/day.
    public var prior: MaintenancePrior
    /// Share of the posterior precision from the prior, 0...1 (1 = formula only).
    public var priorWeight: Double
    /// True when logged intake implies maintenance below resting expenditure or many days are suspect.
    public var loggingLooksIncomplete: Bool
    /// Plain sentences for the person (logging signals, holding).
    public var notes: [String]
    /// The whole-history state-space posterior behind `kcalPerDay` (nil when the window line fit alone
    /// was asked for, or when there is no weigh-in or intake to filter: then the prior is reported).
    public var stateSpace: StateSpaceMaintenance.Result? = nil
    /// Where the fat mass behind the energy density came from (nil: the prior's fat mass, unlabelled).
    var bodyComposition: BodyComposition? = nil

    /// Share of the posterior precision from the data, 0...1.
    var dataWeight: Double { 1 - priorWeight }
}
