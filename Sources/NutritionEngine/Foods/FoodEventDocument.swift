extension FoodEvent {
    /// The event as an input document writes it (`days[].foods[]`): every member it carries, each
    /// nutrient with the value and unit as given; an unknown member is left out, never 0. A document
    /// written from it reads back to the same event.
    var documentJSON: JSONValue {
        var members: [String: JSONValue] = ["meal": .string(meal.rawValue), "name": .string(name)]
        if let id { members["id"] = .string(id) }
        if mealSource != .stated { members["mealSource"] = .string(mealSource.rawValue) }
        if let at { members["at"] = .string(at.utcTextKeepingMilliseconds) }
        if let kcal { members["kcal"] = .number(kcal) }
        if let proteinG { members["proteinG"] = .number(proteinG) }
        if let carbsG { members["carbsG"] = .number(carbsG) }
        if let fatG { members["fatG"] = .number(fatG) }
        if let alcoholG { members["alcoholG"] = .number(alcoholG) }
        if !nutrients.isEmpty {
            members["nutrients"] = .object(
                JSONObject(
                    Dictionary(
                        nutrients.map { amount in
                            (
                                amount.nutrient.rawValue,
                                JSONValue.object([
                                    "value": .number(amount.givenValue), "unit": .string(amount.givenUnit.rawValue),
                                ])
                            )
                        }, uniquingKeysWith: { first, _ in first })))
        }
        if let group { members["group"] = .string(group) }
        if let source { members["source"] = .string(source) }
        if let templateId { members["templateId"] = .string(templateId) }
        if let templateVersion { members["templateVersion"] = .number(Double(templateVersion)) }
        return .object(JSONObject(members))
    }
}

extension Timestamp {
    /// The instant in UTC, `2026-11-02T23:40:00Z` (with milliseconds when it has a fraction of a second),
    /// a form `init?(_:)` reads back.
    var utcTextKeepingMilliseconds: String {
        // Whole milliseconds first, so rounding can never give 24:00:00.
        let total = (secondsSince1970 * 1000).rounded()
        let day = (total / 86_400_000).rounded(.down)
        let milliseconds = total - day * 86_400_000
        let whole = Int(milliseconds) / 1000
        let fraction = Int(milliseconds) % 1000
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let time = "\(two(whole / 3600)):\(two(whole / 60 % 60)):\(two(whole % 60))"
        let milli = fraction == 0 ? "" : "." + String(String(fraction + 1000).dropFirst())
        return "\(CalendarDate(dayNumber: Int(day)))T\(time)\(milli)Z"
    }
}
