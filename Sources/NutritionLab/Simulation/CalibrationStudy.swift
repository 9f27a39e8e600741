import NutritionEngine

/// The calibration study: synthetic trainees, three estimators, and their errors against the truth.
public enum CalibrationStudy {
    /// One estimator's answer for one trainee, kcal/day.
    public struct Answer: Sendable {
        /// Point estimate, kcal/day.
        public var kcalPerDay: Double
        /// Lower end of the stated 95 % interval, kcal/day.
        public var low: Double
        /// Upper end of the stated 95 % interval, kcal/day.
        public var high: Double

        /// An answer with its interval.
        public init(kcalPerDay: Double, low: Double, high: Double) {
            self.kcalPerDay = kcalPerDay
            self.low = low
            self.high = high
        }
    }

    /// What the study records for one trainee.
    public struct Record: Sendable {
        /// Weeks of data (the plan length).
        public var weeks: Int
        /// Marginal SD of the scale's water noise, kg.
        public var waterNoiseKg: Double
        /// True mean expenditure of the window, kcal/day.
        public var truthKcalPerDay: Double
        /// The same in logging units (minus the consistent under-reporting), kcal/day.
        public var truthLoggingUnitsKcalPerDay: Double
        /// Consistent under-reporting fraction.
        public var underReportingFraction: Double
        /// Planned intake relative to the true baseline (−0.2 = 20 % deficit).
        public var planFraction: Double = 0
        /// Days logged partly without being flagged (they look complete), in the whole plan.
        public var unflaggedPartialDays: Int = 0
        /// The engine's estimate.
        public var engine: Answer
        /// The engine's status and confidence.
        public var engineStatus: MaintenanceEstimate.Status
        /// The engine's confidence.
        public var engineConfidence: MaintenanceEstimate.Confidence
        /// Whether the engine said logging looks incomplete.
        public var engineSaysIncomplete: Bool
        /// Naive: mean logged intake − 7,700 × OLS slope, with an iid interval.
        public var naive: Answer?
        /// NASEM 2023 alone, ± 1.96·SEE.
        public var prior: Answer
        /// The previous method: the 28-day window line fit with the equation prior (`LineFitEstimate`).
        public var lineFit: Answer
        /// The real TDEETracker (run outside, as a separate process), when its results were given.
        public var peer: Answer?
        /// The information limit (`InformationLimit`: the filter told every hidden quantity), when asked for.
        public var informationLimit: Answer?
        /// Holding reasons of the engine (codes).
        public var engineHoldingCodes: [MaintenanceEstimate.Reason.Code]
    }

    /// Plan day 0 of every simulated trainee (any date works: the ledger only counts days).
    static let planStartDate = CalendarDate(dayNumber: 20_454)  // 2026-01-01

    /// Simulates `trainees` people from `seed` and records every estimator's answer (with
    /// `informationLimit`, also the filter told every hidden quantity).
    public static func run(
        seed: UInt64, trainees: Int, policy: Policy = .standard, variant: SyntheticTrainee.Variant = .base,
        peer: [Int: Answer] = [:], informationLimit: Bool = false
    ) -> [Record] {
        var random = SplitMix64(seed: seed)
        var records: [Record] = []
        records.reserveCapacity(trainees)
        for index in 0..<trainees {
            let trainee = SyntheticTrainee.generate(
                using: &random, windowDays: policy.maintenance.windowDays, variant: variant)
            var record = record(trainee, policy: policy)
            record.peer = peer[index]
            if informationLimit { record.informationLimit = InformationLimit.answer(trainee, policy: policy) }
            records.append(record)
        }
        return records
    }

    /// Each trainee's log as TDEETracker reads it (`yyyy-mm-dd weight_kg kcal` per line), keyed by the
    /// trainee's index, for the same seed and count as `run`.
    public static func peerInputs(
        seed: UInt64, trainees: Int, policy: Policy = .standard, variant: SyntheticTrainee.Variant = .base
    ) -> [String] {
        var random = SplitMix64(seed: seed)
        return (0..<trainees).map { _ in
            SyntheticTrainee.generate(using: &random, windowDays: policy.maintenance.windowDays, variant: variant)
                .tdeeTrackerLog(startDate: planStartDate)
        }
    }

    /// The shipped pipeline, as `maintenance` runs it: the trainee's days as a document, the day
    /// ledger judging them against the equation estimate, the window's evidence, the estimator.
    static func record(_ trainee: SyntheticTrainee, policy: Policy) -> Record {
        let window = Array(trainee.days.suffix(policy.maintenance.windowDays))
        let scale = window.compactMap(\.scaleWeightKg)
        var person = trainee.person
        if !scale.isEmpty { person.weightKg = scale.reduce(0, +) / Double(scale.count) }
        let equations = EnergyEstimate(person: person, policy: policy.estimate)
        guard
            let assessment = MaintenanceAssessment(
                person: person, dayLog: trainee.dayLog(startDate: planStartDate), policy: policy)
        else { preconditionFailure("a trainee's log always has an asOf date, so it always has a ledger") }
        let estimate = assessment.estimate
        // The line fit reads the same window, described as the engine describes it.
        let lineFit = LineFitEstimate(
            assessment.evidence, prior: MaintenancePrior(equations), policy: policy.maintenance)
        return Record(
            weeks: trainee.planWeeks, waterNoiseKg: trainee.waterNoiseKg,
            truthKcalPerDay: trainee.trueWindowExpenditureKcalPerDay,
            truthLoggingUnitsKcalPerDay: trainee.trueWindowExpenditureLoggingUnitsKcalPerDay,
            underReportingFraction: trainee.underReportingFraction, planFraction: trainee.planFraction,
            unflaggedPartialDays: trainee.days.filter { $0.logKind == .partialUnflagged }.count,
            engine: Answer(
                kcalPerDay: estimate.kcalPerDay, low: estimate.interval95LowKcalPerDay,
                high: estimate.interval95HighKcalPerDay),
            engineStatus: estimate.status, engineConfidence: estimate.confidence,
            engineSaysIncomplete: assessment.evidence.loggingLooksIncomplete,
            naive: naive(window),
            prior: Answer(
                kcalPerDay: equations.nasemKcalPerDay, low: equations.nasemInterval95LowKcalPerDay,
                high: equations.nasemInterval95HighKcalPerDay),
            lineFit: Answer(
                kcalPerDay: lineFit.kcalPerDay, low: lineFit.interval95LowKcalPerDay,
                high: lineFit.interval95HighKcalPerDay),
            peer: nil, engineHoldingCodes: estimate.holdingReasons.map(\.code))
    }

    /// The naive tracker (`NaiveBalance`) on the window: every logged intake, partial days included,
    /// and every weigh-in.
    static func naive(_ window: [SyntheticTrainee.Day]) -> Answer? {
        NaiveBalance.answer(
            intakesKcal: window.compactMap(\.loggedIntakeKcal),
            weighIns: window.enumerated().compactMap { index, day in
                day.scaleWeightKg.map { DayWeight(day: index, weightKg: $0) }
            })
    }

    /// Error statistics of one estimator against one truth.
    public struct Summary: Sendable {
        /// Trainees with an answer.
        public var count: Int
        /// Mean error (estimate − truth), kcal/day.
        public var biasKcalPerDay: Double
        /// Mean absolute error, kcal/day.
        public var meanAbsoluteErrorKcalPerDay: Double
        /// 90th percentile of the absolute error, kcal/day.
        public var p90AbsoluteErrorKcalPerDay: Double
        /// Share of stated 95 % intervals containing the truth, percent.
        public var coveragePercent: Double
        /// Mean 95 % half-width, kcal/day.
        public var meanHalfWidthKcalPerDay: Double

        /// The statistics of `pairs` (answer, truth); nil when empty.
        public init?(_ pairs: [(Answer, Double)]) {
            guard !pairs.isEmpty else { return nil }
            let n = Double(pairs.count)
            let errors = pairs.map { $0.0.kcalPerDay - $0.1 }
            let absolute = errors.map(abs).sorted()
            count = pairs.count
            biasKcalPerDay = errors.reduce(0, +) / n
            meanAbsoluteErrorKcalPerDay = absolute.reduce(0, +) / n
            // Nearest-rank percentile.
            p90AbsoluteErrorKcalPerDay = absolute[min(Int((0.9 * n).rounded(.up)) - 1, absolute.count - 1)]
            coveragePercent = 100 * Double(pairs.filter { $0.0.low <= $0.1 && $0.1 <= $0.0.high }.count) / n
            meanHalfWidthKcalPerDay = pairs.reduce(0) { $0 + ($1.0.high - $1.0.low) / 2 } / n
        }
    }
}
