/// Something a food log event may carry, for totals: its energy, a macronutrient or a `Nutrient`.
public enum FoodQuantity: Sendable, Hashable, Comparable {
    /// Energy, kcal.
    case energy
    /// Protein, g.
    case protein
    /// Carbohydrate, g.
    case carbohydrate
    /// Fat, g.
    case fat
    /// Alcohol, g.
    case alcohol
    /// Another nutrient, in its own unit.
    case nutrient(Nutrient)

    /// Energy and the four macronutrients, in the order totals list them.
    package static let macros: [FoodQuantity] = [.energy, .protein, .carbohydrate, .fat, .alcohol]
    /// Every quantity, macros first, then the nutrients in `Nutrient` order.
    package static let all: [FoodQuantity] = macros + Nutrient.allCases.map(FoodQuantity.nutrient)

    /// The quantity in plain words.
    public var label: String {
        switch self {
        case .energy: "energy"
        case .protein: "protein"
        case .carbohydrate: "carbohydrate"
        case .fat: "fat"
        case .alcohol: "alcohol"
        case .nutrient(let nutrient): nutrient.label
        }
    }

    /// The unit its amounts and totals are in (`kcal`, `g`, `mg`, `µg`).
    public var unit: String {
        switch self {
        case .energy: "kcal"
        case .protein, .carbohydrate, .fat, .alcohol: "g"
        case .nutrient(let nutrient): nutrient.unit.rawValue
        }
    }

    /// The name JSON outputs use for it (`kcal`, `proteinG`, … as the food members; a nutrient's own name).
    public var key: String {
        switch self {
        case .energy: "kcal"
        case .protein: "proteinG"
        case .carbohydrate: "carbsG"
        case .fat: "fatG"
        case .alcohol: "alcoholG"
        case .nutrient(let nutrient): nutrient.rawValue
        }
    }

    /// The amount `food` carries, in `unit`, or nil when it does not carry it (unknown, never 0).
    package func amount(in food: FoodEvent) -> Double? {
        switch self {
        case .energy: food.kcal
        case .protein: food.proteinG
        case .carbohydrate: food.carbsG
        case .fat: food.fatG
        case .alcohol: food.alcoholG
        case .nutrient(let nutrient): food.amount(of: nutrient)
        }
    }

    /// The amount of the quantity in `foods[index]`, read where the event is (`amount(in:)` is
    /// handed a copy of the event when called through a closure or a lazy map).
    @inline(__always) func amount(in foods: [FoodEvent], at index: Int) -> Double? {
        switch self {
        case .energy: foods[index].kcal
        case .protein: foods[index].proteinG
        case .carbohydrate: foods[index].carbsG
        case .fat: foods[index].fatG
        case .alcohol: foods[index].alcoholG
        case .nutrient(let nutrient): foods[index].nutrientList.amount(of: nutrient)
        }
    }

    /// Quantities in the order `all` lists them.
    public static func < (lhs: FoodQuantity, rhs: FoodQuantity) -> Bool {
        (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
    }
}

/// The total of one quantity over a list of foods: the sum over the foods that carry it, and how
/// many do ("sodium: 2,140 mg from 5 of 7 foods"). Foods that do not carry it are left out, never
/// counted as 0; the total is then a lower bound, and the coverage says so.
public struct FoodTotal: Sendable, Equatable {
    /// What is totalled.
    public var quantity: FoodQuantity
    /// The sum over the foods that carry it, in `quantity.unit`; nil when none does.
    public var amount: Double?
    /// Foods that carry it.
    public var foodsCarrying: Int
    /// Foods in the list.
    public var foods: Int

    /// Whether every food carries it (the total is the list's total, not a lower bound).
    public var isComplete: Bool { foods > 0 && foodsCarrying == foods }

    /// The total of `quantity` over `foods` (summed in listed order).
    public init(_ quantity: FoodQuantity, over foods: [FoodEvent]) {
        self.quantity = quantity
        let sum = FoodSum(foods.lazy.map(quantity.amount(in:)))
        amount = sum.carriers > 0 ? sum.known : nil
        foodsCarrying = sum.carriers
        self.foods = sum.foods
    }
}

/// Which of a day's foods a total is over: all of them, a meal's or a meal group's, decided by
/// reading each event where it is (`filter` copied every event selected into a new array, retaining
/// its members, and every total then copied each again: ~19 K instructions a day's totals,
/// callgrind, issue 25).
enum FoodSelection: Sendable, Equatable {
    /// Every food.
    case all
    /// The foods of a meal slot.
    case meal(MealSlot)
    /// The foods of a meal group (by its id).
    case group(String)

    /// Whether `foods[index]` is selected.
    @inline(__always) func holds(_ foods: [FoodEvent], _ index: Int) -> Bool {
        switch self {
        case .all: true
        case .meal(let slot): foods[index].meal == slot
        case .group(let id): foods[index].group == id
        }
    }
}

extension FoodTotal {
    /// As `init(_:over:)` over the foods `selection` holds, in listed order, read in place: the
    /// same sum of the same numbers in the same order (`FoodTotalsSelectionTests`).
    init(_ quantity: FoodQuantity, over foods: [FoodEvent], selecting selection: FoodSelection) {
        self.quantity = quantity
        var sum = FoodSum()
        for index in foods.indices where selection.holds(foods, index) {
            sum.add(quantity.amount(in: foods, at: index))
        }
        amount = sum.carriers > 0 ? sum.known : nil
        foodsCarrying = sum.carriers
        self.foods = sum.foods
    }
}

/// Every total of a list of foods (a day's, a meal's, a meal group's): energy and the macronutrients
/// always (each with its coverage, "no data" when no food carries it), the other nutrients that at
/// least one food carries, and the energy split of the macronutrients.
public struct FoodTotals: Sendable, Equatable {
    /// Foods in the list.
    public var foods: Int
    /// Energy, protein, carbohydrate, fat and alcohol, in that order.
    public var macros: [FoodTotal]
    /// The nutrients at least one food carries, in `Nutrient` order.
    public var nutrients: [FoodTotal]
    /// The macronutrients' energy by the Atwater general factors.
    public var macroEnergy: MacroEnergySplit

    /// The totals of `foods`.
    public init(_ foods: [FoodEvent]) {
        self.foods = foods.count
        macros = FoodQuantity.macros.map { FoodTotal($0, over: foods) }
        var carried: [FoodTotal] = []
        for nutrient in Nutrient.allCases where foods.contains(where: { $0.amount(of: nutrient) != nil }) {
            carried.append(FoodTotal(.nutrient(nutrient), over: foods))
        }
        nutrients = carried
        macroEnergy = MacroEnergySplit(foods)
    }

    /// As `init(_:)` over the foods `selection` holds (`init(_:)` of them filtered into an array),
    /// each read where it is.
    init(_ foods: [FoodEvent], selecting selection: FoodSelection) {
        var count = 0
        for index in foods.indices where selection.holds(foods, index) { count += 1 }
        self.foods = count
        var macros: [FoodTotal] = []
        macros.reserveCapacity(FoodQuantity.macros.count)
        for quantity in FoodQuantity.macros { macros.append(FoodTotal(quantity, over: foods, selecting: selection)) }
        self.macros = macros
        var carried: [FoodTotal] = []
        for nutrient in Self.nutrients
        where foods.indices.contains(where: {
            selection.holds(foods, $0) && foods[$0].nutrientList.amount(of: nutrient) != nil
        }) {
            carried.append(FoodTotal(.nutrient(nutrient), over: foods, selecting: selection))
        }
        nutrients = carried
        macroEnergy = MacroEnergySplit(foods, selecting: selection)
    }

    /// `Nutrient.allCases`, made once.
    private static let nutrients = Nutrient.allCases

    /// The total of `quantity` (a nutrient no food carries: a total of nothing, from 0 of the foods).
    package func total(_ quantity: FoodQuantity) -> FoodTotal {
        (macros + nutrients).first { $0.quantity == quantity }
            ?? FoodTotal(quantity: quantity, amount: nil, foodsCarrying: 0, foods: foods)
    }
}

extension FoodTotal {
    /// A total with the given parts.
    init(quantity: FoodQuantity, amount: Double?, foodsCarrying: Int, foods: Int) {
        self.quantity = quantity
        self.amount = amount
        self.foodsCarrying = foodsCarrying
        self.foods = foods
    }
}
