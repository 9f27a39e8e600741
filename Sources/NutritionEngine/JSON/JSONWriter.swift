/// Writes `JSONValue` trees as bytes that depend only on the values.
///
/// Keys are sorted by their UTF-8 bytes, slashes are not escaped, `-0` is written as `0`, integral
/// values below 10^15 are written without a fraction, and other numbers use Swift's shortest
/// round-tripping form (the same on every platform). Callers round numbers to their documented
/// precision before building the tree; the writer never rounds.
public struct JSONWriter: Sendable {
    /// Layout of the written text.
    public enum Style: Sendable {
        /// Two-space indentation, one member per line, and a trailing newline (for people and diffs).
        case pretty
        /// One line with no spaces and no trailing newline (for JSON Lines).
        case compact
    }

    /// A non-finite number reached the writer: a bug upstream, reported instead of written as `null`.
    public struct NonFiniteNumber: Error, Sendable, Equatable {
        /// Where in the tree the number was.
        public var path: JSONPointer

        /// The same error seen from the parent: `token` (the member or element) put in front of the path.
        func below(_ token: String) -> Self { Self(path: JSONPointer(tokens: [token] + path.tokens)) }
    }

    /// The layout used.
    public var style: Style

    /// A writer with the given layout.
    public init(style: Style = .pretty) { self.style = style }

    /// The text of `value`.
    public func string(_ value: JSONValue) throws(NonFiniteNumber) -> String {
        // Written as UTF-8 bytes and made a string once: appending to a `String` piece by piece
        // checked every junction for grapheme breaks (about 330 instructions per append, a quarter
        // of the writer in `rescore`). The bytes are those the string appends gave.
        var output: [UInt8] = []
        output.reserveCapacity(1024)
        try write(value, to: &output, indent: 0)
        if style == .pretty { output.append(UInt8(ascii: "\n")) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes `value`. A non-finite number's path is built only when one is found, from the tokens
    /// added as the error passes up through each array and object: building the path of every value
    /// written cost an allocation (and, for array elements, a number formatted) per value.
    func write(_ value: JSONValue, to output: inout [UInt8], indent: Int) throws(NonFiniteNumber) {
        switch value {
        case .null: Self.append("null", to: &output)
        case .bool(let flag): Self.append(flag ? "true" : "false", to: &output)
        case .number(let number):
            guard number.isFinite else { throw NonFiniteNumber(path: .root) }
            Self.append(Self.format(number), to: &output)
        case .string(let string): Self.appendQuoted(string, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                Self.append("[]", to: &output)
                return
            }
            output.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(&output, indent: indent + 1)
                do { try write(elements[index], to: &output, indent: indent + 1) } catch {
                    throw error.below(String(index))
                }
            }
            newline(&output, indent: indent)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.isEmpty else {
                Self.append("{}", to: &output)
                return
            }
            output.append(UInt8(ascii: "{"))
            // Keys are unique, so sorting the members by key is sorting the keys, without looking
            // each member up again by its key. The positions are sorted, not the members: a sorted
            // copy of the members retained and released every key and value. They are sorted by
            // insertion (an object has a dozen members or so), where the general sort's setup cost
            // more than the sorting; distinct keys have one order, so either gives it.
            let members = object.members
            var order = Array(members.indices)
            for next in order.indices.dropFirst() {
                let index = order[next]
                var slot = next
                while slot > 0, Self.precedes(members[index].key, members[order[slot - 1]].key) {
                    order[slot] = order[slot - 1]
                    slot -= 1
                }
                order[slot] = index
            }
            for (position, index) in order.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(&output, indent: indent + 1)
                Self.appendQuoted(members[index].key, to: &output)
                if style == .pretty { Self.append(": ", to: &output) } else { output.append(UInt8(ascii: ":")) }
                do { try write(members[index].value, to: &output, indent: indent + 1) } catch {
                    throw error.below(members[index].key)
                }
            }
            newline(&output, indent: indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    private func newline(_ output: inout [UInt8], indent: Int) {
        guard style == .pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// Whether `left`'s UTF-8 bytes order before `right`'s (the writer's key order).
    private static func precedes(_ left: String, _ right: String) -> Bool {
        var left = left
        var right = right
        return left.withUTF8 { a in right.withUTF8 { b in a.lexicographicallyPrecedes(b) } }
    }

    /// Appends the UTF-8 bytes of `text`.
    private static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    /// The JSON text of a finite number: integers without a fraction, others shortest round-trip.
    public static func format(_ number: Double) -> String {
        if number == 0 { return "0" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return number.description
    }

    static func appendQuoted(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Nearly every string needs no escape (no quote, backslash or control byte; UTF-8 bytes of
        // other scalars are all 0x80 or above): then its bytes are appended whole, not scalar by scalar.
        var text = string
        let plain = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else {
                return false
            }
            output.append(contentsOf: bytes)
            return true
        }
        if plain {
            output.append(UInt8(ascii: "\""))
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"", to: &output)
            case "\\": append("\\\\", to: &output)
            case "\n": append("\\n", to: &output)
            case "\r": append("\\r", to: &output)
            case "\t": append("\\t", to: &output)
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex, to: &output)
            default: UTF8.encode(scalar) { output.append($0) }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension JSONWriter {
    /// The writer as first written, appending to a `String`: the reference for `string(_:)` (a
    /// seeded test holds the two byte-identical).
    func referenceString(_ value: JSONValue) throws(NonFiniteNumber) -> String {
        var output = ""
        try referenceWrite(value, to: &output, indent: 0)
        if style == .pretty { output.append("\n") }
        return output
    }

    private func referenceWrite(_ value: JSONValue, to output: inout String, indent: Int) throws(NonFiniteNumber) {
        switch value {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .number(let number):
            guard number.isFinite else { throw NonFiniteNumber(path: .root) }
            output.append(Self.format(number))
        case .string(let string): Self.referenceAppendQuoted(string, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append("[]")
                return
            }
            output.append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(",") }
                referenceNewline(&output, indent: indent + 1)
                do { try referenceWrite(element, to: &output, indent: indent + 1) } catch {
                    throw error.below(String(index))
                }
            }
            referenceNewline(&output, indent: indent)
            output.append("]")
        case .object(let members):
            guard !members.isEmpty else {
                output.append("{}")
                return
            }
            output.append("{")
            // Keys are unique, so sorting the members by key is sorting the keys, without looking
            // each member up again by its key.
            let sorted = members.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, member) in sorted.enumerated() {
                if index > 0 { output.append(",") }
                referenceNewline(&output, indent: indent + 1)
                Self.referenceAppendQuoted(member.key, to: &output)
                output.append(style == .pretty ? ": " : ":")
                do { try referenceWrite(member.value, to: &output, indent: indent + 1) } catch {
                    throw error.below(member.key)
                }
            }
            referenceNewline(&output, indent: indent)
            output.append("}")
        }
    }

    private func referenceNewline(_ output: inout String, indent: Int) {
        guard style == .pretty else { return }
        output.append("\n")
        output.append(String(repeating: "  ", count: indent))
    }

    private static func referenceAppendQuoted(_ string: String, to output: inout String) {
        output.append("\"")
        // Nearly every string needs no escape (no quote, backslash or control byte; UTF-8 bytes of
        // other scalars are all 0x80 or above): then it is appended whole, not scalar by scalar.
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            output.append(string)
            output.append("\"")
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}
