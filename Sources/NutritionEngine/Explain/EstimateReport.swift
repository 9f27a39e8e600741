/// Builds the `estimate` command's output document.
public enum EstimateReport {
    /// The output for `estimate` under `policy`, numbers rounded to their documented precision.
    public static func json(_ estimate: EnergyEstimate, policy: Policy) -> JSONValue {
        let result: JSONObject = [
            "person": personJSON(estimate.person),
            "bodyMassIndex": bmiJSON(estimate.bodyMassIndex),
            "maintenance": maintenanceJSON(estimate, policy: policy.estimate),
        ]
        return ReportEnvelope.json(command: "estimate", policy: policy, result)
    }

    /// The person as the equations saw them (metric, after unit conversion).
    static func personJSON(_ person: Person) -> JSONValue {
        .object([
            "equationSex": .string(person.equationSex.rawValue),
            "ageYears": .number(person.ageYears),
            "heightCm": .number(person.heightCm.roundedTo(0.01)),
            "weightKg": .kg(person.weightKg),
            "activityLevel": .string(person.activityLevel.rawValue),
            "activityLevelSource": person.physicalActivityLevel == nil
                ? "declaredCategory" : "mappedFromPhysicalActivityLevel",
            "physicalActivityLevel": .number(person.physicalActivityLevel),
            "bodyFatPercent": .number(person.bodyFatPercent),
            "unitConversions": .array(person.unitConversions.map { .string($0) }),
        ])
    }

    /// BMI with its WHO class.
    public static func bmiJSON(_ bmi: BodyMassIndex) -> JSONValue {
        .object([
            "kgPerM2": .number(bmi.comparedKgPerM2),
            "whoClass": .string(bmi.whoClass.rawValue),
            "source":
                "WHO (2000) Obesity: preventing and managing the global epidemic, TRS 894; classes compared on the BMI rounded to 0.01 kg/m²",
        ])
    }

    /// The NASEM estimate and its interval, the form every later command reuses.
    static func nasemJSON(_ estimate: EnergyEstimate, policy: EstimatePolicy) -> JSONValue {
        let c = NASEM2023.coefficients(estimate.person.equationSex, estimate.person.activityLevel)
        return .object([
            "kcalPerDay": .kcal(estimate.nasemKcalPerDay),
            "interval95": .object([
                "low": .kcal(estimate.nasemInterval95LowKcalPerDay),
                "high": .kcal(estimate.nasemInterval95HighKcalPerDay),
                "unit": "kcal/day",
                "halfWidthKcalPerDay": .kcal(policy.predictionIntervalZ * estimate.nasemStandardErrorKcalPerDay),
                "meaning":
                    "prediction interval: for about 95 of 100 people with these inputs, measured expenditure falls in this range",
            ]),
            "standardErrorOfEstimateKcalPerDay": .number(estimate.nasemStandardErrorKcalPerDay),
            "equation": .object([
                "name": .string(NASEM2023.name),
                "version": .string(NASEM2023.version),
                "source": .string(NASEM2023.source),
                "sex": .string(estimate.person.equationSex.rawValue),
                "activityLevel": .string(estimate.person.activityLevel.rawValue),
                "interceptKcalPerDay": .number(c.interceptKcal),
                "kcalPerDayPerYearOfAge": .number(c.kcalPerYearOfAge),
                "kcalPerDayPerCmOfHeight": .number(c.kcalPerCmOfHeight),
                "kcalPerDayPerKgOfWeight": .number(c.kcalPerKgOfWeight),
            ]),
        ])
    }

    static func maintenanceJSON(_ estimate: EnergyEstimate, policy: EstimatePolicy) -> JSONValue {
        let disagrees = abs(estimate.mifflinVsNasemPercent) > policy.crossCheckDisagreementPercent
        let basis: String =
            switch estimate.mifflinMultiplierBasis {
            case .declaredPhysicalActivityLevel: "the person's own physical activity level from the input"
            case .representativePALOfCategory:
                "a representative PAL of the NASEM \(estimate.person.activityLevel.rawValue) band (policy); the common 1.2-1.9 activity factors have no primary source"
            }
        let note: JSONValue =
            disagrees
            ? .string(
                "The Mifflin-St Jeor based maintenance differs from NASEM 2023 by \(format(estimate.mifflinVsNasemPercent))%, more than \(OutputText.number(policy.crossCheckDisagreementPercent))%: the two equations disagree for this person, so treat either value with extra caution until logged intake and weight refine it."
            ) : .null
        var lean: JSONValue = .null
        if let leanMass = estimate.leanMass {
            lean = .object([
                "leanMassKg": .kg(leanMass.leanMassKg),
                "cunningham1980RestingKcalPerDay": .kcal(leanMass.cunningham1980RestingKcalPerDay),
                "katchMcArdle1991RestingKcalPerDay": .kcal(leanMass.katchMcArdle1991RestingKcalPerDay),
                "sources": [
                    "Cunningham JJ (1980) Am J Clin Nutr 33:2372-4: REE = 500 + 22 x LBM",
                    "Katch-McArdle after Cunningham JJ (1991) Am J Clin Nutr 54:963-9: REE = 370 + 21.6 x LBM",
                ],
            ])
        }
        return .object([
            "nasem2023": nasemJSON(estimate, policy: policy),
            "mifflinStJeor": .object([
                "restingKcalPerDay": .kcal(estimate.mifflinRestingKcalPerDay),
                "activityMultiplier": .number(estimate.mifflinMultiplier),
                "activityMultiplierBasis": .string(estimate.mifflinMultiplierBasis.rawValue),
                "activityMultiplierReason": .string(basis),
                "maintenanceKcalPerDay": .kcal(estimate.mifflinMaintenanceKcalPerDay),
                "equation": .object([
                    "version": .string(MifflinStJeor.version), "source": .string(MifflinStJeor.source),
                ]),
            ]),
            "leanMass": lean,
            "crossCheck": .object([
                "mifflinMinusNasemKcalPerDay": .kcal(estimate.mifflinMinusNasemKcalPerDay),
                "mifflinVsNasemPercent": .percent(estimate.mifflinVsNasemPercent),
                "disagreementThresholdPercent": .number(policy.crossCheckDisagreementPercent),
                "disagrees": .bool(disagrees),
                "note": note,
            ]),
        ])
    }

    private static func format(_ percent: Double) -> String {
        OutputText.fixed(percent, 1)
    }
}
