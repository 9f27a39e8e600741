/// The already-classified days of one maintenance window, as the day ledger hands them over.
///
/// Day numbers count from the window's first day (0) to `windowDays − 1`; `asOf` is day
/// `windowDays`. Only evidence days carry an intake, only non-outlier weigh-ins carry a weight:
/// classification (evidence, suspect, outlier, untracked) is the ledger's job, not the estimator's.
public struct MaintenanceEvidence: Sendable, Equatable {
    /// One day of the window.
    public struct Day: Sendable, Equatable {
        /// Day number within the window, 0-based.
        public var day: Int
        /// Logged intake, kcal, only when the day is evidence (complete and trusted); else nil.
        public var intakeKcal: Double?
        /// Scale weight, kg, only when the day has a weigh-in that is not an outlier; else nil.
        public var weightKg: Double?

        /// A day of the window.
        public init(day: Int, intakeKcal: Double? = nil, weightKg: Double? = nil) {
            self.day = day
            self.intakeKcal = intakeKcal
            self.weightKg = weightKg
        }
    }

    /// The window's days (any order; days absent from the list have neither intake nor weight).
    public var days: [Day]
    /// First day of the window as a calendar date `YYYY-MM-DD`, echoed in the output (nil if unknown).
    public var windowStartDate: String?
    /// Last day of the window (the day before `asOf`), `YYYY-MM-DD`, echoed (nil if unknown).
    public var windowEndDate: String?
    /// Days of the window excluded as intake evidence, by reason (e.g. `unlogged`, `partial`,
    /// `suspect`, `untracked`), echoed in the output.
    public var excludedDaysByReason: [String: Int]
    /// Days the person marked untracked (travel, illness): they do not count against coverage.
    public var untrackedDays: Int
    /// Window days before the history starts (before the log's first listed day, or before a
    /// reset): nothing was being tracked yet, so they do not count against coverage either.
    var daysBeforeHistory: Int
    /// Days the ledger classed as suspect (logged but implausibly low or otherwise doubtful).
    public var suspectDays: Int
    /// Days with any intake logged (evidence, partial or suspect): the base of the suspect share.
    var loggedDays: Int

    /// Evidence for one window.
    public init(
        days: [Day], windowStartDate: String? = nil, windowEndDate: String? = nil,
        excludedDaysByReason: [String: Int] = [:], untrackedDays: Int = 0, suspectDays: Int = 0, loggedDays: Int? = nil,
        daysBeforeHistory: Int = 0
    ) {
        self.days = days
        self.windowStartDate = windowStartDate
        self.windowEndDate = windowEndDate
        self.excludedDaysByReason = excludedDaysByReason
        self.untrackedDays = untrackedDays
        self.daysBeforeHistory = daysBeforeHistory
        self.suspectDays = suspectDays
        self.loggedDays = loggedDays ?? (days.filter { $0.intakeKcal != nil }.count + suspectDays)
    }
}

/// What the equations say before any data: the prior of the maintenance estimate.
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
            kcalPerDay: estimate.nasemKcalPerDay, standardDeviationKcalPerDay: estimate.nasemStandardErrorKcalPerDay,
            restingKcalPerDay: estimate.mifflinRestingKcalPerDay,
            fatMassKg: InitialBodyComposition.fatMassKg(estimate.person))
    }
}
