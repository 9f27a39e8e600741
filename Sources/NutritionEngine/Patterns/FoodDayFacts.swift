/// What the food-log candidates read of a day's foods (issue 24, with the food log of issue 23).
/// Unknown is never zero: a breakfast with a food whose protein is unknown has no protein figure,
/// a day with a food whose time is unknown has no first or last food time.
enum FoodDayFacts {
    /// The protein of `day`'s breakfast, g: the sum over its breakfast foods when every one of them
    /// carries `proteinG`; nil when no breakfast food is logged, one lacks protein, or a food's slot
    /// was assigned from the clock by an import (`MealSource.clock`): a breakfast the clock named is
    /// a convention, not the person's breakfast, so such a day is in neither group, as §9's meal rule.
    static func breakfastProteinG(_ day: LedgerDay) -> Double? {
        let foods = day.logged?.foods ?? []
        guard !foods.holdsClockSlots else { return nil }
        let breakfast = foods.filter { $0.meal == .breakfast }
        guard !breakfast.isEmpty else { return nil }
        var total = 0.0
        for food in breakfast {
            guard let grams = food.proteinG else { return nil }
            total += grams
        }
        return total
    }

    /// The local times of `day`'s first and last food, hours after the local midnight that begins
    /// the day's date (a food eaten at 01:30 the next morning is at 25.5), read on `clock`; nil
    /// without a clock (no `timeZone`), without foods, or when a food lacks `at` (it could be the
    /// first or the last).
    static func foodTimesHours(_ day: LedgerDay, clock: LocalDayClock?) -> (first: Double, last: Double)? {
        guard let clock, let foods = day.logged?.foods, !foods.isEmpty else { return nil }
        var first = Double.infinity
        var last = -Double.infinity
        for food in foods {
            guard let at = food.at else { return nil }
            let wall = clock.wallClock(of: at)
            let hours = Double(day.date.days(to: wall.date)) * 24 + wall.secondsIntoDay / 3600
            first = min(first, hours)
            last = max(last, hours)
        }
        return (first, last)
    }
}
