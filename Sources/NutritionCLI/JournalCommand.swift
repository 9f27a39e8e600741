import NutritionEngine

/// `journal FILE [--format json|markdown|html|svg] [--weeks N] [--week-start DAY]`: progress week by
/// week, newest first, with the estimate as it stood at each week's end and the current plan.
enum JournalCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["format", "weeks", "week-start"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: JournalResult.formats)
        let weekStart = try DateDefaults.weekStart(parsed.values["week-start"])
        // Not a whole number: 0, which the evaluation refuses with the range.
        let weeks = parsed.values["weeks"].map { Int($0) ?? 0 }
        let request = JournalRequest(document: try context.input.document(file), weeks: weeks, weekStart: weekStart)
        let result = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try Evaluate.journal(request, policy: context.policy)
        }
        return try Evaluation.output(result, format: format, file: file)
    }
}
