/// Every candidate tested, and the false-discovery control over them: the core of `patterns`.
///
/// Each candidate that has enough days (or weeks) in both groups, and could reach q at all, gets
/// its exact or permutation test; then Benjamini–Hochberg at q runs over every tested candidate
/// together, so the share of false statements among the patterns stated stays at most q.
public struct PatternSearch: Sendable, Equatable {
    /// Every candidate tested, in the order they were generated.
    public var tested: [TestedPattern]
    /// Every candidate left untested, with its reason, in the order they were generated.
    public var notTested: [UntestedPattern]
    /// The false-discovery rate q used.
    public var falseDiscoveryRate: Double

    /// The search over `candidates` under `policy`.
    package init(_ candidates: [PatternCandidate], policy: PatternsPolicy) {
        falseDiscoveryRate = policy.falseDiscoveryRate
        var tested:
            [(candidate: PatternCandidate, test: PatternTest, statistic: Double, p: Double, effect: PatternEffect)] =
                []
        var notTested: [UntestedPattern] = []
        for candidate in candidates {
            switch Self.test(candidate, policy: policy) {
            case .tested(let test, let statistic, let p, let effect):
                tested.append((candidate, test, statistic, p, effect))
            case .untested(let reason): notTested.append(UntestedPattern(candidate: candidate, reason: reason))
            }
        }
        let adjusted = BenjaminiHochberg.adjusted(tested.map(\.p))
        self.tested = zip(tested, adjusted).map { item, adjusted in
            TestedPattern(
                candidate: item.candidate, test: item.test, statistic: item.statistic, pValue: item.p,
                adjustedPValue: adjusted, passes: adjusted <= policy.falseDiscoveryRate, effect: item.effect)
        }
        self.notTested = notTested
    }

    /// The patterns that pass, strongest first: smallest adjusted p-value, then smallest p-value,
    /// then the order of generation.
    public var patterns: [TestedPattern] {
        tested.enumerated().filter(\.element.passes).sorted { a, b in
            (a.element.adjustedPValue, a.element.pValue, a.offset) < (
                b.element.adjustedPValue, b.element.pValue, b.offset
            )
        }.map(\.element)
    }

    /// Candidates looked for: tested and not.
    public var candidateCount: Int { tested.count + notTested.count }

    /// A candidate's test, or why it was not tested.
    private enum Outcome {
        case tested(test: PatternTest, statistic: Double, p: Double, effect: PatternEffect)
        case untested(NotTestedReason)
    }

    private static func test(_ candidate: PatternCandidate, policy: PatternsPolicy) -> Outcome {
        switch candidate.data {
        case .shares(let groupEvents, let groupDays, let otherEvents, let otherDays):
            guard min(groupDays, otherDays) >= policy.minimumDaysPerGroup else { return .untested(.tooFewDays) }
            let fisher = FisherExactTest(
                groupEvents: groupEvents, groupNonEvents: groupDays - groupEvents, otherEvents: otherEvents,
                otherNonEvents: otherDays - otherEvents)
            guard fisher.smallestAttainablePValue <= policy.falseDiscoveryRate else {
                return .untested(.cannotReachFalseDiscoveryRate)
            }
            let share = ShareDifference(
                events1: groupEvents, count1: groupDays, events2: otherEvents, count2: otherDays, z: policy.intervalZ)
            // The difference from whole numbers, 100·(a·r₂ − c·r₁)/(r₁·r₂), one rounding: a share difference of
            // exactly 0.625 points stays 0.625 and rounds as written.
            let points =
                Double(100 * (groupEvents * otherDays - otherEvents * groupDays)) / Double(groupDays * otherDays)
            let effect = PatternEffect(
                value: points, low: 100 * share.low, high: 100 * share.high, unit: candidate.effectUnit)
            return .tested(test: .fisherExact, statistic: Double(groupEvents), p: fisher.pValue, effect: effect)
        case .values(let group, let others):
            guard min(group.count, others.count) >= policy.minimumWeeksPerGroup else { return .untested(.tooFewWeeks) }
            let all = group + others
            guard let first = all.first, all.contains(where: { $0 != first }) else { return .untested(.noVariation) }
            let permutation = PermutationTest(
                name: candidate.id, values: all, inGroup: group.map { _ in true } + others.map { _ in false },
                permutationCount: policy.permutationCount)
            let difference = MeanDifference(group: group, others: others, z: policy.intervalZ)
            let effect = PatternEffect(
                value: difference.difference, low: difference.low, high: difference.high, unit: candidate.effectUnit)
            return .tested(test: .permutation, statistic: difference.difference, p: permutation.pValue, effect: effect)
        }
    }
}
