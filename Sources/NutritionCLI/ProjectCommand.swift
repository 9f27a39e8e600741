import NutritionEngine

/// `project FILE (--intake KCAL | --intake-change KCAL | --landing-weight-kg KG --by DATE) [--days N]
/// [--landing-weight-kg KG] [--format json|markdown|svg]`.
///
/// Day 0 is the document's evaluation day with the person's current (trend) weight.
enum ProjectCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(
            arguments, valued: ["intake", "intake-change", "days", "landing-weight-kg", "by", "format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: ["json", "markdown", "svg"])
        let intake = try number(parsed, "intake", in: 500...10_000)
        let change = try number(parsed, "intake-change", in: -5000...5000)
        let landing = try number(parsed, "landing-weight-kg", in: 30...300)
        let by = try parsed.values["by"].map { (text: String) throws(CommandError) -> CalendarDate in
            guard let date = CalendarDate(iso: text) else {
                throw .usage("--by must be a date YYYY-MM-DD, found \(text)")
            }
            return date
        }
        if by != nil {
            guard landing != nil else {
                throw .usage("--by DATE needs --landing-weight-kg KG: the weight to reach by that date")
            }
            guard intake == nil && change == nil else {
                throw .usage(
                    "with --by the intake is what the projection solves for; leave out --intake and --intake-change")
            }
        } else {
            guard (intake == nil) != (change == nil) else {
                throw .usage(
                    "give exactly one of --intake KCAL or --intake-change KCAL (or --landing-weight-kg KG --by DATE)")
            }
        }
        let requestedDays = try number(parsed, "days", in: 1...3650).map {
            (value: Double) throws(CommandError) -> Int in
            guard value == value.rounded() else {
                throw .usage("--days must be a whole number, found \(JSONWriter.format(value))")
            }
            return Int(value)
        }
        let document = try context.input.document(file)
        let original = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try DocumentRequirements.adultPerson(document, for: "project")
        }
        let gate = SafetyNow(document: document, person: original, absentScreen: .notAsked, policy: context.policy).gate
        let warnings = Warnings.of(document, context: context)
        guard gate.allowsAutomatedNumbers else {
            let manual = ManualOnlyReport(command: "project", gate: gate, policy: context.policy, warnings: warnings)
            if format == "svg" {
                return CommandResult(
                    exitCode: ExitCode.ok, stdout: ProjectionChart.svg(manual.json),
                    stderr: Warnings.lines(warnings, file: file))
            }
            return try Evaluation.output(manual, format: format == "markdown" ? .markdown : .json, file: file)
        }
        guard
            let baseline = CurrentMaintenance.decide(
                for: .latest, person: original, dayLog: document.dayLog, resetDate: document.lastResetDate,
                policy: context.policy)
        else {
            throw .internal("no maintenance figure for an adult person")
        }
        let start = ProjectionStart(person: original, baseline: baseline, dayLog: document.dayLog)
        let person = start.person(original)
        let maintenance = baseline.kcalPerDay
        let model = HallModel(
            person: person, maintenanceKcalPerDay: maintenance,
            restingKcalPerDay: MifflinStJeor.restingKcalPerDay(person),
            carbohydrateFraction: context.policy.projection.carbohydrateEnergyFraction)

        var planner: PlannerAnswers?
        var daysToLanding: Int?
        if let landing {
            if let by {
                guard let startDate = start.date else {
                    throw .usage("--by needs the document's asOf (day 0 of the projection); give asOf or logged days")
                }
                let days = startDate.days(to: by)
                guard (1...3650).contains(days) else {
                    throw .usage("--by must be 1 to 3650 days after the start \(startDate), found \(by) (\(days) days)")
                }
                daysToLanding = days
            }
            planner = PlannerAnswers(
                landingWeightKg: landing, byDate: by, days: daysToLanding, model: model,
                limits: DeficitLimits(
                    maintenanceKcalPerDay: maintenance, sex: person.equationSex, policy: context.policy.target),
                stepDays: context.policy.projection.stepDays, searchDays: context.policy.projection.landingSearchDays)
        }
        let planned: Double
        if let by, let days = daysToLanding {
            guard let solved = planner?.intakeToReachKcalPerDay else {
                throw .usage(
                    "no constant intake from 500 to 10000 kcal/day reaches \(JSONWriter.format(landing ?? 0)) kg by \(by) (\(days) days) in the dynamic model; choose another date or weight"
                )
            }
            planned = solved
        } else {
            planned = intake ?? maintenance + (change ?? 0)
        }
        guard planned >= 500 else {
            throw .usage(
                "the planned intake would be \(JSONWriter.format(planned.roundedTo(0.01))) kcal/day; the projection needs at least 500"
            )
        }
        let days = requestedDays ?? daysToLanding ?? context.policy.projection.defaultDays
        let projection = WeightProjection(
            person: person, maintenanceKcalPerDay: maintenance, intakeKcalPerDay: planned, days: days,
            landingWeightKg: landing,
            policy: context.policy.projection)
        let report = ProjectionReport.json(
            projection, person: person, baseline: baseline, start: start, planner: planner, policy: context.policy)
        if format == "svg" {
            _ = try Output.json(report)
            return CommandResult(
                exitCode: ExitCode.ok, stdout: ProjectionChart.svg(report), stderr: Warnings.lines(warnings, file: file)
            )
        }
        return try FormattedOutput.result(
            report, format: format, markdown: ReportMarkdown.project, warnings: warnings, file: file)
    }

    private static func number(_ parsed: Arguments, _ name: String, in range: ClosedRange<Double>) throws(CommandError)
        -> Double?
    {
        guard let text = parsed.values[name] else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw .usage(
                "--\(name) must be a number from \(JSONWriter.format(range.lowerBound)) to \(JSONWriter.format(range.upperBound)), found \(text)"
            )
        }
        return value
    }
}
