/// The values of a sliding window kept ascending in a buffer of fixed room, for rolling medians: the
/// intake input's ±14-day reference, the ledger's recent-intake reference and the weigh-in screen's
/// neighbours. A value enters after every value ≤ it and leaves from one end of its run of equals,
/// so the buffer holds exactly what sorting the window's values would give.
///
/// Why a buffer rather than an `Array`: each step is a shift of a few values; an array's `insert`
/// and `remove` checked its uniqueness and called `memmove` for every value entering and leaving,
/// and growing it allocated (issue 25). The buffer lives only for the call to `withRoom`.
struct SortedWindow {
    private let values: UnsafeMutableBufferPointer<Double>
    /// Values held.
    private(set) var count = 0

    private init(_ values: UnsafeMutableBufferPointer<Double>) { self.values = values }

    /// `body` run with an empty window with room for `capacity` values.
    static func withRoom<Result>(for capacity: Int, _ body: (inout SortedWindow) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: max(capacity, 1)) { buffer in
            var window = SortedWindow(buffer)
            return body(&window)
        }
    }

    /// The first position whose value is above `value` (`count` when none).
    private func firstIndex(above value: Double) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) &>> 1
            if values[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first position whose value is not below `value` (`count` when none).
    func firstIndex(notBelow value: Double) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) &>> 1
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Inserts `value` after every value ≤ it. Inlined, as `median` is: a call for every value
    /// entering a window and every median read (the intake input's ratios measured 4.27 -> 4.08 M
    /// instructions inclusive on r60 with both inlined).
    @inline(__always) mutating func insert(_ value: Double) {
        precondition(count < values.count, "room for every value")
        let slot = firstIndex(above: value)
        var move = count
        while move > slot {
            values[move] = values[move - 1]
            move -= 1
        }
        values[slot] = value
        count += 1
    }

    /// Removes the last value ≤ `value` (`value` itself when it is held: the last of its equals).
    mutating func removeLast(notAbove value: Double) { remove(at: firstIndex(above: value) - 1) }

    /// `removeLast(notAbove: old)` then `insert(new)` in one step: the same buffer, bit for bit
    /// (`SortedWindowReplaceTests`), with one search and only the values between the two positions
    /// moved. The values ≤ `new` left after the removal are a prefix of the buffer, so the hole left by
    /// `old` moves toward the end while the next value is ≤ `new`, or toward the start while the
    /// previous one is above it, and stops where `insert` would have put `new`; every other value
    /// keeps its order.
    @inline(__always) mutating func replaceLast(notAbove old: Double, with new: Double) {
        var hole = firstIndex(above: old) - 1
        precondition(hole >= 0 && hole < count, "a held value")
        if hole + 1 < count && values[hole + 1] <= new {
            repeat {
                values[hole] = values[hole + 1]
                hole += 1
            } while hole + 1 < count && values[hole + 1] <= new
        } else {
            while hole > 0 && values[hole - 1] > new {
                values[hole] = values[hole - 1]
                hole -= 1
            }
        }
        values[hole] = new
    }

    /// Removes the first value ≥ `value` (`value` itself when it is held: the first of its equals).
    mutating func removeFirst(notBelow value: Double) { remove(at: firstIndex(notBelow: value)) }

    private mutating func remove(at position: Int) {
        precondition(position >= 0 && position < count, "a held value")
        count -= 1
        var move = position
        while move < count {
            values[move] = values[move + 1]
            move += 1
        }
    }

    /// The value at `position` in ascending order.
    subscript(position: Int) -> Double {
        precondition(position >= 0 && position < count, "a held position")
        return values[position]
    }

    /// The middle value, or the mean of the two middle values; the window must not be empty.
    @inline(__always) var median: Double {
        let k = count
        return k % 2 == 1 ? values[k / 2] : (values[k / 2 - 1] + values[k / 2]) / 2
    }
}
