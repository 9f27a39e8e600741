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

    // MARK: Item 14: an import writes only what `days` reads back.

    /// Imports `text` in `format` and reads the document back with `days`; the import's stderr.
    func importAndReadBack(_ format: String, _ text: String, zone: String? = nil) throws -> String {
        let folder = try temporaryDirectory()
        let file = folder.appendingPathComponent("export").path
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        let imported = run(["import", format, file] + (zone.map { ["--time-zone", $0] } ?? []))
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let days = run(["days", "-"], stdin: imported.stdout)
        #expect(days.exitCode == 0, "the imported document must read back: \(days.stderr)")
        return imported.stderr.replacingOccurrences(of: file, with: "export")
    }

    @Test func csvRowsOutsideTheReadersRulesAreRejectedWithTheirLine() throws {
        let report = try importAndReadBack("csv", "date,intakeKcal,weightKg\n2026-01-01,2000,80\n2026-01-02,2100,99999\n2026-01-03,40000,80\n0001-01-01,2000,80\n2026-01-04,1900,79.5\n")
        #expect(report.contains("rows read 5, used 2, duplicates 0, rejected 3, not imported 0; 2 days"))
        // The reader's bounds: weight 2–650 kg, intake 0–30,000 kcal; at most 3660 days in a document.
        #expect(report.contains("export:3: outOfRange: weightKg must be between 2 and 650 kg, found 99999"))
        #expect(report.contains("export:4: outOfRange: intakeKcal must be between 0 and 30000 kcal, found 40000"))
        #expect(report.contains("export:5: outOfRange: 0001-01-01 is outside 2026-01-01…2026-01-04"))
    }

    @Test func dailyTextKeepsTheTenYearsWithMostDays() throws {
        // Year 1 and year 9999 around three real days: the two strays are rejected, not the log.
        let report = try importAndReadBack("daily-text", "0001-01-01 80 2000\n2026-01-01 80 2000\n2026-01-02 80.2 2100\n2026-01-03 80.1 -\n9999-12-31 80 2000\n")
        #expect(report.contains("used 3, duplicates 0, rejected 2"))
        #expect(report.contains("export:1: outOfRange: 0001-01-01 is outside 2026-01-01…2026-01-03"))
        #expect(report.contains("export:5: outOfRange: 9999-12-31 is outside 2026-01-01…2026-01-03"))
    }

    @Test func appleHealthDaysPastYear9999AreRejected() throws {
        let header = "type,sourceName,unit,startDate,value\n"
        let rows = [
            "HKQuantityTypeIdentifierBodyMass,x,kg,9999-12-31 23:00:00 +0000,80",
            "HKQuantityTypeIdentifierBodyMass,x,kg,2026-01-01 10:00:00 +0000,80",
            "HKQuantityTypeIdentifierBodyMass,x,kg,2026-01-02 10:00:00 +0000,9999",
        ]
        // Kiritimati is UTC+14: the first row's local day is 10000-01-01, which no date field holds.
        let report = try importAndReadBack("apple-health-csv", header + rows.joined(separator: "\n") + "\n", zone: "Pacific/Kiritimati")
        #expect(report.contains("rows read 3, used 1, duplicates 0, rejected 2"))
        #expect(report.contains("export:2: outOfRange: the day 10000-01-01 from this row"))
        #expect(report.contains("export:4: outOfRange: the day 2026-01-03 from this row: weightKg must be between 2 and 650 kg, found 9999"))
    }
}
