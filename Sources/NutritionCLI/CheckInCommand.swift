import NutritionEngine

/// `check-in FILE --week YYYY-MM-DD [--format json|markdown|html] [--out NEWFILE] [--date D] [--week-start DAY]`
///
/// The report goes to stdout; with `--out`, the document with the check-in (and any offered
/// recommendation) appended to the plan's history is written there, so decisions can follow.
enum CheckInCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["week", "format", "out", "date", "week-start"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: ["json", "markdown", "html"])
        guard let weekText = parsed.values["week"] else { throw .usage("check-in needs --week YYYY-MM-DD (any day of the week to check in)") }
        guard let weekDate = CalendarDate(iso: weekText) else { throw .usage("--week must be YYYY-MM-DD, found \(weekText)") }
        var weekStart = Weekday.monday
        if let text = parsed.values["week-start"] {
            guard let day = Weekday(rawValue: text) else { throw .usage("--week-start must be one of \(Weekday.allCases.map(\.rawValue).joined(separator: ", "))") }
            weekStart = day
        }
        if weekDate.week(beginningOn: weekStart) == nil { throw .usage("--week \(weekDate): its week reaches outside the years 0001-9999 that dates are written in") }
        if parsed.values["out"] == "-" { throw .usage("check-in prints its report on standard output; --out - would mix the document into it: name a new file") }
        let (json, document) = try context.input.parsedDocument(file)
        let name = InputSource.displayName(file)
        var missing: [ValidationIssue] = []
        if document.person == nil { missing.append(ValidationIssue(path: JSONPointer("/person"), code: .missingField, message: "a check-in needs the person's body data")) }
        if document.plan == nil { missing.append(ValidationIssue(path: JSONPointer("/plan"), code: .missingField, message: "a check-in needs a plan (create one with 'plan new')")) }
        guard let person = document.person, let plan = document.plan else { throw .invalid(file: name, issues: missing) }
        _ = try DocumentOutput.checkedHistory(plan, file: name)
        let date = try DocumentOutput.eventDate(parsed.values["date"], document: document)
        let checkIn: WeeklyCheckIn
        do {
            checkIn = try WeeklyCheckIn(person: person, dayLog: document.dayLog, plan: plan, safetyScreen: document.safetyScreen, weekDate: weekDate, date: date, weekStartsOn: weekStart, policy: context.policy)
        } catch {
            throw .refused(error, file: name)
        }
        var result: CommandResult
        switch format {
        case "markdown": result = CommandResult(exitCode: ExitCode.ok, stdout: CheckInReport.markdown(checkIn, policy: context.policy))
        case "html": result = CommandResult(exitCode: ExitCode.ok, stdout: CheckInReport.html(checkIn, policy: context.policy))
        default: result = try Output.json(CheckInReport.json(checkIn, policy: context.policy))
        }
        if let out = parsed.values["out"] {
            let written = try DocumentOutput.write(json, plan: checkIn.recorded(in: plan), out: out, input: file, statement: "check-in recorded in \(out)\n")
            result.stderr = written.stderr
        }
        return result
    }
}
