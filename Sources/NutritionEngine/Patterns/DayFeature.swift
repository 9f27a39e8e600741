/// Something a day had or lacked, set against the outcomes the engine measures. Absent data is
/// unknown, never "no": a day without `alcoholG` is in neither the alcohol nor the no-alcohol group.
///
/// The food features (`readsFoods`) read the day's food log events (issue 23) and are looked for
/// only for a person on whose days they are known at least once, so a person without food logs is
/// searched exactly as before.
public enum DayFeature: String, Sendable, CaseIterable {
    /// Protein at or above the person's own median, g (read on days whose intake is evidence).
    case highProtein
    /// At least `alcoholDayMinimumG` of alcohol.
    case alcohol
    /// At least `trainingDayMinimumMinutes` of training (or a training session listed without minutes).
    case training
    /// Steps at or above the person's own median.
    case highSteps
    /// Declared `complete` (against completeness not declared), read on days whose intake is evidence.
    case declaredComplete
    /// A breakfast with at least `breakfastProteinMinimumG` of protein, against a breakfast with less
    /// (read on days whose breakfast is logged with protein on every food).
    case breakfastProtein
    /// The last food at or after `lateLastFoodFromHour`, local time (read on days whose every food carries `at`).
    case lateLastFood
    /// The first food before `earlyFirstFoodBeforeHour`, local time (read on days whose every food carries `at`).
    case earlyFirstFood

    /// The features whose weekly counts are set against the week outcomes: behaviour apart from
    /// logging itself (protein and completeness are read from the evidence days a week outcome counts).
    /// The food features are not among them: they are known only on days with foods, which are
    /// logged days, so a week's count of them would follow how fully it was logged.
    package static let weekly: [DayFeature] = [.alcohol, .training, .highSteps]

    /// Whether the feature is read from the day's foods (looked for only when known on some day).
    var readsFoods: Bool {
        switch self {
        case .breakfastProtein, .lateLastFood, .earlyFirstFood: true
        case .highProtein, .alcohol, .training, .highSteps, .declaredComplete: false
        }
    }

    /// The feature's measured amount on `day` for the features split at the person's median (g,
    /// steps), nil for the others or when not logged.
    package func amount(on day: LedgerDay) -> Double? {
        switch self {
        case .highProtein: day.isEvidence ? day.logged?.proteinG : nil
        case .highSteps: day.logged?.steps
        case .alcohol, .training, .declaredComplete, .breakfastProtein, .lateLastFood, .earlyFirstFood: nil
        }
    }

    /// Whether `day` had the feature (nil: unknown), with `threshold` the median for the median splits
    /// and `clock` the document's local clock (nil without a `timeZone`: food times are then unknown).
    package func holds(on day: LedgerDay, threshold: Double?, clock: LocalDayClock?, policy: PatternsPolicy) -> Bool? {
        switch self {
        case .highProtein, .highSteps:
            guard let amount = amount(on: day), let threshold else { return nil }
            return amount >= threshold
        case .alcohol:
            return day.logged?.alcoholG.map { $0 >= policy.alcoholDayMinimumG }
        case .training:
            guard let logged = day.logged else { return nil }
            if let minutes = logged.trainingMinutes { return minutes >= policy.trainingDayMinimumMinutes }
            return logged.trainingTypes.map { !$0.isEmpty }
        case .declaredComplete:
            guard day.isEvidence, let logged = day.logged else { return nil }
            return logged.intakeCompleteness == .complete
        case .breakfastProtein:
            return FoodDayFacts.breakfastProteinG(day).map { $0 >= policy.breakfastProteinMinimumG }
        case .lateLastFood:
            return FoodDayFacts.foodTimesHours(day, clock: clock).map { $0.last >= policy.lateLastFoodFromHour }
        case .earlyFirstFood:
            return FoodDayFacts.foodTimesHours(day, clock: clock).map { $0.first < policy.earlyFirstFoodBeforeHour }
        }
    }

    /// The threshold of a median split over `days` (the median of the amounts logged), nil for the
    /// other features or when no day has an amount.
    package func threshold(over days: some Sequence<LedgerDay>) -> Double? {
        let amounts = days.compactMap { amount(on: $0) }.sorted()
        guard !amounts.isEmpty else { return nil }
        let middle = amounts.count / 2
        return amounts.count % 2 == 1 ? amounts[middle] : (amounts[middle - 1] + amounts[middle]) / 2
    }
}
