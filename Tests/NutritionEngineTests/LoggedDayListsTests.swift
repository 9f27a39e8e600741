import Testing

@testable import NutritionEngine

/// A day's training types, foods and meal groups, kept apart and absent when the day lists none
/// (`LoggedDay.Listed`): what is set reads back, a day whose lists are emptied again is equal to one
/// that never had any, and an empty list of training types (given, with no session) stays distinct
/// from none given.
@Suite struct LoggedDayListsTests {
    @Test func listsReadBackAndEmptiedDaysEqualFreshOnes() throws {
        let date = try #require(CalendarDate(iso: "2026-11-02"))
        let fresh = LoggedDay(date: date, intakeKcal: 2000)
        var day = fresh
        #expect(day.foods.isEmpty && day.mealGroups.isEmpty && day.trainingTypes == nil)

        let food = FoodEvent(meal: .lunch, name: "soup", kcal: 300)
        day.foods = [food, food]
        day.trainingTypes = ["run"]
        #expect(day.foods == [food, food])
        #expect(day.trainingTypes == ["run"])
        #expect(day != fresh)

        day.foods = []
        #expect(day != fresh, "the training types are still listed")
        day.trainingTypes = nil
        #expect(day == fresh)

        day.trainingTypes = []
        #expect(day.trainingTypes == [])
        #expect(day != fresh, "an empty list of sessions is not the same as none given")

        var logged = fresh
        logged.logFoods([food], groups: [])
        #expect(logged.foods == [food])
        #expect(logged.intakeKcal == 300)
    }
}
