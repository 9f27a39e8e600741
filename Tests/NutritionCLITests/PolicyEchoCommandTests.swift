import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Every command's JSON output is closed by one envelope: the command's name, the algorithm version
/// and the whole policy (every section); a manual-only result echoes the policy's version alone.
@Suite struct PolicyEchoCommandTests {
    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Vectors")

    static func path(_ relative: String) -> String { vectors.appendingPathComponent(relative).path }

    static func json(_ arguments: [String]) throws -> JSONValue {
        let result = NutritionCommandLine.run(arguments: arguments)
        #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
        return try JSONParser().parse(Data(result.stdout.utf8))
    }

    @Test func everyCommandEchoesTheWholePolicy() throws {
        let document = Self.path("check-in/walkthrough/07-check-in-week-4/input.json")
        let commands: [[String]] = [
            ["estimate", document], ["recommend", Self.path("recommend/worked-example-lose/input.json")],
            ["days", document],
            ["maintenance", document], ["project", document, "--intake-change", "-300"],
            ["check-in", document, "--week", "2026-10-19"], ["patterns", document],
            ["today", document, "--at", "2026-12-01T12:00:00Z"],
        ]
        let full = PolicyEcho.json(.standard)
        #expect(full.objectValue?.count == 10)
        for command in commands {
            let output = try Self.json(command)
            #expect(output["policy"] == full, "\(command[0])")
            #expect(
                output["command"] == .string(command[0])
                    && output["algorithmVersion"] == .string(EngineVersion.algorithm), "\(command[0])")
        }
        // The batch summary too.
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("ne-echo-\(UUID().uuidString).json")
            .path
        let line = try Data(contentsOf: URL(fileURLWithPath: document)) + Data("\n".utf8)
        let rescore = NutritionCommandLine.run(arguments: ["rescore", "-", "--summary", summary], stdin: line)
        #expect(rescore.exitCode == 0, "\(rescore.stderr)")
        let written = try JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: summary))))
        #expect(written["policy"] == full && written["algorithmVersion"] == .string(EngineVersion.algorithm))
    }

    @Test func aManualOnlyResultEchoesTheVersionAlone() throws {
        var object = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    contentsOf: URL(fileURLWithPath: Self.path("check-in/walkthrough/07-check-in-week-4/input.json"))))
                as? [String: Any])
        object["safetyScreen"] = ["eatingDisorder": true]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ne-echo-\(UUID().uuidString).json")
            .path
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        for command in [
            ["estimate", path], ["maintenance", path], ["project", path, "--intake", "1800"], ["recommend", path],
        ] {
            let output = try Self.json(command)
            #expect(output["policy"] == .object(["version": .string(Policy.standard.version)]), "\(command[0])")
        }
        // A manual-only pattern search also echoes the pattern parameters, which shape no automated number
        // (q, the minimum days per group): its logging patterns are shown, so what shaped them is said.
        let patterns = try Self.json(["patterns", path])
        #expect(
            patterns["policy"]
                == .object([
                    "version": .string(Policy.standard.version),
                    "patterns": PolicyEcho.json(.standard)["patterns"] ?? .null,
                ]))
    }
}
