/// Parameters of the weekly controller; echoed in every check-in.
public struct CheckInPolicy: Sendable, Equatable {
    /// No change when the proposed change is smaller than this, kcal/day.
    public var deadBandKcalPerDay: Double
    /// Largest change in one week, kcal/day.
    public var maximumWeeklyChangeKcalPerDay: Double
    /// A change larger than this right after a check-in that indicated the opposite direction is
    /// limited to this size until a second check-in confirms the new direction, kcal/day.
    var confirmationThresholdKcalPerDay: Double
    /// Targets are stated to this step, kcal/day.
    public var targetRoundingKcalPerDay: Double
    /// A week with fewer evidence days gets no recommendation, only the days to validate.
    var minimumEvidenceDaysPerWeek: Int
    /// Whether Maintain plans get automated adjustments. Off by default: the product specification
    /// leaves Maintain adjustments pending validation, so a Maintain check-in keeps the target and says why.
    public var maintainAdjustmentsEnabled: Bool

    /// Defaults: dead band 75, at most 150 a week, over 100 right after a direction flip needs a
    /// second check-in, targets to 10 kcal, at least 4 evidence days in the week (MacroFactor holds
    /// below 4-6 logged days a week), Maintain adjustments off (pending validation).
    public static let standard = CheckInPolicy(
        deadBandKcalPerDay: 75, maximumWeeklyChangeKcalPerDay: 150, confirmationThresholdKcalPerDay: 100,
        targetRoundingKcalPerDay: 10, minimumEvidenceDaysPerWeek: 4, maintainAdjustmentsEnabled: false)

    /// The parameters as written in outputs.
    public var json: JSONValue {
        .object([
            "deadBandKcalPerDay": .number(deadBandKcalPerDay),
            "maximumWeeklyChangeKcalPerDay": .number(maximumWeeklyChangeKcalPerDay),
            "confirmationThresholdKcalPerDay": .number(confirmationThresholdKcalPerDay),
            "targetRoundingKcalPerDay": .number(targetRoundingKcalPerDay),
            "minimumEvidenceDaysPerWeek": .number(Double(minimumEvidenceDaysPerWeek)),
            "maintainAdjustmentsEnabled": .bool(maintainAdjustmentsEnabled),
        ])
    }
}
