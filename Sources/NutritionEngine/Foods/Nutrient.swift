/// A nutrient a food log event may carry besides its energy and macronutrients, with the unit its
/// totals are stated in. Every one is a mass: an amount is given in g, mg or µg and converted to
/// the nutrient's unit; an energy unit (kcal, kJ) for one of them is refused where it is read.
///
/// The list is the nutrients that diary exports and food labels carry (EU Regulation 1169/2011
/// Annex XV's mandatory and voluntary items, the US Nutrition Facts panel's, and caffeine); a
/// nutrient not listed is an unknown member, reported with a did-you-mean, never dropped silently.
public enum Nutrient: String, Sendable, CaseIterable {
    case fiber, sugars, addedSugars, saturatedFat, monounsaturatedFat, polyunsaturatedFat, transFat
    case cholesterol, sodium, salt, potassium, calcium, iron, magnesium, zinc
    case vitaminA, vitaminC, vitaminD, vitaminB12, folate, caffeine

    /// The unit totals of this nutrient are stated in (the unit labels and diaries use for it).
    public var unit: MassUnit {
        switch self {
        case .fiber, .sugars, .addedSugars, .saturatedFat, .monounsaturatedFat, .polyunsaturatedFat, .transFat, .salt:
            .gram
        case .cholesterol, .sodium, .potassium, .calcium, .iron, .magnesium, .zinc, .vitaminC, .caffeine: .milligram
        case .vitaminA, .vitaminD, .vitaminB12, .folate: .microgram
        }
    }

    /// The nutrient in plain words, e.g. "saturated fat", "vitamin B12".
    public var label: String {
        switch self {
        case .fiber: "fibre"
        case .sugars: "sugars"
        case .addedSugars: "added sugars"
        case .saturatedFat: "saturated fat"
        case .monounsaturatedFat: "monounsaturated fat"
        case .polyunsaturatedFat: "polyunsaturated fat"
        case .transFat: "trans fat"
        case .cholesterol: "cholesterol"
        case .sodium: "sodium"
        case .salt: "salt"
        case .potassium: "potassium"
        case .calcium: "calcium"
        case .iron: "iron"
        case .magnesium: "magnesium"
        case .zinc: "zinc"
        case .vitaminA: "vitamin A"
        case .vitaminC: "vitamin C"
        case .vitaminD: "vitamin D"
        case .vitaminB12: "vitamin B12"
        case .folate: "folate"
        case .caffeine: "caffeine"
        }
    }
}

/// A unit of mass a nutrient amount may be given in.
public enum MassUnit: String, Sendable, CaseIterable {
    /// Gram.
    case gram = "g"
    /// Milligram.
    case milligram = "mg"
    /// Microgram.
    case microgram = "µg"

    /// Grams per one of this unit.
    var grams: Double {
        switch self {
        case .gram: 1
        case .milligram: 1e-3
        case .microgram: 1e-6
        }
    }

    /// The spellings accepted for a unit, each with its unit: `µg` with the micro sign (U+00B5) or
    /// the Greek mu (U+03BC, what many keyboards type), and `mcg` as US labels write it.
    public static let spellings: [(text: String, unit: MassUnit)] = [
        ("g", .gram), ("mg", .milligram), ("µg", .microgram), ("\u{03BC}g", .microgram), ("mcg", .microgram),
        ("ug", .microgram),
    ]

    /// The unit written `text` (one of `spellings`), or nil.
    public init?(spelling text: String) {
        guard let unit = Self.spellings.first(where: { $0.text == text })?.unit else { return nil }
        self = unit
    }

    /// `value` of this unit in `unit`: multiplied or divided by the exact power of ten between the
    /// two (one rounding, never a factor such as 0.001 that is itself inexact).
    func convert(_ value: Double, to unit: MassUnit) -> Double {
        let steps = Self.exponent(self) - Self.exponent(unit)
        if steps >= 0 { return value * Self.power(steps) }
        return value / Self.power(-steps)
    }

    private static func exponent(_ unit: MassUnit) -> Int {
        switch unit {
        case .gram: 0
        case .milligram: -3
        case .microgram: -6
        }
    }

    private static func power(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
