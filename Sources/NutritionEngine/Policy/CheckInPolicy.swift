/// Parameters of the weekly controller; echoed in every check-in.
public struct CheckInPolicy: Sendable, Equatable {
    /// No change when the proposed change is smaller than this, kcal/day.
    public var deadBandKcalPerDay: Double
    /// Largest change in one week, kcal/day.
    public var maximumWeeklyChangeKcalPerDay: Double
    /// A change larger than this needs the same direction at two consecutive check-ins, kcal/day;
    /// until then the change is limited to this size.
    public var confirmationThresholdKcalPerDay: Double
    /// Targets are stated to this step, kcal/day.
    public var targetRoundingKcalPerDay: Double
    /// A week with fewer evidence days gets no recommendation, only the days to validate.
    public var minimumEvidenceDaysPerWeek: Int

    /// Defaults: dead band 75, at most 150 a week, over 100 needs two check-ins, targets to 10 kcal,
    /// at least 4 evidence days in the week (MacroFactor holds below 4-6 logged days a week).
    public static let standard = CheckInPolicy(
        deadBandKcalPerDay: 75, maximumWeeklyChangeKcalPerDay: 150, confirmationThresholdKcalPerDay: 100,
        targetRoundingKcalPerDay: 10, minimumEvidenceDaysPerWeek: 4)

    /// The parameters as written in outputs.
    public var json: JSONValue {
        .object([
            "deadBandKcalPerDay": .number(deadBandKcalPerDay),
            "maximumWeeklyChangeKcalPerDay": .number(maximumWeeklyChangeKcalPerDay),
            "confirmationThresholdKcalPerDay": .number(confirmationThresholdKcalPerDay),
            "targetRoundingKcalPerDay": .number(targetRoundingKcalPerDay),
            "minimumEvidenceDaysPerWeek": .number(Double(minimumEvidenceDaysPerWeek)),
        ])
    }
}
