/// Why a byte sequence is not a JSON document the engine accepts, and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What kind of problem it is; each maps to a stable issue code.
    public enum Kind: String, Sendable {
        /// The input is empty or only whitespace.
        case emptyInput
        /// The bytes are not JSON (unexpected character, unterminated string, trailing garbage, ...).
        case invalidJSON
        /// The bytes are not valid UTF-8.
        case invalidUTF8
        /// An object names the same key twice.
        case duplicateKey
        /// A number does not fit in a finite double (such as `1e400`).
        case numberOutOfRange
        /// Arrays and objects nest deeper than the reader's limit.
        case nestingTooDeep
    }

    /// The kind of problem.
    public var kind: Kind
    /// A plain description of the problem.
    public var message: String
    /// The path of the value being read when the problem was found.
    public var path: JSONPointer
    /// 1-based line of the offending byte.
    public var line: Int
    /// 1-based column (in bytes) of the offending byte.
    public var column: Int

    /// An error of `kind` at `path`, line and column.
    public init(kind: Kind, message: String, path: JSONPointer, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }
}
