import Foundation
import NutritionEngine
import TestSupport
import Testing

@Suite struct ImportTests {
    static let caseDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/import/apple-health-pair-berlin")

    static func file(_ name: String, _ text: String) -> ImportFile { ImportFile(name: name, bytes: Array(text.utf8)) }

    @Test func theRealAppleHealthPairBalances() throws {
        // Counted independently with Python's csv module: 510 body-mass rows of which 410 repeat an
        // earlier (startDate, value) pair, so 100 distinct weigh-ins; 3396 food rows, none an exact
        // repeat once the food name is part of the key (the 7 same-second pairs are water and salt).
        let files = try ["apple-health-body-mass.csv", "apple-health-dietary-energy.csv"].map {
            ImportFile(name: $0, bytes: Array(try Data(contentsOf: Self.caseDirectory.appendingPathComponent($0))))
        }
        let clock = try #require(LocalDayClock(timeZoneIdentifier: "Europe/Berlin"))
        let result = Importer.run(.appleHealthCSV, files: files, clock: clock)
        #expect(result.rowsRead == 3906)
        #expect(result.duplicates == 410)
        #expect(result.rowsUsed == 3496)
        #expect(result.rejected == 0)
        #expect(result.balances)
        // Hand sum with awk of the 22 rows in the Berlin day 2023-09-11 (UTC 09-10 22:00 to 09-11 22:00).
        let first = try #require(result.days.first)
        #expect(first.date.description == "2023-09-11")
        #expect(isApproximatelyEqual(first.intakeKcal ?? 0, 2907.4556, absolute: 0.0001))
        #expect(first.weightKg.map { isApproximatelyEqual($0, 92.95, absolute: 0.0001) } == true)
        // The one external identifier that appears with two values is reported, not silently merged.
        #expect(result.problems.map(\.code) == [.sameIdentifierDifferentValue])
        #expect(result.problems.first?.line == 471)
    }

    @Test func appleHealthUnitsAndBadRowsAreReportedWithLineNumbers() throws {
        let text = """
            sep=,
            type,sourceName,startDate,endDate,unit,value
            HKQuantityTypeIdentifierBodyMass,"Scale, Inc.",2026-11-02 06:00:00 +0000,2026-11-02 06:00:00 +0000,lb,165
            HKQuantityTypeIdentifierDietaryEnergyConsumed,App,2026-11-02 12:00:00 +0000,2026-11-02 12:00:00 \
            +0000,kJ,4184
            HKQuantityTypeIdentifierDietaryEnergyConsumed,App,2026-11-02 13:00:00 +0000,2026-11-02 13:00:00 +0000,oz,3
            HKQuantityTypeIdentifierStepCount,App,2026-11-02 13:00:00 +0000,2026-11-02 13:00:00 +0000,count,300
            HKQuantityTypeIdentifierDietaryEnergyConsumed,App,yesterday,yesterday,kcal,3
            """
        let clock = try #require(LocalDayClock(timeZoneIdentifier: "UTC"))
        let result = Importer.run(.appleHealthCSV, files: [Self.file("a.csv", text)], clock: clock)
        #expect(result.rowsRead == 5)
        #expect(result.rowsUsed == 2)
        #expect(result.rejected == 2)
        #expect(result.notImported == 1)
        #expect(result.balances)
        #expect(result.problems.map(\.line) == [5, 6, 7])
        #expect(result.problems.map(\.code) == [.unknownUnit, .unsupportedType, .invalidValue])
        // 165 lb × 0.45359237 = 74.84274105 kg; 4184 kJ / 4.184 = 1000 kcal.
        #expect(result.days.first.map { isApproximatelyEqual($0.weightKg ?? 0, 74.842_741_05, absolute: 1e-9) } == true)
        #expect(result.days.first.map { isApproximatelyEqual($0.intakeKcal ?? 0, 1000, absolute: 1e-9) } == true)
    }

    @Test func plainCSVConvertsUnitsFromTheHeader() {
        let text = """
            date,intakeKj,weightLb,proteinG,weightSt
            2026-11-02,8368,176.37,120,12
            2026-11-03,,,
            2026-11-03,8368,176.37,120,12
            2026-11-04,8368,176.37,120,12
            2026-11-04,8368,176.37,120,12
            2026-11-05,lots,176.37,120,12
            2026-11-02,9000,176.37,120,12
            """
        let result = Importer.run(.csv, files: [Self.file("d.csv", text)], clock: nil)
        #expect(result.rowsRead == 7)
        #expect(result.rowsUsed == 3)
        #expect(result.duplicates == 1)
        #expect(result.rejected == 3)
        #expect(result.balances)
        #expect(result.problems.map(\.code) == [.unknownUnit, .unparseableRow, .invalidValue, .conflictingDuplicate])
        #expect(result.problems.map(\.line) == [1, 3, 7, 8])
        // 8368 kJ / 4.184 kJ/kcal = 2000 kcal; 176.37 lb × 0.45359237 = 80.0000863 kg.
        #expect(result.days.first?.intakeKcal.map { isApproximatelyEqual($0, 2000, absolute: 1e-9) } == true)
        #expect(result.days.first?.weightKg.map { isApproximatelyEqual($0, 80.000_086_3, absolute: 1e-6) } == true)
        #expect(result.days.map(\.date.description) == ["2026-11-02", "2026-11-03", "2026-11-04"])
    }

    @Test func dailyTextHandlesGoalWeightUnitsAndGarbage() {
        let text = """
            gw 76.6
            # comment
            2025-04-07 79.7 2733

            2025-04-08 175.7lb 11435kJ
            2025-04-09 12st 2000
            2025-04-10 79.1
            2025-04-11 - 2100
            """
        let result = Importer.run(.dailyText, files: [Self.file("t.txt", text)], clock: nil)
        #expect(result.rowsRead == 6)
        #expect(result.rowsUsed == 3)
        #expect(result.notImported == 1)
        #expect(result.rejected == 2)
        #expect(result.balances)
        #expect(result.problems.map(\.code) == [.goalWeightNotImported, .unknownUnit, .unparseableRow])
        #expect(result.problems.map(\.line) == [1, 6, 7])
        // 175.7 lb = 79.69617941 kg; 11435 kJ / 4.184 = 2733.0306 kcal.
        #expect(result.days[1].weightKg.map { isApproximatelyEqual($0, 79.696_179_41, absolute: 1e-8) } == true)
        #expect(result.days[1].intakeKcal.map { isApproximatelyEqual($0, 2733.030_592, absolute: 1e-5) } == true)
        #expect(result.days[2].weightKg == nil)
        #expect(result.days[2].intakeKcal == 2100)
    }
}
