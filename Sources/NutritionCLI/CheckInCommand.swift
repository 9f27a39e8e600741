import NutritionEngine

/// `check-in FILE --week YYYY-MM-DD [--format json|markdown|html] [--out NEWFILE] [--date D] [--week-start DAY]
/// [--recompute]`
///
/// Without `--date` the check-in is dated by the check-in's rule (the day after the week), stated on stderr.
///
/// The report goes to stdout; with `--out`, the document with the check-in (and any offered
/// recommendation) appended to the plan's history is written there, so decisions can follow. A
/// week already checked in is shown as the plan recorded it, or with `--recompute` recomputed on
/// the days as they are now; either is read-only.
enum CheckInCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(
            arguments, valued: ["week", "format", "out", "date", "week-start"], flagged: ["in-place", "recompute"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: CheckInResult.formats)
        guard let weekText = parsed.values["week"] else {
            throw .usage("check-in needs --week YYYY-MM-DD (any day of the week to check in)")
        }
        let givenWeekStart = try parsed.values["week-start"].map { (text: String) throws(CommandError) in
            try DateDefaults.weekStart(text)
        }
        // The week's date is checked before the document is read (a usage error); its start needs the plan's.
        _ = try DateDefaults.week(weekText, weekStart: givenWeekStart ?? .monday, file: file)
        let out = parsed.values["out"]
        if out == "-" {
            throw .usage(
                "check-in prints its report on standard output; --out - would mix the document into it: name a new file"
            )
        }
        let destination = try DocumentDestination.of(parsed, input: file)
        let (json, document) = try context.input.parsedDocument(file)
        let weekStart = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try Evaluate.checkInWeekStart(givenWeekStart, plan: document.plan)
        }
        let week = try DateDefaults.week(weekText, weekStart: weekStart, file: file)
        let date = try parsed.values["date"].map { (text: String) throws(CommandError) in try DateDefaults.date(text) }
        var request = CheckInRequest(document: document, week: week.start, date: date, weekStart: weekStart)
        if destination.path != nil { request.recordIn = json }
        request.recompute = parsed.flags.contains("recompute")
        let result = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try Evaluate.checkIn(request, policy: context.policy)
        }
        var output = try Evaluation.output(result, format: format, file: file)
        let dated = result.date.statement.map { "check-in: \($0) (give --date YYYY-MM-DD to change)\n" } ?? ""
        let past =
            result.pastCheckIn.map {
                $0.statement + ($0.recomputed ? "" : " (--recompute shows what it would say now)") + "\n"
            } ?? ""
        output.stderr =
            (week.statement(command: "check-in").map { $0 + "\n" } ?? "") + (past.isEmpty ? dated : past)
            + output.stderr
        if let path = destination.path, let recorded = result.recorded {
            output.stderr +=
                try DocumentOutput.write(
                    recorded, to: destination, input: file, statement: "check-in recorded in \(path)\n"
                ).stderr
        }
        return output
    }
}
