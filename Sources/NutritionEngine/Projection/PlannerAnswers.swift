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

    /// Answers for `landingWeightKg` (and, with `byDate` `days` after the start, the intake to reach it)
    /// with the model started at the person's current state.
    public init(
        landingWeightKg: Double, byDate: CalendarDate?, days: Int?, model: HallModel, intakeFloorKcalPerDay: Double,
        stepDays: Double = 1
    ) {
        self.landingWeightKg = landingWeightKg
        self.byDate = byDate
        self.days = days
        self.intakeFloorKcalPerDay = intakeFloorKcalPerDay
        intakeToReachKcalPerDay = days.flatMap {
            IntakePlanner.intakeToReach(landingWeightKg, inDays: $0, model: model, stepDays: stepDays)
        }
        intakeToStayKcalPerDay = IntakePlanner.intakeToStay(at: landingWeightKg, model: model)
    }
}
