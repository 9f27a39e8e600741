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
    /// Why the gate is closed, each with the sentence the person reads instead of its code.
    public enum Reason: Sendable, Equatable {
        /// The plan was created manual-only: its target is the person's own, whatever the screen says now.
        case planManualOnly
        /// The person is manual-only now, for this eligibility reason (its sentence is the screen's).
        case manualOnlyNow(Eligibility.Reason)

        /// The stable code the output documents and pages write (`planManualOnly`, else the
        /// eligibility reason's code): the one place a gate reason becomes a string.
        public var code: String {
            switch self {
            case .planManualOnly: "planManualOnly"
            case .manualOnlyNow(let reason): reason.code.rawValue
            }
        }

        /// The plain sentence shown for this reason (it holds no computed number).
        public var sentence: String {
            switch self {
            case .planManualOnly: "The plan was created manual-only, so its target is the person's own."
            case .manualOnlyNow(let reason): reason.message
            }
        }
    }

    /// Why the gate is closed (empty when it is open): `planManualOnly` first, then the person's
    /// eligibility reasons now, in the screen's order.
    public var reasons: [Reason]

    /// Whether automated numbers may be shown.
    public var allowsAutomatedNumbers: Bool { reasons.isEmpty }

    /// The gate for a plan (its `eligibility` at creation, nil without a plan) and the person's
    /// eligibility now.
    public init(planEligibility: Eligibility.Status?, now: Eligibility) {
        reasons = (planEligibility == .manualOnly ? [.planManualOnly] : []) + now.reasons.map(Reason.manualOnlyNow)
    }

    /// One plain sentence per reason, in the same order.
    var reasonSentences: [String] { reasons.map(\.sentence) }

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
            "reasonCodes": reasonCodesJSON,
        ])
    }

    /// The result a command gives instead of its numbers: status, reason codes and the statement.
    public var json: JSONValue {
        .object([
            "status": .string(Eligibility.Status.manualOnly.rawValue),
            "reasonCodes": reasonCodesJSON,
            "note": .string(statement),
        ])
    }

    /// The reasons' codes, in order, as a JSON array.
    private var reasonCodesJSON: JSONValue { .array(reasons.map { .string($0.code) }) }
}
