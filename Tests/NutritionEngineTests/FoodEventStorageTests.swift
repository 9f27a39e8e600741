import Testing

@testable import NutritionEngine

/// How a food log event holds what it was read with (issue 25, rescore speed): the choices read by
/// their stored index, and the nutrient list that keeps its first amount inline. Each must give
/// exactly what the plain representation gives.
@Suite struct FoodEventStorageTests {
    /// A choice row stores the index of its case in `allCases`; reading the index back gives that case.
    @Test func choiceIndicesAreTheCasesInAllCasesOrder() {
        for (index, slot) in MealSlot.allCases.enumerated() { #expect(MealSlot(choiceIndex: index) == slot) }
        for (index, source) in MealSource.allCases.enumerated() { #expect(MealSource(choiceIndex: index) == source) }
    }

    /// Lists of 0 to 4 amounts (one nutrient repeated, as `amount(of:)` takes the first) keep
    /// their amounts and order, look each nutrient up as a search of the array does, and compare
    /// equal exactly when their arrays do.
    @Test func nutrientListIsItsArray() {
        let pool = [
            NutrientAmount(.sodium, 600, .milligram), NutrientAmount(.fiber, 3.5, .gram),
            NutrientAmount(.sodium, 0.2, .gram), NutrientAmount(.caffeine, 80, .milligram),
        ]
        var lists: [[NutrientAmount]] = [[]]
        for count in 1...pool.count { lists.append(Array(pool.prefix(count))) }
        lists.append([pool[3], pool[0]])
        for amounts in lists {
            let list = NutrientList(amounts)
            #expect(list.amounts == amounts)
            #expect(list.isEmpty == amounts.isEmpty)
            var appended = NutrientList()
            for amount in amounts { appended.append(amount) }
            #expect(appended == list)
            for nutrient in Nutrient.allCases {
                #expect(list.amount(of: nutrient) == amounts.first { $0.nutrient == nutrient }?.amount)
            }
            for other in lists { #expect((NutrientList(other) == list) == (other == amounts)) }
        }
    }

    /// The event's public array reads and writes through the list: appending and sorting as the
    /// CSV import does, and the reader's list and the initialiser's array make equal events.
    @Test func eventNutrientsReadAndWriteThroughTheList() {
        var event = FoodEvent(meal: .lunch, name: "Soup")
        #expect(event.nutrients.isEmpty)
        event.nutrients.append(NutrientAmount(.sodium, 980, .milligram))
        event.nutrients.append(NutrientAmount(.fiber, 4, .gram))
        event.nutrients.sort { $0.nutrient.rawValue < $1.nutrient.rawValue }
        #expect(event.nutrients.map(\.nutrient) == [.fiber, .sodium])
        #expect(event.amount(of: .sodium) == 980)
        #expect(event.amount(of: .fiber) == 4)
        #expect(event.amount(of: .salt) == nil)
        let listed = FoodEvent(
            meal: .lunch, name: "Soup",
            nutrients: [NutrientAmount(.fiber, 4, .gram), NutrientAmount(.sodium, 980, .milligram)])
        #expect(event == listed)
    }
}
