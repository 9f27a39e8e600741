import TestSupport
import Testing

@testable import NutritionEngine

/// A day's totals over its foods read in place (`FoodSelection`, issue 25) against the totals of the
/// same foods filtered into an array (`FoodTotals(_:)`, `FoodTotal(_:over:)`, `MacroEnergySplit(_:)`,
/// the forms they replaced on the check-in's path): on seeded days of random foods, every total, every
/// coverage count and every energy part the same, bit for bit (`==` on the structures, then each
/// amount's bits).
@Suite struct FoodSelectionAgreementTests {
    static func randomDay(_ random: inout SplitMix64) -> (foods: [FoodEvent], groups: [String]) {
        let groups = ["g1", "g2", "g3"]
        let count = Int(random.next() % 9)
        let foods: [FoodEvent] = (0..<count).map { index in
            func maybe(_ low: Double, _ high: Double) -> Double? {
                random.chance(0.75) ? (random.uniform(low, high) * 8).rounded() / 8 : nil
            }
            var nutrients: [NutrientAmount] = []
            for nutrient in Nutrient.allCases where random.chance(0.15) {
                nutrients.append(NutrientAmount(nutrient, random.uniform(0, 900), MassUnit.allCases[index % 3]))
            }
            return FoodEvent(
                meal: MealSlot(choiceIndex: Int(random.next() % 4)), name: "food \(index)", kcal: maybe(0, 900),
                proteinG: maybe(0, 60), carbsG: maybe(0, 120), fatG: maybe(0, 50),
                alcoholG: random.chance(0.2) ? maybe(0, 30) : nil, nutrients: nutrients,
                group: random.chance(0.4) ? groups[Int(random.next() % 3)] : nil)
        }
        return (foods, groups)
    }

    static func bits(_ total: FoodTotal) -> UInt64? { total.amount?.bitPattern }

    static func expectSame(_ fast: FoodTotals, _ reference: FoodTotals, _ context: String) {
        #expect(fast == reference, "\(context)")
        let pairs = zip(fast.macros + fast.nutrients, reference.macros + reference.nutrients)
        for (a, b) in pairs where bits(a) != bits(b) {
            Issue.record("\(context): \(a.quantity) \(a.amount as Any) against \(b.amount as Any)")
        }
        for (a, b) in zip(fast.macroEnergy.parts, reference.macroEnergy.parts)
        where a.kcal.bitPattern != b.kcal.bitPattern {
            Issue.record("\(context): \(a.macro) energy \(a.kcal) against \(b.kcal)")
        }
        #expect(fast.macroEnergy.atwaterKcal?.bitPattern == reference.macroEnergy.atwaterKcal?.bitPattern)
        #expect(fast.macroEnergy.loggedKcal?.bitPattern == reference.macroEnergy.loggedKcal?.bitPattern)
    }

    @Test func totalsInPlaceAgreeWithTotalsOfFilteredFoods() {
        var random = SplitMix64(seed: 2026_1201_2330)
        for trial in 0..<500 {
            let (foods, groups) = Self.randomDay(&random)
            Self.expectSame(FoodTotals(foods, selecting: .all), FoodTotals(foods), "trial \(trial), all")
            for slot in MealSlot.allCases {
                Self.expectSame(
                    FoodTotals(foods, selecting: .meal(slot)), FoodTotals(foods.filter { $0.meal == slot }),
                    "trial \(trial), \(slot)")
            }
            for group in groups {
                Self.expectSame(
                    FoodTotals(foods, selecting: .group(group)), FoodTotals(foods.filter { $0.group == group }),
                    "trial \(trial), \(group)")
            }
            for quantity in FoodQuantity.all {
                let fast = FoodTotal(quantity, over: foods, selecting: .all)
                let reference = FoodTotal(quantity, over: foods)
                #expect(fast == reference && Self.bits(fast) == Self.bits(reference), "trial \(trial), \(quantity)")
            }
        }
    }

    /// A day's totals (`DayFoodTotals`) are those of its foods filtered by meal and group.
    @Test func dayTotalsAreThoseOfTheFilteredFoods() {
        var random = SplitMix64(seed: 2026_1201_2331)
        for trial in 0..<200 {
            let (foods, groups) = Self.randomDay(&random)
            var day = LoggedDay(date: CalendarDate(year: 2026, month: 11, day: 30)!)
            day.logFoods(foods, groups: groups.map { MealGroup(id: $0) })
            let totals = DayFoodTotals(day)
            let meals = MealSlot.allCases.filter { slot in foods.contains { $0.meal == slot } }
            #expect(totals.meals.map(\.slot) == meals, "trial \(trial)")
            for meal in totals.meals {
                Self.expectSame(meal.totals, FoodTotals(foods.filter { $0.meal == meal.slot }), "trial \(trial)")
            }
            for group in totals.groups {
                Self.expectSame(group.totals, FoodTotals(foods.filter { $0.group == group.group.id }), "trial \(trial)")
            }
        }
    }
}
