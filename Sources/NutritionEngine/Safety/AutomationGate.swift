/// The one decision whether an output may carry automated numbers: a maintenance estimate or its
/// range, the equation prior, a goal rate, a desired target, a change range, a projection.
///
/// Every command's report asks this gate and nothing else, so a person routed to manual-only by
/// the safety screen sees no automated number in any command or format. The gate is closed when
/// the plan was created manual-only, or when the person is manual-only now: the screen re-run at
/// the trend weight as of the evaluation day with the answers now (`SafetyNow`, which every command
/// builds its gate from). Commands that measure rather than target (`estimate`, `maintenance`,
/// `project`, `days`) treat an absent `safetyScreen` as "not asked" rather than as manual-only:
/// a document without a screen is not known to be anyone's, whereas `recommend` and `check-in`,
/// which set targets, require a complete screen.
public struct AutomationGate: Sendable, Equatable {
    /// Why the gate is closed: stable codes (`planManualOnly`, then the eligibility reason codes).
    public var reasonCodes: [String]
    /// One plain sentence per reason code, in the same order (what the person reads instead of codes).
    var reasonSentences: [String]

    /// Whether automated numbers may be shown.
    public var allowsAutomatedNumbers: Bool { reasonCodes.isEmpty }

    /// The gate for a plan (its `eligibility` at creation, nil without a plan) and the person's
    /// eligibility now.
    public init(planEligibility: Eligibility.Status?, now: Eligibility) {
        var codes: [String] = planEligibility == .manualOnly ? ["planManualOnly"] : []
        var sentences: [String] =
            planEligibility == .manualOnly
            ? ["The plan was created manual-only, so its target is the person's own."] : []
        codes += now.reasons.map(\.code.rawValue)
        sentences += now.reasons.map(\.message)
        reasonCodes = codes
        reasonSentences = sentences
    }

    /// The plain sentence shown instead of the numbers (it holds no number).
    public var statement: String {
        (["No automated number is shown."] + reasonSentences
            + ["The engine keeps logging and check-ins but gives no estimate, rate or target."])
            .joined(separator: " ")
    }

    /// The status and reason codes alone (the batch output, one line per record, omits the note).
    var codesJSON: JSONValue {
        .object([
            "status": .string(Eligibility.Status.manualOnly.rawValue),
            "reasonCodes": .array(reasonCodes.map { .string($0) }),
        ])
    }

    /// The result a command gives instead of its numbers: status, reason codes and the statement.
    public var json: JSONValue {
        .object([
            "status": .string(Eligibility.Status.manualOnly.rawValue),
            "reasonCodes": .array(reasonCodes.map { .string($0) }),
            "note": .string(statement),
        ])
    }
}
