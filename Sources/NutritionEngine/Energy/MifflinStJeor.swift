/// Mifflin–St Jeor resting energy expenditure (Mifflin MD, St Jeor ST, et al. Am J Clin Nutr
/// 1990;51:241–7; n = 498 healthy adults 19–78 y, R² = 0.71).
///
/// men: REE = 10·weight (kg) + 6.25·height (cm) − 5·age (y) + 5;
/// women: the same − 161. kcal/day. This is the rounded form in general use; the paper's
/// unrounded combined form (9.99·W + 6.25·H − 4.92·A + 166·male − 161) differs by a few kcal.
package enum MifflinStJeor {
    /// Stable identifier, echoed in outputs.
    package static let version = "mifflin-st-jeor-1990"
    /// Citation.
    package static let source =
        "Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO. Am J Clin Nutr 1990;51:241-7"

    /// Resting energy expenditure in kcal/day.
    package static func restingKcalPerDay(_ person: Person) -> Double {
        let sexTerm: Double = person.equationSex == .male ? 5 : -161
        return 10 * person.weightKg + 6.25 * person.heightCm - 5 * person.ageYears + sexTerm
    }
}
