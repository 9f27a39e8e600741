import NutritionEngine
import TestSupport
import Testing

/// The display trend against the Hacker's Diet / TrendWeight worked examples.
@Suite struct WeightTrendTests {
    @Test func tenPercentSmoothingWorkedExample() {
        // TrendWeight: trend 150.0 and a new weight 152.0 → 150.0 + 0.1·(152.0 − 150.0) = 150.2.
        let trend = WeightTrend.smoothed([DayWeight(day: 0, weightKg: 150), DayWeight(day: 1, weightKg: 152)])
        #expect(isApproximatelyEqual(trend[1].weightKg, 150.2, absolute: 1e-12))
    }

    @Test func gapOfNDaysUsesOneMinusNinetyPercentToTheN() {
        // A 3-day gap: α = 1 − 0.9³ = 0.271; 150 + 0.271·(147 − 150) = 149.187.
        let trend = WeightTrend.smoothed([DayWeight(day: 0, weightKg: 150), DayWeight(day: 3, weightKg: 147)])
        #expect(isApproximatelyEqual(trend[1].weightKg, 149.187, absolute: 1e-9))
    }

    @Test func gapEqualsDailySmoothingOfARepeatedWeight() {
        // Property: one reading after an n-day gap moves the trend as n daily readings of that weight would.
        let gap = WeightTrend.smoothed([DayWeight(day: 0, weightKg: 80), DayWeight(day: 5, weightKg: 78)])
        let daily = WeightTrend.smoothed(
            [DayWeight(day: 0, weightKg: 80)] + (1...5).map { DayWeight(day: $0, weightKg: 78) })
        #expect(isApproximatelyEqual(gap[1].weightKg, daily[5].weightKg, absolute: 1e-12))
    }

    @Test func trendLagsASteadyLossByNineDays() {
        // Steady −0.1 kg/day: the EMA settles (1 − α)/α = 9 days behind, i.e. 0.9 kg above the weight.
        let weights = (0..<200).map { DayWeight(day: $0, weightKg: 100 - 0.1 * Double($0)) }
        let trend = WeightTrend.smoothed(weights)
        #expect(isApproximatelyEqual(trend[199].weightKg - weights[199].weightKg, 0.9, absolute: 1e-6))
    }
}
