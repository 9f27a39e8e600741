import NutritionEngine

/// `estimate FILE [--format json|markdown]`: the equation-based maintenance estimates for the document's person.
enum EstimateCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: EstimateResult.formats)
        let request = EstimateRequest(document: try context.input.document(file))
        let result = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try Evaluate.estimate(request, policy: context.policy)
        }
        return try Evaluation.output(result, format: format, file: file)
    }
}
