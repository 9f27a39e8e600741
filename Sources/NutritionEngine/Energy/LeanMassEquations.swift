/// Resting energy expenditure from lean (fat-free) mass, for when body fat is known.
///
/// Sources label these inconsistently, so each is named by its year.
enum LeanMassEquations {
    /// Cunningham (1980), Am J Clin Nutr 33:2372–4: REE (kcal/day) = 500 + 22·LBM (kg).
    static func cunningham1980RestingKcalPerDay(leanMassKg: Double) -> Double { 500 + 22 * leanMassKg }

    /// Katch–McArdle, after Cunningham (1991), Am J Clin Nutr 54:963–9: REE (kcal/day) = 370 + 21.6·LBM (kg).
    static func katchMcArdle1991RestingKcalPerDay(leanMassKg: Double) -> Double { 370 + 21.6 * leanMassKg }
}
