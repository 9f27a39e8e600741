import Foundation

/// Worker threads that apply one transform to batches of items, handing the items out one at a
/// time, and give each batch's results back whole, in item order, in the order the batches came.
///
/// Items are appended to the open batch as they are read, and workers start on them at once; a
/// sealed batch is complete once every item of it is done. The thread that appends goes on reading
/// (and writing finished batches) while the workers transform, and a worker that finds no item left
/// in the oldest batch takes the next one's: nobody waits at the end of a batch for its slowest
/// item. Which worker transforms an item, and when, never shows in the results, so anything built
/// from them is identical for any number of workers.
///
/// Append, seal and take from one thread; call `close()` once done (the workers run until then).
package final class OrderedBatchPool<Item: Sendable, Result: Sendable>: @unchecked Sendable {
    // Why @unchecked is safe: every stored `var` is read and written only while `condition` is
    // locked; `transform` is immutable and @Sendable; an item is handed to exactly one worker (its
    // slot is emptied as it is claimed) and a result is read only once its batch is sealed and has
    // no item left.
    private let condition = NSCondition()
    private let transform: @Sendable (Item) -> Result
    /// Batches not yet taken, oldest first; only the last may be open (not sealed).
    private var batches: [Batch] = []
    /// The sequence number of `batches[0]`; a batch's position is its sequence minus this.
    private var firstSequence = 0
    private var idleWorkers = 0
    private var runningWorkers = 0
    private var closing = false

    private struct Batch {
        var items: [Item?] = []
        var results: [Result?] = []
        var nextClaim = 0
        var unfinished = 0
        var sealed = false

        var isComplete: Bool { sealed && unfinished == 0 }
    }

    /// Starts `workers` threads (at least 1) that wait for items to transform with `transform`.
    package init(workers: Int, _ transform: @escaping @Sendable (Item) -> Result) {
        precondition(workers >= 1, "a pool needs at least one worker")
        self.transform = transform
        runningWorkers = workers
        for _ in 0..<workers {
            Thread { [self] in work() }.start()
        }
    }

    /// Adds `items` to the open batch (opening one when the last is sealed); workers may start on
    /// them before this returns.
    package func append(_ items: [Item]) {
        guard !items.isEmpty else { return }
        condition.withLock {
            if batches.last?.sealed ?? true { batches.append(Batch()) }
            let last = batches.count - 1
            batches[last].items.append(contentsOf: items.lazy.map(Optional.some))
            batches[last].results.append(contentsOf: repeatElement(nil, count: items.count))
            batches[last].unfinished += items.count
            if idleWorkers > 0 { condition.broadcast() }
        }
    }

    /// Ends the open batch (an empty one when nothing was appended since the last seal), so that
    /// `takeOldest` can give it back once its items are done.
    package func seal() {
        condition.withLock {
            if batches.last?.sealed ?? true { batches.append(Batch()) }
            batches[batches.count - 1].sealed = true
            if batches.count == 1 && batches[0].isComplete { condition.broadcast() }
        }
    }

    /// The oldest batch's results, in item order, once it is sealed and every item of it is done
    /// (waiting until then); nil when no sealed batch is waiting to be taken.
    package func takeOldest() -> [Result]? {
        condition.withLock {
            guard batches.first?.sealed == true else { return nil }
            while !batches[0].isComplete { condition.wait() }
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
                idleWorkers += 1
                condition.wait()
                idleWorkers -= 1
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
            if now == 0 && batches[0].isComplete { condition.broadcast() }
        }
        runningWorkers -= 1
        condition.broadcast()
        condition.unlock()
    }
}
