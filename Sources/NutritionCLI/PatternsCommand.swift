import NutritionEngine

/// `patterns FILE [--format json|markdown]`: regularities in the person's own days that pass an exact
/// or permutation test with false-discovery control, and every candidate looked for.
enum PatternsCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: PatternsResult.formats)
        let request = PatternsRequest(document: try context.input.document(file))
        let result = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try Evaluate.patterns(request, policy: context.policy)
        }
        return try Evaluation.output(result, format: format, file: file)
    }
}
