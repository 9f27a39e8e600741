import TestSupport
import Testing

@testable import NutritionEngine

/// The intake input's sliding window in a fixed buffer (`SortedWindow`, issue 25) against the sorted
/// `Array` it replaced (insertion after the last value ≤ the new one, removal of the last value ≤ the
/// old one, both found by `IntakeInput.insertionIndex`): after every step the same values in the same
/// order, bit for bit (ties, −0 and +0 included), the same median, and the same first position not
/// below a probe.
@Suite struct SortedWindowAgreementTests {
    @Test func windowAgreesWithTheSortedArray() {
        var random = SplitMix64(seed: 2026_1201_1425)
        var steps = 0
        for trial in 0..<200 {
            let count = 1 + Int(random.next() % 400)
            // Whole kcal with many ties, and now and then a signed zero.
            let values: [Double] = (0..<count).map { _ in
                random.chance(0.02) ? (random.chance(0.5) ? -0.0 : 0.0) : Double(1200 + random.next() % 40 * 25)
            }
            SortedWindow.withRoom(for: count) { window in
                var array: [Double] = []
                let span = 1 + Int(random.next() % 30)
                var oldest = 0
                for newest in 0..<count {
                    window.insert(values[newest])
                    array.insert(values[newest], at: IntakeInput.insertionIndex(array, values[newest]))
                    while newest - oldest >= span {
                        window.removeLast(notAbove: values[oldest])
                        array.remove(at: IntakeInput.insertionIndex(array, values[oldest]) - 1)
                        oldest += 1
                    }
                    steps += 1
                    guard window.count == array.count else {
                        Issue.record("trial \(trial): \(window.count) values against \(array.count)")
                        return
                    }
                    for i in array.indices where window[i].bitPattern != array[i].bitPattern {
                        Issue.record("trial \(trial), step \(newest): position \(i) \(window[i]) against \(array[i])")
                    }
                    // The counted search reads the +∞ padding past the held values (ends included).
                    for probe in [values[newest], values[newest] + 0.5, .infinity, -.infinity] {
                        let expected = array.firstIndex { $0 >= probe } ?? array.count
                        #expect(window.firstIndex(notBelow: probe) == expected, "trial \(trial), probe \(probe)")
                    }
                    let k = array.count
                    let median = k % 2 == 1 ? array[k / 2] : (array[k / 2 - 1] + array[k / 2]) / 2
                    #expect(window.median.bitPattern == median.bitPattern, "trial \(trial)")
                }
            }
        }
        #expect(steps > 10_000)
    }

    /// Windows that shrink by several values and grow again, so positions emptied long ago are read
    /// by a count: they must read as +∞ (a stale copy of a former largest value, below a later one,
    /// would be counted).
    @Test func emptiedPositionsReadAsEmptyAfterTheWindowGrowsAgain() {
        var random = SplitMix64(seed: 2026_1203_1410)
        var steps = 0
        for trial in 0..<300 {
            let room = 1 + Int(random.next() % 40)
            SortedWindow.withRoom(for: room) { window in
                var array: [Double] = []
                for step in 0..<200 {
                    let value = Double(random.next() % 60)
                    if array.count < room && (array.isEmpty || random.chance(0.5)) {
                        window.insert(value)
                        array.insert(value, at: IntakeInput.insertionIndex(array, value))
                    } else {
                        let held = array[Int(random.next() % UInt64(array.count))]
                        if random.chance(0.5) {
                            window.removeLast(notAbove: held)
                            array.remove(at: IntakeInput.insertionIndex(array, held) - 1)
                        } else {
                            window.removeFirst(notBelow: held)
                            array.remove(at: array.firstIndex { $0 >= held } ?? array.count)
                        }
                    }
                    steps += 1
                    guard window.count == array.count else {
                        Issue.record("trial \(trial), step \(step): \(window.count) values against \(array.count)")
                        return
                    }
                    for i in array.indices where window[i].bitPattern != array[i].bitPattern {
                        Issue.record("trial \(trial), step \(step): position \(i) \(window[i]) against \(array[i])")
                    }
                    let probe = Double(random.next() % 62) - 0.5
                    #expect(
                        window.firstIndex(notBelow: probe) == (array.firstIndex { $0 >= probe } ?? array.count),
                        "trial \(trial), step \(step), probe \(probe)")
                }
            }
        }
        #expect(steps == 60_000)
    }
}
