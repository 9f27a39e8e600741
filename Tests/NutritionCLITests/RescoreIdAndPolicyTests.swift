import Foundation
import NutritionCLI
import NutritionEngine
import Testing

@Suite struct RescoreIdAndPolicyTests {
    static let person =
        #""person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 72.4, "activityLevel": "#
        + #""lowActive"}"#
    static let goal =
        #""goal": {"kind": "maintain"}, "safetyScreen": {"pregnant": false, "lactating": false, "eatingDisorder": "#
        + #"false, "type1Diabetes": false, "glucoseLoweringMedication": false, "chronicKidneyDisease": false, "#
        + #""otherConditionUnderCare": false}"#

    static func lines(_ output: String) throws -> [JSONValue] {
        try output.split(separator: "\n").map { try JSONParser().parse(String($0)) }
    }

    @Test func anIdIsEchoedOnScoredAndRefusedLines() throws {
        let input = """
            {"schemaVersion": 1, "id": "user-17", \(Self.person), \(Self.goal)}
            {"schemaVersion": 1, "id": "user-18", "person": {"wieghtKg": 70}}
            {"schemaVersion": 1, \(Self.person), \(Self.goal)}
            {"schemaVersion": 1, "id": 19, \(Self.person), \(Self.goal)}

            """
        let result = NutritionCommandLine.run(arguments: ["rescore", "-", "--jobs", "1"], stdin: Data(input.utf8))
        #expect(result.exitCode == 0)
        let lines = try Self.lines(result.stdout)
        #expect(lines.count == 4)
        #expect(lines[0]["id"] == .string("user-17") && lines[0]["status"] == .string("scored"))
        #expect(lines[1]["id"] == .string("user-18") && lines[1]["status"] == .string("invalid"))
        #expect(lines[2]["id"] == nil && lines[2]["status"] == .string("scored"))
        #expect(lines[3]["id"] == nil && lines[3]["status"] == .string("invalid"))
        #expect(lines[3]["errors"]?.arrayValue?.first?["path"] == .string("/id"))
    }

    @Test func aChangedPolicyUnderTheShippedNameIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let reused = directory.appendingPathComponent("reused.json")
        try Data(#"{"version": "\#(Policy.standard.version)", "checkIn": {"deadBandKcalPerDay": 50}}"#.utf8).write(
            to: reused)
        let input = Data("{\"schemaVersion\": 1, \(Self.person), \(Self.goal)}\n".utf8)
        let refused = NutritionCommandLine.run(arguments: ["rescore", "-", "--policy", reused.path], stdin: input)
        #expect(refused.exitCode == 65)
        #expect(refused.issues.map(\.path.description) == ["/version"])
        let renamed = directory.appendingPathComponent("renamed.json")
        try Data(#"{"version": "dead-band-50", "checkIn": {"deadBandKcalPerDay": 50}}"#.utf8).write(to: renamed)
        #expect(
            NutritionCommandLine.run(arguments: ["rescore", "-", "--policy", renamed.path], stdin: input).exitCode == 0)
    }
}

@Suite struct ComparePolicyTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Vectors/rescore/compare-policy-dead-band-and-floor")
    static func file(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func summary(policy: String, base: String) throws -> JSONValue {
        let summaryURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "compare-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: summaryURL) }
        let result = NutritionCommandLine.run(arguments: [
            "rescore", file("input.jsonl"), "--as-of", "2026-10-26", "--jobs", "2", "--policy", policy,
            "--compare-policy", base, "--summary", summaryURL.path,
        ])
        #expect(result.exitCode == 0)
        return try JSONParser().parse(Array(try Data(contentsOf: summaryURL)))
    }

    /// Dead band 400 turns the week-4 cut (desired change -313.64, shipped step 150) into keep (+150);
    /// the 1300 floor lifts the floor-bound target by 100; two records do not change.
    @Test func theSummaryCountsTransitionsDifferencesAndTheMostAffected() throws {
        let comparison = try Self.summary(policy: Self.file("proposal.json"), base: Self.file("base-policy.json"))[
            "comparedWithBasePolicy"]
        #expect(comparison?["compared"] == .number(4))
        #expect(comparison?["changed"] == .number(2))
        #expect(comparison?["kindTransitions"] == .object(["adjust -> keep": .number(1)]))
        #expect(comparison?["eligibilityTransitions"] == .object([:]))
        #expect(comparison?["targetDifference", "higher"] == .number(2))
        #expect(comparison?["targetDifference", "unchanged"] == .number(1))
        #expect(
            comparison?["targetDifference", "histogram"]
                == .array([
                    .object(["fromKcalPerDay": .number(0), "belowKcalPerDay": .number(25), "count": .number(1)]),
                    .object(["fromKcalPerDay": .number(100), "belowKcalPerDay": .number(125), "count": .number(1)]),
                    .object(["fromKcalPerDay": .number(150), "belowKcalPerDay": .number(175), "count": .number(1)]),
                ]))
        #expect(
            comparison?["mostAffected"]?.arrayValue?.compactMap { $0["record"]?.stringValue } == [
                "walkthrough-week-4", "floor-bound",
            ])
    }

    @Test func aPolicyComparedWithItselfChangesNothing() throws {
        let comparison = try Self.summary(policy: Self.file("proposal.json"), base: Self.file("proposal.json"))[
            "comparedWithBasePolicy"]
        #expect(comparison?["changed"] == .number(0))
        #expect(comparison?["mostAffected"] == .array([]))
    }
}
