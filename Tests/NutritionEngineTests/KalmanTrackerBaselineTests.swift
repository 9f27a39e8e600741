import NutritionEngine
import TestSupport
import Testing

@Suite struct KalmanTrackerBaselineTests {
    @Test func findsTheExpenditureOfANoiseFreeSteadyLoss() throws {
        // Intake 2000, true expenditure 2500: weight falls 500/7700 = 0.0649 kg a day from 80 kg.
        let days = (0..<60).map { day in (intakeKcal: Optional(2000.0), weightKg: Optional(80 - 500.0 / 7700 * Double(day))) }
        let answer = try #require(KalmanTrackerBaseline.estimate(days: days, priorKcalPerDay: 2300, priorStandardDeviationKcalPerDay: 300))
        #expect(abs(answer.kcalPerDay - 2500) < 60)
        #expect(answer.low <= 2500 && 2500 <= answer.high)
    }

    @Test func aFlatWeightAtConstantIntakeMovesTheEstimateFromThePriorToTheIntake() throws {
        // The filter lets the weight wander (q_W), so it learns slowly: after 60 days it has moved
        // part of the way from the 2600 prior to 2200; after a year it has arrived.
        func estimate(_ count: Int) throws -> Double {
            let days = (0..<count).map { _ in (intakeKcal: Optional(2200.0), weightKg: Optional(75.0)) }
            return try #require(KalmanTrackerBaseline.estimate(days: days, priorKcalPerDay: 2600, priorStandardDeviationKcalPerDay: 300)).kcalPerDay
        }
        let sixtyDays = try estimate(60)
        #expect(sixtyDays < 2600 - 100 && sixtyDays > 2200)
        #expect(abs(try estimate(365) - 2200) < 30)
    }

    @Test func daysWithoutBothAWeightAndALogAreNotFed() {
        let days: [(intakeKcal: Double?, weightKg: Double?)] = [(2000, nil), (nil, 80), (2100, 80)]
        #expect(KalmanTrackerBaseline.estimate(days: days, priorKcalPerDay: 2300, priorStandardDeviationKcalPerDay: 300) == nil)
    }
}
