import NutritionEngine

/// `recommend FILE [--format json|markdown]`: safety screen, destination check and the initial target.
///
/// Manual-only people and refused destinations are results (exit 0); only a malformed document,
/// or one without `person` or `goal`, is exit 65.
enum RecommendCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: ["json", "markdown"])
        let document = try context.input.document(file)
        var missing: [ValidationIssue] = []
        if document.person == nil {
            missing.append(
                ValidationIssue(
                    path: JSONPointer("/person"), code: .missingField, message: "person is required for recommend"))
        }
        if document.goal == nil {
            missing.append(
                ValidationIssue(
                    path: JSONPointer("/goal"), code: .missingField, message: "goal is required for recommend"))
        }
        guard let person = document.person, let goal = document.goal else {
            throw .invalid(file: InputSource.displayName(file), issues: missing)
        }
        // The same basis as plan new (as of the document's evaluation day, since the plan's last reset).
        var resetDate: CalendarDate?
        if let plan = document.plan {
            resetDate = try DocumentOutput.checkedHistory(plan, file: InputSource.displayName(file)).lastResetDate
        }
        let recommendation = Recommendation(
            person: person, goal: goal, safetyScreen: document.safetyScreen,
            manualTargetKcal: document.manualTargetKcal, dayLog: document.dayLog, resetDate: resetDate,
            policy: context.policy)
        // A plan created manual-only stays so when the screen is answered no later (as in every other
        // command); a manual-only person now is already answered by the recommendation itself.
        let gate = AutomationGate(
            planEligibility: document.plan?.history.first?.eligibility, now: recommendation.eligibility)
        let warnings = Warnings.of(document, context: context)
        if recommendation.eligibility.status == .eligible, !gate.allowsAutomatedNumbers {
            return try Evaluation.output(
                ManualOnlyReport(command: "recommend", gate: gate, policy: context.policy, warnings: warnings),
                format: format == "markdown" ? .markdown : .json, file: file)
        }
        if format == "markdown" {
            return CommandResult(
                exitCode: ExitCode.ok, stdout: RecommendMarkdown.text(recommendation, policy: context.policy),
                stderr: Warnings.lines(warnings, file: file))
        }
        var result = try Output.json(
            Warnings.json(RecommendReport.json(recommendation, policy: context.policy), warnings))
        result.stderr = Warnings.lines(warnings, file: file)
        return result
    }
}
