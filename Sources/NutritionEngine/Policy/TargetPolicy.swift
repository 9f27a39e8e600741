/// Parameters that shape the destination rules and the initial calorie target of `recommend`;
/// echoed in its output. Sources and reasons for each default are in METHOD.md section 2.
public struct TargetPolicy: Sendable, Equatable {
    /// How the energy per kg of body-weight change is chosen for the goal's deficit and its rate:
    /// the Forbes partition from body composition (default, the same ρ the maintenance estimator
    /// reads the scale with), or the fixed figure below.
    public var energyDensityRule: EnergyDensityRule
    /// The fixed energy density (the "3,500 kcal/lb" rule), kcal/kg: used by the `fixed` rule only.
    public var energyDensityKcalPerKg: Double
    /// Rate of loss used when a Lose goal gives none, % of current body weight per week.
    public var defaultLossRatePercentPerWeek: Double
    /// Rates of loss a Lose goal may request, % of body weight per week; others are refused.
    public var allowedLossRatePercentPerWeek: ClosedRange<Double>
    /// The deficit may not exceed this share of maintenance, percent.
    public var deficitCapPercentOfMaintenance: Double
    /// The deficit may not exceed this, kcal/day.
    public var deficitCapKcalPerDay: Double
    /// Gain surplus, percent of maintenance, by training experience.
    public var surplusPercentByExperience: [TrainingExperience: Double]
    /// Experience assumed for a Gain goal when the person gave none (the smallest surplus).
    public var defaultTrainingExperience: TrainingExperience
    /// Recomposition deficit with fat-loss priority, percent of maintenance.
    public var recompositionDeficitPercent: Double
    /// The range the recomposition deficit must lie in, percent of maintenance.
    public var allowedRecompositionDeficitPercent: ClosedRange<Double>
    /// Lowest daily intake target, kcal/day, by the sex of the equations used.
    public var intakeFloorKcalPerDay: [EquationSex: Double]
    /// The target is reported rounded to a multiple of this, kcal/day.
    public var targetRoundingKcalPerDay: Double
    /// A 95 % half-width at or below this is `high` confidence, kcal/day.
    public var confidenceHighMaxHalfWidthKcalPerDay: Double
    /// A 95 % half-width at or below this (and above the high limit) is `moderate`, kcal/day; above it `low`.
    public var confidenceModerateMaxHalfWidthKcalPerDay: Double
    /// Protein target range, g per kg of reference weight per day.
    public var proteinGramsPerKgPerDay: ClosedRange<Double>
    /// At or above this BMI (kg/m²) protein is computed from the weight at `proteinReferenceBMIKgPerM2`.
    public var proteinReferenceWeightBMIThresholdKgPerM2: Double
    /// The BMI (kg/m²) whose weight is the protein reference weight at high BMI.
    public var proteinReferenceBMIKgPerM2: Double
    /// A Lose landing weight may not have a BMI below this, kg/m² (adults up to
    /// `olderAdultFloorRiseFromAgeYears`).
    public var landingMinimumBMIKgPerM2: Double
    /// From this age the landing floor rises linearly from `landingMinimumBMIKgPerM2`, reaching
    /// `olderAdultLandingMinimumBMIKgPerM2` at `olderAdultFromAgeYears`, years (60: the age from
    /// which WHO counts older people). Pending clinical approval.
    public var olderAdultFloorRiseFromAgeYears: Double = 60
    /// From this age on, the landing floor is `olderAdultLandingMinimumBMIKgPerM2`, years.
    public var olderAdultFromAgeYears: Double = 70
    /// The Lose landing BMI floor from `olderAdultFromAgeYears` on, kg/m²: the GLIM criteria treat
    /// BMI < 22 at age ≥ 70 as low (Cederholm et al., Clin Nutr 2019).
    public var olderAdultLandingMinimumBMIKgPerM2: Double = 22
    /// From this age on a Lose goal may ask at most `olderAdultMaximumLossRatePercentPerWeek`, years
    /// (65: the older persons of the ESPEN geriatric guideline). Pending clinical approval.
    public var olderAdultRateFromAgeYears: Double = 65
    /// The fastest loss allowed from `olderAdultRateFromAgeYears` on, % of body weight per week
    /// (only moderate energy restriction for older persons, ESPEN 2019). Pending clinical approval.
    public var olderAdultMaximumLossRatePercentPerWeek: Double = 0.5
    /// A Gain landing weight must have a BMI below this, kg/m² (the WHO obesity cut-off: an
    /// automated Gain plan does not aim into obesity). Pending clinical approval.
    public var gainLandingCeilingBMIKgPerM2: Double = 30
    /// A Maintain landing more than this far from the current weight is refused, kg.
    public var maintainLandingToleranceKg: Double

    /// The defaults (METHOD.md section 2).
    public static let standard = TargetPolicy(
        energyDensityRule: .forbesPartition,
        energyDensityKcalPerKg: 7700,
        defaultLossRatePercentPerWeek: 0.5,
        allowedLossRatePercentPerWeek: 0.25...1.0,
        deficitCapPercentOfMaintenance: 20,
        deficitCapKcalPerDay: 750,
        surplusPercentByExperience: [.untrained: 5, .novice: 10, .intermediate: 7.5, .advanced: 5],
        defaultTrainingExperience: .untrained,
        recompositionDeficitPercent: 7.5,
        allowedRecompositionDeficitPercent: 5...10,
        intakeFloorKcalPerDay: [.female: 1200, .male: 1500],
        targetRoundingKcalPerDay: 10,
        // One set of confidence thresholds for every estimate (METHOD §4): the target carries the
        // maintenance estimate's uncertainty, so it is labelled by the same half-widths.
        confidenceHighMaxHalfWidthKcalPerDay: MaintenancePolicy.standard.highConfidenceHalfWidthKcalPerDay,
        confidenceModerateMaxHalfWidthKcalPerDay: MaintenancePolicy.standard.moderateConfidenceHalfWidthKcalPerDay,
        proteinGramsPerKgPerDay: 1.6...2.2,
        proteinReferenceWeightBMIThresholdKgPerM2: 30,
        proteinReferenceBMIKgPerM2: 25,
        landingMinimumBMIKgPerM2: 18.5,
        maintainLandingToleranceKg: 1)

    /// The Lose landing BMI floor for a person `ageYears` old, kg/m², stated at 0.01 (half away from
    /// zero): the general floor up to `olderAdultFloorRiseFromAgeYears`, then rising linearly to the
    /// older-adult floor at `olderAdultFromAgeYears` and that floor from there on, never below the
    /// general floor; so no birthday moves it by more than a year's share of the rise.
    public func landingMinimumBMIKgPerM2(ageYears: Double) -> Double {
        let general = landingMinimumBMIKgPerM2
        let older = max(general, olderAdultLandingMinimumBMIKgPerM2)
        let start = olderAdultFloorRiseFromAgeYears
        let end = olderAdultFromAgeYears
        if ageYears >= end { return older.roundedTo(BodyMassIndex.comparisonStepKgPerM2) }
        if ageYears <= start || start >= end { return general.roundedTo(BodyMassIndex.comparisonStepKgPerM2) }
        // In decimal arithmetic on the age as given, so a floor of exactly x.xx5 is stated x.xx + 0.01.
        return TypedDecimal.interpolated(from: general, to: older, at: ageYears, between: start, and: end, places: 2)
            ?? general
    }

    /// The loss rates a Lose goal may ask for a person `ageYears` old, % of body weight per week:
    /// the allowed range, its top lowered to `olderAdultMaximumLossRatePercentPerWeek` from
    /// `olderAdultRateFromAgeYears` on.
    public func allowedLossRatePercentPerWeek(ageYears: Double) -> ClosedRange<Double> {
        let range = allowedLossRatePercentPerWeek
        guard ageYears >= olderAdultRateFromAgeYears else { return range }
        let top = max(range.lowerBound, min(range.upperBound, olderAdultMaximumLossRatePercentPerWeek))
        return range.lowerBound...top
    }

    /// The rate used when a Lose goal gives none, % of body weight per week: the default, never
    /// above the fastest rate allowed at `ageYears`.
    func defaultLossRatePercentPerWeek(ageYears: Double) -> Double {
        min(defaultLossRatePercentPerWeek, allowedLossRatePercentPerWeek(ageYears: ageYears).upperBound)
    }

    /// The Gain surplus for `experience`, percent of maintenance (the standard value if a custom policy left it out).
    public func surplusPercent(_ experience: TrainingExperience) -> Double {
        surplusPercentByExperience[experience] ?? Self.standard.surplusPercentByExperience[experience] ?? 0
    }

    /// The energy density of weight change for `person` under this policy, kcal/kg: the Forbes
    /// partition from the fat mass (body fat %, else Jackson et al. 2002), or the fixed figure.
    public func energyDensityKcalPerKg(_ person: Person) -> Double {
        switch energyDensityRule {
        case .forbesPartition: EnergyDensity.forbesKcalPerKg(fatMassKg: InitialBodyComposition.fatMassKg(person))
        case .fixed: energyDensityKcalPerKg
        }
    }

    /// The intake floor for `sex`, kcal/day (the standard value if a custom policy left it out).
    public func intakeFloorKcalPerDay(_ sex: EquationSex) -> Double {
        intakeFloorKcalPerDay[sex] ?? Self.standard.intakeFloorKcalPerDay[sex] ?? 0
    }

    /// The recomposition deficit actually used: the policy value clamped into its allowed range, percent.
    var effectiveRecompositionDeficitPercent: Double {
        min(
            max(recompositionDeficitPercent, allowedRecompositionDeficitPercent.lowerBound),
            allowedRecompositionDeficitPercent.upperBound)
    }
}
