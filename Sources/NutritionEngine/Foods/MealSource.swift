/// How a food log event's meal slot was decided: stated by the person or their app, or assigned
/// from the local clock time by an import (`MealClockWindows`) when the export carried no slot.
///
/// The meal-evidence rule (`MealEvidence`) learns usual meals only from stated slots and never asks
/// about a day whose foods carry clock-assigned ones: a slot guessed from the time of day is a
/// convention, not evidence of what the person ate as which meal.
public enum MealSource: String, Sendable, CaseIterable {
    /// The slot as the person or their app logged it (the default when `mealSource` is absent).
    case stated
    /// The slot assigned from the food's local clock time by an import's meal windows.
    case clock

    /// The source at `index` of `allCases` (the index a `choice` row stores), without making `allCases`.
    init(choiceIndex index: Int) { self = index == 0 ? .stated : .clock }
}

extension Array where Element == FoodEvent {
    /// Whether any food's slot was assigned from the clock: the one test the meal rule, the
    /// patterns' meal candidates and the CSV export share. (Read by index: no food is copied.)
    var holdsClockSlots: Bool { indices.contains { self[$0].mealSource == .clock } }
}
