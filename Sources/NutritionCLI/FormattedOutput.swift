import NutritionEngine

/// A report as JSON, or as Markdown rendered from that same JSON (so both show the same numbers),
/// with the document's warnings (`Warnings`) in it and on standard error.
enum FormattedOutput {
    static func result(
        _ report: JSONValue, format: String, markdown: (JSONValue) -> String, warnings: [InputWarning] = [],
        file: String = ""
    ) throws(CommandError) -> CommandResult {
        let report = Warnings.json(report, warnings)
        var result = try Output.json(report)
        if format == "markdown" { result = CommandResult(exitCode: ExitCode.ok, stdout: markdown(report)) }
        result.stderr = Warnings.lines(warnings, file: file)
        return result
    }
}
