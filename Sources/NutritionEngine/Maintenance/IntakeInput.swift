import Foundation

/// The filter's intake input: a mean and a variance for every day, never zero for a missing day.
///
/// 1. Each candidate day's ratio r = logged / median of the candidates within ±14 days (at least the 7
///    nearest); c = max(1.4826·MAD(r), 0.06).
/// 2. Unflagged partial days as a two-part mixture: a normal day has r ~ N(1, c²), a partial day r
///    uniform on [0.15, 0.9]; the partial share π has a Beta(3, 17) prior for everyone (`partialSharePriorAlpha`, `partialSharePriorBeta`;
///    whether the person ever flags a day incomplete does not change it: see METHOD.md §4); 20 EM
///    steps give each day's P(partial) = p. Days the person declared complete keep p = 0. A day whose
///    meals say something (`Day.partialOddsFactor` ≠ 1, issue 23) has its prior odds π/(1 − π)
///    multiplied by that factor.
/// 3. Typical intake μ_t and spread s_t: Gaussian-kernel (SD 14 days, cut at 3 SD) mean and SD of the
///    candidates weighted by 1 − p; s floored at 8 % of μ; n_eff the kernel's effective count.
/// 4. Candidate day: I = (1 − p)L + pμ, v = (1 − p)(0.08L)² + p·s²(1 + 1/n_eff) + p(1 − p)(L − μ)².
///    Missing day: I = μ, v = s²(1 + 1/n_eff).
struct IntakeInput {
    var meanKcal: [Double]
    var varianceKcal2: [Double]
    var candidateCount: Int
    var expectedPartialDays: Double

    init(days: [MaintenanceDay], settings: StateSpaceMaintenance.Settings) {
        let n = days.count
        var index: [Int] = []
        var logged: [Double] = []
        var attested: [Bool] = []
        var oddsFactor: [Double] = []
        index.reserveCapacity(n)
        logged.reserveCapacity(n)
        attested.reserveCapacity(n)
        oddsFactor.reserveCapacity(n)
        for t in 0..<n {
            if let kcal = days[t].loggedKcal, kcal > 0 {
                index.append(t)
                logged.append(kcal)
                attested.append(days[t].declaredComplete)
                oddsFactor.append(days[t].partialOddsFactor)
            }
        }
        let m = index.count
        candidateCount = m
        expectedPartialDays = 0
        guard m > 0 else {
            meanKcal = [Double](repeating: 0, count: n)
            varianceKcal2 = [Double](repeating: 0, count: n)
            return
        }

        // 1. Local reference and ratios.
        let ratio = Self.ratios(index: index, logged: logged)
        var buffer = ratio
        let medianRatio = Self.median(&buffer)
        for i in 0..<m { buffer[i] = abs(ratio[i] - medianRatio) }
        let spread = max(1.4826 * Self.median(&buffer), 0.06)

        // 2. Mixture by EM.
        let alpha = settings.partialSharePriorAlpha
        let beta = settings.partialSharePriorBeta
        // The normal part's density, formed only where `partialProbabilities` reads it: an undeclared
        // day whose ratio lies in the partial range (every other entry stays 0, unread).
        var normalDensity = [Double](repeating: 0, count: m)
        for i in 0..<m where !attested[i] && ratio[i] >= 0.15 && ratio[i] <= 0.9 {
            let z = (ratio[i] - 1) / spread
            normalDensity[i] = exp(-0.5 * z * z) / (spread * (2 * Double.pi).squareRoot())
        }
        let partial = Self.partialProbabilities(
            ratio: ratio, attested: attested, oddsFactor: oddsFactor, normalDensity: normalDensity, alpha: alpha,
            beta: beta)
        for p in partial { expectedPartialDays += p }

        // 3. Kernel mean and spread; 4. the input.
        let reach = Int((3 * settings.intakeKernelDays).rounded(.up))
        var kernel = [Double](repeating: 0, count: reach + 1)
        for lag in 0...reach {
            let z = Double(lag) / settings.intakeKernelDays
            kernel[lag] = exp(-0.5 * z * z)
        }
        // The same weights by signed lag (entry reach + lag), for `kernelSums(day:candidates:...)`.
        let kernelByOffset = (-reach...reach).map { kernel[$0 < 0 ? -$0 : $0] }
        var globalW = 0.0
        var globalSum = 0.0
        var globalSq = 0.0
        var globalW2 = 0.0
        for i in 0..<m {
            let w = 1 - partial[i]
            globalW += w
            globalW2 += w * w
            globalSum += w * logged[i]
            globalSq += w * logged[i] * logged[i]
        }
        // Each candidate's weight 1 − p, formed once (the kernel sums read it for every day in reach).
        let kept = partial.map { 1 - $0 }
        // The day's mean and variance written through buffers: each write to the arrays stored in
        // `self` tested their uniqueness (a runtime call), about twice a day (IntakeInput.init
        // 13.32 -> 12.86 M instructions inclusive on r60). The buffers are the arrays' own storage,
        // uninitialized: every day below is written exactly once, so zero-filling them first was a
        // `memset` each (issue 25).
        var variance: [Double] = []
        meanKcal = [Double](unsafeUninitializedCapacity: n) { meanOut, meanWritten in
            variance = [Double](unsafeUninitializedCapacity: n) { varianceOut, varianceWritten in
                var first = 0
                // The candidate after the last within reach of day t, moved forward with t as `first` is.
                var end = 0
                var candidate = 0
                for t in 0..<n {
                    while first < m && index[first] < t - reach { first += 1 }
                    while end < m && index[end] <= t + reach { end += 1 }
                    let isCandidate = candidate < m && index[candidate] == t
                    // A candidate day with P(partial) exactly 0 (declared complete, or its ratio outside the
                    // partial range) is its own logged value: the kernel is not needed for it.
                    if isCandidate && partial[candidate] == 0 {
                        let e = settings.loggingErrorFraction * logged[candidate]
                        meanOut[t] = logged[candidate]
                        varianceOut[t] = e * e
                        candidate += 1
                        continue
                    }
                    var (sw, sw2, sx, sxx) = index.withUnsafeBufferPointer { index in
                        logged.withUnsafeBufferPointer { logged in
                            kept.withUnsafeBufferPointer { kept in
                                kernelByOffset.withUnsafeBufferPointer { kernel in
                                    Self.kernelSums(
                                        day: t, candidates: first..<end, reach: reach, index: index, logged: logged,
                                        kept: kept, kernelByOffset: kernel)
                                }
                            }
                        }
                    }
                    if sw < 1e-3 {
                        sw = globalW
                        sw2 = globalW2
                        sx = globalSum
                        sxx = globalSq
                    }
                    let mu = sw > 0 ? sx / sw : logged.reduce(0, +) / Double(m)
                    let variance = max(sw > 0 ? sxx / sw - mu * mu : 0, (0.08 * mu) * (0.08 * mu))
                    let effective = sw2 > 0 ? sw * sw / sw2 : 1
                    let missing = variance * (1 + 1 / effective)
                    if isCandidate {
                        let p = partial[candidate]
                        let l = logged[candidate]
                        let e = settings.loggingErrorFraction * l
                        meanOut[t] = (1 - p) * l + p * mu
                        varianceOut[t] = (1 - p) * e * e + p * missing + p * (1 - p) * (l - mu) * (l - mu)
                        candidate += 1
                    } else {
                        meanOut[t] = mu
                        varianceOut[t] = missing
                    }
                }
                varianceWritten = n
            }
            meanWritten = n
        }
        varianceKcal2 = variance
    }

    /// Step 1's ratios: each candidate's logged intake over the median of the candidates within ±14
    /// days (at least the 7 nearest), 1 when that median is not above 0. `index` holds the candidates'
    /// days, ascending, and `logged` their intake, every value above 0.
    ///
    /// The ±14-day window slides forward in one `SortedWindow` (no sort per day). A step on which one
    /// candidate enters and one leaves, the usual one, replaces the leaving value by the entering one
    /// (`replaceLast(notAbove:with:)`: one search, only the values between them moved), where
    /// `ratiosInsertingThenRemoving` inserted every entering value and then removed every leaving
    /// one. The window holds the same values either way: its values are above 0 and never NaN, so
    /// values that compare equal have the same bits and the sorted buffer is the multiset's alone, and
    /// so is its median. `IntakeInputWindowAgreementTests` holds the two to each other bit for bit.
    static func ratios(index: [Int], logged: [Double]) -> [Double] {
        let m = index.count
        precondition(logged.count == m, "one intake per candidate")
        guard m > 0 else { return [] }
        var buffer: [Double] = []
        // Read and written through buffers: the arrays' bounds checks and uniqueness tests were most of
        // a step's instructions. `index` ascending keeps every read inside: `newLo` never passes `i`.
        return [Double](unsafeUninitializedCapacity: m) { ratio, initialized in
            index.withUnsafeBufferPointer { index in
                logged.withUnsafeBufferPointer { logged in
                    SortedWindow.withRoom(for: m) { window in
                        var lo = 0
                        var hi = -1
                        for i in 0..<m {
                            let day = index[i]
                            var newHi = hi
                            while newHi + 1 < m && index[newHi + 1] <= day + 14 { newHi += 1 }
                            var newLo = lo
                            while index[newLo] < day - 14 { newLo += 1 }
                            while hi < newHi && lo < newLo {
                                hi += 1
                                window.replaceLast(notAbove: logged[lo], with: logged[hi])
                                lo += 1
                            }
                            while hi < newHi {
                                hi += 1
                                window.insert(logged[hi])
                            }
                            while lo < newLo {
                                window.removeLast(notAbove: logged[lo])
                                lo += 1
                            }
                            let reference: Double
                            if window.count >= min(7, m) {
                                reference = window.median
                            } else {
                                reference = nearestMedian(
                                    of: i, lo: lo, hi: hi, index: index, logged: logged, buffer: &buffer)
                            }
                            ratio[i] = reference > 0 ? logged[i] / reference : 1
                        }
                    }
                }
            }
            initialized = m
        }
    }

    /// The reference for `ratios`: every entering value inserted, then every leaving one removed, as
    /// the intake input ran it before (issue 25).
    static func ratiosInsertingThenRemoving(index: [Int], logged: [Double]) -> [Double] {
        let m = index.count
        var ratio = [Double](repeating: 1, count: m)
        guard m > 0 else { return ratio }
        var buffer: [Double] = []
        SortedWindow.withRoom(for: m) { window in
            var lo = 0
            var hi = -1
            for i in 0..<m {
                while hi + 1 < m && index[hi + 1] <= index[i] + 14 {
                    hi += 1
                    window.insert(logged[hi])
                }
                while index[lo] < index[i] - 14 {
                    window.removeLast(notAbove: logged[lo])
                    lo += 1
                }
                let reference: Double
                if window.count >= min(7, m) {
                    reference = window.median
                } else {
                    var l = lo
                    var h = hi
                    while h - l + 1 < min(7, m) {
                        let left = l > 0 ? index[i] - index[l - 1] : Int.max
                        let right = h + 1 < m ? index[h + 1] - index[i] : Int.max
                        if left <= right { l -= 1 } else { h += 1 }
                    }
                    buffer.removeAll(keepingCapacity: true)
                    for j in l...h { buffer.append(logged[j]) }
                    reference = Self.median(&buffer)
                }
                ratio[i] = reference > 0 ? logged[i] / reference : 1
            }
        }
        return ratio
    }

    /// The median of the 7 candidates nearest candidate `i` (or all of them, when fewer), growing the
    /// window `lo...hi` one candidate at a time toward the nearer side (the earlier one on a tie).
    static func nearestMedian(
        of i: Int, lo: Int, hi: Int, index: UnsafeBufferPointer<Int>, logged: UnsafeBufferPointer<Double>,
        buffer: inout [Double]
    ) -> Double {
        let m = index.count
        var l = lo
        var h = hi
        while h - l + 1 < min(7, m) {
            let left = l > 0 ? index[i] - index[l - 1] : Int.max
            let right = h + 1 < m ? index[h + 1] - index[i] : Int.max
            if left <= right { l -= 1 } else { h += 1 }
        }
        buffer.removeAll(keepingCapacity: true)
        for j in l...h { buffer.append(logged[j]) }
        return median(&buffer)
    }

    /// Step 2: each candidate's P(partial) after 20 EM steps of the two-part mixture, the share's
    /// prior Beta(`alpha`, `beta`). Only a day whose ratio lies in the partial range [0.15, 0.9] can
    /// be partial: for any other the uniform part u is 0, so its P(partial) is +0 at every step and
    /// adds exactly nothing to the share's sum (x + (+0) is x for every x but −0, and a sum that
    /// starts at +0 never becomes −0). The steps therefore visit the mixture's days alone; the result
    /// is `partialProbabilitiesOverEveryDay` bit for bit (`IntakeInputAgreementTests`).
    static func partialProbabilities(
        ratio: [Double], attested: [Bool], oddsFactor: [Double], normalDensity: [Double], alpha: Double,
        beta: Double
    ) -> [Double] {
        let m = ratio.count
        var partial = [Double](repeating: 0, count: m)
        let free = attested.filter { !$0 }.count
        guard free > 0 else { return partial }
        let mixed = (0..<m).filter { !attested[$0] && ratio[$0] >= 0.15 && ratio[$0] <= 0.9 }
        let uniformDensity = 1 / 0.75
        var share = alpha / (alpha + beta)
        for _ in 0..<20 {
            var sum = 0.0
            for i in mixed {
                // The day's own prior: the share's odds times what its meals say (exactly the
                // share without meal evidence, so that a log without foods is filtered as before).
                let factor = oddsFactor[i]
                let prior = factor == 1 ? share : share * factor / (share * factor + (1 - share))
                let u = prior * uniformDensity
                let total = u + (1 - prior) * normalDensity[i]
                partial[i] = total > 0 ? u / total : 0
                sum += partial[i]
            }
            share = max((sum + alpha - 1) / (Double(free) + alpha + beta - 2), 0)
        }
        return partial
    }

    /// The reference for `partialProbabilities`: the EM steps over every undeclared candidate, as
    /// the filter ran them before (issue 25).
    static func partialProbabilitiesOverEveryDay(
        ratio: [Double], attested: [Bool], oddsFactor: [Double], normalDensity: [Double], alpha: Double,
        beta: Double
    ) -> [Double] {
        let m = ratio.count
        var share = alpha / (alpha + beta)
        var partial = [Double](repeating: 0, count: m)
        let uniformDensity = 1 / 0.75
        let free = attested.filter { !$0 }.count
        if free > 0 {
            for _ in 0..<20 {
                var sum = 0.0
                for i in 0..<m where !attested[i] {
                    let factor = oddsFactor[i]
                    let prior = factor == 1 ? share : share * factor / (share * factor + (1 - share))
                    let u = ratio[i] >= 0.15 && ratio[i] <= 0.9 ? prior * uniformDensity : 0
                    let total = u + (1 - prior) * normalDensity[i]
                    partial[i] = total > 0 ? u / total : 0
                    sum += partial[i]
                }
                share = max((sum + alpha - 1) / (Double(free) + alpha + beta - 2), 0)
            }
        }
        return partial
    }

    /// Step 3's kernel sums for day `t`: Σw, Σw², Σw·L, Σw·L·L over the candidates from `first` up
    /// to `t + reach`, w = kernel(|day − t|)·(1 − p) with `kept` holding each 1 − p. The same
    /// operations in the same order as `kernelSumsByIndex` (w·L·L is (w·L)·L, formed once), read
    /// without bounds checks: `index` is ascending, so the loop's condition and the preconditions keep
    /// every read inside the arrays.
    static func kernelSums(
        day t: Int, from first: Int, reach: Int, index: [Int], logged: [Double], kept: [Double], kernel: [Double]
    ) -> (sw: Double, sw2: Double, sx: Double, sxx: Double) {
        let m = index.count
        // With `index` ascending, a first candidate no further back than `reach` keeps every lag read
        // below inside the kernel.
        precondition(logged.count == m && kept.count == m && kernel.count > reach, "one entry per candidate")
        precondition(first >= 0 && (first >= m || index[first] >= t - reach), "the window starts within reach")
        var sw = 0.0
        var sw2 = 0.0
        var sx = 0.0
        var sxx = 0.0
        index.withUnsafeBufferPointer { index in
            logged.withUnsafeBufferPointer { logged in
                kept.withUnsafeBufferPointer { kept in
                    kernel.withUnsafeBufferPointer { kernel in
                        var j = first
                        let last = t + reach
                        while j < m && index[j] <= last {
                            let lag = index[j] - t
                            let w = kernel[lag < 0 ? -lag : lag] * kept[j]
                            let wl = w * logged[j]
                            sw += w
                            sw2 += w * w
                            sx += wl
                            sxx += wl * logged[j]
                            j += 1
                        }
                    }
                }
            }
        }
        return (sw, sw2, sx, sxx)
    }

    /// `kernelSums` with the kernel by signed lag: `kernelByOffset[reach + lag]` is `kernel[|lag|]`, so
    /// the weight is read at `index[j] − (t − reach)` without forming |lag|. The same values, the same
    /// operations in the same order (`IntakeInputWindowAgreementTests`).
    static func kernelSumsByOffset(
        day t: Int, from first: Int, reach: Int, index: [Int], logged: [Double], kept: [Double],
        kernelByOffset: [Double]
    ) -> (sw: Double, sw2: Double, sx: Double, sxx: Double) {
        let m = index.count
        // With `index` ascending, a first candidate no further back than `reach` keeps every offset read
        // below inside the kernel.
        precondition(
            logged.count == m && kept.count == m && kernelByOffset.count == 2 * reach + 1, "one entry per candidate")
        precondition(first >= 0 && (first >= m || index[first] >= t - reach), "the window starts within reach")
        var sw = 0.0
        var sw2 = 0.0
        var sx = 0.0
        var sxx = 0.0
        index.withUnsafeBufferPointer { index in
            logged.withUnsafeBufferPointer { logged in
                kept.withUnsafeBufferPointer { kept in
                    kernelByOffset.withUnsafeBufferPointer { kernel in
                        var j = first
                        let last = t + reach
                        let origin = t - reach
                        while j < m && index[j] <= last {
                            let w = kernel[index[j] &- origin] * kept[j]
                            let wl = w * logged[j]
                            sw += w
                            sw2 += w * w
                            sx += wl
                            sxx += wl * logged[j]
                            j += 1
                        }
                    }
                }
            }
        }
        return (sw, sw2, sx, sxx)
    }

    /// `kernelSumsByOffset` over the candidates `candidates`, which must be those within reach of day
    /// `t` (the intake input keeps the range's end as it keeps its start, moving both forward with
    /// t): the loop then tests no candidate's day against the reach, two of the seventeen
    /// instructions of each step (with `SortedWindow`'s `insert` and `median` inlined, r60 180.16 ->
    /// 179.89 M instructions). The same values, the same operations in the same order
    /// (`IntakeInputWindowAgreementTests`).
    static func kernelSums(
        day t: Int, candidates: Range<Int>, reach: Int, index: UnsafeBufferPointer<Int>,
        logged: UnsafeBufferPointer<Double>, kept: UnsafeBufferPointer<Double>,
        kernelByOffset: UnsafeBufferPointer<Double>
    ) -> (sw: Double, sw2: Double, sx: Double, sxx: Double) {
        let m = index.count
        precondition(
            logged.count == m && kept.count == m && kernelByOffset.count == 2 * reach + 1, "one entry per candidate")
        precondition(candidates.lowerBound >= 0 && candidates.upperBound <= m, "candidates of the input")
        // Every candidate of the range lies within reach (`index` ascending: its ends suffice), so
        // every offset read below is inside the kernel.
        precondition(
            candidates.isEmpty
                || (index[candidates.lowerBound] >= t - reach && index[candidates.upperBound - 1] <= t + reach),
            "the candidates lie within reach")
        var sw = 0.0
        var sw2 = 0.0
        var sx = 0.0
        var sxx = 0.0
        let origin = t - reach
        var j = candidates.lowerBound
        while j < candidates.upperBound {
            let w = kernelByOffset[index[j] &- origin] * kept[j]
            let wl = w * logged[j]
            sw += w
            sw2 += w * w
            sx += wl
            sxx += wl * logged[j]
            j += 1
        }
        return (sw, sw2, sx, sxx)
    }

    /// The reference for `kernelSums`: the loop as the filter ran it before (issue 25).
    static func kernelSumsByIndex(
        day t: Int, from first: Int, reach: Int, index: [Int], logged: [Double], partial: [Double], kernel: [Double]
    ) -> (sw: Double, sw2: Double, sx: Double, sxx: Double) {
        let m = index.count
        var sw = 0.0
        var sw2 = 0.0
        var sx = 0.0
        var sxx = 0.0
        var j = first
        while j < m && index[j] <= t + reach {
            let w = kernel[abs(index[j] - t)] * (1 - partial[j])
            sw += w
            sw2 += w * w
            sx += w * logged[j]
            sxx += w * logged[j] * logged[j]
            j += 1
        }
        return (sw, sw2, sx, sxx)
    }

    /// The index after the last element ≤ `value` in the sorted `values`.
    static func insertionIndex(_ values: [Double], _ value: Double) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Median of `values` (reorders them); 0 when empty. The middle order statistics are found by
    /// selection, not a full sort: sorting the few hundred ratios of a year was ~3 % of `rescore`.
    /// Both middle values are elements of `values`, so the result is bit-identical to
    /// `medianBySorting` (checked in `IntakeMedianAgreementTests`), apart from which of an equal
    /// `-0.0`/`+0.0` pair is returned; an array holding NaN takes the sorting path.
    static func median(_ values: inout [Double]) -> Double {
        let k = values.count
        guard k > 0 else { return 0 }
        if values.contains(where: \.isNaN) { return medianBySorting(&values) }
        return values.withUnsafeMutableBufferPointer { buffer in
            let upper = selectInPlace(buffer, rank: k / 2)
            guard k % 2 == 0 else { return upper }
            // After selection the k/2 elements before the rank are the smallest ones: their largest
            // is the lower middle value.
            var lower = buffer[0]
            for i in 1..<(k / 2) where buffer[i] > lower { lower = buffer[i] }
            return (lower + upper) / 2
        }
    }

    /// The reference median: sort, then read the middle (reorders `values`); 0 when empty.
    static func medianBySorting(_ values: inout [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        values.sort()
        let k = values.count
        return k % 2 == 1 ? values[k / 2] : (values[k / 2 - 1] + values[k / 2]) / 2
    }

    /// The element of rank `rank` (0-based) of `values` without NaN, leaving the `rank` smallest
    /// elements before it (quickselect: median-of-three pivot, a partition into values below the
    /// pivot, equal to it and above it, insertion sort for short ranges).
    ///
    /// Why this partition: Hoare's moves two indices toward each other on comparisons with the
    /// pivot, branches the processor guesses wrong about half the time on a year of ratios (the
    /// selection took 1.9 % of `rescore`'s time for 0.4 % of its instructions, issue 25). Here each
    /// value is swapped with the first of those not below the pivot, unconditionally, and the
    /// boundary moves by the comparison's 0 or 1 (Lomuto's scheme without a branch); a second such
    /// pass gathers the values equal to the pivot, so a run of ties ends the search instead of
    /// shrinking the range one value at a time.
    /// 1 when `condition` holds, else 0, from the comparison's own bit: written as `? 1 : 0`, the
    /// compiler turned the partition's count back into a branch (`jbe` over `inc`).
    @inline(__always) private static func one(if condition: Bool) -> Int {
        Int(truncatingIfNeeded: unsafeBitCast(condition, to: UInt8.self))
    }

    static func selectInPlace(_ values: UnsafeMutableBufferPointer<Double>, rank: Int) -> Double {
        var low = 0
        var high = values.count
        while high - low > 16 {
            let first = values[low]
            let middle = values[low + (high - low) / 2]
            let last = values[high - 1]
            let pivot = max(min(first, middle), min(max(first, middle), last))
            // values[low..<below] < pivot <= values[below..<i]
            var below = low
            for i in low..<high {
                let value = values[i]
                values[i] = values[below]
                values[below] = value
                below &+= Self.one(if: value < pivot)
            }
            if rank < below {
                high = below
                continue
            }
            // values[below..<equal] == pivot < values[equal..<i]: every value from `below` on is not
            // below the pivot, so not above it means equal.
            var equal = below
            for i in below..<high {
                let value = values[i]
                values[i] = values[equal]
                values[equal] = value
                equal &+= Self.one(if: value <= pivot)
            }
            if rank < equal { return values[rank] }
            low = equal
        }
        if low + 1 < high {
            for i in (low + 1)..<high {
                let value = values[i]
                var j = i
                while j > low && value < values[j - 1] {
                    values[j] = values[j - 1]
                    j -= 1
                }
                values[j] = value
            }
        }
        return values[rank]
    }
}
