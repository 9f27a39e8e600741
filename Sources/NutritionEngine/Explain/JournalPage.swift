/// The journal's JSON members, shared by the report with automated numbers and the manual-only one.
enum JournalJSON {
    /// One week: dates, the roll-up (as `days` and `check-in` write it), the trend, the check-in,
    /// the decisions and the target in force on its last day; `extra` adds the caller's members.
    static func week(
        _ week: JournalWeek, targets: TargetsInForce?, extra: (inout JSONObject) -> Void
    ) -> JSONValue {
        var members: JSONObject = [
            "start": .string(week.start.description),
            "end": .string(week.end.description),
            "summary": DaysReport.weekJSON(week.summary),
            "trend": .object([
                "startKg": .kg(week.trendStartKg), "endKg": .kg(week.trendEndKg), "changeKg": .kg(week.trendChangeKg),
            ]),
            "checkIn": .object([
                "status": .string(week.checkInStatus.rawValue), "date": .string(week.checkInDate?.description),
            ]),
            "decisions": .array(week.decisions.map(decision)),
            "targetInForce": target(targets?.targets(on: week.end).last),
        ]
        if let foods = week.foods { members["foods"] = FoodTotalsReport.weekJSON(foods) }
        extra(&members)
        return .object(members)
    }

    static func target(_ target: ActiveTarget?) -> JSONValue {
        target.map { .object(["kcalPerDay": .number($0.kcalPerDay), "source": .string($0.source.rawValue)]) } ?? .null
    }

    static func decision(_ decision: JournalDecision) -> JSONValue {
        var members: JSONObject = [
            "kind": .string(decision.kind.rawValue), "date": .string(decision.date.description),
            "targetBefore": target(decision.targetBefore), "targetAfter": target(decision.targetAfter),
        ]
        if let offer = decision.offer {
            var offered: JSONObject = ["kind": .string(offer.kind.rawValue)]
            if let new = offer.newTargetKcalPerDay { offered["newTargetKcalPerDay"] = .number(new) }
            if let change = offer.changeKcalPerDay { offered["changeKcalPerDay"] = .number(change) }
            members["offer"] = .object(offered)
        }
        return .object(members)
    }

    static func estimate(_ estimate: WeekEndEstimate) -> JSONValue {
        .object([
            "asOf": .string(estimate.asOf.description),
            "kcalPerDay": .kcal(estimate.kcalPerDay),
            "interval95": .object([
                "low": .kcal(estimate.interval95LowKcalPerDay), "high": .kcal(estimate.interval95HighKcalPerDay),
                "unit": "kcal/day",
            ]),
            "status": .string(estimate.status.rawValue),
            "resetDate": .string(estimate.resetDate?.description),
        ])
    }

    /// The current plan: goal, target and where it came from, resets, archived plans, the targets over time.
    static func plan(_ plan: Plan?, state: PlanState?, targets: TargetsInForce?, withheld: Bool) -> JSONValue {
        guard let plan else { return .null }
        let created = plan.history.first { $0.kind == .planCreated }
        var members: JSONObject = [
            "goal": plan.goal?.json ?? .null,
            "createdDate": .string(created?.date.description),
            "createdPolicyVersion": .string(created?.policyVersion),
            "createdAlgorithmVersion": .string(created?.algorithmVersion),
            "resets": .array(plan.history.filter { $0.kind == .algorithmReset }.map { .string($0.date.description) }),
            "archivedPlans": .array(
                plan.archivedPlans.map { archived in
                    .object([
                        "createdDate": .string(archived.history.first?.date.description),
                        "archivedDate": .string(archived.history.last { $0.kind == .planArchived }?.date.description),
                        "details": .array(
                            (archived.history.last { $0.kind == .planArchived }?.details ?? []).map { .string($0) }),
                    ])
                }),
            "targetHistory": .array(
                (targets?.changes ?? []).map {
                    .object(["date": .string($0.date.description), "target": target($0.target)])
                }
            ),
        ]
        let current = withheld ? (plan.activeTarget?.source == .recommended ? nil : plan.activeTarget) : state?.target
        members["target"] = target(current)
        return .object(members)
    }
}

/// The journal's page sections, shared by both reports.
enum JournalPage {
    static func title(_ series: JournalSeries) -> String { "Journal: \(series.start) to \(series.end)" }

    /// "Current plan": goal, target and its origin, resets, archived plans, and the adjustment history.
    static func plan(
        _ page: inout PageBuilder, plan: Plan?, state: PlanState?, targets: TargetsInForce?, unit: WeightUnit,
        withheld: Bool, estimate: String? = nil
    ) {
        page.section("Current plan")
        guard let plan else {
            page.paragraph("No plan yet: the weeks below are the log as kept.")
            return
        }
        if let goal = plan.goal?.typed { page.bullet("Goal: \(goalWords(goal, unit: unit)).") }
        let created = plan.history.first { $0.kind == .planCreated }
        let target = withheld ? (plan.activeTarget?.source == .recommended ? nil : plan.activeTarget) : state?.target
        if let target {
            page.bullet(
                "Target now: \(OutputText.peopleKcal(target.kcalPerDay)) kcal/day, \(sourceWords(target.source)).")
        } else {
            page.bullet("Target now: none shown.")
        }
        if let created {
            var line = "Plan created on \(created.date)"
            if let version = created.policyVersion { line += " under policy \(version)" }
            page.bullet(line + ", \(created.algorithmVersion).")
        }
        for reset in plan.history where reset.kind == .algorithmReset {
            page.bullet("The estimate was reset on \(reset.date): it learns only from the days since.")
        }
        for archived in plan.archivedPlans {
            let start = archived.history.first?.date.description ?? "?"
            let end = archived.history.last { $0.kind == .planArchived }?.date.description ?? "?"
            page.bullet("An earlier plan, \(start) to \(end), is archived whole with its history.")
        }
        if let estimate { page.bullet(estimate) }
        let changes = targets?.changes ?? []
        if !changes.isEmpty {
            page.table(
                caption: "Targets over time:", header: ["From", "Target (kcal/day)", "Where it came from"],
                rows: changes.map { change in
                    [
                        change.date.description, change.target.map { OutputText.peopleKcal($0.kcalPerDay) } ?? "none",
                        change.target.map { sourceWords($0.source) } ?? "—",
                    ]
                })
        }
    }

    /// "Foods, mean per validated day: energy 1,850 kcal (5 of 6 days); sodium 2,140 mg (4 of 6 days)."
    /// Each mean is over the validated days whose every food carries the figure; nil for a week
    /// without a validated day that lists foods (nothing is averaged, nothing is shown as 0).
    static func foodWords(_ foods: WeekFoodSummary) -> String? {
        let means = foods.averages.compactMap { average in
            average.meanPerDay.map {
                "\(average.quantity.label) \(FoodTotalsReport.amount($0, average.quantity)) "
                    + "(\(average.days) of \(average.of) days)"
            }
        }
        guard !means.isEmpty else { return nil }
        return "Foods, mean per validated day: " + means.joined(separator: "; ") + "."
    }

    static func goalWords(_ goal: Goal, unit: WeightUnit) -> String {
        let landing = goal.landingWeightKg.map { unit.text(kilograms: $0) }
        switch goal.kind {
        case .lose:
            let rate = goal.ratePercentPerWeek.map { " at \(OutputText.fixed($0, 2)) % of body weight a week" } ?? ""
            return "lose weight" + (landing.map { " to \($0)" } ?? "") + rate
        case .maintain: return "keep weight steady" + (landing.map { " at \($0)" } ?? "")
        case .gain: return "gain weight" + (landing.map { " to \($0)" } ?? "")
        case .recomposition:
            return "recomposition" + (goal.landingDeferred ? " (destination: set later)" : "")
                + (goal.fatLossPriority ? ", fat loss first" : "")
        }
    }

    static func sourceWords(_ source: TargetSource) -> String {
        switch source {
        case .recommended: "recommended by the engine"
        case .edited: "your own number (an edit)"
        case .manual: "your own number"
        }
    }

    /// "Weeks": one table row per week, newest first, then each week's decisions in words.
    static func weeks(
        _ page: inout PageBuilder, weeks: [JournalWeek], unit: WeightUnit, targets: TargetsInForce?,
        estimate: ((JournalWeek) -> String)?
    ) {
        page.section("Weeks")
        func covered(_ value: Double?, _ coverage: WeekSummary.Coverage, _ text: (Double) -> String) -> String {
            "\(value.map(text) ?? "no data") (\(coverage.days)/\(coverage.of))"
        }
        var header = ["Week", "Intake per evidence day", "Protein", "Steps", "Weight trend", "Check-in"]
        if estimate != nil { header.append("Maintenance (95 % range)") }
        header.append("Target")
        page.table(
            caption: "Each figure with the days it stands on (days with data / days of the week ended):",
            header: header,
            rows: weeks.map { week in
                let s = week.summary
                var trend = "no weigh-ins"
                if let start = week.trendStartKg, let end = week.trendEndKg {
                    trend =
                        "\(unit.text(kilograms: start)) → \(unit.text(kilograms: end)) "
                        + "(\(unit.changeText(fromKilograms: start, toKilograms: end)))"
                }
                var row = [
                    "\(week.start) to \(week.end)",
                    covered(s.meanIntakeKcalPerEvidenceDay, s.intakeCoverage) { OutputText.peopleKcal($0) + " kcal" },
                    covered(s.meanProteinGPerEvidenceDay, s.proteinCoverage) { OutputText.peopleGrams($0) + " g" },
                    covered(s.meanStepsPerDayWithSteps, s.stepsCoverage) { OutputText.grouped($0, 0) },
                    trend,
                    week.checkInStatus.words + (week.checkInDate.map { " (\($0))" } ?? ""),
                ]
                if let estimate { row.append(estimate(week)) }
                row.append(targets?.targets(on: week.end).last.map { OutputText.peopleKcal($0.kcalPerDay) } ?? "—")
                return row
            })
        for week in weeks {
            let s = week.summary
            var extras: [String] = []
            if let alcohol = s.totalAlcoholG {
                extras.append("alcohol \(OutputText.fixed(alcohol, 0)) g (\(s.alcoholCoverage.days) days)")
            }
            if let minutes = s.totalTrainingMinutes {
                extras.append("training \(OutputText.fixed(minutes, 0)) min (\(s.trainingMinutesCoverage.days) days)")
            }
            let decisions = week.decisions.map { decision in
                var words = "\(decision.date): \(decision.words)"
                if let before = decision.targetBefore, let after = decision.targetAfter, before != after {
                    words +=
                        " (\(OutputText.peopleKcal(before.kcalPerDay)) → "
                        + "\(OutputText.peopleKcal(after.kcalPerDay)) kcal/day)"
                } else if decision.kind == .recommendationOffered, let offer = decision.offer,
                    let new = offer.newTargetKcalPerDay
                {
                    words += ": \(OutputText.peopleKcal(new)) kcal/day"
                }
                return words
            }
            let sentences =
                (extras.isEmpty ? [] : [extras.joined(separator: ", ") + "."])
                + (decisions.isEmpty ? [] : [decisions.joined(separator: "; ") + "."])
                + [week.foods.flatMap(foodWords)].compactMap { $0 }
            guard !sentences.isEmpty else { continue }
            page.bullet("Week of \(week.start): " + sentences.joined(separator: " "))
        }
    }
}
