import TestSupport
import Testing

@testable import NutritionEngine

/// `RobustWeightRate.spikeScreenSortingOnInsert` (each neighbour put in its place as it is found,
/// issue 25 session 6) against `spikeScreenSharingBuffer` (the neighbours gathered, then `sort()`):
/// the screened weights bit for bit on the seeded series of `RobustWeightRateAgreementTests` (gaps,
/// spikes, ties, signed zeros, now and then a non-finite weight), in day order as `fit` passes them,
/// and on series with repeated days, where more than six neighbours can gather.
@Suite struct SpikeScreenInsertionAgreementTests {
    @Test func screenAgreesWithSortingTheGatheredNeighbours() {
        var random = SplitMix64(seed: 2026_1202_0035)
        var screened = 0
        for trial in 0..<3000 {
            var points = RobustWeightRateAgreementTests.series(&random).sorted { $0.day < $1.day }
            if !random.chance(0.2) {
                var seen = Set<Int>()
                points = points.filter { seen.insert($0.day).inserted }
            }
            let line = RobustWeightRate.Line(
                slope: random.uniform(-0.1, 0.1), centreDay: random.uniform(0, 20), centreValue: 80, coefficients: [])
            let threshold = random.uniform(2, 5)
            let fast = RobustWeightRate.spikeScreenSortingOnInsert(points, line: line, threshold: threshold)
            let reference = RobustWeightRate.spikeScreenSharingBuffer(points, line: line, threshold: threshold)
            #expect(fast.map(\.bitPattern) == reference.map(\.bitPattern), "trial \(trial)")
            if fast.map(\.bitPattern) != points.map(\.weightKg.bitPattern) { screened += 1 }
        }
        #expect(screened > 50)
    }

    @Test func signedZerosAndNaNsKeepTheirPlaces() {
        // Neighbours that compare equal or unordered (the line at 0 keeps the signs of zero): the
        // medians must come out the same bits.
        let values: [Double] = [0.0, -0.0, .nan, 1, -1, 0.0, -0.0, 2, .nan, -2]
        var random = SplitMix64(seed: 2026_1202_0036)
        for trial in 0..<500 {
            let count = 5 + Int(random.next() % 20)
            let points = (0..<count).map { day in
                DayWeight(day: day, weightKg: values[Int(random.next() % UInt64(values.count))])
            }
            let line = RobustWeightRate.Line(slope: 0, centreDay: 0, centreValue: 0, coefficients: [])
            let fast = RobustWeightRate.spikeScreenSortingOnInsert(points, line: line, threshold: 3)
            let reference = RobustWeightRate.spikeScreenSharingBuffer(points, line: line, threshold: 3)
            #expect(fast.map(\.bitPattern) == reference.map(\.bitPattern), "trial \(trial)")
        }
    }
}
