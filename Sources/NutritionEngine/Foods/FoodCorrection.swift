/// A correction of one food log event ("that yoghurt was 180 kcal", "it was lunch"), applied to the
/// document as `DayCorrection` applies a day's: every value that changes is kept, with the date of
/// the change, in the event's own `history`; nothing is overwritten silently.
///
/// With foods, a day's intake is their sum: when the day also states its own `intakeKcal` (or
/// `proteinG`, `alcoholG`) and the correction changes what the foods sum to, that member is moved
/// into the day's `history` (the foods now say it), so the corrected document reads back.
package struct FoodCorrection: Sendable, Equatable {
    /// The members a correction may change (`mealSource` only by stating the meal: the clock's mark
    /// is removed, the slot is then the person's).
    static let correctableKeys: [FoodFields] = [.meal, .mealSource, .name, .kcal, .proteinG, .carbsG, .fatG, .alcoholG]

    /// The day the event is on.
    package var date: CalendarDate
    /// The event's `id`.
    package var foodId: String
    /// The new meal slot, or nil to keep it.
    package var meal: MealSlot?
    /// The new name, or nil to keep it.
    package var name: String?
    /// The new energy, kcal, or nil to keep it.
    package var kcal: Double?
    /// The new protein, g, or nil to keep it.
    package var proteinG: Double?
    /// The new carbohydrate, g, or nil to keep it.
    package var carbsG: Double?
    /// The new fat, g, or nil to keep it.
    package var fatG: Double?
    /// The new alcohol, g, or nil to keep it.
    package var alcoholG: Double?

    /// A correction of the event `foodId` on `date`.
    package init(
        date: CalendarDate, foodId: String, meal: MealSlot? = nil, name: String? = nil, kcal: Double? = nil,
        proteinG: Double? = nil, carbsG: Double? = nil, fatG: Double? = nil, alcoholG: Double? = nil
    ) {
        self.date = date
        self.foodId = foodId
        self.meal = meal
        self.name = name
        self.kcal = kcal
        self.proteinG = proteinG
        self.carbsG = carbsG
        self.fatG = fatG
        self.alcoholG = alcoholG
    }

    /// What applying a correction did.
    package struct Applied: Sendable, Equatable {
        /// The whole document with the event changed (every other member as it was).
        package var document: JSONValue
        /// One line per changed member, "member: old -> new" (empty when nothing changed).
        package var changes: [String]
    }

    /// Applies the correction to `document` (a parsed input document), dated `changedOn`; refused
    /// with the issue when the day or the event is not there or a new value is out of its bounds.
    package func applied(to document: JSONValue, changedOn: CalendarDate) -> Result<Applied, ValidationIssue> {
        guard var members = document.objectValue else {
            return .failure(ValidationIssue(path: .root, code: .wrongType, message: "the document must be an object"))
        }
        for (row, value) in [(FoodFields.kcal, kcal), (.proteinG, proteinG), (.carbsG, carbsG), (.fatG, fatG)]
            + [(.alcoholG, alcoholG)]
        {
            let bounds = row.spec.numberBounds
            if let value, !bounds.contains(value) {
                return .failure(
                    ValidationIssue(
                        path: JSONPointer("/days"), code: .outOfRange,
                        message:
                            "\(row.key) must be from \(JSONWriter.format(bounds.lowerBound)) to \(JSONWriter.format(bounds.upperBound)) \(row.unit)"
                    ))
            }
        }
        if name?.isEmpty == true {
            return .failure(
                ValidationIssue(path: JSONPointer("/days"), code: .invalidValue, message: "name must not be empty"))
        }
        var days = members["days"]?.arrayValue ?? []
        let dateText = JSONValue.string(date.description)
        guard let dayIndex = days.firstIndex(where: { $0["date"] == dateText }), var day = days[dayIndex].objectValue
        else {
            return .failure(
                ValidationIssue(
                    path: JSONPointer("/days"), code: .invalidValue, message: "\(date) is not listed in days"))
        }
        let dayPath = JSONPointer(tokens: ["days", String(dayIndex)])
        var foods = day["foods"]?.arrayValue ?? []
        guard let foodIndex = foods.firstIndex(where: { $0["id"] == .string(foodId) }),
            var food = foods[foodIndex].objectValue
        else {
            return .failure(
                ValidationIssue(
                    path: dayPath.appending("foods"), code: .invalidValue,
                    message: "no food with id \"\(foodId)\" on \(date)"))
        }
        var previous = JSONObject()
        var changes: [String] = []
        let values: [FoodFields: JSONValue?] = [
            .meal: meal.map { .string($0.rawValue) }, .name: name.map { .string($0) }, .kcal: kcal.map { .number($0) },
            .proteinG: proteinG.map { .number($0) }, .carbsG: carbsG.map { .number($0) },
            .fatG: fatG.map { .number($0) }, .alcoholG: alcoholG.map { .number($0) },
        ]
        for row in Self.correctableKeys {
            guard let value = values[row] ?? nil, food[row.key] != value else { continue }
            let old = food[row.key] ?? .null
            previous[row.key] = old
            changes.append("\(row.key): \(DayCorrection.describe(old)) -> \(DayCorrection.describe(value))")
            food[row.key] = value
        }
        // A meal the person states, even the one the clock gave, is theirs: the mark goes, so the
        // meal-evidence rule may learn from the slot.
        if meal != nil, let source = food[FoodFields.mealSource.key], source != .string(MealSource.stated.rawValue) {
            previous[FoodFields.mealSource.key] = source
            changes.append("mealSource: \(DayCorrection.describe(source)) -> (stated)")
            food[FoodFields.mealSource.key] = nil
        }
        guard !changes.isEmpty else { return .success(Applied(document: document, changes: [])) }
        var history = food["history"]?.arrayValue ?? []
        history.append(.object(["changedOn": .string(changedOn.description), "previous": .object(previous)]))
        food["history"] = .array(history)
        foods[foodIndex] = .object(food)
        day["foods"] = .array(foods)
        // The day's own figure of a quantity the foods now sum differently would contradict them.
        var dayPrevious = JSONObject()
        for (dayKey, foodKey) in [("intakeKcal", "kcal"), ("proteinG", "proteinG"), ("alcoholG", "alcoholG")]
        where previous[foodKey] != nil {
            guard let stated = day[dayKey], stated != .null else { continue }
            dayPrevious[dayKey] = stated
            day[dayKey] = nil
            changes.append("\(dayKey): \(DayCorrection.describe(stated)) -> (the foods' sum)")
        }
        if !dayPrevious.isEmpty {
            var dayHistory = day["history"]?.arrayValue ?? []
            dayHistory.append(
                .object(["changedOn": .string(changedOn.description), "previous": .object(dayPrevious)]))
            day["history"] = .array(dayHistory)
        }
        days[dayIndex] = .object(day)
        members["days"] = .array(days)
        return .success(Applied(document: .object(members), changes: changes))
    }

    /// Checks one `history` entry of a food: `changedOn` a date, `previous` an object of correctable
    /// members (each the earlier value, or null when it was absent).
    static func readHistoryEntry(_ element: JSONValue, at path: JSONPointer, issues: inout [ValidationIssue]) {
        guard var fields = FieldReader.object(element, at: path, issues: &issues) else { return }
        if let text = fields.string("changedOn", required: true), CalendarDate(iso: text) == nil {
            fields.report(
                .invalidValue, at: "changedOn", "changedOn must be a calendar date YYYY-MM-DD, found \"\(text)\"")
        }
        _ = fields.nested("previous", required: true) { previous -> Bool? in
            for row in correctableKeys {
                guard let value = previous.value(row.key) else { continue }
                switch (row, value) {
                case (_, .null): break
                case (.meal, .string(let text)) where MealSlot(rawValue: text) != nil: break
                case (.mealSource, .string(let text)) where MealSource(rawValue: text) != nil: break
                case (.name, .string): break
                case (.kcal, .number), (.proteinG, .number), (.carbsG, .number), (.fatG, .number), (.alcoholG, .number):
                    break
                default:
                    previous.report(
                        .invalidValue, at: row.key,
                        "\(row.key) in a food's history is its earlier value (or null when it was absent), found \(value.typeDescription)"
                    )
                }
            }
            return true
        }
        issues.append(contentsOf: fields.finish())
    }
}
