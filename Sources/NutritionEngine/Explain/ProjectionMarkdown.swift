/// The `project` page, built from the typed report.
extension ProjectionReport {
    /// The page: the plan and its answers, the weekly trajectory beside the static rule (with
    /// calendar dates when the document has an evaluation day) and the method.
    public var page: ReportPage {
        let n = OutputText.self
        var page = PageBuilder(title: "Weight projection")
        page.section("Plan")
        // The sign is decided on the change as written (-0.004 is written 0, and gets its +).
        let change = intakeChangeKcalPerDay.roundedTo(OutputPrecision.kcal)
        page.bullet(
            "Intake: **\(n.kcal(projection.intakeKcalPerDay)) kcal/day** (\(change >= 0 ? "+" : "")\(n.number(change)) "
                + "kcal/day from maintenance).")
        let estimate = baseline.assessment?.estimate
        let status = estimate.map { ", \($0.status.rawValue), confidence \($0.confidence.rawValue)" } ?? ""
        page.bullet(
            "Maintenance: \(n.kcal(projection.maintenanceKcalPerDay)) kcal/day "
                + "(\(baseline.source.name(in: .projection))\(status)).")
        if baseline.assessment?.evidence.loggingLooksIncomplete == true {
            page.bullet(
                "Logging looks incomplete, so the maintenance estimate and every projected number may read low.")
        }
        page.bullet(
            "Start: \(n.kg(start.weightKg)) kg on \(start.date?.description ?? "day 0") "
                + "(\(start.weightSource.rawValue)).")
        if let reachMessage { page.bullet(reachMessage) }
        if let planner { page.bullet(Self.stayMessage(planner)) }
        if let landingMessage {
            page.bullet(
                landingMessage + (staticRuleLandingDay.map { " The static rule says day \(n.number($0))." } ?? ""))
        }
        if !projection.trajectory.isEmpty {
            page.section("Trajectory")
            let dated = start.date != nil
            let rows = projection.trajectory.map { point in
                ["\(point.day)"] + (dated ? [date(point.day)?.description ?? ""] : []) + [
                    n.kg(point.weightKg), point.staticRuleWeightKg.map(n.kg) ?? "",
                ]
            }
            page.table(header: ["day"] + (dated ? ["date"] : []) + ["dynamic model kg", "static rule kg"], rows: rows)
        }
        page.section("Method")
        page.bullet("\(Self.modelName): \(Self.modelSource).")
        page.bullet("Starting fat mass \(n.kg(projection.startFatMassKg)) kg (\(startFatMassSource)).")
        page.bullet("Static rule: \(Self.staticRuleMeaning).")
        page.bullet("Maintenance: \(maintenanceNote).")
        page.versions(policyVersion: policy.version, warnings: warnings)
        return page.page
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
            landingWeightKg: projection.landingWeightKg?.roundedTo(OutputPrecision.kg))
    }
}
