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
        guard var reader = FieldReader.object(value, at: .root, issues: &issues) else { throw ValidationFailure(issues) }
        var policy = Policy.standard
        if let version = reader.string("version", required: true) { policy.version = version }
        reader.nested("estimate") { section -> Void? in
            readEstimate(&section, into: &policy.estimate)
            return nil
        }
        reader.nested("safety") { section -> Void? in
            if let value = section.number("minimumAgeYears", in: 0...125, unit: "years") { policy.safety.minimumAgeYears = value }
            if let value = section.number("maximumAgeYears", in: 0...125, unit: "years") { policy.safety.maximumAgeYears = value }
            if let value = section.number("minimumBMIKgPerM2", in: 10...40, unit: "kg/m2") { policy.safety.minimumBMIKgPerM2 = value }
            return nil
        }
        reader.nested("target") { section -> Void? in
            readTarget(&section, into: &policy.target)
            return nil
        }
        reader.nested("checkIn") { section -> Void? in
            if let value = section.number("deadBandKcalPerDay", in: 0...1000, unit: "kcal/day") { policy.checkIn.deadBandKcalPerDay = value }
            if let value = section.number("maximumWeeklyChangeKcalPerDay", in: 0...2000, unit: "kcal/day") { policy.checkIn.maximumWeeklyChangeKcalPerDay = value }
            if let value = section.number("confirmationThresholdKcalPerDay", in: 0...2000, unit: "kcal/day") { policy.checkIn.confirmationThresholdKcalPerDay = value }
            if let value = section.number("targetRoundingKcalPerDay", in: 1...100, unit: "kcal/day") { policy.checkIn.targetRoundingKcalPerDay = value }
            if let value = section.integer("minimumEvidenceDaysPerWeek", in: 0...7) { policy.checkIn.minimumEvidenceDaysPerWeek = value }
            if let value = section.bool("maintainAdjustmentsEnabled") { policy.checkIn.maintainAdjustmentsEnabled = value }
            return nil
        }
        var unversioned = policy
        unversioned.version = Policy.standard.version
        if policy.version == Policy.standard.version && unversioned != Policy.standard {
            // Outputs name the policy by its version: a changed policy under the shipped name would
            // make its numbers look like the shipped policy's.
            reader.report(.invalidValue, at: "version", "this file changes parameters, so it needs its own version name, not the shipped \(Policy.standard.version)")
        }
        issues.append(contentsOf: reader.finish())
        guard issues.isEmpty else { throw ValidationFailure(issues) }
        return policy
    }

    private static func readTarget(_ section: inout FieldReader, into target: inout TargetPolicy) {
        func set(_ key: String, _ range: ClosedRange<Double>, _ unit: String, _ path: WritableKeyPath<TargetPolicy, Double>) {
            if let value = section.number(key, in: range, unit: unit) { target[keyPath: path] = value }
        }
        func setRange(_ key: String, _ bounds: ClosedRange<Double>, _ path: WritableKeyPath<TargetPolicy, ClosedRange<Double>>) {
            section.nested(key) { range -> Void? in
                let low = range.number("low", required: true, in: bounds)
                let high = range.number("high", required: true, in: bounds)
                if let low, let high {
                    if low <= high { target[keyPath: path] = low...high } else { range.report(.outOfRange, "low must not exceed high") }
                }
                return nil
            }
        }
        if let rule = section.choice("energyDensityRule", as: EnergyDensityRule.self) { target.energyDensityRule = rule }
        set("energyDensityKcalPerKg", 1000...10_000, "kcal/kg", \.energyDensityKcalPerKg)
        set("defaultLossRatePercentPerWeek", 0...2, "%/week", \.defaultLossRatePercentPerWeek)
        setRange("allowedLossRatePercentPerWeek", 0...2, \.allowedLossRatePercentPerWeek)
        set("deficitCapPercentOfMaintenance", 0...50, "%", \.deficitCapPercentOfMaintenance)
        set("deficitCapKcalPerDay", 0...2000, "kcal/day", \.deficitCapKcalPerDay)
        section.nested("surplusPercentByExperience") { levels -> Void? in
            for experience in TrainingExperience.allCases {
                if let value = levels.number(experience.rawValue, in: 0...30, unit: "%") { target.surplusPercentByExperience[experience] = value }
            }
            return nil
        }
        if let experience = section.choice("defaultTrainingExperience", as: TrainingExperience.self) { target.defaultTrainingExperience = experience }
        set("recompositionDeficitPercent", 0...30, "%", \.recompositionDeficitPercent)
        setRange("allowedRecompositionDeficitPercent", 0...30, \.allowedRecompositionDeficitPercent)
        section.nested("intakeFloorKcalPerDay") { floors -> Void? in
            for sex in EquationSex.allCases {
                if let value = floors.number(sex.rawValue, in: 0...5000, unit: "kcal/day") { target.intakeFloorKcalPerDay[sex] = value }
            }
            return nil
        }
        set("targetRoundingKcalPerDay", 1...100, "kcal/day", \.targetRoundingKcalPerDay)
        set("confidenceHighMaxHalfWidthKcalPerDay", 0...2000, "kcal/day", \.confidenceHighMaxHalfWidthKcalPerDay)
        set("confidenceModerateMaxHalfWidthKcalPerDay", 0...2000, "kcal/day", \.confidenceModerateMaxHalfWidthKcalPerDay)
        setRange("proteinGramsPerKgPerDay", 0...5, \.proteinGramsPerKgPerDay)
        set("proteinReferenceWeightBMIThresholdKgPerM2", 10...60, "kg/m2", \.proteinReferenceWeightBMIThresholdKgPerM2)
        set("proteinReferenceBMIKgPerM2", 10...60, "kg/m2", \.proteinReferenceBMIKgPerM2)
        set("landingMinimumBMIKgPerM2", 10...40, "kg/m2", \.landingMinimumBMIKgPerM2)
        set("olderAdultFromAgeYears", 19...125, "years", \.olderAdultFromAgeYears)
        set("olderAdultLandingMinimumBMIKgPerM2", 10...40, "kg/m2", \.olderAdultLandingMinimumBMIKgPerM2)
        set("maintainLandingToleranceKg", 0...20, "kg", \.maintainLandingToleranceKg)
    }

    private static func readEstimate(_ section: inout FieldReader, into estimate: inout EstimatePolicy) {
        if let z = section.number("predictionIntervalZ", in: 0.5...4) { estimate.predictionIntervalZ = z }
        if let percent = section.number("crossCheckDisagreementPercent", in: 0...100, unit: "%") { estimate.crossCheckDisagreementPercent = percent }
        section.nested("mifflinMultiplierByActivityLevel") { levels -> Void? in
            for level in ActivityLevel.allCases {
                if let multiplier = levels.number(level.rawValue, in: 1...2.5) { estimate.mifflinMultiplierByActivityLevel[level] = multiplier }
            }
            return nil
        }
    }
}
