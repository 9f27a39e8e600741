/// A projection of body weight under a constant planned intake: Hall's dynamic model beside the
/// static 7,700 kcal/kg rule.
public struct WeightProjection: Sendable, Equatable {
    /// One trajectory entry.
    public struct Point: Sendable, Equatable {
        /// Days from the start.
        public var day: Int
        /// Hall-model body weight, kg.
        public var weightKg: Double
        /// Static-rule body weight, kg: start + (intake − maintenance)·day / 7,700.
        public var staticRuleWeightKg: Double
    }

    /// Starting weight, kg.
    public var startWeightKg: Double
    /// Maintenance used as the baseline, kcal/day.
    public var maintenanceKcalPerDay: Double
    /// Resting expenditure used for the model's PAL, kcal/day.
    public var restingKcalPerDay: Double
    /// Model PAL = maintenance / resting.
    public var physicalActivityLevel: Double
    /// The planned intake, kcal/day.
    public var intakeKcalPerDay: Double
    /// Starting fat mass, kg.
    public var startFatMassKg: Double
    /// Weekly entries from day 0 to the horizon (the last day is included even if not a whole week).
    public var trajectory: [Point]
    /// Hall-model weight the model tends to, approximated by the weight after `landingSearchDays`.
    public var weightAtSearchHorizonKg: Double
    /// Landing weight asked for, kg.
    public var landingWeightKg: Double?
    /// First day the Hall-model weight reaches the landing weight (nil: not within the search horizon).
    public var landingDay: Int?
    /// The same day by the static rule (nil: never, because the intake moves the other way or not at all).
    public var staticRuleLandingDay: Double?
    /// Days searched for the landing weight.
    public var landingSearchDays: Int

    /// Projects `person` from their weight at `maintenanceKcalPerDay` (RMR = Mifflin–St Jeor) under
    /// `intakeKcalPerDay` for `days` days.
    public init(
        person: Person, maintenanceKcalPerDay: Double, intakeKcalPerDay: Double, days: Int, landingWeightKg: Double?,
        policy: ProjectionPolicy = .standard
    ) {
        let resting = MifflinStJeor.restingKcalPerDay(person)
        let model = HallModel(
            person: person, maintenanceKcalPerDay: maintenanceKcalPerDay, restingKcalPerDay: resting,
            carbohydrateFraction: policy.carbohydrateEnergyFraction)
        let horizon = max(days, policy.landingSearchDays)
        let states = model.simulate(intakeKcalPerDay: intakeKcalPerDay, days: horizon, stepDays: policy.stepDays)
        let start = person.weightKg
        let staticRate = (intakeKcalPerDay - maintenanceKcalPerDay) / policy.staticRuleKcalPerKg
        var entries = Array(stride(from: 0, through: days, by: 7))
        if entries.last != days { entries.append(days) }
        trajectory = entries.map { Point(day: $0, weightKg: states[$0].bodyWeightKg, staticRuleWeightKg: start + staticRate * Double($0)) }
        startWeightKg = start
        self.maintenanceKcalPerDay = maintenanceKcalPerDay
        restingKcalPerDay = resting
        physicalActivityLevel = maintenanceKcalPerDay / resting
        self.intakeKcalPerDay = intakeKcalPerDay
        startFatMassKg = model.initial.fatKg
        weightAtSearchHorizonKg = states[policy.landingSearchDays].bodyWeightKg
        self.landingWeightKg = landingWeightKg
        landingSearchDays = policy.landingSearchDays
        if let landing = landingWeightKg {
            let losing = landing < start
            landingDay = states.prefix(policy.landingSearchDays + 1).indices.first { day in
                losing ? states[day].bodyWeightKg <= landing : states[day].bodyWeightKg >= landing
            }
            let staticDays = staticRate == 0 ? nil : (landing - start) / staticRate
            staticRuleLandingDay = staticDays.flatMap { $0 >= 0 ? $0 : nil }
        } else {
            landingDay = nil
            staticRuleLandingDay = nil
        }
    }
}
