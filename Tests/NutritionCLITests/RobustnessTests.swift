import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 10, items 13–16: found by fuzzing every command.
@Suite struct RobustnessTests {
    func run(_ arguments: [String], stdin: String = "") -> CommandResult {
        NutritionCommandLine.run(arguments: arguments, stdin: Data(stdin.utf8))
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ne-robust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // MARK: Item 13: a case that runs `vectors` on its own folder would recurse without end.

    @Test(arguments: [["vectors", "check", "."], ["benchmark", "days", "1"]])
    func aCaseMayNotRunVectorsOrBenchmark(_ command: [String]) throws {
        let folder = try temporaryDirectory()
        let caseFolder = folder.appendingPathComponent("loop")
        try FileManager.default.createDirectory(at: caseFolder, withIntermediateDirectories: true)
        let json: JSONValue = .object([
            "command": .array(command.map { .string($0) }), "description": "runs itself", "exitCode": 0,
            "oracle": "snapshot", "source": "fuzz",
        ])
        try JSONWriter().string(json).write(to: caseFolder.appendingPathComponent("case.json"), atomically: false, encoding: .utf8)
        try "{}".write(to: caseFolder.appendingPathComponent("expected.json"), atomically: false, encoding: .utf8)
        for action in ["check", "record"] {
            let result = run(["vectors", action, folder.path])
            #expect(result.exitCode == 65)
            #expect(result.stderr.contains("case.json:/command/0: invalidValue: a case cannot run '\(command[0])'"), "\(result.stderr)")
        }
    }
}
