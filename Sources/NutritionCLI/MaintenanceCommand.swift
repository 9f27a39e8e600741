import NutritionEngine

/// `maintenance FILE [--format json|markdown]`: the trend-validated maintenance estimate from the document's
/// person and days.
enum MaintenanceCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: MaintenanceResult.formats)
        let request = MaintenanceRequest(document: try context.input.document(file))
        let result = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try Evaluate.maintenance(request, policy: context.policy)
        }
        return try Evaluation.output(result, format: format, file: file)
    }
}
