import NutritionEngine

/// Four maintenance estimators at weekly cuts of a real log, each seeing only the days before its cut,
/// beside the balance the following days reveal (`LookAheadBalance`). No truth is involved.
///
/// - engine: what `maintenance` says for the log truncated at the cut (asOf = the cut day), through
///   `CurrentMaintenance.decide(for: .learnedOnly, …)`, the function the command calls;
/// - TDEETracker: the real program on the days before the cut (a caller-supplied runner, so the
///   process stays outside this module's logic); its last line's TDEE ± 1.96·sd;
/// - naive: `NaiveBalance` on the 28 days before the cut (fewer when the log is shorter);
/// - equations: NASEM 2023 at the mean weigh-in of those days ± its 95 % interval.
public enum RealDataStudy {
    /// Runs TDEETracker on a log text (`yyyy-mm-dd weight kcal` lines) and returns its answer.
    public typealias Tracker = (String) -> CalibrationStudy.Answer?

    /// The estimators' answers at one cut.
    public struct Cut: Sendable {
        /// Day index of the cut in the log: the first day no estimator sees.
        public var index: Int
        /// The cut's date (the engine's asOf).
        public var date: CalendarDate
        /// The engine's estimate with its 95 % interval.
        public var engine: CalibrationStudy.Answer?
        /// The engine's status.
        public var engineStatus: MaintenanceEstimate.Status?
        /// The engine's Forbes energy density at the weight level of the cut, kcal/kg (the rule its
        /// filter reads the scale with: the fat mass moves with weight by the Forbes share).
        public var engineEnergyDensityKcalPerKg: Double?
        /// The real TDEETracker.
        public var tdeeTracker: CalibrationStudy.Answer?
        /// The naive 28-day balance.
        public var naive: CalibrationStudy.Answer?
        /// NASEM 2023.
        public var equations: CalibrationStudy.Answer?
        /// The look-ahead balance with the engine's ρ at the cut, when the log reaches far enough.
        public var lookAhead: LookAheadBalance?
        /// The same with 7,700 kcal/kg.
        public var lookAhead7700: LookAheadBalance?

        /// The answer of `estimator`.
        public func answer(_ estimator: Estimator) -> CalibrationStudy.Answer? {
            switch estimator {
            case .engine: engine
            case .tdeeTracker: tdeeTracker
            case .naive: naive
            case .equations: equations
            }
        }
    }

    /// The four estimators, in the report's order.
    public enum Estimator: String, Sendable, CaseIterable {
        case engine
        case tdeeTracker = "TDEETracker"
        case naive = "naive 28-day balance"
        case equations = "equations (NASEM 2023)"
    }

    /// Days before a cut that the naive balance and the equations' weight read.
    public static let windowDays = 28

    /// The estimators at each cut of `cuts` (day indices of `log`), for `person` (whose profile weight
    /// the engine's prior uses) with `dayLog` the document's days.
    public static func run(
        log: RealLog, dayLog: DayLog, person: Person, cuts: [Int], policy: Policy = .standard, tracker: Tracker?
    ) -> [Cut] {
        cuts.map { index in
            let date = log.date(index)
            var truncated = dayLog
            truncated.days = dayLog.days.filter { $0.date < date }
            truncated.declaredAsOf = date
            let assessment = CurrentMaintenance.decide(
                for: .learnedOnly, person: person, dayLog: truncated, policy: policy)?
                .assessment
            let engine = assessment.map {
                CalibrationStudy.Answer(
                    kcalPerDay: $0.estimate.kcalPerDay, low: $0.estimate.interval95LowKcalPerDay,
                    high: $0.estimate.interval95HighKcalPerDay)
            }
            let half = LookAheadBalance.halfWindowDays
            let level = log.meanWeight((index - half)..<(index + half + 1))?.kg
            let rho = assessment.map { assessment -> Double in
                guard policy.maintenance.energyDensity == .forbesPartition, let level else {
                    return assessment.estimate.energyDensityKcalPerKg
                }
                let composition = BodyComposition(
                    person: person, days: truncated.days, before: date,
                    recencyWindowDays: policy.maintenance.bodyFatReadingRecencyDays)
                let share = composition.fatMassKg / (composition.fatMassKg + EnergyDensity.forbesConstantKg)
                let fat = max(composition.fatMassKg + share * (level - composition.weightKg), 0.03 * level)
                return EnergyDensity.forbesKcalPerKg(fatMassKg: fat)
            }
            let window = max(index - windowDays, 0)..<index
            let weighIns = window.compactMap { day in log.weightKg[day].map { DayWeight(day: day, weightKg: $0) } }
            let naive = NaiveBalance.answer(intakesKcal: log.intakes(window), weighIns: weighIns)
            var equations: CalibrationStudy.Answer?
            if let mean = log.meanWeight(window)?.kg {
                var atWindow = person
                atWindow.weightKg = mean
                let estimate = EnergyEstimate(person: atWindow, policy: policy.estimate)
                equations = CalibrationStudy.Answer(
                    kcalPerDay: estimate.nasemKcalPerDay, low: estimate.nasemInterval95LowKcalPerDay,
                    high: estimate.nasemInterval95HighKcalPerDay)
            }
            let tracked = tracker.flatMap { run in
                let text = log.tdeeTrackerText(before: index)
                return text.isEmpty ? nil : run(text)
            }
            return Cut(
                index: index, date: date, engine: engine, engineStatus: assessment?.estimate.status,
                engineEnergyDensityKcalPerKg: rho, tdeeTracker: tracked, naive: naive, equations: equations,
                lookAhead: rho.flatMap { LookAheadBalance(log, cut: index, energyDensityKcalPerKg: $0) },
                lookAhead7700: LookAheadBalance(log, cut: index, energyDensityKcalPerKg: 7700))
        }
    }

    /// Weekly cuts of `log`: from day `first` every 7 days while the look-ahead fits in the log.
    public static func weeklyCuts(_ log: RealLog, first: Int = windowDays) -> [Int] {
        let last = log.count - 1 - LookAheadBalance.lookAheadDays - LookAheadBalance.halfWindowDays
        guard first <= last else { return [] }
        return Array(stride(from: first, through: last, by: 7))
    }
}
