/// What the person wants: a kind of goal and, depending on it, a landing (destination) and a rate.
public struct Goal: Sendable, Equatable {
    /// The four goals the product offers.
    public enum Kind: String, Sendable, CaseIterable {
        case lose, maintain, gain, recomposition
    }

    /// The goal.
    public var kind: Kind
    /// The landing (destination) weight in kg, after unit conversion; required for lose and gain.
    public var landingWeightKg: Double?
    /// Whether the landing weight was given in pounds (outputs then also state it in lb).
    public var landingWeightGivenInPounds: Bool
    /// Requested rate of loss in percent of current body weight per week (lose only).
    public var ratePercentPerWeek: Double?
    /// Landing body-fat percentage (recomposition; not accepted until clinical bounds are approved).
    public var landingBodyFatPercent: Double?
    /// Recomposition landing "set later".
    public var landingDeferred: Bool
    /// Recomposition with priority on fat loss (a small deficit instead of maintenance).
    public var fatLossPriority: Bool
    /// How imperial inputs were converted, for the explanation.
    public var unitConversions: [String]

    /// A goal with the given parts.
    public init(
        kind: Kind, landingWeightKg: Double? = nil, landingWeightGivenInPounds: Bool = false,
        ratePercentPerWeek: Double? = nil, landingBodyFatPercent: Double? = nil, landingDeferred: Bool = false,
        fatLossPriority: Bool = false, unitConversions: [String] = []
    ) {
        self.kind = kind
        self.landingWeightKg = landingWeightKg
        self.landingWeightGivenInPounds = landingWeightGivenInPounds
        self.ratePercentPerWeek = ratePercentPerWeek
        self.landingBodyFatPercent = landingBodyFatPercent
        self.landingDeferred = landingDeferred
        self.fatLossPriority = fatLossPriority
        self.unitConversions = unitConversions
    }
}
