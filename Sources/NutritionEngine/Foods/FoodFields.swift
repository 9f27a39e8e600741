/// The members of one `foods` entry of a day (a food log event), in reading order: the one
/// description that both readers, the JSON Schema test and the agreement tests take keys, shapes,
/// bounds and units from. Only `meal` and `name` are required; an absent member is unknown, never 0.
///
/// The bounds are structural (a food cannot hold more than a day's bounds); rules across the events
/// of a day and of the document (unique ids, groups that exist, a day's own intake agreeing with its
/// foods) are in `FoodLogCheck`.
package enum FoodFields: Int, FieldRow {
    /// The event's identifier, unique within the document.
    case id
    /// breakfast, lunch, dinner or snack (required).
    case meal
    /// `clock` when an import assigned the meal from the time of day (`MealSource`; absent: stated).
    case mealSource
    /// What was eaten (required, not empty).
    case name
    /// When, ISO 8601 with an offset.
    case at
    /// Energy, kcal.
    case kcal
    /// Protein, g.
    case proteinG
    /// Carbohydrate, g.
    case carbsG
    /// Fat, g.
    case fatG
    /// Alcohol, g.
    case alcoholG
    /// Other nutrients, each `{"value": x, "unit": "mg"}` (`NutrientFields`).
    case nutrients
    /// The id of a meal group of the same day.
    case group
    /// Where the entry came from.
    case source
    /// The meal template it was made from.
    case templateId
    /// The template's version (needs `templateId`).
    case templateVersion
    /// Earlier values kept by corrections (`FoodCorrection`).
    case history

    package var definition: FieldSpec {
        switch self {
        case .id: FieldSpec("id", .string)
        case .meal: .choice("meal", MealSlot.self, required: true)
        case .mealSource: .choice("mealSource", MealSource.self)
        case .name: FieldSpec("name", .string, required: true)
        case .at: FieldSpec("at", .instant)
        // A day's bounds (`DayFields`; one food cannot exceed a day), written out: this table is built
        // while the day's is (its `foods` row), so reading the day's rows here would wait on itself.
        case .kcal: FieldSpec("kcal", .number(0...30_000), unit: "kcal")
        case .proteinG: FieldSpec("proteinG", .number(0...2_000), unit: "g")
        case .carbsG: FieldSpec("carbsG", .number(0...3_000), unit: "g")
        case .fatG: FieldSpec("fatG", .number(0...2_000), unit: "g")
        case .alcoholG: FieldSpec("alcoholG", .number(0...2_000), unit: "g")
        case .nutrients: .object("nutrients", NutrientFields.self)
        case .group: FieldSpec("group", .string)
        case .source: FieldSpec("source", .string)
        case .templateId: FieldSpec("templateId", .string)
        case .templateVersion: FieldSpec("templateVersion", .integer(1...1_000_000))
        case .history: FieldSpec("history", .entries)
        }
    }

    package static let table = FieldTable<FoodFields>()
}

/// The members of a food's `nutrients`: one row per `Nutrient`, each an amount with its unit
/// (`MassAmountFields`). A name not listed is an unknown member.
package enum NutrientFields: Int, FieldRow {
    case fiber, sugars, addedSugars, saturatedFat, monounsaturatedFat, polyunsaturatedFat, transFat
    case cholesterol, sodium, salt, potassium, calcium, iron, magnesium, zinc
    case vitaminA, vitaminC, vitaminD, vitaminB12, folate, caffeine

    /// The nutrient of this row (the rows are `Nutrient`'s cases, in order).
    var nutrient: Nutrient { Self.nutrients[rawValue] }

    /// `Nutrient.allCases`, made once (each row's nutrient is read for every food carrying it).
    private static let nutrients = Nutrient.allCases

    package var definition: FieldSpec { .object(nutrient.rawValue, MassAmountFields.self) }

    package static let table = FieldTable<NutrientFields>()
}

/// The members of one nutrient amount: a number and its unit of mass, both required. A unit that is
/// not a mass (`kcal` for sodium) is refused with the units a mass may have.
package enum MassAmountFields: Int, FieldRow {
    /// The amount in `unit`.
    case value
    /// g, mg or µg (also written μg, mcg or ug).
    case unit

    package var definition: FieldSpec {
        switch self {
        case .value: FieldSpec("value", .number(0...100_000), required: true)
        // A string checked against the spellings (`check`), not a choice: `µg` is not ASCII, which
        // a choice's names must be for the byte reader.
        case .unit: FieldSpec("unit", .string, required: true)
        }
    }

    package static let table = FieldTable<MassAmountFields>()
}

/// The members of one `mealGroups` entry of a day.
package enum MealGroupFields: Int, FieldRow {
    /// The group's identifier, unique within the document (required).
    case id
    /// Its name.
    case name

    package var definition: FieldSpec {
        switch self {
        case .id: FieldSpec("id", .string, required: true)
        case .name: FieldSpec("name", .string)
        }
    }

    package static let table = FieldTable<MealGroupFields>()
}

/// The rules within one food log event, which both interpreters apply: identifiers and names are
/// not empty, and a template version names its template.
extension FoodFields: FieldObject {
    static func uses(_ values: FieldValues<FoodFields>) -> FieldUses<FoodFields> {
        var uses = FieldUses<FoodFields>.standard
        // A version without the template it versions identifies nothing.
        if values.given.contains(.templateVersion) { uses.require(FieldSet(.templateId)) }
        return uses
    }

    static let checkedRows: FieldSet<FoodFields> = [.id, .name, .group, .templateId]

    static func check(
        after row: FoodFields, _ values: FieldValues<FoodFields>,
        report: (ValidationIssue.Code, FoodFields, String) -> Void
    ) {
        if values.string(row)?.isEmpty == true { report(.invalidValue, row, "\(row.key) must not be empty") }
    }

    /// Earlier values kept by corrections: checked for shape, never used in any figure.
    static func readEntry(
        of row: FoodFields, _ entry: JSONValue, at path: JSONPointer, issues: inout [ValidationIssue]
    ) {
        FoodCorrection.readHistoryEntry(entry, at: path, issues: &issues)
    }

    static func build(_ values: FieldValues<FoodFields>, at path: @autoclosure () -> JSONPointer) -> FoodEvent? {
        guard let meal = values.choiceIndex(.meal).map(MealSlot.init(choiceIndex:)), let name = values.string(.name)
        else { return nil }
        return event(values, meal: meal, name: name, at: FoodPath(path()))
    }

    /// As `build`, the event appended to `foods` (`LoggedDay.logFoods`) rather than returned as an
    /// optional to be copied in; with `FoodEvent` built by its memberwise initialiser (see its
    /// extension), no copy of the event is made per food (issue 25).
    @inline(__always) static func build(
        _ values: FieldValues<FoodFields>, foodAt path: FoodPath, appendingTo foods: inout [FoodEvent]
    ) -> Bool {
        guard let meal = values.choiceIndex(.meal).map(MealSlot.init(choiceIndex:)), let name = values.string(.name)
        else { return false }
        foods.append(event(values, meal: meal, name: name, at: path))
        return true
    }

    /// The event of `values`, its required members already taken. The choices are read by index
    /// (`MealSlot(choiceIndex:)`), not through `allCases`.
    @inline(__always) private static func event(
        _ values: FieldValues<FoodFields>, meal: MealSlot, name: String, at path: FoodPath
    ) -> FoodEvent {
        FoodEvent(
            id: values.string(.id), meal: meal,
            mealSource: values.choiceIndex(.mealSource).map(MealSource.init(choiceIndex:)) ?? .stated,
            name: name, at: values.instant(.at), kcal: values.number(.kcal),
            proteinG: values.number(.proteinG), carbsG: values.number(.carbsG), fatG: values.number(.fatG),
            alcoholG: values.number(.alcoholG),
            nutrientList: values.object(.nutrients, as: NutrientFields.self).map(NutrientFields.list) ?? NutrientList(),
            group: values.string(.group), source: values.string(.source), templateId: values.string(.templateId),
            templateVersion: values.integer(.templateVersion), path: path)
    }

    static var usualCount: Int { 8 }
}

extension NutrientFields: FieldObject {
    /// The amounts given, in `Nutrient` order.
    static func amounts(_ values: FieldValues<NutrientFields>) -> [NutrientAmount] { list(values).amounts }

    /// The amounts given, in `Nutrient` order, as a food holds them.
    static func list(_ values: FieldValues<NutrientFields>) -> NutrientList {
        var list = NutrientList()
        // The rows given, lowest first, each taken when it has a value (`has`: given and accepted):
        // the rows in `Nutrient` order that have a value, as a walk over all 21 rows asking each
        // gives, without asking the ~20 a food does not carry (~130 instructions a food, issue 25).
        var given = values.given.bits
        while given != 0 {
            let bit = given.trailingZeroBitCount
            given &= given - 1
            guard let row = NutrientFields(rawValue: bit), values.has(row),
                let values = values.object(row, as: MassAmountFields.self),
                let amount = MassAmountFields.build(values, at: .root)
            else { continue }
            list.append(NutrientAmount(row.nutrient, amount.value, amount.unit))
        }
        return list
    }

    static func build(_ values: FieldValues<NutrientFields>, at path: @autoclosure () -> JSONPointer)
        -> [NutrientAmount]?
    {
        amounts(values)
    }
}

extension MassAmountFields: FieldObject {
    /// A number with its unit of mass.
    struct Amount: Sendable, Equatable {
        var value: Double
        var unit: MassUnit
    }

    static let checkedRows: FieldSet<MassAmountFields> = [.unit]

    /// The unit is a mass: an energy unit (kcal for sodium) or any other word is refused.
    static func check(
        after row: MassAmountFields, _ values: FieldValues<MassAmountFields>,
        report: (ValidationIssue.Code, MassAmountFields, String) -> Void
    ) {
        guard let text = values.string(.unit), MassUnit(spelling: text) == nil else { return }
        let listed = MassUnit.spellings.map { "\"\($0.text)\"" }.joined(separator: ", ")
        let energy = ["kcal", "kJ", "kj", "Cal", "cal"].contains(text) ? " (an energy unit; this is a mass)" : ""
        report(.invalidValue, .unit, "unit must be a mass, one of \(listed), found \"\(text)\"\(energy)")
    }

    static func build(_ values: FieldValues<MassAmountFields>, at path: @autoclosure () -> JSONPointer) -> Amount? {
        guard let value = values.number(.value), let unit = values.string(.unit).flatMap(MassUnit.init(spelling:))
        else { return nil }
        return Amount(value: value, unit: unit)
    }
}

extension MealGroupFields: FieldObject {
    static let checkedRows: FieldSet<MealGroupFields> = [.id, .name]

    static func check(
        after row: MealGroupFields, _ values: FieldValues<MealGroupFields>,
        report: (ValidationIssue.Code, MealGroupFields, String) -> Void
    ) {
        if values.string(row)?.isEmpty == true { report(.invalidValue, row, "\(row.key) must not be empty") }
    }

    static func build(_ values: FieldValues<MealGroupFields>, at path: @autoclosure () -> JSONPointer) -> MealGroup? {
        guard let id = values.string(.id) else { return nil }
        return MealGroup(id: id, name: values.string(.name), sourcePath: path())
    }
}
