import Foundation

/// Flags weigh-ins that cannot be body weight changes and computes the display trend from the rest.
///
/// Outliers are kept (the output shows them) but left out of the trend. A weigh-in is an outlier
/// when it is outside `plausibleWeightKg`, or when it differs from the median of the plausible
/// weigh-ins within ±`outlierNeighbourWindowDays` days (itself excluded) by more than
/// `outlierJumpPercentFromNeighbours` % of that median. A median is used so that one spike does not
/// make its neighbours look like outliers too.
enum WeightScreen {
    struct Judgement: Equatable {
        var status: WeightStatus
        var referenceKg: Double?
    }

    /// Judgements by index into `weighIns` (date, kg), which must be in date order (one per date).
    ///
    /// The neighbours' values are kept sorted as the window slides (each weigh-in enters and leaves
    /// once) instead of being gathered and sorted again for every weigh-in, which was the largest
    /// part of the screen in `rescore`. The median without the weigh-in itself is read off the sorted
    /// window by skipping one copy of its value: the same values in the same order as
    /// `judgeSortingEachWindow`, so the same medians (a test compares the two). The window is a
    /// `SortedWindow` with room for every weigh-in, and plausibility is tested where it is needed
    /// rather than kept in an array. A value leaving and one entering in the same step replace one
    /// another in one pass over the window (the usual step of a daily weigher: one out, one in),
    /// where removing then inserting made two (`WeightScreen.judge` 5.6 % of `rescore`'s time).
    static func judge(_ weighIns: [(date: CalendarDate, kg: Double)], policy: DayValidationPolicy) -> [Judgement] {
        // The sliding window needs each weigh-in inside its own window; a negative width is left
        // to the reference implementation.
        guard policy.outlierNeighbourWindowDays >= 0 else { return judgeSortingEachWindow(weighIns, policy: policy) }
        let width = policy.outlierNeighbourWindowDays
        let plausibleRange = policy.plausibleWeightKg
        let replacing = plausibleRange.lowerBound > 0
        // Each weigh-in's judgement written into its place: appending tested the array's uniqueness
        // (a runtime call) and room for every weigh-in (r60 178.74 -> 178.37 M instructions). Every
        // weigh-in gets exactly one judgement.
        let judgements = [Judgement](unsafeUninitializedCapacity: weighIns.count) { judgements, initialized in
            weighIns.withUnsafeBufferPointer { input in
                SortedWindow.withRoom(for: input.count) { window in
                    var low = 0
                    var high = -1
                    // `window`: the plausible values of weigh-ins low...high, ascending.
                    for index in input.indices {
                        let weighIn = input[index]
                        guard plausibleRange.contains(weighIn.kg) else {
                            judgements[index] = Judgement(status: .outlierOutsidePlausibleRange)
                            continue
                        }
                        // Leaving: the plausible weigh-ins of leaving..<leavingEnd; entering: those of
                        // entering...high. A weigh-in that would enter and leave in the same step lies
                        // between two plausible ones judged in turn, so it is implausible and in neither.
                        var leaving = low
                        var entering = high + 1
                        let leavingEnd: Int
                        do {
                            let wasHigh = high
                            while input[low].date.days(to: weighIn.date) > width { low += 1 }
                            while high + 1 < input.count, weighIn.date.days(to: input[high + 1].date) <= width {
                                high += 1
                            }
                            leavingEnd = min(low, wasHigh + 1)
                        }
                        // A leaving and an entering value in one step (`replaceLast`: one search, only
                        // the values between them moved), as the intake input's ratios do: the window
                        // holds the same multiset either way, and its values, all ≥ the range's lower
                        // bound, are the same bits when equal if that bound is above 0 (no −0 and +0).
                        while replacing {
                            while leaving < leavingEnd && !plausibleRange.contains(input[leaving].kg) { leaving += 1 }
                            while entering <= high && !plausibleRange.contains(input[entering].kg) { entering += 1 }
                            guard leaving < leavingEnd, entering <= high else { break }
                            window.replaceLast(notAbove: input[leaving].kg, with: input[entering].kg)
                            leaving += 1
                            entering += 1
                        }
                        while leaving < leavingEnd {
                            let kg = input[leaving].kg
                            if plausibleRange.contains(kg) { window.removeFirst(notBelow: kg) }
                            leaving += 1
                        }
                        while entering <= high {
                            let kg = input[entering].kg
                            if plausibleRange.contains(kg) { window.insert(kg) }
                            entering += 1
                        }
                        let neighbourCount = window.count - 1
                        guard neighbourCount >= policy.outlierMinimumNeighbours, neighbourCount > 0 else {
                            judgements[index] = Judgement(status: .used)
                            continue
                        }
                        // The k-th neighbour in ascending order: the window without one copy of this
                        // weigh-in's value.
                        let own = window.firstIndex(notBelow: weighIn.kg)
                        func neighbour(_ k: Int) -> Double { k < own ? window[k] : window[k + 1] }
                        let middle = neighbourCount / 2
                        let lowMiddle = neighbour(neighbourCount % 2 == 1 ? middle : middle - 1)
                        let highMiddle = neighbour(middle)
                        let reference = (lowMiddle + highMiddle) / 2
                        guard reference > 0 else {
                            judgements[index] = Judgement(status: .used)
                            continue
                        }
                        let jumps = Self.jumps(
                            weighIn.kg, lowMiddle: lowMiddle, highMiddle: highMiddle,
                            limitPercent: policy.outlierJumpPercentFromNeighbours)
                        judgements[index] = Judgement(
                            status: jumps ? .outlierJumpFromNeighbours : .used, referenceKg: reference)
                    }
                }
            }
            initialized = weighIns.count
        }
        return judgements
    }

    /// Whether `kg` differs from the neighbours' median, (`lowMiddle` + `highMiddle`) / 2, by more
    /// than `limitPercent` % of it. Binary arithmetic decides whenever the two sides differ by more
    /// than its noise; at the boundary itself the typed decimals decide (`TypedDecimal`), so a
    /// weigh-in exactly 3 % from the median (103 kg against 100 kg: 3.0000000000000027 % in binary)
    /// is not more than 3 % from it, and is used.
    static func jumps(_ kg: Double, lowMiddle: Double, highMiddle: Double, limitPercent: Double) -> Bool {
        let reference = (lowMiddle + highMiddle) / 2
        let jump = abs(kg - reference) * 100
        let limit = limitPercent * reference
        let noise = 1e-9 * max(jump, limit)
        if jump > limit + noise { return true }
        if jump < limit - noise { return false }
        guard let weight = TypedDecimal.of(kg), let low = TypedDecimal.of(lowMiddle),
            let high = TypedDecimal.of(highMiddle), let percent = TypedDecimal.of(limitPercent)
        else { return jump > limit }
        let median = (low + high) / 2
        let difference = weight > median ? weight - median : median - weight
        return difference * 100 > percent * median
    }

    /// The screen as first written: each weigh-in's neighbours gathered and sorted afresh. The
    /// reference for `judge` (and used by it for a negative window width).
    static func judgeSortingEachWindow(_ weighIns: [(date: CalendarDate, kg: Double)], policy: DayValidationPolicy)
        -> [Judgement]
    {
        let plausible = weighIns.map { policy.plausibleWeightKg.contains($0.kg) }
        var judgements: [Judgement] = []
        judgements.reserveCapacity(weighIns.count)
        var low = 0
        var high = 0
        var neighbours: [Double] = []
        for (index, weighIn) in weighIns.enumerated() {
            guard plausible[index] else {
                judgements.append(Judgement(status: .outlierOutsidePlausibleRange))
                continue
            }
            while weighIns[low].date.days(to: weighIn.date) > policy.outlierNeighbourWindowDays { low += 1 }
            while high + 1 < weighIns.count,
                weighIn.date.days(to: weighIns[high + 1].date) <= policy.outlierNeighbourWindowDays
            { high += 1 }
            // One buffer for every weigh-in's neighbours: a year of weigh-ins made a year of small arrays.
            neighbours.removeAll(keepingCapacity: true)
            for other in low...max(low, high) where other != index && plausible[other] {
                neighbours.append(weighIns[other].kg)
            }
            guard neighbours.count >= policy.outlierMinimumNeighbours,
                let reference = medianSortingInPlace(&neighbours), reference > 0
            else {
                judgements.append(Judgement(status: .used))
                continue
            }
            // `neighbours` is sorted now: the median's one or two middle values.
            let middle = neighbours.count / 2
            let jumps = Self.jumps(
                weighIn.kg, lowMiddle: neighbours[neighbours.count % 2 == 1 ? middle : middle - 1],
                highMiddle: neighbours[middle], limitPercent: policy.outlierJumpPercentFromNeighbours)
            judgements.append(Judgement(status: jumps ? .outlierJumpFromNeighbours : .used, referenceKg: reference))
        }
        return judgements
    }

    /// The median of `values`, sorting them in place (no copy).
    static func medianSortingInPlace(_ values: inout [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        // An insertion sort: a window holds a dozen or so weigh-ins, where the general sort's setup
        // cost more than the sorting (it was 4 % of `rescore`). Same order, so the same median.
        values.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices.dropFirst() {
                let value = buffer[index]
                var slot = index
                while slot > 0 && buffer[slot - 1] > value {
                    buffer[slot] = buffer[slot - 1]
                    slot -= 1
                }
                buffer[slot] = value
            }
        }
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }
}

/// Weigh-ins in date order (one per date) with their judgements under `policy`: the screen made once
/// for a record (`CurrentWeight`, as of `evaluationDay`) and handed to the day ledger built for the
/// same days, which reads the judgements off it only when its own weigh-ins (dates, and kg bit for
/// bit) and its policy are these, and screens them itself otherwise (issue 25: the same screen ran
/// twice per record).
package struct ScreenedWeighIns: Sendable {
    /// The day the weigh-ins are before.
    var evaluationDay: CalendarDate
    var weighIns: [(date: CalendarDate, kg: Double)]
    var judgements: [WeightScreen.Judgement]
    var policy: DayValidationPolicy

    init(
        _ weighIns: [(date: CalendarDate, kg: Double)], before evaluationDay: CalendarDate, policy: DayValidationPolicy
    ) {
        self.evaluationDay = evaluationDay
        self.weighIns = weighIns
        judgements = WeightScreen.judge(weighIns, policy: policy)
        self.policy = policy
    }

    /// The judgements of `count` weigh-ins, the k-th on `date(k)` weighing `kg(k)`, under `policy`:
    /// these judgements when the weigh-ins and the policy are exactly these, else nil.
    func judgements(
        count: Int, date: (Int) -> CalendarDate, kg: (Int) -> Double, policy: DayValidationPolicy
    ) -> [WeightScreen.Judgement]? {
        guard count == weighIns.count, policy == self.policy else { return nil }
        for index in 0..<count
        where date(index) != weighIns[index].date || kg(index).bitPattern != weighIns[index].kg.bitPattern {
            return nil
        }
        return judgements
    }
}
