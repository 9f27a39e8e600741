import Foundation
import NutritionEngine

/// `vectors check DIR` and `vectors record DIR`.
enum VectorsCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        guard let action = arguments.first, ["check", "record"].contains(action) else {
            throw .usage("expected 'vectors check DIR' or 'vectors record DIR'")
        }
        let parsed = try Arguments(Array(arguments.dropFirst()))
        let root = URL(fileURLWithPath: try parsed.single("vectors DIR"))
        let cases = try GoldenVectorCase.all(under: root)
        guard !cases.isEmpty else { throw .cannotRead(file: root.path, reason: "no case.json found below it") }
        let runner = GoldenVectorRunner(policy: context.policy)
        return action == "check" ? check(cases, runner) : try record(cases, runner)
    }

    private static func check(_ cases: [GoldenVectorCase], _ runner: GoldenVectorRunner) -> CommandResult {
        var failures: [String] = []
        for vectorCase in cases {
            if let failure = runner.failure(of: vectorCase) { failures.append("FAIL \(vectorCase.name): \(failure)") }
        }
        let summary = "vectors: \(cases.count - failures.count) passed, \(failures.count) failed\n"
        return CommandResult(
            exitCode: failures.isEmpty ? ExitCode.ok : 1, stdout: summary,
            stderr: failures.map { $0 + "\n" }.joined())
    }

    /// Rewrites `expected` files of snapshot cases only; independent oracles are never overwritten.
    private static func record(_ cases: [GoldenVectorCase], _ runner: GoldenVectorRunner) throws(CommandError) -> CommandResult {
        var changed: [String] = []
        for vectorCase in cases where vectorCase.oracle == .snapshot {
            let text = try runner.recording(of: vectorCase)
            let url = vectorCase.directory.appendingPathComponent(vectorCase.expectedFile)
            if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
            do { try Data(text.utf8).write(to: url) } catch { throw .cannotWrite(file: url.path, reason: "\(error)") }
            changed.append(vectorCase.name)
        }
        let lines = changed.map { "re-recorded \($0)\n" }.joined()
        return CommandResult(
            exitCode: ExitCode.ok,
            stdout: lines + "\(changed.count) snapshot case(s) re-recorded; review 'git diff Vectors' and explain each change in the commit message\n")
    }
}
