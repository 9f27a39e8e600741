/// Reads the `goal` object. Only structure is checked here (types, units given once, the members
/// a kind needs); whether a destination is allowed is a result (`Destination`), not an input error.
package enum GoalReader {
    /// The keys `read` understands.
    package static let keys: Set<String> = [
        "kind", "landingWeightKg", "landingWeightLb", "ratePercentPerWeek", "landingBodyFatPercent",
        "landingDeferred", "fatLossPriority",
    ]

    /// Structural bound on a requested rate, % of body weight per week; the policy's allowed range
    /// (0.25-1.0) is checked later and answered with a refusal, not an input error.
    package static let plausibleRatePercentPerWeek: ClosedRange<Double> = 0...100

    /// Reads a goal, or nil when anything required is missing or malformed.
    package static func read(_ reader: inout FieldReader) -> Goal? {
        let kind = reader.choice("kind", required: true, as: Goal.Kind.self)
        var conversions: [String] = []
        let landing = reader.mass(
            kg: "landingWeightKg", lb: "landingWeightLb", label: "landing weight", required: false,
            conversions: &conversions)
        let rate = reader.number(
            "ratePercentPerWeek", in: plausibleRatePercentPerWeek, unit: "% of body weight per week")
        let landingBodyFat = reader.number(
            "landingBodyFatPercent", in: PersonReader.PlausibleBounds.bodyFatPercent, unit: "%")
        let deferred = reader.bool("landingDeferred") ?? false
        let fatLossPriority = reader.bool("fatLossPriority") ?? false
        guard let kind, let landing else { return nil }
        switch kind {
        case .lose, .gain:
            if landing.kg == nil {
                reader.report(
                    .missingField, at: "landingWeightKg",
                    "a \(kind.rawValue) goal needs a landing weight: landingWeightKg or landingWeightLb")
                return nil
            }
        case .recomposition:
            if landingBodyFat != nil && deferred {
                reader.report(
                    .conflictingFields, at: "landingDeferred",
                    "give landingBodyFatPercent or landingDeferred: true, not both")
                return nil
            }
            if landingBodyFat == nil && !deferred {
                reader.report(
                    .missingField, at: "landingDeferred",
                    "a recomposition goal needs landingDeferred: true (set later) or landingBodyFatPercent")
                return nil
            }
        case .maintain:
            break
        }
        return Goal(
            kind: kind, landingWeightKg: landing.kg, landingWeightGivenInPounds: landing.givenInPounds,
            ratePercentPerWeek: rate,
            landingBodyFatPercent: landingBodyFat, landingDeferred: deferred, fatLossPriority: fatLossPriority,
            unitConversions: conversions)
    }
}
