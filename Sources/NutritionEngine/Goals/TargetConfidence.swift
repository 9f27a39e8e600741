/// How sure the engine is of a target, from the half-width of the 95 % range it rests on.
public enum TargetConfidence: String, Sendable, CaseIterable {
    case low, moderate, high

    /// `high` at or below `policy.confidenceHighMaxHalfWidthKcalPerDay`, `moderate` at or below
    /// `policy.confidenceModerateMaxHalfWidthKcalPerDay`, otherwise `low`. Half-width in kcal/day.
    public init(halfWidthKcalPerDay: Double, policy: TargetPolicy) {
        if halfWidthKcalPerDay <= policy.confidenceHighMaxHalfWidthKcalPerDay {
            self = .high
        } else if halfWidthKcalPerDay <= policy.confidenceModerateMaxHalfWidthKcalPerDay {
            self = .moderate
        } else {
            self = .low
        }
    }
}
