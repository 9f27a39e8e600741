/// The documented output precisions, so every number is rounded once, the same way, at the boundary.
public enum OutputPrecision {
    /// Energy in kcal or kcal/day: 0.01 kcal.
    public static let kcal = 0.01
    /// Body mass in kg: 0.01 kg (10 g).
    public static let kg = 0.01
    /// Percentages and BMI: 0.01.
    public static let percent = 0.01
}

extension JSONValue {
    /// An energy in kcal rounded to 0.01 kcal.
    public static func kcal(_ value: Double) -> JSONValue { .number(value.roundedTo(OutputPrecision.kcal)) }
    /// An optional energy in kcal rounded to 0.01 kcal, or null.
    public static func kcal(_ value: Double?) -> JSONValue { value.map(kcal) ?? .null }
    /// A mass in kg rounded to 0.01 kg.
    public static func kg(_ value: Double) -> JSONValue { .number(value.roundedTo(OutputPrecision.kg)) }
    /// An optional mass in kg rounded to 0.01 kg, or null.
    public static func kg(_ value: Double?) -> JSONValue { value.map(kg) ?? .null }
    /// A percentage or ratio rounded to 0.01.
    public static func percent(_ value: Double) -> JSONValue { .number(value.roundedTo(OutputPrecision.percent)) }
}
