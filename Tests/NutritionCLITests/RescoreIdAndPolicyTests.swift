import Foundation
import NutritionCLI
import NutritionEngine
import Testing

@Suite struct RescoreIdAndPolicyTests {
    static let person = #""person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 72.4, "activityLevel": "lowActive"}"#
    static let goal = #""goal": {"kind": "maintain"}, "safetyScreen": {"pregnant": false, "lactating": false, "eatingDisorder": false, "type1Diabetes": false, "glucoseLoweringMedication": false, "chronicKidneyDisease": false, "otherConditionUnderCare": false}"#

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
        try Data(#"{"version": "\#(Policy.standard.version)", "checkIn": {"deadBandKcalPerDay": 50}}"#.utf8).write(to: reused)
        let input = Data("{\"schemaVersion\": 1, \(Self.person), \(Self.goal)}\n".utf8)
        let refused = NutritionCommandLine.run(arguments: ["rescore", "-", "--policy", reused.path], stdin: input)
        #expect(refused.exitCode == 65)
        #expect(refused.issues.map(\.path.description) == ["/version"])
        let renamed = directory.appendingPathComponent("renamed.json")
        try Data(#"{"version": "dead-band-50", "checkIn": {"deadBandKcalPerDay": 50}}"#.utf8).write(to: renamed)
        #expect(NutritionCommandLine.run(arguments: ["rescore", "-", "--policy", renamed.path], stdin: input).exitCode == 0)
    }
}
