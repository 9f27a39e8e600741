/// The documented output precisions, so every number is rounded once, the same way, at the boundary.
enum OutputPrecision {
    /// Energy in kcal or kcal/day: 0.01 kcal.
    static let kcal = 0.01
    /// Body mass in kg: 0.01 kg (10 g).
    static let kg = 0.01
    /// Percentages and BMI: 0.01.
    static let percent = 0.01
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

extension Double {
    /// The value rounded half away from zero to a multiple of `step` (e.g. 0.01 kcal, 10 kcal),
    /// with `-0` turned into `0`. Outputs round once, here, at the boundary.
    package func roundedTo(_ step: Double) -> Double {
        let rounded = (self / step).rounded(.toNearestOrAwayFromZero) * step
        // Dividing again by the reciprocal removes binary noise such as 2929.0600000000004.
        let cleaned = step < 1 ? (rounded * (1 / step)).rounded() / (1 / step) : rounded
        return cleaned == 0 ? 0 : cleaned
    }
}

extension Double {
    /// Weeks to a destination to 0.1 week, as `recommend` has always written them: scaled by 10,
    /// rounded half away from zero, scaled back. Not `roundedTo(0.1)`, which divides by 0.1 (a
    /// binary fraction a little above 0.1) and so turns 0.15 into 0.1 where this gives 0.2.
    package var weeksRoundedToTenth: Double { (self * 10).rounded() / 10 }
}

/// Numbers as people read them in Markdown, HTML and SVG: rounded once with `roundedTo` and written
/// as JSON writes them (shortest form, no trailing zeros), so text and JSON never disagree.
enum OutputText {
    /// The value as the JSON output writes it, unrounded (it is already rounded there).
    static func number(_ value: Double) -> String { JSONWriter.format(value) }

    /// An energy (kcal or kcal/day) as the JSON writes it: rounded to 0.01 kcal.
    static func kcal(_ value: Double) -> String { number(value.roundedTo(OutputPrecision.kcal)) }

    /// An energy (kcal or kcal/day) as a page for people shows it: rounded to 10 kcal.
    static func kcalForPeople(_ value: Double) -> String { number(value.roundedTo(10)) }

    /// A mass (kg) as the JSON writes it: rounded to 0.01 kg.
    static func kg(_ value: Double) -> String { number(value.roundedTo(OutputPrecision.kg)) }

    /// A percentage or BMI as the JSON writes it: rounded to 0.01.
    static func percent(_ value: Double) -> String { number(value.roundedTo(OutputPrecision.percent)) }

    /// The value rounded to `decimals` (0 to 3) decimal places.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        JSONWriter.format(value.roundedTo(steps[min(max(decimals, 0), steps.count - 1)]))
    }

    /// `fixed` with a `+` before zero and positive values (a change).
    static func signed(_ value: Double, _ decimals: Int) -> String { (value >= 0 ? "+" : "") + fixed(value, decimals) }

    /// A number or a string member as a table cell; anything else is an empty cell.
    static func cell(_ value: JSONValue?) -> String {
        switch value {
        case .number(let number)?: JSONWriter.format(number)
        case .string(let text)?: text
        default: ""
        }
    }

    /// Text made safe inside HTML and SVG elements.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private static let steps: [Double] = [1, 0.1, 0.01, 0.001]
}
