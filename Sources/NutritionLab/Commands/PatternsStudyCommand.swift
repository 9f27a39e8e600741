import NutritionCLI
import NutritionEngine

/// `patterns-study [--seed N] [--people N] [--grid-people N] [--jobs N] [--out FILE]`: regenerates
/// Reports/patterns.md (false alarms with no pattern, power against weeks and effect size).
enum PatternsStudyCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["seed", "people", "grid-people", "jobs", "out"])
        guard parsed.positionals.isEmpty else { throw .usage("patterns-study takes no positional arguments") }
        if let out = parsed.values["out"] { try OutputPath.check(out, option: "--out", inputs: [], kind: .document) }
        func whole(_ name: String, _ range: ClosedRange<Int>, _ fallback: Int) throws(CommandError) -> Int {
            guard let text = parsed.values[name] else { return fallback }
            guard let value = Int(text), range.contains(value) else {
                throw .usage(
                    "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(text)")
            }
            return value
        }
        let seed: UInt64
        if let text = parsed.values["seed"] {
            guard let value = UInt64(text) else {
                throw .usage("--seed must be a whole number from 0 to 2^64 - 1, found \(text)")
            }
            seed = value
        } else {
            seed = PatternsStudyReport.reportSeed
        }
        let report = PatternsStudyReport.markdown(
            seed: seed, people: try whole("people", 1...100_000, 1000),
            gridPeople: try whole("grid-people", 1...100_000, 300),
            jobs: try whole("jobs", 1...64, 2), policy: context.policy)
        guard let out = parsed.values["out"], out != "-" else {
            return CommandResult(exitCode: ExitCode.ok, stdout: report)
        }
        try OutputPath.writeDocument(report, to: out)
        return CommandResult(exitCode: ExitCode.ok, stdout: "wrote \(out)\n")
    }
}
