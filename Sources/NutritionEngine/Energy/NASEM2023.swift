/// NASEM 2023 adult total-energy-expenditure equations (19 years and over).
///
/// TEE (kcal/day) = intercept + a·age (y) + h·height (cm) + w·weight (kg), with one set of
/// coefficients per sex and PAL category and one standard error of estimate (SEE) per sex.
/// Source: National Academies of Sciences, Engineering, and Medicine (2023), *Dietary Reference
/// Intakes for Energy*, doi:10.17226/26818. For weight-stable adults EER = TEE.
package enum NASEM2023 {
    /// Stable identifier of the equation set, echoed in every output that uses it.
    package static let version = "nasem-2023-adult-tee"
    /// Human-readable name.
    package static let name = "NASEM 2023 adult total energy expenditure (EER for weight-stable adults)"
    /// Citation.
    package static let source =
        "National Academies of Sciences, Engineering, and Medicine (2023). Dietary Reference Intakes for Energy. "
        + "doi:10.17226/26818"

    /// The coefficients of one sex × PAL-category equation.
    package struct Coefficients: Sendable, Equatable {
        /// Constant term, kcal/day.
        package var interceptKcal: Double
        /// kcal/day per year of age.
        package var kcalPerYearOfAge: Double
        /// kcal/day per cm of height.
        package var kcalPerCmOfHeight: Double
        /// kcal/day per kg of weight.
        package var kcalPerKgOfWeight: Double
    }

    /// The published coefficients (NASEM 2023 adult equations).
    package static func coefficients(_ sex: EquationSex, _ level: ActivityLevel) -> Coefficients {
        switch (sex, level) {
        case (.male, .inactive):
            Coefficients(
                interceptKcal: 753.07, kcalPerYearOfAge: -10.83, kcalPerCmOfHeight: 6.50, kcalPerKgOfWeight: 14.10)
        case (.male, .lowActive):
            Coefficients(
                interceptKcal: 581.47, kcalPerYearOfAge: -10.83, kcalPerCmOfHeight: 8.30, kcalPerKgOfWeight: 14.94)
        case (.male, .active):
            Coefficients(
                interceptKcal: 1004.82, kcalPerYearOfAge: -10.83, kcalPerCmOfHeight: 6.52, kcalPerKgOfWeight: 15.91)
        case (.male, .veryActive):
            Coefficients(
                interceptKcal: -517.88, kcalPerYearOfAge: -10.83, kcalPerCmOfHeight: 15.61, kcalPerKgOfWeight: 19.11)
        case (.female, .inactive):
            Coefficients(
                interceptKcal: 584.90, kcalPerYearOfAge: -7.01, kcalPerCmOfHeight: 5.72, kcalPerKgOfWeight: 11.71)
        case (.female, .lowActive):
            Coefficients(
                interceptKcal: 575.77, kcalPerYearOfAge: -7.01, kcalPerCmOfHeight: 6.60, kcalPerKgOfWeight: 12.14)
        case (.female, .active):
            Coefficients(
                interceptKcal: 710.25, kcalPerYearOfAge: -7.01, kcalPerCmOfHeight: 6.54, kcalPerKgOfWeight: 12.34)
        case (.female, .veryActive):
            Coefficients(
                interceptKcal: 511.83, kcalPerYearOfAge: -7.01, kcalPerCmOfHeight: 9.07, kcalPerKgOfWeight: 12.56)
        }
    }

    /// The published standard error of estimate (model RMSE) in kcal/day: one value per sex,
    /// for all PAL categories (men 19+: 338.55, n = 1,016; women 19+: 245.75, n = 1,342).
    package static func standardErrorOfEstimateKcalPerDay(_ sex: EquationSex) -> Double {
        switch sex {
        case .male: 338.55
        case .female: 245.75
        }
    }

    /// Total energy expenditure in kcal/day for `person` in their PAL category (no rounding).
    package static func totalEnergyExpenditureKcalPerDay(_ person: Person) -> Double {
        let c = coefficients(person.equationSex, person.activityLevel)
        return c.interceptKcal + c.kcalPerYearOfAge * person.ageYears + c.kcalPerCmOfHeight * person.heightCm
            + c.kcalPerKgOfWeight * person.weightKg
    }
}
