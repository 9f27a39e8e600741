import Foundation
import NutritionCLI
import NutritionEngine
import Testing

@Suite struct CommandLineTests {
    static let example = Data(
        (#"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": "#
            + #"72.4, "activityLevel": "lowActive", "bodyFatPercent": 28}}"#)
            .utf8)

    @Test func estimateReadsStandardInputAndWritesOnlyStdout() throws {
        let result = NutritionCommandLine.run(arguments: ["estimate", "-"], stdin: Self.example)
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        let output = try JSONParser().parse(Array(result.stdout.utf8))
        // 575.77 − 7.01·34 + 6.60·168 + 12.14·72.4 = 2325.166 → 2325.17
        #expect(output["maintenance", "nasem2023", "kcalPerDay"] == .number(2325.17))
        #expect(output["maintenance", "nasem2023", "interval95", "low"] == .number(1843.5))
        #expect(output["maintenance", "nasem2023", "interval95", "high"] == .number(2806.84))
        #expect(result.stdout.hasSuffix("}\n"))
    }

    @Test func invalidInputWritesOneLinePerProblemAndNothingOnStdout() {
        let bad = Data(
            (#"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": "x", "weightKg": 72.4, "#
                + #""activityLevel": "lowActive"}}"#)
                .utf8)
        let result = NutritionCommandLine.run(arguments: ["estimate", "-"], stdin: bad)
        #expect(result.exitCode == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 2)
        #expect(result.stderr.contains("<stdin>:/person/ageYears: wrongType:"))
        #expect(result.stderr.contains("<stdin>:/person/heightCm: missingField:"))
    }

    @Test func documentWithoutPersonIsRefusedByEstimate() {
        let result = NutritionCommandLine.run(arguments: ["estimate", "-"], stdin: Data(#"{"schemaVersion": 1}"#.utf8))
        #expect(result.exitCode == 65)
        #expect(result.issues.map(\.path) == [JSONPointer("/person")])
    }

    @Test(arguments: [
        ["estimate"], ["estimate", "a", "b"], ["nope"], [], ["estimate", "--bogus", "-"], ["vectors", "x"],
    ])
    func badUsageExits64(arguments: [String]) {
        let result = NutritionCommandLine.run(arguments: arguments)
        #expect(result.exitCode == 64)
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.isEmpty)
    }

    @Test func missingFileExits66() {
        let result = NutritionCommandLine.run(arguments: ["estimate", "/nonexistent/input.json"])
        #expect(result.exitCode == 66)
        #expect(result.stdout.isEmpty)
    }

    @Test func vectorsCheckReportsTheDifferenceByPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ne-vectors-\(UUID().uuidString)/bad-case")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try Self.example.write(to: directory.appendingPathComponent("input.json"))
        try Data(#"{"maintenance": {"nasem2023": {"kcalPerDay": 2300}}}"#.utf8).write(
            to: directory.appendingPathComponent("expected.json"))
        try Data(
            (#"{"description": "d", "source": "s", "command": ["estimate", "input.json"], "exitCode": 0, "#
                + #""tolerance": {"absolute": 0.01}, "oracle": "independent"}"#)
                .utf8
        )
        .write(to: directory.appendingPathComponent("case.json"))
        let result = NutritionCommandLine.run(arguments: [
            "vectors", "check", directory.deletingLastPathComponent().path,
        ])
        #expect(result.exitCode == 1)
        #expect(
            result.stderr.contains(
                "FAIL bad-case: output differs at /maintenance/nasem2023/kcalPerDay\n"
                    + "  at /maintenance/nasem2023/kcalPerDay\n    expected: 2300\n    actual:   2325.17\n"
                    + "  tolerance: absolute 0.01, relative 0 (subset comparison)\n"))
    }
}
