/// Fisher's exact test of a 2×2 table (Fisher 1922, J R Stat Soc 85:87–94; Fisher 1935, The Design
/// of Experiments, §2; Agresti 2002, Categorical Data Analysis, 2nd ed., §3.5.1), two-sided.
///
/// With the margins fixed, the count `a` (group days with the event) is hypergeometric:
/// P(a = x) = C(r₁, x)·C(r₂, c₁ − x) / C(n, c₁). The two-sided p-value sums the probabilities of
/// every table as probable as the observed one or less (the rule of R's `fisher.test`, with its
/// relative tolerance of 10⁻⁷ so that tables equal in exact arithmetic are counted together).
package struct FisherExactTest: Sendable, Equatable {
    /// The table: group days with and without the event, other days with and without it.
    package var groupEvents: Int
    package var groupNonEvents: Int
    package var otherEvents: Int
    package var otherNonEvents: Int

    /// The test of the table `[[groupEvents, groupNonEvents], [otherEvents, otherNonEvents]]`
    /// (every count ≥ 0).
    package init(groupEvents: Int, groupNonEvents: Int, otherEvents: Int, otherNonEvents: Int) {
        precondition(min(groupEvents, groupNonEvents, otherEvents, otherNonEvents) >= 0, "a count is negative")
        self.groupEvents = groupEvents
        self.groupNonEvents = groupNonEvents
        self.otherEvents = otherEvents
        self.otherNonEvents = otherNonEvents
    }

    private var groupDays: Int { groupEvents + groupNonEvents }
    private var otherDays: Int { otherEvents + otherNonEvents }
    private var events: Int { groupEvents + otherEvents }

    /// The counts `a` the margins allow.
    private var support: ClosedRange<Int> { max(0, events - otherDays)...min(groupDays, events) }

    /// P(a = x) for every x of `support`, in order. Built by the ratio
    /// P(x + 1)/P(x) = (r₁ − x)(c₁ − x) / ((x + 1)(r₂ − c₁ + x + 1)) from the mode, where the
    /// terms are largest, and normalised: no factorial is formed, so nothing overflows.
    private var probabilities: [Double] {
        let range = support
        let (r1, r2, c1) = (Double(groupDays), Double(otherDays), Double(events))
        // The mode of the hypergeometric distribution.
        let mode = min(
            max(Int(((r1 + 1) * (c1 + 1) / (r1 + r2 + 2)).rounded(.down)), range.lowerBound), range.upperBound)
        var terms = [Double](repeating: 0, count: range.count)
        let modeIndex = mode - range.lowerBound
        terms[modeIndex] = 1
        var x = mode
        while x < range.upperBound {
            let ratio = (r1 - Double(x)) * (c1 - Double(x)) / ((Double(x) + 1) * (r2 - c1 + Double(x) + 1))
            terms[x + 1 - range.lowerBound] = terms[x - range.lowerBound] * ratio
            x += 1
        }
        x = mode
        while x > range.lowerBound {
            // P(x − 1)/P(x), the same ratio read backwards.
            let ratio = Double(x) * (r2 - c1 + Double(x)) / ((r1 - Double(x) + 1) * (c1 - Double(x) + 1))
            terms[x - 1 - range.lowerBound] = terms[x - range.lowerBound] * ratio
            x -= 1
        }
        let total = terms.reduce(0, +)
        return terms.map { $0 / total }
    }

    /// The two-sided p-value of the observed table.
    package var pValue: Double { pValue(at: groupEvents) }

    /// The smallest two-sided p-value any table with these margins could give (Tarone 1990,
    /// Biometrics 46:515–522): a candidate whose smallest p-value exceeds q can never pass, and its
    /// margins say so before the table is looked at.
    package var smallestAttainablePValue: Double { min(pValue(at: support.lowerBound), pValue(at: support.upperBound)) }

    private func pValue(at count: Int) -> Double {
        let terms = probabilities
        let observed = terms[count - support.lowerBound]
        let cut = observed * (1 + 1e-7)
        return min(1, terms.filter { $0 <= cut }.reduce(0, +))
    }
}
