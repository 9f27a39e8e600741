import NutritionEngine

/// `project FILE (--intake KCAL | --intake-change KCAL | --landing-weight-kg KG --by DATE) [--days N]
/// [--landing-weight-kg KG] [--format json|markdown|svg]`.
///
/// Day 0 is the document's evaluation day with the person's current (trend) weight.
enum ProjectCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(
            arguments, valued: ["intake", "intake-change", "days", "landing-weight-kg", "by", "format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: ProjectResult.formats)
        let question = ProjectQuestion(
            intakeKcalPerDay: parsed.number("intake"), intakeChangeKcalPerDay: parsed.number("intake-change"),
            landingWeightKg: parsed.number("landing-weight-kg"), by: try parsed.date("by"),
            days: parsed.number("days"))
        // Refused before the document is read, as every usage error is.
        try Evaluation.run(file: file) { () throws(EvaluationError) in try question.check(quoting: parsed.values) }
        let request = ProjectRequest(document: try context.input.document(file), question: question)
        let result = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try Evaluate.project(request, policy: context.policy)
        }
        return try Evaluation.output(result, format: format, file: file)
    }
}
