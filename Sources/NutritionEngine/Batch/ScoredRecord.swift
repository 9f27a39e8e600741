/// What `rescore` computes for one valid document, and what the batch summary counts of it.
///
/// Each later part of the engine (eligibility, refined maintenance, recommendation) adds its
/// figures here, so batch re-scoring always runs the same code as the single-document commands.
struct ScoredRecord {
    /// The `result` member of the output line.
    var result: JSONValue
    /// Labels counted by the summary.
    var labels: [String]
    /// New target minus the stored target, kcal/day, when both exist.
    var targetChangeKcalPerDay: Double?

    init(document: InputDocument, policy: Policy) throws(ValidationFailure) {
        guard let person = document.person else {
            throw ValidationFailure([ValidationIssue(path: JSONPointer("/person"), code: .missingField, message: "person is required")])
        }
        let domainIssues = EquationDomain.issues(for: person, at: JSONPointer("/person"))
        guard domainIssues.isEmpty else { throw ValidationFailure(domainIssues) }
        let estimate = EnergyEstimate(person: person, policy: policy.estimate)
        result = .object([
            "algorithmVersion": .string(EngineVersion.algorithm),
            "maintenance": .object([
                "nasem2023": .object([
                    "kcalPerDay": .kcal(estimate.nasemKcalPerDay),
                    "interval95": .object(["low": .kcal(estimate.nasemInterval95LowKcalPerDay), "high": .kcal(estimate.nasemInterval95HighKcalPerDay)]),
                    "equationVersion": .string(NASEM2023.version),
                ])
            ]),
        ])
        labels = []
        targetChangeKcalPerDay = nil
    }
}
