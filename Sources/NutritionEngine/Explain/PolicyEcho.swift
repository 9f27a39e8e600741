/// The policy as every output echoes it: the version and every section, every parameter as
/// `PolicyReader` reads it and `Vectors/policy.schema.json` describes it (PolicySchemaTests keeps
/// the three in step), so any number can be traced to the parameters that produced it.
package enum PolicyEcho {
    /// Every section with the version.
    package static func json(_ policy: Policy) -> JSONValue {
        .object([
            "version": .string(policy.version), "estimate": policy.estimate.json, "safety": policy.safety.json,
            "target": policy.target.json, "checkIn": policy.checkIn.json, "days": policy.days.json,
            "maintenance": policy.maintenance.json, "projection": policy.projection.json,
            "patterns": policy.patterns.json, "today": policy.today.json,
        ])
    }

    /// The echo of a manual-only result: the version alone. Such a result is built from non-numeric
    /// parts only, and the parameters (intake floors, caps, rates) are the makings of automated numbers.
    static func versionOnly(_ policy: Policy) -> JSONValue { versionOnly(version: policy.version) }

    /// The echo of a policy known by its version alone.
    static func versionOnly(version: String) -> JSONValue { .object(["version": .string(version)]) }
}

extension EstimatePolicy {
    /// The parameters as written in outputs.
    var json: JSONValue {
        .object([
            "predictionIntervalZ": .number(predictionIntervalZ),
            "mifflinMultiplierByActivityLevel": .object(
                JSONObject(
                    Dictionary(
                        uniqueKeysWithValues: ActivityLevel.allCases.map {
                            ($0.rawValue, JSONValue.number(mifflinMultiplier($0)))
                        }))),
            "crossCheckDisagreementPercent": .number(crossCheckDisagreementPercent),
        ])
    }
}

extension SafetyPolicy {
    /// The parameters as written in outputs.
    var json: JSONValue {
        .object([
            "minimumAgeYears": .number(minimumAgeYears),
            "maximumAgeYears": .number(maximumAgeYears),
            "minimumBMIKgPerM2": .number(minimumBMIKgPerM2),
        ])
    }
}

extension TargetPolicy {
    /// The parameters as written in outputs.
    package var json: JSONValue {
        .object([
            "energyDensityRule": .string(energyDensityRule.rawValue),
            "energyDensityKcalPerKg": .number(energyDensityKcalPerKg),
            "defaultLossRatePercentPerWeek": .number(defaultLossRatePercentPerWeek),
            "allowedLossRatePercentPerWeek": Self.range(allowedLossRatePercentPerWeek),
            "deficitCapPercentOfMaintenance": .number(deficitCapPercentOfMaintenance),
            "deficitCapKcalPerDay": .number(deficitCapKcalPerDay),
            "surplusPercentByExperience": .object(
                JSONObject(
                    Dictionary(
                        uniqueKeysWithValues: TrainingExperience.allCases.map {
                            ($0.rawValue, JSONValue.number(surplusPercent($0)))
                        }))),
            "defaultTrainingExperience": .string(defaultTrainingExperience.rawValue),
            "recompositionDeficitPercent": .number(effectiveRecompositionDeficitPercent),
            "allowedRecompositionDeficitPercent": Self.range(allowedRecompositionDeficitPercent),
            "intakeFloorKcalPerDay": .object(
                JSONObject(
                    Dictionary(
                        uniqueKeysWithValues: EquationSex.allCases.map {
                            ($0.rawValue, JSONValue.number(intakeFloorKcalPerDay($0)))
                        }))),
            "targetRoundingKcalPerDay": .number(targetRoundingKcalPerDay),
            "confidenceHighMaxHalfWidthKcalPerDay": .number(confidenceHighMaxHalfWidthKcalPerDay),
            "confidenceModerateMaxHalfWidthKcalPerDay": .number(confidenceModerateMaxHalfWidthKcalPerDay),
            "proteinGramsPerKgPerDay": Self.range(proteinGramsPerKgPerDay),
            "proteinReferenceWeightBMIThresholdKgPerM2": .number(proteinReferenceWeightBMIThresholdKgPerM2),
            "proteinReferenceBMIKgPerM2": .number(proteinReferenceBMIKgPerM2),
            "landingMinimumBMIKgPerM2": .number(landingMinimumBMIKgPerM2),
            "olderAdultFloorRiseFromAgeYears": .number(olderAdultFloorRiseFromAgeYears),
            "olderAdultFromAgeYears": .number(olderAdultFromAgeYears),
            "olderAdultLandingMinimumBMIKgPerM2": .number(olderAdultLandingMinimumBMIKgPerM2),
            "olderAdultRateFromAgeYears": .number(olderAdultRateFromAgeYears),
            "olderAdultMaximumLossRatePercentPerWeek": .number(olderAdultMaximumLossRatePercentPerWeek),
            "gainLandingCeilingBMIKgPerM2": .number(gainLandingCeilingBMIKgPerM2),
            "maintainLandingToleranceKg": .number(maintainLandingToleranceKg),
        ])
    }

    private static func range(_ range: ClosedRange<Double>) -> JSONValue {
        .object(["low": .number(range.lowerBound), "high": .number(range.upperBound)])
    }
}

extension CheckInPolicy {
    /// The parameters as written in outputs.
    package var json: JSONValue {
        .object([
            "deadBandKcalPerDay": .number(deadBandKcalPerDay),
            "maximumWeeklyChangeKcalPerDay": .number(maximumWeeklyChangeKcalPerDay),
            "confirmationThresholdKcalPerDay": .number(confirmationThresholdKcalPerDay),
            "targetRoundingKcalPerDay": .number(targetRoundingKcalPerDay),
            "minimumEvidenceDaysPerWeek": .number(Double(minimumEvidenceDaysPerWeek)),
            "minimumWeighInSpanDays": .number(Double(minimumWeighInSpanDays)),
            "minimumDataWeight": .number(minimumDataWeight),
            "maintainAdjustmentsEnabled": .bool(maintainAdjustmentsEnabled),
        ])
    }
}

extension DayValidationPolicy {
    /// The parameters as written in outputs.
    package var json: JSONValue {
        .object([
            "suspectBelowFractionOfMaintenance": .number(suspectBelowFractionOfMaintenance),
            "suspectAboveFractionOfMaintenance": .number(suspectAboveFractionOfMaintenance),
            "plausibleWeightKg": .object([
                "low": .number(plausibleWeightKg.lowerBound), "high": .number(plausibleWeightKg.upperBound),
            ]),
            "outlierJumpPercentFromNeighbours": .number(outlierJumpPercentFromNeighbours),
            "outlierNeighbourWindowDays": .number(Double(outlierNeighbourWindowDays)),
            "outlierMinimumNeighbours": .number(Double(outlierMinimumNeighbours)),
            "trendSmoothingPerDay": .number(trendSmoothingPerDay),
            "suspectBelowFractionOfRecentIntake": .number(suspectBelowFractionOfRecentIntake),
            "recentIntakeWindowDays": .number(Double(recentIntakeWindowDays)),
            "recentIntakeMinimumDays": .number(Double(recentIntakeMinimumDays)),
            "suspectBelowFractionOfTarget": .number(suspectBelowFractionOfTarget),
            "mealPatternWindowDays": .number(Double(mealPatternWindowDays)),
            "mealPatternMinimumDays": .number(Double(mealPatternMinimumDays)),
            "usualMealMinimumShare": .number(usualMealMinimumShare),
            "mealFarBelowUsualFraction": .number(mealFarBelowUsualFraction),
            "mealShortBelowFractionOfRecentIntake": .number(mealShortBelowFractionOfRecentIntake),
            "partialOddsFactorMealsShort": .number(partialOddsFactorMealsShort),
            "partialOddsFactorMealsUsual": .number(partialOddsFactorMealsUsual),
        ])
    }
}

extension MaintenancePolicy {
    /// The parameters as written in outputs.
    package var json: JSONValue {
        .object([
            "windowDays": .number(Double(windowDays)),
            "minimumEvidenceDays": .number(Double(minimumEvidenceDays)),
            "minimumCoveragePercent": .number(minimumCoveragePercent),
            "minimumWeighInDays": .number(Double(minimumWeighInDays)),
            "minimumWeighInSpanDays": .number(Double(minimumWeighInSpanDays)),
            "maximumDaysSinceLastWeighIn": .number(Double(maximumDaysSinceLastWeighIn)),
            "energyDensity": .string(energyDensity.rawValue),
            "fixedEnergyDensityKcalPerKg": .number(fixedEnergyDensityKcalPerKg),
            "energyDensityRelativeStandardDeviation": .number(energyDensityRelativeStandardDeviation),
            "spikeThreshold": .number(spikeThreshold),
            "huberTuning": .number(huberTuning),
            "priorWaterNoiseAutocorrelation": .number(priorWaterNoiseAutocorrelation),
            "priorWaterNoiseAutocorrelationPairs": .number(priorWaterNoiseAutocorrelationPairs),
            "maximumWaterNoiseAutocorrelation": .number(maximumWaterNoiseAutocorrelation),
            "priorWeightNoiseKg": .number(priorWeightNoiseKg),
            "priorWeightNoiseDegreesOfFreedom": .number(priorWeightNoiseDegreesOfFreedom),
            "intakeVarianceFloorFraction": .number(intakeVarianceFloorFraction),
            "modelErrorKcalPerDay": .number(modelErrorKcalPerDay),
            "adjustForIntakeWater": .bool(adjustForIntakeWater),
            "intervalZ": .number(intervalZ),
            "highConfidenceHalfWidthKcalPerDay": .number(highConfidenceHalfWidthKcalPerDay),
            "moderateConfidenceHalfWidthKcalPerDay": .number(moderateConfidenceHalfWidthKcalPerDay),
            "suspectDaysIncompletePercent": .number(suspectDaysIncompletePercent),
            "priorUnderReportingFraction": .number(priorUnderReportingFraction),
            "priorUnderReportingStandardDeviationFraction": .number(priorUnderReportingStandardDeviationFraction),
            "priorWidensForSelfReportedActivity": .bool(priorWidensForSelfReportedActivity),
            "bodyFatReadingRecencyDays": .number(Double(bodyFatReadingRecencyDays)),
            "stateSpace": .object([
                "noiseGridKg": .array(stateSpace.noiseGridKg.map { .number($0) }),
                "autocorrelationGrid": .array(stateSpace.autocorrelationGrid.map { .number($0) }),
                "maintenanceRandomWalkKcalPerDay": .number(stateSpace.maintenanceRandomWalkKcalPerDay),
                "outlierGateZ": .number(stateSpace.outlierGateZ),
                "modelErrorKcalPerDay": .number(stateSpace.modelErrorKcalPerDay),
                "energyDensityRelativeStandardDeviation": .number(stateSpace.energyDensityRelativeStandardDeviation),
                "partialSharePriorAlpha": .number(stateSpace.partialSharePriorAlpha),
                "partialSharePriorBeta": .number(stateSpace.partialSharePriorBeta),
                "loggingErrorFraction": .number(stateSpace.loggingErrorFraction),
                "intakeKernelDays": .number(stateSpace.intakeKernelDays),
                "targetDays": .number(Double(stateSpace.targetDays)),
                "modelsWater": .bool(stateSpace.modelsWater),
                "modelsAdaptation": .bool(stateSpace.modelsAdaptation),
                "modelsWeightLinkedExpenditure": .bool(stateSpace.modelsWeightLinkedExpenditure),
            ]),
        ])
    }
}

extension ProjectionPolicy {
    /// The parameters as written in outputs.
    var json: JSONValue {
        .object([
            "defaultDays": .number(Double(defaultDays)),
            "landingSearchDays": .number(Double(landingSearchDays)),
            "carbohydrateEnergyFraction": .number(carbohydrateEnergyFraction),
            "staticRuleKcalPerKg": .number(staticRuleKcalPerKg),
            "stepDays": .number(stepDays),
        ])
    }
}

extension TodayPolicy {
    /// The parameters as written in outputs.
    var json: JSONValue {
        .object(["weighInReminderAfterDaysWithout": .number(Double(weighInReminderAfterDaysWithout))])
    }
}

extension PatternsPolicy {
    /// The parameters as written in outputs.
    package var json: JSONValue {
        .object([
            "falseDiscoveryRate": .number(falseDiscoveryRate),
            "minimumDaysPerGroup": .number(Double(minimumDaysPerGroup)),
            "minimumWeeksPerGroup": .number(Double(minimumWeeksPerGroup)),
            "minimumKnownDaysPerWeek": .number(Double(minimumKnownDaysPerWeek)),
            "permutationCount": .number(Double(permutationCount)),
            "intervalZ": .number(intervalZ),
            "targetBandPercent": .number(targetBandPercent),
            "alcoholDayMinimumG": .number(alcoholDayMinimumG),
            "trainingDayMinimumMinutes": .number(trainingDayMinimumMinutes),
            "balanceMinimumEvidenceDays": .number(Double(balanceMinimumEvidenceDays)),
            "breakfastProteinMinimumG": .number(breakfastProteinMinimumG),
            "lateLastFoodFromHour": .number(lateLastFoodFromHour),
            "earlyFirstFoodBeforeHour": .number(earlyFirstFoodBeforeHour),
        ])
    }
}
