/// One day's food totals: the whole day, each meal slot that has foods, and each meal group.
///
/// The source events are read, never changed: a meal group's totals are those of the events that
/// name it, and the day's are those of every event, grouped or not.
public struct DayFoodTotals: Sendable, Equatable {
    /// The totals of the foods of one meal slot.
    public struct Meal: Sendable, Equatable {
        /// The slot.
        public var slot: MealSlot
        /// Its foods' totals.
        public var totals: FoodTotals
    }

    /// The totals of one meal group's foods.
    public struct Group: Sendable, Equatable {
        /// The group.
        public var group: MealGroup
        /// The totals of the events that name it.
        public var totals: FoodTotals
    }

    /// The day.
    public var date: CalendarDate
    /// Every food's totals.
    public var totals: FoodTotals
    /// Per meal slot with at least one food, in slot order.
    public var meals: [Meal]
    /// Per meal group, in listed order.
    public var groups: [Group]
    /// Whether some food carries no kcal, so that the day's intake is only a lower bound.
    public var intakeIsLowerBound: Bool

    /// The totals of `day`'s foods (empty totals for a day without foods).
    public init(_ day: LoggedDay) {
        date = day.date
        // Each total over the day's foods where they are (`FoodSelection`), not over filtered copies.
        let foods = day.foods
        totals = FoodTotals(foods, selecting: .all)
        var meals: [Meal] = []
        for slot in MealSlot.ordered where foods.indices.contains(where: { foods[$0].meal == slot }) {
            meals.append(Meal(slot: slot, totals: FoodTotals(foods, selecting: .meal(slot))))
        }
        self.meals = meals
        groups = day.mealGroups.map { group in
            Group(group: group, totals: FoodTotals(foods, selecting: .group(group.id)))
        }
        intakeIsLowerBound = day.intakeIsLowerBound
    }
}

/// A week's food figures as averages per validated day: each quantity's mean over the week's
/// evidence days that list foods and whose every food carries it (a day missing it on some food has
/// only a lower bound, which is left out, never averaged in), with how many days that is.
public struct WeekFoodSummary: Sendable, Equatable {
    /// One quantity's daily average.
    public struct Average: Sendable, Equatable {
        /// What is averaged.
        public var quantity: FoodQuantity
        /// Mean per day over `days`, in `quantity.unit`; nil when no day has a complete total.
        public var meanPerDay: Double?
        /// Validated days whose foods all carry the quantity.
        public var days: Int
        /// Validated days with foods in the week.
        public var of: Int
    }

    /// First day of the week.
    public var start: CalendarDate
    /// Last day of the week.
    public var end: CalendarDate
    /// Days of the week before the ledger's `asOf`.
    public var daysEnded: Int
    /// The week's evidence days that list foods.
    public var validatedDaysWithFoods: Int
    /// Days of the week that list foods, evidence or not.
    public var daysWithFoods: Int
    /// Energy and the macronutrients, then every nutrient a validated day's food carries.
    public var averages: [Average]

    /// The week of `ledger` containing `date`, weeks beginning on `weekStart`.
    public init(ledger: DayLedger, containing date: CalendarDate, weekStart: Weekday = .monday) {
        start = date.startOfWeek(beginningOn: weekStart)
        end = start.adding(days: 6)
        daysEnded = max(0, min(7, start.days(to: ledger.asOf)))
        let week = ledger.days(from: start, through: end)
        // One walk by index, reading each day's foods where it is: the two filters copied the
        // week's ledger days (their log entries with them) into new arrays.
        var daysWithFoods = 0
        var validated: [[FoodEvent]] = []
        for index in week.indices {
            guard let foods = week[index].loggedFoods, !foods.isEmpty else { continue }
            daysWithFoods += 1
            if week[index].isEvidence { validated.append(foods) }
        }
        self.daysWithFoods = daysWithFoods
        validatedDaysWithFoods = validated.count
        // Each day's foods read where they are: the closures over `contains` and `FoodTotal(_:over:)`
        // copied every event they were handed.
        let carried = Nutrient.allCases.filter { nutrient in
            validated.contains { foods in
                foods.indices.contains { foods[$0].nutrientList.amount(of: nutrient) != nil }
            }
        }
        averages = (FoodQuantity.macros + carried.map(FoodQuantity.nutrient)).map { quantity in
            let complete = validated.map { FoodTotal(quantity, over: $0, selecting: .all) }.filter(\.isComplete)
                .compactMap(\.amount)
            return Average(
                quantity: quantity,
                meanPerDay: complete.isEmpty ? nil : complete.reduce(0, +) / Double(complete.count),
                days: complete.count, of: validated.count)
        }
    }
}

/// The food figures of a `days` answer: each listed day with foods, and the week asked for.
public struct DaysFoods: Sendable, Equatable {
    /// Each ledger day that lists foods or meal groups, in date order.
    public var days: [DayFoodTotals]
    /// The week's averages per validated day, when a week was asked for.
    public var week: WeekFoodSummary?

    /// The food figures of `ledger` (and of the week containing `weekOf`), or nil when no day of the
    /// ledger lists foods or meal groups: a document without foods answers exactly as before. With
    /// `within`, only the days in that range (a check-in's week).
    public init?(
        ledger: DayLedger, weekOf: CalendarDate? = nil, weekStart: Weekday = .monday,
        within: ClosedRange<CalendarDate>? = nil
    ) {
        // With `within`, only its days are walked: the ledger holds one day per date in date order,
        // so they are the slice `days(from:through:)` gives. Walking every day of the ledger to
        // compare its date copied each one out (its log entry with it, retaining their members):
        // a year of days for a check-in's week (~28 K instructions per check-in, callgrind, issue 25).
        let listed = within.map { ledger.days(from: $0.lowerBound, through: $0.upperBound) } ?? ledger.days[...]
        var days: [DayFoodTotals] = []
        for index in listed.indices {
            guard let logged = listed[index].logged, !logged.foods.isEmpty || !logged.mealGroups.isEmpty else {
                continue
            }
            days.append(DayFoodTotals(logged))
        }
        guard !days.isEmpty else { return nil }
        self.days = days
        week = weekOf.map { WeekFoodSummary(ledger: ledger, containing: $0, weekStart: weekStart) }
    }
}
