import TestSupport
import Testing

@testable import NutritionEngine

/// The intake input's selection median against the reference that sorts: the same value, bit for
/// bit, on random arrays of every length up to 700 (odd and even), with many repeated values,
/// sorted, reversed and constant runs, as the ratio and deviation arrays of a year of logs have.
@Suite struct IntakeMedianAgreementTests {
    @Test func selectionMedianIsBitIdenticalToSortingMedian() {
        var random = SplitMix64(seed: 20_261_201)
        var compared = 0
        for trial in 0..<2_000 {
            let count = trial < 100 ? trial : Int(random.uniform(0, 700))
            var values: [Double] = (0..<count).map { _ in
                switch trial % 4 {
                case 0: random.uniform(0.1, 2.5)
                case 1: (random.uniform(0, 3) * 10).rounded() / 10  // few distinct values
                case 2: random.chance(0.3) ? 0 : abs(random.normal())  // zeros, as |r - median| has
                default: 1 + random.normal() * 0.05
                }
            }
            switch trial % 5 {
            case 0: values.sort()
            case 1: values.sort(by: >)
            default: break
            }
            var bySelection = values
            var bySorting = values
            let selected = IntakeInput.median(&bySelection)
            let sorted = IntakeInput.medianBySorting(&bySorting)
            #expect(selected.bitPattern == sorted.bitPattern, "trial \(trial), count \(count)")
            #expect(bySelection.sorted() == bySorting, "trial \(trial): selection only reorders")
            compared += 1
        }
        #expect(compared == 2_000)
    }

    @Test func knownMedians() {
        var odd: [Double] = [5, 1, 4, 2, 3]
        #expect(IntakeInput.median(&odd) == 3)
        var even: [Double] = [8, 1, 4, 2]
        #expect(IntakeInput.median(&even) == 3)  // (2 + 4) / 2
        var empty: [Double] = []
        #expect(IntakeInput.median(&empty) == 0)
        var withNaN: [Double] = [1, .nan, 3]
        var withNaNReference = withNaN
        #expect(IntakeInput.median(&withNaN).bitPattern == IntakeInput.medianBySorting(&withNaNReference).bitPattern)
    }
}
