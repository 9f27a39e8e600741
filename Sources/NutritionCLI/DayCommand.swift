import NutritionEngine

/// `day FILE DATE [--complete|--incomplete|--untracked] [--reconciled|--reopened] [--intake KCAL]
/// [--weight-kg KG | --weight-lb LB] [--date D] [--out NEWFILE | --in-place]`: one day's validation answers, recorded in the document
/// with the earlier values kept in the day's history.
enum DayCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(
            arguments, valued: ["intake", "weight-kg", "weight-lb", "out", "date"],
            flagged: ["complete", "incomplete", "untracked", "reconciled", "reopened", "in-place"])
        guard parsed.positionals.count == 2 else {
            throw .usage("day needs FILE and DATE (YYYY-MM-DD), found \(parsed.positionals.count) arguments")
        }
        let file = parsed.positionals[0]
        guard let dayDate = CalendarDate(iso: parsed.positionals[1]) else {
            throw .usage("DATE must be YYYY-MM-DD, found \(parsed.positionals[1])")
        }
        let correction = DayCorrection(
            date: dayDate,
            intakeCompleteness: try one(
                of: ["complete": IntakeCompleteness.complete, "incomplete": .incomplete, "untracked": .untracked],
                parsed
            ),
            reviewStatus: try one(of: ["reconciled": ReviewStatus.reconciled, "reopened": .reopened], parsed),
            intakeKcal: parsed.number("intake"), weightKg: parsed.number("weight-kg"),
            weightLb: parsed.number("weight-lb"))
        // Refused before the document is read, as every usage error is.
        try Evaluation.run(file: file) { () throws(EvaluationError) in try correction.check(quoting: parsed.values) }
        let destination = try DocumentDestination.of(parsed, input: file)
        // A plan history that does not replay is refused here, when read (exit 65, its events located),
        // rather than after the day is recorded (it was exit 70: "would not read back", issue 20).
        let source = try context.input.sourceDocument(file)
        let changedOn = try parsed.values["date"].map { (text: String) throws(CommandError) -> CalendarDate in
            guard let date = CalendarDate(iso: text) else { throw .usage("--date must be YYYY-MM-DD, found \(text)") }
            return date
        }
        let request = DayRequest(
            source: source, correction: correction, changedOn: changedOn)
        let result = try Evaluation.run(file: file) { () throws(EvaluationError) in try Evaluate.day(request) }
        return try DocumentOutput.write(
            document: result.document, to: destination, input: file,
            statement: result.statement.map { $0 + "\n" }.joined())
    }

    /// The one flag of `choices` given, nil for none; two are a usage error.
    private static func one<Value>(of choices: [String: Value], _ parsed: Arguments) throws(CommandError) -> Value? {
        let given = choices.keys.filter { parsed.flags.contains($0) }.sorted()
        guard given.count <= 1 else {
            throw .usage("give at most one of \(given.map { "--" + $0 }.joined(separator: ", "))")
        }
        return given.first.flatMap { choices[$0] }
    }
}
