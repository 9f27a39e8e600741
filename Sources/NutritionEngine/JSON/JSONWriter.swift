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
    }

    /// The layout used.
    public var style: Style

    /// A writer with the given layout.
    public init(style: Style = .pretty) { self.style = style }

    /// The text of `value`.
    public func string(_ value: JSONValue) throws(NonFiniteNumber) -> String {
        var output = ""
        try write(value, to: &output, indent: 0, path: .root)
        if style == .pretty { output.append("\n") }
        return output
    }

    private func write(_ value: JSONValue, to output: inout String, indent: Int, path: JSONPointer)
        throws(NonFiniteNumber)
    {
        switch value {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .number(let number):
            guard number.isFinite else { throw NonFiniteNumber(path: path) }
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
                try write(element, to: &output, indent: indent + 1, path: path.appending(index))
            }
            newline(&output, indent: indent)
            output.append("]")
        case .object(let members):
            guard !members.isEmpty else {
                output.append("{}")
                return
            }
            output.append("{")
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, key) in keys.enumerated() {
                if index > 0 { output.append(",") }
                newline(&output, indent: indent + 1)
                Self.appendQuoted(key, to: &output)
                output.append(style == .pretty ? ": " : ":")
                if let member = members[key] {
                    try write(member, to: &output, indent: indent + 1, path: path.appending(key))
                }
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
