import Foundation
import NutritionCLI
import NutritionEngine

/// `meal-evidence [--seed N] [--trainees N] [--policy FILE] [--out FILE]`: regenerates the meal-evidence report
/// (issue 23 item 3): partial-day detection and the maintenance estimate with and without meals.
enum MealEvidenceCommand {
    /// The seeds the meal rule's odds factors were set on (the calibration study's tuning seeds).
    static let tuningSeeds = CalibrationReport.tuningSeeds

    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["seed", "trainees", "policy", "out"])
        guard parsed.positionals.isEmpty else { throw .usage("meal-evidence takes no positional arguments") }
        if let out = parsed.values["out"] { try OutputPath.check(out, option: "--out", inputs: [], kind: .document) }
        let seed = try parsed.seed(default: MealEvidenceReport.reportSeed)
        let trainees = try parsed.wholeNumber("trainees", in: 1...1_000_000, default: 300)
        // A proposed policy (the meal rule's parameters, say) is studied the way the shipped one is.
        var policy = context.policy
        if let file = parsed.values["policy"] {
            let bytes = try context.input.bytes(file)
            do { policy = try PolicyReader.read(bytes) } catch {
                throw .invalid(file: InputSource.displayName(file), issues: error.issues)
            }
        }
        let records = MealEvidenceStudy.run(seed: seed, trainees: trainees, policy: policy)
        let tuning = tuningSeeds.map { tuningSeed in
            (
                seed: tuningSeed,
                claims: MealEvidenceStudy.total(
                    MealEvidenceStudy.run(seed: tuningSeed, trainees: 300, policy: policy), \.mealClaims)
            )
        }
        let text = MealEvidenceReport.markdown(records, seed: seed, tuning: tuning, policy: policy)
        guard let out = parsed.values["out"], out != "-" else {
            return CommandResult(exitCode: ExitCode.ok, stdout: text)
        }
        try OutputPath.writeDocument(text, to: out)
        return CommandResult(exitCode: ExitCode.ok, stdout: "wrote \(out)\n")
    }
}
