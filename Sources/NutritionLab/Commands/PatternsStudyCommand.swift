import NutritionCLI
import NutritionEngine

/// `patterns-study [--seed N] [--people N] [--grid-people N] [--jobs N] [--out FILE]`: regenerates
/// Reports/patterns.md (false alarms with no pattern, power against weeks and effect size).
enum PatternsStudyCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["seed", "people", "grid-people", "jobs", "out"])
        guard parsed.positionals.isEmpty else { throw .usage("patterns-study takes no positional arguments") }
        if let out = parsed.values["out"] { try OutputPath.check(out, option: "--out", inputs: [], kind: .document) }
        let seed = try parsed.seed(default: PatternsStudyReport.reportSeed)
        let report = PatternsStudyReport.markdown(
            seed: seed, people: try parsed.wholeNumber("people", in: 1...100_000, default: 1000),
            gridPeople: try parsed.wholeNumber("grid-people", in: 1...100_000, default: 300),
            jobs: try parsed.wholeNumber("jobs", in: 1...64, default: 2), policy: context.policy)
        guard let out = parsed.values["out"], out != "-" else {
            return CommandResult(exitCode: ExitCode.ok, stdout: report)
        }
        try OutputPath.writeDocument(report, to: out)
        return CommandResult(exitCode: ExitCode.ok, stdout: "wrote \(out)\n")
    }
}
