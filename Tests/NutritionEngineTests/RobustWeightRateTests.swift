import NutritionEngine
import TestSupport
import Testing

/// The robust rate fit and its AR(1)-aware standard error.
@Suite struct RobustWeightRateTests {
    static let settings = RobustWeightRate.Settings(.standard)

    @Test func standardErrorMatchesThePrecisionTable() {
        // adaptive-maintenance.md: 28 days, σ = 0.5 kg, ρ = 7,700: ±177 kcal/day (iid) and ±282 with
        // AR(1) φ = 0.5. By hand: Sxx = Σ(d − 13.5)² = 28·(28² − 1)/12 = 1827, SE = 0.5/√1827,
        // 7700·1.96·0.5/√1827 = 176.54.
        let days = Array(0..<28)
        let iid = RobustWeightRate.ordinaryLeastSquaresStandardError(days: days, noiseKg: 0.5, autocorrelation: 0)
        #expect(isApproximatelyEqual(7700 * 1.96 * iid, 176.54, absolute: 0.01))
        let ar = RobustWeightRate.ordinaryLeastSquaresStandardError(days: days, noiseKg: 0.5, autocorrelation: 0.5)
        #expect(isApproximatelyEqual(7700 * 1.96 * ar, 282, absolute: 2))
    }

    @Test func exactLineIsRecovered() {
        let points = (0..<28).map { DayWeight(day: $0, weightKg: 90 - 0.07 * Double($0)) }
        let fit = RobustWeightRate.fit(points, settings: Self.settings)
        #expect(isApproximatelyEqual(fit?.kgPerDay ?? 0, -0.07, absolute: 1e-9))
    }

    @Test func singleSpikeIsRejected() {
        // A 3 kg spike on a noisy line is replaced by the median of its neighbours, so the slope barely moves.
        var random = SplitMix64(seed: 42)
        let base = (0..<28).map { DayWeight(day: $0, weightKg: 80 - 0.05 * Double($0) + 0.4 * random.normal()) }
        var spiked = base
        spiked[27].weightKg += 3
        let clean = RobustWeightRate.fit(base, settings: Self.settings)
        let dirty = RobustWeightRate.fit(spiked, settings: Self.settings)
        #expect((dirty?.replacedSpikes ?? 0) >= 1)
        // OLS would move by 3·(27 − 13.5)/1827 = 0.0222 kg/day; the robust fit moves far less.
        #expect(abs((dirty?.kgPerDay ?? 1) - (clean?.kgPerDay ?? 0)) < 0.004)
    }

    @Test func twoWeighInsGiveALineAndOneGivesNone() {
        #expect(RobustWeightRate.fit([DayWeight(day: 3, weightKg: 80)], settings: Self.settings) == nil)
        let two = RobustWeightRate.fit(
            [DayWeight(day: 0, weightKg: 80), DayWeight(day: 10, weightKg: 79)], settings: Self.settings)
        #expect(isApproximatelyEqual(two?.kgPerDay ?? 0, -0.1, absolute: 1e-12))
    }

    @Test func autocorrelationWidensTheStandardError() {
        let days = [0, 1, 2, 4, 5, 8, 9, 10, 13, 15, 16, 20, 22, 23, 27]
        let independent = RobustWeightRate.ordinaryLeastSquaresStandardError(
            days: days, noiseKg: 0.6, autocorrelation: 0)
        let correlated = RobustWeightRate.ordinaryLeastSquaresStandardError(
            days: days, noiseKg: 0.6, autocorrelation: 0.6)
        #expect(correlated > independent)
    }
}
