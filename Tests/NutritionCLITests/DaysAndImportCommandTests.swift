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

    /// Issue 23 item 4: the real pair imported with its foods (slots from the clock) gives the ledger
    /// the summed days gave: the same review list, summary and week, and no meal question, because
    /// clock-assigned slots are not evidence.
    @Test func clockSlottedFoodsLeaveTheLedgerAsTheSummedDaysHaveIt() throws {
        let pair = Self.vectors.appendingPathComponent("import/apple-health-pair-berlin")
        let imported = NutritionCommandLine.run(arguments: [
            "import", "apple-health-csv", pair.appendingPathComponent("apple-health-body-mass.csv").path,
            pair.appendingPathComponent("apple-health-dietary-energy.csv").path, "--time-zone", "Europe/Berlin",
        ])
        #expect(imported.exitCode == ExitCode.ok)
        #expect(imported.stderr.contains("import: 3396 foods carry no meal in the export"))
        let summedPath = Self.vectors.appendingPathComponent("days/apple-health-berlin-ledger/input.json")
        let summed = try JSONParser().parse(String(decoding: try Data(contentsOf: summedPath), as: UTF8.self))
        guard case .object(var withFoods) = try JSONParser().parse(imported.stdout) else {
            Issue.record("the import is not an object")
            return
        }
        withFoods["person"] = summed["person"]
        let foodsText = try JSONWriter(style: .compact).string(.object(withFoods))
        let arguments = ["days", "-", "--week", "2023-10-04"]
        let fromFoods = NutritionCommandLine.run(arguments: arguments, stdin: Data(foodsText.utf8))
        let fromSums = NutritionCommandLine.run(arguments: arguments, stdin: try Data(contentsOf: summedPath))
        #expect(fromFoods.exitCode == ExitCode.ok && fromSums.exitCode == ExitCode.ok)
        let foods = try JSONParser().parse(fromFoods.stdout)
        let sums = try JSONParser().parse(fromSums.stdout)
        #expect(foods["summary"] == sums["summary"])
        #expect(foods["review"] == sums["review"])
        #expect(foods["week", "intake", "coverage"] == sums["week", "intake", "coverage"])
        #expect(!fromFoods.stdout.contains("not logged on"))
    }

    @Test func mealWindowsAreAnAppleHealthOption() {
        let csvOnly = NutritionCommandLine.run(
            arguments: ["import", "csv", "-", "--meal-windows", "lunch=12:00-14:00"], stdin: Data("date\n".utf8))
        #expect(csvOnly.exitCode == ExitCode.usage)
        #expect(csvOnly.stderr.contains("--meal-windows applies only to apple-health-csv"))
        let overlapping = NutritionCommandLine.run(
            arguments: [
                "import", "apple-health-csv", "-", "--time-zone", "UTC", "--meal-windows",
                "lunch=12:00-15:00,dinner=14:00-20:00",
            ], stdin: Data())
        #expect(overlapping.exitCode == ExitCode.usage)
        #expect(overlapping.stderr.contains("lunch 12:00-15:00 overlaps dinner 14:00-20:00"))
        let row =
            "type,startDate,unit,value,HKFoodType\n"
            + "HKQuantityTypeIdentifierDietaryEnergyConsumed,2026-11-02 13:30:00 +0000,kcal,500,Soup\n"
        let custom = NutritionCommandLine.run(
            arguments: [
                "import", "apple-health-csv", "-", "--time-zone", "UTC", "--meal-windows", "lunch=12:00-14:00",
            ], stdin: Data(row.utf8))
        #expect(custom.exitCode == ExitCode.ok)
        #expect(custom.stderr.contains("(custom: lunch 12:00-14:00, snack otherwise)"))
        #expect(custom.stdout.contains(#""meal": "lunch""#) && custom.stdout.contains(#""mealSource": "clock""#))
    }

    @Test func aDocumentWithoutDaysIsRefusedByDays() {
        let result = NutritionCommandLine.run(arguments: ["days", "-"], stdin: Data(#"{"schemaVersion": 1}"#.utf8))
        #expect(result.exitCode == ExitCode.dataError)
        #expect(result.issues.map(\.path.description) == ["/days"])
    }
}
