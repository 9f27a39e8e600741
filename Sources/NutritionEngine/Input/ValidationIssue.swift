/// One problem with an input document: where it is, a stable code, and a plain explanation.
public struct ValidationIssue: Sendable, Equatable, Hashable, Comparable, Error {
    /// Stable machine-readable codes; tests and product tools match on these, never on messages.
    public enum Code: String, Sendable, CaseIterable {
        case emptyInput, invalidJSON, invalidUTF8, duplicateKey, numberOutOfRange, nestingTooDeep
        case missingField, wrongType, unknownKey, conflictingFields, outOfRange, invalidValue
        case unsupportedSchemaVersion
        /// The input path names a directory, not a document file.
        case notAFile
        /// A batch record is longer than the reader's limit.
        case recordTooLong
        /// A plan event is dated before the event it follows.
        case eventOutOfOrder
        /// A decision event has no pending recommendation to decide on.
        case noPendingRecommendation
        /// The plan's history contradicts itself or the plan's active target.
        case inconsistentHistory
        /// A plan decision or lifecycle step was refused; nothing was changed.
        case decisionRefused
        /// A calendar date listed twice in `days` (issue 4).
        case duplicateDate
        /// An identifier (a food log event's, a meal group's) used twice in one document (issue 23).
        case duplicateId
        /// The last issue of a document with more than `maximumListedPerDocument`: how many more
        /// were found and not listed.
        case tooManyIssues
    }

    /// At most this many issues are listed per document (the first found, in document order); a
    /// final `tooManyIssues` issue says how many more there were. A document with a million bad
    /// days would otherwise cost gigabytes and print a million lines that say the same thing.
    public static let maximumListedPerDocument = 100

    /// Where the problem is, as a JSON pointer into the input document.
    public var path: JSONPointer
    /// What kind of problem it is.
    public var code: Code
    /// What is wrong and what is expected, in plain words.
    public var message: String

    /// An issue at a path.
    public init(path: JSONPointer, code: Code, message: String) {
        self.path = path
        self.code = code
        self.message = message
    }

    /// The issue that describes a JSON syntax error, with its line and column in the message.
    public init(_ syntaxError: JSONSyntaxError) {
        let code: Code =
            switch syntaxError.kind {
            case .emptyInput: .emptyInput
            case .invalidJSON: .invalidJSON
            case .invalidUTF8: .invalidUTF8
            case .duplicateKey: .duplicateKey
            case .numberOutOfRange: .numberOutOfRange
            case .nestingTooDeep: .nestingTooDeep
            }
        self.init(
            path: syntaxError.path, code: code,
            message: "line \(syntaxError.line), column \(syntaxError.column): \(syntaxError.message)")
    }

    /// This issue for a record that starts on line `firstLine` of a larger file (a JSON Lines
    /// batch): a syntax error's "line 1, column 22" within the record becomes the file's "line 6,
    /// column 22", the column still within that line. Other issues are unchanged.
    package func located(onFileLine firstLine: Int) -> ValidationIssue {
        guard message.hasPrefix("line "), let comma = message.firstIndex(of: ","),
            let line = Int(message[message.index(message.startIndex, offsetBy: 5)..<comma]),
            message[comma...].hasPrefix(", column ")
        else { return self }
        var issue = self
        issue.message = "line \(firstLine + line - 1)" + message[comma...]
        return issue
    }

    /// Issues sort by path, then code, so that output order never depends on dictionary order.
    /// The `tooManyIssues` count sorts after every listed issue, where it reads as "and N more".
    public static func < (lhs: ValidationIssue, rhs: ValidationIssue) -> Bool {
        if (lhs.code == .tooManyIssues) != (rhs.code == .tooManyIssues) { return rhs.code == .tooManyIssues }
        return (lhs.path.description, lhs.code.rawValue, lhs.message) < (
            rhs.path.description, rhs.code.rawValue, rhs.message
        )
    }

    /// `path: code: message`, the one-line form written to standard error (`/` for the whole document).
    /// A member name longer than `JSONPointer.maximumQuotedNameBytes` is cut in the path (`JSONPointer.shortened`): a
    /// line for a person, never 10 MB of one repeated name; `path` itself stays exact.
    public var line: String {
        let location =
            path.tokens.isEmpty ? "/" : JSONPointer(tokens: path.tokens.map { JSONPointer.shortened($0) }).description
        return "\(location): \(code.rawValue): \(message)"
    }
}

/// Every problem found in an input document; thrown when a document cannot be used.
public struct ValidationFailure: Error, Sendable, Equatable {
    /// The problems, sorted by path.
    public var issues: [ValidationIssue]

    /// A failure listing `issues` (sorted). Past `ValidationIssue.maximumListedPerDocument`, only
    /// the first found are listed, followed by one `tooManyIssues` issue counting the rest
    /// (`omitted` more were found and not kept by the reader).
    public init(_ issues: [ValidationIssue], omitted: Int = 0) {
        let limit = ValidationIssue.maximumListedPerDocument
        guard issues.count > limit || omitted > 0 else {
            self.issues = issues.sorted()
            return
        }
        let more = issues.count - min(issues.count, limit) + omitted
        self.issues =
            issues.prefix(limit).sorted() + [
                ValidationIssue(
                    path: .root, code: .tooManyIssues,
                    message:
                        "\(more) more issues not listed (at most \(limit) are listed per document; fix these and run "
                        + "again)"
                )
            ]
    }
}
