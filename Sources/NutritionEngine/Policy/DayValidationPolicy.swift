/// Parameters of the day ledger (`days`) and the weekly roll-up; echoed in their output.
public struct DayValidationPolicy: Sendable, Equatable {
    /// A logged intake below this fraction of the maintenance estimate makes the day suspect (0.5 = 50 %).
    var suspectBelowFractionOfMaintenance: Double
    /// A logged intake above this fraction of the maintenance estimate makes the day suspect (2.0 = 200 %).
    var suspectAboveFractionOfMaintenance: Double
    /// Weigh-ins outside this range (kg) are outliers: no adult scale reading should fall there.
    var plausibleWeightKg: ClosedRange<Double>
    /// A weigh-in further than this percentage from its neighbouring trend is an outlier (3 % ≈ 2.4 kg at 80 kg,
    /// more than a day of water and gut content normally moves).
    var outlierJumpPercentFromNeighbours: Double
    /// The neighbouring trend is the median of plausible weigh-ins at most this many days before or after.
    public var outlierNeighbourWindowDays: Int
    /// With fewer neighbouring weigh-ins than this the jump rule cannot judge a weigh-in (it is kept).
    public var outlierMinimumNeighbours: Int
    /// A `complete` or `unknown` intake below this fraction of the person's own recent intake (the
    /// median of the evidence days in the `recentIntakeWindowDays` before it) is asked about, and a
    /// check-in offers no adjustment until it is reviewed: partial logs of a dieter sit far below their own days but above half
    /// the equation estimate, where the maintenance rule misses them.
    public var suspectBelowFractionOfRecentIntake: Double = 0.7
    /// The days before a day whose evidence intakes form its recent-intake reference.
    var recentIntakeWindowDays: Int = 14
    /// With fewer evidence days than this in the window the recent-intake rule does not judge.
    var recentIntakeMinimumDays: Int = 4
    /// In a check-in, a logged intake below this fraction of the target in force is asked about,
    /// and no adjustment is offered while such days in the maintenance window are unreviewed.
    public var suspectBelowFractionOfTarget: Double = 0.7
    /// Daily smoothing of the display trend (exponential, gap-aware: a gap of n days uses 1 − (1 − α)ⁿ).
    var trendSmoothingPerDay: Double

    /// The defaults: suspect below 50 % or above 200 %; weights 25–400 kg; 3 % jump from the median
    /// of weigh-ins within ±7 days, judged with at least 2 neighbours; trend smoothing 0.1 per day.
    public static let standard = DayValidationPolicy(
        suspectBelowFractionOfMaintenance: 0.5, suspectAboveFractionOfMaintenance: 2.0,
        plausibleWeightKg: 25...400, outlierJumpPercentFromNeighbours: 3, outlierNeighbourWindowDays: 7,
        outlierMinimumNeighbours: 2, trendSmoothingPerDay: 0.1)

    /// The parameters as written in outputs.
    public var json: JSONValue {
        .object([
            "suspectBelowFractionOfMaintenance": .number(suspectBelowFractionOfMaintenance),
            "suspectAboveFractionOfMaintenance": .number(suspectAboveFractionOfMaintenance),
            "plausibleWeightKg": .object(["low": .number(plausibleWeightKg.lowerBound), "high": .number(plausibleWeightKg.upperBound)]),
            "outlierJumpPercentFromNeighbours": .number(outlierJumpPercentFromNeighbours),
            "outlierNeighbourWindowDays": .number(Double(outlierNeighbourWindowDays)),
            "outlierMinimumNeighbours": .number(Double(outlierMinimumNeighbours)),
            "trendSmoothingPerDay": .number(trendSmoothingPerDay),
            "suspectBelowFractionOfRecentIntake": .number(suspectBelowFractionOfRecentIntake),
            "recentIntakeWindowDays": .number(Double(recentIntakeWindowDays)),
            "recentIntakeMinimumDays": .number(Double(recentIntakeMinimumDays)),
            "suspectBelowFractionOfTarget": .number(suspectBelowFractionOfTarget),
        ])
    }
}
