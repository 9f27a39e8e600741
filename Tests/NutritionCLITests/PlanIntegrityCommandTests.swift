import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 10 items 2, 3 and 5: what the plan commands record and refuse.
@Suite struct PlanIntegrityCommandTests {
    static let walkthrough = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough")

    static func path(_ step: String) -> String { walkthrough.appendingPathComponent(step).appendingPathComponent("input.json").path }

    static func scratch() -> String { FileManager.default.temporaryDirectory.appendingPathComponent("ne-plan-\(UUID().uuidString).json").path }

    static func object(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    static func write(_ object: [String: Any]) throws -> String {
        let path = scratch()
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func history(_ path: String) throws -> [[String: Any]] {
        try #require((try object(path)["plan"] as? [String: Any])?["history"] as? [[String: Any]])
    }

    @Test func aResetCountsTheDaysItKeeps() throws {
        let input = Self.path("19-check-in-week-8")
        let listed = try #require(try Self.object(input)["days"] as? [Any]).count
        #expect(listed > 50)
        let out = Self.scratch()
        let result = NutritionCommandLine.run(arguments: ["plan", "reset", input, "--date", "2026-11-23", "--out", out])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("kept: \(listed) logged days"), "\(result.stdout)\(result.stderr)")
        let details = try #require(try Self.history(out).last?["details"] as? [String])
        #expect(details.contains("kept: \(listed) logged days with their food logs and measurements"))
    }

    @Test func undoRevertsOnlyTheLatestDecisionOfTheCurrentPeriod() throws {
        // Step 14: just after the week-6 check-in, with an offer pending; the last decision (an
        // accept) belongs to an earlier check-in period, so there is nothing to undo.
        let input = Self.path("14-reject")
        let early = NutritionCommandLine.run(arguments: ["decide", input, "--undo", "--out", Self.scratch()])
        #expect(early.exitCode == 65 && early.stderr.contains("nothingToUndo"), "\(early.exitCode) \(early.stderr)")

        let rejected = Self.scratch()
        let reject = NutritionCommandLine.run(arguments: ["decide", input, "--reject", "--out", rejected])
        #expect(reject.exitCode == 0, "\(reject.stderr)")
        let before = try Self.object(rejected)
        let rejectEvent = try Self.history(rejected).count - 1
        let rejectDate = try #require(try Self.history(rejected).last?["date"] as? String)
        let target = try #require((before["plan"] as? [String: Any])?["activeTarget"] as? [String: Any])
        let kcal = try #require(target["kcalPerDay"] as? Double)

        let undone = Self.scratch()
        let undo = NutritionCommandLine.run(arguments: ["decide", rejected, "--undo", "--out", undone])
        #expect(undo.exitCode == 0, "\(undo.stderr)")
        let said = undo.stdout + undo.stderr
        let text = JSONWriter.format(kcal)
        #expect(said.contains("undid event \(rejectEvent) (recommendationRejected on \(rejectDate)); target \(text) kcal/day"), "\(said)")
        #expect(said.contains("-> \(text) kcal/day"), "\(said)")
        let last = try #require(try Self.history(undone).last)
        #expect(last["kind"] as? String == "decisionUndone" && last["undoesEvent"] as? Int == rejectEvent)
        #expect(last["targetKcalPerDay"] as? Double == kcal)
        // The offer is pending again (it can be accepted), and nothing earlier can be undone.
        let again = NutritionCommandLine.run(arguments: ["decide", undone, "--undo", "--out", Self.scratch()])
        #expect(again.exitCode == 65 && again.stderr.contains("nothingToUndo"), "\(again.stderr)")
        let accept = NutritionCommandLine.run(arguments: ["decide", undone, "--accept", "--out", Self.scratch()])
        #expect(accept.exitCode == 0, "\(accept.stderr)")
    }
}
