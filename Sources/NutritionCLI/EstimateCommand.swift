import NutritionEngine

/// `estimate FILE`: the equation-based maintenance estimates for the document's person.
enum EstimateCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: ["json", "markdown"])
        let document = try context.input.document(file)
        let person = try DocumentRequirements.adultPerson(
            document, file: InputSource.displayName(file), for: "estimate")
        let gate = SafetyNow(document: document, person: person, absentScreen: .notAsked, policy: context.policy).gate
        let warnings = Warnings.of(document, context: context)
        guard gate.allowsAutomatedNumbers else {
            return try FormattedOutput.result(
                ReportEnvelope.manualOnly(command: "estimate", gate: gate, policy: context.policy), format: format,
                markdown: ReportMarkdown.manualOnly, warnings: warnings, file: file)
        }
        let estimate = EnergyEstimate(person: person, policy: context.policy.estimate)
        return try FormattedOutput.result(
            EstimateReport.json(estimate, policy: context.policy), format: format, markdown: ReportMarkdown.estimate,
            warnings: warnings, file: file)
    }
}
