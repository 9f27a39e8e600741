/// The `project` page, built from the typed report.
extension ProjectionReport {
    /// The page: the plan and its answers, the weekly trajectory beside the static rule (with
    /// calendar dates when the document has an evaluation day) and the method.
    public var page: ReportPage {
        let n = OutputText.self
        let unit = self.unit
        let words = ProjectionWords.people(unit)
        var page = PageBuilder(title: "Weight projection")
        page.section("Plan")
        // The sign is decided on the change as shown (-4 kcal is shown 0, and gets its +).
        let change = n.roundedForPeople(intakeChangeKcalPerDay, decimals: -1)
        page.bullet(
            "Intake: **\(n.peopleKcal(projection.intakeKcalPerDay)) kcal/day** (\(change >= 0 ? "+" : "")"
                + "\(n.peopleKcal(change)) kcal/day from maintenance).")
        page.bullet("Maintenance: \(n.peopleKcal(projection.maintenanceKcalPerDay)) kcal/day (\(maintenanceWords)).")
        if baseline.assessment?.evidence.loggingLooksIncomplete == true {
            page.bullet(
                "Logging looks incomplete, so the maintenance estimate and every projected number may read low.")
        }
        page.bullet(
            "Start: \(unit.text(kilograms: start.weightKg)) on \(start.date?.description ?? "day 0") "
                + "(\(startWords)).")
        if let message = reachMessage(words) { page.bullet(message) }
        if let planner { page.bullet(Self.stayMessage(planner, words)) }
        if let message = landingMessage(words) {
            page.bullet(message + (staticRuleLandingDay.map { " The static rule says day \(n.number($0))." } ?? ""))
        }
        if !projection.trajectory.isEmpty {
            page.section("Trajectory")
            let dated = start.date != nil
            func weight(_ kilograms: Double) -> String { n.grouped(unit.shown(kilograms), 1) }
            let rows = projection.trajectory.map { point in
                ["\(point.day)"] + (dated ? [date(point.day)?.description ?? ""] : []) + [
                    weight(point.weightKg), point.staticRuleWeightKg.map(weight) ?? "",
                ]
            }
            page.table(
                header: ["day"] + (dated ? ["date"] : []) + [
                    "dynamic model (\(unit.rawValue))", "static rule (\(unit.rawValue))",
                ], rows: rows)
        }
        page.section("Method")
        page.bullet("\(Self.modelName): \(Self.modelSource).")
        page.bullet("Starting fat mass \(unit.text(kilograms: projection.startFatMassKg)) (\(startFatMassSource)).")
        page.bullet("Static rule: \(Self.staticRuleMeaning).")
        page.bullet("Maintenance: \(maintenanceNote).")
        page.versions(policyVersion: policy.version, warnings: warnings)
        return page.page
    }

    /// Where the maintenance figure came from, in plain words: "learned from your logs and weight
    /// trend, estimated, moderate confidence".
    var maintenanceWords: String {
        let source =
            switch baseline.source {
            case .learned: "learned from the logs and the weight trend"
            case .nasem2023Equation: "the NASEM 2023 equation"
            case .supplied: "the figure supplied"
            }
        guard let estimate = baseline.assessment?.estimate else { return source }
        let status =
            switch estimate.status {
            case .estimated: "estimated"
            case .holding: "holding: too little evidence yet"
            }
        return "\(source), \(status), \(estimate.confidence.rawValue) confidence"
    }

    /// Where the starting weight came from, in plain words.
    var startWords: String {
        switch start.weightSource {
        case .trend: "the weight trend"
        case .profile: "the profile's weight"
        }
    }

    /// The chart's points: each trajectory entry the static rule still applies to, at the JSON's precision.
    var chart: ProjectionChart.Input {
        ProjectionChart.Input(
            points: projection.trajectory.compactMap { point in
                point.staticRuleWeightKg.map { rule in
                    ProjectionChart.Point(
                        day: Double(point.day), model: point.weightKg.roundedTo(OutputPrecision.kg),
                        rule: rule.roundedTo(OutputPrecision.kg), date: date(point.day)?.description)
                }
            },
            intakeKcalPerDay: projection.intakeKcalPerDay.roundedTo(OutputPrecision.kcal),
            landingWeightKg: projection.landingWeightKg?.roundedTo(OutputPrecision.kg), unit: unit,
            logged: loggedWeighIns, goalWeightKg: goalWeightKg?.roundedTo(OutputPrecision.kg))
    }

    /// The usable weigh-ins (outliers left out) of the `ProjectionChart.loggedDays` days up to day 0,
    /// from the ledger the maintenance estimate read; none without days or a start date.
    var loggedWeighIns: [ProjectionChart.Logged] {
        guard let day0 = start.date, let ledger = baseline.assessment?.ledger else { return [] }
        return ledger.days(from: day0.adding(days: 1 - ProjectionChart.loggedDays), through: day0).compactMap { day in
            day.usableWeightKg.map {
                ProjectionChart.Logged(
                    day: Double(day0.days(to: day.date)), kg: $0.roundedTo(OutputPrecision.kg),
                    date: day.date)
            }
        }
    }
}
