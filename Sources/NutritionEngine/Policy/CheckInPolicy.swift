/// Parameters of the weekly controller; echoed in every check-in.
public struct CheckInPolicy: Sendable, Equatable {
    /// No change when the proposed change is smaller than this, kcal/day.
    public var deadBandKcalPerDay: Double
    /// Largest change in one week, kcal/day.
    public var maximumWeeklyChangeKcalPerDay: Double
    /// A change larger than this right after a check-in that indicated the opposite direction waits:
    /// the target is kept until a second check-in confirms the new direction, kcal/day (0: every flip waits).
    public var confirmationThresholdKcalPerDay: Double
    /// Targets are stated to this step, kcal/day.
    public var targetRoundingKcalPerDay: Double
    /// A week with fewer evidence days gets no recommendation, only the days to validate.
    public var minimumEvidenceDaysPerWeek: Int
    /// Whether Maintain plans get automated adjustments. Off by default: the product specification
    /// leaves Maintain adjustments pending validation, so a Maintain check-in keeps the target and says why.
    public var maintainAdjustmentsEnabled: Bool
    /// No change until the usable weigh-ins since the history began (or the last reset) span at least
    /// this many days, days: with less the weight change is not read, and the estimate is the prior's.
    public var minimumWeighInSpanDays: Int = 7
    /// No change until the person's own data carry at least this share of the estimate, 0...1: the
    /// maintenance output's `dataWeight`, 1 − posterior variance ÷ prior variance. Below it the
    /// estimate is mostly the prior's shape.
    public var minimumDataWeight: Double = 0.5

    /// Defaults: dead band 75, at most 150 a week, every direction flip waits for a second check-in
    /// (closed-loop study: reversals within 8 weeks 40 → 28 % of people), targets to 10 kcal, at least 4 evidence days in the week (MacroFactor holds
    /// below 4-6 logged days a week), Maintain adjustments off (pending validation).
    public static let standard = CheckInPolicy(
        deadBandKcalPerDay: 75, maximumWeeklyChangeKcalPerDay: 150, confirmationThresholdKcalPerDay: 0,
        targetRoundingKcalPerDay: 10, minimumEvidenceDaysPerWeek: 4, maintainAdjustmentsEnabled: false)
}
