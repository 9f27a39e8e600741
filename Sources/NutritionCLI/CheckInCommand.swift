import NutritionEngine

/// `check-in FILE --week YYYY-MM-DD [--format json|markdown|html] [--out NEWFILE] [--date D] [--week-start DAY]`
///
/// Without `--date` the check-in is dated the day after the week (stated on stderr).
///
/// The report goes to stdout; with `--out`, the document with the check-in (and any offered
/// recommendation) appended to the plan's history is written there, so decisions can follow.
enum CheckInCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["week", "format", "out", "date", "week-start"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: ["json", "markdown", "html"])
        guard let weekText = parsed.values["week"] else {
            throw .usage("check-in needs --week YYYY-MM-DD (any day of the week to check in)")
        }
        let weekStart = try DateDefaults.weekStart(parsed.values["week-start"])
        let (weekDate, weekNote) = try DateDefaults.week(weekText, weekStart: weekStart, command: "check-in")
        if parsed.values["out"] == "-" {
            throw .usage(
                "check-in prints its report on standard output; --out - would mix the document into it: name a new file"
            )
        }
        let (json, document) = try context.input.parsedDocument(file)
        let name = InputSource.displayName(file)
        var missing: [ValidationIssue] = []
        if document.person == nil {
            missing.append(
                ValidationIssue(
                    path: JSONPointer("/person"), code: .missingField,
                    message: "a check-in needs the person's body data"))
        }
        if document.plan == nil {
            missing.append(
                ValidationIssue(
                    path: JSONPointer("/plan"), code: .missingField,
                    message: "a check-in needs a plan (create one with 'plan new')"))
        }
        guard let person = document.person, let plan = document.plan else {
            throw .invalid(file: name, issues: missing)
        }
        let state = try DocumentOutput.checkedHistory(plan, file: name)
        var notes = weekNote
        let date: CalendarDate
        if let text = parsed.values["date"] {
            guard let given = CalendarDate(iso: text) else { throw .usage("--date must be YYYY-MM-DD, found \(text)") }
            date = given
        } else {
            // The check-in is due the day after the week; a plan event after that (a late decision) moves it.
            let dayAfter = weekDate.adding(days: 7)
            date = max(dayAfter, state.lastEventDate)
            let why =
                date == dayAfter ? "the day after the week" : "the plan's last event, after the day after the week"
            notes += "check-in: dated \(date), \(why) (give --date YYYY-MM-DD to change)\n"
        }
        let checkIn: WeeklyCheckIn
        do {
            checkIn = try WeeklyCheckIn(
                person: person, dayLog: document.dayLog, plan: plan, safetyScreen: document.safetyScreen,
                weekDate: weekDate, date: date, weekStartsOn: weekStart, policy: context.policy)
        } catch {
            throw .refused(error, file: name)
        }
        var result: CommandResult
        let warnings = Warnings.of(document, context: context)
        switch format {
        case "markdown":
            result = CommandResult(
                exitCode: ExitCode.ok, stdout: CheckInReport.markdown(checkIn, policy: context.policy))
        case "html":
            result = CommandResult(exitCode: ExitCode.ok, stdout: CheckInReport.html(checkIn, policy: context.policy))
        default: result = try Output.json(Warnings.json(CheckInReport.json(checkIn, policy: context.policy), warnings))
        }
        result.stderr = notes + Warnings.lines(warnings, file: file)
        if let out = parsed.values["out"] {
            let written = try DocumentOutput.write(
                json, plan: checkIn.recorded(in: plan), out: out, input: file,
                statement: "check-in recorded in \(out)\n")
            result.stderr += written.stderr
        }
        return result
    }
}
