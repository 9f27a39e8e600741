import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 20 item 5: what README shows a newcomer works as written — its sample document gets a
/// target, and its "Your own data" shell block runs verbatim on the built executable.
@Suite struct ReadmeWalkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let executables = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent()

    /// The text of the first fenced block of `language` after the heading `heading` in README.md.
    static func block(after heading: String, language: String) throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n" + heading + "\n").dropFirst().first)
        let opened = try #require(section.components(separatedBy: "```" + language + "\n").dropFirst().first)
        return try #require(opened.components(separatedBy: "\n```").first)
    }

    @Test func theSampleDocumentGetsATarget() throws {
        let text = try Self.block(after: "## The input document", language: "json")
        let result = NutritionCommandLine.run(arguments: ["recommend", "-"], stdin: Data(text.utf8))
        #expect(result.exitCode == 0, "\(result.stderr)")
        let json = try JSONParser().parse(result.stdout)
        // NASEM 2023, women, low active: 575.77 − 7.01·34 + 6.60·168 + 12.14·72.4 = 2325.17 kcal/day.
        let maintenance = try #require(json["target", "maintenanceKcalPerDay"]?.numberValue)
        #expect(abs(maintenance - 2325.17) < 0.006)
        // A loss target below maintenance, within the 20 % cap.
        let target = try #require(json["target", "kcalPerDay"]?.numberValue)
        #expect(target < maintenance && target >= maintenance * 0.8)
    }

    @Test func theOwnDataWalkRunsAsWritten() throws {
        let script = try Self.block(after: "## Your own data", language: "sh")
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("ne-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-e", "-c", script]
        process.currentDirectoryURL = Self.root
        process.environment = [
            "PATH": Self.executables.path + ":/usr/local/bin:/usr/bin:/bin", "TMPDIR": temporary.path,
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stderr.contains("import: rows read 27, used 26"), "\(stderr)")
        #expect(stderr.contains("plan new on 2025-04-21: target "), "\(stderr)")
        #expect(stdout.hasPrefix("# Weekly check-in: 2025-04-21 to 2025-04-27\n"), "\(stdout.prefix(300))")
        #expect(stderr.contains("check-in recorded in week1.json"), "\(stderr)")
        // The recorded document reads back with the check-in in its plan.
        let folder = try #require(
            try FileManager.default.contentsOfDirectory(at: temporary, includingPropertiesForKeys: nil).first)
        let recorded = try InputDocumentReader.read(
            Array(try Data(contentsOf: folder.appendingPathComponent("week1.json"))))
        #expect(recorded.plan?.history.contains { $0.kind == .checkInCompleted } == true)
    }
}
