import NutritionEngine
import TestSupport

/// A simulated person's food log at meal level (issue 23): a calibration trainee's days (truth,
/// scale, which days are unlogged, partial or untracked) with every logged day split into meals and
/// foods by the person's own habits, and each partial day's log made by leaving a meal out or
/// logging part of one.
///
/// The trainee is drawn exactly as the calibration study draws it; the meals come from a second
/// generator seeded per trainee, so the same seed gives the same people in both studies.
public struct MealLogTrainee: Sendable {
    /// How a partial day's log falls short.
    public enum Shortfall: String, Sendable, CaseIterable {
        /// A whole meal the person ate is not logged.
        case mealLeftOut
        /// One meal is logged at a fraction (10–50 %) of what was eaten.
        case mealPartlyLogged
    }

    /// The person's meal habits: how often each slot is eaten, and its usual share of the day.
    public struct Habits: Sendable {
        /// Per slot (in `MealSlot` order), the chance it is eaten on a day.
        public var eatChance: [Double]
        /// Per slot, its usual share of the day's energy when eaten (before day-to-day variation).
        public var share: [Double]
    }

    /// One day: the foods logged (kcal per food, by slot) and how the log falls short, if it does.
    public struct Day: Sendable {
        /// Per slot (in `MealSlot` order), the logged foods' kcal (empty: the slot is not logged).
        public var foods: [[Double]]
        /// For a partial day (flagged or not), how its log falls short.
        public var shortfall: Shortfall?
        /// The logged intake, kcal (the foods' sum), or nil on a day without a log.
        public var loggedKcal: Double? {
            let all = foods.joined()
            return all.isEmpty ? nil : all.reduce(0, +)
        }
    }

    /// The trainee (truth, scale and the kind of each day's log).
    public var trainee: SyntheticTrainee
    /// The person's habits.
    public var habits: Habits
    /// One entry per trainee day.
    public var days: [Day]

    /// The meal-level log of `trainee`, drawn with `random`.
    public init(_ trainee: SyntheticTrainee, random: inout SplitMix64) {
        self.trainee = trainee
        // Breakfast is the meal most often skipped, snacks the least regular (NHANES-style patterns:
        // most adults eat lunch and dinner daily; a third or more skip breakfast some days).
        let eatChance = [
            random.uniform(0.55, 1.0), random.uniform(0.8, 1.0), random.uniform(0.9, 1.0), random.uniform(0.1, 0.9),
        ]
        let share = [
            random.uniform(0.15, 0.3), random.uniform(0.25, 0.4), random.uniform(0.3, 0.45), random.uniform(0.05, 0.2),
        ]
        habits = Habits(eatChance: eatChance, share: share)
        var days: [Day] = []
        days.reserveCapacity(trainee.days.count)
        for day in trainee.days {
            var eaten = (0..<4).map { random.chance(eatChance[$0]) }
            // Everyone eats lunch or dinner.
            if !eaten[1] && !eaten[2] { eaten[2] = true }
            let weights = (0..<4).map { eaten[$0] ? max(share[$0] * (1 + 0.25 * random.normal()), 0.03) : 0 }
            let total = weights.reduce(0, +)
            let reported: Double
            switch day.logKind {
            case .complete: reported = day.loggedIntakeKcal ?? 0
            case .partialFlagged, .partialUnflagged:
                reported = day.trueIntakeKcal * (1 - trainee.underReportingFraction) * (1 + 0.05 * random.normal())
            case .unlogged, .untracked:
                days.append(Day(foods: Array(repeating: [], count: 4), shortfall: nil))
                continue
            }
            var foods: [[Double]] = (0..<4).map { slot in
                guard eaten[slot] else { return [] }
                let energy = reported * weights[slot] / total
                let count = 1 + Int(random.unit() * 3) % 3
                let parts = (0..<count).map { _ in random.uniform(0.3, 1) }
                let sum = parts.reduce(0, +)
                return parts.map { energy * $0 / sum }
            }
            var shortfall: Shortfall?
            if day.logKind == .partialFlagged || day.logKind == .partialUnflagged {
                let eatenSlots = (0..<4).filter { eaten[$0] }
                if random.chance(0.65) && eatenSlots.count >= 2 {
                    // Dinner is the meal most often forgotten, then lunch.
                    let odds = [0.15, 0.3, 0.4, 0.15]
                    let slot = Self.pick(eatenSlots, weights: eatenSlots.map { odds[$0] }, random: &random)
                    foods[slot] = []
                    shortfall = .mealLeftOut
                } else {
                    let slot = Self.pick(eatenSlots, weights: eatenSlots.map { weights[$0] }, random: &random)
                    let fraction = random.uniform(0.1, 0.5)
                    foods[slot] = foods[slot].map { $0 * fraction }
                    shortfall = .mealPartlyLogged
                }
            }
            days.append(Day(foods: foods, shortfall: shortfall))
        }
        self.days = days
    }

    private static func pick(_ slots: [Int], weights: [Double], random: inout SplitMix64) -> Int {
        let total = weights.reduce(0, +)
        var draw = random.unit() * total
        for (slot, weight) in zip(slots, weights) {
            draw -= weight
            if draw < 0 { return slot }
        }
        return slots.last ?? 2
    }

    /// The log as the engine reads it, from `startDate` (plan day 0), asOf the day after the plan:
    /// with `foods`, each logged day lists its foods (the day's intake is their sum); without, the
    /// same days give only their intake. Declarations follow `SyntheticTrainee.dayLog`: complete and
    /// unflagged partial logs say nothing (`unknown`), flagged ones `incomplete`, untracked days
    /// `untracked`, and unlogged days list only their weigh-in. `answers` replaces a day's
    /// declarations (its completeness and review) when the person answered a question about it.
    public func dayLog(
        startDate: CalendarDate, foods: Bool, answers: [CalendarDate: (IntakeCompleteness, ReviewStatus)] = [:]
    ) -> DayLog {
        var listed: [LoggedDay] = []
        for (index, day) in trainee.days.enumerated() {
            let date = startDate.adding(days: day.day)
            var completeness: IntakeCompleteness
            switch day.logKind {
            case .complete, .partialUnflagged: completeness = .unknown
            case .partialFlagged: completeness = .incomplete
            case .untracked: completeness = .untracked
            case .unlogged:
                if let weight = day.scaleWeightKg { listed.append(LoggedDay(date: date, weightKg: weight)) }
                continue
            }
            var review = ReviewStatus.open
            if let answer = answers[date] { (completeness, review) = answer }
            let meals = days[index]
            var logged = LoggedDay(
                date: date, intakeKcal: foods || completeness == .untracked ? nil : meals.loggedKcal,
                intakeCompleteness: completeness, reviewStatus: review, weightKg: day.scaleWeightKg)
            if foods && completeness != .untracked {
                logged.logFoods(
                    MealSlot.allCases.enumerated().flatMap { slot, meal in
                        meals.foods[slot].enumerated().map { number, kcal in
                            FoodEvent(meal: meal, name: "\(meal.rawValue) \(number + 1)", kcal: kcal)
                        }
                    })
            }
            listed.append(logged)
        }
        return DayLog(declaredAsOf: startDate.adding(days: trainee.days.count), days: listed, origin: .days)
    }
}
