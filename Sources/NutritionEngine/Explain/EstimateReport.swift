/// What `estimate` found for an eligible person: every equation estimate, unrounded, with the
/// policy that shaped them. Its JSON document and its page are both built from these typed values.
public struct EstimateReport: Sendable, Equatable {
    /// The equation estimates (kcal/day) and the person they are for.
    public var estimate: EnergyEstimate
    /// The policy in force (echoed whole in the JSON).
    public var policy: Policy
    /// The document's warnings.
    public var warnings: [InputWarning]

    /// The report of `estimate` under `policy`, with the document's `warnings`.
    public init(_ estimate: EnergyEstimate, policy: Policy, warnings: [InputWarning] = []) {
        self.estimate = estimate
        self.policy = policy
        self.warnings = warnings
    }

    /// The output document, numbers rounded to their documented precision.
    public var json: JSONValue {
        let result: JSONObject = [
            "person": Self.personJSON(estimate.person),
            "bodyMassIndex": Self.bmiJSON(estimate.bodyMassIndex),
            "maintenance": Self.maintenanceJSON(estimate, policy: policy.estimate),
        ]
        return InputWarning.json(ReportEnvelope.json(command: "estimate", policy: policy, result), warnings)
    }

    /// The page: the result, how it was worked out (the equations with their coefficients) and the sources.
    public var page: ReportPage {
        let n = OutputText.self
        let person = estimate.person
        var page = PageBuilder(title: "Maintenance estimate")
        page.paragraph(Self.personLine(person))
        page.section("Result")
        page.bullet(
            "NASEM 2023: **\(n.peopleKcal(estimate.nasemKcalPerDay)) kcal/day** (95 % range "
                + "\(n.peopleKcal(estimate.nasemInterval95LowKcalPerDay)) to "
                + "\(n.peopleKcal(estimate.nasemInterval95HighKcalPerDay)) kcal/day)."
        )
        let disagrees = Self.disagrees(estimate, policy: policy.estimate)
        page.bullet(
            "Mifflin-St Jeor cross-check: \(n.peopleKcal(estimate.mifflinMaintenanceKcalPerDay)) kcal/day, "
                + "\(n.percent(estimate.mifflinVsNasemPercent)) % from NASEM (threshold "
                + "\(n.number(policy.estimate.crossCheckDisagreementPercent)) %): "
                + "\(disagrees ? "they disagree" : "they agree")."
        )
        if let note = Self.crossCheckNote(estimate, policy: policy.estimate) { page.continuation(note) }
        if let lean = estimate.leanMass {
            page.bullet(
                "Lean mass \(n.kg(lean.leanMassKg)) kg; resting expenditure: Cunningham "
                    + "\(n.peopleKcal(lean.cunningham1980RestingKcalPerDay)), Katch-McArdle "
                    + "\(n.peopleKcal(lean.katchMcArdle1991RestingKcalPerDay)) kcal/day.")
        }
        page.bullet(
            "Body mass index: \(n.number(estimate.bodyMassIndex.comparedKgPerM2)) kg/m2 (WHO class: "
                + "\(estimate.bodyMassIndex.whoClass.words)).")
        page.section("How it was worked out")
        let c = NASEM2023.coefficients(person.equationSex, person.activityLevel)
        page.step(
            "NASEM 2023 (\(person.equationSex.rawValue), \(person.activityLevel.words)): "
                + "\(n.number(c.interceptKcal)) + "
                + "(\(n.number(c.kcalPerYearOfAge)) x \(n.number(person.ageYears)) y) + "
                + "\(n.number(c.kcalPerCmOfHeight)) x "
                + "\(n.fixed(person.heightCm, 2)) cm + \(n.number(c.kcalPerKgOfWeight)) x \(n.kg(person.weightKg)) "
                + "kg = "
                + "\(n.kcal(estimate.nasemKcalPerDay)) kcal/day.")
        let z = policy.estimate.predictionIntervalZ
        let standardError = estimate.nasemStandardErrorKcalPerDay
        page.step(
            "95 % range: \(n.kcal(estimate.nasemKcalPerDay)) ± \(n.kcal(z * standardError)) (\(n.number(z)) x "
                + "\(n.number(standardError)) kcal/day) = \(n.kcal(estimate.nasemInterval95LowKcalPerDay)) to "
                + "\(n.kcal(estimate.nasemInterval95HighKcalPerDay)) kcal/day.")
        page.step(
            "Mifflin-St Jeor: resting \(n.kcal(estimate.mifflinRestingKcalPerDay)) kcal/day x activity "
                + "\(n.number(estimate.mifflinMultiplier)) (\(Self.multiplierReason(estimate))) = "
                + "\(n.kcal(estimate.mifflinMaintenanceKcalPerDay)) kcal/day.")
        page.section("Notes")
        var sources = [NASEM2023.source, MifflinStJeor.source]
        if estimate.leanMass != nil { sources += Self.leanMassSources }
        sources.append(Self.bmiSource)
        for source in sources { page.bullet("\(source).") }
        page.versions(policyVersion: policy.version, warnings: warnings)
        return page.page
    }

    /// "Person: female, 34 y, 168 cm, 72.4 kg, …": the person as the equations saw them.
    static func personLine(_ person: Person) -> String {
        let n = OutputText.self
        var parts = [
            person.equationSex.rawValue, "\(n.number(person.ageYears)) y", "\(n.fixed(person.heightCm, 2)) cm",
            "\(n.kg(person.weightKg)) kg",
        ]
        if let fat = person.bodyFatPercent { parts.append("body fat \(n.number(fat)) %") }
        parts.append(person.activityLevel.words)
        if let pal = person.physicalActivityLevel { parts.append("PAL \(n.number(pal))") }
        return "Person: \(parts.joined(separator: ", "))."
    }

    /// The two lean-mass equations' sources.
    static let leanMassSources = [
        "Cunningham JJ (1980) Am J Clin Nutr 33:2372-4: REE = 500 + 22 x LBM",
        "Katch-McArdle after Cunningham JJ (1991) Am J Clin Nutr 54:963-9: REE = 370 + 21.6 x LBM",
    ]

    /// The BMI classes' source.
    static let bmiSource =
        "WHO (2000) Obesity: preventing and managing the global epidemic, TRS 894; classes compared on the BMI "
        + "rounded to 0.01 kg/m²"

    /// Whether Mifflin–St Jeor and NASEM disagree by more than the policy's threshold.
    static func disagrees(_ estimate: EnergyEstimate, policy: EstimatePolicy) -> Bool {
        abs(estimate.mifflinVsNasemPercent) > policy.crossCheckDisagreementPercent
    }

    /// Why the Mifflin multiplier is what it is.
    static func multiplierReason(_ estimate: EnergyEstimate) -> String {
        switch estimate.mifflinMultiplierBasis {
        case .declaredPhysicalActivityLevel: "the person's own physical activity level from the input"
        case .representativePALOfCategory:
            "a representative PAL of the NASEM \(estimate.person.activityLevel.words) band (policy); the common "
                + "1.2-1.9 activity factors have no primary source"
        }
    }

    /// The caution when the two equations disagree, nil when they agree.
    static func crossCheckNote(_ estimate: EnergyEstimate, policy: EstimatePolicy) -> String? {
        guard disagrees(estimate, policy: policy) else { return nil }
        return "The Mifflin-St Jeor based maintenance differs from NASEM 2023 by "
            + "\(OutputText.fixed(estimate.mifflinVsNasemPercent, 1))%, more than "
            + "\(OutputText.number(policy.crossCheckDisagreementPercent))%: the two equations disagree for this "
            + "person, "
            + "so treat either value with extra caution until logged intake and weight refine it."
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
            "source": .string(bmiSource),
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
                "meaning": .string(
                    "prediction interval: for about 95 of 100 people with these inputs, measured expenditure falls "
                        + "in this range"),
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
        let disagrees = disagrees(estimate, policy: policy)
        let basis = multiplierReason(estimate)
        let note = JSONValue.string(crossCheckNote(estimate, policy: policy))
        var lean: JSONValue = .null
        if let leanMass = estimate.leanMass {
            lean = .object([
                "leanMassKg": .kg(leanMass.leanMassKg),
                "cunningham1980RestingKcalPerDay": .kcal(leanMass.cunningham1980RestingKcalPerDay),
                "katchMcArdle1991RestingKcalPerDay": .kcal(leanMass.katchMcArdle1991RestingKcalPerDay),
                "sources": .array(leanMassSources.map { .string($0) }),
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
}
