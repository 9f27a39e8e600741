/// Turns other apps' exports into the engine's days: pure, from bytes to an `ImportResult`.
public enum Importer {
    /// Imports `files` in `format`. `clock` places timestamps on local days and is required for
    /// formats with `needsTimeZone` (without it their rows cannot be placed and are all rejected).
    /// `foodLog` says how a `food-log-csv` export is read (ignored by the other formats);
    /// `mealWindows` gives Apple Health's foods, which carry no meal, their slot from the clock.
    public static func run(
        _ format: ImportFormat, files: [ImportFile], clock: LocalDayClock?, foodLog: FoodLogCSVOptions = .init(),
        mealWindows: MealClockWindows = .standard
    ) -> ImportResult {
        switch format {
        case .appleHealthCSV:
            var parsed = AppleHealthImport.Parsed()
            for file in files { AppleHealthImport.parse(file, into: &parsed) }
            guard let clock else {
                let unplaced = parsed.records.count
                let problem = ImportProblem(
                    file: files.first?.name ?? "", line: 0, code: .invalidValue,
                    message:
                        "\(unplaced) rows have UTC timestamps and no time zone was given to place them on local "
                        + "days; all are rejected"
                )
                return ImportResult(
                    days: [], rowsRead: parsed.rowsRead, rowsUsed: 0, duplicates: 0,
                    rejected: parsed.rejected + unplaced,
                    notImported: parsed.notImported, problems: [problem] + parsed.problems, daysWithSeveralWeighIns: 0)
            }
            let placed = RecordPlacement.place(parsed.records, clock: clock)
            // A placed day is checked as a whole (its intake is the sum of its rows); a refused day
            // is reported at its first row and its rows are counted as rejected.
            var days: [LoggedDay] = []
            var refusedRows = 0
            var unmatchedProteinRows = 0
            var unmatchedByDay: [CalendarDate: Int] = [:]
            let rowsByDay = Dictionary(grouping: parsed.records, by: { clock.day(of: $0.at) }).mapValues(\.count)
            func refuse(_ day: LoggedDay, _ message: String) {
                // Protein rows already rejected on their own are not counted twice.
                refusedRows += (rowsByDay[day.date] ?? 1) - (unmatchedByDay[day.date] ?? 0)
                let tokens = day.sourcePath.tokens
                parsed.problems.append(
                    ImportProblem(
                        file: tokens.first ?? "", line: tokens.count > 1 ? Int(tokens[1]) ?? 0 : 0, code: .outOfRange,
                        message: message))
            }
            for (placedDay, records) in zip(placed.days, placed.records) {
                let (day, unmatched) = AppleHealthImport.foods(
                    of: placedDay, records: records, clock: clock, windows: mealWindows)
                unmatchedByDay[day.date] = unmatched.isEmpty ? nil : unmatched.count
                for record in unmatched {
                    unmatchedProteinRows += 1
                    let tokens = record.sourcePath.tokens
                    parsed.problems.append(
                        ImportProblem(
                            file: tokens.first ?? "", line: tokens.count > 1 ? Int(tokens[1]) ?? 0 : 0,
                            code: .proteinWithoutFood,
                            message:
                                "dietary protein with no dietary-energy row at the same startDate and HKFoodType "
                                + "on \(day.date), whose foods carry their protein; not imported"))
                }
                let problems = ImportCheck.problems(day)
                if problems.isEmpty {
                    days.append(day)
                } else {
                    refuse(day, "the day \(day.date) from this row: " + problems.joined(separator: "; "))
                }
            }
            if let window = ImportCheck.window(days.map(\.date)) {
                for day in days where !window.contains(day.date) {
                    refuse(day, ImportCheck.outsideWindow(day.date, window))
                }
                days.removeAll { !window.contains($0.date) }
            }
            let slotted = days.reduce(0) { $0 + $1.foods.count }
            return ImportResult(
                days: days, rowsRead: parsed.rowsRead,
                rowsUsed: parsed.records.count - placed.duplicateCount - refusedRows - unmatchedProteinRows,
                duplicates: placed.duplicateCount, rejected: parsed.rejected + refusedRows + unmatchedProteinRows,
                notImported: parsed.notImported,
                problems: parsed.problems.sorted { ($0.file, $0.line) < ($1.file, $1.line) },
                daysWithSeveralWeighIns: days.filter { $0.weighInCount > 1 }.count, foodsSlottedByClock: slotted,
                mealWindows: slotted > 0 ? mealWindows : nil)
        case .csv:
            var collector = DayRowCollector()
            for file in files { PlainCSVImport.parse(file, into: &collector) }
            return collector.result()
        case .dailyText:
            var collector = DayRowCollector()
            for file in files { DailyTextImport.parse(file, into: &collector) }
            return collector.result()
        case .foodLogCSV:
            var collector = FoodRowCollector()
            for file in files { FoodLogCSVImport.parse(file, options: foodLog, into: &collector) }
            return collector.result()
        }
    }

    /// The input document for `result`: schema version 1, the time zone used, and `days` with the
    /// values the export had (intake rounded to 0.01 kcal, weight to 0.01 kg, protein to 0.1 g).
    /// Completeness is left out (= `unknown`): an export cannot say whether a day's log was complete.
    public static func document(_ result: ImportResult, clock: LocalDayClock?) -> JSONValue {
        var members: [String: JSONValue] = [
            "schemaVersion": .number(Double(InputDocument.supportedSchemaVersion)),
            "days": .array(result.days.map(dayJSON)),
        ]
        if let clock {
            members["timeZone"] = .string(clock.timeZoneIdentifier)
            if clock.dayStartsAtHour != 0 { members["dayStartsAtHour"] = .number(Double(clock.dayStartsAtHour)) }
        }
        return .object(JSONObject(members))
    }

    static func dayJSON(_ day: LoggedDay) -> JSONValue {
        var members: [String: JSONValue] = ["date": .string(day.date.description)]
        // With foods the day's intake, protein and alcohol are theirs: the foods are written, not the sums.
        if !day.foods.isEmpty {
            members["foods"] = .array(day.foods.map(\.documentJSON))
        } else if let kcal = day.intakeKcal {
            members["intakeKcal"] = .kcal(kcal)
        }
        if let kg = day.weightKg { members["weightKg"] = .kg(kg) }
        // A day's own protein beside foods that carry none (Apple Health protein rows that match no food).
        if let protein = day.proteinG, !day.foods.contains(where: { $0.proteinG != nil }) {
            members["proteinG"] = .number(protein.roundedTo(0.1))
        }
        if let steps = day.steps { members["steps"] = .number(steps.rounded()) }
        if let minutes = day.trainingMinutes { members["trainingMinutes"] = .number(minutes) }
        if let alcohol = day.alcoholG, day.foods.isEmpty { members["alcoholG"] = .number(alcohol) }
        if day.intakeCompleteness != .unknown {
            members["intakeCompleteness"] = .string(day.intakeCompleteness.rawValue)
        }
        if day.reviewStatus != .open { members["reviewStatus"] = .string(day.reviewStatus.rawValue) }
        return .object(JSONObject(members))
    }

    /// At most this many problem lines are listed on standard error (the first, by file and line);
    /// an export of a million step-count rows would otherwise print a million "not imported" lines.
    static let maximumListedProblems = 100

    /// The summary line and one line per problem (at most `maximumListedProblems`, then how many
    /// more), for standard error.
    public static func report(_ result: ImportResult) -> String {
        let summary =
            "import: rows read \(result.rowsRead), used \(result.rowsUsed), duplicates \(result.duplicates), "
            + "rejected \(result.rejected), not imported \(result.notImported); \(result.days.count) days"
        var lines = [summary]
        if let windows = result.mealWindows {
            lines.append(
                "import: \(result.foodsSlottedByClock) foods carry no meal in the export; their slot is from the local "
                    + "clock time (\(windows.version): \(windows.description)), marked mealSource clock, so the "
                    + "meal-evidence rule neither learns from nor asks about them (--meal-windows changes the windows)"
            )
        }
        if result.daysWithSeveralWeighIns > 0 {
            lines.append(
                "import: \(result.daysWithSeveralWeighIns) days had several different weigh-ins; the first of each "
                    + "day was used"
            )
        }
        lines += result.problems.prefix(maximumListedProblems).map(\.text)
        if result.problems.count > maximumListedProblems {
            lines.append(
                "import: \(result.problems.count - maximumListedProblems) more problems not listed (at most "
                    + "\(maximumListedProblems) are listed; the counts above include them)"
            )
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
