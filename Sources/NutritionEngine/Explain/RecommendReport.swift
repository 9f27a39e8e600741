/// What `recommend` found for a person the safety screen allows automated numbers for: the
/// destination check, the equations at the current weight and, when the destination is accepted,
/// the first target with what it starts from and the protein range. The JSON document (here) and
/// the page (`RecommendMarkdown.swift`) are both built from these typed values.
///
/// A manual-only person gets a `ManualOnlyRecommendation` instead, which holds no automated number.
public struct RecommendReport: Sendable, Equatable {
    /// The first target, present when the destination is accepted.
    public struct Target: Sendable, Equatable {
        /// The target with its range, confidence, guardrails and static rate.
        public var initial: InitialTarget
        /// The protein range at the current weight.
        public var protein: ProteinTarget
        /// The maintenance figure and the weight the target starts from.
        public var basis: TargetBasis
    }

    /// The person as read (metric).
    public var person: Person
    /// The goal as read.
    public var goal: Goal
    /// The safety screen as read (nil when the document has none), echoed with the eligibility.
    public var safetyScreen: SafetyScreen?
    /// The destination check at the current weight.
    public var destination: Destination
    /// The equation estimates at the current weight.
    public var estimate: EnergyEstimate
    /// The weight the destination, the equations and the target are computed at.
    public var currentWeight: CurrentWeight
    /// The first target; nil when the destination is refused.
    public var target: Target?
    /// The person's own target from the document, echoed as given.
    public var personsOwnTarget: PersonsOwnTarget?
    /// The policy in force (echoed whole in the JSON).
    public var policy: Policy
    /// The document's warnings (in the JSON; the page does not list them).
    public var warnings: [InputWarning]

    /// Identifier of the target rules (destination checks, caps, floor, rounding, rate); echoed.
    static let targetRulesVersion = "initial-target-2026.12-2"
    /// The named assumption behind every expected rate.
    static let staticRateAssumption =
        "static estimate: weekly change = (target - maintenance) x 7 / energy density (kcal per kg of weight change; "
        + "the Forbes partition from body composition unless policy.target.energyDensityRule is fixed). It ignores the "
        + "fall in expenditure as weight changes, so real progress is usually slower over months (Hall 2008; Thomas et "
        + "al. 2013): weeksToDestination comes from the dynamic projection (Hall et al. 2011) at the target, with the "
        + "static figure beside it."

    /// The report of `recommendation` under `policy` with the document's `warnings`; nil when the
    /// recommendation is manual-only (it then holds no estimate or destination).
    init?(_ recommendation: Recommendation, policy: Policy, warnings: [InputWarning]) {
        guard recommendation.eligibility.status == .eligible, let estimate = recommendation.estimate,
            let destination = recommendation.destination
        else { return nil }
        person = recommendation.person
        goal = recommendation.goal
        safetyScreen = recommendation.safetyScreen
        self.destination = destination
        self.estimate = estimate
        currentWeight = recommendation.currentWeight
        if let initial = recommendation.target, let protein = recommendation.protein,
            let basis = TargetBasis(recommendation)
        {
            target = Target(initial: initial, protein: protein, basis: basis)
        }
        personsOwnTarget = recommendation.manualTargetKcal.map {
            PersonsOwnTarget(kcalPerDay: $0, person: recommendation.person, policy: policy)
        }
        self.policy = policy
        self.warnings = warnings
    }

    /// The output document, numbers rounded to their documented precision.
    public var json: JSONValue {
        let initial = target?.initial
        let result: JSONObject = [
            "eligibility": Self.eligibilityJSON(Eligibility.Status.eligible, reasons: [], screen: safetyScreen),
            "person": Self.personJSON(person),
            "bodyMassIndex": EstimateReport.bmiJSON(estimate.bodyMassIndex),
            "destination": Self.destinationJSON(destination, goal: goal),
            "maintenance": .object(["nasem2023": EstimateReport.nasemJSON(estimate, policy: policy.estimate)]),
            "basis": target?.basis.json ?? .null,
            "target": initial.map { Self.targetJSON($0, policy: policy.target) } ?? .null,
            "expectedRate": initial.map { Self.rateJSON($0, destination: destination, person: person) } ?? .null,
            "protein": target.map { Self.proteinJSON($0.protein) } ?? .null,
            "manualTarget": personsOwnTarget?.json ?? .null,
            "explanation": explanationJSON,
        ]
        return InputWarning.json(ReportEnvelope.json(command: "recommend", policy: policy, result), warnings)
    }

    /// The `eligibility` member: the status, each reason with its questions and sentence, and the
    /// screen's answers (null where unanswered).
    static func eligibilityJSON(_ status: Eligibility.Status, reasons: [Eligibility.Reason], screen: SafetyScreen?)
        -> JSONValue
    {
        let screen = screen ?? SafetyScreen()
        return .object([
            "status": .string(status.rawValue),
            "reasons": .array(
                reasons.map { reason in
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
                "meaning": .string(
                    "the same rule (caps and floor included) applied to both ends of the maintenance 95 % prediction "
                        + "interval"),
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
                    "The intake floor of \(OutputText.number(target.floorKcalPerDay)) kcal/day applies: the target is "
                        + "the floor, so the expected rate is slower than the rule alone would give."
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

    /// Why the recommendation is what it is, in `explanation.reasonCodes` order: the destination's
    /// refusal codes, then the target's rule, each binding guardrail and each assumed input.
    var explanationCodes: [ExplanationCode] {
        var codes = destination.reasons.map { ExplanationCode.destination($0.code) }
        if let target = target?.initial {
            codes.append(.rule(target.rule))
            codes += target.guardrails.filter(\.binding).map { .binding($0.code) }
            if target.trainingExperienceAssumed { codes.append(.assumedTrainingExperience) }
            if destination.rateIsDefault { codes.append(.assumedRatePercentPerWeek) }
        }
        return codes
    }

    /// The `explanation` member: reason codes, the inputs used, the formulas and the guardrails.
    var explanationJSON: JSONValue {
        let policy = self.policy.target
        var formulas: [JSONValue] = [
            .object([
                "name": .string(NASEM2023.name), "version": .string(NASEM2023.version),
                "source": .string(NASEM2023.source),
                "expression": .string(
                    "TEE = intercept + a x age + h x height + w x weight (sex x PAL category coefficients); 95 % "
                        + "interval TEE +/- z x SEE"),
            ])
        ]
        var guardrails: [JSONValue] = []
        if let target = target?.initial {
            formulas.append(
                .object([
                    "name": "initial target", "version": .string(Self.targetRulesVersion),
                    "expression": .string(Self.ruleExpression(target.rule, policy: policy)),
                    "source": "product specification (issue 3); policy parameters in policy.target",
                ]))
            formulas.append(
                .object([
                    "name": "expected rate", "version": .string(Self.targetRulesVersion),
                    "expression": .string(
                        "kg per week = (target - maintenance) x 7 / rho, rho = "
                            + "\(Self.f(target.energyDensityKcalPerKg.roundedTo(0.01))) kcal/kg "
                            + "(\(target.energyDensityRule.rawValue))"
                    ),
                    "source": .string(
                        "static energy balance with the Forbes-partition energy density (Forbes 1987; Hall 2008), the "
                            + "same rho the maintenance estimator uses; see METHOD.md section 2"),
                ]))
            formulas.append(
                .object([
                    "name": "protein", "version": .string(Self.targetRulesVersion),
                    "expression": .string(
                        "g/day = \(Self.f(policy.proteinGramsPerKgPerDay.lowerBound)) to "
                            + "\(Self.f(policy.proteinGramsPerKgPerDay.upperBound)) x reference weight (current "
                            + "weight; weight at BMI \(Self.f(policy.proteinReferenceBMIKgPerM2)) when BMI >= "
                            + "\(Self.f(policy.proteinReferenceWeightBMIThresholdKgPerM2)))"
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
        return .object([
            "reasonCodes": .array(explanationCodes.map { .string($0.code) }),
            "inputsUsed": .object([
                "equationSex": .string(person.equationSex.rawValue),
                "ageYears": .number(person.ageYears),
                "heightCm": .number(person.heightCm.roundedTo(0.01)),
                "weightKg": .kg(currentWeight.weightKg),
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
            "target = max(floor, maintenance - min(weight x rate / 100 x rho / 7, "
                + "\(f(policy.deficitCapPercentOfMaintenance)) % of maintenance, \(f(policy.deficitCapKcalPerDay))))"
        case .maintenance: "target = max(floor, maintenance)"
        case .surplusByExperience: "target = max(floor, maintenance x (1 + surplus % by training experience / 100))"
        case .recompositionDeficit:
            "target = max(floor, maintenance x (1 - \(f(policy.effectiveRecompositionDeficitPercent)) / 100))"
        }
    }

    /// A policy number as written in text.
    static func f(_ value: Double) -> String { OutputText.number(value) }
}

/// A code in `recommend`'s `explanation.reasonCodes`: why the recommendation is what it is, typed
/// by the rule that gives it and printed as `rule.…`, `binding.…`, `assumed.…` or the destination's code.
enum ExplanationCode: Sendable, Equatable {
    /// The destination was refused for this reason.
    case destination(Destination.ReasonCode)
    /// The target rule the goal uses.
    case rule(InitialTarget.Rule)
    /// A cap or the floor changed the target.
    case binding(Guardrail.Code)
    /// No training experience was given; the policy's default was used (Gain).
    case assumedTrainingExperience
    /// No rate was given; the policy's default was used (Lose).
    case assumedRatePercentPerWeek

    /// The code as printed.
    var code: String {
        switch self {
        case .destination(let reason): reason.rawValue
        case .rule(let rule): "rule.\(rule.rawValue)"
        case .binding(let guardrail): "binding.\(guardrail.rawValue)"
        case .assumedTrainingExperience: "assumed.trainingExperience"
        case .assumedRatePercentPerWeek: "assumed.ratePercentPerWeek"
        }
    }
}
