/// The energy of a list of foods' macronutrients by the Atwater general factors: protein 4,
/// carbohydrate 4, fat 9 and alcohol 7 kcal/g (Atwater and Bryant 1900; FAO, "Food energy: methods
/// of analysis and conversion factors", Food and Nutrition Paper 77, 2003, chapter 3, section 3.5,
/// the Atwater general factor system), and each one's share of that energy.
///
/// The split is over the foods that carry protein, carbohydrate and fat (`foodsWithMacros`), so that
/// its shares compare like with like: a food with an unknown fat figure is left out, never read as
/// fat-free. Alcohol counts from those of them that carry it (`alcoholFoods`), the rest adding none;
/// when none of them carries it, alcohol has no part at all (unknown, not 0 %).
/// `loggedKcal` is the same foods' own energy, when every one carries it: label energy and the
/// Atwater sum differ by fibre, polyols and rounding, so both are shown, neither replaces the other.
public struct MacroEnergySplit: Sendable, Equatable {
    /// One macronutrient's energy.
    public struct Part: Sendable, Equatable {
        /// The macronutrient (protein, carbohydrate, fat or alcohol).
        public var macro: FoodQuantity
        /// Its energy over the split's foods, kcal.
        public var kcal: Double
        /// Its share of `MacroEnergySplit.atwaterKcal`, percent (nil when that is 0).
        public var percent: Double?
    }

    /// The Atwater general factors, kcal per g.
    static let kcalPerGram: [(macro: FoodQuantity, kcal: Double)] = [
        (.protein, 4), (.carbohydrate, 4), (.fat, 9), (.alcohol, 7),
    ]

    /// Foods in the list.
    public var foods: Int
    /// Foods carrying protein, carbohydrate and fat: the split's foods.
    public var foodsWithMacros: Int
    /// Of those, the foods that carry alcohol.
    public var alcoholFoods: Int
    /// Protein, carbohydrate, fat and (when a split food carries it) alcohol, in that order; empty
    /// when no food carries all three.
    public var parts: [Part]
    /// The parts' sum, kcal (nil when no food carries all three).
    public var atwaterKcal: Double?
    /// The split's foods' own energy summed, kcal, when every one of them carries it.
    public var loggedKcal: Double?

    /// The split of `foods`.
    public init(_ foods: [FoodEvent]) {
        self.foods = foods.count
        let split = foods.filter { $0.proteinG != nil && $0.carbsG != nil && $0.fatG != nil }
        foodsWithMacros = split.count
        let alcoholFoods = split.filter { $0.alcoholG != nil }.count
        self.alcoholFoods = alcoholFoods
        guard !split.isEmpty else {
            parts = []
            atwaterKcal = nil
            loggedKcal = nil
            return
        }
        let factors = Self.kcalPerGram.filter { $0.macro != .alcohol || alcoholFoods > 0 }
        let energies = factors.map { factor in
            (factor.macro, factor.kcal * split.reduce(0) { $0 + (factor.macro.amount(in: $1) ?? 0) })
        }
        let total = energies.reduce(0) { $0 + $1.1 }
        parts = energies.map { Part(macro: $0.0, kcal: $0.1, percent: total > 0 ? 100 * $0.1 / total : nil) }
        atwaterKcal = total
        loggedKcal = FoodSum(split.lazy.map(\.kcal)).complete
    }

    /// As `init(_:)` over the foods `selection` holds (`init(_:)` of them filtered into an array),
    /// each read where it is: the same sums in the same order.
    init(_ foods: [FoodEvent], selecting selection: FoodSelection) {
        var count = 0
        var split: [Int] = []
        var alcoholFoods = 0
        for index in foods.indices where selection.holds(foods, index) {
            count += 1
            guard foods[index].proteinG != nil && foods[index].carbsG != nil && foods[index].fatG != nil else {
                continue
            }
            split.append(index)
            if foods[index].alcoholG != nil { alcoholFoods += 1 }
        }
        self.foods = count
        foodsWithMacros = split.count
        self.alcoholFoods = alcoholFoods
        guard !split.isEmpty else {
            parts = []
            atwaterKcal = nil
            loggedKcal = nil
            return
        }
        var energies: [(FoodQuantity, Double)] = []
        for factor in Self.kcalPerGram where factor.macro != .alcohol || alcoholFoods > 0 {
            var grams = 0.0
            for index in split { grams = grams + (factor.macro.amount(in: foods, at: index) ?? 0) }
            energies.append((factor.macro, factor.kcal * grams))
        }
        var total = 0.0
        for energy in energies { total = total + energy.1 }
        parts = energies.map { Part(macro: $0.0, kcal: $0.1, percent: total > 0 ? 100 * $0.1 / total : nil) }
        atwaterKcal = total
        var kcal = FoodSum()
        for index in split { kcal.add(foods[index].kcal) }
        loggedKcal = kcal.complete
    }
}
