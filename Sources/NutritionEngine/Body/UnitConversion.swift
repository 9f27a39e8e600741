/// Exact conversion factors between the units the engine accepts and the metric units it computes in.
enum UnitConversion {
    /// Kilograms per international avoirdupois pound (exact by definition, 1959).
    static let kilogramsPerPound = 0.453_592_37
    /// Centimetres per international inch (exact by definition, 1959).
    static let centimetresPerInch = 2.54
    /// Inches per foot.
    static let inchesPerFoot = 12.0
    /// Kilojoules per thermochemical kilocalorie (exact by definition), used for food energy.
    static let kilojoulesPerKilocalorie = 4.184

    /// Kilograms in `pounds` lb.
    static func kilograms(pounds: Double) -> Double { pounds * kilogramsPerPound }
    /// Centimetres in `inches` in.
    static func centimetres(inches: Double) -> Double { inches * centimetresPerInch }
}
