/// The one recommendation a weekly check-in offers (or its absence, `needsMoreEvidence`).
public struct OfferedRecommendation: Sendable, Equatable {
    /// What the check-in recommends.
    public enum Kind: String, Sendable, CaseIterable {
        /// Keep the current target.
        case keep
        /// Change the target to `newTargetKcalPerDay`.
        case adjust
        /// No recommendation until the listed days are validated.
        case needsMoreEvidence
    }

    /// What is recommended.
    public var kind: Kind
    /// The proposed target, kcal/day (`adjust` only).
    public var newTargetKcalPerDay: Double?
    /// The proposed change from the active target, kcal/day (`adjust` only; negative = lower).
    public var changeKcalPerDay: Double?
    /// Stable reason codes.
    public var reasonCodes: [String]

    /// A recommendation with the given parts.
    public init(kind: Kind, newTargetKcalPerDay: Double? = nil, changeKcalPerDay: Double? = nil, reasonCodes: [String] = []) {
        self.kind = kind
        self.newTargetKcalPerDay = newTargetKcalPerDay
        self.changeKcalPerDay = changeKcalPerDay
        self.reasonCodes = reasonCodes
    }

    /// Reason code: to aim at the goal rate the target should be lower (set whether or not it is changed).
    public static let indicatesLowerCode = "aimAtGoalRateLower"
    /// Reason code: to aim at the goal rate the target should be higher.
    public static let indicatesHigherCode = "aimAtGoalRateHigher"

    /// The direction the evidence pointed at this check-in (−1 lower, +1 higher, 0 none), from the
    /// reason codes, so a held week still counts as the first of two confirming check-ins.
    public var indicatedDirection: Int {
        if reasonCodes.contains(Self.indicatesLowerCode) { return -1 }
        if reasonCodes.contains(Self.indicatesHigherCode) { return 1 }
        return 0
    }

    /// −1 for a lower target, +1 for a higher one, 0 otherwise.
    public var direction: Int {
        guard kind == .adjust, let change = changeKcalPerDay, change != 0 else { return 0 }
        return change < 0 ? -1 : 1
    }
}
