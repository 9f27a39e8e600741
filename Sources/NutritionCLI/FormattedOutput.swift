import NutritionEngine

/// A report as JSON, or as Markdown rendered from that same JSON (so both show the same numbers).
enum FormattedOutput {
    static func result(_ report: JSONValue, format: String, markdown: (JSONValue) -> String) throws(CommandError)
        -> CommandResult
    {
        let json = try Output.json(report)
        guard format == "markdown" else { return json }
        return CommandResult(exitCode: ExitCode.ok, stdout: markdown(report))
    }
}
