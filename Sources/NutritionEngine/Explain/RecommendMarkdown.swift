/// The `recommend` page: the result as a worked example a product person can follow line by line.
/// Plain, neutral wording; numbers through `OutputText` (no locale).
extension RecommendReport {
    /// The page for people, built from the report's typed values.
    public var page: ReportPage {
        var page = PageBuilder(title: "Initial calorie target")
        page.paragraph(
            "Goal: \(Self.goalSentence(goal, destination: destination))\nSafety screen: complete, nothing reported. "
                + "An automated target can be given.")
        guard let target else {
            page.section("Destination not accepted")
            for reason in destination.reasons { page.bullet("\(reason.message) (`\(reason.code.rawValue)`)") }
            page.paragraph(
                "No target is given until the destination is changed. For reference, estimated maintenance\n(NASEM "
                    + "2023) is \(OutputText.peopleKcal(estimate.nasemKcalPerDay)) kcal/day, 95 % interval "
                    + "\(OutputText.peopleKcal(estimate.nasemInterval95LowKcalPerDay)) to "
                    + "\(OutputText.peopleKcal(estimate.nasemInterval95HighKcalPerDay))."
            )
            personsOwnTarget?.section(&page)
            return page.page
        }
        let initial = target.initial
        page.section("Result")
        for line in Self.resultLines(
            initial, protein: target.protein, destination: destination, person: person, policy: policy.target)
        {
            page.bullet(line)
        }
        page.bullet("Basis: \(Self.capitalized(target.basis.statement)).")
        page.section("How it was worked out")
        for step in Self.workingSteps(
            initial, estimate: estimate, maintenance: target.basis.maintenance, protein: target.protein, policy: policy)
        {
            page.step(step)
        }
        page.section("Notes")
        for note in destination.notes { page.bullet(note) }
        if initial.trainingExperienceAssumed {
            page.bullet(
                "Training experience was not given; the smallest surplus "
                    + "(\(initial.trainingExperience?.words ?? "")) "
                    + "was used.")
        }
        if destination.rateIsDefault {
            page.bullet(
                "No rate was given; the default of \(OutputText.number(destination.ratePercentPerWeek ?? 0)) % per "
                    + "week was used."
            )
        }
        page.bullet("The expected rate is a \(Self.staticRateAssumption)")
        page.bullet("Policy \(policy.version), rules \(Self.targetRulesVersion), \(EngineVersion.algorithm).")
        personsOwnTarget?.section(&page)
        return page.page
    }

    private static func goalSentence(_ goal: Goal, destination: Destination) -> String {
        let current = "\(OutputText.kg(destination.currentWeightKg)) kg"
        switch goal.kind {
        case .lose:
            let landing = goal.landingWeightKg.map { "\(OutputText.kg($0)) kg" } ?? "a lower weight"
            return
                "lose weight, from \(current) to \(landing), at "
                + "\(OutputText.number(destination.ratePercentPerWeek ?? 0)) % of body weight per week."
        case .maintain: return "maintain the current weight of \(current)."
        case .gain:
            return
                "gain weight, from \(current) to "
                + "\(goal.landingWeightKg.map { "\(OutputText.kg($0)) kg" } ?? "a higher weight")."
        case .recomposition:
            return
                "recomposition at \(current)\(goal.fatLossPriority ? ", with priority on fat loss" : ""); landing body "
                + "fat \(goal.landingDeferred ? "set later" : "requested")."
        }
    }

    private static func resultLines(
        _ target: InitialTarget, protein: ProteinTarget, destination: Destination, person: Person, policy: TargetPolicy
    ) -> [String] {
        var lines: [String] = []
        lines.append(
            "Target: **\(OutputText.number(target.roundedKcalPerDay)) kcal/day** (unrounded "
                + "\(OutputText.kcal(target.kcalPerDay)); rounded to the nearest "
                + "\(OutputText.number(policy.targetRoundingKcalPerDay)))."
        )
        lines.append(
            "95 % range: \(OutputText.peopleKcal(target.range95KcalPerDay.lowerBound)) to "
                + "\(OutputText.peopleKcal(target.range95KcalPerDay.upperBound)) kcal/day."
        )
        // The half-width stays exact: it is compared with the thresholds beside it, and ±175.0 rounded
        // to 180 would read as failing the "at most ±175" it meets.
        lines.append(
            "Confidence: \(target.confidence.rawValue). The maintenance estimate is uncertain by "
                + "±\(OutputText.kcal(target.halfWidthKcalPerDay)) kcal/day; high needs at most "
                + "±\(OutputText.number(policy.confidenceHighMaxHalfWidthKcalPerDay)), moderate at most "
                + "±\(OutputText.number(policy.confidenceModerateMaxHalfWidthKcalPerDay))."
        )
        if target.floorBinds {
            lines.append(
                "The intake floor of \(OutputText.number(target.floorKcalPerDay)) kcal/day applies: the target is the "
                    + "floor, and the expected rate is slower than the rule alone would give."
            )
        }
        let basis =
            protein.referenceIsWeightAtReferenceBMI
            ? "the weight at BMI \(OutputText.number(policy.proteinReferenceBMIKgPerM2))" : "the current weight"
        lines.append(
            "Protein: \(OutputText.peopleGrams(protein.lowGramsPerDay)) to "
                + "\(OutputText.peopleGrams(protein.highGramsPerDay)) g/day "
                + "(\(OutputText.number(protein.gramsPerKgPerDay.lowerBound)) to "
                + "\(OutputText.number(protein.gramsPerKgPerDay.upperBound)) g per kg of "
                + "\(OutputText.kg(protein.referenceWeightKg)) kg, \(basis))."
        )
        let kgPerWeek = target.expectedChangeKgPerWeek
        var change = "Expected change: "
        if abs(kgPerWeek) < 0.0005 {
            change += "about no change in weight."
        } else {
            change +=
                "about \(OutputText.number(abs(kgPerWeek).roundedTo(0.001))) kg per week "
                + "\(kgPerWeek < 0 ? "lost" : "gained") "
                + "(\(OutputText.number(abs(target.expectedChangePercentPerWeek).roundedTo(0.01))) % of body "
                + "weight)"
            if let weeks = target.weeksToDestination, let landing = target.landingWeightKg {
                let dynamic =
                    dynamicWeeksToDestination(target, person: person)
                    .map {
                        "about \(OutputText.number($0.weeksRoundedToTenth)) weeks to \(OutputText.kg(landing)) kg by "
                            + "the dynamic projection (Hall 2011), "
                    }
                    ?? "\(OutputText.kg(landing)) kg is not reached within 3 years by the dynamic projection (Hall "
                    + "2011), "
                change += "; " + dynamic + "\(OutputText.number(weeks.roundedTo(0.1))) weeks by the static rule"
            }
            change += "."
        }
        let binding = target.guardrails.filter(\.binding).map { guardrailName($0.code, policy: policy) }
        if let requested = destination.ratePercentPerWeek, destination.kind == .lose, !binding.isEmpty {
            change +=
                " The requested rate was \(OutputText.number(requested)) % per week; "
                + "\(binding.joined(separator: " and ")) makes it slower."
        }
        lines.append(change)
        return lines
    }

    private static func workingSteps(
        _ target: InitialTarget, estimate: EnergyEstimate, maintenance: CurrentMaintenance, protein: ProteinTarget,
        policy: Policy
    ) -> [String] {
        let person = estimate.person
        let c = NASEM2023.coefficients(person.equationSex, person.activityLevel)
        let z = policy.estimate.predictionIntervalZ
        var steps: [String] = []
        func add(_ text: String) { steps.append(text) }
        if maintenance.source == .learned, let learned = maintenance.assessment?.evidence {
            let range = target.maintenanceInterval95KcalPerDay
            add(
                "Maintenance, learned from the logged days "
                    + "\(learned.historyStartDate ?? "")..\(learned.windowEndDate ?? "")"
                    + " (the whole-history estimate as of \(maintenance.asOf?.description ?? ""), METHOD §4):"
                    + " \(OutputText.kcal(target.maintenanceKcalPerDay)) kcal/day, 95 % interval "
                    + "\(OutputText.kcal(range.lowerBound))"
                    + " to \(OutputText.kcal(range.upperBound)). A target starts from what the logs have shown; the "
                    + "NASEM 2023"
                    + " equations alone would give \(OutputText.kcal(estimate.nasemKcalPerDay))."
            )
        } else {
            add(
                "Maintenance, NASEM 2023 (\(person.equationSex.rawValue), \(person.activityLevel.words)): "
                    + "\(OutputText.number(c.interceptKcal)) + (\(OutputText.number(c.kcalPerYearOfAge)) x "
                    + "\(OutputText.number(person.ageYears)) y) + \(OutputText.number(c.kcalPerCmOfHeight)) x "
                    + "\(OutputText.number(person.heightCm.roundedTo(0.01))) cm + "
                    + "\(OutputText.number(c.kcalPerKgOfWeight)) x \(OutputText.kg(person.weightKg)) kg = "
                    + "\(OutputText.kcal(estimate.nasemKcalPerDay)) kcal/day. 95 % interval: "
                    + "\(OutputText.kcal(estimate.nasemKcalPerDay)) ± \(OutputText.number(z)) x "
                    + "\(OutputText.number(estimate.nasemStandardErrorKcalPerDay)) = "
                    + "\(OutputText.kcal(estimate.nasemInterval95LowKcalPerDay)) to "
                    + "\(OutputText.kcal(estimate.nasemInterval95HighKcalPerDay))."
            )
        }
        switch target.rule {
        case .deficitFromRate:
            let rate =
                (target.requestedDeficitKcalPerDay ?? 0) * 7 * 100 / (person.weightKg * target.energyDensityKcalPerKg)
            add(
                "Deficit from the rate: \(OutputText.kg(person.weightKg)) kg x "
                    + "\(OutputText.number(rate.roundedTo(0.0001))) / 100 x "
                    + "\(OutputText.number(target.energyDensityKcalPerKg.roundedTo(0.01))) kcal/kg / 7 days = "
                    + "\(OutputText.kcal(target.requestedDeficitKcalPerDay ?? 0)) kcal/day."
            )
            for guardrail in target.guardrails where guardrail.code != .intakeFloor {
                let label =
                    guardrail.code == .deficitCapKcalPerDay
                    ? "fixed cap"
                    : "\(OutputText.number(policy.target.deficitCapPercentOfMaintenance)) % of maintenance"
                let effect =
                    guardrail.binding
                    ? "applies: the deficit is lowered by \(OutputText.kcal(-guardrail.changeKcalPerDay)) to "
                        + OutputText.kcal(guardrail.afterKcalPerDay)
                    : "does not apply"
                add("Deficit cap, \(label): \(OutputText.kcal(guardrail.limitKcalPerDay)) kcal/day; \(effect).")
            }
        case .maintenance:
            add("The target rule for this goal is maintenance itself.")
        case .surplusByExperience:
            add(
                "Surplus for training experience \(target.trainingExperience?.words ?? ""): "
                    + "\(OutputText.number(target.surplusPercent ?? 0)) % of maintenance."
            )
        case .recompositionDeficit:
            add(
                "Recomposition with priority on fat loss: a deficit of "
                    + "\(OutputText.number(target.recompositionDeficitPercent ?? 0)) % of maintenance."
            )
        }
        if let floor = target.guardrails.first(where: { $0.code == .intakeFloor }) {
            let m = OutputText.kcal(target.maintenanceKcalPerDay)
            let arithmetic: String =
                switch target.rule {
                case .deficitFromRate:
                    "\(m) - \(OutputText.kcal(target.maintenanceKcalPerDay - floor.beforeKcalPerDay)) = "
                case .maintenance: "maintenance, "
                case .surplusByExperience: "\(m) x (1 + \(OutputText.number(target.surplusPercent ?? 0)) / 100) = "
                case .recompositionDeficit:
                    "\(m) x (1 - \(OutputText.number(target.recompositionDeficitPercent ?? 0)) / 100) = "
                }
            add("Target before the floor: \(arithmetic)\(OutputText.kcal(floor.beforeKcalPerDay)) kcal/day.")
            let effect =
                floor.binding
                ? "applies, the target is raised by \(OutputText.kcal(floor.changeKcalPerDay)) to the floor"
                : "does not apply"
            add(
                "Intake floor for the \(person.equationSex.rawValue) equations: "
                    + "\(OutputText.number(floor.limitKcalPerDay)) kcal/day; \(effect).")
        }
        add(
            "Rounded to the nearest \(OutputText.number(policy.target.targetRoundingKcalPerDay)): "
                + "\(OutputText.number(target.roundedKcalPerDay)) kcal/day."
        )
        add(
            "95 % range: the same steps applied to "
                + "\(OutputText.kcal(target.maintenanceInterval95KcalPerDay.lowerBound)) and "
                + "\(OutputText.kcal(target.maintenanceInterval95KcalPerDay.upperBound)) give "
                + "\(OutputText.kcal(target.range95KcalPerDay.lowerBound)) to "
                + "\(OutputText.kcal(target.range95KcalPerDay.upperBound)) kcal/day."
        )
        add(
            "Expected change: (\(OutputText.kcal(target.kcalPerDay)) - "
                + "\(OutputText.kcal(target.maintenanceKcalPerDay))) x 7 / "
                + "\(OutputText.number(target.energyDensityKcalPerKg.roundedTo(0.01))) kcal/kg "
                + "(\(target.energyDensityRule.words)) = "
                + "\(OutputText.number(target.expectedChangeKgPerWeek.roundedTo(0.001))) kg per week."
        )
        add(
            "Protein: \(OutputText.number(protein.gramsPerKgPerDay.lowerBound)) to "
                + "\(OutputText.number(protein.gramsPerKgPerDay.upperBound)) g/kg x "
                + "\(OutputText.kg(protein.referenceWeightKg)) kg. Source: \(ProteinTarget.source)."
        )
        return steps
    }

    private static func guardrailName(_ code: Guardrail.Code, policy: TargetPolicy) -> String {
        switch code {
        case .deficitCapPercentOfMaintenance:
            "the cap of \(OutputText.number(policy.deficitCapPercentOfMaintenance)) % of maintenance"
        case .deficitCapKcalPerDay: "the cap of \(OutputText.number(policy.deficitCapKcalPerDay)) kcal/day"
        case .intakeFloor: "the intake floor"
        }
    }

    private static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
