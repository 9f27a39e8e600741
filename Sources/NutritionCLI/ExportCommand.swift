import NutritionEngine

/// `export csv FILE [--foods]`: the document's log as CSV on standard output (one row per day, or
/// with `--foods` one row per food), which `import csv` (or `import food-log-csv`) reads back.
enum ExportCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, flagged: ["foods"])
        guard let format = parsed.positionals.first else { throw .usage("missing FORMAT (csv)") }
        guard format == "csv" else { throw .usage("FORMAT must be csv, found \(format)") }
        guard parsed.positionals.count == 2 else {
            throw .usage(
                parsed.positionals.count < 2
                    ? "missing input FILE" : "expected one input FILE, found \(parsed.positionals.count - 1)")
        }
        let file = parsed.positionals[1]
        let request = ExportRequest(
            document: try context.input.document(file), rows: parsed.flags.contains("foods") ? .foods : .days)
        let table = try Evaluation.run(file: file) { () throws(EvaluationError) in try Evaluate.export(request) }
        return CommandResult(
            exitCode: ExitCode.ok, stdout: table.text,
            stderr: "export: \(table.rows) \(request.rows == .foods ? "foods" : "days")\n")
    }
}
