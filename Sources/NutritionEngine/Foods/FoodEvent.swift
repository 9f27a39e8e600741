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
    /// Other nutrients carried, in `Nutrient` order, each at most once.
    public var nutrients: [NutrientAmount]
    /// The meal group (`MealGroup.id` on the same day) the event was combined into.
    public var group: String?
    /// Where the entry came from (an app, a barcode scan, a recipe).
    public var source: String?
    /// The meal template the entry was made from, and its version.
    public var templateId: String?
    /// The template's version.
    public var templateVersion: Int?
    /// Where the event is in the document (e.g. `/days/3/foods/2`).
    var sourcePath: JSONPointer

    /// An event with the given members; every other member unknown.
    public init(
        id: String? = nil, meal: MealSlot, mealSource: MealSource = .stated, name: String, at: Timestamp? = nil,
        kcal: Double? = nil,
        proteinG: Double? = nil, carbsG: Double? = nil, fatG: Double? = nil, alcoholG: Double? = nil,
        nutrients: [NutrientAmount] = [], group: String? = nil, source: String? = nil, templateId: String? = nil,
        templateVersion: Int? = nil, sourcePath: JSONPointer = .root
    ) {
        self.id = id
        self.meal = meal
        self.mealSource = mealSource
        self.name = name
        self.at = at
        self.kcal = kcal
        self.proteinG = proteinG
        self.carbsG = carbsG
        self.fatG = fatG
        self.alcoholG = alcoholG
        self.nutrients = nutrients
        self.group = group
        self.source = source
        self.templateId = templateId
        self.templateVersion = templateVersion
        self.sourcePath = sourcePath
    }

    /// The amount of `nutrient` in its own unit (`Nutrient.unit`), or nil when the event does not carry it.
    public func amount(of nutrient: Nutrient) -> Double? {
        nutrients.first { $0.nutrient == nutrient }?.amount
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
