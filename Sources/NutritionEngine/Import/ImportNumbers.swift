/// Number and unit parsing shared by the import formats (C-locale decimals, finite, not negative).
enum ImportNumbers {
    /// A finite, non-negative decimal number such as `92.94999694824219`, or nil.
    static func value(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty, let number = Double(trimmed), number.isFinite, number >= 0 else { return nil }
        return number
    }

    /// A body mass in `unit` (`kg`, `lb`) in kilograms, or nil for another unit.
    static func kilograms(_ value: Double, unit: String) -> Double? {
        switch unit.lowercased() {
        case "kg": value
        case "lb", "lbs": UnitConversion.kilograms(pounds: value)
        default: nil
        }
    }

    /// An energy in `unit` (`kcal`, `Cal`, `kJ`) in kilocalories, or nil for another unit.
    static func kilocalories(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "kcal", "Kcal", "Cal": value
        case "kJ", "kj", "KJ": value / UnitConversion.kilojoulesPerKilocalorie
        default: nil
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
