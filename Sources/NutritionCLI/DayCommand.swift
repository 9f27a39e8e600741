import NutritionEngine

/// `day FILE DATE [--complete|--incomplete|--untracked] [--reconciled|--reopened] [--intake KCAL]
/// [--weight-kg KG] [--date D] [--out NEWFILE]`: one day's validation answers, recorded in the document
/// with the earlier values kept in the day's history.
enum DayCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(
            arguments, valued: ["intake", "weight-kg", "out", "date"],
            flagged: ["complete", "incomplete", "untracked", "reconciled", "reopened"])
        guard parsed.positionals.count == 2 else {
            throw .usage("day needs FILE and DATE (YYYY-MM-DD), found \(parsed.positionals.count) arguments")
        }
        let file = parsed.positionals[0]
        guard let dayDate = CalendarDate(iso: parsed.positionals[1]) else {
            throw .usage("DATE must be YYYY-MM-DD, found \(parsed.positionals[1])")
        }
        let completeness = try one(
            of: ["complete": IntakeCompleteness.complete, "incomplete": .incomplete, "untracked": .untracked], parsed)
        let review = try one(of: ["reconciled": ReviewStatus.reconciled, "reopened": .reopened], parsed)
        let intake = try number(parsed, "intake", in: DayLogReader.Bounds.kcal)
        let weight = try number(parsed, "weight-kg", in: PersonReader.PlausibleBounds.weightKg)
        guard completeness != nil || review != nil || intake != nil || weight != nil else {
            throw .usage(
                "give what to record: --complete, --incomplete, --untracked, --reconciled, --reopened, --intake KCAL or --weight-kg KG"
            )
        }
        let (json, document) = try context.input.parsedDocument(file)
        let name = InputSource.displayName(file)
        let (changedOn, dateNote) = try DateDefaults.eventDate(
            parsed.values["date"], document: document, command: "day")
        let correction = DayCorrection(
            date: dayDate, intakeCompleteness: completeness, reviewStatus: review, intakeKcal: intake, weightKg: weight)
        let applied: DayCorrection.Applied
        switch correction.applied(to: json, log: document.dayLog, changedOn: changedOn) {
        case .success(let value): applied = value
        case .failure(let issue): throw .invalid(file: name, issues: [issue])
        }
        // The written document must read back (e.g. a day added years before the others would make
        // the log span more than the reader accepts): such a correction is refused, nothing written.
        do { _ = try InputDocumentReader.read(applied.document) } catch {
            throw .invalid(file: name, issues: error.issues)
        }
        let statement: String
        if applied.changes.isEmpty {
            statement = "day \(dayDate): nothing changed (the day already has these values)\n"
        } else {
            let added = applied.addedDay ? " (added to days)" : ""
            statement =
                dateNote + "day \(dayDate)\(added), changed on \(changedOn); earlier values kept in its history:\n"
                + applied.changes.map { "  \($0)\n" }.joined()
        }
        return try DocumentOutput.write(
            document: applied.document, out: parsed.values["out"], input: file, statement: statement)
    }

    private static func one<Value>(of choices: [String: Value], _ parsed: Arguments) throws(CommandError) -> Value? {
        let given = choices.keys.filter { parsed.flags.contains($0) }.sorted()
        guard given.count <= 1 else {
            throw .usage("give at most one of \(given.map { "--" + $0 }.joined(separator: ", "))")
        }
        return given.first.flatMap { choices[$0] }
    }

    private static func number(_ parsed: Arguments, _ name: String, in range: ClosedRange<Double>) throws(CommandError)
        -> Double?
    {
        guard let text = parsed.values[name] else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw .usage(
                "--\(name) must be a number from \(JSONWriter.format(range.lowerBound)) to \(JSONWriter.format(range.upperBound)), found \(text)"
            )
        }
        return value
    }
}
