import NutritionEngine
import Testing

/// Properties of the planner's two answers that hold whatever the model's coefficients.
@Suite struct IntakePlannerTests {
    static let man = Person(equationSex: .male, ageYears: 40, heightCm: 178, weightKg: 95, activityLevel: .lowActive)

    static func model(maintenance: Double = 3000) -> HallModel {
        HallModel(
            person: man, maintenanceKcalPerDay: maintenance, restingKcalPerDay: MifflinStJeor.restingKcalPerDay(man))
    }

    /// The model starts in balance at its maintenance, so the intake that keeps the starting weight is that maintenance.
    @Test(arguments: [2400.0, 3000.0, 3400.0])
    func stayingAtTheStartWeightTakesTheMaintenance(maintenance: Double) throws {
        let stay = try #require(IntakePlanner.intakeToStay(at: 95, model: Self.model(maintenance: maintenance)))
        #expect(abs(stay - maintenance) < 0.01)
    }

    /// The steady state is where a long simulation settles: 15 years is about 20 time constants.
    @Test func theSteadyStateIsWhereALongSimulationSettles() {
        let model = Self.model()
        for intake in [2500.0, 2800.0, 3300.0] {
            let settled = model.simulate(intakeKcalPerDay: intake, days: 15 * 365).last?.bodyWeightKg ?? 0
            #expect(
                abs(IntakePlanner.steadyStateWeightKg(intakeKcalPerDay: intake, model: model) - settled) < 0.001,
                "\(intake)")
        }
    }

    @Test func moreIntakeSettlesHeavier() {
        let model = Self.model()
        let weights = stride(from: 1500.0, through: 4500, by: 250).map {
            IntakePlanner.steadyStateWeightKg(intakeKcalPerDay: $0, model: model)
        }
        #expect(zip(weights, weights.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// At the solved intake the simulated weight on the day is the landing weight, reached that day and not before.
    @Test(arguments: [(90.0, 182), (85.0, 365), (98.0, 120)])
    func theIntakeToReachLandsOnTheDay(landing: Double, days: Int) throws {
        let model = Self.model()
        let intake = try #require(IntakePlanner.intakeToReach(landing, inDays: days, model: model))
        let weights = model.simulate(intakeKcalPerDay: intake, days: days).map(\.bodyWeightKg)
        #expect(abs(weights[days] - landing) < 0.001)
        let losing = landing < 95
        #expect(losing ? weights[days] <= landing : weights[days] >= landing)
        #expect((weights[days - 1] > landing) == losing)
    }

    @Test func anUnreachableLandingHasNoAnswer() {
        #expect(IntakePlanner.intakeToReach(60, inDays: 30, model: Self.model()) == nil)
    }
}
