/// Parameters of the dynamic weight projection (`project`); echoed in outputs.
public struct ProjectionPolicy: Sendable, Equatable {
    /// Days projected when `--days` is not given.
    public var defaultDays: Int
    /// Longest horizon searched for the landing date, days (3 years).
    public var landingSearchDays: Int
    /// Share of intake energy from carbohydrate, for the glycogen and extracellular-fluid equations.
    public var carbohydrateEnergyFraction: Double
    /// Energy per kg of weight change in the static comparison rule, kcal/kg (3,500 kcal/lb).
    public var staticRuleKcalPerKg: Double
    /// Integration step, days (RK4).
    public var stepDays: Double

    /// The defaults: one year, 3-year landing search, 50 % carbohydrate, 7,700 kcal/kg, 1-day steps.
    public static let standard = ProjectionPolicy(
        defaultDays: 365, landingSearchDays: 1095, carbohydrateEnergyFraction: 0.5, staticRuleKcalPerKg: 7700,
        stepDays: 1)
}
