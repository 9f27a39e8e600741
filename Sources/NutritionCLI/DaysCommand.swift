import NutritionEngine

/// `days FILE [--week YYYY-MM-DD] [--week-start monday|...]`: the day ledger and, optionally, one week's roll-up.
enum DaysCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["week", "week-start", "format"])
        let file = try parsed.single("input FILE")
        _ = try parsed.format(allowed: ["json"])
        var weekDate: CalendarDate?
        if let text = parsed.values["week"] {
            guard let date = CalendarDate(iso: text) else { throw .usage("--week must be a date YYYY-MM-DD, found \(text)") }
            weekDate = date
        }
        var weekStart = Weekday.monday
        if let text = parsed.values["week-start"] {
            guard let day = Weekday(rawValue: text) else {
                throw .usage("--week-start must be one of \(Weekday.allCases.map(\.rawValue).joined(separator: ", ")), found \(text)")
            }
            weekStart = day
        }
        if let weekDate, weekDate.week(beginningOn: weekStart) == nil {
            throw .usage("--week \(weekDate): its week reaches outside the years 0001-9999 that dates are written in")
        }
        let document = try context.input.document(file)
        let equation = MaintenanceReference.equationEstimate(for: document.person, policy: context.policy.estimate)
        guard let ledger = DayLedger(log: document.dayLog, maintenance: equation.reference, policy: context.policy.days) else {
            throw .invalid(
                file: InputSource.displayName(file),
                issues: [ValidationIssue(path: JSONPointer("/days"), code: .missingField, message: "days (or records) are required for the days command")])
        }
        let week = weekDate.map { WeekSummary(ledger: ledger, containing: $0, weekStart: weekStart) }
        return try Output.json(
            DaysReport.json(ledger, log: document.dayLog, week: week, maintenanceUnavailableReason: equation.reason, policy: context.policy))
    }
}
