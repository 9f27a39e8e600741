import NutritionEngine

/// `days FILE [--week YYYY-MM-DD] [--week-start monday|...]`: the day ledger and, optionally, one week's roll-up.
enum DaysCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["week", "week-start", "format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: ["json", "markdown"])
        let weekStart = try DateDefaults.weekStart(parsed.values["week-start"])
        let week = try parsed.values["week"].map { text throws(CommandError) in
            try DateDefaults.week(text, weekStart: weekStart, command: "days")
        }
        let weekDate = week?.start
        let document = try context.input.document(file)
        let equation = MaintenanceReference.equationEstimate(for: document.person, policy: context.policy)
        guard var ledger = DayLedger(log: document.dayLog, maintenance: equation.reference, policy: context.policy.days)
        else {
            throw .invalid(
                file: InputSource.displayName(file),
                issues: [
                    ValidationIssue(
                        path: JSONPointer("/days"), code: .missingField,
                        message: "days (or records) are required for the days command")
                ])
        }
        // With a plan, days far below the target in force on that day are asked about too (the
        // check-in waits for them).
        if let plan = document.plan { ledger = ledger.reviewing(against: TargetsInForce(plan: plan)) }
        let gate = document.person.map {
            SafetyNow(document: document, person: $0, absentScreen: .notAsked, policy: context.policy).gate
        }
        let summary = weekDate.map { WeekSummary(ledger: ledger, containing: $0, weekStart: weekStart) }
        // The food totals (issue 23): nil for a document without foods, which then answers as before.
        let foods = DaysFoods(ledger: ledger, weekOf: weekDate, weekStart: weekStart)
        var result = try FormattedOutput.result(
            DaysReport.json(
                ledger, log: document.dayLog, week: summary, maintenanceUnavailableReason: equation.reason,
                automation: gate, foods: foods, policy: context.policy),
            format: format, markdown: { ReportMarkdown.days($0, foods: foods) },
            warnings: Warnings.of(document, context: context), file: file
        )
        result.stderr = (week?.note ?? "") + result.stderr
        return result
    }
}
