/// `import FORMAT FILE... --into FILE`: imported days merged into an existing document, whose
/// person, goal and plan are kept. Nothing is lost silently: a new day is added, a member the
/// document's day lacks is filled in, the same value is left, and a different value is a conflict,
/// reported with both values and kept as the document's unless `replace` (then the document's value
/// goes to the day's `history`, dated `changedOn`).
public struct ImportIntoRequest: Sendable, Equatable {
    /// The document the days are merged into.
    public var source: SourceDocument
    /// The imported document (`Importer.document`): its days and, for timestamped formats, its zone.
    public var imported: JSONValue
    /// Whether an imported value replaces a conflicting value of the document.
    public var replace: Bool
    /// The day replacements are recorded on (nil: the later of asOf and the plan's last event).
    public var changedOn: CalendarDate?

    /// A merge of `imported` into `source`.
    public init(source: SourceDocument, imported: JSONValue, replace: Bool = false, changedOn: CalendarDate? = nil) {
        self.source = source
        self.imported = imported
        self.replace = replace
        self.changedOn = changedOn
    }
}

/// The merged document and what the merge did.
public struct ImportIntoResult: Sendable, Equatable {
    /// One member of one day whose imported value differs from the document's.
    public struct Conflict: Sendable, Equatable {
        /// The day.
        public var date: CalendarDate
        /// The member (`intakeKcal`, `weightKg`, ...).
        public var member: String
        /// The document's value.
        public var document: JSONValue
        /// The imported value.
        public var imported: JSONValue
    }

    /// The whole document with the days merged (every other member as it was, asOf moved forward
    /// when imported days are after it), checked to read back.
    public var document: WrittenDocument
    /// Days the document did not list, added.
    public var added: [CalendarDate]
    /// Members absent from the document's day and present in the import, filled in.
    public var filled: Int
    /// Days listed in both with every imported value already the document's.
    public var unchanged: Int
    /// Values that differ, each kept as the document's unless the request replaces them.
    public var conflicts: [Conflict]
    /// What was done, in lines for the person.
    public var statement: [String]
}

extension Evaluate {
    /// The members a merge may replace: those a day's `history` can keep (`DayCorrection`'s).
    static var replaceableDayMembers: Set<String> { DayCorrection.correctableKeys }

    /// `request`'s imported days merged into its document. Throws `invalidDocument` when the document
    /// logs records rather than days, or the merged document would not read back (e.g. days more than
    /// ten years apart); `invalidRequest` (parameter `time-zone`) when the import places days in
    /// another zone or day start than the document's, and, with `replace`, when no date can be found
    /// to record the replacements on.
    public static func importInto(_ request: ImportIntoRequest) throws(EvaluationError) -> ImportIntoResult {
        let source = request.source
        let log = source.document.dayLog
        if log.origin == .records {
            throw .invalidDocument([
                ValidationIssue(
                    path: JSONPointer("/records"), code: .conflictingFields,
                    message: "this document logs timestamped records; days can be merged only into a document with days"
                )
            ])
        }
        var members = source.json.objectValue ?? JSONObject()
        var statement: [String] = []
        try mergeZone(request.imported, into: &members, log: log, statement: &statement)
        var days = members["days"]?.arrayValue ?? []
        var index: [String: Int] = [:]
        for (position, day) in days.enumerated() {
            if let date = day["date"]?.stringValue { index[date] = position }
        }
        var added: [CalendarDate] = []
        var filled = 0
        var unchanged = 0
        var conflicts: [ImportIntoResult.Conflict] = []
        var replacements: [(position: Int, previous: JSONObject)] = []
        for importedDay in request.imported["days"]?.arrayValue ?? [] {
            guard let dateText = importedDay["date"]?.stringValue, let date = CalendarDate(iso: dateText),
                let importedMembers = importedDay.objectValue
            else { continue }
            guard let position = index[dateText], var day = days[position].objectValue else {
                days.append(importedDay)
                index[dateText] = days.count - 1
                added.append(date)
                continue
            }
            var changed = false
            var previous = JSONObject()
            for (member, value) in importedMembers.sorted(by: { $0.key < $1.key }) where member != "date" {
                guard let existing = day[member] else {
                    day[member] = value
                    filled += 1
                    changed = true
                    continue
                }
                guard existing != value else { continue }
                conflicts.append(.init(date: date, member: member, document: existing, imported: value))
                if request.replace, replaceableDayMembers.contains(member) {
                    previous[member] = existing
                    day[member] = value
                }
                changed = true
            }
            if !changed { unchanged += 1 }
            days[position] = .object(day)
            if !previous.isEmpty { replacements.append((position, previous)) }
        }
        if !replacements.isEmpty {
            let changedOn = try EventDate(request.changedOn, document: source.document, command: "import").date
            for (position, previous) in replacements {
                guard var day = days[position].objectValue else { continue }
                var history = day["history"]?.arrayValue ?? []
                history.append(.object(["changedOn": .string(changedOn.description), "previous": .object(previous)]))
                day["history"] = .array(history)
                days[position] = .object(day)
            }
        }
        days.sort { ($0["date"]?.stringValue ?? "") < ($1["date"]?.stringValue ?? "") }
        members["days"] = .array(days)
        if let asOf = log.declaredAsOf, let last = added.max(), last > asOf {
            members["asOf"] = .string(last.description)
            statement.append("import: imported days run to \(last), after asOf \(asOf): asOf moves forward to \(last)")
        }
        statement.append(
            "import: merged into the document: \(added.count) days added, \(filled) values filled in, \(unchanged) "
                + "days unchanged, \(conflicts.count) conflicting values")
        for conflict in conflicts {
            let kept =
                !request.replace
                ? "kept the document's (--replace takes the import's)"
                : replaceableDayMembers.contains(conflict.member)
                    ? "replaced; the document's value is kept in the day's history"
                    : "kept the document's (a day's history cannot keep \(conflict.member), so it is not replaced)"
            statement.append(
                "  \(conflict.date) \(conflict.member): document \(describe(conflict.document)), import "
                    + "\(describe(conflict.imported)): \(kept)")
        }
        let written = try WrittenDocument(checking: .object(members))
        return ImportIntoResult(
            document: written, added: added, filled: filled, unchanged: unchanged, conflicts: conflicts,
            statement: statement)
    }

    /// The import's zone and day start checked against the document's: the same, or taken when the
    /// document has none (stated); another is refused, since the same instant would fall on other days.
    private static func mergeZone(
        _ imported: JSONValue, into members: inout JSONObject, log: DayLog, statement: inout [String]
    ) throws(EvaluationError) {
        guard let zone = imported["timeZone"]?.stringValue else { return }
        let hour = Int(imported["dayStartsAtHour"]?.numberValue ?? 0)
        if let documentZone = log.timeZoneIdentifier {
            guard documentZone == zone, log.dayStartsAtHour == hour else {
                throw .invalidRequest(
                    RequestProblem(
                        parameter: "time-zone",
                        message: "must be the document's timeZone \(documentZone) with dayStartsAtHour "
                            + "\(log.dayStartsAtHour), found \(zone) with \(hour): the same instants would fall on "
                            + "other days"))
            }
            return
        }
        members["timeZone"] = .string(zone)
        if hour != 0 { members["dayStartsAtHour"] = .number(Double(hour)) }
        statement.append("import: the document had no timeZone; it takes the import's, \(zone)")
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): JSONWriter.format(number)
        default: value.typeDescription
        }
    }
}
