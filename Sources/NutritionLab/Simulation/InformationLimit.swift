import NutritionEngine

/// The simulator's information limit: the engine's own filter (`StateSpaceMaintenance`, same structure
/// and settings) told every hidden quantity of a trainee, so that what is left of its error is what the
/// data the person gives cannot tell.
///
/// Told: the scale noise's σ and φ (one filter instead of the bank), each reading's weekend bump and
/// spike (subtracted), the true fat mass (exact Forbes ρ and its path) and resting expenditure, which
/// logged days are partial (left out, so no partial-day mixture runs), the true intake of every
/// completely logged day (no logging error, no under-reporting: the filter runs in true units), and
/// the simulator's own prior on pre-log maintenance, NASEM 2023 ± SEE (true maintenance is drawn as
/// NASEM + SEE·z; no shift or widening). Not told: the intake of unlogged, untracked and partial days,
/// the water noise's realisation, and maintenance itself. The answer in logging units is the filter's
/// true-unit mean minus the under-reporting of the window's intake, as the truth is defined
/// (`SyntheticTrainee.trueWindowExpenditureLoggingUnitsKcalPerDay`); the window's intake is the
/// true intake of its completely logged days, their mean standing in for the other days.
public enum InformationLimit {
    /// The information-limit answer for `trainee` in logging units, or nil when the filter has no
    /// weigh-in or fewer than 3 completely logged days.
    public static func answer(_ trainee: SyntheticTrainee, policy: Policy = .standard) -> CalibrationStudy.Answer? {
        let days = trainee.days.map { day in
            MaintenanceDay(
                loggedKcal: day.logKind == .complete ? day.trueIntakeKcal : nil, declaredComplete: true,
                weightKg: day.scaleWeightKg.map { $0 - day.scaleArtifactKg })
        }
        let equations = EnergyEstimate(person: trainee.person, policy: policy.estimate)
        var settings = policy.maintenance.stateSpace
        settings.noiseGridKg = [trainee.waterNoiseKg]
        settings.autocorrelationGrid = [trainee.waterNoiseAutocorrelation]
        settings.loggingErrorFraction = 0
        settings.targetDays = policy.maintenance.windowDays
        guard
            let result = StateSpaceMaintenance.estimate(
                days: days, priorKcalPerDay: equations.nasemKcalPerDay,
                priorStandardDeviationKcalPerDay: NASEM2023.standardErrorOfEstimateKcalPerDay(
                    trainee.person.equationSex),
                energyDensityKcalPerKg: EnergyDensity.forbesKcalPerKg(fatMassKg: trainee.trueFatMassKg),
                fatMassAt: (trainee.trueFatMassKg, trainee.person.weightKg),
                restingKcalPerDay: trainee.trueRestingKcalPerDay, settings: settings)
        else { return nil }
        let window = trainee.days.suffix(policy.maintenance.windowDays)
        let logged = window.filter { $0.logKind == .complete }.map(\.trueIntakeKcal)
        let intake = logged.isEmpty ? 0 : logged.reduce(0, +) / Double(logged.count)
        let shift = trainee.underReportingFraction * intake
        let halfWidth = policy.maintenance.intervalZ * result.standardDeviationKcalPerDay
        let mean = result.kcalPerDay - shift
        return CalibrationStudy.Answer(kcalPerDay: mean, low: mean - halfWidth, high: mean + halfWidth)
    }
}
