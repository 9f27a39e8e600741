/// Member names of an object as UTF-8, for matching a key's bytes without making a `String`.
struct MemberNames<Member>: Sendable where Member: Sendable {
    private let names: [(bytes: [UInt8], member: Member)]

    /// The names and the member each stands for.
    init(_ names: [(String, Member)]) { self.names = names.map { (Array($0.0.utf8), $0.1) } }

    /// The member whose name is exactly `key`.
    func member(_ key: UnsafeBufferPointer<UInt8>) -> Member? {
        // Compared by index: the generic `elementsEqual` between an array and a buffer went through
        // iterators (~1.7 % of `rescore`, a key per member of every day and event).
        for entry in names where entry.bytes.count == key.count && Self.same(entry.bytes, key) { return entry.member }
        return nil
    }

    private static func same(_ name: [UInt8], _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<key.count where name[index] != key[index] { return false }
        return true
    }
}

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
    /// The days of the array at `offset` (the cursor's path at the array, whose pointer each day's
    /// `sourcePath` starts with), with the offset after it; nil (offset unchanged) when any entry is
    /// outside the plain case above.
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
        let arrayPath = pointer
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

    /// The members a day may have on the fast path; others send the array to the tree reader. Names
    /// and bounds come from `DayFields`, the table the tree reader uses.
    private enum DayMember: Int, CaseIterable {
        case date, intakeKcal, proteinG, intakeCompleteness, reviewStatus, weightKg, steps, trainingMinutes,
            trainingTypes, alcoholG

        var key: String {
            switch self {
            case .date: DayFields.date.key
            case .intakeKcal: DayFields.intakeKcal.key
            case .proteinG: DayFields.proteinG.key
            case .intakeCompleteness: DayFields.intakeCompleteness.key
            case .reviewStatus: DayFields.reviewStatus.key
            case .weightKg: DayFields.weightKg.key
            case .steps: DayFields.steps.key
            case .trainingMinutes: DayFields.trainingMinutes.key
            case .trainingTypes: DayFields.trainingTypes.key
            case .alcoholG: DayFields.alcoholG.key
            }
        }
    }

    /// The fast path's member names as UTF-8, looked up by length first.
    private static let dayMemberNames = MemberNames(DayMember.allCases.map { ($0.key, $0) })

    /// The completeness and review values as UTF-8: matching the (ASCII) bytes picks the same case as
    /// `init(rawValue:)` on the decoded string, without making a `String` and a string switch per day.
    private static let completenessNames = MemberNames(IntakeCompleteness.allCases.map { ($0.rawValue, $0) })
    private static let reviewStatusNames = MemberNames(ReviewStatus.allCases.map { ($0.rawValue, $0) })

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
            guard let key = plainString(), let member = Self.dayMemberNames.member(key) else { return nil }
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
                guard let number = number(in: DayFields.intakeKcal.bounds) else { return nil }
                intake = number
            case .proteinG:
                guard let number = number(in: DayFields.proteinG.bounds) else { return nil }
                protein = number
            case .intakeCompleteness:
                guard let text = plainString(), let choice = Self.completenessNames.member(text) else { return nil }
                completeness = choice
            case .reviewStatus:
                guard let text = plainString(), let choice = Self.reviewStatusNames.member(text) else { return nil }
                review = choice
            case .weightKg:
                guard let number = number(in: DayFields.weightKg.bounds) else { return nil }
                weight = number
            case .steps:
                // As `FieldReader.integer`: a whole number that fits an Int, within the bounds.
                guard let number = number(in: nil), number == number.rounded(), let integer = Int(exactly: number),
                    DayFields.steps.bounds.contains(integer)
                else { return nil }
                steps = Double(integer)
            case .trainingMinutes:
                guard let number = number(in: DayFields.trainingMinutes.bounds) else { return nil }
                training = number
            case .trainingTypes:
                guard let list = plainStrings(allowingEmpty: false) else { return nil }
                types = list
            case .alcoholG:
                guard let number = number(in: DayFields.alcoholG.bounds) else { return nil }
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

    /// The bytes of a string of printable ASCII without escapes (what needs no UTF-8 validation and
    /// no unescaping), the offset after its closing quote; nil for any other value.
    ///
    /// Eight bytes are checked at a time while eight remain: a word with no quote, backslash, control
    /// byte or non-ASCII byte is skipped whole (the byte loop cost ~9 instructions a byte, and keys and
    /// dates are most of a document). Otherwise its lowest flagged byte is the first one that is not
    /// plain (the tests may flag a plain byte above a real hit, never below one, and never miss one):
    /// the closing quote, or a refusal. Same answer and offset as
    /// `plainStringByteByByte`, checked in `PlainStringAgreementTests`.
    mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        guard peek() == UInt8(ascii: "\""), let base = bytes.baseAddress else { return nil }
        let start = offset + 1
        var index = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            // Per byte: (x - n) & ~x & 0x80 is set when x < n (n <= 0x80), zero bytes for n = 1.
            let special =
                ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
                | word
            let flagged = special & highs
            if flagged == 0 {
                index += 8
                continue
            }
            // The lowest flagged byte is a real hit (false flags sit only above one): the string's
            // first byte that is not plain. It ends the string if it is the closing quote.
            index += flagged.trailingZeroBitCount / 8
            guard bytes[index] == UInt8(ascii: "\"") else { return nil }
            offset = index + 1
            return UnsafeBufferPointer(rebasing: bytes[start..<index])
        }
        return scanPlainString(from: start, at: index)
    }

    /// The reference for `plainString`: the same scan one byte at a time.
    mutating func plainStringByteByByte() -> UnsafeBufferPointer<UInt8>? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        return scanPlainString(from: offset + 1, at: offset + 1)
    }

    /// The byte-at-a-time scan of a string that began at `start`, from `index` on: the reference,
    /// and the fast path's tail of fewer than eight bytes.
    private mutating func scanPlainString(from start: Int, at index: Int) -> UnsafeBufferPointer<UInt8>? {
        var index = index
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
