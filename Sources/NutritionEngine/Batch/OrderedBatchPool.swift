import Foundation

/// Worker threads that apply one transform to batches of items, handing the items out one at a
/// time, and give each batch's results back whole, in item order, in the order the batches came.
///
/// The thread that submits batches goes on reading the next one (and writing the last one's
/// results) while the workers transform the ones queued, and a worker that finds no item left in the
/// oldest batch takes the first of the next: nobody waits at the end of a batch for its slowest
/// item. Which worker transforms an item, and when, never shows in the results, so anything built
/// from them is identical for any number of workers.
///
/// Submit and take from one thread; call `close()` once done (the workers run until then).
package final class OrderedBatchPool<Item: Sendable, Result: Sendable>: @unchecked Sendable {
    // Why @unchecked is safe: every stored `var` is read and written only while `condition` is
    // locked; `transform` is immutable and @Sendable; an item is handed to exactly one worker (its
    // slot is emptied as it is claimed) and a result is read only after its batch has no item left.
    private let condition = NSCondition()
    private let transform: @Sendable (Item) -> Result
    /// Submitted batches not yet taken, oldest first.
    private var batches: [Batch] = []
    /// The sequence number of `batches[0]`; a batch's position is its sequence minus this.
    private var firstSequence = 0
    private var closing = false
    private var runningWorkers = 0

    private struct Batch {
        var items: [Item?]
        var results: [Result?]
        var nextClaim = 0
        var unfinished: Int

        init(_ items: [Item]) {
            self.items = items
            results = Array(repeating: nil, count: items.count)
            unfinished = items.count
        }
    }

    /// Starts `workers` threads (at least 1) that wait for batches to transform with `transform`.
    package init(workers: Int, _ transform: @escaping @Sendable (Item) -> Result) {
        precondition(workers >= 1, "a pool needs at least one worker")
        self.transform = transform
        runningWorkers = workers
        for _ in 0..<workers {
            Thread { [self] in work() }.start()
        }
    }

    /// The number of batches submitted and not yet taken.
    package var batchesInFlight: Int { condition.withLock { batches.count } }

    /// Queues `items` as the next batch and returns at once (an empty batch is queued too, and taken
    /// as an empty result).
    package func submit(_ items: [Item]) {
        condition.withLock {
            batches.append(Batch(items))
            condition.broadcast()
        }
    }

    /// The oldest batch's results, in item order, once every item of it is done (waiting until
    /// then); nil when no batch is in flight.
    package func takeOldest() -> [Result]? {
        condition.withLock {
            guard !batches.isEmpty else { return nil }
            while batches[0].unfinished > 0 { condition.wait() }
            firstSequence += 1
            return batches.removeFirst().results.compactMap { $0 }
        }
    }

    /// Drops every batch not yet taken and ends the workers, waiting for the items they are on.
    package func close() {
        condition.withLock {
            closing = true
            batches.removeAll()
            condition.broadcast()
            while runningWorkers > 0 { condition.wait() }
        }
    }

    private func work() {
        condition.lock()
        while !closing {
            guard let position = batches.firstIndex(where: { $0.nextClaim < $0.items.count }) else {
                condition.wait()
                continue
            }
            let sequence = firstSequence + position
            let index = batches[position].nextClaim
            batches[position].nextClaim += 1
            guard let item = batches[position].items[index] else {
                preconditionFailure("an item was claimed twice")
            }
            batches[position].items[index] = nil  // the item's memory goes as soon as it is transformed
            condition.unlock()
            let result = transform(item)
            condition.lock()
            // Older batches may have been taken meanwhile (never this one: it has an unfinished item),
            // and `close()` may have dropped them all.
            let now = sequence - firstSequence
            guard !closing, batches.indices.contains(now) else { continue }
            batches[now].results[index] = result
            batches[now].unfinished -= 1
            if now == 0 && batches[0].unfinished == 0 { condition.broadcast() }
        }
        runningWorkers -= 1
        condition.broadcast()
        condition.unlock()
    }
}
