/// Why a weekly check-in gives no recommendation at all (not even `needsMoreEvidence`).
public enum NoRecommendationReason: Sendable, Equatable {
    /// The plan was created manual-only: the safety screen allowed no automated target.
    case manualOnly
    /// The plan is automated, but the screen re-run at the current weight and answers routes the
    /// person to manual-only, for these reasons.
    case manualOnlyNow([Eligibility.ReasonCode])
    /// The target is the person's own (`targetSource` manual).
    case manualTarget
    /// The plan records no goal to aim at.
    case noGoal

    /// The stable code of each reason.
    public enum Code: String, Sendable, CaseIterable {
        case manualOnly, manualOnlyNow, manualTarget, noGoal
    }

    /// The stable code.
    public var code: Code {
        switch self {
        case .manualOnly: .manualOnly
        case .manualOnlyNow: .manualOnlyNow
        case .manualTarget: .manualTarget
        case .noGoal: .noGoal
        }
    }

    /// The code with its details, as the statement begins: `manualOnlyNow` names the eligibility
    /// reasons in parentheses (`manualOnlyNow (bmiBelowMinimum)`); the others are the code alone.
    public var heading: String {
        switch self {
        case .manualOnlyNow(let reasons): "\(code.rawValue) (\(reasons.map(\.rawValue).joined(separator: ", ")))"
        case .manualOnly, .manualTarget, .noGoal: code.rawValue
        }
    }

    /// What it means for the person, in plain words (no number).
    var explanation: String {
        switch self {
        case .manualOnly: "the safety screen allows no automated recommendation; the person's own target stays as set"
        case .manualOnlyNow:
            "at the current weight and screen no automated recommendation is given, and the engine no longer adjusts the target"
        case .manualTarget: "the target is the person's own and gets no automated adjustments"
        case .noGoal: "the plan records no goal to aim at"
        }
    }

    /// The check-in report's `noRecommendationReason`: heading, colon, explanation.
    public var statement: String { "\(heading): \(explanation)" }
}
