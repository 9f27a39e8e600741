import Foundation
import NutritionCLI
import NutritionEngine
import NutritionVectors
import Testing

/// `vectors check` failures, reports, `vectors new` and `vectors record` for text cases.
@Suite struct VectorsToolingTests {
    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Vectors")

    /// A scratch copy of some cases, removed afterwards.
    static func scratch(_ cases: [String], _ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vectors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in cases {
            let target = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: vectors.appendingPathComponent(name), to: target)
        }
        try body(root)
    }

    static func replace(_ url: URL, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    @Test func aJSONMismatchNamesPointerValuesAndToleranceAndNeverSuggestsRecording() throws {
        try Self.scratch(["estimate/nasem-check-woman-30y-active"]) { root in
            try Self.replace(
                root.appendingPathComponent("estimate/nasem-check-woman-30y-active/expected.json"), "2475.55", "2475.95"
            )
            let result = NutritionCommandLine.run(arguments: ["vectors", "check", root.path])
            #expect(result.exitCode == 1)
            #expect(result.stderr.contains("output differs at /maintenance/nasem2023/kcalPerDay\n"))
            #expect(result.stderr.contains("  expected: 2475.95\n  actual:   2475.55\n  tolerance: absolute "))
            #expect(!result.stderr.contains("record"))
        }
    }

    @Test func aCaseCheckedByItsOwnDirectoryIsNamedByIt() throws {
        // 'vectors check DIR' on one case's directory printed "FAIL : ..." and reported name "".
        try Self.scratch(["estimate/nasem-check-woman-30y-active"]) { root in
            let directory = root.appendingPathComponent("estimate/nasem-check-woman-30y-active")
            try Self.replace(directory.appendingPathComponent("expected.json"), "2475.55", "2475.95")
            let report = root.appendingPathComponent("report.json")
            let result = NutritionCommandLine.run(arguments: [
                "vectors", "check", directory.path, "--report", "json", report.path,
            ])
            #expect(result.exitCode == 1)
            #expect(result.stderr.hasPrefix("FAIL nasem-check-woman-30y-active: output differs"), "\(result.stderr)")
            let json = try JSONParser().parse(try Data(contentsOf: report))
            #expect(json["cases"]?.arrayValue?.first?["name"] == .string("nasem-check-woman-30y-active"))
        }
    }

    @Test func aMarkdownMismatchIsAUnifiedDiff() throws {
        try Self.scratch(["estimate/snapshot-markdown-lean-mass"]) { root in
            try Self.replace(
                root.appendingPathComponent("estimate/snapshot-markdown-lean-mass/expected.md"), "(WHO class preObese)",
                "(WHO class normal)")
            let result = NutritionCommandLine.run(arguments: ["vectors", "check", root.path])
            #expect(result.exitCode == 1)
            #expect(result.stderr.contains("  --- expected.md\n  +++ output\n"))
            #expect(
                result.stderr.contains(
                    "  -- Body mass index: 25.65 kg/m2 (WHO class normal).\n  +- Body mass index: 25.65 kg/m2 (WHO class preObese).\n"
                ))
            #expect(!result.stderr.contains("record"))
        }
    }

    @Test func reportsListEveryCaseWithOracleResultAndTime() throws {
        try Self.scratch([
            "estimate/nasem-check-woman-30y-active", "estimate/snapshot-markdown-lean-mass",
            "recommend/snapshot-gain-markdown",
        ]) { root in
            try Self.replace(
                root.appendingPathComponent("estimate/nasem-check-woman-30y-active/expected.json"), "2475.55", "2475.95"
            )
            let json = root.appendingPathComponent("report.json")
            let junit = root.appendingPathComponent("report.xml")
            let result = NutritionCommandLine.run(arguments: [
                "vectors", "check", root.path, "--report", "json", json.path, "--report", "junit", junit.path,
            ])
            #expect(result.exitCode == 1)
            let report = try JSONParser().parse(Array(try Data(contentsOf: json)))
            #expect(report["passed"] == .number(2) && report["failed"] == .number(1))
            let cases = report["cases"]?.arrayValue ?? []
            #expect(
                cases.compactMap { $0["name"]?.stringValue } == [
                    "estimate/nasem-check-woman-30y-active", "estimate/snapshot-markdown-lean-mass",
                    "recommend/snapshot-gain-markdown",
                ])
            #expect(cases.compactMap { $0["oracle"]?.stringValue } == ["independent", "snapshot", "snapshot"])
            #expect(cases.compactMap { $0["result"]?.stringValue } == ["failed", "passed", "passed"])
            #expect(cases.allSatisfy { ($0["timeSeconds"]?.numberValue ?? -1) >= 0 })
            #expect(cases.first?["failure", "pointer"] == .string("/maintenance/nasem2023/kcalPerDay"))
            #expect(cases.first?["failure", "expected"] == .string("2475.95"))
            let xml = try String(contentsOf: junit, encoding: .utf8)
            #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
            #expect(xml.components(separatedBy: "<testcase ").count - 1 == 3)
            #expect(xml.components(separatedBy: "<failure ").count - 1 == 1)
            #expect(xml.contains("tests=\"3\" failures=\"1\""))
            #expect(
                xml.contains(
                    "<testcase classname=\"vectors.estimate\" name=\"estimate/nasem-check-woman-30y-active\" time=\""))
        }
    }

    @Test func aReportNeedsAFormatAndAFile() {
        #expect(
            NutritionCommandLine.run(arguments: ["vectors", "check", Self.vectors.path, "--report", "xml", "x"])
                .exitCode == 64)
        #expect(
            NutritionCommandLine.run(arguments: ["vectors", "check", Self.vectors.path, "--report", "json"]).exitCode
                == 64)
    }

    /// A Markdown case without expectedFile is recorded into expected.md, which the next check reads.
    @Test func recordWritesMarkdownCasesToExpectedMd() throws {
        try Self.scratch(["estimate/snapshot-markdown-lean-mass"]) { root in
            let directory = root.appendingPathComponent("estimate/snapshot-markdown-lean-mass")
            try Self.replace(directory.appendingPathComponent("case.json"), "\"expectedFile\": \"expected.md\",", "")
            try FileManager.default.removeItem(at: directory.appendingPathComponent("expected.md"))
            let recorded = NutritionCommandLine.run(arguments: ["vectors", "record", root.path])
            #expect(recorded.stdout.hasPrefix("re-recorded estimate/snapshot-markdown-lean-mass/expected.md\n"))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("expected.json").path))
            #expect(
                try String(contentsOf: directory.appendingPathComponent("expected.md"), encoding: .utf8).hasPrefix(
                    "# Maintenance estimate\n"))
            #expect(NutritionCommandLine.run(arguments: ["vectors", "check", root.path]).exitCode == 0)
        }
    }

    @Test func newScaffoldsACaseThatChecks() throws {
        try Self.scratch([]) { root in
            let directory = root.appendingPathComponent("estimate/my-case")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.vectors.appendingPathComponent("estimate/nasem-check-woman-30y-active/input.json"),
                to: directory.appendingPathComponent("input.json"))
            let created = NutritionCommandLine.run(arguments: [
                "vectors", "new", directory.path, "--command", "estimate input.json --format 'markdown'",
                "--description", "a woman of 30",
            ])
            #expect(created.exitCode == 0)
            let caseJSON = try JSONParser().parse(
                Array(try Data(contentsOf: directory.appendingPathComponent("case.json"))))
            #expect(caseJSON["command"] == .array(["estimate", "input.json", "--format", "markdown"]))
            #expect(caseJSON["expectedFile"] == .string("expected.md"))
            #expect(caseJSON["oracle"] == .string("snapshot") && caseJSON["exitCode"] == .number(0))
            #expect(caseJSON["source"]?.stringValue?.contains("NOT YET REVIEWED") == true)
            #expect(
                try String(contentsOf: directory.appendingPathComponent("expected.md"), encoding: .utf8).contains(
                    "**2475.55 kcal/day**"))
            #expect(NutritionCommandLine.run(arguments: ["vectors", "check", root.path]).exitCode == 0)
            // Never overwritten; an independent case needs its source.
            #expect(
                NutritionCommandLine.run(arguments: [
                    "vectors", "new", directory.path, "--command", "estimate input.json", "--description", "again",
                ]).exitCode == 64)
            let independent = root.appendingPathComponent("estimate/other")
            #expect(
                NutritionCommandLine.run(arguments: [
                    "vectors", "new", independent.path, "--command", "estimate input.json", "--description", "d",
                    "--oracle", "independent",
                ]).exitCode == 64)
            #expect(
                NutritionCommandLine.run(arguments: [
                    "vectors", "new", independent.path, "--command", "estimate 'input.json", "--description", "d",
                ]).exitCode == 64)
        }
    }
}
