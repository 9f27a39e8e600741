/// A day's own intake, protein and alcohol members as written beside its foods. They must agree with
/// the foods (`FoodLogCheck`): with foods, the day's figures are the foods' sums.
struct DeclaredBesideFoods: Sendable, Equatable {
    /// The day's `intakeKcal`, kcal.
    var intakeKcal: Double?
    /// The day's `proteinG`, g.
    var proteinG: Double?
    /// The day's `alcoholG`, g.
    var alcoholG: Double?
}

/// The sum of one quantity over a list of foods, over those that carry it.
struct FoodSum: Sendable, Equatable {
    /// The sum over the foods that carry the quantity, in listed order.
    var known: Double
    /// Foods that carry it.
    var carriers: Int
    /// Foods listed.
    var foods: Int

    /// The sum over no foods.
    init() {
        known = 0
        carriers = 0
        foods = 0
    }

    /// The sum of `values` (nil: a food that does not carry the quantity).
    init(_ values: some Sequence<Double?>) {
        self.init()
        for value in values { add(value) }
    }

    /// Adds the next food's `value` (nil: it does not carry the quantity).
    @inline(__always) mutating func add(_ value: Double?) {
        foods += 1
        if let value {
            known += value
            carriers += 1
        }
    }

    /// Whether every food carries the quantity.
    var isComplete: Bool { carriers == foods }
    /// The sum when every food carries the quantity, else nil (the known part is only a lower bound).
    var complete: Double? { isComplete ? known : nil }
}

extension LoggedDay {
    /// Takes the day's foods and meal groups from its values (`DayFields.build`).
    mutating func logFoods(from values: FieldValues<DayFields>) {
        let path = sourcePath
        var foods: [FoodEvent] = []
        let foodCount = values.objectCount(.foods)
        if foodCount > 0 {
            foods.reserveCapacity(foodCount)
            // Each event keeps the day's pointer and its index (`FoodPath`): its own pointer is made
            // only when an issue names it.
            for index in 0..<foodCount {
                _ = FoodFields.build(
                    values.object(.foods, at: index, as: FoodFields.self), foodAt: FoodPath(day: path, index: index),
                    appendingTo: &foods)
            }
        }
        var groups: [MealGroup] = []
        for index in 0..<values.objectCount(.mealGroups) {
            let group = values.object(.mealGroups, at: index, as: MealGroupFields.self)
            if let built = MealGroupFields.build(
                group, at: path.appending(DayFields.mealGroups.key).appending(index))
            {
                groups.append(built)
            }
        }
        logFoods(foods, groups: groups)
    }

    /// The day with `foods` and `groups` logged: with at least one food, its intake is the foods'
    /// kcal summed (nil, with `intakeAtLeastKcal` the known part, when a food carries no kcal), and
    /// its protein and alcohol are the foods' sums when any food carries them (nil when some do and
    /// others do not: the known part is only a lower bound). The members the day gave itself are kept
    /// in `declaredBesideFoods`, to be checked against the foods. An empty list changes nothing: no
    /// food listed is not a day of 0 kcal.
    public mutating func logFoods(_ foods: [FoodEvent], groups: [MealGroup] = []) {
        list(foods: foods, mealGroups: groups)
        guard !foods.isEmpty else { return }
        let declared = DeclaredBesideFoods(intakeKcal: intakeKcal, proteinG: proteinG, alcoholG: alcoholG)
        declaredBesideFoods =
            declared.intakeKcal == nil && declared.proteinG == nil && declared.alcoholG == nil ? nil : declared
        // One walk by index, each sum in listed order as `FoodSum(_:)` adds them: three lazy maps
        // over the events read each one three times.
        var kcal = FoodSum()
        var protein = FoodSum()
        var alcohol = FoodSum()
        for index in foods.indices {
            kcal.add(foods[index].kcal)
            protein.add(foods[index].proteinG)
            alcohol.add(foods[index].alcoholG)
        }
        intakeKcal = kcal.complete
        intakeAtLeastKcal = kcal.isComplete ? nil : kcal.known
        if protein.carriers > 0 { proteinG = protein.complete }
        if alcohol.carriers > 0 { alcoholG = alcohol.complete }
    }

    /// Whether the day lists foods of which some carry no kcal: its intake is only a lower bound.
    public var intakeIsLowerBound: Bool { intakeAtLeastKcal != nil }
}
