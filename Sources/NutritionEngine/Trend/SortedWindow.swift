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

    /// Positions are counted a block at a time; the room is whole blocks.
    private static let block = 4

    /// `body` run with an empty window with room for `capacity` values.
    static func withRoom<Result>(for capacity: Int, _ body: (inout SortedWindow) -> Result) -> Result {
        let room = (max(capacity, 1) + block - 1) / block * block
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: room) { buffer in
            // Every position past `count` holds +∞ (see `counted(_:)`).
            buffer.initialize(repeating: .infinity)
            var window = SortedWindow(buffer)
            return body(&window)
        }
    }

    /// How many of the held values `isCounted` is true of, where it is true of a prefix of them
    /// (the buffer is ascending) and false of +∞ unless it is true of every value.
    ///
    /// Why a count rather than a binary search: the windows hold a few dozen values, and each step
    /// of a search is a branch on the data that the processor guesses wrong half the time (a
    /// third of all simulated mispredictions in `rescore` were these searches, issue 25). The count
    /// runs over whole blocks, past `count` into the +∞ padding, with no branch on the values, so
    /// its only branch is the loop's, whose trip count changes only when `count` crosses a block.
    /// A predicate true of +∞ is true of every held value, so the count is capped at `count`.
    @inline(__always) private func counted(_ isCounted: (Double) -> Bool) -> Int {
        let end = (count + Self.block - 1) / Self.block * Self.block
        var total = 0
        var position = 0
        while position < end {
            total &+=
                (isCounted(values[position]) ? 1 : 0) &+ (isCounted(values[position + 1]) ? 1 : 0)
                &+ (isCounted(values[position + 2]) ? 1 : 0) &+ (isCounted(values[position + 3]) ? 1 : 0)
            position &+= Self.block
        }
        return min(total, count)
    }

    /// The first position whose value is above `value` (`count` when none).
    private func firstIndex(above value: Double) -> Int { counted { $0 <= value } }

    /// The first position whose value is not below `value` (`count` when none).
    func firstIndex(notBelow value: Double) -> Int { counted { $0 < value } }

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
        values[count] = .infinity
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
