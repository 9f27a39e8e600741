/// Reads a policy file: `{"version": "...", "<section>": {<parameter>: value, ...}}`.
///
/// Parameters not named keep their standard values; unknown sections or parameters are errors,
/// so a misspelt parameter cannot silently leave the default in force. The version is required
/// so that every output under a changed policy says so, and a file that changes any parameter may
/// not reuse the shipped version name. The format is published as `Vectors/policy.schema.json`.
public enum PolicyReader {
    /// The policy described by `bytes`, starting from `Policy.standard`.
    public static func read(_ bytes: some Collection<UInt8>) throws(ValidationFailure) -> Policy {
        let value: JSONValue
        do { value = try JSONParser().parse(bytes) } catch { throw ValidationFailure([ValidationIssue(error)]) }
        var issues: [ValidationIssue] = []
        guard var reader = FieldReader.object(value, at: .root, issues: &issues) else {
            throw ValidationFailure(issues)
        }
        var policy = Policy.standard
        if let version = reader.string("version", required: true) { policy.version = version }
        section("estimate", &reader, &policy.estimate) { section in
            section.number("predictionIntervalZ", 0.5...4, \.predictionIntervalZ)
            section.number("crossCheckDisagreementPercent", 0...100, unit: "%", \.crossCheckDisagreementPercent)
            section.table("mifflinMultiplierByActivityLevel", 1...2.5, \.mifflinMultiplierByActivityLevel)
        }
        section("safety", &reader, &policy.safety) { section in
            section.number("minimumAgeYears", 0...125, unit: "years", \.minimumAgeYears)
            section.number("maximumAgeYears", 0...125, unit: "years", \.maximumAgeYears)
            section.number("minimumBMIKgPerM2", 10...40, unit: "kg/m2", \.minimumBMIKgPerM2)
        }
        section("target", &reader, &policy.target) { section in
            section.choice("energyDensityRule", \.energyDensityRule)
            section.number("energyDensityKcalPerKg", 1000...10_000, unit: "kcal/kg", \.energyDensityKcalPerKg)
            section.number("defaultLossRatePercentPerWeek", 0...2, unit: "%/week", \.defaultLossRatePercentPerWeek)
            section.range("allowedLossRatePercentPerWeek", 0...2, \.allowedLossRatePercentPerWeek)
            section.number("deficitCapPercentOfMaintenance", 0...50, unit: "%", \.deficitCapPercentOfMaintenance)
            section.number("deficitCapKcalPerDay", 0...2000, unit: "kcal/day", \.deficitCapKcalPerDay)
            section.table("surplusPercentByExperience", 0...30, unit: "%", \.surplusPercentByExperience)
            section.choice("defaultTrainingExperience", \.defaultTrainingExperience)
            section.number("recompositionDeficitPercent", 0...30, unit: "%", \.recompositionDeficitPercent)
            section.range("allowedRecompositionDeficitPercent", 0...30, \.allowedRecompositionDeficitPercent)
            section.table("intakeFloorKcalPerDay", 0...5000, unit: "kcal/day", \.intakeFloorKcalPerDay)
            section.number("targetRoundingKcalPerDay", 1...100, unit: "kcal/day", \.targetRoundingKcalPerDay)
            section.number(
                "confidenceHighMaxHalfWidthKcalPerDay", 0...2000, unit: "kcal/day",
                \.confidenceHighMaxHalfWidthKcalPerDay)
            section.number(
                "confidenceModerateMaxHalfWidthKcalPerDay", 0...2000, unit: "kcal/day",
                \.confidenceModerateMaxHalfWidthKcalPerDay)
            section.range("proteinGramsPerKgPerDay", 0...5, \.proteinGramsPerKgPerDay)
            section.number(
                "proteinReferenceWeightBMIThresholdKgPerM2", 10...60, unit: "kg/m2",
                \.proteinReferenceWeightBMIThresholdKgPerM2)
            section.number("proteinReferenceBMIKgPerM2", 10...60, unit: "kg/m2", \.proteinReferenceBMIKgPerM2)
            section.number("landingMinimumBMIKgPerM2", 10...40, unit: "kg/m2", \.landingMinimumBMIKgPerM2)
            section.number(
                "olderAdultFloorRiseFromAgeYears", 19...125, unit: "years", \.olderAdultFloorRiseFromAgeYears)
            section.number("olderAdultFromAgeYears", 19...125, unit: "years", \.olderAdultFromAgeYears)
            section.number(
                "olderAdultLandingMinimumBMIKgPerM2", 10...40, unit: "kg/m2", \.olderAdultLandingMinimumBMIKgPerM2)
            section.number("olderAdultRateFromAgeYears", 19...125, unit: "years", \.olderAdultRateFromAgeYears)
            section.number(
                "olderAdultMaximumLossRatePercentPerWeek", 0...2, unit: "%/week",
                \.olderAdultMaximumLossRatePercentPerWeek)
            section.number("gainLandingCeilingBMIKgPerM2", 10...60, unit: "kg/m2", \.gainLandingCeilingBMIKgPerM2)
            section.number("maintainLandingToleranceKg", 0...20, unit: "kg", \.maintainLandingToleranceKg)
        }
        section("checkIn", &reader, &policy.checkIn) { section in
            section.number("deadBandKcalPerDay", 0...1000, unit: "kcal/day", \.deadBandKcalPerDay)
            section.number("maximumWeeklyChangeKcalPerDay", 0...2000, unit: "kcal/day", \.maximumWeeklyChangeKcalPerDay)
            section.number(
                "confirmationThresholdKcalPerDay", 0...2000, unit: "kcal/day", \.confirmationThresholdKcalPerDay)
            section.number("targetRoundingKcalPerDay", 1...100, unit: "kcal/day", \.targetRoundingKcalPerDay)
            section.integer("minimumEvidenceDaysPerWeek", 0...7, \.minimumEvidenceDaysPerWeek)
            section.integer("minimumWeighInSpanDays", 0...365, \.minimumWeighInSpanDays)
            section.number("minimumDataWeight", 0...1, \.minimumDataWeight)
            section.bool("maintainAdjustmentsEnabled", \.maintainAdjustmentsEnabled)
        }
        section("days", &reader, &policy.days) { section in
            section.number("suspectBelowFractionOfMaintenance", 0...1, \.suspectBelowFractionOfMaintenance)
            section.number("suspectAboveFractionOfMaintenance", 1...10, \.suspectAboveFractionOfMaintenance)
            section.range("plausibleWeightKg", 1...1000, \.plausibleWeightKg)
            section.number("outlierJumpPercentFromNeighbours", 0...100, unit: "%", \.outlierJumpPercentFromNeighbours)
            section.integer("outlierNeighbourWindowDays", 1...60, \.outlierNeighbourWindowDays)
            section.integer("outlierMinimumNeighbours", 1...30, \.outlierMinimumNeighbours)
            section.number("trendSmoothingPerDay", 0.01...1, \.trendSmoothingPerDay)
            section.number("suspectBelowFractionOfRecentIntake", 0...1, \.suspectBelowFractionOfRecentIntake)
            section.integer("recentIntakeWindowDays", 1...90, \.recentIntakeWindowDays)
            section.integer("recentIntakeMinimumDays", 1...90, \.recentIntakeMinimumDays)
            section.number("suspectBelowFractionOfTarget", 0...1, \.suspectBelowFractionOfTarget)
            section.integer("mealPatternWindowDays", 7...365, \.mealPatternWindowDays)
            section.integer("mealPatternMinimumDays", 1...365, \.mealPatternMinimumDays)
            section.number("usualMealMinimumShare", 0.5...1, \.usualMealMinimumShare)
            section.number("mealFarBelowUsualFraction", 0...1, \.mealFarBelowUsualFraction)
            section.number("mealShortBelowFractionOfRecentIntake", 0...2, \.mealShortBelowFractionOfRecentIntake)
            section.number("partialOddsFactorMealsShort", 1...100, \.partialOddsFactorMealsShort)
            section.number("partialOddsFactorMealsUsual", 0.01...1, \.partialOddsFactorMealsUsual)
        }
        section("maintenance", &reader, &policy.maintenance) { section in
            section.integer("windowDays", 7...365, \.windowDays)
            section.integer("minimumEvidenceDays", 1...365, \.minimumEvidenceDays)
            section.number("minimumCoveragePercent", 0...100, unit: "%", \.minimumCoveragePercent)
            section.integer("minimumWeighInDays", 2...365, \.minimumWeighInDays)
            section.integer("minimumWeighInSpanDays", 1...365, \.minimumWeighInSpanDays)
            section.integer("maximumDaysSinceLastWeighIn", 0...365, \.maximumDaysSinceLastWeighIn)
            section.choice("energyDensity", \.energyDensity)
            section.number("fixedEnergyDensityKcalPerKg", 1000...10_000, unit: "kcal/kg", \.fixedEnergyDensityKcalPerKg)
            section.number("energyDensityRelativeStandardDeviation", 0...1, \.energyDensityRelativeStandardDeviation)
            section.number("spikeThreshold", 1...20, \.spikeThreshold)
            section.number("huberTuning", 0.1...10, \.huberTuning)
            section.number("priorWaterNoiseAutocorrelation", 0...0.99, \.priorWaterNoiseAutocorrelation)
            section.number("priorWaterNoiseAutocorrelationPairs", 0...1000, \.priorWaterNoiseAutocorrelationPairs)
            section.number("maximumWaterNoiseAutocorrelation", 0...0.99, \.maximumWaterNoiseAutocorrelation)
            section.number("priorWeightNoiseKg", 0.01...5, unit: "kg", \.priorWeightNoiseKg)
            section.number("priorWeightNoiseDegreesOfFreedom", 0...1000, \.priorWeightNoiseDegreesOfFreedom)
            section.number("intakeVarianceFloorFraction", 0...1, \.intakeVarianceFloorFraction)
            section.number("modelErrorKcalPerDay", 0...2000, unit: "kcal/day", \.modelErrorKcalPerDay)
            section.bool("adjustForIntakeWater", \.adjustForIntakeWater)
            section.number("intervalZ", 0.5...4, \.intervalZ)
            section.number(
                "highConfidenceHalfWidthKcalPerDay", 0...2000, unit: "kcal/day", \.highConfidenceHalfWidthKcalPerDay)
            section.number(
                "moderateConfidenceHalfWidthKcalPerDay", 0...2000, unit: "kcal/day",
                \.moderateConfidenceHalfWidthKcalPerDay)
            section.number("suspectDaysIncompletePercent", 0...100, unit: "%", \.suspectDaysIncompletePercent)
            section.number("priorUnderReportingFraction", 0...0.5, \.priorUnderReportingFraction)
            section.number(
                "priorUnderReportingStandardDeviationFraction", 0...0.5, \.priorUnderReportingStandardDeviationFraction)
            section.bool("priorWidensForSelfReportedActivity", \.priorWidensForSelfReportedActivity)
            section.integer("bodyFatReadingRecencyDays", 0...3650, \.bodyFatReadingRecencyDays)
            section.nested("stateSpace", \.stateSpace) { section in
                section.grid("noiseGridKg", 0.01...5, unit: "kg", \.noiseGridKg)
                section.grid("autocorrelationGrid", 0...0.99, \.autocorrelationGrid)
                section.number(
                    "maintenanceRandomWalkKcalPerDay", 0...500, unit: "kcal/day", \.maintenanceRandomWalkKcalPerDay)
                section.number("outlierGateZ", 1...20, \.outlierGateZ)
                section.number("modelErrorKcalPerDay", 0...2000, unit: "kcal/day", \.modelErrorKcalPerDay)
                section.number(
                    "energyDensityRelativeStandardDeviation", 0...1, \.energyDensityRelativeStandardDeviation)
                section.number("partialSharePriorAlpha", 0.01...1000, \.partialSharePriorAlpha)
                section.number("partialSharePriorBeta", 0.01...1000, \.partialSharePriorBeta)
                section.number("loggingErrorFraction", 0...1, \.loggingErrorFraction)
                section.number("intakeKernelDays", 1...90, unit: "days", \.intakeKernelDays)
                section.integer("targetDays", 1...365, \.targetDays)
                section.bool("modelsWater", \.modelsWater)
                section.bool("modelsAdaptation", \.modelsAdaptation)
                section.bool("modelsWeightLinkedExpenditure", \.modelsWeightLinkedExpenditure)
            }
        }
        section("projection", &reader, &policy.projection) { section in
            section.integer("defaultDays", 1...3650, \.defaultDays)
            section.integer("landingSearchDays", 1...3650, \.landingSearchDays)
            section.number("carbohydrateEnergyFraction", 0...1, \.carbohydrateEnergyFraction)
            section.number("staticRuleKcalPerKg", 1000...10_000, unit: "kcal/kg", \.staticRuleKcalPerKg)
            section.number("stepDays", 0.05...1, unit: "days", \.stepDays)
        }
        section("patterns", &reader, &policy.patterns) { section in
            section.number("falseDiscoveryRate", 0.0001...0.5, \.falseDiscoveryRate)
            section.integer("minimumDaysPerGroup", 1...365, \.minimumDaysPerGroup)
            section.integer("minimumWeeksPerGroup", 2...52, \.minimumWeeksPerGroup)
            section.integer("minimumKnownDaysPerWeek", 1...7, \.minimumKnownDaysPerWeek)
            section.integer("permutationCount", 99...999_999, \.permutationCount)
            section.number("intervalZ", 0.5...4, \.intervalZ)
            section.number("targetBandPercent", 0...50, unit: "%", \.targetBandPercent)
            section.number("alcoholDayMinimumG", 0...200, unit: "g", \.alcoholDayMinimumG)
            section.number("trainingDayMinimumMinutes", 0...600, unit: "minutes", \.trainingDayMinimumMinutes)
            section.integer("balanceMinimumEvidenceDays", 1...7, \.balanceMinimumEvidenceDays)
            section.number("breakfastProteinMinimumG", 0...200, unit: "g", \.breakfastProteinMinimumG)
            section.number("lateLastFoodFromHour", 0...24, unit: "hours", \.lateLastFoodFromHour)
            section.number("earlyFirstFoodBeforeHour", 0...24, unit: "hours", \.earlyFirstFoodBeforeHour)
        }
        section("today", &reader, &policy.today) { section in
            section.integer("weighInReminderAfterDaysWithout", 1...365, \.weighInReminderAfterDaysWithout)
        }
        var unversioned = policy
        unversioned.version = Policy.standard.version
        if policy.version == Policy.standard.version && unversioned != Policy.standard {
            // Outputs name the policy by its version: a changed policy under the shipped name would
            // make its numbers look like the shipped policy's.
            reader.report(
                .invalidValue, at: "version",
                "this file changes parameters, so it needs its own version name, not the shipped "
                    + "\(Policy.standard.version)"
            )
        }
        issues.append(contentsOf: reader.finish())
        guard issues.isEmpty else { throw ValidationFailure(issues) }
        return policy
    }

    /// Reads the section at `key` of `reader` into `parameters` with `body`.
    private static func section<Parameters>(
        _ key: String, _ reader: inout FieldReader, _ parameters: inout Parameters,
        _ body: (inout SectionReader<Parameters>) -> Void
    ) {
        reader.nested(key) { fields -> Void? in
            var section = SectionReader(reader: fields, parameters: parameters)
            body(&section)
            fields = section.reader
            parameters = section.parameters
            return nil
        }
    }

    /// One section being read: its reader and its parameters, each member checked against its bounds.
    private struct SectionReader<Parameters> {
        var reader: FieldReader
        var parameters: Parameters

        mutating func number(
            _ key: String, _ range: ClosedRange<Double>, unit: String = "", _ path: WritableKeyPath<Parameters, Double>
        ) {
            if let value = reader.number(key, in: range, unit: unit) { parameters[keyPath: path] = value }
        }

        mutating func integer(_ key: String, _ range: ClosedRange<Int>, _ path: WritableKeyPath<Parameters, Int>) {
            if let value = reader.integer(key, in: range) { parameters[keyPath: path] = value }
        }

        mutating func bool(_ key: String, _ path: WritableKeyPath<Parameters, Bool>) {
            if let value = reader.bool(key) { parameters[keyPath: path] = value }
        }

        mutating func choice<Choice: RawRepresentable & CaseIterable>(
            _ key: String, _ path: WritableKeyPath<Parameters, Choice>
        ) where Choice.RawValue == String {
            if let value = reader.choice(key, as: Choice.self) { parameters[keyPath: path] = value }
        }

        /// `{"low", "high"}`, both within `bounds`, low not above high.
        mutating func range(
            _ key: String, _ bounds: ClosedRange<Double>, _ path: WritableKeyPath<Parameters, ClosedRange<Double>>
        ) {
            var read: ClosedRange<Double>?
            reader.nested(key) { range -> Void? in
                let low = range.number("low", required: true, in: bounds)
                let high = range.number("high", required: true, in: bounds)
                if let low, let high {
                    if low <= high { read = low...high } else { range.report(.outOfRange, "low must not exceed high") }
                }
                return nil
            }
            if let read { parameters[keyPath: path] = read }
        }

        /// `{"<case>": value, ...}` for the cases of `Key`, each value within `bounds`; cases not named keep theirs.
        mutating func table<Key: RawRepresentable & CaseIterable & Hashable>(
            _ key: String, _ bounds: ClosedRange<Double>, unit: String = "",
            _ path: WritableKeyPath<Parameters, [Key: Double]>
        ) where Key.RawValue == String {
            var table = parameters[keyPath: path]
            reader.nested(key) { entries -> Void? in
                for entry in Key.allCases {
                    if let value = entries.number(entry.rawValue, in: bounds, unit: unit) { table[entry] = value }
                }
                return nil
            }
            parameters[keyPath: path] = table
        }

        /// A grid of 1 to 10 values, each within `bounds`.
        mutating func grid(
            _ key: String, _ bounds: ClosedRange<Double>, unit: String = "",
            _ path: WritableKeyPath<Parameters, [Double]>
        ) {
            let values = reader.array(key) { element, path, issues -> Double? in
                guard let value = element.numberValue, bounds.contains(value) else {
                    let suffix = unit.isEmpty ? "" : " \(unit)"
                    issues.append(
                        ValidationIssue(
                            path: path, code: element.numberValue == nil ? .wrongType : .outOfRange,
                            message:
                                "\(key) values must be numbers between \(JSONWriter.format(bounds.lowerBound)) and "
                                + "\(JSONWriter.format(bounds.upperBound))\(suffix)"
                        ))
                    return nil
                }
                return value
            }
            guard let values, let count = reader.value(key)?.arrayValue?.count, values.count == count else { return }
            guard (1...10).contains(count) else {
                return reader.report(.outOfRange, at: key, "\(key) must hold 1 to 10 values, found \(count)")
            }
            parameters[keyPath: path] = values
        }

        /// The object at `key`, read into the parameters at `path` with `body`.
        mutating func nested<Inner>(
            _ key: String, _ path: WritableKeyPath<Parameters, Inner>, _ body: (inout SectionReader<Inner>) -> Void
        ) {
            var inner = parameters[keyPath: path]
            PolicyReader.section(key, &reader, &inner, body)
            parameters[keyPath: path] = inner
        }
    }
}
