import NutritionEngine
import Testing

/// `import food-log-csv` (issue 23 item 4): headers recognised by name with their units, unknown
/// cells left out (never 0), thousands separators, meal names mapped to slots, and every row not used
/// named with its line; the document it writes reads back to the same foods.
@Suite struct FoodLogImportTests {
    static func run(_ text: String, _ options: FoodLogCSVOptions = .init()) -> ImportResult {
        Importer.run(
            .foodLogCSV, files: [ImportFile(name: "d.csv", bytes: Array(text.utf8))], clock: nil, foodLog: options)
    }

    @Test func aDiaryRowBecomesAFoodWithItsUnits() throws {
        let result = Self.run(
            "Date,Meal,Food Name,Calories,Protein (g),Carbs (g),Sodium (g),Vit D (mcg)\n"
                + "2026-11-02,Lunch,Soup,\"1,040.5\",8,--,0.98,n/a\n")
        let food = try #require(result.days.first?.foods.first)
        #expect(food.meal == .lunch && food.name == "Soup")
        #expect(food.kcal == 1040.5 && food.proteinG == 8)
        #expect(food.carbsG == nil && food.fatG == nil)  // "--" and an absent column: unknown, not 0
        // 0.98 g of sodium = 980 mg; vitamin D "n/a" is left out.
        #expect(food.nutrients.map(\.nutrient) == [.sodium])
        #expect(abs((food.amount(of: .sodium) ?? 0) - 980) < 1e-9)
        #expect(result.days.first?.intakeKcal == 1040.5)
        #expect(result.rowsRead == 1 && result.rowsUsed == 1 && result.balances)
    }

    @Test func aCommaIsOnlyAThousandsSeparator() {
        let result = Self.run(
            "Date,Meal,Food Name,Calories\n2026-11-02,Lunch,A,\"1,5\"\n2026-11-02,Lunch,B,\"12,345\"\n"
                + "2026-11-02,Lunch,C,\"1,2345\"\n")
        #expect(result.days.first?.foods.map(\.kcal) == [12345])
        #expect(result.problems.map(\.line) == [2, 4])
        #expect(result.problems.allSatisfy { $0.code == .invalidValue })
        #expect(result.rejected == 2 && result.balances)
    }

    @Test func everyRejectedRowIsNamedWithItsLine() {
        let result = Self.run(
            "Date,Meal,Food Name,Calories,Fat (g)\n"
                + "2026-11-02,Breakfast,Toast,200,3\n"  // line 2: used
                + "2026-11-02,Brunch,Eggs,200,14\n"  // line 3: no slot
                + "2026-11-02,Dinner,Steak,500,-2\n"  // line 4: negative
                + "2026-13-02,Dinner,Fish,400,5\n"  // line 5: no such date
                + "2026-11-02,Dinner,,400,5\n"  // line 6: no name
                + "2026-11-02,Dinner,Rice,400\n")  // line 7: a field short
        #expect(result.problems.map(\.line) == [3, 4, 5, 6, 7])
        #expect(
            result.problems.map(\.code) == [
                .invalidValue, .invalidValue, .invalidValue, .invalidValue, .unparseableRow,
            ])
        #expect(result.problems[1].message == "-2 is negative; an amount is 0 or more")
        #expect(result.rowsUsed == 1 && result.rejected == 5 && result.balances)
    }

    @Test func aNutrientColumnWithoutAFittingUnitIsNotImportedAndSaysSo() {
        let result = Self.run(
            "Date,Meal,Food Name,Calories,Sodium,Potassium (kcal),Caffeine (mg),Colour\n"
                + "2026-11-02,Lunch,Tea,2,5,6,40,brown\n")
        // Sodium without a unit, potassium in kcal, an unknown column: each named at the header's line.
        #expect(result.problems.map(\.line) == [1, 1, 1])
        #expect(result.problems.map(\.code) == [.unknownUnit, .unknownUnit, .unknownColumn])
        #expect(result.days.first?.foods.first?.nutrients.map(\.nutrient) == [.caffeine])
    }

    @Test func withoutADateMealOrNameColumnNothingIsRead() {
        let result = Self.run("Date,Food Name,Calories\n2026-11-02,Tea,2\n2026-11-03,Tea,2\n")
        #expect(result.days.isEmpty)
        #expect(result.problems.map(\.code) == [.missingColumn])
        #expect(result.rowsRead == 2 && result.rejected == 2 && result.balances)
    }

    @Test func mealNamesDateFormatsAndColumnsByOption() throws {
        let options = FoodLogCSVOptions(
            columns: ["name": "Item", "kcal": "Energy (kJ)"], dateFormat: .dayMonthYear, mealMap: ["Elevenses": .snack])
        let result = Self.run(
            "Day,Meal,Item,Energy (kJ)\n2/11/2026,Meal 1,Oats,418.4\n2/11/2026,Meal 2,Soup,836.8\n"
                + "2/11/2026,meal 3,Pie,0\n2/11/2026,Meal 4,Nuts,41.84\n2/11/2026,ELEVENSES,Cake,4184\n",
            options)
        let day = try #require(result.days.first)
        #expect(day.date.description == "2026-11-02")
        #expect(day.foods.map(\.meal) == [.breakfast, .lunch, .dinner, .snack, .snack])
        // kJ / 4.184: 100, 200, 0, 10 and 1,000 kcal.
        let kcal = day.foods.compactMap(\.kcal)
        #expect(zip(kcal, [100.0, 200, 0, 10, 1000]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(
            Self.run("Date,Meal,Food Name\n11/2/2026,Lunch,A\n", FoodLogCSVOptions(dateFormat: .monthDayYear))
                .days.first?.date.description == "2026-11-02")
    }

    @Test func theDocumentReadsBackToTheSameFoods() throws {
        let result = Self.run(
            "Date,Meal,Food Name,Calories,Protein (g),Sodium (mg),Vitamin D (µg)\n"
                + "2026-11-02,Lunch,Soup,300.25,8,980,--\n2026-11-02,Dinner,Fish,450,32,120,9.5\n")
        let document = Importer.document(result, clock: nil)
        let read = try InputDocumentReader.read(document)
        let days = read.dayLog.days
        #expect(days.map(\.foods.count) == [2])
        #expect(days.first?.foods.map(\.name) == ["Soup", "Fish"])
        #expect(days.first?.foods.map(\.kcal) == [300.25, 450])
        #expect(days.first?.foods.last?.amount(of: .vitaminD) == 9.5)
        #expect(days.first?.intakeKcal == 750.25)
    }

    @Test func aDiaryIsRecognisedAsOne() {
        #expect(
            ImportFormat.detect(Array("Date,Meal,Food Name,Calories\n2026-11-02,Lunch,Soup,300\n".utf8)) == .foodLogCSV)
        #expect(ImportFormat.detect(Array("date,intakeKcal\n2026-11-02,2000\n".utf8)) == .csv)
    }
}
