import TestSupport
import Testing

@testable import NutritionEngine

/// The sliding-window weigh-in screen against the reference that gathers and sorts each weigh-in's
/// neighbours afresh: the same judgements (status and reference median) on random logs with gaps,
/// repeated values, spikes and implausible weights, under several window widths, neighbour minimums
/// and plausible ranges.
@Suite struct WeightScreenAgreementTests {
    @Test func slidingWindowJudgesExactlyAsSortingEachWindow() throws {
        var random = SplitMix64(seed: 20_261_130)
        let start = try #require(CalendarDate(iso: "2026-01-01"))
        var judged = 0
        var jumps = 0
        for trial in 0..<300 {
            var weighIns: [(date: CalendarDate, kg: Double)] = []
            var day = 0
            for _ in 0..<Int(random.uniform(0, 60)) {
                day += random.chance(0.2) ? Int(random.uniform(2, 20)) : 1
                let kg: Double =
                    if random.chance(0.05) { random.chance(0.5) ? 10 : 500 }  // implausible
                    else if random.chance(0.08) { 80 * random.uniform(0.85, 1.15) }  // spike
                    else { (80 + random.normal()).roundedTo(random.chance(0.5) ? 0.5 : 0.1) }  // repeats likely
                weighIns.append((date: start.adding(days: day), kg: kg))
            }
            var policy = DayValidationPolicy.standard
            policy.outlierNeighbourWindowDays = [0, 1, 3, 7, 30][trial % 5]
            policy.outlierMinimumNeighbours = [0, 1, 2, 5][trial % 4]
            // A range from 0 (the 10 kg weigh-ins plausible) takes `judge`'s path that removes and
            // inserts each value apart, rather than replacing one by the other.
            if trial % 3 == 0 { policy.plausibleWeightKg = 0...400 }
            let sliding = WeightScreen.judge(weighIns, policy: policy)
            let reference = WeightScreen.judgeSortingEachWindow(weighIns, policy: policy)
            #expect(sliding == reference, "trial \(trial)")
            judged += sliding.filter { $0.referenceKg != nil }.count
            jumps += sliding.filter { $0.status == .outlierJumpFromNeighbours }.count
        }
        // The comparison covers real medians and real outliers, not only empty windows.
        #expect(judged > 1000)
        #expect(jumps > 50)
    }

    /// Issue 18 item 10: "more than 3 % from the median of its neighbours" is decided on the typed
    /// decimals. 103 kg against neighbours of 100 kg is exactly 3 % (3.0000000000000027 % in binary,
    /// which made it an outlier); at, inside and outside, in both implementations, and for an even
    /// number of neighbours, whose median (99.5 + 100.5) / 2 = 100 is the reference.
    @Test func aWeighInExactlyThreePercentFromItsNeighboursIsUsed() throws {
        let start = try #require(CalendarDate(iso: "2026-01-01"))
        func status(_ kg: Double, neighbours: [Double]) -> [WeightStatus] {
            let weighIns = (neighbours + [kg]).enumerated().map {
                (date: start.adding(days: $0.offset), kg: $0.element)
            }
            let sliding = WeightScreen.judge(weighIns, policy: .standard)
            #expect(sliding == WeightScreen.judgeSortingEachWindow(weighIns, policy: .standard))
            return [sliding.last?.status].compactMap { $0 }
        }
        for neighbours in [[100.0, 100, 100], [99.5, 100.5]] {
            #expect(status(103, neighbours: neighbours) == [.used], "at: \(neighbours)")
            #expect(status(97, neighbours: neighbours) == [.used], "at, below: \(neighbours)")
            #expect(status(102.999, neighbours: neighbours) == [.used], "inside: \(neighbours)")
            #expect(status(103.001, neighbours: neighbours) == [.outlierJumpFromNeighbours], "outside: \(neighbours)")
            #expect(status(96.999, neighbours: neighbours) == [.outlierJumpFromNeighbours], "outside, below")
        }
        // 72.1 × 1.03 = 74.263: 74.263 is at the boundary, 74.264 beyond it.
        #expect(status(74.263, neighbours: [72.1, 72.1]) == [.used])
        #expect(status(74.264, neighbours: [72.1, 72.1]) == [.outlierJumpFromNeighbours])
    }
}
