import Foundation
import NutritionCLI
import NutritionEngine

/// `calibrate [--seed N] [--trainees N] [--out FILE] [--peer-inputs DIR] [--peer-results FILE] [--peer-binary PATH] [--stress]`:
/// regenerates the maintenance calibration report; writes each trainee's TDEETracker input file
/// (`DIR/NNNNN.txt`), or reads the program's answers (`index tdee sd` per line) to put it beside the engine.
enum CalibrateCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(
            arguments, valued: ["seed", "trainees", "out", "peer-inputs", "peer-results", "peer-binary"],
            flagged: ["stress"])
        guard parsed.positionals.isEmpty else { throw .usage("calibrate takes no positional arguments") }
        if let out = parsed.values["out"] { try OutputPath.check(out, option: "--out", inputs: [], kind: .document) }
        let seed = try parsed.seed(default: CalibrationReport.reportSeed)
        let trainees = try parsed.wholeNumber("trainees", in: 1...1_000_000, default: 1000)
        if let directory = parsed.values["peer-inputs"] {
            let logs = CalibrationStudy.peerInputs(seed: seed, trainees: trainees, policy: context.policy)
            for (index, log) in logs.enumerated() {
                let path = (directory as NSString).appendingPathComponent(String(format: "%05d.txt", index))
                do { try Data(log.utf8).write(to: URL(fileURLWithPath: path)) } catch {
                    throw .cannotWrite(file: path, reason: "\(error.localizedDescription)")
                }
            }
            return CommandResult(
                exitCode: ExitCode.ok, stdout: "wrote \(logs.count) TDEETracker input files to \(directory)\n")
        }
        var peer: [Int: CalibrationStudy.Answer] = [:]
        if let file = parsed.values["peer-results"] {
            let text: String
            do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
                throw .cannotRead(file: file, reason: "\(error.localizedDescription)")
            }
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count == 3, let index = Int(fields[0]), let kcal = Double(fields[1]),
                    let sd = Double(fields[2])
                else { continue }
                peer[index] = CalibrationStudy.Answer(kcalPerDay: kcal, low: kcal - 1.96 * sd, high: kcal + 1.96 * sd)
            }
        }
        let records = CalibrationStudy.run(
            seed: seed, trainees: trainees, policy: context.policy, peer: peer, informationLimit: true)
        var stress: [CalibrationReport.StressRow] = []
        if parsed.flags.contains("stress") {
            var dry = context.policy
            dry.maintenance.stateSpace.modelsWater = false
            dry.maintenance.stateSpace.modelsAdaptation = false
            for variant in SyntheticTrainee.Variant.allCases {
                stress.append(
                    CalibrationReport.StressRow(
                        variant: variant,
                        withWater: CalibrationStudy.run(
                            seed: seed, trainees: trainees, policy: context.policy, variant: variant),
                        withoutWater: CalibrationStudy.run(
                            seed: seed, trainees: trainees, policy: dry, variant: variant)))
            }
        }
        var priors: [(String, [CalibrationStudy.Record])] = []
        if parsed.flags.contains("stress") {
            var bare = context.policy
            bare.maintenance.priorUnderReportingFraction = 0
            bare.maintenance.priorUnderReportingStandardDeviationFraction = 0
            bare.maintenance.priorWidensForSelfReportedActivity = false
            var spread = bare
            spread.maintenance.priorUnderReportingStandardDeviationFraction =
                context.policy.maintenance.priorUnderReportingStandardDeviationFraction
            // The prior before issue 18: its mean 5 % below NASEM as well.
            var shifted = context.policy
            shifted.maintenance.priorUnderReportingFraction = 0.05
            priors = [
                (
                    "NASEM ± SEE (no shift, no widening)",
                    CalibrationStudy.run(seed: seed, trainees: trainees, policy: bare)
                ),
                (
                    "+ under-reporting: SD 5 %, mean unshifted",
                    CalibrationStudy.run(seed: seed, trainees: trainees, policy: spread)
                ),
                ("+ self-reported activity (shipped)", records),
                (
                    "before issue 18: + mean −5 %",
                    CalibrationStudy.run(seed: seed, trainees: trainees, policy: shifted)
                ),
            ]
        }
        let run = CalibrationReport.PeerRun(
            binary: peer.isEmpty ? nil : (parsed.values["peer-binary"] ?? "tdeetracker"), answered: peer.count)
        let text = CalibrationReport.markdown(
            records, seed: seed, policy: context.policy, peer: run, stress: stress, priors: priors)
        guard let out = parsed.values["out"], out != "-" else {
            return CommandResult(exitCode: ExitCode.ok, stdout: text)
        }
        try OutputPath.writeDocument(text, to: out)
        return CommandResult(exitCode: ExitCode.ok, stdout: "wrote \(out)\n")
    }
}
