import Foundation
import NutritionEngine

/// `import FORMAT FILE... [--time-zone ZONE] [--day-starts-at-hour H] [--into FILE [--replace] [--date D]
/// [--out NEWFILE | --in-place]]` (and for `food-log-csv`: `[--column FIELD=HEADER,...] [--date-format FORMAT]
/// [--meal-map NAME=SLOT,...]`; for `apple-health-csv`: `[--meal-windows SLOT=HH:MM-HH:MM,...]`): another
/// app's export as an input document, or merged into one.
///
/// The document goes to standard output; the row counts and every rejected or not-imported row (with
/// its line number) go to standard error. Exit 65 when no row could be used. With `--into` the days
/// are merged into that document (`Evaluate.importInto`): what was added, filled in and in conflict
/// is stated on standard error.
enum ImportCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(
            arguments,
            valued: [
                "time-zone", "day-starts-at-hour", "column", "date-format", "meal-map", "meal-windows", "into", "date",
                "out",
            ],
            flagged: ["replace", "in-place"])
        let into = parsed.values["into"]
        if into == nil {
            for option in ["replace", "in-place"] where parsed.flags.contains(option) {
                throw .usage("--\(option) belongs to --into FILE (a merge into an existing document)")
            }
            for option in ["date", "out"] where parsed.values[option] != nil {
                throw .usage("--\(option) belongs to --into FILE (a merge into an existing document)")
            }
        }
        let destination = try into.map { (file: String) throws(CommandError) in
            try DocumentDestination.of(parsed, input: file)
        }
        let changedOn = try parsed.date()
        guard let formatName = parsed.positionals.first else { throw .usage("missing FORMAT (\(formats))") }
        guard let format = ImportFormat(rawValue: formatName) else {
            throw .usage("FORMAT must be one of \(formats), found \(formatName)")
        }
        let names = Array(parsed.positionals.dropFirst())
        guard !names.isEmpty else { throw .usage("missing FILE to import") }
        var hour = 0
        if let text = parsed.values["day-starts-at-hour"] {
            guard let value = Int(text), (0...23).contains(value) else {
                throw .usage("--day-starts-at-hour must be a whole hour 0-23, found \(text)")
            }
            guard format.needsTimeZone else {
                throw .usage("--day-starts-at-hour applies only to formats with timestamps (apple-health-csv)")
            }
            hour = value
        }
        var clock: LocalDayClock?
        if let zone = parsed.values["time-zone"] {
            guard let value = LocalDayClock(timeZoneIdentifier: zone, dayStartsAtHour: hour) else {
                throw .usage("--time-zone must be an IANA zone such as Europe/Berlin, found \(zone)")
            }
            clock = value
        } else if format.needsTimeZone {
            throw .usage(
                "\(format.rawValue) has UTC timestamps: --time-zone ZONE (e.g. Europe/Berlin) says which local day "
                    + "each belongs to"
            )
        }
        let foodLog = try foodLogOptions(parsed, format: format)
        var mealWindows = MealClockWindows.standard
        if let text = parsed.values["meal-windows"] {
            guard format == .appleHealthCSV else {
                throw .usage("--meal-windows applies only to apple-health-csv (its foods carry no meal)")
            }
            switch MealClockWindows.parsing(text) {
            case .success(let windows): mealWindows = windows
            case .failure(let problem): throw .usage("--meal-windows \(problem.message)")
            }
        }
        var files: [ImportFile] = []
        for name in names {
            let data = try context.input.bytes(name)
            files.append(ImportFile(name: InputSource.displayName(name), bytes: Array(data)))
        }
        // A file that looks like another known format is named in one line before anything is
        // imported: beside good files its rows would otherwise only be counted as rejected.
        for (file, name) in zip(files, names) {
            if let detected = ImportFormat.detect(file.bytes), detected != format {
                let issue = ValidationIssue(
                    path: .root, code: .invalidValue,
                    message:
                        "this looks like \(detected.rawValue), not \(format.rawValue); run: "
                        + "\(detected.commandLine(files: [name]))"
                )
                throw .invalid(file: file.name, issues: [issue])
            }
        }
        let result = Importer.run(
            format, files: files, clock: clock, foodLog: foodLog, mealWindows: mealWindows)
        let report = Importer.report(result)
        guard !result.days.isEmpty else {
            // One line, not the whole row report: the counts and the first problem.
            let fileNames = files.map(\.name).joined(separator: ", ")
            let first = result.problems.first.map { "; first problem: \($0.text)" } ?? ""
            let issue = ValidationIssue(
                path: .root, code: .invalidValue,
                message:
                    "no usable rows as \(format.rawValue) (rows read \(result.rowsRead), rejected "
                    + "\(result.rejected), not imported \(result.notImported))\(first)"
            )
            throw .invalid(file: fileNames, issues: [issue])
        }
        guard let into, let destination else {
            var output = try Output.json(Importer.document(result, clock: clock))
            output.stderr = report
            return output
        }
        let request = ImportIntoRequest(
            source: try context.input.sourceDocument(into), imported: Importer.document(result, clock: clock),
            replace: parsed.flags.contains("replace"), changedOn: changedOn)
        let merged = try Evaluation.run(file: into) { () throws(EvaluationError) in try Evaluate.importInto(request) }
        return try DocumentOutput.write(
            merged.document, to: destination, input: into,
            statement: report + merged.statement.map { $0 + "\n" }.joined())
    }

    /// `--column`, `--date-format` and `--meal-map`, which only `food-log-csv` takes. A list is
    /// `A=B` pairs separated by commas.
    static func foodLogOptions(_ parsed: Arguments, format: ImportFormat) throws(CommandError) -> FoodLogCSVOptions {
        var options = FoodLogCSVOptions()
        for name in ["column", "date-format", "meal-map"] where parsed.values[name] != nil && format != .foodLogCSV {
            throw .usage("--\(name) applies only to food-log-csv")
        }
        func pairs(_ option: String) throws(CommandError) -> [(String, String)] {
            guard let text = parsed.values[option] else { return [] }
            var result: [(String, String)] = []
            for item in text.split(separator: ",") {
                guard let equals = item.firstIndex(of: "="), equals != item.startIndex,
                    item.index(after: equals) != item.endIndex
                else { throw .usage("--\(option) takes NAME=VALUE pairs separated by commas, found \(item)") }
                result.append((String(item[..<equals]), String(item[item.index(after: equals)...])))
            }
            return result
        }
        for (field, header) in try pairs("column") {
            guard FoodLogCSVOptions.fields.contains(field) else {
                throw .usage(
                    "--column FIELD must be one of \(FoodLogCSVOptions.fields.joined(separator: ", ")), found \(field)")
            }
            options.columns[field] = header
        }
        for (name, slot) in try pairs("meal-map") {
            guard let value = MealSlot(rawValue: slot) else {
                throw .usage("--meal-map SLOT must be breakfast, lunch, dinner or snack, found \(slot)")
            }
            options.mealMap[name] = value
        }
        if let text = parsed.values["date-format"] {
            guard let value = FoodLogCSVOptions.DateFormat(rawValue: text.uppercased()) else {
                throw .usage(
                    "--date-format must be one of \(FoodLogCSVOptions.DateFormat.allCases.map(\.rawValue).joined(separator: ", ")), found \(text)"
                )
            }
            options.dateFormat = value
        }
        return options
    }

    private static var formats: String { ImportFormat.allCases.map(\.rawValue).joined(separator: ", ") }
}
