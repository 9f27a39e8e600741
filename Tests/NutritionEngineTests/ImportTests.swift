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

    /// Issue 23 item 4: every dietary-energy row a food, its slot from the local clock (CET, UTC+1
    /// in November), protein attached by start time and HKFoodType; counted by hand from the rows.
    @Test func appleHealthRowsBecomeFoodsSlottedByTheClock() throws {
        let text = """
            sep=,
            type,sourceName,startDate,endDate,unit,value,HKFoodType
            HKQuantityTypeIdentifierDietaryEnergyConsumed,YAZIO,2026-11-02 06:15:00 +0000,x,kcal,320,Oats
            HKQuantityTypeIdentifierDietaryProtein,YAZIO,2026-11-02 06:15:00 +0000,x,g,11.5,Oats
            HKQuantityTypeIdentifierDietaryEnergyConsumed,YAZIO,2026-11-02 09:29:59 +0000,x,kcal,20,Coffee
            HKQuantityTypeIdentifierDietaryEnergyConsumed,YAZIO,2026-11-02 09:30:00 +0000,x,kcal,150,Apple
            HKQuantityTypeIdentifierDietaryEnergyConsumed,YAZIO,2026-11-02 14:30:00 +0000,x,kcal,95,
            HKQuantityTypeIdentifierDietaryEnergyConsumed,YAZIO,2026-11-02 16:00:00 +0000,x,kcal,700,Pasta
            HKQuantityTypeIdentifierDietaryProtein,YAZIO,2026-11-02 16:00:00 +0000,x,g,25,Pasta
            HKQuantityTypeIdentifierDietaryProtein,YAZIO,2026-11-02 16:00:00 +0000,x,g,3,Bread
            HKQuantityTypeIdentifierDietaryEnergyConsumed,YAZIO,2026-11-02 20:59:00 +0000,x,kcal,140,Beer
            HKQuantityTypeIdentifierDietaryEnergyConsumed,YAZIO,2026-11-02 21:00:00 +0000,x,kcal,60,Crisps
            """
        let clock = try #require(LocalDayClock(timeZoneIdentifier: "Europe/Berlin"))
        let result = Importer.run(.appleHealthCSV, files: [Self.file("a.csv", text)], clock: clock)
        let day = try #require(result.days.first)
        #expect(result.days.count == 1)
        // 07:15 breakfast; 10:29:59 breakfast, 10:30 lunch (a window is [start, end)); 15:30
        // snack (between lunch and dinner); 17:00 dinner; 21:59 dinner; 22:00 snack.
        #expect(day.foods.map(\.meal) == [.breakfast, .breakfast, .lunch, .snack, .dinner, .dinner, .snack])
        #expect(day.foods.allSatisfy { $0.mealSource == .clock && $0.source == "YAZIO" })
        #expect(
            day.foods.map(\.name) == [
                "Oats", "Coffee", "Apple", "Food (no name in the export)", "Pasta", "Beer", "Crisps",
            ])
        #expect(day.foods.map(\.proteinG) == [11.5, nil, nil, nil, 25, nil, nil])
        // 320 + 20 + 150 + 95 + 700 + 140 + 60 = 1485 kcal; protein from 2 of 7 foods is a lower bound.
        #expect(day.intakeKcal == 1485)
        #expect(day.proteinG == nil)
        // The Bread protein row (line 10) has no energy row of its food: rejected, never added.
        #expect(result.problems.map(\.line) == [10])
        #expect(result.problems.map(\.code) == [.proteinWithoutFood])
        #expect(result.rowsRead == 10 && result.rowsUsed == 9 && result.rejected == 1 && result.balances)
        #expect(result.foodsSlottedByClock == 7 && result.mealWindows == .standard)
        let report = Importer.report(result)
        #expect(
            report.contains(
                "7 foods carry no meal in the export; their slot is from the local clock time "
                    + "(meal-clock-windows-2026.12: breakfast 04:00-10:30, lunch 10:30-15:00, dinner 17:00-22:00, "
                    + "snack otherwise), marked mealSource clock"))
        // The document reads back to the same foods, each still marked.
        let document = try InputDocumentReader.read(Importer.document(result, clock: clock))
        let read = try #require(document.dayLog.days.first)
        #expect(read.foods.map(\.meal) == day.foods.map(\.meal))
        #expect(read.foods.allSatisfy { $0.mealSource == .clock })
        #expect(read.intakeKcal == 1485)
    }

    /// Protein rows that match no food stay the day's own protein when no food carries any, as before.
    @Test func unmatchedProteinStaysTheDaysWhenNoFoodCarriesProtein() throws {
        let text = """
            type,startDate,unit,value,HKFoodType
            HKQuantityTypeIdentifierDietaryEnergyConsumed,2026-11-02 12:00:00 +0000,kcal,500,Soup
            HKQuantityTypeIdentifierDietaryProtein,2026-11-02 13:00:00 +0000,g,20,Shake
            HKQuantityTypeIdentifierDietaryProtein,2026-11-03 13:00:00 +0000,g,30,Shake
            """
        let clock = try #require(LocalDayClock(timeZoneIdentifier: "UTC"))
        let result = Importer.run(.appleHealthCSV, files: [Self.file("a.csv", text)], clock: clock)
        #expect(result.rejected == 0 && result.rowsUsed == 3 && result.balances)
        #expect(result.days.map(\.proteinG) == [20, 30])
        #expect(result.days.map(\.foods.count) == [1, 0])
        #expect(result.days.map(\.intakeKcal) == [500, nil])
        let document = try InputDocumentReader.read(Importer.document(result, clock: clock))
        #expect(document.dayLog.days.map(\.proteinG) == [20, 30])
        #expect(document.dayLog.days.map(\.intakeKcal) == [500, nil])
    }

    /// The days' intake is what it was before the rows became foods: every day of the real pair
    /// against the Python oracle's per-day sums (the ledger vector's input), through the document.
    @Test func theRealPairsIntakeIsUnchangedWithFoods() throws {
        let files = try ["apple-health-body-mass.csv", "apple-health-dietary-energy.csv"].map {
            ImportFile(name: $0, bytes: Array(try Data(contentsOf: Self.caseDirectory.appendingPathComponent($0))))
        }
        let clock = try #require(LocalDayClock(timeZoneIdentifier: "Europe/Berlin"))
        let result = Importer.run(.appleHealthCSV, files: files, clock: clock)
        #expect(result.foodsSlottedByClock == 3396)
        let document = try InputDocumentReader.read(Importer.document(result, clock: clock))
        let ledgerInput = Self.caseDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("days/apple-health-berlin-ledger/input.json")
        let oracle = try InputDocumentReader.read(Array(try Data(contentsOf: ledgerInput)))
        #expect(document.dayLog.days.count == oracle.dayLog.days.count)
        for (imported, summed) in zip(document.dayLog.days, oracle.dayLog.days) {
            #expect(imported.date == summed.date)
            // The oracle rounds to 0.01 kcal.
            #expect(abs((imported.intakeKcal ?? -1) - (summed.intakeKcal ?? -2)) <= 0.005 + 1e-9)
            #expect(imported.weightKg == summed.weightKg)
        }
    }

    /// METHOD.md section 3 quotes the two days `--day-starts-at-hour 4` moves (2907.60 and 1840.07
    /// kcal); the vector lists their foods, so the figures are its foods' sums (by hand with awk:
    /// 2907.5956 and 1840.0700 kcal).
    @Test func theDayStartsAtFourVectorsFoodsSumToTheQuotedDays() throws {
        let url = Self.caseDirectory.deletingLastPathComponent()
            .appendingPathComponent("apple-health-pair-day-starts-at-4/expected.json")
        let expected = try JSONParser().parse(Array(try Data(contentsOf: url)))
        let days = try #require(expected["days"]?.arrayValue)
        func sum(_ date: String) -> Double? {
            days.first { $0["date"] == .string(date) }?["foods"]?.arrayValue?
                .compactMap { $0["kcal"]?.numberValue }.reduce(0, +)
        }
        #expect(sum("2023-09-20").map { isApproximatelyEqual($0, 2907.5956, absolute: 1e-6) } == true)
        #expect(sum("2023-09-21").map { isApproximatelyEqual($0, 1840.07, absolute: 1e-6) } == true)
    }

    @Test func mealWindowsParseAndRefuseWhatTheyCannotMean() throws {
        let custom = try MealClockWindows.parsing("dinner=20:00-24:00,lunch=13:00-16:00,breakfast=06:00-10:00").get()
        #expect(custom.version == "custom")
        #expect(custom.windows.map(\.slot) == [.breakfast, .lunch, .dinner])
        #expect(custom.slot(secondsIntoDay: 23 * 3600 + 59 * 60) == .dinner)
        #expect(custom.slot(secondsIntoDay: 12 * 3600) == .snack)
        #expect(custom.description == "breakfast 06:00-10:00, lunch 13:00-16:00, dinner 20:00-24:00, snack otherwise")
        for text in [
            "lunch=12:00-15:00,dinner=14:00-20:00", "brunch=10:00-12:00", "dinner=22:00-02:00", "lunch=12:00",
            "lunch=12:00-15:00,lunch=16:00-17:00", "lunch=12:60-13:00", "lunch=+1:00-13:00", "",
        ] {
            #expect(throws: MealClockWindows.Problem.self) { try MealClockWindows.parsing(text).get() }
        }
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
