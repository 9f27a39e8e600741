import Foundation
import NutritionCLI
import NutritionEngine

/// `benchmark maintenance`: times the maintenance assessment, the window line fit and the calibration study
/// (a rerunnable benchmark, not a test). Figures go to Reports/maintenance-benchmark.md by hand with the
/// machine they ran on.
enum MaintenanceBenchmark {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments)
        guard parsed.positionals.isEmpty else { throw .usage("benchmark maintenance takes no arguments") }
        var random = SplitMix64(seed: 1)
        // A year of daily data for one person: every day has an intake and a weigh-in.
        let yearDays = (0..<365).map { day in
            let intake = 2200 + 300 * random.normal()
            return MaintenanceDay(
                loggedKcal: intake, isEvidence: true, weightKg: 80 - 0.02 * Double(day) + 0.5 * random.normal())
        }
        let person = Person(equationSex: .female, ageYears: 40, heightCm: 168, weightKg: 80, activityLevel: .lowActive)
        let prior = MaintenancePrior(EnergyEstimate(person: person))
        var yearPolicy = context.policy.maintenance
        yearPolicy.windowDays = 365
        let windowDays = context.policy.maintenance.windowDays
        let lastWindow = Array(yearDays.suffix(windowDays))
        let clock = ContinuousClock()
        func median(_ runs: Int, _ body: () -> Void) -> Double {
            var times: [Double] = []
            for _ in 0..<runs {
                let elapsed = clock.measure(body)
                times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
            }
            times.sort()
            return times[times.count / 2]
        }
        var sink = 0.0
        // End to end for one person with a year of days: parse + validate + ledger + window + estimate
        // + JSON output, in-process through the maintenance command itself (process start excluded).
        let yearDocument = Data(DaysBenchmark.syntheticDocument(days: 365).utf8)
        let endToEnd = median(100) {
            sink += Double(
                NutritionCommandLine.run(arguments: ["maintenance", "-"], stdin: yearDocument).stdout.utf8.count)
        }
        let parsedDocument = try? InputDocumentReader.read(Array(yearDocument))
        let assessmentOnly = median(100) {
            guard let document = parsedDocument, let person = document.person else { return }
            sink +=
                MaintenanceAssessment(person: person, dayLog: document.dayLog, policy: context.policy)?.estimate
                .kcalPerDay ?? 0
        }
        // The window's description and the line fit on it (the calibration's previous method).
        let window = median(200) {
            let policy = context.policy.maintenance
            sink +=
                LineFitEstimate(
                    LineFitEstimate.window(lastWindow, prior: prior, policy: policy), prior: prior, policy: policy
                )
                .kcalPerDay
        }
        let wholeYear = median(50) {
            sink +=
                LineFitEstimate(
                    LineFitEstimate.window(yearDays, prior: prior, policy: yearPolicy), prior: prior, policy: yearPolicy
                ).kcalPerDay
        }
        let study = median(3) {
            sink += Double(
                CalibrationStudy.run(seed: CalibrationReport.reportSeed, trainees: 1000, policy: context.policy).count)
        }
        let text =
            String(
                format:
                    "maintenance FILE end to end, one person with a year of days (%d bytes of JSON): parse + ledger + estimate + JSON output, median %.3f ms (100 runs)\nmaintenance, ledger + window + estimate only (document already read): median %.3f ms (100 runs)\n",
                yearDocument.count, endToEnd, assessmentOnly)
            + String(
                format:
                    "maintenance, %d-day window cut from a year of daily data: median %.3f ms (200 runs)\nmaintenance, a whole year as one 365-day window (worst case): median %.3f ms (50 runs)\ncalibration study, 1000 trainees (simulation + three estimators, no file I/O): median %.0f ms (3 runs)\n(checksum %.0f)\n",
                windowDays, window, wholeYear, study, sink)
        return CommandResult(exitCode: ExitCode.ok, stdout: text)
    }
}
