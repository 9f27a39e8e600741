import NutritionEngine

/// `maintenance FILE`: the trend-validated maintenance estimate from the document's person and days.
enum MaintenanceCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: ["json", "markdown"])
        let document = try context.input.document(file)
        let name = InputSource.displayName(file)
        let person = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try DocumentRequirements.adultPerson(document, for: "maintenance")
        }
        let gate = SafetyNow(document: document, person: person, absentScreen: .notAsked, policy: context.policy).gate
        let warnings = Warnings.of(document, context: context)
        guard gate.allowsAutomatedNumbers else {
            return try Evaluation.output(
                ManualOnlyReport(command: "maintenance", gate: gate, policy: context.policy, warnings: warnings),
                format: format == "markdown" ? .markdown : .json, file: file)
        }
        let resetDate = document.lastResetDate
        guard
            let assessment = CurrentMaintenance.decide(
                for: .learnedOnly, person: person, dayLog: document.dayLog, resetDate: resetDate, policy: context.policy
            )?
            .assessment
        else {
            throw .invalid(
                file: name,
                issues: [
                    ValidationIssue(
                        path: JSONPointer("/days"), code: .missingField,
                        message: "maintenance needs days (or records) or an asOf date")
                ])
        }
        let report = MaintenanceReport.command(assessment, resetDate: resetDate, policy: context.policy)
        return try FormattedOutput.result(
            report, format: format, markdown: ReportMarkdown.maintenance, warnings: warnings, file: file)
    }
}
