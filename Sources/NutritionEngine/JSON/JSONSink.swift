/// Where JSON is written as it is shaped, so that one piece of shaping code can either write text in
/// place (`JSONLineBytes`) or build the `JSONValue` tree that `JSONWriter` writes (`JSONTreeBuilder`).
///
/// Shaping code writes each object's members in ascending order of their keys' UTF-8 bytes: the
/// order `JSONWriter` sorts them into, so the two give the same text. Why not always the tree:
/// `rescore` built a tree of a dozen objects for every output line, sorted each object's keys and
/// released the tree again; writing in place took 2.1 % off its instructions (r60 139.99 -> 137.11
/// M, issue 25). The tree stays the reference (`RescoreLineAgreementTests`) and the way to the path
/// of a non-finite number.
protocol JSONSink {
    /// An object whose members `body` writes, each as `key(_:)` and then one value, keys ascending.
    mutating func object(_ body: (inout Self) -> Void)
    /// An array whose elements `body` writes, in order.
    mutating func array(_ body: (inout Self) -> Void)
    /// The key of the next member of the object being written.
    mutating func key(_ key: String)
    /// `null`.
    mutating func null()
    /// `true` or `false`.
    mutating func bool(_ flag: Bool)
    /// A number, which must be finite.
    mutating func number(_ number: Double)
    /// A string.
    mutating func string(_ string: String)
    /// A value already built as a tree.
    mutating func value(_ value: JSONValue)
}

extension JSONSink {
    /// A number, or `null` for nil.
    mutating func number(_ number: Double?) {
        guard let number else { return null() }
        self.number(number)
    }

    /// A string, or `null` for nil.
    mutating func string(_ string: String?) {
        guard let string else { return null() }
        self.string(string)
    }

    /// An energy in kcal rounded to 0.01 kcal (as `JSONValue.kcal`), or `null` for nil.
    mutating func kcal(_ kcal: Double?) { number(kcal.map { $0.roundedTo(OutputPrecision.kcal) }) }

    /// An interval of energies, `{"high", "low"}` in kcal rounded as `kcal(_:)` rounds.
    mutating func kcalInterval(_ interval: (low: Double, high: Double)) {
        object { bounds in
            bounds.key("high")
            bounds.kcal(interval.high)
            bounds.key("low")
            bounds.kcal(interval.low)
        }
    }

    /// An array of strings.
    mutating func strings(_ strings: some Sequence<String>) {
        array { sink in
            for string in strings { sink.string(string) }
        }
    }
}

/// Compact JSON text (one line, no spaces) written in place, byte for byte what
/// `JSONWriter(style: .compact)` writes of the tree `JSONTreeBuilder` builds from the same calls.
struct JSONLineBytes: JSONSink {
    /// The text so far, UTF-8.
    private(set) var bytes: [UInt8] = []
    /// Whether a non-finite number was met. It was written as `null`, so the text is not the value's;
    /// `JSONWriter` on the tree gives the error with the number's path.
    private(set) var metNonFiniteNumber = false
    /// Whether the next member or element follows another in the same object or array.
    private var followsValue = false

    /// An empty text with room for `capacity` bytes.
    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// The text, as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func separate() {
        if followsValue { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A container between `open` and `close`, whose members or elements `body` writes.
    @inline(__always) private mutating func container(_ open: UInt8, _ close: UInt8, _ body: (inout Self) -> Void) {
        separate()
        bytes.append(open)
        followsValue = false
        body(&self)
        bytes.append(close)
        followsValue = true
    }

    mutating func object(_ body: (inout Self) -> Void) { container(UInt8(ascii: "{"), UInt8(ascii: "}"), body) }

    mutating func array(_ body: (inout Self) -> Void) { container(UInt8(ascii: "["), UInt8(ascii: "]"), body) }

    mutating func key(_ key: String) {
        separate()
        JSONWriter.appendQuoted(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        followsValue = false
    }

    mutating func null() {
        separate()
        append("null")
        followsValue = true
    }

    mutating func bool(_ flag: Bool) {
        separate()
        append(flag ? "true" : "false")
        followsValue = true
    }

    mutating func number(_ number: Double) {
        separate()
        if number.isFinite {
            append(JSONWriter.format(number))
        } else {
            metNonFiniteNumber = true
            append("null")
        }
        followsValue = true
    }

    mutating func string(_ string: String) {
        separate()
        JSONWriter.appendQuoted(string, to: &bytes)
        followsValue = true
    }

    mutating func value(_ value: JSONValue) {
        separate()
        do { try JSONWriter(style: .compact).write(value, to: &bytes, indent: 0) } catch { metNonFiniteNumber = true }
        followsValue = true
    }
}

/// The `JSONValue` tree of the calls made to it (the first value written, once complete).
struct JSONTreeBuilder: JSONSink {
    /// The containers being written, innermost last, each object with the key of its next member.
    private var open: [(container: JSONValue, key: String?)] = []
    /// The value written; nil until its last container is closed.
    private(set) var built: JSONValue?

    /// An empty builder.
    init() {}

    /// Puts `value` where the next value goes: in the innermost container, or as the whole value.
    private mutating func place(_ value: JSONValue) {
        guard let (container, key) = open.popLast() else {
            built = value
            return
        }
        switch container {
        case .object(var object):
            object[key ?? ""] = value
            open.append((.object(object), nil))
        case .array(var elements):
            elements.append(value)
            open.append((.array(elements), nil))
        case .null, .bool, .number, .string: open.append((container, nil))
        }
    }

    private mutating func close() {
        guard let (container, _) = open.popLast() else { return }
        place(container)
    }

    mutating func object(_ body: (inout Self) -> Void) {
        open.append((.object(JSONObject()), nil))
        body(&self)
        close()
    }

    mutating func array(_ body: (inout Self) -> Void) {
        open.append((.array([]), nil))
        body(&self)
        close()
    }

    mutating func key(_ key: String) {
        guard !open.isEmpty else { return }
        open[open.count - 1].key = key
    }

    mutating func null() { place(.null) }
    mutating func bool(_ flag: Bool) { place(.bool(flag)) }
    mutating func number(_ number: Double) { place(.number(number)) }
    mutating func string(_ string: String) { place(.string(string)) }
    mutating func value(_ value: JSONValue) { place(value) }
}
