import Foundation
import NutritionEngine

/// `calibrate [--seed N] [--trainees N] [--out FILE]`: regenerates the maintenance calibration report.
enum CalibrateCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["seed", "trainees", "out"])
        guard parsed.positionals.isEmpty else { throw .usage("calibrate takes no positional arguments") }
        if let out = parsed.values["out"] { try OutputPath.check(out, option: "--out", inputs: [], kind: .document) }
        let seed =
            try parsed.values["seed"].map { (text: String) throws(CommandError) -> UInt64 in
                guard let value = UInt64(text) else { throw .usage("--seed must be a whole number from 0 to 2^64 - 1, found \(text)") }
                return value
            } ?? CalibrationReport.reportSeed
        let trainees =
            try parsed.values["trainees"].map { (text: String) throws(CommandError) -> Int in
                guard let value = Int(text), (1...1_000_000).contains(value) else { throw .usage("--trainees must be a whole number from 1 to 1000000, found \(text)") }
                return value
            } ?? 1000
        let records = CalibrationStudy.run(seed: seed, trainees: trainees, policy: context.policy)
        let text = CalibrationReport.markdown(records, seed: seed, policy: context.policy)
        guard let out = parsed.values["out"], out != "-" else { return CommandResult(exitCode: ExitCode.ok, stdout: text) }
        try OutputPath.writeDocument(text, to: out)
        return CommandResult(exitCode: ExitCode.ok, stdout: "wrote \(out)\n")
    }
}
