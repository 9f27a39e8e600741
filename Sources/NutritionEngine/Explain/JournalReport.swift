/// What `journal` found for a person who may get automated numbers: the weeks newest first, the
/// estimate as it stood at each week's end, the targets in force over time and the current plan.
/// Its JSON document, its page and its charts are all built from these typed values.
public struct JournalReport: Sendable, Equatable {
    /// The evaluation day (the ledger's asOf).
    public var asOf: CalendarDate
    /// The first day of every week.
    public var weekStart: Weekday
    /// The weeks, newest first.
    public var weeks: [JournalWeek]
    /// The estimate at the end of each finished week, newest first.
    public var estimates: [WeekEndEstimate]
    /// The weigh-ins and trend over the weeks shown.
    public var series: JournalSeries
    /// The targets in force over time (nil without a plan).
    public var targets: TargetsInForce?
    /// The plan, when there is one.
    public var plan: Plan?
    /// Its replayed state.
    public var state: PlanState?
    /// The unit the person reads weights in.
    public var unit: WeightUnit
    /// The policy in force (echoed whole in the JSON).
    public var policy: Policy
    /// The document's warnings.
    public var warnings: [InputWarning]

    /// The estimate as of the day after `week`, when it was computed.
    func estimate(for week: JournalWeek) -> WeekEndEstimate? { estimates.first { $0.weekEnd == week.end } }

    /// The output document: every figure at full output precision, weights in kg (`weightUnit`
    /// says how the pages show them).
    public var json: JSONValue {
        InputWarning.json(
            ReportEnvelope.json(
                command: "journal", policy: policy,
                [
                    "asOf": .string(asOf.description),
                    "weekStart": .string(weekStart.rawValue),
                    "weightUnit": .string(unit.rawValue),
                    "weeks": .array(
                        weeks.map { week in
                            JournalJSON.week(week, targets: targets) { members in
                                members["estimate"] = estimate(for: week).map(JournalJSON.estimate) ?? .null
                            }
                        }),
                    "plan": JournalJSON.plan(plan, state: state, targets: targets, withheld: false),
                    "estimateRule": .string(
                        "as of the day after each finished week, from the days before it and the last algorithm reset "
                            + "dated before it: the figure 'maintenance' gives with that asOf"),
                ]), warnings)
    }

    /// The page: the current plan, the charts (HTML), then the weeks newest first.
    public var page: ReportPage {
        var page = PageBuilder(title: JournalPage.title(series))
        page.paragraph(
            "Weeks newest first. Days not logged are left out of every average, never counted as zero; each "
                + "figure says how many days it stands on.")
        let newestLine = estimates.first.map { newest in
            "Maintenance estimate at the end of \(newest.weekEnd): \(OutputText.peopleKcal(newest.kcalPerDay)) "
                + "kcal/day (95 % range \(OutputText.peopleKcal(newest.interval95LowKcalPerDay)) to "
                + "\(OutputText.peopleKcal(newest.interval95HighKcalPerDay)); "
                + "\(newest.status == .estimated ? "estimated" : "still settling")), from the "
                + "\(policy.maintenance.windowDays) days before \(newest.asOf) and the whole history behind them."
        }
        JournalPage.plan(
            &page, plan: plan, state: state, targets: targets, unit: unit, withheld: false, estimate: newestLine)
        page.section("Charts")
        for chart in charts { page.figure(chart.svg) }
        JournalPage.weeks(&page, weeks: weeks, unit: unit, targets: targets) { week in
            estimate(for: week).map {
                "\(OutputText.peopleKcal($0.kcalPerDay)) (\(OutputText.peopleKcal($0.interval95LowKcalPerDay))"
                    + "–\(OutputText.peopleKcal($0.interval95HighKcalPerDay)))"
            } ?? "—"
        }
        page.versions(policyVersion: policy.version, warnings: warnings)
        return page.page
    }

    /// Weight (weigh-ins, trend, landing weight), maintenance with its band and the target, weekly intake.
    var charts: [ChartCanvas] {
        [
            JournalCharts.weight(series, unit: unit, landingKg: plan?.goal?.typed.landingWeightKg),
            JournalCharts.maintenance(estimates, targets: targets, start: series.start, end: series.end),
            JournalCharts.intake(weeks, targets: targets, start: series.start, end: series.end),
        ]
    }
}

/// `journal` for a person who is manual-only: the weeks as logged, check-ins and decisions, and
/// the person's own target; no estimate, band, recommended target or offer number anywhere.
public struct ManualOnlyJournalReport: Sendable, Equatable {
    /// The weeks, newest first (decisions keep only the person's own targets' numbers).
    public var weeks: [JournalWeek]
    /// The weigh-ins and trend.
    public var series: JournalSeries
    /// The person's own targets in force over time (recommended ones left out).
    public var targets: TargetsInForce?
    /// The plan (its goal and history's kinds are shown; recommended numbers are not).
    var plan: Plan?
    /// Why there is no automated number.
    public var gate: AutomationGate
    /// The unit the person reads weights in.
    public var unit: WeightUnit
    /// The policy's version.
    public var policyVersion: String
    /// The document's warnings.
    public var warnings: [InputWarning]

    /// The report of `weeks`, with every automated number taken out.
    init(
        weeks: [JournalWeek], series: JournalSeries, targets: TargetsInForce?, plan: Plan?, gate: AutomationGate,
        unit: WeightUnit, policy: Policy, warnings: [InputWarning]
    ) {
        func own(_ target: ActiveTarget?) -> ActiveTarget? { target?.source == .recommended ? nil : target }
        self.weeks = weeks.map { week in
            var week = week
            week.decisions = week.decisions.map { decision in
                var decision = decision
                // The offer's kind is the person's to know; its numbers are automated.
                decision.offer?.newTargetKcalPerDay = nil
                decision.offer?.changeKcalPerDay = nil
                decision.targetBefore = own(decision.targetBefore)
                decision.targetAfter = own(decision.targetAfter)
                return decision
            }
            return week
        }
        self.series = series
        self.targets = targets.map { targets in
            var owned = targets
            owned.changes = targets.changes.map { TargetsInForce.Change(date: $0.date, target: own($0.target)) }
            return owned
        }
        self.plan = plan
        self.gate = gate
        self.unit = unit
        policyVersion = policy.version
        self.warnings = warnings
    }

    /// The output document: the weeks as logged and the gate; no automated number.
    public var json: JSONValue {
        InputWarning.json(
            .object([
                "command": "journal",
                "algorithmVersion": .string(EngineVersion.algorithm),
                "policy": PolicyEcho.versionOnly(version: policyVersion),
                "manualOnly": gate.json,
                "weightUnit": .string(unit.rawValue),
                "weeks": .array(weeks.map { JournalJSON.week($0, targets: targets) { _ in } }),
                "plan": JournalJSON.plan(plan, state: nil, targets: targets, withheld: true),
            ]), warnings)
    }

    /// The page: the gate's statement, the person's own plan, the charts (HTML), the weeks.
    public var page: ReportPage {
        var page = PageBuilder(title: JournalPage.title(series))
        page.paragraph(gate.statement)
        page.paragraph("Weeks newest first. Days not logged are left out of every average, never counted as zero.")
        JournalPage.plan(&page, plan: plan, state: nil, targets: targets, unit: unit, withheld: true)
        page.section("Charts")
        for chart in charts { page.figure(chart.svg) }
        JournalPage.weeks(&page, weeks: weeks, unit: unit, targets: targets, estimate: nil)
        page.versions(policyVersion: policyVersion, warnings: warnings)
        return page.page
    }

    /// Weight (weigh-ins and trend) and weekly intake against the person's own target.
    var charts: [ChartCanvas] {
        [
            JournalCharts.weight(series, unit: unit, landingKg: nil),
            JournalCharts.intake(weeks, targets: targets, start: series.start, end: series.end),
        ]
    }
}
