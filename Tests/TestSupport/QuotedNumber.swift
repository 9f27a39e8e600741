import Foundation
import NutritionEngine

/// A number as prose quotes it (`2,358.51`, `−0.362`, `+0.351`, `1950`), with the precision it is quoted at.
///
/// Read as written: commas between groups of three digits are thousands separators; `-`, `−` (U+2212) or `+`
/// is the number's sign only when it stands at the start of the text or after whitespace, `(`, `[` or `*`
/// (Markdown bold), so the hyphen of a range such as `1888.74-2061.97` is not a minus. Dates (`2026-11-02`),
/// dotted versions (`2026.12.1`) and digits glued to a letter before them (`t3`, `iPhone14`) are not numbers.
public struct QuotedNumber: Sendable, Equatable, CustomStringConvertible {
    /// The number as written, sign and separators included.
    public var text: String
    /// Its value.
    public var value: Double
    /// Digits after the decimal point as written: the precision it is quoted at.
    public var decimals: Int

    /// The number as written.
    public var description: String { text }

    /// Whether `candidate` is this figure at its quoted precision: within half a unit of the last quoted digit
    /// (so a value that rounds to it either way at an exact half counts), allowing 1e-9 relative for binary noise.
    public func quotes(_ candidate: Double) -> Bool {
        let halfUnit = 0.5 * pow(10, Double(-decimals))
        return abs(candidate - value) <= halfUnit + 1e-9 * max(1, abs(value))
    }

    /// Whether a number written elsewhere is this figure: written with at least as many decimals, and rounding to it.
    public func quotes(_ written: QuotedNumber) -> Bool { written.decimals >= decimals && quotes(written.value) }

    /// Every number in `text`, left to right, with where it stands.
    public static func all(in text: String) -> [(number: QuotedNumber, range: Range<String.Index>)] {
        let scalars = Array(text.unicodeScalars)
        let indices = Array(text.unicodeScalars.indices) + [text.endIndex]
        var found: [(QuotedNumber, Range<String.Index>)] = []
        var position = 0
        while position < scalars.count {
            guard isDigit(scalars[position]), !continuesAWord(scalars, before: position) else {
                position += 1
                continue
            }
            let token = scan(scalars, from: position)
            defer { position = token.end }
            guard token.isNumber else { continue }
            var start = position
            if position > 0, isSign(scalars[position - 1]),
                position == 1 || opensANumber(scalars[position - 2])
            {
                start = position - 1
            }
            let written = String(String.UnicodeScalarView(scalars[start..<token.end]))
            found.append((QuotedNumber(written: written), indices[start]..<indices[token.end]))
        }
        return found
    }

    /// The number written just before `end` in `text` (ending exactly there), if there is one.
    public static func ending(at end: String.Index, in text: String) -> QuotedNumber? {
        let lineStart = text[..<end].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let line = String(text[lineStart..<end])
        return all(in: line).last { $0.range.upperBound == line.endIndex }?.number
    }

    private init(written: String) {
        text = written
        let negative = written.hasPrefix("-") || written.hasPrefix("−")
        let digits = written.filter { $0.isNumber || $0 == "." }
        value = (negative ? -1 : 1) * (Double(digits) ?? .nan)
        decimals = digits.firstIndex(of: ".").map { digits.distance(from: $0, to: digits.endIndex) - 1 } ?? 0
    }

    /// Reads a run of digits from `start`: integer part (with thousands groups), fraction; `isNumber` is false for
    /// a date or a dotted version, which are skipped whole.
    private static func scan(_ s: [Unicode.Scalar], from start: Int) -> (end: Int, isNumber: Bool) {
        func digits(from i: Int) -> Int {
            var j = i
            while j < s.count, isDigit(s[j]) { j += 1 }
            return j
        }
        var end = digits(from: start)
        if end - start == 4, matchesDateTail(s, at: end) { return (end + 6, false) }
        // Thousands groups: ",ddd" not followed by another digit, after at most three leading digits.
        if end - start <= 3 {
            while end < s.count, s[end] == ",", digits(from: end + 1) == end + 4 { end += 4 }
        }
        if end + 1 < s.count, s[end] == ".", isDigit(s[end + 1]) {
            end = digits(from: end + 1)
            if end + 1 < s.count, s[end] == ".", isDigit(s[end + 1]) {
                var j = end
                while j + 1 < s.count, s[j] == ".", isDigit(s[j + 1]) { j = digits(from: j + 1) }
                return (j, false)
            }
        }
        return (end, true)
    }

    private static func matchesDateTail(_ s: [Unicode.Scalar], at i: Int) -> Bool {
        guard i + 5 < s.count else { return false }
        return s[i] == "-" && isDigit(s[i + 1]) && isDigit(s[i + 2]) && s[i + 3] == "-" && isDigit(s[i + 4])
            && isDigit(s[i + 5])
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
    private static func isSign(_ c: Unicode.Scalar) -> Bool { c == "-" || c == "−" || c == "+" }
    private static func opensANumber(_ c: Unicode.Scalar) -> Bool {
        c.properties.isWhitespace || c == "(" || c == "[" || c == "*"
    }
    /// Whether the digit at `i` continues a word (`t3`), a longer number or a decimal fraction rather than
    /// starting a number; a `.` after a non-digit (the `..` of a date range) starts nothing.
    private static func continuesAWord(_ s: [Unicode.Scalar], before i: Int) -> Bool {
        guard i > 0 else { return false }
        let c = s[i - 1]
        if c == "." { return i >= 2 && isDigit(s[i - 2]) }
        return c.properties.isAlphabetic || isDigit(c) || c == "_"
    }
}

extension JSONValue {
    /// The value an RFC 6901 pointer names, or nil when a step is missing (an array step must be an index in range).
    public func value(at pointer: JSONPointer) -> JSONValue? {
        var current = self
        for token in pointer.tokens {
            switch current {
            case .object(let members):
                guard let next = members[token] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Int(token), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default: return nil
            }
        }
        return current
    }

    /// Every number in the tree: number leaves at full precision (as written with 17 decimals) and the numbers
    /// written inside string leaves at the precision written.
    public var numbersWithin: [QuotedNumber] {
        switch self {
        case .number(let value): [QuotedNumber.exact(value)]
        case .string(let text): QuotedNumber.all(in: text).map(\.number)
        case .array(let elements): elements.flatMap(\.numbersWithin)
        case .object(let members): members.values.flatMap(\.numbersWithin)
        case .null, .bool: []
        }
    }
}

extension QuotedNumber {
    /// A number at full precision, as a JSON number holds it.
    public static func exact(_ value: Double) -> QuotedNumber {
        QuotedNumber(text: "\(value)", value: value, decimals: 17)
    }

    private init(text: String, value: Double, decimals: Int) {
        self.text = text
        self.value = value
        self.decimals = decimals
    }
}
