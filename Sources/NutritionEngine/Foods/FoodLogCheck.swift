/// The rules about food log events that reach beyond one event, applied to each day in listed order
/// by both readers of a document's days (`DayLogReader`, as `DateOrderCheck`), each problem located
/// and naming every pointer it involves:
/// - an event's `id` and a meal group's `id` are each unique within the document (`duplicateId`);
/// - an event's `group` is a meal group of the same day;
/// - with foods, a day's own `intakeKcal` must equal the foods' kcal sum (within 0.5 kcal, a whole
///   kcal's rounding), which needs every food to carry kcal; its own `proteinG` and `alcoholG`, when
///   a food carries them, must equal the foods' sum (within 0.05 g) the same way.
///
/// These live here, not in `FoodFields.check`, because they need the day's and the other events'
/// places in the document (a table's rules see one object's values, not where it is).
struct FoodLogCheck {
    /// How far a day's own intake may be from its foods' sum, kcal.
    static let intakeToleranceKcal = 0.5
    /// How far a day's own protein or alcohol may be from its foods' sum, g.
    static let gramToleranceG = 0.05

    private var foodIds: [String: JSONPointer] = [:]
    private var groupIds: [String: JSONPointer] = [:]

    /// Checks `day`, appending its problems to `issues`.
    mutating func accept(_ day: LoggedDay, issues: inout [ValidationIssue]) {
        accept(
            foods: day.foods, groups: day.mealGroups, declared: day.declaredBesideFoods, dayPath: day.sourcePath,
            issues: &issues)
    }

    /// Checks `days[index]`, its members read where the day is (handing `accept(_:issues:)` the day
    /// copied it out of the array: a copy and a destroy per day with foods, issue 25).
    mutating func accept(_ days: [LoggedDay], at index: Int, issues: inout [ValidationIssue]) {
        accept(
            foods: days[index].foods, groups: days[index].mealGroups, declared: days[index].declaredBesideFoods,
            dayPath: days[index].sourcePath, issues: &issues)
    }

    /// Checks the day at `dayPath` listing `foods` and `groups`, its own members beside them `declared`.
    private mutating func accept(
        foods: [FoodEvent], groups: [MealGroup], declared: DeclaredBesideFoods?, dayPath: JSONPointer,
        issues: inout [ValidationIssue]
    ) {
        guard !foods.isEmpty || !groups.isEmpty else { return }
        for group in groups {
            if let first = groupIds[group.id] {
                issues.append(
                    ValidationIssue(
                        path: group.sourcePath.appending(MealGroupFields.id.key), code: .duplicateId,
                        message: "meal group id \"\(group.id)\" is already used at \(first)"))
            } else {
                groupIds[group.id] = group.sourcePath
            }
        }
        // Read by index: `for food in foods` copied every event (retaining its members) to read
        // two of them.
        for index in foods.indices {
            if let id = foods[index].id {
                if let first = foodIds[id] {
                    issues.append(
                        ValidationIssue(
                            path: foods[index].sourcePath.appending(FoodFields.id.key), code: .duplicateId,
                            message: "food id \"\(id)\" is already used at \(first)"))
                } else {
                    foodIds[id] = foods[index].sourcePath
                }
            }
            if let group = foods[index].group, !groups.contains(where: { $0.id == group }) {
                let listed =
                    groups.isEmpty
                    ? "the day lists no mealGroups"
                    : "its mealGroups are " + groups.map { "\"\($0.id)\"" }.joined(separator: ", ")
                issues.append(
                    ValidationIssue(
                        path: foods[index].sourcePath.appending(FoodFields.group.key), code: .invalidValue,
                        message: "group \"\(group)\" is not a meal group of this day (\(listed))"))
            }
        }
        if let declared { checkAgreement(foods: foods, dayPath: dayPath, declared, issues: &issues) }
    }

    private func checkAgreement(
        foods: [FoodEvent], dayPath: JSONPointer, _ declared: DeclaredBesideFoods, issues: inout [ValidationIssue]
    ) {
        let foodsPath = dayPath.appending(DayFields.foods.key)
        func check(
            _ row: DayFields, _ given: Double?, _ values: KeyPath<FoodEvent, Double?>, member: String, unit: String,
            tolerance: Double, always: Bool
        ) {
            guard let given else { return }
            let sum = FoodSum(foods.lazy.map { $0[keyPath: values] })
            guard always || sum.carriers > 0 else { return }
            let path = dayPath.appending(row.key)
            let stated = "\(row.key) is \(JSONWriter.format(given)) \(unit)"
            if let missing = foods.first(where: { $0[keyPath: values] == nil }) {
                issues.append(
                    ValidationIssue(
                        path: path, code: .conflictingFields,
                        message:
                            "\(stated) but \(missing.sourcePath) has no \(member), so the foods at \(foodsPath) give only a lower bound (at least \(JSONWriter.format(sum.known.roundedTo(0.01))) \(unit)); with foods the day's figure is their sum: give every food's \(member) and leave \(row.key) out"
                    ))
            } else if abs(given - sum.known) > tolerance {
                issues.append(
                    ValidationIssue(
                        path: path, code: .conflictingFields,
                        message:
                            "\(stated) but the \(member) of the foods at \(foodsPath) sum to \(JSONWriter.format(sum.known.roundedTo(0.01))) \(unit); with foods the day's figure is their sum: leave \(row.key) out or correct it"
                    ))
            }
        }
        check(
            .intakeKcal, declared.intakeKcal, \.kcal, member: "kcal", unit: "kcal", tolerance: Self.intakeToleranceKcal,
            always: true)
        check(
            .proteinG, declared.proteinG, \.proteinG, member: "proteinG", unit: "g", tolerance: Self.gramToleranceG,
            always: false)
        check(
            .alcoholG, declared.alcoholG, \.alcoholG, member: "alcoholG", unit: "g", tolerance: Self.gramToleranceG,
            always: false)
    }
}
