/// A strict RFC 8259 JSON reader over UTF-8 bytes.
///
/// Stricter than Foundation's `JSONDecoder` where hand-written input needs it: a duplicate key is an
/// error (not "first wins"), invalid UTF-8 is an error (not repaired), a number that overflows a
/// double is an error (not infinity), nesting deeper than `maximumDepth` is an error (not a stack
/// overflow), and every error carries the JSON pointer of the value being read plus line and column.
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted; deeper input is refused, never recursed into.
    public var maximumDepth: Int

    /// A parser with the given nesting limit (default 64: the engine's documents nest at most ~6 deep).
    public init(maximumDepth: Int = 64) { self.maximumDepth = maximumDepth }

    /// Parses one JSON document; whitespace may surround it, nothing else may follow it.
    public func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var result: Result<JSONValue, JSONSyntaxError> = .success(.null)
        Self.withContiguousBytes(of: bytes) { buffer in
            var cursor = JSONByteCursor(bytes: buffer, maximumDepth: maximumDepth)
            do throws(JSONSyntaxError) {
                result = .success(try cursor.parseDocument())
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses one JSON document, handing each array at one of `fastPaths`' member paths to that
    /// path's decoder first (a generic hook: the parser knows nothing of what the arrays hold).
    ///
    /// Where a decoder takes the array, the tree holds one `null` per element it decoded in place of
    /// the array's values (the decoder keeps what it decoded); where it declines, the array is parsed
    /// into the tree as `parse` would. Errors are `parse`'s, at the same place.
    func parse(_ bytes: some Collection<UInt8>, fastPaths: [JSONArrayFastPath]) throws(JSONSyntaxError) -> JSONValue {
        var result: Result<JSONValue, JSONSyntaxError> = .success(.null)
        Self.withContiguousBytes(of: bytes) { buffer in
            var cursor = JSONByteCursor(bytes: buffer, maximumDepth: maximumDepth)
            cursor.fastPaths = fastPaths
            cursor.fastPathDepth = fastPaths.map(\.memberPath.count).max() ?? 0
            do throws(JSONSyntaxError) {
                result = .success(try cursor.parseDocument())
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }

    /// `body` run on `bytes` in one buffer: their own storage when they have one (an array, a `Data`
    /// slice of a batch's block), else a copy.
    private static func withContiguousBytes(
        of bytes: some Collection<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        if bytes.withContiguousStorageIfAvailable(body) == nil { Array(bytes).withUnsafeBufferPointer(body) }
    }

    /// Parses one JSON document from a string.
    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// A decoder for the array at one member path, tried before the parser builds a tree for it.
///
/// Why: for the few arrays that are most of a document's bytes (a year of days, a plan's history),
/// building a tree and reading it back was most of a batch's time (issue 7); a decoder that reads
/// them straight from the bytes is much faster. The parser only offers it the bytes; what the array
/// holds is the decoder's business (issue 14: no domain knowledge in the parser).
struct JSONArrayFastPath {
    /// The member names from the root to the array, e.g. `["plan", "history"]`.
    let memberPath: [String]
    /// Decodes the array at the cursor (at its `[`, the cursor's path at the array) and returns how
    /// many elements it decoded, with the cursor after the array; or nil, with the cursor's offset
    /// and path unchanged, to let the parser parse the array.
    let decode: (inout JSONByteCursor) -> Int?
}

enum PathStep {
    case key(String)
    case index(Int)
}

/// The parser's position in a contiguous UTF-8 buffer (internal so that the byte-level decoders of
/// `JSONArrayFastPath`s can share its number, string and whitespace rules).
struct JSONByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    var offset = 0
    var path: [PathStep] = []
    /// Decoders tried first for the arrays at their member paths.
    var fastPaths: [JSONArrayFastPath] = []
    /// The longest member path among `fastPaths` (deeper members are never checked).
    var fastPathDepth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else {
            throw error(.emptyInput, "the input is empty; expected a JSON document")
        }
        let value = try parseValue()
        skipWhitespace()
        guard offset == bytes.count else {
            throw error(.invalidJSON, "unexpected \(describeByte()) after the end of the JSON document")
        }
        return value
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard offset < bytes.count else { throw error(.invalidJSON, "unexpected end of input; expected a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error(.invalidJSON, "unexpected \(describeByte()); expected a value")
        }
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        guard path.count < maximumDepth else {
            throw error(.nestingTooDeep, "arrays and objects nest deeper than \(maximumDepth) levels")
        }
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        // One allocation for a typical object (a day has four to six members) instead of growing 1, 2, 4, 8.
        members.reserveCapacity(8)
        // Small objects check duplicates by scanning; past 16 members a set keeps it linear.
        var seenKeys: Set<String>?
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return .object(JSONObject())
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw error(.invalidJSON, "unexpected \(describeByte()); expected a quoted member name")
            }
            let keyOffset = offset
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error(.invalidJSON, "unexpected \(describeByte()); expected ':' after member name")
            }
            offset += 1
            skipWhitespace()
            path.append(.key(key))
            let value: JSONValue
            if path.count <= fastPathDepth, let count = decodeWithFastPath() {
                value = .array(Array(repeating: .null, count: count))
            } else {
                value = try parseValue()
            }
            let duplicate: Bool
            if seenKeys != nil {
                duplicate = seenKeys?.insert(key).inserted == false
            } else {
                duplicate = members.contains { $0.key == key }
                if members.count == 16 { seenKeys = Set(members.map(\.key) + [key]) }
            }
            if duplicate {
                offset = keyOffset
                throw error(
                    .duplicateKey, "the member \(JSONPointer.quoted(key)) appears more than once in this object")
            }
            members.append((key: key, value: value))
            path.removeLast()
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(JSONObject(uniqueMembers: members))
            default: throw error(.invalidJSON, "unexpected \(describeByte()); expected ',' or '}'")
            }
        }
    }

    /// The element count of the array here when a fast path for the current member path decoded it.
    private mutating func decodeWithFastPath() -> Int? {
        guard peek() == UInt8(ascii: "["),
            let fastPath = fastPaths.first(where: { candidate in
                candidate.memberPath.count == path.count
                    && zip(candidate.memberPath, path).allSatisfy { name, step in
                        if case .key(let key) = step { return key == name }
                        return false
                    }
            })
        else { return nil }
        return fastPath.decode(&self)
    }

    /// The JSON pointer of the current path.
    var pointer: JSONPointer {
        JSONPointer(
            tokens: path.map { step -> String in
                switch step {
                case .key(let key): key
                case .index(let index): String(index)
                }
            }
        ).sharingConstantTokens
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        guard path.count < maximumDepth else {
            throw error(.nestingTooDeep, "arrays and objects nest deeper than \(maximumDepth) levels")
        }
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            path.append(.index(elements.count))
            elements.append(try parseValue())
            path.removeLast()
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(elements)
            default: throw error(.invalidJSON, "unexpected \(describeByte()); expected ',' or ']'")
            }
        }
    }

    mutating func parseLiteral(_ literal: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else {
            throw error(.invalidJSON, "unexpected end of input; expected \(literal)")
        }
        let literalBytes = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for index in 0..<count where bytes[offset + index] != literalBytes[index] {
            throw error(.invalidJSON, "unexpected \(describeByte()); expected a value")
        }
        offset += count
        return value
    }

    /// Parses a number: one pass over the bytes with no text made when its significant digits fit in a
    /// `UInt64` (`DecimalToDouble`: Clinger's exact case, else Eisel–Lemire); anything else, and every
    /// error, goes through `parseNumberThroughText`, so the value and the error are the same as it
    /// gives (`DecimalToDoubleAgreementTests`).
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        if let value = scanNumber() { return value }
        return try parseNumberThroughText()
    }

    /// The plain case of `parseNumber`: a number of the grammar with at most 19 significant digits
    /// that `DecimalToDouble` converts, the offset after it; nil with the offset unchanged otherwise.
    ///
    /// Reads the buffer through its base address: the optional `peek()` per byte of the reference
    /// cost ~130 instructions for a number like 74.3. The fraction's digits are read eight at a time
    /// while eight digits follow (`eightDigits`): a food's 364.3333333333333 cost ~8 instructions
    /// a digit byte by byte (callgrind). The same significand (wrapping alike), digit count and
    /// offset as the byte loop of `scanNumberDigitByDigit`, kept as its reference.
    ///
    /// A whole number of at most 15 digits (no fraction, no exponent) is its significand as a
    /// Double, exact (below 2^53), with no conversion: what `DecimalToDouble.convert` gives it
    /// (Clinger's case times 10^0), bit for bit; most of a day's numbers are such (kcal, grams,
    /// steps). Checked against the scan without it (`WholeNumberAgreementTests`).
    @inline(__always)
    mutating func scanNumber() -> Double? { scanNumber(eightDigitsAtATime: true, wholeNumbersDirectly: true) }

    /// `scanNumber` without its whole-number shortcut: the reference of `WholeNumberAgreementTests`.
    mutating func scanNumberConvertingWholeNumbers() -> Double? {
        scanNumber(eightDigitsAtATime: true, wholeNumbersDirectly: false)
    }

    /// `scanNumber`, with the fraction's eight-digit loop and the whole-number shortcut on or off
    /// (off: the references); constants at each call, so what is off is not compiled into it.
    @inline(__always)
    private mutating func scanNumber(eightDigitsAtATime: Bool, wholeNumbersDirectly: Bool) -> Double? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        var index = offset
        guard index < end else { return nil }
        let negative = base[index] == UInt8(ascii: "-")
        if negative {
            index += 1
            guard index < end else { return nil }
        }
        var significand: UInt64 = 0
        var digits = 0
        var exponent = 0
        var byte = base[index]
        if byte == UInt8(ascii: "0") {
            index += 1
            if index < end && isDigit(base[index]) { return nil }
        } else if isDigit(byte) {
            // The first digit is not zero, so every digit of the integer part is significant.
            while index < end {
                byte = base[index]
                guard isDigit(byte) else { break }
                significand = significand &* 10 &+ UInt64(byte &- 48)
                digits += 1
                index += 1
            }
        } else {
            return nil
        }
        if wholeNumbersDirectly, digits <= 15,
            index == end || (base[index] != UInt8(ascii: ".") && base[index] | 0x20 != UInt8(ascii: "e"))
        {
            offset = index
            let magnitude = Double(significand)
            return negative ? -magnitude : magnitude
        }
        if index < end && base[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end, isDigit(base[index]) else { return nil }
            // Zeros before the first significant digit only move the exponent; every digit after
            // them is significant.
            if significand == 0 {
                while index < end && base[index] == UInt8(ascii: "0") {
                    exponent -= 1
                    index += 1
                }
            }
            let fractionStart = index
            while eightDigitsAtATime, end - index >= 8, let eight = Self.eightDigits(at: base + index) {
                significand = significand &* 100_000_000 &+ eight
                digits += 8
                index += 8
            }
            while index < end {
                byte = base[index]
                guard isDigit(byte) else { break }
                significand = significand &* 10 &+ UInt64(byte &- 48)
                digits += 1
                index += 1
            }
            exponent -= index - fractionStart
        }
        if index < end && (base[index] == UInt8(ascii: "e") || base[index] == UInt8(ascii: "E")) {
            index += 1
            var exponentNegative = false
            if index < end && (base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-")) {
                exponentNegative = base[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < end, isDigit(base[index]) else { return nil }
            var explicit = 0
            while index < end {
                byte = base[index]
                guard isDigit(byte) else { break }
                if explicit < 100_000 { explicit = explicit * 10 + Int(byte &- 48) }
                index += 1
            }
            exponent += exponentNegative ? -explicit : explicit
        }
        guard digits <= 19 else { return nil }
        let magnitude: Double
        if significand == 0 {
            guard exponent >= -22 && exponent <= 22 else { return nil }
            magnitude = 0
        } else {
            guard let converted = DecimalToDouble.convert(significand: significand, exponent: exponent) else {
                return nil
            }
            magnitude = converted
        }
        offset = index
        return negative ? -magnitude : magnitude
    }

    /// The value of the eight ASCII digits at `bytes` (the first the most significant), or nil when
    /// any of the eight bytes is not a digit (SWAR: one word checked and combined, in three
    /// multiplications, instead of eight bytes one by one).
    @inline(__always)
    static func eightDigits(at bytes: UnsafePointer<UInt8>) -> UInt64? {
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        // Every byte 0x30...0x39: its high nibble 3, and adding 6 leaves it 3 (no carry out of 9).
        let high: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        guard (word & high) | ((word &+ 0x0606_0606_0606_0606) & high) >> 4 == 0x3333_3333_3333_3333 else {
            return nil
        }
        // Pairs, then fours, then the eight (the first byte is the lowest: little-endian).
        var value = word &- 0x3030_3030_3030_3030
        value = (value &* 10) &+ (value >> 8)
        let pairs: UInt64 = 0x0000_00FF_0000_00FF
        value = ((value & pairs) &* 0x000F_4240_0000_0064 &+ ((value >> 16) & pairs) &* 0x0000_2710_0000_0001) >> 32
        return value & 0xFFFF_FFFF
    }

    /// The reference for `scanNumber`: the same scan with every digit of the fraction read one byte
    /// at a time (`EightDigitsAgreementTests`).
    mutating func scanNumberDigitByDigit() -> Double? {
        scanNumber(eightDigitsAtATime: false, wholeNumbersDirectly: false)
    }

    /// The reference for `parseNumber`, and its path for what `scanNumber` declines: simple decimals
    /// with up to 15 significant digits and a small exponent are converted exactly by Clinger's fast
    /// path (integer mantissa times or divided by an exact power of ten); anything else goes through
    /// the standard library's correctly rounded conversion of the number's text.
    mutating func parseNumberThroughText() throws(JSONSyntaxError) -> Double {
        let start = offset
        var negative = false
        if bytes[offset] == UInt8(ascii: "-") {
            negative = true
            offset += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var decimalExponent = 0
        guard let first = peek(), isDigit(first) else {
            throw error(.invalidJSON, "a number needs a digit after '-'")
        }
        if first == UInt8(ascii: "0") {
            offset += 1
            if let next = peek(), isDigit(next) {
                throw error(.invalidJSON, "a number may not have a leading zero")
            }
        } else {
            while let digit = peek(), isDigit(digit) {
                accumulate(digit, into: &mantissa, digits: &significantDigits)
                offset += 1
            }
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let digit = peek(), isDigit(digit) else {
                throw error(.invalidJSON, "a number needs a digit after the decimal point")
            }
            while let digit = peek(), isDigit(digit) {
                accumulate(digit, into: &mantissa, digits: &significantDigits)
                decimalExponent -= 1
                offset += 1
            }
        }
        var explicitExponent = 0
        if let marker = peek(), marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            offset += 1
            var exponentNegative = false
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                exponentNegative = sign == UInt8(ascii: "-")
                offset += 1
            }
            guard let digit = peek(), isDigit(digit) else {
                throw error(.invalidJSON, "a number needs a digit in its exponent")
            }
            while let digit = peek(), isDigit(digit) {
                if explicitExponent < 100_000 { explicitExponent = explicitExponent * 10 + Int(digit &- 48) }
                offset += 1
            }
            if exponentNegative { explicitExponent = -explicitExponent }
        }
        let exponent = decimalExponent + explicitExponent
        if significantDigits <= 15 && abs(exponent) <= 22 {
            var value = Double(mantissa)
            if exponent < 0 {
                value /= DecimalToDouble.exactPowerOfTen(-exponent)
            } else {
                value *= DecimalToDouble.exactPowerOfTen(exponent)
            }
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            offset = start
            throw error(
                .numberOutOfRange, "the number \(text.prefix(40)) does not fit in a 64-bit floating-point value")
        }
        return value
    }

    @inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Adds a digit to the mantissa while it stays exact; leading zeros are not significant.
    @inline(__always) func accumulate(_ digit: UInt8, into mantissa: inout UInt64, digits: inout Int) {
        if mantissa == 0 && digit == UInt8(ascii: "0") { return }
        digits += 1
        if digits <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit &- 48) }
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        let openingQuote = offset
        offset += 1
        let start = offset
        // Fast path: no escapes, so the bytes between the quotes are the string's UTF-8.
        var highBits: UInt8 = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                // ASCII is valid UTF-8 as it stands, so only strings with high bytes need validating.
                if highBits < 0x80 {
                    offset += 1
                    return String(decoding: slice, as: UTF8.self)
                }
                guard let string = String(validating: slice, as: UTF8.self) else {
                    offset = start
                    throw error(.invalidUTF8, "a string contains bytes that are not valid UTF-8")
                }
                offset += 1
                return string
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error(.invalidJSON, "a string contains an unescaped control character") }
            highBits |= byte
            offset += 1
        }
        guard offset < bytes.count else {
            offset = openingQuote
            throw error(.invalidJSON, "a string is not terminated")
        }
        var scalars: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let string = String(validating: scalars, as: UTF8.self) else {
                    offset = start
                    throw error(.invalidUTF8, "a string contains bytes that are not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                offset += 1
                try appendEscape(to: &scalars)
            case 0..<0x20:
                throw error(.invalidJSON, "a string contains an unescaped control character")
            default:
                scalars.append(byte)
                offset += 1
            }
        }
        offset = openingQuote
        throw error(.invalidJSON, "a string is not terminated")
    }

    mutating func appendEscape(to output: inout [UInt8]) throws(JSONSyntaxError) {
        guard let escape = peek() else { throw error(.invalidJSON, "a string ends inside an escape sequence") }
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var codeUnit = try parseHexQuad()
            if (0xD800..<0xDC00).contains(codeUnit) {
                guard peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u")
                else { throw error(.invalidJSON, "a \\u escape has a high surrogate with no low surrogate") }
                offset += 2
                let low = try parseHexQuad()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error(.invalidJSON, "a \\u escape has a high surrogate with no low surrogate")
                }
                codeUnit = 0x10000 + ((codeUnit - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(codeUnit) {
                throw error(.invalidJSON, "a \\u escape has a low surrogate with no high surrogate")
            }
            guard let scalar = Unicode.Scalar(codeUnit) else {
                throw error(.invalidJSON, "a \\u escape does not name a Unicode scalar")
            }
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            offset -= 1
            throw error(.invalidJSON, "unknown escape sequence \\\(describeByte())")
        }
    }

    mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw error(.invalidJSON, "a \\u escape needs four hex digits") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error(.invalidJSON, "a \\u escape needs four hex digits")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    @inline(__always) func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    // Inlined: called between every two tokens, and the common case is no whitespace at all.
    @inline(__always) mutating func skipWhitespace() {
        // Nearly always no whitespace at all: every whitespace byte is at most 0x20, so one comparison says so.
        guard offset < bytes.count, bytes[offset] <= 0x20 else { return }
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    func describeByte() -> String {
        guard let byte = peek() else { return "end of input" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    func error(_ kind: JSONSyntaxError.Kind, _ message: String) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let tokens = path.map { step -> String in
            switch step {
            case .key(let key): key
            case .index(let index): String(index)
            }
        }
        return JSONSyntaxError(
            kind: kind, message: message, path: JSONPointer(tokens: tokens), line: line, column: end - lineStart + 1)
    }
}
