/// One confirmed food log entry of a day, as the input document gives it.
///
/// Every member but `meal` and `name` may be absent, and absent is unknown, never zero: a food
/// without `kcal` leaves the day's intake a lower bound (`LoggedDay.intakeKcal` is then nil and the
/// ledger leaves the day out of evidence), a food without `sodium` is left out of the sodium total,
/// whose coverage says so (`FoodTotals`).
public struct FoodEvent: Sendable, Equatable {
    /// The event's identifier, unique within the document (corrections name it).
    public var id: String?
    /// The meal slot.
    public var meal: MealSlot
    /// How the slot was decided: stated, or assigned from the clock by an import (`MealSource`).
    public var mealSource: MealSource
    /// What was eaten, as the person or the app named it.
    public var name: String
    /// When it was eaten (or logged), with its offset.
    public var at: Timestamp?
    /// Energy, kcal.
    public var kcal: Double?
    /// Protein, g.
    public var proteinG: Double?
    /// Carbohydrate, g.
    public var carbsG: Double?
    /// Fat, g.
    public var fatG: Double?
    /// Alcohol, g.
    public var alcoholG: Double?
    /// Other nutrients carried, in `Nutrient` order, each at most once (kept as `nutrientList`).
    public var nutrients: [NutrientAmount] {
        get { nutrientList.amounts }
        set { nutrientList = NutrientList(newValue) }
    }
    /// The nutrients carried, the first held in the event itself (`NutrientList`).
    var nutrientList: NutrientList
    /// The meal group (`MealGroup.id` on the same day) the event was combined into.
    public var group: String?
    /// Where the entry came from (an app, a barcode scan, a recipe).
    public var source: String?
    /// The meal template the entry was made from, and its version.
    public var templateId: String?
    /// The template's version.
    public var templateVersion: Int?
    /// Where the event is in the document (e.g. `/days/3/foods/2`), made when asked for (`FoodPath`).
    var sourcePath: JSONPointer {
        get { path.pointer }
        set { path = FoodPath(newValue) }
    }
    /// Where the event is, as it is kept.
    var path: FoodPath

    /// The amount of `nutrient` in its own unit (`Nutrient.unit`), or nil when the event does not carry it.
    public func amount(of nutrient: Nutrient) -> Double? { nutrientList.amount(of: nutrient) }
}

// In an extension, so that the struct keeps its implicit memberwise initialiser, which this one
// calls and the reader builds events with (`FoodFields.build`): as for `LoggedDay`, assigning the
// members one by one in the struct's own initialiser built the event in a temporary that was then
// copied out and destroyed.
extension FoodEvent {
    /// An event with the given members; every other member unknown.
    public init(
        id: String? = nil, meal: MealSlot, mealSource: MealSource = .stated, name: String, at: Timestamp? = nil,
        kcal: Double? = nil,
        proteinG: Double? = nil, carbsG: Double? = nil, fatG: Double? = nil, alcoholG: Double? = nil,
        nutrients: [NutrientAmount] = [], group: String? = nil, source: String? = nil, templateId: String? = nil,
        templateVersion: Int? = nil, sourcePath: JSONPointer = .root
    ) {
        self.init(
            id: id, meal: meal, mealSource: mealSource, name: name, at: at, kcal: kcal, proteinG: proteinG,
            carbsG: carbsG, fatG: fatG, alcoholG: alcoholG, nutrientList: NutrientList(nutrients), group: group,
            source: source, templateId: templateId, templateVersion: templateVersion, path: FoodPath(sourcePath))
    }
}

/// Where a food log event is in the document: a pointer, or the pointer of the day whose `foods`
/// list holds it with its index there, the event's own pointer made only when asked for (an issue
/// names it). Made for every food read, `/days/3/foods` built a token array and an index string
/// per day (~830 instructions a day with foods, callgrind, issue 25) that almost never was read.
struct FoodPath: Sendable, Equatable {
    /// The event's pointer, or (with `foodIndex`) its day's.
    private var base: JSONPointer
    /// The event's index in its day's `foods` (nil: `base` is the event's own pointer).
    private var foodIndex: Int?

    /// The event at `pointer`.
    init(_ pointer: JSONPointer) {
        base = pointer
        foodIndex = nil
    }

    /// The event at `index` in the `foods` of the day at `day`.
    init(day: JSONPointer, index: Int) {
        base = day
        foodIndex = index
    }

    /// The event's pointer.
    var pointer: JSONPointer {
        guard let foodIndex else { return base }
        return base.appending(DayFields.foods.key).appending(foodIndex)
    }

    /// Equal when the pointers are, however each is kept.
    static func == (lhs: FoodPath, rhs: FoodPath) -> Bool {
        lhs.base == rhs.base && lhs.foodIndex == rhs.foodIndex || lhs.pointer == rhs.pointer
    }
}

/// A food's nutrient amounts in listed order: the first held inline, any others in an array. Most
/// foods carry none or one, and an array of their own was an allocation made and freed for every
/// food read (~600 instructions a food, callgrind, issue 25). `amounts` is the list as an array.
struct NutrientList: Sendable, Equatable {
    /// The first amount (nil: none; then `rest` is empty too).
    private var first: NutrientAmount?
    /// The amounts after the first, in order.
    private var rest: [NutrientAmount] = []

    /// No amounts.
    init() { first = nil }

    /// The amounts of `amounts`, in their order.
    init(_ amounts: [NutrientAmount]) {
        first = amounts.first
        if amounts.count > 1 { rest = Array(amounts.dropFirst()) }
    }

    /// Appends `amount` after the others.
    mutating func append(_ amount: NutrientAmount) {
        if first == nil { first = amount } else { rest.append(amount) }
    }

    /// Whether no amount is carried.
    var isEmpty: Bool { first == nil }

    /// The amounts in order.
    var amounts: [NutrientAmount] {
        guard let first else { return [] }
        var amounts = [first]
        amounts.append(contentsOf: rest)
        return amounts
    }

    /// The amount of the first entry for `nutrient`, in its own unit, or nil.
    func amount(of nutrient: Nutrient) -> Double? {
        guard let first else { return nil }
        if first.nutrient == nutrient { return first.amount }
        return rest.first { $0.nutrient == nutrient }?.amount
    }
}

/// An amount of one nutrient: as given, and in the nutrient's own unit.
public struct NutrientAmount: Sendable, Equatable {
    /// The nutrient.
    public var nutrient: Nutrient
    /// The amount in `nutrient.unit`.
    public var amount: Double
    /// The number as written in the document.
    public var givenValue: Double
    /// The unit as written in the document.
    public var givenUnit: MassUnit

    /// `value` of `unit` of `nutrient`.
    public init(_ nutrient: Nutrient, _ value: Double, _ unit: MassUnit) {
        self.nutrient = nutrient
        amount = unit.convert(value, to: nutrient.unit)
        givenValue = value
        givenUnit = unit
    }
}

/// A meal group of a day: food log events combined under one name ("Sunday roast") for their
/// totals, without changing or deleting them (each event names the group it belongs to).
public struct MealGroup: Sendable, Equatable {
    /// The group's identifier, unique within the document.
    public var id: String
    /// Its name, when given.
    public var name: String?
    /// Where the group is in the document.
    var sourcePath: JSONPointer

    /// A group `id`, named `name`.
    public init(id: String, name: String? = nil, sourcePath: JSONPointer = .root) {
        self.id = id
        self.name = name
        self.sourcePath = sourcePath
    }
}
