import Foundation
import NutritionCLI
import Testing

/// Issue 18 item 11: `plan reset` asks first ("state what will be cleared before confirmation"):
/// without `--confirm` it states what it would clear and keep, with counts, and changes and writes
/// nothing; with `--confirm` it records exactly that statement.
@Suite struct PlanResetConfirmationTests {
    /// Step 20 of the walkthrough: after the week-8 check-in, with its offer pending.
    static let input = PlanIntegrityCommandTests.path("20-reset")

    /// The counts a statement must give, read from the document here (not from the engine).
    static func counts() throws -> (listed: Int, before: Int, checkIns: Int, decisions: Int, pendingOffer: Int) {
        let document = try PlanIntegrityCommandTests.object(input)
        let days = try #require(document["days"] as? [[String: Any]])
        let history = try PlanIntegrityCommandTests.history(input)
        let kinds = history.compactMap { $0["kind"] as? String }
        let decisions = kinds.filter {
            [
                "recommendationAccepted", "recommendationDeferred", "recommendationRejected", "targetEdited",
                "decisionUndone",
            ].contains($0)
        }
        // No earlier reset: every listed day before the reset date fed the learned calibration.
        #expect(!kinds.contains("algorithmReset"))
        let offer = try #require(kinds.lastIndex(of: "recommendationOffered"))
        return (
            days.count, days.filter { ($0["date"] as? String ?? "") < "2026-11-23" }.count,
            kinds.filter { $0 == "checkInCompleted" }.count, decisions.count, offer
        )
    }

    @Test func withoutConfirmItStatesWhatItWouldClearAndKeepAndWritesNothing() throws {
        let (listed, before, checkIns, decisions, offer) = try Self.counts()
        #expect(listed == 63 && before == 56 && checkIns == 8 && decisions == 6 && offer == 22)
        let out = PlanIntegrityCommandTests.scratch()
        let original = try Data(contentsOf: URL(fileURLWithPath: Self.input))
        let result = NutritionCommandLine.run(arguments: [
            "plan", "reset", Self.input, "--date", "2026-11-23", "--out", out,
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "plan reset on 2026-11-23, not done yet: it would record")
        #expect(
            lines.contains {
                $0.hasPrefix("  cleared: learned maintenance calibration from \(before) logged days before 2026-11-23")
            })
        #expect(lines.contains("  cleared: the pending adjust recommendation offered at event \(offer)"))
        #expect(lines.contains("  kept: \(listed) logged days with their food logs and measurements"))
        #expect(lines.contains("  kept: \(checkIns) completed check-ins and \(decisions) decisions in the history"))
        #expect(lines.contains("  kept: active target 1850 kcal/day (edited)"))
        #expect(
            lines.last == "Nothing was changed or written (\(out) was not written); run again with --confirm to reset.")
        // No document on stdout, no file, the input untouched.
        #expect(!result.stdout.contains("\"history\""))
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try Data(contentsOf: URL(fileURLWithPath: Self.input)) == original)
    }

    @Test func withConfirmItRecordsTheStatementItShowed() throws {
        let asked = NutritionCommandLine.run(arguments: ["plan", "reset", Self.input, "--date", "2026-11-23"])
        #expect(asked.exitCode == 0, "\(asked.stderr)")
        let shown = asked.stdout.split(separator: "\n").dropFirst().dropLast().map {
            String($0.dropFirst(2))
        }
        let out = PlanIntegrityCommandTests.scratch()
        let done = NutritionCommandLine.run(arguments: [
            "plan", "reset", Self.input, "--date", "2026-11-23", "--confirm", "--out", out,
        ])
        #expect(done.exitCode == 0, "\(done.stderr)")
        let event = try #require(try PlanIntegrityCommandTests.history(out).last)
        #expect(event["kind"] as? String == "algorithmReset")
        #expect(event["details"] as? [String] == shown)
        #expect(shown.count == 8)
    }

    @Test func confirmBelongsToResetAlone() {
        let result = NutritionCommandLine.run(arguments: [
            "plan", "new", Self.input, "--target-source", "recommended", "--date", "2026-11-23", "--confirm",
        ])
        #expect(result.exitCode == 64 && result.stderr.contains("--confirm belongs to plan reset"), "\(result.stderr)")
    }
}
