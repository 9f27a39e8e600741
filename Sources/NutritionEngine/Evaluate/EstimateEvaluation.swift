/// `estimate`: the equation-based maintenance estimates for the document's person.
public struct EstimateRequest: Sendable, Equatable {
    /// The document whose `person` is estimated (its screen and plan decide the gate).
    public var document: InputDocument

    /// A request for `document`.
    public init(document: InputDocument) { self.document = document }
}

/// What `estimate` found: the estimates, or a manual-only result that holds no number.
public enum EstimateResult: Sendable, Equatable {
    /// The NASEM 2023 estimate with its interval, the Mifflin–St Jeor cross-check and, with body
    /// fat, the lean-mass equations.
    case estimate(EstimateReport)
    /// The person is manual-only: no automated number.
    case manualOnly(ManualOnlyReport)
}

extension Evaluate {
    /// The estimates for `request`'s person under `policy`. Throws `invalidDocument` without a
    /// person or for one outside the adult equations' domain.
    public static func estimate(_ request: EstimateRequest, policy: Policy) throws(EvaluationError) -> EstimateResult {
        let document = request.document
        let person = try DocumentRequirements.adultPerson(document, for: "estimate")
        let gate = SafetyNow(document: document, person: person, absentScreen: .notAsked, policy: policy).gate
        let warnings = InputWarning.list(for: document, policy: policy)
        guard gate.allowsAutomatedNumbers else {
            return .manualOnly(ManualOnlyReport(command: "estimate", gate: gate, policy: policy, warnings: warnings))
        }
        return .estimate(
            EstimateReport(EnergyEstimate(person: person, policy: policy.estimate), policy: policy, warnings: warnings))
    }
}

extension EstimateResult: CommandReport {
    /// JSON or Markdown.
    public static var formats: [OutputFormat] { [.json, .markdown] }

    /// The output document.
    public var json: JSONValue {
        switch self {
        case .estimate(let report): report.json
        case .manualOnly(let report): report.json
        }
    }

    /// The document's warnings.
    public var warnings: [InputWarning] {
        switch self {
        case .estimate(let report): report.warnings
        case .manualOnly(let report): report.warnings
        }
    }

    /// The page for people.
    public var page: ReportPage {
        switch self {
        case .estimate(let report): report.page
        case .manualOnly(let report): report.page
        }
    }
}
