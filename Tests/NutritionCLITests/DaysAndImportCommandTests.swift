import Foundation
import NutritionCLI
import NutritionEngine
import Testing

@Suite struct DaysAndImportCommandTests {
    static let vectors = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors")

    @Test func appleHealthNeedsATimeZone() {
        let result = NutritionCommandLine.run(
            arguments: ["import", "apple-health-csv", "-"], stdin: Data("sep=,\n".utf8))
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr.contains("--time-zone"))
    }

    @Test func unknownFormatAndBadOptionsAreUsageErrors() {
        #expect(NutritionCommandLine.run(arguments: ["import", "fitbit", "-"]).exitCode == ExitCode.usage)
        #expect(
            NutritionCommandLine.run(arguments: ["import", "csv", "-", "--day-starts-at-hour", "4"]).exitCode
                == ExitCode.usage)
        #expect(NutritionCommandLine.run(arguments: ["days", "-", "--week", "2026-11-31"]).exitCode == ExitCode.usage)
        #expect(
            NutritionCommandLine.run(arguments: ["days", "-", "--week-start", "someday"]).exitCode == ExitCode.usage)
    }

    @Test func anImportWithNothingUsableIsADataError() {
        let result = NutritionCommandLine.run(arguments: ["import", "daily-text", "-"], stdin: Data("gw 76.6\n".utf8))
        #expect(result.exitCode == ExitCode.dataError)
        #expect(result.stdout.isEmpty)
    }

    @Test func importedDocumentsFeedTheDaysCommand() throws {
        // The import output is an input document: `days` reads it back, and every listed day is kept.
        let text = try Data(
            contentsOf: Self.vectors.appendingPathComponent("import/daily-text-26d/daily-weight-intake-26d.txt"))
        let imported = NutritionCommandLine.run(arguments: ["import", "daily-text", "-"], stdin: text)
        #expect(imported.exitCode == ExitCode.ok)
        #expect(imported.stderr.contains("rows read 27, used 26, duplicates 0, rejected 0, not imported 1"))
        #expect(imported.stderr.contains(":1: goalWeightNotImported"))
        let days = NutritionCommandLine.run(
            arguments: ["days", "-", "--week", "2025-04-14"], stdin: Data(imported.stdout.utf8))
        #expect(days.exitCode == ExitCode.ok)
        let output = try JSONParser().parse(days.stdout)
        #expect(output["summary", "listedDays"] == .number(26))
        #expect(output["summary", "calendarDays"] == .number(26))
        #expect(output["week", "weight", "coverage", "days"] == .number(7))
        // No person: unknown-completeness days cannot be checked, so none is evidence and the week says so.
        #expect(output["summary", "evidenceDays"] == .number(0))
        #expect(output["week", "intake", "note"] == .string("no data"))
    }

    @Test func aDocumentWithoutDaysIsRefusedByDays() {
        let result = NutritionCommandLine.run(arguments: ["days", "-"], stdin: Data(#"{"schemaVersion": 1}"#.utf8))
        #expect(result.exitCode == ExitCode.dataError)
        #expect(result.issues.map(\.path.description) == ["/days"])
    }
}
