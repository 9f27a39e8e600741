/// What the 28 days before asOf show, described and not estimated: how many days are evidence and
/// why the others are not, the mean intake of the evidence days, the robust weight rate, the
/// energy balance they imply (D = Ī − ρ·b) and the logging signals read from it.
///
/// The number `maintenance` reports is the whole-history filter's (`MaintenanceEstimate`); this is
/// the evidence shown beside it, and its logging signals lower the estimate's confidence. Day
/// numbers count from the window's first day (0) to `windowDays − 1`; asOf is day `windowDays`.
/// Classification (evidence, suspect, outlier, untracked) is the ledger's job: only evidence days
/// (`MaintenanceDay.isEvidence`) count as intake here, only usable weigh-ins carry a weight.
public struct MaintenanceEvidence: Sendable, Equatable {
    /// The window's days in order; days before the history starts are empty.
    package var days: [MaintenanceDay]
    /// First day of the window, `YYYY-MM-DD`, as the ledger gave it (nil if not given).
    public var windowStartDate: String?
    /// Last day of the window (the day before asOf), `YYYY-MM-DD` (nil if not given).
    public var windowEndDate: String?
    /// Days of the window excluded as intake evidence, by reason (the ledger's `ExclusionReason`
    /// names, and `beforeReset`).
    public var excludedDaysByReason: [String: Int]
    /// Days the person marked untracked (travel, illness): they do not count against coverage.
    public var untrackedDays: Int
    /// Window days before the history starts (before the log's first listed day, or before a
    /// reset): nothing was being tracked yet, so they do not count against coverage either.
    var daysBeforeHistory: Int
    /// Days the ledger classed as suspect (logged but implausibly low or high).
    public var suspectDays: Int
    /// Days with any intake logged (evidence, partial or suspect): the base of the suspect share.
    var loggedDays: Int

    /// Evidence days (complete, trusted intake).
    public var evidenceDays: Int
    /// Evidence days as a percentage of tracked days (the window minus untracked days and days before
    /// the history).
    public var coveragePercent: Double
    /// Days with a usable weigh-in.
    public var weighInDays: Int
    /// Days from the first to the last weigh-in (0 with fewer than two).
    package var weighInSpanDays: Int
    /// Days from the last weigh-in to asOf (nil without weigh-ins).
    package var daysSinceLastWeighIn: Int?
    /// Mean intake of the evidence days, kcal/day (nil without evidence days).
    public var meanEvidenceIntakeKcalPerDay: Double?
    /// Standard error of that mean as an estimate of the window's mean intake, kcal/day.
    var meanIntakeStandardErrorKcalPerDay: Double?
    /// The robust weight-rate fit (nil with fewer than two weigh-in days).
    public var rate: RobustWeightRate?
    /// Energy density applied to the rate, kcal/kg (the estimate's own).
    public var energyDensityKcalPerKg: Double
    /// The window's energy balance, mean intake − ρ·rate, kcal/day (nil when intake or rate is missing).
    public var dataKcalPerDay: Double?
    /// Its variance, kcal²/day² (kept as computed: the line fit in the lab weighs by it).
    package var dataVarianceKcal2: Double?
    /// What the window says about the logging (empty when nothing looks incomplete).
    public var loggingSignals: [LoggingSignal]

    /// A sign in the window that the log misses food.
    public enum LoggingSignal: Sendable, Equatable {
        /// The window's energy balance (`impliedKcalPerDay`) is below resting expenditure
        /// (`restingKcalPerDay`, Mifflin–St Jeor): logging looks incomplete.
        case impliedMaintenanceBelowResting(impliedKcalPerDay: Double, restingKcalPerDay: Double)
        /// At least `thresholdPercent` of the logged days are suspect.
        case manySuspectDays(suspectDays: Int, loggedDays: Int, percent: Double, thresholdPercent: Double)

        /// The sentence for the person.
        public var note: String {
            switch self {
            case .impliedMaintenanceBelowResting(let implied, let resting):
                "Logged intake and weight change imply a maintenance of \(JSONWriter.format(implied.roundedTo(1))) "
                    + "kcal/day, below the resting expenditure of \(JSONWriter.format(resting.roundedTo(1))) kcal/day "
                    + "(Mifflin-St Jeor): logging looks incomplete, so this estimate probably reads low. It is "
                    + "reported as computed, not clamped."
            case .manySuspectDays(let suspect, let logged, let percent, let threshold):
                "\(suspect) of \(logged) logged days look suspect (\(JSONWriter.format(percent.roundedTo(1))) %, "
                    + "threshold \(JSONWriter.format(threshold)) %): logging looks incomplete, so the estimate may "
                    + "read low."
            }
        }
    }

    /// Days in the window.
    public var windowDays: Int { days.count }
    /// The first day of the window the history covers, `YYYY-MM-DD`: after the days before the log's
    /// first day or before a reset (they open the window), so a statement names the days actually
    /// used (7 after a reset a week ago, not the window's 28).
    var historyStartDate: String? {
        guard let text = windowStartDate, let start = CalendarDate(iso: text) else { return windowStartDate }
        return start.adding(days: daysBeforeHistory).description
    }
    /// The standard deviation of `dataKcalPerDay`, kcal/day.
    public var dataStandardErrorKcalPerDay: Double? { dataVarianceKcal2.map { $0.squareRoot() } }
    /// True when the window's logging signals say the log misses food.
    public var loggingLooksIncomplete: Bool { !loggingSignals.isEmpty }

    /// The evidence of the window `days` (in day order, `policy.windowDays` of them from the ledger)
    /// with the ledger's counts, the energy balance read with `energyDensityKcalPerKg` and judged
    /// against `restingKcalPerDay`. `loggedDays` defaults to the evidence days plus the suspect ones.
    package init(
        days: [MaintenanceDay], windowStartDate: String? = nil, windowEndDate: String? = nil,
        excludedDaysByReason: [String: Int] = [:], untrackedDays: Int = 0, daysBeforeHistory: Int = 0,
        suspectDays: Int = 0, loggedDays: Int? = nil, energyDensityKcalPerKg: Double, restingKcalPerDay: Double,
        policy: MaintenancePolicy
    ) {
        self.days = days
        self.windowStartDate = windowStartDate
        self.windowEndDate = windowEndDate
        self.excludedDaysByReason = excludedDaysByReason
        self.untrackedDays = untrackedDays
        self.daysBeforeHistory = daysBeforeHistory
        self.suspectDays = suspectDays
        let logged = loggedDays ?? (days.filter(\.isEvidence).count + suspectDays)
        self.loggedDays = logged
        self.energyDensityKcalPerKg = energyDensityKcalPerKg

        let windowDays = days.count
        var intakes: [Double] = []
        var weighIns: [DayWeight] = []
        // At most one of each per day: room up front instead of growing by doubling.
        intakes.reserveCapacity(windowDays)
        weighIns.reserveCapacity(windowDays)
        // Indexed by day offset (a dictionary keyed by offset before issue 25: the same values).
        var intakeByOffset = [Double?](repeating: nil, count: windowDays)
        for (day, entry) in days.enumerated() {
            if let kcal = entry.evidenceKcal {
                intakes.append(kcal)
                intakeByOffset[day] = kcal
            }
            if let weight = entry.weightKg { weighIns.append(DayWeight(day: day, weightKg: weight)) }
        }
        // Coverage counts from the first tracked day: days marked untracked and days before the log
        // (or before a reset) were never meant to be logged.
        let trackedDays = max(windowDays - untrackedDays - daysBeforeHistory, 1)
        evidenceDays = intakes.count
        coveragePercent = 100 * Double(intakes.count) / Double(trackedDays)
        weighInDays = weighIns.count
        weighInSpanDays = weighIns.count >= 2 ? weighIns[weighIns.count - 1].day - weighIns[0].day : 0
        daysSinceLastWeighIn = weighIns.last.map { windowDays - $0.day }

        // Intake: Var Ī = s²/n · max(1 − n/N, f), a finite-population correction for the unlogged
        // tracked days, floored at f for per-day logging error.
        var intakeVariance: Double?
        if !intakes.isEmpty {
            let n = Double(intakes.count)
            let mean = intakes.reduce(0, +) / n
            let sampleVariance =
                intakes.count >= 2
                ? intakes.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1) : (0.25 * mean) * (0.25 * mean)
            let unloggedShare = max(1 - n / Double(trackedDays), policy.intakeVarianceFloorFraction)
            meanEvidenceIntakeKcalPerDay = mean
            intakeVariance = sampleVariance / n * unloggedShare
        }
        meanIntakeStandardErrorKcalPerDay = intakeVariance.map { $0.squareRoot() }

        // Weight: the robust rate, after the water that intake swings put on the scale.
        var fitted = weighIns
        if policy.adjustForIntakeWater {
            let water = IntakeWaterAdjustment.waterKg(intakeByOffset: intakeByOffset)
            fitted = weighIns.map { DayWeight(day: $0.day, weightKg: $0.weightKg - water[$0.day]) }
        }
        rate = RobustWeightRate.fit(fitted, settings: RobustWeightRate.Settings(policy))

        // The balance D = Ī − ρ·b, Var D = Var Ī + ρ²·SE(b)² + (s_ρ·ρ·b)² + m².
        if let mean = meanEvidenceIntakeKcalPerDay, let intakeVariance, let rate {
            let storedKcalPerDay = energyDensityKcalPerKg * rate.kgPerDay
            dataKcalPerDay = mean - storedKcalPerDay
            let rateSD = energyDensityKcalPerKg * rate.standardErrorKgPerDay
            let densitySD = policy.energyDensityRelativeStandardDeviation * storedKcalPerDay
            dataVarianceKcal2 =
                intakeVariance + rateSD * rateSD + densitySD * densitySD + policy.modelErrorKcalPerDay
                * policy.modelErrorKcalPerDay
        }

        var signals: [LoggingSignal] = []
        if let data = dataKcalPerDay, data < restingKcalPerDay {
            signals.append(
                .impliedMaintenanceBelowResting(impliedKcalPerDay: data, restingKcalPerDay: restingKcalPerDay))
        }
        let suspectPercent = logged > 0 ? 100 * Double(suspectDays) / Double(logged) : 0
        if suspectPercent >= policy.suspectDaysIncompletePercent {
            signals.append(
                .manySuspectDays(
                    suspectDays: suspectDays, loggedDays: logged, percent: suspectPercent,
                    thresholdPercent: policy.suspectDaysIncompletePercent))
        }
        loggingSignals = signals
    }
}
