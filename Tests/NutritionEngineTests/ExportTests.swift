import NutritionEngine
import Testing

/// `export csv` (issue 23 item 5): what the person logged, unknowns empty (never 0), and back
/// through `import` to the same document.
@Suite struct ExportTests {
    static func imported(_ format: ImportFormat, _ text: String) -> ImportResult {
        Importer.run(format, files: [ImportFile(name: "x.csv", bytes: Array(text.utf8))], clock: nil)
    }

    static func document(_ result: ImportResult) throws -> InputDocument {
        try InputDocumentReader.read(Importer.document(result, clock: nil))
    }

    @Test func foodsRoundTripThroughImportWithUnknownsLeftEmpty() throws {
        let diary =
            "Date,Meal,Food Name,Calories,Protein (g),Sodium (mg),Sodium (g),Vitamin D (mcg)\n"
            + "2026-11-02,Breakfast,\"Oats, rolled\",350.5,12,--,,1.2\n"
            + "2026-11-02,Dinner,\"The \"\"big\"\" pie\",,20,900,,\n"
            + "2026-11-03,Snack,Crisps,150,2,,0.2,\n"
        let first = Self.imported(.foodLogCSV, diary)
        #expect(first.rejected == 0)
        let table = try Evaluate.export(ExportRequest(document: try Self.document(first), rows: .foods))
        #expect(table.rows == 3)
        let lines = table.text.split(separator: "\n").map(String.init)
        // mcg is written as µg, the unit's own spelling; sodium keeps mg and g apart, as given.
        #expect(
            lines[0]
                == "Date,Meal,Food Name,Calories,Protein (g),Carbohydrates (g),Fat (g),Alcohol (g),Sodium (g),"
                + "Sodium (mg),Vitamin D (µg)")
        // Unknown carbohydrate, fat, alcohol and sodium: empty cells, never 0.
        #expect(lines[1] == "2026-11-02,breakfast,\"Oats, rolled\",350.5,12,,,,,,1.2")
        // The pie's kcal is unknown: empty, so the day stays a lower bound on the way back.
        #expect(lines[2] == "2026-11-02,dinner,\"The \"\"big\"\" pie\",,20,,,,,900,")
        let second = Self.imported(.foodLogCSV, table.text)
        #expect(second.rejected == 0 && second.problems.isEmpty)
        #expect(Importer.document(second, clock: nil) == Importer.document(first, clock: nil))
        #expect(second.days.first?.intakeKcal == nil && second.days.first?.intakeAtLeastKcal == 350.5)
    }

    /// A slot an Apple Health import took from the clock stays marked through `export csv --foods`
    /// and `import food-log-csv`: it must not come back as a stated slot the meal rule would learn.
    @Test func clockAssignedSlotsKeepTheirMarkThroughTheFoodsExport() throws {
        let health =
            "type,sourceName,startDate,unit,value,HKFoodType\n"
            + "HKQuantityTypeIdentifierDietaryEnergyConsumed,App,2026-11-02 08:00:00 +0000,kcal,300,Oats\n"
            + "HKQuantityTypeIdentifierDietaryEnergyConsumed,App,2026-11-02 19:00:00 +0000,kcal,650,Stew\n"
        let clock = try #require(LocalDayClock(timeZoneIdentifier: "UTC"))
        let imported = Importer.run(
            .appleHealthCSV, files: [ImportFile(name: "h.csv", bytes: Array(health.utf8))], clock: clock)
        let document = try InputDocumentReader.read(Importer.document(imported, clock: clock))
        let table = try Evaluate.export(ExportRequest(document: document, rows: .foods))
        let lines = table.text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("Date,Meal,Meal Source,Food Name,Calories,"))
        #expect(lines[1] == "2026-11-02,breakfast,clock,Oats,300,,,,")
        #expect(lines[2] == "2026-11-02,dinner,clock,Stew,650,,,,")
        let back = Self.imported(.foodLogCSV, table.text)
        #expect(back.rejected == 0 && back.problems.isEmpty)
        let foods = try #require(back.days.first?.foods)
        #expect(foods.map(\.meal) == [.breakfast, .dinner])
        #expect(foods.allSatisfy { $0.mealSource == .clock })
        // A diary without the column reads its slots as stated, and a bad mark is refused with its line.
        #expect(
            Self.imported(.foodLogCSV, "Date,Meal,Food Name\n2026-11-02,Lunch,A\n").days.first?.foods.first?.mealSource
                == .stated)
        let refused = Self.imported(.foodLogCSV, "Date,Meal,Meal Source,Food Name\n2026-11-02,Lunch,guess,A\n")
        #expect(refused.rejected == 1 && refused.problems.map(\.line) == [2])
    }

    @Test func daysRoundTripThroughImport() throws {
        let csv =
            "date,intakeKcal,weightKg,proteinG,steps,intakeCompleteness,reviewStatus\n"
            + "2026-11-02,2100.5,80.25,,9000,complete,reconciled\n2026-11-03,,80.1,95,,,\n"
            + "2026-11-04,1800,,,,untracked,\n"
        let first = Self.imported(.csv, csv)
        #expect(first.rejected == 0)
        let table = try Evaluate.export(ExportRequest(document: try Self.document(first)))
        let lines = table.text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "2026-11-02,2100.5,80.25,,9000,,,complete,reconciled")
        #expect(lines[2] == "2026-11-03,,80.1,95,,,,,")
        let second = Self.imported(.csv, table.text)
        #expect(Importer.document(second, clock: nil) == Importer.document(first, clock: nil))
    }

    @Test func aDayWithFoodsExportsTheirSum() throws {
        let first = Self.imported(
            .foodLogCSV, "Date,Meal,Food Name,Calories\n2026-11-02,Lunch,A,300\n2026-11-02,Dinner,B,450.5\n")
        let table = try Evaluate.export(ExportRequest(document: try Self.document(first)))
        #expect(table.text.split(separator: "\n").last == "2026-11-02,750.5,,,,,,,")
    }

    @Test func aDocumentWithoutDaysIsRefusedWithItsPointer() {
        #expect(throws: EvaluationError.self) { try Evaluate.export(ExportRequest(document: InputDocument())) }
        do {
            _ = try Evaluate.export(ExportRequest(document: InputDocument()))
        } catch {
            guard case .invalidDocument(let issues) = error else { return #expect(Bool(false)) }
            #expect(issues.map(\.path.description) == ["/days"])
        }
    }
}
