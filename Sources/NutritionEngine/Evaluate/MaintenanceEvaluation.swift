/// `maintenance`: the trend-validated maintenance estimate from the document's person and days.
public struct MaintenanceRequest: Sendable, Equatable {
    /// The document whose person and days are assessed (its screen and plan decide the gate; its
    /// plan's last algorithm reset, if any, is where the estimate starts learning).
    public var document: InputDocument

    /// A request for `document`.
    public init(document: InputDocument) { self.document = document }
}

/// What `maintenance` found: the assessment, or a manual-only result that holds no number.
public enum MaintenanceResult: Sendable, Equatable {
    /// The whole-history estimate with its interval, status and confidence, the window's evidence
    /// and the equation prior.
    case maintenance(MaintenanceReport)
    /// The person is manual-only: no automated number.
    case manualOnly(ManualOnlyReport)
}

extension Evaluate {
    /// The maintenance estimate for `request`'s person and days under `policy`, as of the document's
    /// evaluation day, learning from the plan's last algorithm reset on. Throws `invalidDocument`
    /// without a person, for one outside the adult equations' domain, or (for an eligible person)
    /// without days and without an asOf date.
    public static func maintenance(_ request: MaintenanceRequest, policy: Policy) throws(EvaluationError)
        -> MaintenanceResult
    {
        let document = request.document
        let person = try DocumentRequirements.adultPerson(document, for: "maintenance")
        let gate = SafetyNow(document: document, person: person, absentScreen: .notAsked, policy: policy).gate
        let warnings = InputWarning.list(for: document, policy: policy)
        guard gate.allowsAutomatedNumbers else {
            return .manualOnly(ManualOnlyReport(command: "maintenance", gate: gate, policy: policy, warnings: warnings))
        }
        let resetDate = document.lastResetDate
        guard
            let assessment = CurrentMaintenance.decide(
                for: .learnedOnly, person: person, dayLog: document.dayLog, resetDate: resetDate, policy: policy
            )?
            .assessment
        else {
            throw .invalidDocument([
                DocumentRequirements.missing("days", "maintenance needs days (or records) or an asOf date")
            ])
        }
        return .maintenance(MaintenanceReport(assessment, resetDate: resetDate, policy: policy, warnings: warnings))
    }
}

extension MaintenanceResult: CommandReport {
    /// JSON or Markdown.
    public static var formats: [OutputFormat] { [.json, .markdown] }

    /// The output document.
    public var json: JSONValue {
        switch self {
        case .maintenance(let report): report.json
        case .manualOnly(let report): report.json
        }
    }

    /// The document's warnings.
    public var warnings: [InputWarning] {
        switch self {
        case .maintenance(let report): report.warnings
        case .manualOnly(let report): report.warnings
        }
    }

    /// The page for people.
    public var page: ReportPage {
        switch self {
        case .maintenance(let report): report.page
        case .manualOnly(let report): report.page
        }
    }
}
