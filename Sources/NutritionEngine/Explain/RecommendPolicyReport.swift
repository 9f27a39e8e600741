extension SafetyPolicy {
    /// The parameters as written in outputs.
    public var json: JSONValue {
        .object([
            "minimumAgeYears": .number(minimumAgeYears),
            "maximumAgeYears": .number(maximumAgeYears),
            "minimumBMIKgPerM2": .number(minimumBMIKgPerM2),
        ])
    }
}

extension TargetPolicy {
    /// The parameters as written in outputs.
    public var json: JSONValue {
        .object([
            "energyDensityRule": .string(energyDensityRule.rawValue),
            "energyDensityKcalPerKg": .number(energyDensityKcalPerKg),
            "defaultLossRatePercentPerWeek": .number(defaultLossRatePercentPerWeek),
            "allowedLossRatePercentPerWeek": Self.range(allowedLossRatePercentPerWeek),
            "deficitCapPercentOfMaintenance": .number(deficitCapPercentOfMaintenance),
            "deficitCapKcalPerDay": .number(deficitCapKcalPerDay),
            "surplusPercentByExperience": .object(
                JSONObject(Dictionary(uniqueKeysWithValues: TrainingExperience.allCases.map { ($0.rawValue, JSONValue.number(surplusPercent($0))) }))),
            "defaultTrainingExperience": .string(defaultTrainingExperience.rawValue),
            "recompositionDeficitPercent": .number(effectiveRecompositionDeficitPercent),
            "allowedRecompositionDeficitPercent": Self.range(allowedRecompositionDeficitPercent),
            "intakeFloorKcalPerDay": .object(
                JSONObject(Dictionary(uniqueKeysWithValues: EquationSex.allCases.map { ($0.rawValue, JSONValue.number(intakeFloorKcalPerDay($0))) }))),
            "targetRoundingKcalPerDay": .number(targetRoundingKcalPerDay),
            "confidenceHighMaxHalfWidthKcalPerDay": .number(confidenceHighMaxHalfWidthKcalPerDay),
            "confidenceModerateMaxHalfWidthKcalPerDay": .number(confidenceModerateMaxHalfWidthKcalPerDay),
            "proteinGramsPerKgPerDay": Self.range(proteinGramsPerKgPerDay),
            "proteinReferenceWeightBMIThresholdKgPerM2": .number(proteinReferenceWeightBMIThresholdKgPerM2),
            "proteinReferenceBMIKgPerM2": .number(proteinReferenceBMIKgPerM2),
            "landingMinimumBMIKgPerM2": .number(landingMinimumBMIKgPerM2),
            "olderAdultFromAgeYears": .number(olderAdultFromAgeYears),
            "olderAdultLandingMinimumBMIKgPerM2": .number(olderAdultLandingMinimumBMIKgPerM2),
            "maintainLandingToleranceKg": .number(maintainLandingToleranceKg),
        ])
    }

    private static func range(_ range: ClosedRange<Double>) -> JSONValue {
        .object(["low": .number(range.lowerBound), "high": .number(range.upperBound)])
    }
}
