/// The answers to the Body Weight Planner's questions for one `project` run, for the report.
public struct PlannerAnswers: Sendable, Equatable {
    /// The landing weight asked about, kg.
    public var landingWeightKg: Double
    /// The date it should be reached by (`--by`), and the days from the start to it.
    public var byDate: CalendarDate?
    /// See `byDate`.
    public var days: Int?
    /// The constant intake that reaches the landing weight on `byDate`, kcal/day (nil: not asked, or not reachable).
    public var intakeToReachKcalPerDay: Double?
    /// The intake that keeps the landing weight afterwards (the model's steady state there), kcal/day.
    var intakeToStayKcalPerDay: Double?
    /// The person's intake floor under the policy, kcal/day (an answer below it is flagged).
    public var intakeFloorKcalPerDay: Double
    /// The deficit cap and floor every target respects, around the projection's maintenance.
    public var limits: DeficitLimits
    /// When the intake to reach the landing by the date is below `lowestAllowedIntakeKcalPerDay`:
    /// the first day (from the start) the model reaches the landing weight at that lowest allowed
    /// intake instead, nil when not within `searchDays`.
    public var landingDayAtLowestAllowedIntake: Int?
    /// Days searched for `landingDayAtLowestAllowedIntake`.
    var searchDays: Int

    /// The lowest intake the engine's own limits allow, kcal/day: the deficit cap (the smaller of
    /// the share of maintenance and the kcal cap) and the intake floor, whichever is higher.
    var lowestAllowedIntakeKcalPerDay: Double { max(limits.capMinimumKcalPerDay, limits.floorKcalPerDay) }

    /// Whether the intake to reach the landing by the date lies below `lowestAllowedIntakeKcalPerDay`:
    /// a loss faster than any target the engine would give.
    var intakeToReachIsBeyondLimits: Bool {
        intakeToReachKcalPerDay.map { $0 < lowestAllowedIntakeKcalPerDay } ?? false
    }

    /// Answers for `landingWeightKg` (and, with `byDate` `days` after the start, the intake to reach it)
    /// with the model started at the person's current state; `limits` are the deficit cap and floor
    /// around the model's maintenance, and `searchDays` how far the capped intake's landing is sought.
    public init(
        landingWeightKg: Double, byDate: CalendarDate?, days: Int?, model: HallModel, limits: DeficitLimits,
        stepDays: Double = 1, searchDays: Int = ProjectionPolicy.standard.landingSearchDays
    ) {
        self.landingWeightKg = landingWeightKg
        self.byDate = byDate
        self.days = days
        self.limits = limits
        self.searchDays = searchDays
        intakeFloorKcalPerDay = limits.floorKcalPerDay
        intakeToReachKcalPerDay = days.flatMap {
            IntakePlanner.intakeToReach(landingWeightKg, inDays: $0, model: model, stepDays: stepDays)
        }
        intakeToStayKcalPerDay = IntakePlanner.intakeToStay(at: landingWeightKg, model: model)
        landingDayAtLowestAllowedIntake = nil
        if intakeToReachIsBeyondLimits, landingWeightKg < model.initial.bodyWeightKg {
            let states = model.simulate(
                intakeKcalPerDay: lowestAllowedIntakeKcalPerDay, days: searchDays, stepDays: stepDays)
            landingDayAtLowestAllowedIntake = states.indices.first { states[$0].bodyWeightKg <= landingWeightKg }
        }
    }
}
