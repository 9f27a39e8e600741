/// Decodes a document's `days` array straight from its UTF-8 bytes, without a JSON tree.
///
/// Why: a year of days is most of a document's bytes, and building a tree of about 2,000 values for
/// them, then reading each object back through `FieldReader`, was the largest single cost of
/// `rescore` (issue 7). This decoder takes only the plain, valid case: every entry an object of known
/// day members, each at most once, with values of the right type inside `DayLogReader`'s bounds,
/// strings ASCII without escapes, no `null`, no `weightLb` and no body-fat reading. On anything else
/// it gives up and the array is parsed and read the ordinary way, so every error, message and path
/// stays the tree reader's. What it accepts, it decodes to exactly the `LoggedDay` that
/// `DayLogReader.readDay` would build (numbers through the parser's own conversion).
extension JSONByteCursor {
    /// The days of the array at `offset`, with the offset after it; nil (offset unchanged) when any
    /// entry is outside the plain case above.
    mutating func decodeDaysArray() -> [LoggedDay]? {
        let start = offset
        // The tree parser would check nesting at the array (depth 1), each day (2) and `trainingTypes` (3).
        guard maximumDepth > 3, let days = decodeDays() else {
            offset = start
            return nil
        }
        return days
    }

    private mutating func decodeDays() -> [LoggedDay]? {
        guard peek() == UInt8(ascii: "[") else { return nil }
        offset += 1
        var days: [LoggedDay] = []
        days.reserveCapacity(400)
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return days
        }
        let arrayPath = JSONPointer(tokens: ["days"])
        while true {
            skipWhitespace()
            guard let day = decodeDay(at: arrayPath.appending(days.count)) else { return nil }
            days.append(day)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return days
            default: return nil
            }
        }
    }

    /// The members a day may have on the fast path, by name; others send the array to the tree reader.
    private enum DayMember: Int {
        case date, intakeKcal, proteinG, intakeCompleteness, reviewStatus, weightKg, steps, trainingMinutes, trainingTypes, alcoholG
    }

    private mutating func decodeDay(at path: JSONPointer) -> LoggedDay? {
        guard peek() == UInt8(ascii: "{") else { return nil }
        offset += 1
        var seen: UInt32 = 0
        var date: CalendarDate?
        var intake: Double?
        var protein: Double?
        var completeness: IntakeCompleteness?
        var review: ReviewStatus?
        var weight: Double?
        var steps: Double?
        var training: Double?
        var types: [String]?
        var alcohol: Double?
        skipWhitespace()
        // An empty object lacks its date: an error, left to the tree reader.
        guard peek() != UInt8(ascii: "}") else { return nil }
        while true {
            skipWhitespace()
            guard let key = plainString(), let member = Self.dayMember(key) else { return nil }
            let bit: UInt32 = 1 << UInt32(member.rawValue)
            guard seen & bit == 0 else { return nil }
            seen |= bit
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { return nil }
            offset += 1
            skipWhitespace()
            switch member {
            case .date:
                guard let text = plainString(), let parsed = CalendarDate(isoUTF8: text) else { return nil }
                date = parsed
            case .intakeKcal:
                guard let number = number(in: DayLogReader.Bounds.kcal) else { return nil }
                intake = number
            case .proteinG:
                guard let number = number(in: DayLogReader.Bounds.proteinG) else { return nil }
                protein = number
            case .intakeCompleteness:
                guard let text = plainString(), let choice = IntakeCompleteness(rawValue: String(decoding: text, as: UTF8.self)) else { return nil }
                completeness = choice
            case .reviewStatus:
                guard let text = plainString(), let choice = ReviewStatus(rawValue: String(decoding: text, as: UTF8.self)) else { return nil }
                review = choice
            case .weightKg:
                guard let number = number(in: PersonReader.PlausibleBounds.weightKg) else { return nil }
                weight = number
            case .steps:
                // As `FieldReader.integer`: a whole number that fits an Int, within the bounds.
                guard let number = number(in: nil), number == number.rounded(), let integer = Int(exactly: number),
                    DayLogReader.Bounds.steps.contains(integer)
                else { return nil }
                steps = Double(integer)
            case .trainingMinutes:
                guard let number = number(in: DayLogReader.Bounds.trainingMinutes) else { return nil }
                training = number
            case .trainingTypes:
                guard let list = plainStrings(allowingEmpty: false) else { return nil }
                types = list
            case .alcoholG:
                guard let number = number(in: DayLogReader.Bounds.alcoholG) else { return nil }
                alcohol = number
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                guard let date else { return nil }
                return LoggedDay(
                    date: date, intakeKcal: intake, proteinG: protein, intakeCompleteness: completeness ?? .unknown,
                    reviewStatus: review ?? .open, weightKg: weight, steps: steps, trainingMinutes: training,
                    trainingTypes: types, alcoholG: alcohol, bodyFat: nil, sourcePath: path)
            default: return nil
            }
        }
    }

    private static func dayMember(_ key: UnsafeBufferPointer<UInt8>) -> DayMember? {
        func matches(_ name: StaticString) -> Bool {
            name.utf8CodeUnitCount == key.count
                && UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount).elementsEqual(key)
        }
        switch key.count {
        case 4: return matches("date") ? .date : nil
        case 5: return matches("steps") ? .steps : nil
        case 8:
            if matches("proteinG") { return .proteinG }
            if matches("weightKg") { return .weightKg }
            if matches("alcoholG") { return .alcoholG }
            return nil
        case 10: return matches("intakeKcal") ? .intakeKcal : nil
        case 12: return matches("reviewStatus") ? .reviewStatus : nil
        case 13: return matches("trainingTypes") ? .trainingTypes : nil
        case 15: return matches("trainingMinutes") ? .trainingMinutes : nil
        case 18: return matches("intakeCompleteness") ? .intakeCompleteness : nil
        default: return nil
        }
    }

    /// The bytes of a string of printable ASCII without escapes (what needs no UTF-8 validation and
    /// no unescaping), the offset after its closing quote; nil for any other value.
    mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        let start = offset + 1
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                offset = index + 1
                return UnsafeBufferPointer(rebasing: bytes[start..<index])
            }
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        return nil
    }

    /// A number converted exactly as the tree parser converts it, within `range` when one is given.
    mutating func number(in range: ClosedRange<Double>?) -> Double? {
        guard let first = peek(), first == UInt8(ascii: "-") || isDigit(first) else { return nil }
        guard let number = try? parseNumber() else { return nil }
        if let range, !range.contains(number) { return nil }
        return number
    }

    /// An array of plain strings (`trainingTypes`: non-empty ones).
    mutating func plainStrings(allowingEmpty: Bool) -> [String]? {
        guard peek() == UInt8(ascii: "[") else { return nil }
        offset += 1
        var strings: [String] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return strings
        }
        while true {
            skipWhitespace()
            guard let text = plainString(), allowingEmpty || !text.isEmpty else { return nil }
            strings.append(String(decoding: text, as: UTF8.self))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return strings
            default: return nil
            }
        }
    }
}
