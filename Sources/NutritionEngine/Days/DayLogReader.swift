/// Reads `asOf`, `timeZone`, `dayStartsAtHour`, `days` and `records` from the input document.
///
/// Structural checks only (types, ranges, valid dates and zones, one entry per date, nothing after
/// `asOf`); whether a day is evidence is the ledger's question, never an input error.
package enum DayLogReader {
    /// The top-level members this reader understands.
    package static let topLevelKeys: Set<String> = ["asOf", "timeZone", "dayStartsAtHour", "days", "records"]
    /// The members of one `records` entry (which apply depends on `kind`).
    package static let recordKeys: Set<String> = Set(DayRecordFields.all.map(\.key))

    /// Structural bounds (from `DayFields`); values inside them may still be judged implausible by the ledger's policy.
    package enum Bounds {
        /// Energy in one day or one record, kcal.
        package static var kcal: ClosedRange<Double> { DayFields.intakeKcal.bounds }
        /// Protein, g.
        package static var proteinG: ClosedRange<Double> { DayFields.proteinG.bounds }
        /// Steps in a day.
        package static var steps: ClosedRange<Int> { DayFields.steps.bounds }
        /// Training in a day, minutes.
        package static var trainingMinutes: ClosedRange<Double> { DayFields.trainingMinutes.bounds }
        /// Alcohol in a day, g.
        package static var alcoholG: ClosedRange<Double> { DayFields.alcoholG.bounds }
    }

    /// The longest span from the first listed day to `asOf`, days (10 years). A longer ledger is not a
    /// person's log but a typo (e.g. `asOf` 9999-12-31), and would cost memory for every empty day.
    package static let maximumSpanDays = 3660

    /// Reads the day log from the top-level object in `reader`; problems are reported into it.
    package static func read(_ reader: inout FieldReader) -> DayLog {
        read(&reader, decodedDays: nil)
    }

    /// As `read(_:)`, with the `days` entries already decoded from bytes when `decodedDays` is given
    /// (one per element of the `days` array, each exactly what `readDay` would return for it).
    static func read(_ reader: inout FieldReader, decodedDays: [LoggedDay]?) -> DayLog {
        let log = readLog(&reader, decodedDays: decodedDays)
        if let asOf = log.asOf, !CalendarDate.evaluationRange.contains(asOf) {
            let range = CalendarDate.evaluationRange
            reader.report(
                .outOfRange, at: log.declaredAsOf == nil ? "days" : "asOf",
                "the evaluation day \(asOf) must be from \(range.lowerBound) to \(range.upperBound), so that the weeks around it stay in years 0001-9999"
            )
        } else if let first = log.days.first?.date, let asOf = log.asOf, first.days(to: asOf) > maximumSpanDays {
            reader.report(
                .outOfRange, at: log.declaredAsOf == nil ? "days" : "asOf",
                "the days run from \(first) to \(asOf), \(first.days(to: asOf)) days; at most \(maximumSpanDays) days (10 years) are read at once"
            )
        }
        return log
    }

    private static func readLog(_ reader: inout FieldReader, decodedDays: [LoggedDay]?) -> DayLog {
        let asOfText = reader.string("asOf")
        let asOf = asOfText.flatMap { text -> CalendarDate? in
            guard let date = CalendarDate(iso: text) else {
                reader.report(.invalidValue, at: "asOf", "asOf must be a calendar date YYYY-MM-DD, found \"\(text)\"")
                return nil
            }
            return date
        }
        let zone = reader.string("timeZone")
        let hour = reader.integer("dayStartsAtHour", in: 0...23) ?? 0
        var clock: LocalDayClock?
        if let zone {
            clock = LocalDayClock(timeZoneIdentifier: zone, dayStartsAtHour: hour)
            if clock == nil {
                reader.report(
                    .invalidValue, at: "timeZone",
                    "timeZone must be an IANA zone such as \"Europe/Berlin\", found \"\(zone)\"")
            }
        }
        let hasDays = reader.isPresent("days")
        let hasRecords = reader.isPresent("records")
        if hasDays && hasRecords {
            reader.report(.conflictingFields, at: "records", "give days or records, not both")
            return DayLog(declaredAsOf: asOf, timeZoneIdentifier: zone, dayStartsAtHour: hour)
        }
        if hasRecords {
            if zone == nil {
                reader.report(
                    .missingField, at: "timeZone",
                    "timeZone is required with records: timestamps are placed on the person's local days")
            }
            let records =
                reader.array("records") { element, path, issues -> DayRecord? in
                    guard let record = readRecord(element, at: path, issues: &issues) else { return nil }
                    if let clock, let asOf, clock.day(of: record.at) > asOf {
                        issues.append(
                            ValidationIssue(
                                path: path.appending(DayRecordFields.at.key), code: .outOfRange,
                                message:
                                    "this record falls on \(clock.day(of: record.at)) in \(clock.timeZoneIdentifier), after asOf \(asOf)"
                            ))
                        return nil
                    }
                    return record
                } ?? []
            guard let clock else {
                return DayLog(declaredAsOf: asOf, timeZoneIdentifier: zone, dayStartsAtHour: hour, origin: .records)
            }
            let placed = RecordPlacement.place(records, clock: clock)
            return DayLog(
                declaredAsOf: asOf, timeZoneIdentifier: zone, dayStartsAtHour: hour, days: placed.days,
                origin: .records,
                duplicateRecordCount: placed.duplicateCount)
        }
        let days: [LoggedDay]?
        if let decodedDays, reader.isPresent("days") {
            // Decoded from bytes (the tree holds placeholders): only the checks across days remain,
            // run over their dates and paths; the array itself is kept unless a day is dropped.
            // Linear in the days: the dropped ones are marked, not searched for, and the issues
            // past the listed maximum are counted, not kept.
            var dayIssues: [ValidationIssue] = []
            var omitted = 0
            var kept: [Bool]?
            var order = DateOrderCheck(asOf: asOf)
            for index in decodedDays.indices {
                if !order.accept(decodedDays[index].date, at: decodedDays[index].sourcePath, issues: &dayIssues) {
                    if kept == nil { kept = Array(repeating: true, count: decodedDays.count) }
                    kept?[index] = false
                }
                if dayIssues.count > ValidationIssue.maximumListedPerDocument {
                    omitted += dayIssues.count - ValidationIssue.maximumListedPerDocument
                    dayIssues.removeSubrange(ValidationIssue.maximumListedPerDocument...)
                }
            }
            reader.append(dayIssues, omitted: omitted)
            if let kept {
                days = decodedDays.indices.filter { kept[$0] }.map { decodedDays[$0] }
            } else {
                days = decodedDays
            }
        } else {
            var order = DateOrderCheck(asOf: asOf)
            days = reader.array("days") { element, path, issues -> LoggedDay? in
                guard let day = readDay(element, at: path, issues: &issues) else { return nil }
                return order.accept(day.date, at: path, issues: &issues) ? day : nil
            }
        }
        return DayLog(
            declaredAsOf: asOf, timeZoneIdentifier: zone, dayStartsAtHour: hour, days: days ?? [],
            origin: days == nil ? .none : .days)
    }

    static func readDay(_ element: JSONValue, at path: JSONPointer, issues: inout [ValidationIssue]) -> LoggedDay? {
        guard var fields = FieldReader.object(element, at: path, issues: &issues) else { return nil }
        let dateText = fields.string(DayFields.date.key, required: true)
        let date = dateText.flatMap { text -> CalendarDate? in
            guard let date = CalendarDate(iso: text) else {
                fields.report(
                    .invalidValue, at: DayFields.date.key, "date must be a calendar date YYYY-MM-DD, found \"\(text)\"")
                return nil
            }
            return date
        }
        let intake = fields.number(DayFields.intakeKcal)
        let protein = fields.number(DayFields.proteinG)
        let completeness = fields.choice(DayFields.intakeCompleteness.key, as: IntakeCompleteness.self)
        let review = fields.choice(DayFields.reviewStatus.key, as: ReviewStatus.self)
        var conversions: [String] = []
        let weight = fields.mass(
            kg: DayFields.weightKg.key, lb: DayFields.weightLb.key, label: "weight", required: false,
            conversions: &conversions)?.kg
        let steps = fields.integer(DayFields.steps)
        let training = fields.number(DayFields.trainingMinutes)
        let types = fields.array(DayFields.trainingTypes.key) { value, typePath, issues -> String? in
            guard let text = value.stringValue, !text.isEmpty else {
                issues.append(
                    ValidationIssue(
                        path: typePath, code: .wrongType,
                        message: "a training type is a non-empty string, found \(value.typeDescription)"))
                return nil
            }
            return text
        }
        let alcohol = fields.number(DayFields.alcoholG)
        let bodyFatPercent = fields.number(DayFields.bodyFatPercent)
        // A reading without its method cannot be compared with anything, so the method is required.
        let bodyFatMethod = fields.choice(
            DayFields.bodyFatMethod.key, required: bodyFatPercent != nil, as: BodyFatMeasurement.Method.self)
        if bodyFatMethod != nil && !fields.isPresent(DayFields.bodyFatPercent.key) {
            fields.report(
                .missingField, at: DayFields.bodyFatPercent.key, "bodyFatMethod is given without bodyFatPercent")
        }
        // Earlier values kept by `day` corrections: checked for shape, never used in any figure.
        _ = fields.array(DayFields.history.key) { element, entryPath, issues in
            DayCorrection.readHistoryEntry(element, at: entryPath, issues: &issues)
        }
        issues.append(contentsOf: fields.finish())
        guard let date else { return nil }
        let bodyFat = bodyFatPercent.flatMap { percent in
            bodyFatMethod.map { BodyFatMeasurement(percent: percent, method: $0) }
        }
        return LoggedDay(
            date: date, intakeKcal: intake, proteinG: protein, intakeCompleteness: completeness ?? .unknown,
            reviewStatus: review ?? .open, weightKg: weight, steps: steps.map(Double.init), trainingMinutes: training,
            trainingTypes: types, alcoholG: alcohol, bodyFat: bodyFat, sourcePath: path)
    }

    static func readRecord(_ element: JSONValue, at path: JSONPointer, issues: inout [ValidationIssue]) -> DayRecord? {
        guard var fields = FieldReader.object(element, at: path, issues: &issues) else { return nil }
        let kind = fields.choice(DayRecordFields.kind.key, required: true, as: DayRecord.Kind.self)
        let atText = fields.string(DayRecordFields.at.key, required: true)
        let at = atText.flatMap { text -> Timestamp? in
            guard let instant = Timestamp(text) else {
                fields.report(
                    .invalidValue, at: DayRecordFields.at.key,
                    "at must be an ISO 8601 time with an offset, such as \"2026-11-02T23:40:00Z\", found \"\(text)\"")
                return nil
            }
            return instant
        }
        var record: DayRecord?
        switch kind {
        case .intake:
            let kcal = fields.number(DayRecordFields.kcal, required: true)
            let protein = fields.number(DayRecordFields.proteinG)
            if let at, let kcal {
                record = DayRecord(kind: .intake, at: at, kcal: kcal, proteinG: protein, sourcePath: path)
            }
        case .weight:
            var conversions: [String] = []
            if let weight = fields.mass(
                kg: DayRecordFields.weightKg.key, lb: DayRecordFields.weightLb.key, label: "weight", required: true,
                conversions: &conversions)?.kg, let at
            {
                record = DayRecord(kind: .weight, at: at, weightKg: weight, sourcePath: path)
            }
        case nil:
            // Without a valid kind the other members cannot be judged; mark them read so only `kind` is reported.
            for key in recordKeys { _ = fields.value(key) }
        }
        issues.append(contentsOf: fields.finish())
        return record
    }
}

/// The checks across a document's days, applied to each day's date in listed order: no date may
/// repeat an earlier one, and a day after `asOf` is reported but kept.
///
/// A value the caller owns rather than a nested function capturing its state: captured variables
/// were boxed and every access to them checked for exclusivity at run time (five checks per day,
/// ~2.5 % of `rescore`).
private struct DateOrderCheck {
    let asOf: CalendarDate?
    // Days are almost always listed in date order: while they are, a later date cannot repeat an
    // earlier one and no lookup is needed; the dictionary is built only once the order breaks.
    private var accepted: [(date: CalendarDate, path: JSONPointer)] = []
    private var firstPathByDate: [CalendarDate: JSONPointer]?

    init(asOf: CalendarDate?) { self.asOf = asOf }

    /// Whether the day dated `date` at `path` is kept: not a repeat of an earlier date; a day after
    /// `asOf` is reported but kept.
    mutating func accept(_ date: CalendarDate, at path: JSONPointer, issues: inout [ValidationIssue]) -> Bool {
        if firstPathByDate == nil, let last = accepted.last, date <= last.date {
            firstPathByDate = Dictionary(accepted.map { ($0.date, $0.path) }, uniquingKeysWith: { first, _ in first })
        }
        if let first = firstPathByDate?[date] {
            issues.append(
                ValidationIssue(
                    path: path.appending("date"), code: .duplicateDate, message: "\(date) is already listed at \(first)"
                ))
            return false
        }
        if firstPathByDate != nil {
            firstPathByDate?[date] = path
        } else {
            accepted.append((date, path))
        }
        if let asOf, date > asOf {
            issues.append(
                ValidationIssue(
                    path: path.appending("date"), code: .outOfRange,
                    message: "\(date) is after asOf \(asOf); days after the evaluation day cannot be logged"))
        }
        return true
    }
}
