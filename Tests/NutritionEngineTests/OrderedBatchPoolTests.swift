import Foundation
import NutritionEngine
import TestSupport
import Testing

@Suite struct OrderedBatchPoolTests {
    /// Counts calls from several threads.
    final class Counter: @unchecked Sendable {
        // Safe: `count` is only touched while `lock` is held.
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    /// A transform of uneven cost (0 to ~20,000 steps of a linear congruential generator, by the
    /// item's value), so workers finish items out of order.
    static func mixed(_ item: UInt64) -> UInt64 {
        var state = item
        for _ in 0..<(item % 64) * 300 { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
        return state ^ item
    }

    @Test(arguments: [1, 2, 3, 8])
    func batchesComeBackWholeInOrderWithEveryResultInItsPlace(workers: Int) {
        var random = SplitMix64(seed: 20_261_201 + UInt64(workers))
        let batches: [[UInt64]] = (0..<60).map { _ in
            // Sizes 0 to 40: empty batches and batches smaller than the worker count too.
            (0..<Int(random.next() % 41)).map { _ in random.next() }
        }
        let pool = OrderedBatchPool<UInt64, UInt64>(workers: workers) { Self.mixed($0) }
        defer { pool.close() }
        var taken: [[UInt64]] = []
        var sealed = 0
        for batch in batches {
            // As rescore does: at most two sealed batches wait while the next is appended in pieces.
            if sealed - taken.count == 2, let results = pool.takeOldest() { taken.append(results) }
            var rest = batch[...]
            while !rest.isEmpty {
                let piece = rest.prefix(Int(random.next() % 7) + 1)
                pool.append(Array(piece))
                rest = rest.dropFirst(piece.count)
            }
            pool.seal()
            sealed += 1
        }
        while let results = pool.takeOldest() { taken.append(results) }
        #expect(taken == batches.map { $0.map(Self.mixed) })
    }

    @Test func closingDropsTheBatchesInFlightAndEndsTheWorkers() {
        let calls = Counter()
        let pool = OrderedBatchPool<Int, Int>(workers: 3) { item in
            calls.add()
            Thread.sleep(forTimeInterval: 0.001)
            return item
        }
        pool.append(Array(0..<2000))
        pool.seal()
        pool.append(Array(0..<2000))
        pool.close()
        let afterClose = calls.value
        #expect(pool.takeOldest() == nil)
        Thread.sleep(forTimeInterval: 0.05)
        // No worker is left to take another item.
        #expect(calls.value == afterClose)
    }
}
