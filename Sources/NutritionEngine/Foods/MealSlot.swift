/// The meal a food log event belongs to: the four slots of the product's Food tab.
public enum MealSlot: String, Sendable, CaseIterable, Comparable {
    /// The first meal of the day.
    case breakfast
    /// The midday meal.
    case lunch
    /// The evening meal.
    case dinner
    /// Anything eaten between meals.
    case snack

    /// Slots in the order a day is listed (breakfast, lunch, dinner, snack).
    public static func < (lhs: MealSlot, rhs: MealSlot) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// The slot at `index` of `allCases` (the index a `choice` row stores), without making
    /// `allCases`: the byte reader reads one for every food.
    /// `allCases`, made once: the synthesized `allCases` builds a new array each time it is read,
    /// an allocation per day in every loop over the slots (issue 25).
    static let ordered: [MealSlot] = allCases

    init(choiceIndex index: Int) {
        switch index {
        case 0: self = .breakfast
        case 1: self = .lunch
        case 2: self = .dinner
        default: self = .snack
        }
    }
}
