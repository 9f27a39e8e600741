import NutritionEngine

/// `days FILE [--week YYYY-MM-DD] [--week-start monday|...]`: the day ledger and, optionally, one week's roll-up.
enum DaysCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["week", "week-start", "format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: DaysReport.formats)
        let weekStart = try DateDefaults.weekStart(parsed.values["week-start"])
        let week = try parsed.date("week").map { (date: CalendarDate) throws(CommandError) -> WeekChoice in
            try Evaluation.run(file: file) { () throws(EvaluationError) in
                try WeekChoice(containing: date, weekStart: weekStart)
            }
        }
        let request = DaysRequest(document: try context.input.document(file), week: week)
        let report = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try Evaluate.days(request, policy: context.policy)
        }
        var result = try Evaluation.output(report, format: format, file: file)
        result.stderr = (report.weekStatement.map { $0 + "\n" } ?? "") + result.stderr
        return result
    }
}
