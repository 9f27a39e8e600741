import Testing

@testable import NutritionEngine

/// Totals with coverage (issue 23 item 2): every expected number here is summed by hand from the
/// foods listed, with the Atwater general factors (4, 4, 9, 7 kcal/g) where energy is split.
@Suite struct FoodTotalsTests {
    static func food(
        _ meal: MealSlot, _ name: String, kcal: Double? = nil, protein: Double? = nil, carbs: Double? = nil,
        fat: Double? = nil, alcohol: Double? = nil, sodiumMg: Double? = nil, group: String? = nil
    ) -> FoodEvent {
        FoodEvent(
            meal: meal, name: name, kcal: kcal, proteinG: protein, carbsG: carbs, fatG: fat, alcoholG: alcohol,
            nutrients: sodiumMg.map { [NutrientAmount(.sodium, $0, .milligram)] } ?? [], group: group)
    }

    /// Seven foods; sodium on five of them (2,140 mg), energy on six.
    static let day: [FoodEvent] = [
        food(.breakfast, "Oats", kcal: 350, protein: 12, carbs: 60, fat: 6, sodiumMg: 10),
        food(.breakfast, "Coffee", kcal: 5),
        food(.lunch, "Soup", kcal: 420, protein: 18, carbs: 40, fat: 20, sodiumMg: 980, group: "g1"),
        food(.lunch, "Bread", kcal: 160, protein: 5, carbs: 30, fat: 2, sodiumMg: 300, group: "g1"),
        food(.dinner, "Pasta", kcal: 800, protein: 30, carbs: 110, fat: 25, sodiumMg: 650),
        food(.dinner, "Wine", kcal: 125, protein: 0, carbs: 4, fat: 0, alcohol: 16, sodiumMg: 200),
        food(.snack, "Apple"),
    ]

    @Test func eachTotalIsOverTheFoodsThatCarryIt() {
        let totals = FoodTotals(Self.day)
        #expect(totals.foods == 7)
        let sodium = totals.total(.nutrient(.sodium))
        // 10 + 980 + 300 + 650 + 200 = 2140 mg, on five of the seven foods: a lower bound.
        #expect(sodium.amount == 2140 && sodium.foodsCarrying == 5 && sodium.foods == 7 && !sodium.isComplete)
        let energy = totals.total(.energy)
        // 350 + 5 + 420 + 160 + 800 + 125 = 1860 kcal on six of seven (the apple has none).
        #expect(energy.amount == 1860 && energy.foodsCarrying == 6)
        #expect(totals.total(.protein).amount == 65)  // 12 + 18 + 5 + 30 + 0
        #expect(totals.total(.alcohol).amount == 16 && totals.total(.alcohol).foodsCarrying == 1)
        // A nutrient no food carries is a total of nothing, never 0.
        #expect(totals.total(.nutrient(.iron)).amount == nil && totals.total(.nutrient(.iron)).foodsCarrying == 0)
        #expect(totals.nutrients.map(\.quantity) == [.nutrient(.sodium)])
    }

    @Test func theEnergySplitUsesTheAtwaterGeneralFactors() throws {
        let split = FoodTotals(Self.day).macroEnergy
        // Foods with protein, carbohydrate and fat: oats, soup, bread, pasta, wine (five of seven).
        #expect(split.foodsWithMacros == 5 && split.alcoholFoods == 1)
        // Protein 65 g × 4 = 260; carbohydrate 244 g × 4 = 976; fat 53 g × 9 = 477; alcohol 16 g × 7 = 112.
        let kcal = Dictionary(uniqueKeysWithValues: split.parts.map { ($0.macro, $0.kcal) })
        #expect(kcal == [.protein: 260, .carbohydrate: 976, .fat: 477, .alcohol: 112])
        #expect(split.atwaterKcal == 1825)
        // The same five foods' own energy: 350 + 420 + 160 + 800 + 125 = 1855 kcal.
        #expect(split.loggedKcal == 1855)
        let fat = try #require(split.parts.first { $0.macro == .fat }?.percent)
        #expect(abs(fat - 100 * 477 / 1825) < 1e-9)
    }

    @Test func alcoholHasNoPartWhenNoSplitFoodCarriesIt() {
        let split = MacroEnergySplit([Self.food(.lunch, "Soup", kcal: 420, protein: 18, carbs: 40, fat: 20)])
        #expect(split.parts.map(\.macro) == [.protein, .carbohydrate, .fat])
        #expect(split.atwaterKcal == 412.0)  // 18 × 4 + 40 × 4 + 20 × 9
    }

    @Test func mealsAndGroupsHaveTheirOwnTotalsAndTheEventsStayAsTheyAre() {
        var day = LoggedDay(date: CalendarDate(dayNumber: 20_760))
        day.logFoods(Self.day, groups: [MealGroup(id: "g1", name: "Soup and bread")])
        let totals = DayFoodTotals(day)
        #expect(totals.meals.map(\.slot) == [.breakfast, .lunch, .dinner, .snack])
        #expect(totals.meals[0].totals.total(.energy).amount == 355)  // 350 + 5
        #expect(totals.meals[3].totals.total(.energy).foodsCarrying == 0)
        let group = totals.groups[0]
        #expect(group.group.id == "g1" && group.totals.foods == 2)
        #expect(group.totals.total(.energy).amount == 580)  // 420 + 160
        #expect(group.totals.total(.nutrient(.sodium)).amount == 1280)  // 980 + 300
        // Grouping changes no event and no day total: the day still has all seven.
        #expect(day.foods == Self.day && totals.totals.foods == 7)
        // The apple has no kcal: the day's intake is a lower bound (1860 kcal known).
        #expect(day.intakeKcal == nil && day.intakeAtLeastKcal == 1860 && totals.intakeIsLowerBound)
    }

    @Test func weeklyAveragesArePerValidatedDayOverCompleteTotals() throws {
        let monday = try #require(CalendarDate(iso: "2026-11-02"))
        func logged(_ offset: Int, _ foods: [FoodEvent], complete: Bool = true) -> LoggedDay {
            var day = LoggedDay(
                date: monday.adding(days: offset), intakeCompleteness: complete ? .complete : .incomplete)
            day.logFoods(foods)
            return day
        }
        let days = [
            // Two complete days with sodium on every food: 1200 and 1800 mg.
            logged(0, [Self.food(.lunch, "A", kcal: 2000, protein: 100, sodiumMg: 1200)]),
            logged(
                1,
                [
                    Self.food(.lunch, "B", kcal: 2200, protein: 80, sodiumMg: 1000),
                    Self.food(.dinner, "C", kcal: 100, sodiumMg: 800),
                ]),
            // Sodium on one of two foods: a lower bound, not averaged.
            logged(
                2, [Self.food(.lunch, "D", kcal: 1900, protein: 90, sodiumMg: 500), Self.food(.dinner, "E", kcal: 300)]),
            // Declared incomplete: not validated, whatever its foods say.
            logged(3, [Self.food(.lunch, "F", kcal: 500, protein: 20, sodiumMg: 9000)], complete: false),
        ]
        let ledger = try #require(
            DayLedger(log: DayLog(declaredAsOf: monday.adding(days: 7), days: days), maintenance: nil))
        let week = WeekFoodSummary(ledger: ledger, containing: monday)
        #expect(week.validatedDaysWithFoods == 3 && week.daysWithFoods == 4 && week.daysEnded == 7)
        func average(_ quantity: FoodQuantity) throws -> WeekFoodSummary.Average {
            try #require(week.averages.first { $0.quantity == quantity })
        }
        // Energy: (2000 + 2300 + 2200) / 3 validated days.
        #expect(try average(.energy).meanPerDay == 6500.0 / 3 && average(.energy).days == 3)
        // Sodium: (1200 + 1800) / 2, over the two days whose every food carries it, of 3.
        #expect(try average(.nutrient(.sodium)).meanPerDay == 1500)
        #expect(try average(.nutrient(.sodium)).days == 2 && average(.nutrient(.sodium)).of == 3)
        // Protein: only day 0 has it on every food.
        #expect(try average(.protein).meanPerDay == 100 && average(.protein).days == 1)
        #expect(try average(.alcohol).meanPerDay == nil && average(.alcohol).days == 0)
    }

    @Test func groupedNumbersReadAsAPersonWritesThem() {
        #expect(OutputText.grouped(2140, decimals: 0) == "2,140")
        #expect(OutputText.grouped(999, decimals: 0) == "999")
        #expect(OutputText.grouped(1_234_567.25, decimals: 1) == "1,234,567.3")
        #expect(OutputText.grouped(-12_500, decimals: 0) == "-12,500")
        #expect(
            FoodTotalsReport.line(FoodTotals(Self.day).total(.nutrient(.sodium)))
                == "sodium: 2,140 mg from 5 of 7 foods")
        #expect(FoodTotalsReport.line(FoodTotals(Self.day).total(.energy)) == "energy: 1,860 kcal from 6 of 7 foods")
    }
}
