import NutritionEngine

/// `project FILE (--intake KCAL | --intake-change KCAL) [--days N] [--landing-weight-kg KG]`.
enum ProjectCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["intake", "intake-change", "days", "landing-weight-kg", "format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: ["json", "markdown"])
        let intake = try number(parsed, "intake", in: 500...10_000)
        let change = try number(parsed, "intake-change", in: -5000...5000)
        guard (intake == nil) != (change == nil) else { throw .usage("give exactly one of --intake KCAL or --intake-change KCAL") }
        let days = try number(parsed, "days", in: 1...3650).map { (value: Double) throws(CommandError) -> Int in
            guard value == value.rounded() else { throw .usage("--days must be a whole number, found \(JSONWriter.format(value))") }
            return Int(value)
        } ?? context.policy.projection.defaultDays
        let landing = try number(parsed, "landing-weight-kg", in: 30...300)
        let document = try context.input.document(file)
        let person = try DocumentRequirements.adultPerson(document, file: InputSource.displayName(file), for: "project")
        let baseline = ProjectionBaseline(person: person, dayLog: document.dayLog, resetDate: document.lastResetDate, policy: context.policy)
        let maintenance = baseline.kcalPerDay
        let planned = intake ?? maintenance + (change ?? 0)
        guard planned >= 500 else { throw .usage("the planned intake would be \(JSONWriter.format(planned.roundedTo(0.01))) kcal/day; the projection needs at least 500") }
        let projection = WeightProjection(
            person: person, maintenanceKcalPerDay: maintenance, intakeKcalPerDay: planned, days: days, landingWeightKg: landing,
            policy: context.policy.projection)
        return try FormattedOutput.result(ProjectionReport.json(projection, person: person, baseline: baseline, policy: context.policy), format: format, markdown: ReportMarkdown.project)
    }

    private static func number(_ parsed: Arguments, _ name: String, in range: ClosedRange<Double>) throws(CommandError) -> Double? {
        guard let text = parsed.values[name] else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw .usage("--\(name) must be a number from \(JSONWriter.format(range.lowerBound)) to \(JSONWriter.format(range.upperBound)), found \(text)")
        }
        return value
    }
}
