/// The one JSON document every command reads: a person and, in later parts, their plan and logs.
public struct InputDocument: Sendable, Equatable {
    /// The only schema version this engine reads.
    public static let supportedSchemaVersion = 1

    /// The person's body data, when the document has a `person`.
    public var person: Person?
    /// The logged days, the evaluation day and the local-day rules (empty when the document has none).
    public var dayLog: DayLog

    /// A document with the given parts.
    public init(person: Person? = nil, dayLog: DayLog = DayLog()) {
        self.person = person
        self.dayLog = dayLog
    }
}

/// Turns bytes into an `InputDocument`, reporting every problem with its path.
public enum InputDocumentReader {
    /// The top-level members the reader understands (kept in step with the published JSON Schema).
    public static let topLevelKeys: Set<String> = Set(["$schema", "schemaVersion", "person"]).union(DayLogReader.topLevelKeys)

    /// Reads a document; throws `ValidationFailure` listing every problem found.
    public static func read(_ bytes: some Collection<UInt8>) throws(ValidationFailure) -> InputDocument {
        let value: JSONValue
        do {
            value = try JSONParser().parse(bytes)
        } catch {
            throw ValidationFailure([ValidationIssue(error)])
        }
        return try read(value)
    }

    /// Reads a document from a parsed JSON value.
    public static func read(_ value: JSONValue) throws(ValidationFailure) -> InputDocument {
        var issues: [ValidationIssue] = []
        guard var reader = FieldReader.object(value, at: .root, issues: &issues) else { throw ValidationFailure(issues) }
        _ = reader.string("$schema")
        if let version = reader.integer("schemaVersion", required: true, in: 0...Int(Int32.max)),
            version != InputDocument.supportedSchemaVersion
        {
            reader.report(.unsupportedSchemaVersion, at: "schemaVersion", "schemaVersion \(version) is not supported; this engine reads version \(InputDocument.supportedSchemaVersion)")
        }
        let person = reader.nested("person") { PersonReader.read(&$0) }
        let dayLog = DayLogReader.read(&reader)
        issues.append(contentsOf: reader.finish())
        guard issues.isEmpty else { throw ValidationFailure(issues) }
        return InputDocument(person: person, dayLog: dayLog)
    }
}
