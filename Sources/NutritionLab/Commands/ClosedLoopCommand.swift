import Foundation
import NutritionCLI
import NutritionEngine

/// `closed-loop [--seed N] [--people N] [--weeks N] [--tdeetracker PATH] [--jobs N] [--out FILE]`: regenerates
/// the closed-loop study (Reports/closed-loop.md). TDEETracker (GPL) is never part of the
/// repository: it runs as a separate process from `--tdeetracker` or `$TDEETRACKER`; without one
/// the report says that arm was not run. `--jobs` (default 4) people run at a time: most of the
/// wall time is waiting for the tracker's processes; the figures do not depend on it.
enum ClosedLoopCommand {
    static let defaultSeed: UInt64 = 20_261_201

    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["seed", "people", "weeks", "tdeetracker", "jobs", "out"])
        guard parsed.positionals.isEmpty else { throw .usage("closed-loop takes no positional arguments") }
        let seed = try parsed.seed(default: defaultSeed)
        let people = try parsed.wholeNumber("people", in: 1...100_000, default: 300)
        let weeks =
            try parsed.values["weeks"].map { (text: String) throws(CommandError) -> Int in
                guard let value = Int(text), (9...52).contains(value) else {
                    throw .usage("--weeks must be a whole number from 9 to 52, found \(text)")
                }
                return value
            } ?? 16
        let jobs =
            try parsed.values["jobs"].map { (text: String) throws(CommandError) -> Int in
                guard let value = Int(text), (1...64).contains(value) else {
                    throw .usage("--jobs must be a whole number from 1 to 64, found \(text)")
                }
                return value
            } ?? 4
        let trackerPath = parsed.values["tdeetracker"] ?? ProcessInfo.processInfo.environment["TDEETRACKER"]
        var tracker: ClosedLoopStudy.Tracker?
        var trackerNote =
            "not run (give --tdeetracker PATH or set TDEETRACKER to a built TDEETracker binary; it is GPL and never "
            + "part of this repository)"
        if let trackerPath {
            guard FileManager.default.isExecutableFile(atPath: trackerPath) else {
                throw .usage("--tdeetracker \(trackerPath) is not an executable file")
            }
            tracker = { entries, initial in
                TDEETrackerProcess.estimate(path: trackerPath, entries: entries, initialKcalPerDay: initial)
            }
            trackerNote =
                "run as a separate process (francescoalemanno/TDEETracker, built with `g++ -O2 -std=c++17 -I. "
                + "main.cpp`; commit 25c703b when this report was made)"
        }
        let started = Date()
        let summaries = ClosedLoopPerson.Adherence.allCases.reversed().map { adherence in
            var summary = ClosedLoopSummary(
                adherence: adherence,
                results: ClosedLoopStudy.run(
                    seed: seed, people: people, weeks: weeks, adherence: adherence, tracker: tracker, jobs: jobs,
                    policy: context.policy),
                policy: context.policy)
            let zero = ClosedLoopStudy.firstCheckInsAtZeroEquationError(
                seed: seed, people: people, adherence: adherence, jobs: jobs, policy: context.policy)
            summary.engineWeekOneAtZeroEquationError = ClosedLoopSummary.CheckInCounts(zero.map { $0.directions[0] })
            summary.engineWeekTwoAtZeroEquationError = (
                ClosedLoopSummary.CheckInCounts(zero.filter(\.honest).map { $0.directions[1] }),
                ClosedLoopSummary.CheckInCounts(zero.filter { !$0.honest }.map { $0.directions[1] })
            )
            return summary
        }
        let seconds = Date().timeIntervalSince(started)
        let command =
            "TDEETRACKER=/path/to/tdeetracker swift run -c release nutrition-lab closed-loop --seed \(seed) --people "
            + "\(people) --out Reports/closed-loop.md"
        let text = ClosedLoopReport.markdown(
            summaries: summaries, seed: seed, people: people, weeks: weeks, trackerNote: trackerNote, command: command,
            policy: context.policy)
        let timing = String(format: "%.0f", seconds)
        guard let out = parsed.values["out"], out != "-" else {
            return CommandResult(exitCode: ExitCode.ok, stdout: text, stderr: "closed-loop: \(timing) s\n")
        }
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: out)) } catch {
            throw .cannotWrite(file: out, reason: "\(error.localizedDescription)")
        }
        return CommandResult(exitCode: ExitCode.ok, stdout: "wrote \(out) in \(timing) s\n")
    }
}
