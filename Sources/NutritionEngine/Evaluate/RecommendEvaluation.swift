/// `recommend`: the safety screen, the destination check and the first target for the document's
/// person and goal.
public struct RecommendRequest: Sendable, Equatable {
    /// The document: its `person` and `goal` are required; its days give the learned maintenance
    /// and the current weight, its plan the last reset and the status the plan was created with.
    public var document: InputDocument

    /// A request for `document`.
    public init(document: InputDocument) { self.document = document }
}

/// What `recommend` found. Manual-only people and refused destinations are results, not errors.
public enum RecommendResult: Sendable, Equatable {
    /// The screen allows automated numbers: the destination check and, when it is accepted, the
    /// first target with its basis, range, rate and protein.
    case recommendation(RecommendReport)
    /// The screen routes the person to manual targets: the reasons and the person's own target,
    /// no automated number.
    case manualOnly(ManualOnlyRecommendation)
    /// The person passes the screen, but the plan was created manual-only and stays so: the
    /// gate's reasons, no number.
    case manualOnlyPlan(ManualOnlyReport)
}

extension Evaluate {
    /// The first target for `request`'s document under `policy`. Throws `invalidDocument` without
    /// a person or a goal (both listed), or when the plan's history does not replay.
    public static func recommend(_ request: RecommendRequest, policy: Policy) throws(EvaluationError)
        -> RecommendResult
    {
        let document = request.document
        let (person, goal) = try DocumentRequirements.personAndGoal(
            document, person: "person is required for recommend", goal: "goal is required for recommend")
        let state = try document.plan.map { plan throws(EvaluationError) in try DocumentRequirements.replayed(plan) }
        let recommendation = initialRecommendation(
            document: document, person: person, goal: goal, planState: state, policy: policy)
        let warnings = InputWarning.list(for: document, policy: policy)
        guard let report = RecommendReport(recommendation, policy: policy, warnings: warnings) else {
            return .manualOnly(ManualOnlyRecommendation(recommendation, policy: policy, warnings: warnings))
        }
        // A plan created manual-only stays so when the screen is answered no later (as in every
        // other command); a manual-only person now is answered by the recommendation itself.
        let gate = AutomationGate(
            planEligibility: document.plan?.history.first?.eligibility, now: recommendation.eligibility)
        guard gate.allowsAutomatedNumbers else {
            return .manualOnlyPlan(
                ManualOnlyReport(command: "recommend", gate: gate, policy: policy, warnings: warnings))
        }
        return .recommendation(report)
    }

    /// The first target for `document`'s `person` and `goal`, as `recommend`, `plan new` and
    /// `rescore`'s initial-target records all compute it (one basis, METHOD §2), before any gate
    /// but the recommendation's own screen: the maintenance figure of the days as of `asOf`
    /// (default: the document's evaluation day) since the plan's last reset (`planState`, the
    /// plan's replayed history, nil without a plan), at the current weight.
    package static func initialRecommendation(
        document: InputDocument, person: Person, goal: Goal, planState: PlanState?, asOf: CalendarDate? = nil,
        policy: Policy
    ) -> Recommendation {
        Recommendation(
            person: person, goal: goal, safetyScreen: document.safetyScreen,
            manualTargetKcal: document.manualTargetKcal, dayLog: document.dayLog, asOf: asOf,
            resetDate: planState?.lastResetDate, policy: policy)
    }
}

extension RecommendResult: CommandReport {
    /// JSON or Markdown.
    public static var formats: [OutputFormat] { [.json, .markdown] }

    /// The output document.
    public var json: JSONValue {
        switch self {
        case .recommendation(let report): report.json
        case .manualOnly(let report): report.json
        case .manualOnlyPlan(let report): report.json
        }
    }

    /// The page for people.
    public var page: ReportPage {
        switch self {
        case .recommendation(let report): report.page
        case .manualOnly(let report): report.page
        case .manualOnlyPlan(let report): report.page
        }
    }

    /// The document's warnings.
    public var warnings: [InputWarning] {
        switch self {
        case .recommendation(let report): report.warnings
        case .manualOnly(let report): report.warnings
        case .manualOnlyPlan(let report): report.warnings
        }
    }
}

extension DocumentRequirements {
    /// The document's person and goal; throws `invalidDocument` listing each one missing with its sentence.
    static func personAndGoal(_ document: InputDocument, person: String, goal: String) throws(EvaluationError)
        -> (Person, Goal)
    {
        var issues: [ValidationIssue] = []
        if document.person == nil { issues.append(missing("person", person)) }
        if document.goal == nil { issues.append(missing("goal", goal)) }
        guard let found = document.person, let goalFound = document.goal else { throw .invalidDocument(issues) }
        return (found, goalFound)
    }
}
