/// The one JSON document every command reads: a person and, in later parts, their plan and logs.
public struct InputDocument: Sendable, Equatable {
    /// The only schema version this engine reads.
    static let supportedSchemaVersion = 1

    /// The person's body data, when the document has a `person`.
    public var person: Person?
    /// The safety-screen answers, when the document has a `safetyScreen` (absent = not answered).
    public var safetyScreen: SafetyScreen?
    /// The person's goal, when the document has a `goal`.
    public var goal: Goal?
    /// The person's own calorie target in kcal/day, when given; echoed as user-provided, never adjusted.
    public var manualTargetKcal: Double?
    /// The logged days, the evaluation day and the local-day rules (empty when the document has none).
    public var dayLog: DayLog
    /// The person's plan, when the document has one.
    public var plan: Plan?
    /// The caller's name for this record (e.g. a user id in a JSON Lines batch), echoed by `rescore`; never used in any figure.
    public var id: String?
    /// What the reader found allowed but worth asking about (e.g. a weight in pounds given as kg);
    /// `InputWarning.list(for:policy:)` adds the cautions on the target in force.
    public var warnings: [InputWarning] = []

    /// Bounds on `manualTargetKcal` (kcal/day) that any real intake target lies within.
    static let plausibleManualTargetKcal: ClosedRange<Double> = 1...20_000

    /// A document with the given parts.
    public init(
        person: Person? = nil, safetyScreen: SafetyScreen? = nil, goal: Goal? = nil, manualTargetKcal: Double? = nil,
        dayLog: DayLog = DayLog(), plan: Plan? = nil
    ) {
        self.person = person
        self.safetyScreen = safetyScreen
        self.goal = goal
        self.manualTargetKcal = manualTargetKcal
        self.dayLog = dayLog
        self.plan = plan
    }
}

/// Turns bytes into an `InputDocument`, reporting every problem with its path.
public enum InputDocumentReader {
    /// The top-level members the reader understands (kept in step with the published JSON Schema).
    public static let topLevelKeys: Set<String> = Set([
        "$schema", "schemaVersion", "id", "person", "safetyScreen", "goal", "manualTargetKcal", "plan",
    ]).union(DayLogReader.topLevelKeys)

    /// Reads a document; throws `ValidationFailure` listing every problem found.
    public static func read(_ bytes: some Collection<UInt8>) throws(ValidationFailure) -> InputDocument {
        var id: String?
        return try read(bytes, idOnFailure: &id)
    }

    /// As `read(_:)`; when the document is refused but its JSON parses, `idOnFailure` is set to its `id`
    /// if that is a string (a refused batch record is still matched to its user, without parsing
    /// the record a second time into a tree).
    package static func read(_ bytes: some Collection<UInt8>, idOnFailure: inout String?) throws(ValidationFailure)
        -> InputDocument
    {
        // The days come straight from the bytes when they are plain and valid (most of a document's
        // bytes; see `FieldBytesReader.swift`); everything else goes through the tree.
        // No valid document holds more days than the ten-year span allows: past them, only what the
        // checks across days read is kept, so a flood of duplicates costs bytes per day, not a day.
        let value: JSONValue
        let decodedDays: [LoggedDay]?
        let decodedHistory: [PlanEvent]?
        let daysPast: DaysPastTheValidMaximum?
        do {
            (value, decodedDays, decodedHistory, daysPast) = try JSONParser().parseDecodingEntries(
                bytes, keepingAtMostDays: DayLogReader.maximumDaysOfAValidDocument)
        } catch {
            throw ValidationFailure([ValidationIssue(error)])
        }
        do {
            return try read(value, decodedDays: decodedDays, daysPast: daysPast, decodedHistory: decodedHistory)
        } catch {
            idOnFailure = value["id"]?.stringValue
            throw error
        }
    }

    /// Reads a document from a parsed JSON value.
    public static func read(_ value: JSONValue) throws(ValidationFailure) -> InputDocument {
        try read(value, decodedDays: nil, decodedHistory: nil)
    }

    /// Reads a document whose `days` entries and `/plan/history` events, when `decodedDays` and
    /// `decodedHistory` are given, are already decoded (the tree holds placeholders for them).
    /// `daysPast`: the `days` entries past the first `DayLogReader.maximumDaysOfAValidDocument`, when
    /// the decoder reduced them (the document then cannot be valid).
    static func read(
        _ value: JSONValue, decodedDays: [LoggedDay]?, daysPast: DaysPastTheValidMaximum? = nil,
        decodedHistory: [PlanEvent]?
    ) throws(ValidationFailure) -> InputDocument {
        var issues: [ValidationIssue] = []
        guard var reader = FieldReader.object(value, at: .root, issues: &issues) else {
            throw ValidationFailure(issues)
        }
        _ = reader.string("$schema")
        let id = reader.string("id")
        if let version = reader.integer("schemaVersion", required: true, in: 0...Int(Int32.max)),
            version != InputDocument.supportedSchemaVersion
        {
            reader.report(
                .unsupportedSchemaVersion, at: "schemaVersion",
                "schemaVersion \(version) is not supported; this engine reads version "
                    + "\(InputDocument.supportedSchemaVersion)"
            )
        }
        let person = reader.nested("person") { PersonReader.read(&$0) }
        let safetyScreen = reader.nested("safetyScreen") { SafetyScreenReader.read(&$0) }
        let goal = reader.nested("goal") { GoalReader.read(&$0) }
        let manualTargetKcal = reader.number(
            "manualTargetKcal", in: InputDocument.plausibleManualTargetKcal, unit: "kcal/day")
        let dayLog = DayLogReader.read(&reader, decodedDays: decodedDays, past: daysPast)
        let plan = reader.nested("plan") { PlanReader.read(&$0, allowArchives: true, decodedHistory: decodedHistory) }
        issues.append(contentsOf: reader.finish())
        guard issues.isEmpty else { throw ValidationFailure(issues, omitted: reader.omittedIssues) }
        var document = InputDocument(
            person: person, safetyScreen: safetyScreen, goal: goal, manualTargetKcal: manualTargetKcal, dayLog: dayLog,
            plan: plan)
        document.id = id
        // Given in kilograms (a weight in pounds is converted and so not suspected of being pounds).
        if let person, value["person"]?["weightKg"] != nil,
            let warning = InputWarning.poundsCheck(weightKg: person.weightKg, heightCm: person.heightCm)
        {
            document.warnings.append(warning)
        }
        return document
    }
}
