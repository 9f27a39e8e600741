/// Builds the `recommend` command's output document.
///
/// A manual-only result is built by its own function from non-numeric parts only, so that no
/// automated number can reach it; the only number it may hold is the person's own target.
public enum RecommendReport {
    /// Identifier of the target rules (destination checks, caps, floor, rounding, rate); echoed.
    static let targetRulesVersion = "initial-target-2026.12-2"
    /// The named assumption behind every expected rate.
    static let staticRateAssumption =
        "static estimate: weekly change = (target - maintenance) x 7 / energy density (kcal per kg of weight change; the Forbes partition from body composition unless policy.target.energyDensityRule is fixed). It ignores the fall in expenditure as weight changes, so real progress is usually slower over months (Hall 2008; Thomas et al. 2013): weeksToDestination comes from the dynamic projection (Hall et al. 2011) at the target, with the static figure beside it."

    /// The output for `recommendation` under `policy`.
    public static func json(_ recommendation: Recommendation, policy: Policy) -> JSONValue {
        guard let estimate = recommendation.estimate, let destination = recommendation.destination,
            recommendation.eligibility.status == .eligible
        else { return manualOnlyJSON(recommendation, policy: policy) }
        let target = recommendation.target
        let result: JSONObject = [
            "eligibility": eligibilityJSON(recommendation),
            "person": personJSON(recommendation.person),
            "bodyMassIndex": EstimateReport.bmiJSON(estimate.bodyMassIndex),
            "destination": destinationJSON(destination, goal: recommendation.goal),
            "maintenance": .object(["nasem2023": EstimateReport.nasemJSON(estimate, policy: policy.estimate)]),
            "basis": basisJSON(recommendation),
            "target": target.map { targetJSON($0, policy: policy.target) } ?? .null,
            "expectedRate": target.map { rateJSON($0, destination: destination, person: recommendation.person) }
                ?? .null,
            "protein": recommendation.protein.map(proteinJSON) ?? .null,
            "manualTarget": manualTargetJSON(recommendation, policy: policy),
            "explanation": explanationJSON(recommendation, destination: destination, policy: policy.target),
        ]
        return ReportEnvelope.json(command: "recommend", policy: policy, result)
    }

    /// What the first target starts from, in the words `recommend` and `plan new` both print: the
    /// maintenance figure (learned, or the equations and why) with its 95 % interval, and the
    /// current weight. Nil when there is no target basis (manual-only, or a refused destination).
    public static func basisStatement(_ recommendation: Recommendation) -> String? {
        guard recommendation.eligibility.status == .eligible, let figure = recommendation.maintenance else {
            return nil
        }
        let f = { (value: Double) in JSONWriter.format(value.roundedTo(0.01)) }
        let range = figure.interval95KcalPerDay
        var text =
            "starting maintenance \(f(figure.kcalPerDay)) kcal/day (95 % \(f(range.lowerBound))-\(f(range.upperBound)))"
        if figure.source == .learned, let evidence = figure.assessment?.evidence {
            text += ", learned from the logged days \(evidence.windowStartDate ?? "")..\(evidence.windowEndDate ?? "")"
        } else if let holding = figure.holdingAssessment?.estimate {
            text +=
                " from the NASEM 2023 equations: the logged days' estimate is holding (\(holding.holdingReasons.map(\.code.rawValue).joined(separator: ", ")))"
        } else {
            text += " from the NASEM 2023 equations (no logged days)"
        }
        let weight = recommendation.currentWeight
        switch weight.source {
        case .trend:
            text +=
                "; current weight \(f(weight.weightKg)) kg, the weight trend on \(weight.trendDate?.description ?? "")"
        case .profile: text += "; current weight \(f(weight.weightKg)) kg, the profile weight (no weigh-ins)"
        }
        return text
    }

    /// The `basis` member: `basisStatement`'s figures, typed.
    static func basisJSON(_ recommendation: Recommendation) -> JSONValue {
        guard let figure = recommendation.maintenance else { return .null }
        let learned = figure.source == .learned ? figure.assessment?.evidence : nil
        let weight = recommendation.currentWeight
        return .object([
            "maintenance": .object([
                "source": .string(figure.source.name(in: .initialTarget)),
                "kcalPerDay": .kcal(figure.kcalPerDay),
                "interval95": .object([
                    "low": .kcal(figure.interval95KcalPerDay.lowerBound),
                    "high": .kcal(figure.interval95KcalPerDay.upperBound),
                ]),
                "asOf": .string(figure.asOf?.description),
                "windowStartDate": .string(learned?.windowStartDate),
                "windowEndDate": .string(learned?.windowEndDate),
                "holdingReasonCodes": .array(
                    (figure.holdingAssessment?.estimate.holdingReasons ?? []).map { .string($0.code.rawValue) }),
            ]),
            "weight": .object([
                "kg": .kg(weight.weightKg), "source": .string(weight.source.rawValue),
                "trendDate": .string(weight.trendDate?.description),
            ]),
            "statement": .string(basisStatement(recommendation)),
        ])
    }

    /// The manual-only result: reasons, the screen answers, and the person's own target if given. No automated number.
    static func manualOnlyJSON(_ recommendation: Recommendation, policy: Policy) -> JSONValue {
        let result: JSONObject = [
            "eligibility": eligibilityJSON(recommendation),
            "goal": .object(["kind": .string(recommendation.goal.kind.rawValue)]),
            "destination": .null,
            "maintenance": .null,
            "basis": .null,
            "target": .null,
            "expectedRate": .null,
            "protein": .null,
            "manualTarget": manualTargetJSON(recommendation, policy: policy),
            "explanation": .object([
                "reasonCodes": .array(recommendation.eligibility.reasons.map { .string($0.code.rawValue) }),
                "note":
                    "A manual-only result holds no automated number: no maintenance estimate, target, range, protein or rate is computed.",
            ]),
        ]
        return ReportEnvelope.manualOnly(command: "recommend", policy: policy, result)
    }

    static func eligibilityJSON(_ recommendation: Recommendation) -> JSONValue {
        let screen = recommendation.safetyScreen ?? SafetyScreen()
        return .object([
            "status": .string(recommendation.eligibility.status.rawValue),
            "reasons": .array(
                recommendation.eligibility.reasons.map { reason in
                    .object([
                        "code": .string(reason.code.rawValue),
                        "questions": .array(reason.questions.map { .string($0.rawValue) }),
                        "message": .string(reason.message),
                    ])
                }),
            "safetyScreen": .object(
                JSONObject(
                    Dictionary(
                        uniqueKeysWithValues: SafetyQuestion.allCases.map {
                            ($0.rawValue, screen.answers[$0].map(JSONValue.bool) ?? .null)
                        }))),
        ])
    }

    static func manualTargetJSON(_ recommendation: Recommendation, policy: Policy) -> JSONValue {
        guard let kcal = recommendation.manualTargetKcal else { return .null }
        var members: JSONObject = [
            "kcalPerDay": .number(kcal),
            "label": "userProvided",
            "note":
                "This is the person's own target, shown as given. It is not an estimate and gets no automated adjustments.",
        ]
        // Present only when it applies: the target is below the intake floor (issue 18 item 5).
        let floor = policy.target.intakeFloorKcalPerDay(recommendation.person.equationSex)
        let cautions = TargetCaution.cautions(
            for: ActiveTarget(kcalPerDay: kcal, source: .manual), manualOnlyNow: false, floorKcalPerDay: floor)
        if !cautions.isEmpty { members["cautions"] = TargetCaution.json(cautions) }
        return .object(members)
    }

    static func personJSON(_ person: Person) -> JSONValue {
        var members = EstimateReport.personJSON(person).objectValue ?? [:]
        members["trainingExperience"] = .string(person.trainingExperience?.rawValue)
        return .object(members)
    }

    static func destinationJSON(_ destination: Destination, goal: Goal) -> JSONValue {
        let inPounds = goal.landingWeightGivenInPounds
        return .object([
            "status": .string(destination.status.rawValue),
            "kind": .string(destination.kind.rawValue),
            "currentWeightKg": .kg(destination.currentWeightKg),
            "landingWeightKg": destination.landingWeightKg.map(JSONValue.kg) ?? .null,
            "landingWeightLb": inPounds
                ? destination.landingWeightKg.map { .kg($0 / UnitConversion.kilogramsPerPound) } ?? .null : .null,
            "lowestAllowedLandingWeightKg": .number(destination.lowestAllowedLandingWeightKg),
            "lowestAllowedLandingWeightLb": inPounds ? .number(destination.lowestAllowedLandingWeightLb) : .null,
            "highestAllowedLandingWeightKg": .number(destination.highestAllowedLandingWeightKg),
            "highestAllowedLandingWeightLb": inPounds ? .number(destination.highestAllowedLandingWeightLb) : .null,
            "ratePercentPerWeek": .number(destination.ratePercentPerWeek),
            "rateIsDefault": .bool(destination.rateIsDefault),
            "landingDeferred": .bool(goal.landingDeferred),
            "landingBodyFatPercent": .number(goal.landingBodyFatPercent),
            "fatLossPriority": .bool(goal.fatLossPriority),
            "reasons": .array(
                destination.reasons.map {
                    .object(["code": .string($0.code.rawValue), "message": .string($0.message)])
                }),
            "notes": .array(destination.notes.map { .string($0) }),
        ])
    }

    static func targetJSON(_ target: InitialTarget, policy: TargetPolicy) -> JSONValue {
        .object([
            "kcalPerDay": .number(target.roundedKcalPerDay),
            "unroundedKcalPerDay": .kcal(target.kcalPerDay),
            "roundingStepKcalPerDay": .number(policy.targetRoundingKcalPerDay),
            "range95": .object([
                "low": .kcal(target.range95KcalPerDay.lowerBound),
                "high": .kcal(target.range95KcalPerDay.upperBound),
                "unit": "kcal/day",
                "meaning":
                    "the same rule (caps and floor included) applied to both ends of the maintenance 95 % prediction interval",
            ]),
            "confidence": .object([
                "level": .string(target.confidence.rawValue),
                "halfWidthKcalPerDay": .kcal(target.halfWidthKcalPerDay),
                "basis": "half-width of the maintenance 95 % interval the target is carried from",
                "highMaxHalfWidthKcalPerDay": .number(policy.confidenceHighMaxHalfWidthKcalPerDay),
                "moderateMaxHalfWidthKcalPerDay": .number(policy.confidenceModerateMaxHalfWidthKcalPerDay),
            ]),
            "rule": .string(target.rule.rawValue),
            "maintenanceKcalPerDay": .kcal(target.maintenanceKcalPerDay),
            "dailyBalanceKcalPerDay": .kcal(target.dailyBalanceKcalPerDay),
            "requestedDeficitKcalPerDay": .kcal(target.requestedDeficitKcalPerDay),
            "surplusPercent": .number(target.surplusPercent),
            "trainingExperience": .string(target.trainingExperience?.rawValue),
            "trainingExperienceAssumed": .bool(target.trainingExperienceAssumed),
            "recompositionDeficitPercent": .number(target.recompositionDeficitPercent),
            "floorKcalPerDay": .number(target.floorKcalPerDay),
            "floorBinds": .bool(target.floorBinds),
            "floorNote": target.floorBinds
                ? .string(
                    "The intake floor of \(OutputText.number(target.floorKcalPerDay)) kcal/day applies: the target is the floor, so the expected rate is slower than the rule alone would give."
                )
                : .null,
        ])
    }

    /// Weeks until the Hall model (METHOD §4, from the target's maintenance) reaches the landing
    /// weight at the target intake; nil without a landing or when it is not reached within the
    /// projection's search horizon (3 years).
    static func dynamicWeeksToDestination(_ target: InitialTarget, person: Person) -> Double? {
        guard let landing = target.landingWeightKg, target.weeksToDestination != nil else { return nil }
        var start = person
        start.weightKg = target.currentWeightKg
        let projection = WeightProjection(
            person: start, maintenanceKcalPerDay: target.maintenanceKcalPerDay, intakeKcalPerDay: target.kcalPerDay,
            days: 0, landingWeightKg: landing)
        return projection.landingDay.map { Double($0) / 7 }
    }

    static func rateJSON(_ target: InitialTarget, destination: Destination, person: Person) -> JSONValue {
        let kgPerWeek = target.expectedChangeKgPerWeek
        // "stable" exactly when the change rounds to 0 at the output precision of 0.001 kg/week.
        let direction = abs(kgPerWeek) < 0.0005 ? "stable" : (kgPerWeek < 0 ? "loss" : "gain")
        return .object([
            "kgPerWeek": .number(kgPerWeek.roundedTo(0.001)),
            "percentOfBodyWeightPerWeek": .percent(target.expectedChangePercentPerWeek),
            "direction": .string(direction),
            "requestedPercentPerWeek": .number(destination.kind == .lose ? destination.ratePercentPerWeek : nil),
            "landingWeightKg": target.landingWeightKg.map(JSONValue.kg) ?? .null,
            "weeksToDestination": .number(dynamicWeeksToDestination(target, person: person).map(\.weeksRoundedToTenth)),
            "weeksToDestinationSource": target.landingWeightKg == nil ? .null : "hallModel2011",
            "staticWeeksToDestination": .number(target.weeksToDestination?.roundedTo(0.1)),
            "energyDensityKcalPerKg": .number(target.energyDensityKcalPerKg.roundedTo(0.01)),
            "energyDensityRule": .string(target.energyDensityRule.rawValue),
            "method": .string(staticRateAssumption),
        ])
    }

    static func proteinJSON(_ protein: ProteinTarget) -> JSONValue {
        .object([
            "lowGramsPerDay": .number(protein.lowGramsPerDay.roundedTo(1)),
            "highGramsPerDay": .number(protein.highGramsPerDay.roundedTo(1)),
            "gramsPerKgPerDay": .object([
                "low": .number(protein.gramsPerKgPerDay.lowerBound),
                "high": .number(protein.gramsPerKgPerDay.upperBound),
            ]),
            "referenceWeightKg": .kg(protein.referenceWeightKg),
            "referenceWeightBasis": protein.referenceIsWeightAtReferenceBMI ? "weightAtReferenceBMI" : "currentWeight",
            "source": .string(ProteinTarget.source),
        ])
    }

    static func explanationJSON(_ recommendation: Recommendation, destination: Destination, policy: TargetPolicy)
        -> JSONValue
    {
        let goal = recommendation.goal
        var codes = destination.reasons.map(\.code.rawValue)
        var formulas: [JSONValue] = [
            .object([
                "name": .string(NASEM2023.name), "version": .string(NASEM2023.version),
                "source": .string(NASEM2023.source),
                "expression":
                    "TEE = intercept + a x age + h x height + w x weight (sex x PAL category coefficients); 95 % interval TEE +/- z x SEE",
            ])
        ]
        var guardrails: [JSONValue] = []
        if let target = recommendation.target {
            codes.append("rule.\(target.rule.rawValue)")
            codes += target.guardrails.filter(\.binding).map { "binding.\($0.code.rawValue)" }
            if target.trainingExperienceAssumed { codes.append("assumed.trainingExperience") }
            if destination.rateIsDefault { codes.append("assumed.ratePercentPerWeek") }
            formulas.append(
                .object([
                    "name": "initial target", "version": .string(targetRulesVersion),
                    "expression": .string(ruleExpression(target.rule, policy: policy)),
                    "source": "product specification (issue 3); policy parameters in policy.target",
                ]))
            formulas.append(
                .object([
                    "name": "expected rate", "version": .string(targetRulesVersion),
                    "expression": .string(
                        "kg per week = (target - maintenance) x 7 / rho, rho = \(f(target.energyDensityKcalPerKg.roundedTo(0.01))) kcal/kg (\(target.energyDensityRule.rawValue))"
                    ),
                    "source":
                        "static energy balance with the Forbes-partition energy density (Forbes 1987; Hall 2008), the same rho the maintenance estimator uses; see METHOD.md section 2",
                ]))
            formulas.append(
                .object([
                    "name": "protein", "version": .string(targetRulesVersion),
                    "expression": .string(
                        "g/day = \(f(policy.proteinGramsPerKgPerDay.lowerBound)) to \(f(policy.proteinGramsPerKgPerDay.upperBound)) x reference weight (current weight; weight at BMI \(f(policy.proteinReferenceBMIKgPerM2)) when BMI >= \(f(policy.proteinReferenceWeightBMIThresholdKgPerM2)))"
                    ),
                    "source": .string(ProteinTarget.source),
                ]))
            guardrails = target.guardrails.map { guardrail in
                .object([
                    "code": .string(guardrail.code.rawValue),
                    "appliesTo": guardrail.code == .intakeFloor ? "targetIntake" : "deficit",
                    "limitKcalPerDay": .kcal(guardrail.limitKcalPerDay),
                    "beforeKcalPerDay": .kcal(guardrail.beforeKcalPerDay),
                    "afterKcalPerDay": .kcal(guardrail.afterKcalPerDay),
                    "binding": .bool(guardrail.binding),
                    "changeKcalPerDay": .kcal(guardrail.changeKcalPerDay),
                ])
            }
        }
        let person = recommendation.person
        return .object([
            "reasonCodes": .array(codes.map { .string($0) }),
            "inputsUsed": .object([
                "equationSex": .string(person.equationSex.rawValue),
                "ageYears": .number(person.ageYears),
                "heightCm": .number(person.heightCm.roundedTo(0.01)),
                "weightKg": .kg(recommendation.currentWeight.weightKg),
                "activityLevel": .string(person.activityLevel.rawValue),
                "bodyFatPercent": .number(person.bodyFatPercent),
                "trainingExperience": .string(person.trainingExperience?.rawValue),
                "goalKind": .string(goal.kind.rawValue),
                "landingWeightKg": goal.landingWeightKg.map(JSONValue.kg) ?? .null,
                "ratePercentPerWeek": .number(goal.ratePercentPerWeek),
                "landingBodyFatPercent": .number(goal.landingBodyFatPercent),
                "landingDeferred": .bool(goal.landingDeferred),
                "fatLossPriority": .bool(goal.fatLossPriority),
                "unitConversions": .array((person.unitConversions + goal.unitConversions).map { .string($0) }),
            ]),
            "formulas": .array(formulas),
            "guardrails": .array(guardrails),
        ])
    }

    /// The rule in symbols with the policy's numbers, for the explanation.
    static func ruleExpression(_ rule: InitialTarget.Rule, policy: TargetPolicy) -> String {
        switch rule {
        case .deficitFromRate:
            "target = max(floor, maintenance - min(weight x rate / 100 x rho / 7, \(f(policy.deficitCapPercentOfMaintenance)) % of maintenance, \(f(policy.deficitCapKcalPerDay))))"
        case .maintenance: "target = max(floor, maintenance)"
        case .surplusByExperience: "target = max(floor, maintenance x (1 + surplus % by training experience / 100))"
        case .recompositionDeficit:
            "target = max(floor, maintenance x (1 - \(f(policy.effectiveRecompositionDeficitPercent)) / 100))"
        }
    }

    /// A policy number as written in text.
    static func f(_ value: Double) -> String { OutputText.number(value) }
}
