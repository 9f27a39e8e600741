import NutritionEngine
import TestSupport

/// Meals as evidence of a complete day, measured (issue 23 item 3, `Reports/meal-evidence.md`).
///
/// Each simulated person is a calibration trainee with a meal-level log (`MealLogTrainee`). The same
/// logged intakes are read twice by the shipped pipeline (`MaintenanceAssessment`): as day-level
/// intakes (no meals: the current rule, 0.7 × the person's own recent median, is the only partial-day
/// question) and as the foods that make them up (the meal rule beside it, and the filter's partial-day
/// mixture reading the meal evidence's odds factor). The person answers no question in either run, so
/// the difference is the evidence alone.
///
/// Partial-day detection is scored on the days whose completeness the person left unknown (complete
/// logs and unflagged partial ones; flagged, untracked and unlogged days are no question): a positive
/// is a day the pipeline asks about, the truth is an unflagged partial log.
public enum MealEvidenceStudy {
    /// Days asked about against the truth.
    public struct Detection: Sendable, Equatable {
        /// Partial days asked about.
        public var truePositives = 0
        /// Complete days asked about.
        public var falsePositives = 0
        /// Partial days not asked about.
        public var falseNegatives = 0
        /// Complete days not asked about.
        public var trueNegatives = 0

        /// Asked-about days that are partial, percent (nil when nothing is asked about).
        public var precisionPercent: Double? {
            truePositives + falsePositives == 0
                ? nil : 100 * Double(truePositives) / Double(truePositives + falsePositives)
        }
        /// Partial days asked about, percent (nil without partial days).
        public var recallPercent: Double? {
            truePositives + falseNegatives == 0
                ? nil : 100 * Double(truePositives) / Double(truePositives + falseNegatives)
        }

        mutating func count(asked: Bool, partial: Bool) {
            switch (asked, partial) {
            case (true, true): truePositives += 1
            case (true, false): falsePositives += 1
            case (false, true): falseNegatives += 1
            case (false, false): trueNegatives += 1
            }
        }

        mutating func add(_ other: Detection) {
            truePositives += other.truePositives
            falsePositives += other.falsePositives
            falseNegatives += other.falseNegatives
            trueNegatives += other.trueNegatives
        }
    }

    /// What the study records for one person.
    public struct Record: Sendable {
        /// Weeks of data (the plan length).
        public var weeks: Int
        /// True mean expenditure of the window in logging units, kcal/day.
        public var truthLoggingUnitsKcalPerDay: Double
        /// The estimate from day-level intakes (no meal evidence).
        public var withoutMeals: CalibrationStudy.Answer
        /// The estimate from the same intakes as foods (meal evidence in the filter).
        public var withMeals: CalibrationStudy.Answer
        /// The current rule alone (day-level log).
        public var currentRule = Detection()
        /// The meal rule alone (days with a meal claim; before enough history, never asked).
        public var mealRule = Detection()
        /// What the pipeline with foods asks about: either rule.
        public var either = Detection()
        /// Days with a meal claim (enough history) whose meals are short, whatever their energy, against
        /// the truth: the likelihood ratios the policy's odds factors stand for.
        public var mealClaims = Detection()
    }

    /// Simulates `trainees` people from `seed` (the calibration study's trainees for that seed) and
    /// records both runs of each.
    public static func run(seed: UInt64, trainees: Int, policy: Policy = .standard) -> [Record] {
        var random = SplitMix64(seed: seed)
        return (0..<trainees).map { index in
            let trainee = SyntheticTrainee.generate(using: &random, windowDays: policy.maintenance.windowDays)
            // The meals from their own generator, so the trainees are the calibration study's.
            var meals = SplitMix64(seed: seed ^ (0x9E37_79B9_7F4A_7C15 &* UInt64(index + 1)))
            return record(MealLogTrainee(trainee, random: &meals), policy: policy)
        }
    }

    static func record(_ person: MealLogTrainee, policy: Policy) -> Record {
        let trainee = person.trainee
        let start = CalibrationStudy.planStartDate
        // The person's weight as the calibration study gives it: the window's mean scale reading.
        var body = trainee.person
        let scale = trainee.days.suffix(policy.maintenance.windowDays).compactMap(\.scaleWeightKg)
        if !scale.isEmpty { body.weightKg = scale.reduce(0, +) / Double(scale.count) }
        guard
            let plain = MaintenanceAssessment(
                person: body, dayLog: person.dayLog(startDate: start, foods: false), policy: policy),
            let foods = MaintenanceAssessment(
                person: body, dayLog: person.dayLog(startDate: start, foods: true), policy: policy)
        else { preconditionFailure("a trainee's log always has an asOf date, so it always has a ledger") }
        var record = Record(
            weeks: trainee.planWeeks, truthLoggingUnitsKcalPerDay: trainee.trueWindowExpenditureLoggingUnitsKcalPerDay,
            withoutMeals: answer(plain.estimate), withMeals: answer(foods.estimate))
        for day in trainee.days where day.logKind == .complete || day.logKind == .partialUnflagged {
            let date = start.adding(days: day.day)
            guard let before = plain.ledger.day(date), let after = foods.ledger.day(date) else { continue }
            let partial = day.logKind == .partialUnflagged
            record.currentRule.count(asked: before.awaitsPartialDayReview, partial: partial)
            record.mealRule.count(asked: after.mealEvidence?.suggestsPartialLog == true, partial: partial)
            record.either.count(asked: after.awaitsPartialDayReview, partial: partial)
            if let evidence = after.mealEvidence {
                record.mealClaims.count(asked: evidence.mealsShort, partial: partial)
            }
        }
        return record
    }

    static func answer(_ estimate: MaintenanceEstimate) -> CalibrationStudy.Answer {
        CalibrationStudy.Answer(
            kcalPerDay: estimate.kcalPerDay, low: estimate.interval95LowKcalPerDay,
            high: estimate.interval95HighKcalPerDay)
    }

    /// The detections of `records` summed, read by `path`.
    public static func total(_ records: [Record], _ path: KeyPath<Record, Detection>) -> Detection {
        records.reduce(into: Detection()) { $0.add($1[keyPath: path]) }
    }

    /// The likelihood ratios of a meal claim, from `claims` (positive: the day's meals suggest a partial
    /// log): P(short | partial) / P(short | complete), and P(usual | partial) / P(usual | complete).
    public static func likelihoodRatios(_ claims: Detection) -> (short: Double, usual: Double)? {
        let partial = Double(claims.truePositives + claims.falseNegatives)
        let complete = Double(claims.falsePositives + claims.trueNegatives)
        guard partial > 0, complete > 0, claims.falsePositives > 0, claims.trueNegatives > 0 else { return nil }
        return (
            (Double(claims.truePositives) / partial) / (Double(claims.falsePositives) / complete),
            (Double(claims.falseNegatives) / partial) / (Double(claims.trueNegatives) / complete)
        )
    }
}
