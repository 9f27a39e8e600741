import TestSupport
import Testing

@testable import NutritionEngine

/// `WeightTrend.smoothed` takes weigh-ins already in strictly ascending days as they are, without
/// sorting them: the trend of such a series equals, bit for bit, the trend of the same weigh-ins
/// handed over in another order (which the sort puts back), on seeded series with gaps.
@Suite struct WeightTrendOrderTests {
    @Test func ascendingWeighInsGiveTheTrendOfTheSortedOnes() {
        var random = SplitMix64(seed: 20_261_201)
        var compared = 0
        for _ in 0..<200 {
            var day = Int(random.uniform(-100, 100))
            var weighIns: [DayWeight] = []
            for _ in 0..<Int(random.uniform(0, 120)) {
                day += random.chance(0.2) ? Int(random.uniform(2, 15)) : 1
                weighIns.append(DayWeight(day: day, weightKg: 80 + 3 * random.normal()))
            }
            let asGiven = WeightTrend.smoothed(weighIns, smoothing: 0.1)
            let shuffled = WeightTrend.smoothed(weighIns.shuffled(using: &random), smoothing: 0.1)
            #expect(asGiven.map(\.day) == weighIns.map(\.day))
            #expect(asGiven.map(\.weightKg.bitPattern) == shuffled.map(\.weightKg.bitPattern))
            #expect(asGiven.map(\.day) == shuffled.map(\.day))
            compared += asGiven.count
        }
        #expect(compared > 5000)
    }

    /// Weigh-ins on the same day are not strictly ascending, so they still go through the sort,
    /// which keeps them in order: the second one of a day does not move the trend (α = 0).
    @Test func aSecondWeighInOnTheSameDayLeavesTheTrend() {
        let trend = WeightTrend.smoothed(
            [DayWeight(day: 0, weightKg: 80), DayWeight(day: 1, weightKg: 81), DayWeight(day: 1, weightKg: 90)],
            smoothing: 0.1)
        // 80 + 0.1 × (81 − 80) = 80.1, then a zero-day gap: 1 − 0.9⁰ = 0.
        let second: Double = 80 + 0.1 * (81 - 80)
        let expected: [Double] = [80, second, second]
        #expect(trend.map(\.weightKg) == expected)
    }
}
