import NutritionEngine

/// `recommend FILE [--format json|markdown]`: safety screen, destination check and the initial target.
///
/// Manual-only people and refused destinations are results (exit 0); only a malformed document,
/// or one without `person` or `goal`, is exit 65.
enum RecommendCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: RecommendResult.formats)
        let request = RecommendRequest(document: try context.input.document(file))
        let result = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try Evaluate.recommend(request, policy: context.policy)
        }
        return try Evaluation.output(result, format: format, file: file)
    }
}
