/// Exact conversion factors between the units the engine accepts and the metric units it computes in.
public enum UnitConversion {
    /// Kilograms per international avoirdupois pound (exact by definition, 1959).
    public static let kilogramsPerPound = 0.453_592_37
    /// Centimetres per international inch (exact by definition, 1959).
    public static let centimetresPerInch = 2.54
    /// Inches per foot.
    public static let inchesPerFoot = 12.0
    /// Kilojoules per thermochemical kilocalorie (exact by definition), used for food energy.
    public static let kilojoulesPerKilocalorie = 4.184

    /// Kilograms in `pounds` lb.
    public static func kilograms(pounds: Double) -> Double { pounds * kilogramsPerPound }
    /// Centimetres in `inches` in.
    public static func centimetres(inches: Double) -> Double { inches * centimetresPerInch }
}
