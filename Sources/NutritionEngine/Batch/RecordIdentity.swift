/// How an output line names its input record: a line number in a JSON Lines file, or a file name.
public enum RecordIdentity: Sendable, Equatable {
    /// 1-based line number.
    case line(Int)
    /// File name within the input directory.
    case file(String)

    /// "line N" or "file NAME", for reports.
    public var description: String {
        switch self {
        case .line(let number): "line \(number)"
        case .file(let name): "file \(name)"
        }
    }

    /// The member written into the output line.
    var member: (String, JSONValue) {
        switch self {
        case .line(let number): ("line", .number(Double(number)))
        case .file(let name): ("file", .string(name))
        }
    }
}
