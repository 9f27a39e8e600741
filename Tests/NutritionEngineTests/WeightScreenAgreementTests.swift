import NutritionLab
import Testing

@testable import NutritionEngine

/// The sliding-window weigh-in screen against the reference that gathers and sorts each weigh-in's
/// neighbours afresh: the same judgements (status and reference median) on random logs with gaps,
/// repeated values, spikes and implausible weights, under several window widths and neighbour minimums.
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
}
