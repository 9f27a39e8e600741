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
        package static var kcal: ClosedRange<Double> { DayFields.intakeKcal.spec.numberBounds }
        /// Protein, g.
        package static var proteinG: ClosedRange<Double> { DayFields.proteinG.spec.numberBounds }
        /// Steps in a day.
        package static var steps: ClosedRange<Int> { DayFields.steps.spec.integerBounds }
        /// Training in a day, minutes.
        package static var trainingMinutes: ClosedRange<Double> { DayFields.trainingMinutes.spec.numberBounds }
        /// Alcohol in a day, g.
        package static var alcoholG: ClosedRange<Double> { DayFields.alcoholG.spec.numberBounds }
    }

    /// The longest span from the first listed day to `asOf`, days (10 years). A longer ledger is not a
    /// person's log but a typo (e.g. `asOf` 9999-12-31), and would cost memory for every empty day.
    package static let maximumSpanDays = 3660

    /// The most days a valid document lists: each date once, none after `asOf`, the first at most
    /// `maximumSpanDays` before it. A longer `days` array is invalid whatever it holds, so the byte
    /// decoder keeps only this many days whole and reduces the rest (`DaysPastTheValidMaximum`).
    package static let maximumDaysOfAValidDocument = maximumSpanDays + 1

    /// The ten-year rule for an evaluation day: nil when `end` is at most `maximumSpanDays` after
    /// `first` (the first listed day), else the sentence refusing it, with `end` written as
    /// `endName` (e.g. "--as-of 2040-01-01"; default: the date itself). Every evaluation day
    /// obeys it: the document's `asOf`, `rescore --as-of` and every command's `--date`.
    package static func spanProblem(from first: CalendarDate, to end: CalendarDate, endName: String? = nil)
        -> String?
    {
        let span = first.days(to: end)
        guard span > maximumSpanDays else { return nil }
        return
            "the days run from \(first) to \(endName ?? end.description), \(span) days; at most \(maximumSpanDays) days "
            + "(10 years) are read at once"
    }

    /// Reads the day log from the top-level object in `reader`; problems are reported into it.
    package static func read(_ reader: inout FieldReader) -> DayLog {
        read(&reader, decodedDays: nil)
    }

    /// As `read(_:)`, with the `days` entries already decoded from bytes when `decodedDays` is given
    /// (one per element of the `days` array, each exactly what `readDay` would return for it).
    /// `past`: the entries after the first `maximumDaysOfAValidDocument`, as the decoder reduced them;
    /// the log then holds only the first ones, and the document is invalid (a problem is reported).
    static func read(_ reader: inout FieldReader, decodedDays: [LoggedDay]?, past: DaysPastTheValidMaximum? = nil)
        -> DayLog
    {
        let (log, pastDates) = readLog(&reader, decodedDays: decodedDays, past: past)
        // The first day and the evaluation day are those of every listed day, not only of the days kept.
        var first = log.days.first?.date
        var evaluationDay = log.asOf
        if let pastDates {
            first = min(first ?? pastDates.lowerBound, pastDates.lowerBound)
            if log.declaredAsOf == nil {
                let afterLast = pastDates.upperBound.adding(days: 1)
                evaluationDay = max(evaluationDay ?? afterLast, afterLast)
            }
        }
        if let asOf = evaluationDay, !CalendarDate.evaluationRange.contains(asOf) {
            let range = CalendarDate.evaluationRange
            reader.report(
                .outOfRange, at: log.declaredAsOf == nil ? "days" : "asOf",
                "the evaluation day \(asOf) must be from \(range.lowerBound) to \(range.upperBound), so that the "
                    + "weeks around it stay in years 0001-9999"
            )
        } else if let first, let asOf = evaluationDay, let problem = spanProblem(from: first, to: asOf) {
            reader.report(.outOfRange, at: log.declaredAsOf == nil ? "days" : "asOf", problem)
        }
        return log
    }

    /// The log, with the earliest and latest dates kept among `past` (nil without them).
    private static func readLog(
        _ reader: inout FieldReader, decodedDays: [LoggedDay]?, past: DaysPastTheValidMaximum?
    ) -> (DayLog, ClosedRange<CalendarDate>?) {
        let asOf = reader.date("asOf")
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
            return (DayLog(declaredAsOf: asOf, timeZoneIdentifier: zone, dayStartsAtHour: hour), nil)
        }
        if hasRecords {
            if zone == nil {
                reader.report(
                    .missingField, at: "timeZone",
                    "timeZone is required with records: timestamps are placed on the person's local days")
            }
            let records =
                reader.array("records") { element, path, issues -> DayRecord? in
                    guard
                        let record = FieldReader.readObject(
                            element, at: path, as: DayRecordFields.self, issues: &issues)
                    else { return nil }
                    if let clock, let asOf, clock.day(of: record.at) > asOf {
                        issues.append(
                            ValidationIssue(
                                path: path.appending(DayRecordFields.at.key), code: .outOfRange,
                                message:
                                    "this record falls on \(clock.day(of: record.at)) in "
                                    + "\(clock.timeZoneIdentifier), after asOf \(asOf)"
                            ))
                        return nil
                    }
                    return record
                } ?? []
            guard let clock else {
                return (
                    DayLog(declaredAsOf: asOf, timeZoneIdentifier: zone, dayStartsAtHour: hour, origin: .records), nil
                )
            }
            let placed = RecordPlacement.place(records, clock: clock)
            return (
                DayLog(
                    declaredAsOf: asOf, timeZoneIdentifier: zone, dayStartsAtHour: hour, days: placed.days,
                    origin: .records,
                    duplicateRecordCount: placed.duplicateCount), nil
            )
        }
        let days: [LoggedDay]?
        var pastDates: ClosedRange<CalendarDate>?
        if let decodedDays, reader.isPresent("days") {
            // Decoded from bytes (the tree holds placeholders): only the checks across days remain,
            // run over their dates and paths; the array itself is kept unless a day is dropped.
            // Linear in the days: the dropped ones are marked, not searched for, and the issues
            // past the listed maximum are counted, not kept.
            var dayIssues: [ValidationIssue] = []
            var omitted = 0
            var kept: [Bool]?
            var order = DateOrderCheck(asOf: asOf)
            var foods = FoodLogCheck()
            for index in decodedDays.indices {
                if !order.accept(decodedDays, at: index, issues: &dayIssues) {
                    if kept == nil { kept = Array(repeating: true, count: decodedDays.count) }
                    kept?[index] = false
                } else if !decodedDays[index].foods.isEmpty || !decodedDays[index].mealGroups.isEmpty {
                    // Asked here, member by member, and the day read in place: handing `accept` the
                    // day copied it out of the array (a copy and a destroy per day, ~2 % of `rescore`).
                    foods.accept(decodedDays, at: index, issues: &dayIssues)
                }
                if dayIssues.count > ValidationIssue.maximumListedPerDocument {
                    omitted += dayIssues.count - ValidationIssue.maximumListedPerDocument
                    dayIssues.removeSubrange(ValidationIssue.maximumListedPerDocument...)
                }
            }
            if let past {
                // The same checks in the same order over the days past the valid maximum, from their
                // dates (and whole days where foods need them); once the listed maximum is reached, a
                // problem is counted, not built.
                for offset in past.dayNumbers.indices {
                    let index = past.firstIndex + offset
                    let date = CalendarDate(dayNumber: Int(past.dayNumbers[offset]))
                    let listing = dayIssues.count < ValidationIssue.maximumListedPerDocument
                    if order.acceptPast(date, at: index, listing: listing, after: decodedDays, issues: &dayIssues) {
                        if let day = past.withFoods[index] { foods.accept(day, issues: &dayIssues) }
                    } else if !listing {
                        omitted += 1
                    }
                    if dayIssues.count > ValidationIssue.maximumListedPerDocument {
                        omitted += dayIssues.count - ValidationIssue.maximumListedPerDocument
                        dayIssues.removeSubrange(ValidationIssue.maximumListedPerDocument...)
                    }
                }
                pastDates = order.pastDates
            }
            reader.append(dayIssues, omitted: omitted)
            if let issue = order.afterAsOfIssue() { reader.append([issue]) }
            if let kept {
                days = decodedDays.indices.filter { kept[$0] }.map { decodedDays[$0] }
            } else {
                days = decodedDays
            }
        } else {
            var order = DateOrderCheck(asOf: asOf)
            var foods = FoodLogCheck()
            days = reader.array("days") { element, path, issues -> LoggedDay? in
                guard let day = readDay(element, at: path, issues: &issues),
                    order.accept(day.date, at: path, issues: &issues)
                else { return nil }
                foods.accept(day, issues: &issues)
                return day
            }
            if let issue = order.afterAsOfIssue() { reader.append([issue]) }
        }
        return (
            DayLog(
                declaredAsOf: asOf, timeZoneIdentifier: zone, dayStartsAtHour: hour, days: days ?? [],
                origin: days == nil ? .none : .days), pastDates
        )
    }

    static func readDay(_ element: JSONValue, at path: JSONPointer, issues: inout [ValidationIssue]) -> LoggedDay? {
        FieldReader.readObject(element, at: path, as: DayFields.self, issues: &issues)
    }
}

/// The rules across a day's members, which both interpreters apply (`FieldObject`): the weight is
/// given once, in kg or in lb; a body-fat reading needs its method, and a method needs its reading.
extension DayFields: FieldObject {
    private static var weight: MassRows<DayFields> { MassRows(kg: .weightKg, lb: .weightLb, label: "weight") }

    static func uses(_ values: FieldValues<DayFields>) -> FieldUses<DayFields> {
        var uses = FieldUses<DayFields>.standard
        weight.apply(to: &uses, values, required: false)
        // A reading without its method cannot be compared with anything, so the method is required.
        if values.has(.bodyFatPercent) { uses.require(FieldSet(.bodyFatMethod)) }
        return uses
    }

    static let checkedRows: FieldSet<DayFields> = [.weightLb, .bodyFatMethod]

    static func check(
        after row: DayFields, _ values: FieldValues<DayFields>,
        report: (ValidationIssue.Code, DayFields, String) -> Void
    ) {
        weight.check(after: row, values, report: report)
        if row == .bodyFatMethod, values.has(.bodyFatMethod), !values.given.contains(.bodyFatPercent) {
            report(.missingField, .bodyFatPercent, "bodyFatMethod is given without bodyFatPercent")
        }
    }

    /// Earlier values kept by `day` corrections: checked for shape, never used in any figure.
    static func readEntry(
        of row: DayFields, _ entry: JSONValue, at path: JSONPointer, issues: inout [ValidationIssue]
    ) {
        _ = DayCorrection.readHistoryEntry(entry, at: path, issues: &issues)
    }

    static func build(_ values: FieldValues<DayFields>, at path: @autoclosure () -> JSONPointer) -> LoggedDay? {
        guard let date = values.date(.date) else { return nil }
        var day = declarations(values, on: date, at: path())
        if values.has(.foods) || values.has(.mealGroups) { day.logFoods(from: values) }
        return day
    }

    /// As `build`, the day made in `days`'s room and its foods logged there (the byte reader's path:
    /// a day built apart was copied into the array and destroyed).
    @inline(__always) static func build(
        _ values: FieldValues<DayFields>, at path: @autoclosure () -> JSONPointer, appendingTo days: inout [LoggedDay]
    ) -> Bool {
        guard let date = values.date(.date) else { return false }
        days.append(declarations(values, on: date, at: path()))
        if values.has(.foods) || values.has(.mealGroups) { days[days.count - 1].logFoods(from: values) }
        return true
    }

    /// The day's own members (its foods and meal groups not yet logged).
    @inline(__always) private static func declarations(
        _ values: FieldValues<DayFields>, on date: CalendarDate, at path: JSONPointer
    ) -> LoggedDay {
        let bodyFat = values.number(.bodyFatPercent).flatMap { percent in
            values.choice(.bodyFatMethod, as: BodyFatMeasurement.Method.self).map {
                BodyFatMeasurement(percent: percent, method: $0)
            }
        }
        return LoggedDay(
            date: date, intakeKcal: values.number(.intakeKcal), proteinG: values.number(.proteinG),
            intakeCompleteness: values.choice(.intakeCompleteness, as: IntakeCompleteness.self) ?? .unknown,
            reviewStatus: values.choice(.reviewStatus, as: ReviewStatus.self) ?? .open,
            weightKg: weight.kilograms(values), steps: values.integer(.steps).map(Double.init),
            trainingMinutes: values.number(.trainingMinutes), trainingTypes: values.strings(.trainingTypes),
            alcoholG: values.number(.alcoholG), bodyFat: bodyFat, sourcePath: path)
    }

    static var usualCount: Int { 400 }
    // The mass rule and the body-fat rule look only at which members are given.
    static var rulesReadOnlyPresence: Bool { true }
}

/// The rules across a record's members: which apply depends on `kind` (intake: kcal, required, and
/// proteinG; weight: the weight once, in kg or lb); without a valid kind the others cannot be judged,
/// so they are known but not read, and only `kind` is reported.
extension DayRecordFields: FieldObject {
    private static var weight: MassRows<DayRecordFields> {
        MassRows(kg: .weightKg, lb: .weightLb, label: "weight")
    }

    static func uses(_ values: FieldValues<DayRecordFields>) -> FieldUses<DayRecordFields> {
        var uses = FieldUses<DayRecordFields>.standard
        switch values.choice(.kind, as: DayRecord.Kind.self) {
        case .intake:
            uses.restrict(to: [.kind, .at, .kcal, .proteinG], required: [.kind, .at, .kcal])
        case .weight:
            uses.restrict(to: [.kind, .at, .weightKg, .weightLb], required: [.kind, .at])
            weight.apply(to: &uses, values, required: true)
        case nil:
            uses.ignore([.kcal, .proteinG, .weightKg, .weightLb])
        }
        return uses
    }

    static let checkedRows: FieldSet<DayRecordFields> = [.weightLb]

    static func check(
        after row: DayRecordFields, _ values: FieldValues<DayRecordFields>,
        report: (ValidationIssue.Code, DayRecordFields, String) -> Void
    ) {
        // Only a weight record has a weight to give once; on another, both members are unknown.
        if values.choice(.kind, as: DayRecord.Kind.self) == .weight { weight.check(after: row, values, report: report) }
    }

    static func build(_ values: FieldValues<DayRecordFields>, at path: @autoclosure () -> JSONPointer) -> DayRecord? {
        guard let at = values.instant(.at) else { return nil }
        switch values.choice(.kind, as: DayRecord.Kind.self) {
        case .intake:
            guard let kcal = values.number(.kcal) else { return nil }
            return DayRecord(kind: .intake, at: at, kcal: kcal, proteinG: values.number(.proteinG), sourcePath: path())
        case .weight:
            guard let weight = weight.kilograms(values) else { return nil }
            return DayRecord(kind: .weight, at: at, weightKg: weight, sourcePath: path())
        case nil:
            return nil
        }
    }
}

/// The checks across a document's days, applied to each day's date in listed order: no date may
/// repeat an earlier one, and the days after `asOf` are reported (in one issue) but kept.
///
/// A value the caller owns rather than a nested function capturing its state: captured variables
/// were boxed and every access to them checked for exclusivity at run time (five checks per day,
/// ~2.5 % of `rescore`).
private struct DateOrderCheck {
    let asOf: CalendarDate?
    // Days are almost always listed in date order: while they are, a later date cannot repeat an
    // earlier one and no lookup is needed; the dictionary is built only once the order breaks.
    // Until then every day was accepted (only a date in the dictionary is refused), so the days
    // accepted are the first ones listed: the tree reader keeps them here, the decoded days are them.
    private var accepted: [(date: CalendarDate, path: JSONPointer)] = []
    private var lastAccepted: CalendarDate?
    private var firstPathByDate: [CalendarDate: JSONPointer]?

    init(asOf: CalendarDate?) { self.asOf = asOf }

    /// Whether the day dated `date` at `path` is kept: not a repeat of an earlier date; a day after
    /// `asOf` is reported but kept.
    mutating func accept(_ date: CalendarDate, at path: JSONPointer, issues: inout [ValidationIssue]) -> Bool {
        if firstPathByDate == nil, let last = lastAccepted, date <= last {
            firstPathByDate = Dictionary(accepted.map { ($0.date, $0.path) }, uniquingKeysWith: { first, _ in first })
        }
        guard check(date, at: path, issues: &issues) else { return false }
        if firstPathByDate == nil { accepted.append((date, path)) }
        return true
    }

    /// As `accept(_:at:issues:)` for `days[index]`, every earlier one of `days` already handed to
    /// this method: while the days are in order, nothing is kept per day (the days before are the
    /// ones accepted, read back from `days` when the order breaks; a copy of each day's pointer in
    /// `accepted` was a retain and an append per day, issue 25).
    mutating func accept(_ days: [LoggedDay], at index: Int, issues: inout [ValidationIssue]) -> Bool {
        let date = days[index].date
        if firstPathByDate == nil, let last = lastAccepted, date <= last {
            firstPathByDate = Self.firstPaths(days[..<index])
        }
        // In order and not after asOf, the usual day, `check` only notes the date: said here, the
        // day's pointer is not handed over (a retain and a release of its tokens per day, ~2 % of
        // `rescore`'s sampled time).
        if firstPathByDate == nil, asOf.map({ date <= $0 }) ?? true {
            lastAccepted = date
            return true
        }
        return check(date, at: days[index].sourcePath, issues: &issues)
    }

    /// The first pointer of each date of `days`.
    private static func firstPaths(_ days: ArraySlice<LoggedDay>) -> [CalendarDate: JSONPointer] {
        var paths: [CalendarDate: JSONPointer] = [:]
        for index in days.indices where paths[days[index].date] == nil {
            paths[days[index].date] = days[index].sourcePath
        }
        return paths
    }

    /// The check of `accept`: false (with the issue) for a repeated date; else the date noted.
    private mutating func check(_ date: CalendarDate, at path: JSONPointer, issues: inout [ValidationIssue]) -> Bool {
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
            lastAccepted = date
        }
        noteAfterAsOf(date, at: path.appending("date"))
        return true
    }

    /// As `accept`, for the day at `index` in `days` past the valid maximum (`DaysPastTheValidMaximum`):
    /// its first listing is remembered by index, not by pointer, and its issue is built only while
    /// `listing` (false: the caller counts it).
    mutating func acceptPast(
        _ date: CalendarDate, at index: Int, listing: Bool, after days: [LoggedDay], issues: inout [ValidationIssue]
    ) -> Bool {
        // `days`, the days kept, were handed to `accept(_:at:issues:)`: without the dictionary, all
        // were accepted.
        if firstPathByDate == nil { firstPathByDate = Self.firstPaths(days[...]) }
        let number = Int32(truncatingIfNeeded: date.dayNumber)
        let first = firstPathByDate?[date] ?? firstIndexPast[number].map { Self.daysPath.appending(Int($0)) }
        if let first {
            if listing {
                issues.append(
                    ValidationIssue(
                        path: Self.daysPath.appending(index).appending("date"), code: .duplicateDate,
                        message: "\(date) is already listed at \(first)"))
            }
            return false
        }
        firstIndexPast[number] = Int32(truncatingIfNeeded: index)
        pastDates = pastDates.map { min($0.lowerBound, date)...max($0.upperBound, date) } ?? date...date
        noteAfterAsOf(date, at: Self.daysPath.appending(index).appending("date"))
        return true
    }

    /// The earliest and latest dates accepted by `acceptPast` (nil: none).
    private(set) var pastDates: ClosedRange<CalendarDate>?
    // The first index of each date accepted past the valid maximum: one entry (two 32-bit numbers)
    // per distinct date, however many days repeat it.
    private var firstIndexPast: [Int32: Int32] = [:]
    private static let daysPath = JSONPointer.root.appending("days")

    private mutating func noteAfterAsOf(_ date: CalendarDate, at path: @autoclosure () -> JSONPointer) {
        if let asOf, date > asOf {
            if let first = afterAsOf.first {
                afterAsOf = (first, min(afterAsOf.earliest, date), max(afterAsOf.latest, date), afterAsOf.count + 1)
            } else {
                afterAsOf = (path(), date, date, 1)
            }
        }
    }

    // The days after asOf: one issue for all of them, at the first one's date (a log exported a
    // month late would otherwise give a line per day saying the same thing).
    private var afterAsOf: (first: JSONPointer?, earliest: CalendarDate, latest: CalendarDate, count: Int) = (
        nil, CalendarDate(dayNumber: 0), CalendarDate(dayNumber: 0), 0
    )

    /// The issue for the days after asOf, once every day has been accepted; nil when there are none.
    func afterAsOfIssue() -> ValidationIssue? {
        guard let path = afterAsOf.first, let asOf else { return nil }
        let message =
            afterAsOf.count == 1
            ? "\(afterAsOf.earliest) is after asOf \(asOf); days after the evaluation day cannot be logged"
            : "\(afterAsOf.count) days, \(afterAsOf.earliest) to \(afterAsOf.latest), are after asOf \(asOf); days "
                + "after the evaluation day cannot be logged"
        return ValidationIssue(path: path, code: .outOfRange, message: message)
    }
}

/// The entries of a `days` array past the first `DayLogReader.maximumDaysOfAValidDocument`, as the
/// byte decoder keeps them: a document that lists them is invalid, and the checks across days read
/// only each one's date, and the foods and meal groups of those that list them.
///
/// Why: 50 MB of one duplicated day was held as 806,451 whole days (429 MB) before the duplicates
/// were found (issue 20); now each day past the maximum costs 4 bytes.
struct DaysPastTheValidMaximum {
    /// The index in `days` of the first of them.
    let firstIndex: Int
    /// Each one's date (`CalendarDate.dayNumber`, within 32 bits for years 0001-9999), in listed order.
    private(set) var dayNumbers: [Int32] = []
    /// The days among them that list foods or meal groups, whole, by index (`FoodLogCheck` reads them).
    private(set) var withFoods: [Int: LoggedDay] = [:]

    init(firstIndex: Int) { self.firstIndex = firstIndex }

    var isEmpty: Bool { dayNumbers.isEmpty }
    var count: Int { dayNumbers.count }

    /// Keeps what the checks need of `day`, the entry at `index` (the next one after those kept).
    mutating func keep(_ day: LoggedDay, at index: Int) {
        dayNumbers.append(Int32(truncatingIfNeeded: day.date.dayNumber))
        if !day.foods.isEmpty || !day.mealGroups.isEmpty { withFoods[index] = day }
    }
}
