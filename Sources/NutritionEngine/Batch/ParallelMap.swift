import Dispatch

extension Array where Element: Sendable {
    /// `transform` applied to every element on up to `jobs` threads, results in input order.
    ///
    /// The order of the result never depends on `jobs` or on scheduling, which is what keeps
    /// batch output byte-for-byte identical for any job count.
    package func parallelMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard jobs > 1, count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        let chunks = Swift.min(jobs * 4, count)
        let chunkSize = (count + chunks - 1) / chunks
        self.withUnsafeBufferPointer { elements in
            let shared = UnsafeSendable(elements)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let start = chunk * chunkSize
                let end = Swift.min(start + chunkSize, count)
                guard start < end else { return }
                for index in start..<end { slots.set(index, transform(shared.value[index])) }
            }
        }
        return slots.values()
    }
}

/// Per-index result storage written by disjoint indices from several threads.
private final class ResultSlots<Result>: @unchecked Sendable {
    // Raw memory rather than an array property: each index is written by exactly one task and read
    // only after concurrentPerform returns, and a class-held array would trip exclusivity checks.
    private let storage: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    func set(_ index: Int, _ value: Result) { storage[index] = value }

    func values() -> [Result] { storage.compactMap { $0 } }
}

private struct UnsafeSendable<Value>: @unchecked Sendable {
    // The wrapped buffer is only read while the owning array is alive (inside withUnsafeBufferPointer).
    let value: Value
    init(_ value: Value) { self.value = value }
}
