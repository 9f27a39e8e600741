import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 10 items 2, 3 and 5: what the plan commands record and refuse.
@Suite struct PlanIntegrityCommandTests {
    static let walkthrough = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough")

    static func path(_ step: String) -> String {
        walkthrough.appendingPathComponent(step).appendingPathComponent("input.json").path
    }

    static func scratch() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("ne-plan-\(UUID().uuidString).json").path
    }

    static func object(_ path: String) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
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
        let result = NutritionCommandLine.run(arguments: [
            "plan", "reset", input, "--date", "2026-11-23", "--confirm", "--out", out,
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            (result.stdout + result.stderr).contains("kept: \(listed) logged days"), "\(result.stdout)\(result.stderr)")
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
        #expect(
            said.contains(
                "undid event \(rejectEvent) (recommendationRejected on \(rejectDate)); target \(text) kcal/day"),
            "\(said)")
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

    @Test func anEditIsRefusedAboveTheLimitAndNamesTheAllowedRange() throws {
        let input = Self.path("18-edit")
        for kcal in ["9000", "25000"] {
            let result = NutritionCommandLine.run(arguments: [
                "decide", input, "--edit", kcal, "--date", "2026-11-16", "--out", Self.scratch(),
            ])
            #expect(result.exitCode == 65, "\(kcal): \(result.stderr)")
            #expect(
                result.stderr.contains("aboveEditLimit") && result.stderr.contains("the allowed range is"),
                "\(result.stderr)")
        }
        let low = NutritionCommandLine.run(arguments: [
            "decide", input, "--edit", "900", "--date", "2026-11-16", "--out", Self.scratch(),
        ])
        #expect(low.exitCode == 65 && low.stderr.contains("the allowed range is"), "\(low.stderr)")
        let fine = NutritionCommandLine.run(arguments: [
            "decide", input, "--edit", "1800", "--date", "2026-11-16", "--out", Self.scratch(),
        ])
        #expect(fine.exitCode == 0, "\(fine.stderr)")
    }

    @Test func anEditWithoutBodyDataIsRefused() throws {
        var document = try Self.object(Self.path("18-edit"))
        document["person"] = nil
        let result = NutritionCommandLine.run(arguments: [
            "decide", try Self.write(document), "--edit", "1", "--date", "2026-11-16", "--out", Self.scratch(),
        ])
        #expect(
            result.exitCode == 65 && result.stderr.contains("editNeedsBodyData"), "\(result.exitCode) \(result.stderr)")
    }

    @Test func aNonStringReasonCodeIsRefusedWithItsPointer() throws {
        var document = try Self.object(Self.path("18-edit"))
        var plan = try #require(document["plan"] as? [String: Any])
        var history = try #require(plan["history"] as? [[String: Any]])
        let index = try #require(history.lastIndex { $0["kind"] as? String == "recommendationOffered" })
        var offer = try #require(history[index]["recommendation"] as? [String: Any])
        offer["reasonCodes"] = [7]
        history[index]["recommendation"] = offer
        plan["history"] = history
        document["plan"] = plan
        let result = NutritionCommandLine.run(arguments: [
            "decide", try Self.write(document), "--reject", "--date", "2026-11-16", "--out", Self.scratch(),
        ])
        #expect(result.exitCode == 65, "\(result.stderr)")
        #expect(
            result.stderr.contains("/plan/history/\(index)/recommendation/reasonCodes/0: wrongType"), "\(result.stderr)"
        )
    }

    @Test func thePlanGoalIsTyped() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.path("02-check-in-week-1")))
        let document = try InputDocumentReader.read(try JSONParser().parse(data))
        let goal = try #require(document.plan?.goal?.typed)
        #expect(goal.kind == .lose && goal.landingWeightKg == 70 && goal.ratePercentPerWeek == 0.5)
    }

    @Test func aGoalStoredInThePlanIsValidated() throws {
        let cases: [([String: Any], String)] = [
            (["kind": "banana", "landingWeightKg": -5], "/plan/goal/kind"),
            (
                ["kind": "lose", "landingWeightKg": 70, "ratePercentPerWeek": 0.5, "wieghtKg": 70],
                "/plan/goal/wieghtKg"
            ),
        ]
        for (goal, pointer) in cases {
            var document = try Self.object(Self.path("02-check-in-week-1"))
            var plan = try #require(document["plan"] as? [String: Any])
            plan["goal"] = goal
            document["plan"] = plan
            let path = try Self.write(document)
            let checkIn = NutritionCommandLine.run(arguments: ["check-in", path, "--week", "2026-09-28"])
            #expect(checkIn.exitCode == 65 && checkIn.stderr.contains(pointer), "\(checkIn.stderr)")
            document["goal"] = ["kind": "maintain"]
            let planNew = NutritionCommandLine.run(arguments: [
                "plan", "new", try Self.write(document), "--target-source", "recommended", "--out", Self.scratch(),
            ])
            #expect(planNew.exitCode == 65 && planNew.stderr.contains(pointer), "\(planNew.stderr)")
        }
    }
}
