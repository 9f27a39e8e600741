/// The byte-level scanning the fast paths share (`Input/FieldBytesReader.swift`): plain strings,
/// numbers converted as the parser converts them, arrays of plain strings, member names matched
/// without making a `String`. Each answers nil for anything outside its plain case, and the caller
/// then hands the whole array to the tree parser, so no error is ever worded here.
///
/// Whitespace, `peek` and the number conversion itself are the parser's own (`JSONParser.swift`).
extension JSONByteCursor {
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
            guard Self.isPlain(byte) else { return nil }
            index += 1
        }
        return nil
    }

    /// Whether `byte` may stand in a plain string: printable ASCII other than the quote and backslash.
    static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"")
    }

    /// A number converted exactly as the tree parser converts it, within `range` when one is given.
    ///
    /// `parseNumber` with its plain case first: `scanNumber` takes only what starts as a number, so
    /// only the text path needs the first byte checked (and its error turned into nil).
    mutating func number(in range: ClosedRange<Double>?) -> Double? {
        let number: Double
        if let scanned = scanNumber() {
            number = scanned
        } else {
            guard let first = peek(), first == UInt8(ascii: "-") || isDigit(first),
                let parsed = try? parseNumberThroughText()
            else { return nil }
            number = parsed
        }
        if let range, !range.contains(number) { return nil }
        return number
    }

    /// An array of plain strings (non-empty ones unless `allowingEmpty`): the reference for
    /// `plainStrings(allowingEmpty:reusing:)`, which the decoder uses.
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

    /// As `plainStrings(allowingEmpty:)`, answering `previous` itself, with no array or string made,
    /// when the array holds the same strings: the offers of a history mostly give the reason codes
    /// of the one before, and making them again was an array and a string per offer. The same
    /// strings and offset as `plainStrings(allowingEmpty:)` (`PlainStringsReuseAgreementTests`).
    mutating func plainStrings(allowingEmpty: Bool, reusing previous: [String]) -> [String]? {
        guard peek() == UInt8(ascii: "[") else { return nil }
        offset += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return []
        }
        // Made only once an element differs from `previous` or goes past its end.
        var made: [String]?
        var count = 0
        while true {
            skipWhitespace()
            guard let text = plainString(), allowingEmpty || !text.isEmpty else { return nil }
            if made != nil || count >= previous.count || !Self.isString(previous[count], utf8: text) {
                if made == nil { made = Array(previous.prefix(count)) }
                made?.append(String(decoding: text, as: UTF8.self))
            }
            count += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return made ?? (count == previous.count ? previous : Array(previous.prefix(count)))
            default: return nil
            }
        }
    }

    /// Whether `string`'s UTF-8 is `text`, compared eight bytes at a time (a byte at a time, an
    /// algorithm version cost ~240 instructions per plan event); the same answer as
    /// `isStringByteByByte` (`PlainStringsReuseAgreementTests`).
    @inline(__always) static func isString(_ string: String, utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count == text.count else { return false }
            guard let a = bytes.baseAddress, let b = text.baseAddress else { return true }
            var offset = 0
            while offset + 8 <= text.count {
                guard
                    UnsafeRawPointer(a + offset).loadUnaligned(as: UInt64.self)
                        == UnsafeRawPointer(b + offset).loadUnaligned(as: UInt64.self)
                else { return false }
                offset += 8
            }
            while offset < text.count {
                guard a[offset] == b[offset] else { return false }
                offset += 1
            }
            return true
        } ?? false
    }

    /// The reference for `isString`: the same comparison one byte at a time.
    static func isStringByteByByte(_ string: String, utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count == text.count && zip(bytes, text).allSatisfy { $0 == $1 }
        } ?? false
    }

    /// The index among `names[range]` of the string here, with the offset after it; nil when it is
    /// none of them (the offset then unchanged).
    ///
    /// As `nameByteByByte`, with the string's first eight bytes loaded once as a word and compared
    /// with each candidate's first bytes (`MemberNames.startsLike`) before any byte loop: a name of
    /// up to seven bytes is then matched, quote and all, by that one comparison, and a search among
    /// the names (a member left out before, a choice unlike the previous one) skips every other name
    /// in a few instructions, where the byte comparison of each cost ~30. Where eight bytes do not
    /// remain, `nameByteByByte` answers. Same name and offset as it (`MemberNameWordAgreementTests`).
    @inline(__always)
    mutating func name(among names: MemberNames, in range: Range<Int>, expecting expected: Int) -> Int? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        let start = offset + 1
        guard start + 8 <= bytes.count, let base = bytes.baseAddress else {
            return nameByteByByte(among: names, in: range, expecting: expected)
        }
        let head = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
        if expected != MemberNames.none, let end = names.end(of: expected, startingLike: head, at: start, in: bytes) {
            offset = end
            return expected
        }
        for index in range where index != expected {
            if let end = names.end(of: index, startingLike: head, at: start, in: bytes) {
                offset = end
                return index
            }
        }
        return nil
    }

    /// The reference for `name(among:in:expecting:)`, and its answer near the end of the input.
    ///
    /// Each name is compared in place with the bytes and the closing quote after them, `expected`
    /// (when not `MemberNames.none`) first: names are plain, so a match is exactly what `plainString`
    /// would have read, and a string that matches none is either not plain or not a name. Objects of
    /// one array list their members in much the same order, so the expected name nearly always
    /// matches, and neither a scan for the closing quote nor a search among names runs.
    @inline(never)
    mutating func nameByteByByte(among names: MemberNames, in range: Range<Int>, expecting expected: Int) -> Int? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        let start = offset + 1
        if expected != MemberNames.none, names.isName(expected, at: start, in: bytes) {
            offset = start + names.count(expected) + 1
            return expected
        }
        for index in range where index != expected && names.isName(index, at: start, in: bytes) {
            offset = start + names.count(index) + 1
            return index
        }
        return nil
    }

    /// Moves past the `:` after a member name and the whitespace around it; false when it is missing.
    @inline(__always) mutating func skipToValue() -> Bool {
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { return false }
        offset += 1
        skipWhitespace()
        return true
    }
}

/// Names (member names or the strings of a choice) as UTF-8, for matching a string's bytes without
/// making a `String`. Every name is plain (printable ASCII, no quote or backslash), which is what
/// lets `JSONByteCursor.name(among:in:expecting:)` compare one in place.
struct MemberNames: Sendable {
    /// No name expected.
    static let none = -1
    /// The names' bytes, one after another (one buffer: no array per name to reach through).
    private let bytes: [UInt8]
    /// Where each name starts in `bytes`, and where the last one ends.
    private let starts: [Int]
    /// Per name, its first eight bytes followed by its closing quote (little-endian, zero past it),
    /// the mask of the bytes they fill, and the name's length.
    private let heads: [(word: UInt64, mask: UInt64, count: Int)]

    /// The names, each plain.
    init(_ names: [String]) {
        var bytes: [UInt8] = []
        var starts = [0]
        var heads: [(word: UInt64, mask: UInt64, count: Int)] = []
        for name in names {
            precondition(name.utf8.allSatisfy(JSONByteCursor.isPlain), "names are printable ASCII without \" or \\")
            bytes += name.utf8
            starts.append(bytes.count)
            let quoted = Array((Array(name.utf8) + [UInt8(ascii: "\"")]).prefix(8))
            var head = (word: UInt64(0), mask: UInt64(0), count: name.utf8.count)
            for (index, byte) in quoted.enumerated() {
                head.word |= UInt64(byte) << UInt64(8 * index)
                head.mask |= 0xFF << UInt64(8 * index)
            }
            heads.append(head)
        }
        self.bytes = bytes
        self.starts = starts
        self.heads = heads
    }

    /// The length of name `index`, in bytes.
    @inline(__always) func count(_ index: Int) -> Int { starts[index + 1] - starts[index] }

    /// Whether `head` (eight bytes of a string after its opening quote) begins as name `index` and
    /// its closing quote do, as far as eight bytes reach.
    @inline(__always) func startsLike(_ index: Int, _ head: UInt64) -> Bool {
        let (word, mask, _) = heads[index]
        return head & mask == word
    }

    /// The offset after the closing quote when name `index` and its quote stand at `start` in
    /// `text`, whose first eight bytes there are `head`; nil otherwise. As `startsLike`, then
    /// `isWhole` or `isName`, with the name's head and length read once (one bounds check, not
    /// four: ~6 instructions a member, callgrind).
    @inline(__always) func end(
        of index: Int, startingLike head: UInt64, at start: Int, in text: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        let (word, mask, length) = heads[index]
        guard head & mask == word else { return nil }
        guard length >= 8 else { return start &+ length &+ 1 }
        return isName(index, at: start, in: text) ? start &+ length &+ 1 : nil
    }

    /// Whether name `index` and its closing quote fit in eight bytes, so that `startsLike` compares
    /// all of them.
    @inline(__always) func isWhole(_ index: Int) -> Bool { count(index) < 8 }

    /// Whether name `index` stands at `start` in `text`, followed by a closing quote.
    @inline(__always) func isName(_ index: Int, at start: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = count(index)
        guard start + length < text.count, text[start + length] == UInt8(ascii: "\""), let base = text.baseAddress
        else { return false }
        return same(index, base + start)
    }

    /// Whether the bytes at `text` are name `index` (eight at a time, then one at a time).
    @inline(__always) private func same(_ index: Int, _ text: UnsafePointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { names in
            guard let base = names.baseAddress else { return count(index) == 0 }
            let name = base + starts[index]
            let length = count(index)
            var offset = 0
            while offset + 8 <= length {
                let a = UnsafeRawPointer(name + offset).loadUnaligned(as: UInt64.self)
                let b = UnsafeRawPointer(text + offset).loadUnaligned(as: UInt64.self)
                guard a == b else { return false }
                offset += 8
            }
            while offset < length {
                guard name[offset] == text[offset] else { return false }
                offset += 1
            }
            return true
        }
    }
}

/// `YYYY-MM-DD` dates decoded from their bytes, the month of the previous one remembered: the
/// dates of an array (a year of days, a history of weeks) mostly share their month with the one
/// before, and then only the day's two digits are read.
///
/// Why: `CalendarDate(isoUTF8:)` checked and converted all ten bytes and computed the day number
/// for every date, ~265 instructions a date, a date per logged day and one or two per plan event
/// (~3 % of `rescore`, callgrind). What this accepts and the value it gives are that reference's
/// (`ISODateMemoAgreementTests`).
struct ISODateMemo {
    /// The previous new month's first eight bytes (`YYYY-MM-`, loaded little-endian); 0 for none,
    /// which no date's bytes are.
    private var month: UInt64 = 0
    /// The day number of that month's first day.
    private var firstDay = 0
    /// How many days that month has (0 for none).
    private var length = 0

    /// The date in the ten bytes at `text`, or nil when `CalendarDate(isoUTF8:)` refuses them.
    @inline(__always) mutating func date(at text: UnsafePointer<UInt8>) -> CalendarDate? {
        let head = UInt64(littleEndian: UnsafeRawPointer(text).loadUnaligned(as: UInt64.self))
        let tens = text[8] &- UInt8(ascii: "0")
        let ones = text[9] &- UInt8(ascii: "0")
        guard tens < 10, ones < 10 else { return nil }
        if head != month {
            guard let (first, days) = Self.month(head) else { return nil }
            (month, firstDay, length) = (head, first, days)
        }
        let day = Int(tens) * 10 + Int(ones)
        guard day >= 1, day <= length else { return nil }
        return CalendarDate(dayNumber: firstDay + day - 1)
    }

    /// The first day number and the length of the month whose `YYYY-MM-` is `head`; nil when the
    /// bytes are not four digits, a dash, two digits and a dash, or name no month of years 1-9999.
    private static func month(_ head: UInt64) -> (firstDay: Int, length: Int)? {
        let digits: UInt64 = 0x00FF_FF00_FFFF_FFFF  // bytes 0-3, 5 and 6
        let offsets = head ^ 0x3030_3030_3030_3030  // a digit's byte becomes its value
        // A digit's offset is at most 9: no high nibble, and adding 6 does not reach 16. Checked in
        // this order, the sum carries into no other byte (a dash's offset is 0x1D).
        guard head & 0xFF00_00FF_0000_0000 == 0x2D00_002D_0000_0000,
            offsets & digits & 0xF0F0_F0F0_F0F0_F0F0 == 0,
            (offsets &+ 0x0606_0606_0606_0606) & digits & 0x1010_1010_1010_1010 == 0
        else { return nil }
        func digit(_ index: UInt64) -> Int { Int(truncatingIfNeeded: (offsets >> (8 * index)) & 0xFF) }
        let year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3)
        let month = digit(5) * 10 + digit(6)
        guard let first = CalendarDate(year: year, month: month, day: 1) else { return nil }
        return (first.dayNumber, CalendarDate.daysInMonth(year: year, month: month))
    }
}
