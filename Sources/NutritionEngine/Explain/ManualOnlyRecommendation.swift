/// What `recommend` gives a person the safety screen routes to manual targets: the reasons, the
/// screen's answers, the goal's kind and the person's own target if the document gives one.
///
/// It holds no estimate, destination, range, rate, protein or policy parameter, so no renderer
/// can show an automated number; the only number in it is the person's own.
public struct ManualOnlyRecommendation: Sendable, Equatable {
    /// Manual-only, with every reason.
    public var eligibility: Eligibility
    /// The safety screen as read (nil when the document has none).
    public var safetyScreen: SafetyScreen?
    /// The goal's kind (nothing else of the goal is assessed).
    public var goalKind: Goal.Kind
    /// The person's own target from the document, echoed as given.
    public var personsOwnTarget: PersonsOwnTarget?
    /// The policy's version (echoed alone: the parameters are the makings of automated numbers).
    public var policyVersion: String
    /// The document's warnings (in the JSON; the page does not list them).
    public var warnings: [InputWarning]

    /// The manual-only result of `recommendation` under `policy`, with the document's `warnings`.
    init(_ recommendation: Recommendation, policy: Policy, warnings: [InputWarning]) {
        eligibility = recommendation.eligibility
        safetyScreen = recommendation.safetyScreen
        goalKind = recommendation.goal.kind
        personsOwnTarget = recommendation.manualTargetKcal.map {
            PersonsOwnTarget(kcalPerDay: $0, person: recommendation.person, policy: policy)
        }
        policyVersion = policy.version
        self.warnings = warnings
    }

    /// The output document: the reasons, the screen, the person's own target, every automated member null.
    public var json: JSONValue {
        let result: JSONObject = [
            "command": "recommend",
            "algorithmVersion": .string(EngineVersion.algorithm),
            "policy": PolicyEcho.versionOnly(version: policyVersion),
            "eligibility": RecommendReport.eligibilityJSON(
                eligibility.status, reasons: eligibility.reasons, screen: safetyScreen),
            "goal": .object(["kind": .string(goalKind.rawValue)]),
            "destination": .null,
            "maintenance": .null,
            "basis": .null,
            "target": .null,
            "expectedRate": .null,
            "protein": .null,
            "manualTarget": personsOwnTarget?.json ?? .null,
            "explanation": .object([
                "reasonCodes": .array(eligibility.reasons.map { .string($0.code.rawValue) }),
                "note": .string(
                    "A manual-only result holds no automated number: no maintenance estimate, target, range, protein "
                        + "or rate is computed."),
            ]),
        ]
        return InputWarning.json(.object(result), warnings)
    }

    /// The page: why there is no automated number, and the person's own target.
    public var page: ReportPage {
        var page = PageBuilder(title: "Calorie target: manual only")
        page.paragraph(
            "The engine gives no automated number for this person: no maintenance estimate, target, range,\nprotein "
                + "or rate. A clinician or the person sets the target.")
        page.section("Why")
        for reason in eligibility.reasons { page.bullet("\(reason.message) (`\(reason.code.rawValue)`)") }
        personsOwnTarget?.section(&page)
        return page.page
    }
}
