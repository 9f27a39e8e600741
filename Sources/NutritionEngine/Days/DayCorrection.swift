/// One person's answer to a check-in about one day ("mark it reconciled", "that intake was 2,150"),
/// applied to the document's `days` so that nothing is overwritten silently: every value that changes
/// is kept, with the date of the change, in the day's `history`.
public struct DayCorrection: Sendable, Equatable {
    /// The members a correction may change (weightLb is replaced by weightKg when the weight changes),
    /// and those `import --into --replace` may replace: a day's `history` keeps any of them.
    static let correctableKeys: Set<String> = [
        "intakeCompleteness", "reviewStatus", "intakeKcal", "weightKg", "weightLb", "proteinG", "steps",
        "trainingMinutes", "alcoholG",
    ]

    /// The day to change.
    public var date: CalendarDate
    /// The new completeness, or nil to keep it.
    public var intakeCompleteness: IntakeCompleteness?
    /// The new review status, or nil to keep it.
    public var reviewStatus: ReviewStatus?
    /// The corrected intake, kcal, or nil to keep it.
    public var intakeKcal: Double?
    /// The corrected weight, kg, or nil to keep it.
    public var weightKg: Double?
    /// The corrected weight in the person's pounds, lb, or nil to keep it (recorded as `weightLb`, as
    /// the person gave it; at most one of `weightKg` and `weightLb`).
    public var weightLb: Double?

    /// A correction of the day `date`.
    public init(
        date: CalendarDate, intakeCompleteness: IntakeCompleteness? = nil, reviewStatus: ReviewStatus? = nil,
        intakeKcal: Double? = nil, weightKg: Double? = nil, weightLb: Double? = nil
    ) {
        self.date = date
        self.intakeCompleteness = intakeCompleteness
        self.reviewStatus = reviewStatus
        self.intakeKcal = intakeKcal
        self.weightKg = weightKg
        self.weightLb = weightLb
    }

    /// What applying a correction did.
    struct Applied: Sendable, Equatable {
        /// The whole document with the day changed (every other member as it was).
        var document: JSONValue
        /// One line per changed member, "member: old -> new" (empty when nothing changed).
        var changes: [String]
        /// Whether the day was not listed before and was added.
        var addedDay: Bool
        /// The new `asOf` when the day was after the declared one, nil when asOf is unchanged.
        var movedAsOf: CalendarDate?
    }

    /// Applies the correction to `document` (a parsed input document whose day log is `log`), dated
    /// `changedOn`; refused with the issue when the document logs `records`. A day after the declared
    /// `asOf` moves `asOf` forward to it.
    /// The answers' own ranges are `check()`'s (`Evaluate.day` checks them first).
    func applied(to document: JSONValue, log: DayLog, changedOn: CalendarDate) -> Result<
        Applied, ValidationIssue
    > {
        guard var members = document.objectValue else {
            return .failure(ValidationIssue(path: .root, code: .wrongType, message: "the document must be an object"))
        }
        if log.origin == .records {
            return .failure(
                ValidationIssue(
                    path: JSONPointer("/records"), code: .conflictingFields,
                    message:
                        "this document logs timestamped records; days can be corrected only in a document with days"))
        }
        // A day after the declared asOf is today's log (or a later one): it is added and asOf moves
        // forward to it, so the days between have ended; asOf never moves backwards.
        let movedAsOf = log.declaredAsOf.flatMap { date > $0 ? date : nil }
        var days = members["days"]?.arrayValue ?? []
        let dateText = JSONValue.string(date.description)
        let existing = days.firstIndex { $0["date"] == dateText }
        var day = existing.flatMap { days[$0].objectValue } ?? ["date": dateText]
        var previous = JSONObject()
        var changes: [String] = []
        func set(_ key: String, _ value: JSONValue?) {
            guard let value, day[key] != value else { return }
            let old = day[key] ?? .null
            previous[key] = old
            changes.append("\(key): \(Self.describe(old)) -> \(Self.describe(value))")
            day[key] = value
        }
        set("intakeCompleteness", intakeCompleteness.map { .string($0.rawValue) })
        set("reviewStatus", reviewStatus.map { .string($0.rawValue) })
        set("intakeKcal", intakeKcal.map { .number($0) })
        if let weightLb {
            // The weight given in pounds is kept in pounds; a kg value moves to the history.
            if let kilograms = day["weightKg"] {
                previous["weightKg"] = kilograms
                day["weightKg"] = nil
                changes.append("weightKg: \(Self.describe(kilograms)) -> (replaced by weightLb)")
            }
            set("weightLb", .number(weightLb))
        } else if let weightKg, let pounds = day["weightLb"] {
            // The weight was given in pounds: the correction is in kg, so the pound value moves to the history.
            previous["weightLb"] = pounds
            day["weightLb"] = nil
            changes.append("weightLb: \(Self.describe(pounds)) -> (replaced by weightKg)")
            previous["weightKg"] = .null
            day["weightKg"] = .number(weightKg)
            changes.append("weightKg: (absent) -> \(Self.describe(.number(weightKg)))")
        } else {
            set("weightKg", weightKg.map { .number($0) })
        }
        guard !changes.isEmpty else {
            return .success(Applied(document: document, changes: [], addedDay: false, movedAsOf: nil))
        }
        var history = day["history"]?.arrayValue ?? []
        history.append(.object(["changedOn": .string(changedOn.description), "previous": .object(previous)]))
        day["history"] = .array(history)
        if let existing {
            days[existing] = .object(day)
        } else {
            // Days are kept in date order: the new one goes before the first later day.
            let insertion =
                days.firstIndex {
                    ($0["date"]?.stringValue).flatMap { CalendarDate(iso: $0) }.map { $0 > date } ?? false
                } ?? days.endIndex
            days.insert(.object(day), at: insertion)
        }
        members["days"] = .array(days)
        if let movedAsOf { members["asOf"] = .string(movedAsOf.description) }
        return .success(
            Applied(document: .object(members), changes: changes, addedDay: existing == nil, movedAsOf: movedAsOf))
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "(absent)"
        case .string(let text): text
        case .number(let number): JSONWriter.format(number)
        default: value.typeDescription
        }
    }

    /// The members a day's history may hold: the correctable ones, and the protein and alcohol a
    /// food correction moves out of a day whose foods now sum them (`FoodCorrection`).
    static let historyKeys: Set<String> = correctableKeys.union(["proteinG", "alcoholG"])

    /// Checks one `history` entry of a day: `changedOn` a date, `previous` an object of the members
    /// in `historyKeys` (each the earlier value, or null when it was absent).
    static func readHistoryEntry(_ element: JSONValue, at path: JSONPointer, issues: inout [ValidationIssue]) -> Bool? {
        guard var fields = FieldReader.object(element, at: path, issues: &issues) else { return nil }
        if let text = fields.string("changedOn", required: true), CalendarDate(iso: text) == nil {
            fields.report(
                .invalidValue, at: "changedOn", "changedOn must be a calendar date YYYY-MM-DD, found \"\(text)\"")
        }
        _ = fields.nested("previous", required: true) { previous -> Bool? in
            for key in historyKeys {
                guard let value = previous.value(key) else { continue }
                switch (key, value) {
                case (_, .null): break
                case ("intakeCompleteness", .string(let text)) where IntakeCompleteness(rawValue: text) != nil: break
                case ("reviewStatus", .string(let text)) where ReviewStatus(rawValue: text) != nil: break
                case ("intakeKcal", .number), ("weightKg", .number), ("weightLb", .number), ("proteinG", .number),
                    ("steps", .number), ("trainingMinutes", .number), ("alcoholG", .number):
                    break
                default:
                    previous.report(
                        .invalidValue, at: key,
                        "\(key) in a day's history is its earlier value (or null when it was absent), found "
                            + "\(value.typeDescription)"
                    )
                }
            }
            return true
        }
        issues.append(contentsOf: fields.finish())
        return true
    }
}
