/// The documented output precisions, so every number is rounded once, the same way, at the boundary.
enum OutputPrecision {
    /// Energy in kcal or kcal/day: 0.01 kcal.
    static let kcal = 0.01
    /// Body mass in kg: 0.01 kg (10 g).
    static let kg = 0.01
    /// Percentages and BMI: 0.01.
    static let percent = 0.01
    /// Grams of protein and alcohol: 0.1 g.
    static let grams = 0.1
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

    /// A mass (kg) as the JSON writes it: rounded to 0.01 kg.
    static func kg(_ value: Double) -> String { number(value.roundedTo(OutputPrecision.kg)) }

    /// A percentage or BMI as the JSON writes it: rounded to 0.01.
    static func percent(_ value: Double) -> String { number(value.roundedTo(OutputPrecision.percent)) }

    /// The value rounded to `decimals` (0 to 3) decimal places.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        JSONWriter.format(value.roundedTo(steps[min(max(decimals, 0), steps.count - 1)]))
    }

    /// `fixed`, its whole part grouped in thousands with commas (`2,140`, `12,500.5`), for figures a
    /// person reads in a sentence ("sodium: 2,140 mg from 5 of 7 foods").
    static func grouped(_ value: Double, decimals: Int) -> String {
        let text = fixed(value, decimals)
        let sign = text.hasPrefix("-") ? "-" : ""
        let unsigned = text.dropFirst(sign.count)
        let whole = unsigned.prefix { $0 != "." }
        guard whole.count > 3, whole.allSatisfy(\.isNumber) else { return text }
        var groups: [Substring] = []
        var end = whole.endIndex
        while end > whole.startIndex {
            let start = whole.index(end, offsetBy: -3, limitedBy: whole.startIndex) ?? whole.startIndex
            groups.insert(whole[start..<end], at: 0)
            end = start
        }
        return sign + groups.joined(separator: ",") + unsigned.dropFirst(whole.count)
    }

    /// `fixed` with a `+` before zero and positive values (a change).
    static func signed(_ value: Double, _ decimals: Int) -> String { (value >= 0 ? "+" : "") + fixed(value, decimals) }

    /// Text made safe inside HTML and SVG elements: every `&`, `<` and `>` byte written as its entity.
    ///
    /// By bytes, not by Foundation's `replacingOccurrences`, for two reasons. That search compares
    /// characters, so a `<` or `&` followed by a combining mark (one character, "<\u{301}") was
    /// left as it was, which makes an SVG page ill-formed XML. And it was about half of the
    /// instructions of rendering a year's journal page (issue 25). Text without those bytes, most of
    /// it, is returned as it is.
    static func escaped(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") })
        else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            default: bytes.append(byte)
            }
        }
        // Only ASCII bytes were replaced by ASCII, so the bytes are still the text's valid UTF-8.
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let steps: [Double] = [1, 0.1, 0.01, 0.001]

    /// `fixed` with thousands separated by commas and every decimal place written ("2,400", "-1,250.50"
    /// at 2): numbers on pages and charts.
    static func grouped(_ value: Double, _ decimals: Int) -> String {
        let text = fixed(value, decimals)
        let negative = text.hasPrefix("-")
        let body = negative ? String(text.dropFirst()) : text
        let parts = body.split(separator: ".", maxSplits: 1)
        var whole = String(parts.first ?? "")
        var groups: [String] = []
        while whole.count > 3 {
            groups.insert(String(whole.suffix(3)), at: 0)
            whole = String(whole.dropLast(3))
        }
        groups.insert(whole, at: 0)
        // Every one of `decimals` places written ("77.0", "2.50"), so a column of figures lines up.
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        let padded = decimals > 0 ? fraction + String(repeating: "0", count: max(decimals - fraction.count, 0)) : ""
        return (negative ? "-" : "") + groups.joined(separator: ",") + (padded.isEmpty ? "" : "." + padded)
    }

    /// An energy as a person reads it on a page: to the nearest 10 kcal, thousands separated ("2,410").
    static func peopleKcal(_ value: Double) -> String { people(value, decimals: -1) }

    /// Grams (protein, alcohol) as a person reads them on a page: the 0.1 g the JSON writes, rounded
    /// half away from zero to a whole gram, thousands separated (JSON 107.5 g is 108 g on the page).
    static func peopleGrams(_ value: Double) -> String {
        grouped(roundedHalfAwayFromZero(value.roundedTo(OutputPrecision.grams), decimals: 0), 0)
    }

    /// `value` as a person reads it on a page: `roundedForPeople` to `decimals` places (-1: to tens),
    /// thousands separated, every decimal place written ("77.1", "2,410", "0.0").
    static func people(_ value: Double, decimals: Int) -> String {
        grouped(roundedForPeople(value, decimals: decimals), max(decimals, 0))
    }

    /// `value` as a page shows it, so that the page and the JSON never disagree: first the figure
    /// the JSON writes (rounded to 0.01, the output precision of kcal and kg), then that decimal
    /// rounded half away from zero to `decimals` places (-1: to a multiple of 10; -1 to 3). JSON
    /// 77.05 kg is 77.1 kg on the page; 1,234.5 kcal is 1,230 and 1,235 is 1,240; -0.05 is -0.1.
    /// Figures to 0.01 or finer (rates) are rounded once. `-0` is `0` (METHOD section 10).
    static func roundedForPeople(_ value: Double, decimals: Int) -> Double {
        roundedHalfAwayFromZero(decimals < 2 ? value.roundedTo(OutputPrecision.kcal) : value, decimals: decimals)
    }

    /// `value` rounded half away from zero to `decimals` places (-1: to a multiple of 10; -1 to 3) as
    /// the decimal number it stands for: 77.05 is 77.1 and -0.05 is -0.1, though the nearest binary
    /// doubles lie a little below 77.05 and 0.05 (`roundedTo(0.1)` divides by 0.1, a binary fraction
    /// a little above 0.1, and so wrote 77.05 as 77.0). A value within a relative 1e-9 of a half is
    /// taken as the half: the binary noise of a written decimal, a conversion or a mean is about
    /// 1e-15, far smaller, and no figure a page shows has nine significant digits. `-0` is `0`.
    static func roundedHalfAwayFromZero(_ value: Double, decimals: Int) -> Double {
        let places = min(max(decimals, -1), 3)
        // Multiplying by an exact power of ten (or dividing by ten) keeps the decimal point exact.
        let scaled = places < 0 ? value / 10 : value * powersOfTen[places]
        let nudged = scaled + (scaled < 0 ? -1 : 1) * 1e-9 * max(1, abs(scaled))
        let whole = nudged.rounded(.toNearestOrAwayFromZero)
        let rounded = places < 0 ? whole * 10 : whole / powersOfTen[places]
        return rounded == 0 ? 0 : rounded
    }

    private static let powersOfTen: [Double] = [1, 10, 100, 1000]
}
