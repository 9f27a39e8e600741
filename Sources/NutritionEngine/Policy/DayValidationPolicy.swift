/// Parameters of the day ledger (`days`) and the weekly roll-up; echoed in their output.
public struct DayValidationPolicy: Sendable, Equatable {
    /// A logged intake below this fraction of the maintenance estimate makes the day suspect (0.5 = 50 %).
    public var suspectBelowFractionOfMaintenance: Double
    /// A logged intake above this fraction of the maintenance estimate makes the day suspect (2.0 = 200 %).
    public var suspectAboveFractionOfMaintenance: Double
    /// Weigh-ins outside this range (kg) are outliers: no adult scale reading should fall there.
    public var plausibleWeightKg: ClosedRange<Double>
    /// A weigh-in further than this percentage from its neighbouring trend is an outlier (3 % ≈ 2.4 kg at 80 kg,
    /// more than a day of water and gut content normally moves).
    public var outlierJumpPercentFromNeighbours: Double
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
    public var recentIntakeWindowDays: Int = 14
    /// With fewer evidence days than this in the window the recent-intake rule does not judge.
    public var recentIntakeMinimumDays: Int = 4
    /// In a check-in, a logged intake below this fraction of the target in force is asked about,
    /// and no adjustment is offered while such days in the maintenance window are unreviewed.
    public var suspectBelowFractionOfTarget: Double = 0.7
    /// Meal evidence (issue 23): the days before a day whose validated food logs (evidence days
    /// listing foods, not themselves asked about) form the person's usual meals.
    public var mealPatternWindowDays: Int = 28
    /// With fewer such days in the window, a day's meals are not judged (no claim before enough history).
    public var mealPatternMinimumDays: Int = 7
    /// A meal slot is usual when logged on at least this share of those days (0.8 = 80 %).
    public var usualMealMinimumShare: Double = 0.8
    /// A usual slot logged below this fraction of its usual energy (the median of those days) is
    /// far below it: part of the meal may be missing.
    public var mealFarBelowUsualFraction: Double = 0.35
    /// A day whose meals look short suggests a partial log only when its logged intake is below this
    /// fraction of the person's own recent median (`recentIntakeReferenceKcal`); at or above it the
    /// energy is all there and the meal was skipped or moved, not left unlogged (chosen on the lab's
    /// tuning seeds, Reports/meal-evidence.md). Without a recent median the meals alone decide.
    public var mealShortBelowFractionOfRecentIntake: Double = 0.9
    /// The factor on the odds that a day is an unflagged partial log, for the whole-history filter,
    /// when a usual meal is missing or far below its usual energy, whatever the day's energy (the
    /// filter weighs that itself): the meals' likelihood ratio P(short | partial) / P(short | complete),
    /// 3.4–3.6 on the lab's tuning seeds 7–9 (Reports/meal-evidence.md).
    public var partialOddsFactorMealsShort: Double = 3.5
    /// The same factor when every usual meal is logged at its usual size (0.21–0.25 on the tuning seeds).
    public var partialOddsFactorMealsUsual: Double = 0.24
    /// Daily smoothing of the display trend (exponential, gap-aware: a gap of n days uses 1 − (1 − α)ⁿ).
    public var trendSmoothingPerDay: Double

    /// The defaults: suspect below 50 % or above 200 %; weights 25–400 kg; 3 % jump from the median
    /// of weigh-ins within ±7 days, judged with at least 2 neighbours; trend smoothing 0.1 per day.
    public static let standard = DayValidationPolicy(
        suspectBelowFractionOfMaintenance: 0.5, suspectAboveFractionOfMaintenance: 2.0,
        plausibleWeightKg: 25...400, outlierJumpPercentFromNeighbours: 3, outlierNeighbourWindowDays: 7,
        outlierMinimumNeighbours: 2, trendSmoothingPerDay: 0.1)
}
