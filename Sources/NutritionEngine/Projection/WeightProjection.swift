/// A projection of body weight under a constant planned intake: Hall's dynamic model beside the
/// static 7,700 kcal/kg rule.
public struct WeightProjection: Sendable, Equatable {
    /// One trajectory entry.
    public struct Point: Sendable, Equatable {
        /// Days from the start.
        public var day: Int
        /// Hall-model body weight, kg.
        public var weightKg: Double
        /// Static-rule body weight, kg: start + (intake − maintenance)·day / 7,700; nil after
        /// `staticRuleEndDay`, when the rule would have burned more fat than the body holds.
        public var staticRuleWeightKg: Double?
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
    var weightAtSearchHorizonKg: Double
    /// Landing weight asked for, kg.
    public var landingWeightKg: Double?
    /// First day the Hall-model weight reaches the landing weight (nil: not within the search horizon).
    public var landingDay: Int?
    /// The same day by the static rule (nil: never, because the intake moves the other way or not
    /// at all, or the landing weight lies below the weight at which the rule stops applying).
    public var staticRuleLandingDay: Double?
    /// The day the static rule's loss equals the starting fat mass (nil: it never does, intake at or
    /// above maintenance). The rule counts every 7,700 kcal as a kilogram of fat tissue, so past
    /// this day it would burn fat the body does not have (and, over years, reach negative weights):
    /// it no longer applies, and no static-rule weight is given.
    public var staticRuleEndDay: Double?
    /// Days searched for the landing weight.
    var landingSearchDays: Int

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
        let endDay = staticRate < 0 ? model.initial.fatKg / -staticRate : nil
        staticRuleEndDay = endDay
        trajectory = entries.map { day in
            let applies = endDay.map { Double(day) <= $0 } ?? true
            return Point(
                day: day, weightKg: states[day].bodyWeightKg,
                staticRuleWeightKg: applies ? start + staticRate * Double(day) : nil)
        }
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
            staticRuleLandingDay = staticDays.flatMap { day in
                day >= 0 && (endDay.map { day <= $0 } ?? true) ? day : nil
            }
        } else {
            landingDay = nil
            staticRuleLandingDay = nil
        }
    }
}
