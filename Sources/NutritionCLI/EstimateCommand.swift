import NutritionEngine

/// `estimate FILE`: the equation-based maintenance estimates for the document's person.
enum EstimateCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["format"])
        let file = try parsed.single("input FILE")
        _ = try parsed.format(allowed: ["json"])
        let document = try context.input.document(file)
        guard let person = document.person else {
            throw .invalid(
                file: InputSource.displayName(file),
                issues: [ValidationIssue(path: JSONPointer("/person"), code: .missingField, message: "person is required for estimate")])
        }
        let domainIssues = EquationDomain.issues(for: person, at: JSONPointer("/person"))
        guard domainIssues.isEmpty else { throw .invalid(file: InputSource.displayName(file), issues: domainIssues) }
        let estimate = EnergyEstimate(person: person, policy: context.policy.estimate)
        return try Output.json(EstimateReport.json(estimate, policy: context.policy))
    }
}
