/// The `recommend --format markdown` text: the result as a worked example a product person can
/// follow line by line. Plain, neutral wording; numbers through `OutputText` (no locale).
package enum RecommendMarkdown {
    /// The Markdown for `recommendation` under `policy`, ending in a newline.
    package static func text(_ recommendation: Recommendation, policy: Policy) -> String {
        page(recommendation, policy: policy).markdown
    }

    /// The page for `recommendation` under `policy`.
    package static func page(_ recommendation: Recommendation, policy: Policy) -> ReportPage {
        guard recommendation.eligibility.status == .eligible, let estimate = recommendation.estimate,
            let destination = recommendation.destination
        else { return manualOnly(recommendation, policy: policy) }
        let title = "Initial calorie target"
        let intro: [ReportPage.Block] = [
            .paragraph(
                "Goal: \(goalSentence(recommendation.goal, destination: destination))\nSafety screen: complete, nothing reported. An automated target can be given."
            )
        ]
        guard let target = recommendation.target, let protein = recommendation.protein else {
            let refused = ReportPage.Section(
                "Destination not accepted",
                [
                    .list(lead: nil, items: destination.reasons.map { "\($0.message) (`\($0.code.rawValue)`)" }),
                    .paragraph(
                        "No target is given until the destination is changed. For reference, estimated maintenance\n(NASEM 2023) is \(kcal(estimate.nasemKcalPerDay)) kcal/day, 95 % interval \(kcal(estimate.nasemInterval95LowKcalPerDay)) to \(kcal(estimate.nasemInterval95HighKcalPerDay))."
                    ),
                ])
            return ReportPage(
                title: title, intro: intro, sections: [refused] + manualTarget(recommendation, policy: policy))
        }
        var notes = destination.notes
        if target.trainingExperienceAssumed {
            notes.append(
                "Training experience was not given; the smallest surplus (`\(target.trainingExperience?.rawValue ?? "")`) was used."
            )
        }
        if destination.rateIsDefault {
            notes.append(
                "No rate was given; the default of \(f(destination.ratePercentPerWeek ?? 0)) % per week was used.")
        }
        notes.append("The expected rate is a \(RecommendReport.staticRateAssumption)")
        notes.append(
            "Policy \(policy.version), rules \(RecommendReport.targetRulesVersion), \(EngineVersion.algorithm).")
        let sections: [ReportPage.Section] = [
            .init(
                "Result",
                [
                    .list(
                        lead: nil,
                        items: result(
                            target, protein: protein, destination: destination, person: recommendation.person,
                            policy: policy.target)
                            + (RecommendReport.basisStatement(recommendation).map { ["Basis: \(capitalized($0))."] }
                                ?? []))
                ]),
            .init(
                "How it was worked out",
                [
                    .steps(
                        workings(
                            target, estimate: estimate, maintenance: recommendation.maintenance, protein: protein,
                            policy: policy))
                ]),
            .init("Notes", [.list(lead: nil, items: notes)]),
        ]
        return ReportPage(
            title: title, intro: intro, sections: sections + manualTarget(recommendation, policy: policy))
    }

    private static func manualOnly(_ recommendation: Recommendation, policy: Policy) -> ReportPage {
        ReportPage(
            title: "Calorie target: manual only",
            intro: [
                .paragraph(
                    "The engine gives no automated number for this person: no maintenance estimate, target, range,\nprotein or rate. A clinician or the person sets the target."
                )
            ],
            sections: [
                .init(
                    "Why",
                    [
                        .list(
                            lead: nil,
                            items: recommendation.eligibility.reasons.map { "\($0.message) (`\($0.code.rawValue)`)" })
                    ])
            ]
                + manualTarget(recommendation, policy: policy))
    }

    private static func manualTarget(_ recommendation: Recommendation, policy: Policy) -> [ReportPage.Section] {
        guard let kcalPerDay = recommendation.manualTargetKcal else { return [] }
        let floor = policy.target.intakeFloorKcalPerDay(recommendation.person.equationSex)
        let cautions = TargetCaution.cautions(
            for: ActiveTarget(kcalPerDay: kcalPerDay, source: .manual), manualOnlyNow: false, floorKcalPerDay: floor
        ).map { ReportPage.Block.paragraph($0.message) }
        return [
            .init(
                "The person's own target",
                [
                    .paragraph(
                        "\(f(kcalPerDay)) kcal/day, provided by the person. It is shown as given, is not an estimate, and gets\nno automated adjustments."
                    )
                ] + cautions)
        ]
    }

    private static func goalSentence(_ goal: Goal, destination: Destination) -> String {
        let current = "\(kg(destination.currentWeightKg)) kg"
        switch goal.kind {
        case .lose:
            let landing = goal.landingWeightKg.map { "\(kg($0)) kg" } ?? "a lower weight"
            return
                "lose weight, from \(current) to \(landing), at \(f(destination.ratePercentPerWeek ?? 0)) % of body weight per week."
        case .maintain: return "maintain the current weight of \(current)."
        case .gain:
            return
                "gain weight, from \(current) to \(goal.landingWeightKg.map { "\(kg($0)) kg" } ?? "a higher weight")."
        case .recomposition:
            return
                "recomposition at \(current)\(goal.fatLossPriority ? ", with priority on fat loss" : ""); landing body fat \(goal.landingDeferred ? "set later" : "requested")."
        }
    }

    private static func result(
        _ target: InitialTarget, protein: ProteinTarget, destination: Destination, person: Person, policy: TargetPolicy
    ) -> [String] {
        var lines: [String] = []
        lines.append(
            "Target: **\(f(target.roundedKcalPerDay)) kcal/day** (unrounded \(kcal(target.kcalPerDay)); rounded to the nearest \(f(policy.targetRoundingKcalPerDay)))."
        )
        lines.append(
            "95 % range: \(kcal(target.range95KcalPerDay.lowerBound)) to \(kcal(target.range95KcalPerDay.upperBound)) kcal/day."
        )
        lines.append(
            "Confidence: \(target.confidence.rawValue). The maintenance estimate is uncertain by ±\(kcal(target.halfWidthKcalPerDay)) kcal/day; high needs at most ±\(f(policy.confidenceHighMaxHalfWidthKcalPerDay)), moderate at most ±\(f(policy.confidenceModerateMaxHalfWidthKcalPerDay))."
        )
        if target.floorBinds {
            lines.append(
                "The intake floor of \(f(target.floorKcalPerDay)) kcal/day applies: the target is the floor, and the expected rate is slower than the rule alone would give."
            )
        }
        let basis =
            protein.referenceIsWeightAtReferenceBMI
            ? "the weight at BMI \(f(policy.proteinReferenceBMIKgPerM2))" : "the current weight"
        lines.append(
            "Protein: \(f(protein.lowGramsPerDay.roundedTo(1))) to \(f(protein.highGramsPerDay.roundedTo(1))) g/day (\(f(protein.gramsPerKgPerDay.lowerBound)) to \(f(protein.gramsPerKgPerDay.upperBound)) g per kg of \(kg(protein.referenceWeightKg)) kg, \(basis))."
        )
        let kgPerWeek = target.expectedChangeKgPerWeek
        var change = "Expected change: "
        if abs(kgPerWeek) < 0.0005 {
            change += "about no change in weight."
        } else {
            change +=
                "about \(f(abs(kgPerWeek).roundedTo(0.001))) kg per week \(kgPerWeek < 0 ? "lost" : "gained") (\(f(abs(target.expectedChangePercentPerWeek).roundedTo(0.01))) % of body weight)"
            if let weeks = target.weeksToDestination, let landing = target.landingWeightKg {
                let dynamic =
                    RecommendReport.dynamicWeeksToDestination(target, person: person)
                    .map {
                        "about \(f($0.weeksRoundedToTenth)) weeks to \(kg(landing)) kg by the dynamic projection (Hall 2011), "
                    } ?? "\(kg(landing)) kg is not reached within 3 years by the dynamic projection (Hall 2011), "
                change += "; " + dynamic + "\(f(weeks.roundedTo(0.1))) weeks by the static rule"
            }
            change += "."
        }
        let binding = target.guardrails.filter(\.binding).map { guardrailName($0.code, policy: policy) }
        if let requested = destination.ratePercentPerWeek, destination.kind == .lose, !binding.isEmpty {
            change +=
                " The requested rate was \(f(requested)) % per week; \(binding.joined(separator: " and ")) makes it slower."
        }
        lines.append(change)
        return lines
    }

    private static func workings(
        _ target: InitialTarget, estimate: EnergyEstimate, maintenance: CurrentMaintenance?, protein: ProteinTarget,
        policy: Policy
    ) -> [String] {
        let person = estimate.person
        let c = NASEM2023.coefficients(person.equationSex, person.activityLevel)
        let z = policy.estimate.predictionIntervalZ
        var steps: [String] = []
        func add(_ text: String) { steps.append(text) }
        if let maintenance, maintenance.source == .learned, let learned = maintenance.assessment?.evidence {
            let range = target.maintenanceInterval95KcalPerDay
            add(
                "Maintenance, learned from the logged days \(learned.windowStartDate ?? "")..\(learned.windowEndDate ?? "")"
                    + " (the whole-history estimate as of \(maintenance.asOf?.description ?? ""), METHOD §4):"
                    + " \(kcal(target.maintenanceKcalPerDay)) kcal/day, 95 % interval \(kcal(range.lowerBound))"
                    + " to \(kcal(range.upperBound)). A target starts from what the logs have shown; the NASEM 2023"
                    + " equations alone would give \(kcal(estimate.nasemKcalPerDay))."
            )
        } else {
            add(
                "Maintenance, NASEM 2023 (\(person.equationSex.rawValue), \(person.activityLevel.rawValue)): \(f(c.interceptKcal)) + (\(f(c.kcalPerYearOfAge)) x \(f(person.ageYears)) y) + \(f(c.kcalPerCmOfHeight)) x \(f(person.heightCm.roundedTo(0.01))) cm + \(f(c.kcalPerKgOfWeight)) x \(kg(person.weightKg)) kg = \(kcal(estimate.nasemKcalPerDay)) kcal/day. 95 % interval: \(kcal(estimate.nasemKcalPerDay)) ± \(f(z)) x \(f(estimate.nasemStandardErrorKcalPerDay)) = \(kcal(estimate.nasemInterval95LowKcalPerDay)) to \(kcal(estimate.nasemInterval95HighKcalPerDay))."
            )
        }
        switch target.rule {
        case .deficitFromRate:
            let rate =
                (target.requestedDeficitKcalPerDay ?? 0) * 7 * 100 / (person.weightKg * target.energyDensityKcalPerKg)
            add(
                "Deficit from the rate: \(kg(person.weightKg)) kg x \(f(rate.roundedTo(0.0001))) / 100 x \(f(target.energyDensityKcalPerKg.roundedTo(0.01))) kcal/kg / 7 days = \(kcal(target.requestedDeficitKcalPerDay ?? 0)) kcal/day."
            )
            for guardrail in target.guardrails where guardrail.code != .intakeFloor {
                let label =
                    guardrail.code == .deficitCapKcalPerDay
                    ? "fixed cap" : "\(f(policy.target.deficitCapPercentOfMaintenance)) % of maintenance"
                add(
                    "Deficit cap, \(label): \(kcal(guardrail.limitKcalPerDay)) kcal/day; \(guardrail.binding ? "applies: the deficit is lowered by \(kcal(-guardrail.changeKcalPerDay)) to \(kcal(guardrail.afterKcalPerDay))" : "does not apply")."
                )
            }
        case .maintenance:
            add("The target rule for this goal is maintenance itself.")
        case .surplusByExperience:
            add(
                "Surplus for training experience `\(target.trainingExperience?.rawValue ?? "")`: \(f(target.surplusPercent ?? 0)) % of maintenance."
            )
        case .recompositionDeficit:
            add(
                "Recomposition with priority on fat loss: a deficit of \(f(target.recompositionDeficitPercent ?? 0)) % of maintenance."
            )
        }
        if let floor = target.guardrails.first(where: { $0.code == .intakeFloor }) {
            let m = kcal(target.maintenanceKcalPerDay)
            let arithmetic: String =
                switch target.rule {
                case .deficitFromRate: "\(m) - \(kcal(target.maintenanceKcalPerDay - floor.beforeKcalPerDay)) = "
                case .maintenance: "maintenance, "
                case .surplusByExperience: "\(m) x (1 + \(f(target.surplusPercent ?? 0)) / 100) = "
                case .recompositionDeficit: "\(m) x (1 - \(f(target.recompositionDeficitPercent ?? 0)) / 100) = "
                }
            add("Target before the floor: \(arithmetic)\(kcal(floor.beforeKcalPerDay)) kcal/day.")
            add(
                "Intake floor for the \(person.equationSex.rawValue) equations: \(f(floor.limitKcalPerDay)) kcal/day; \(floor.binding ? "applies, the target is raised by \(kcal(floor.changeKcalPerDay)) to the floor" : "does not apply")."
            )
        }
        add(
            "Rounded to the nearest \(f(policy.target.targetRoundingKcalPerDay)): \(f(target.roundedKcalPerDay)) kcal/day."
        )
        add(
            "95 % range: the same steps applied to \(kcal(target.maintenanceInterval95KcalPerDay.lowerBound)) and \(kcal(target.maintenanceInterval95KcalPerDay.upperBound)) give \(kcal(target.range95KcalPerDay.lowerBound)) to \(kcal(target.range95KcalPerDay.upperBound)) kcal/day."
        )
        add(
            "Expected change: (\(kcal(target.kcalPerDay)) - \(kcal(target.maintenanceKcalPerDay))) x 7 / \(f(target.energyDensityKcalPerKg.roundedTo(0.01))) kcal/kg (\(target.energyDensityRule.rawValue)) = \(f(target.expectedChangeKgPerWeek.roundedTo(0.001))) kg per week."
        )
        add(
            "Protein: \(f(protein.gramsPerKgPerDay.lowerBound)) to \(f(protein.gramsPerKgPerDay.upperBound)) g/kg x \(kg(protein.referenceWeightKg)) kg. Source: \(ProteinTarget.source)."
        )
        return steps
    }

    private static func guardrailName(_ code: Guardrail.Code, policy: TargetPolicy) -> String {
        switch code {
        case .deficitCapPercentOfMaintenance: "the cap of \(f(policy.deficitCapPercentOfMaintenance)) % of maintenance"
        case .deficitCapKcalPerDay: "the cap of \(f(policy.deficitCapKcalPerDay)) kcal/day"
        case .intakeFloor: "the intake floor"
        }
    }

    private static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
    private static func f(_ value: Double) -> String { OutputText.number(value) }
    private static func kcal(_ value: Double) -> String { OutputText.fixed(value, 2) }
    private static func kg(_ value: Double) -> String { OutputText.fixed(value, 2) }
}
