/// Parameters of the pattern search (`patterns`, the check-in's and `today`'s helpful insight);
/// echoed in its output. METHOD.md "Patterns" states the tests they shape.
public struct PatternsPolicy: Sendable, Equatable {
    /// The Benjamini–Hochberg false-discovery rate q over every candidate tested for the person, 0...1:
    /// a pattern is stated only when its adjusted p-value is at most q.
    public var falseDiscoveryRate: Double
    /// A day candidate is tested only when each of its two groups has at least this many days, days.
    public var minimumDaysPerGroup: Int
    /// A week candidate is tested only when each of its two groups has at least this many weeks, weeks.
    public var minimumWeeksPerGroup: Int
    /// A week counts for a week candidate only when its feature is known on at least this many of its
    /// seven days, days. At 7 (the default) every count is out of the whole week; below 7 a week with
    /// days unknown counts fewer feature days, and so looks like a week of fewer feature days, which
    /// ties the count to how fully the week was logged.
    public var minimumKnownDaysPerWeek: Int
    /// Random relabellings in each permutation test (the p-value is (1 + as extreme) / (1 + this)).
    public var permutationCount: Int
    /// z of the interval stated around each effect (1.96: about 95 %).
    public var intervalZ: Double
    /// Intake "within the target" means within this percentage of the target in force that day, %.
    public var targetBandPercent: Double
    /// A day with at least this much alcohol is an alcohol day, g (10 g: one WHO standard drink).
    public var alcoholDayMinimumG: Double
    /// A day with at least this much training is a training day, minutes.
    public var trainingDayMinimumMinutes: Double
    /// A week's energy balance is read only with at least this many evidence days in it, days.
    public var balanceMinimumEvidenceDays: Int
    /// A breakfast with at least this much protein is a high-protein breakfast, g (30 g: the issue's
    /// example; a convention, not a clinical threshold). Read only from breakfasts whose every food
    /// carries protein.
    public var breakfastProteinMinimumG: Double
    /// A day whose last food was eaten at or after this local hour is a late-eating day, hours after
    /// the day's local midnight (21: 9 pm; a convention). Read only from days whose every food carries `at`.
    public var lateLastFoodFromHour: Double
    /// A day whose first food was eaten before this local hour is an early-eating day, hours after
    /// the day's local midnight (9: 9 am; a convention). Read only from days whose every food carries `at`.
    public var earlyFirstFoodBeforeHour: Double

    /// The defaults: q = 0.05; 8 days and 4 weeks per group; a week known on all 7 of its days;
    /// 9,999 relabellings; z = 1.96; ±10 % of the target; 10 g alcohol; 20 minutes of training;
    /// 4 evidence days for a week's balance (the check-in's minimum for a week); 30 g protein at
    /// breakfast; the last food from 21:00, the first before 9:00.
    public static let standard = PatternsPolicy(
        falseDiscoveryRate: 0.05, minimumDaysPerGroup: 8, minimumWeeksPerGroup: 4, minimumKnownDaysPerWeek: 7,
        permutationCount: 9999, intervalZ: 1.96, targetBandPercent: 10, alcoholDayMinimumG: 10,
        trainingDayMinimumMinutes: 20, balanceMinimumEvidenceDays: 4, breakfastProteinMinimumG: 30,
        lateLastFoodFromHour: 21, earlyFirstFoodBeforeHour: 9)
}
