/// Reads the `goal` object. Only structure is checked here (types, units given once, the members
/// a kind needs); whether a destination is allowed is a result (`Destination`), not an input error.
public enum GoalReader {
    /// The keys `read` understands.
    public static let keys: Set<String> = [
        "kind", "landingWeightKg", "landingWeightLb", "ratePercentPerWeek", "landingBodyFatPercent",
        "landingDeferred", "fatLossPriority",
    ]

    /// Structural bound on a requested rate, % of body weight per week; the policy's allowed range
    /// (0.25-1.0) is checked later and answered with a refusal, not an input error.
    public static let plausibleRatePercentPerWeek: ClosedRange<Double> = 0...100

    /// Reads a goal, or nil when anything required is missing or malformed.
    public static func read(_ reader: inout FieldReader) -> Goal? {
        let kind = reader.choice("kind", required: true, as: Goal.Kind.self)
        var conversions: [String] = []
        let landing = readLandingWeight(&reader, conversions: &conversions)
        let rate = reader.number("ratePercentPerWeek", in: plausibleRatePercentPerWeek, unit: "% of body weight per week")
        let landingBodyFat = reader.number("landingBodyFatPercent", in: PersonReader.PlausibleBounds.bodyFatPercent, unit: "%")
        let deferred = reader.bool("landingDeferred") ?? false
        let fatLossPriority = reader.bool("fatLossPriority") ?? false
        guard let kind, let landing else { return nil }
        switch kind {
        case .lose, .gain:
            if landing.kg == nil {
                reader.report(.missingField, at: "landingWeightKg", "a \(kind.rawValue) goal needs a landing weight: landingWeightKg or landingWeightLb")
                return nil
            }
        case .recomposition:
            if landingBodyFat != nil && deferred {
                reader.report(.conflictingFields, at: "landingDeferred", "give landingBodyFatPercent or landingDeferred: true, not both")
                return nil
            }
            if landingBodyFat == nil && !deferred {
                reader.report(.missingField, at: "landingDeferred", "a recomposition goal needs landingDeferred: true (set later) or landingBodyFatPercent")
                return nil
            }
        case .maintain:
            break
        }
        return Goal(
            kind: kind, landingWeightKg: landing.kg, landingWeightGivenInPounds: landing.inPounds, ratePercentPerWeek: rate,
            landingBodyFatPercent: landingBodyFat, landingDeferred: deferred, fatLossPriority: fatLossPriority,
            unitConversions: conversions)
    }

    /// The landing weight in kg (nil when absent), or nil overall when it is malformed.
    private static func readLandingWeight(_ reader: inout FieldReader, conversions: inout [String]) -> (kg: Double?, inPounds: Bool)? {
        let hasKg = reader.isPresent("landingWeightKg")
        let hasLb = reader.isPresent("landingWeightLb")
        if hasKg && hasLb {
            reader.report(.conflictingFields, at: "landingWeightLb", "give the landing weight once: landingWeightKg or landingWeightLb, not both")
            return nil
        }
        if hasLb {
            let kgBounds = PersonReader.PlausibleBounds.weightKg
            let lbBounds = (kgBounds.lowerBound / UnitConversion.kilogramsPerPound).rounded(.down)...(kgBounds.upperBound / UnitConversion.kilogramsPerPound).rounded(.up)
            guard let pounds = reader.number("landingWeightLb", required: true, in: lbBounds, unit: "lb") else { return nil }
            let kilograms = UnitConversion.kilograms(pounds: pounds)
            conversions.append("landing weight \(JSONWriter.format(pounds)) lb × 0.45359237 kg/lb = \(JSONWriter.format(kilograms)) kg")
            return (kilograms, true)
        }
        if hasKg {
            guard let kilograms = reader.number("landingWeightKg", required: true, in: PersonReader.PlausibleBounds.weightKg, unit: "kg") else { return nil }
            return (kilograms, false)
        }
        return (nil, false)
    }
}
