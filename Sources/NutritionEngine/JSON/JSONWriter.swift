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
        var output = ""
        try write(value, to: &output, indent: 0)
        if style == .pretty { output.append("\n") }
        return output
    }

    /// Writes `value`. A non-finite number's path is built only when one is found, from the tokens
    /// added as the error passes up through each array and object: building the path of every value
    /// written cost an allocation (and, for array elements, a number formatted) per value.
    private func write(_ value: JSONValue, to output: inout String, indent: Int) throws(NonFiniteNumber) {
        switch value {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .number(let number):
            guard number.isFinite else { throw NonFiniteNumber(path: .root) }
            output.append(Self.format(number))
        case .string(let string): Self.appendQuoted(string, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append("[]")
                return
            }
            output.append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(",") }
                newline(&output, indent: indent + 1)
                do { try write(element, to: &output, indent: indent + 1) } catch { throw error.below(String(index)) }
            }
            newline(&output, indent: indent)
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
                newline(&output, indent: indent + 1)
                Self.appendQuoted(member.key, to: &output)
                output.append(style == .pretty ? ": " : ":")
                do { try write(member.value, to: &output, indent: indent + 1) } catch { throw error.below(member.key) }
            }
            newline(&output, indent: indent)
            output.append("}")
        }
    }

    private func newline(_ output: inout String, indent: Int) {
        guard style == .pretty else { return }
        output.append("\n")
        output.append(String(repeating: "  ", count: indent))
    }

    /// The JSON text of a finite number: integers without a fraction, others shortest round-trip.
    public static func format(_ number: Double) -> String {
        if number == 0 { return "0" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return number.description
    }

    static func appendQuoted(_ string: String, to output: inout String) {
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
