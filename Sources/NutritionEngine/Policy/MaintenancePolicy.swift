/// Parameters that shape the trend-validated maintenance estimate (`maintenance`); echoed in outputs.
///
/// Gates decide between `estimated` and `holding`; they never hide the estimate. The statistical
/// parameters (robust tuning constants, noise priors, model-error floor) were tuned on a synthetic
/// calibration run with a different seed from the reported one (see Reports/maintenance-calibration.md).
public struct MaintenancePolicy: Sendable, Equatable {
    /// Length of the evidence window in days; it ends the day before `asOf`.
    public var windowDays: Int
    /// Fewest evidence (complete, trusted intake) days for `estimated`.
    public var minimumEvidenceDays: Int
    /// Fewest evidence days as a percentage of the window's tracked days (untracked days excluded).
    public var minimumCoveragePercent: Double
    /// Fewest days with a (non-outlier) weigh-in.
    public var minimumWeighInDays: Int
    /// Fewest days between the first and the last weigh-in of the window.
    public var minimumWeighInSpanDays: Int
    /// Most days between the last weigh-in and `asOf`.
    public var maximumDaysSinceLastWeighIn: Int

    /// How the energy content of a kilogram of weight change is chosen.
    public var energyDensity: EnergyDensityRule
    /// The fixed energy density in kcal/kg (used by `.fixed`, and as the common 3,500 kcal/lb figure).
    public var fixedEnergyDensityKcalPerKg: Double
    /// Relative standard deviation of the energy density (uncertain body composition), e.g. 0.10 = ±10 %.
    public var energyDensityRelativeStandardDeviation: Double

    /// One-day spike screen: robust SDs from the median of the neighbouring days' weigh-ins.
    public var spikeThreshold: Double
    /// Huber tuning constant for the starting fit, in robust standard deviations.
    public var huberTuning: Double
    /// Prior AR(1) coefficient of day-to-day water noise, towards which the person's own estimate is shrunk.
    public var priorWaterNoiseAutocorrelation: Double
    /// Weight of that prior, in pseudo-pairs of consecutive weigh-ins.
    public var priorWaterNoiseAutocorrelationPairs: Double
    /// Largest AR(1) coefficient used.
    public var maximumWaterNoiseAutocorrelation: Double
    /// Prior standard deviation of scale noise around the trend, kg.
    public var priorWeightNoiseKg: Double
    /// Weight of that prior, in pseudo degrees of freedom.
    public var priorWeightNoiseDegreesOfFreedom: Double
    /// Share of the day-to-day intake variance that does not shrink when every day is logged
    /// (per-day logging error), 0...1.
    public var intakeVarianceFloorFraction: Double
    /// Standard deviation of errors the linear-trend model cannot see (water shifts after a diet
    /// change, curvature), kcal/day, added in quadrature to the data's variance.
    public var modelErrorKcalPerDay: Double

    /// Whether to subtract the water that day-to-day intake swings put on the scale (Hall's glycogen
    /// and ECF equations driven by the logged intakes) before fitting the rate.
    public var adjustForIntakeWater: Bool

    /// Normal quantile of the two-sided 95 % interval.
    public var intervalZ: Double
    /// Largest 95 % half-width (kcal/day) for `high` confidence.
    public var highConfidenceHalfWidthKcalPerDay: Double
    /// Largest 95 % half-width (kcal/day) for `moderate` confidence.
    public var moderateConfidenceHalfWidthKcalPerDay: Double
    /// Suspect days as a percentage of the window's logged days from which logging is called incomplete.
    public var suspectDaysIncompletePercent: Double

    /// The whole-history state-space filter's parameters (METHOD.md §4).
    public var stateSpace: StateSpaceMaintenance.Settings = .standard
    /// Mean under-reporting assumed by the prior: the prior mean is (1 − this)·NASEM. 0 since issue 18:
    /// the first target is the equations' (§2), and a prior shifted below it made the first check-in
    /// cut on no evidence; under-reporting stays in the prior as its SD (METHOD.md §4).
    public var priorUnderReportingFraction: Double = 0
    /// SD of that fraction (people differ), added to the prior variance as (this·NASEM)².
    public var priorUnderReportingStandardDeviationFraction: Double = 0.05
    /// Whether the self-reported activity category widens the prior by half the NASEM gap to the
    /// nearest other category (people misplace themselves by about one category).
    public var priorWidensForSelfReportedActivity: Bool = true
    /// Body-fat readings compete by method only if taken at most this many days before the newest
    /// reading, days: recency before method rank (METHOD §4 "Body composition" gives the reason
    /// for 84; pending clinical approval).
    public var bodyFatReadingRecencyDays: Int = 84

    /// The defaults (policy-2026.12-5).
    public static let standard = MaintenancePolicy(
        windowDays: 28, minimumEvidenceDays: 14, minimumCoveragePercent: 70, minimumWeighInDays: 8,
        minimumWeighInSpanDays: 14, maximumDaysSinceLastWeighIn: 7,
        energyDensity: .forbesPartition, fixedEnergyDensityKcalPerKg: 7700,
        energyDensityRelativeStandardDeviation: 0.10,
        spikeThreshold: 3.5, huberTuning: 1.345,
        priorWaterNoiseAutocorrelation: 0.5, priorWaterNoiseAutocorrelationPairs: 10,
        maximumWaterNoiseAutocorrelation: 0.9,
        priorWeightNoiseKg: 0.55, priorWeightNoiseDegreesOfFreedom: 4,
        intakeVarianceFloorFraction: 0.25, modelErrorKcalPerDay: 110, adjustForIntakeWater: true,
        intervalZ: 1.96, highConfidenceHalfWidthKcalPerDay: 175, moderateConfidenceHalfWidthKcalPerDay: 300,
        suspectDaysIncompletePercent: 20)
}

/// How the energy density of weight change (kcal per kg) is chosen.
public enum EnergyDensityRule: String, Sendable, CaseIterable {
    /// Forbes partitioning from fat mass: ρ = p·9,440.7 + (1 − p)·1,816.4 kcal/kg with p = FM/(FM + 10.4).
    case forbesPartition
    /// A fixed figure (`fixedEnergyDensityKcalPerKg`, 7,700 kcal/kg by default).
    case fixed
}
