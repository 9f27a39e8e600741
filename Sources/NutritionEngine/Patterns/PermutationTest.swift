/// A two-sided permutation test of a difference in means between two groups (Fisher 1935, The
/// Design of Experiments, §21; Good 2005, Permutation, Parametric and Bootstrap Tests of
/// Hypotheses, 3rd ed.), used where no exact test fits: outcomes measured on a scale (kg, days a week).
///
/// If group membership has nothing to do with the outcome, every relabelling of the values into
/// groups of the same sizes is as likely as the observed one. The test draws `permutationCount`
/// relabellings at random (seeded from the data, `PatternRandom.seed`) and counts those whose
/// |difference in means| is at least the observed one; p = (1 + count) / (1 + relabellings), which
/// is never 0 and is a valid p-value for a random sample of relabellings (Phipson & Smyth 2010,
/// Stat Appl Genet Mol Biol 9:39).
package struct PermutationTest: Sendable, Equatable {
    /// The values, each with its group (true: the group, false: the others).
    package var values: [Double]
    package var inGroup: [Bool]
    /// Relabellings drawn.
    package var permutationCount: Int
    /// The generator's seed.
    package var seed: UInt64

    /// A test of `values` split by `inGroup`, seeded from `name` and the data.
    package init(name: String, values: [Double], inGroup: [Bool], permutationCount: Int) {
        precondition(values.count == inGroup.count, "one group flag per value")
        self.values = values
        self.inGroup = inGroup
        self.permutationCount = permutationCount
        seed = PatternRandom.seed(name: name, values: values, groups: inGroup)
    }

    /// Mean of the group minus mean of the others.
    package var difference: Double {
        let group = zip(values, inGroup).filter(\.1).map(\.0)
        let others = zip(values, inGroup).filter { !$0.1 }.map(\.0)
        return group.reduce(0, +) / Double(group.count) - others.reduce(0, +) / Double(others.count)
    }

    /// The two-sided p-value.
    package var pValue: Double {
        let n = values.count
        let groupSize = inGroup.filter { $0 }.count
        guard groupSize > 0, groupSize < n else { return 1 }
        let total = values.reduce(0, +)
        // With the total fixed, the difference in means is a function of the group's sum:
        // sum/k − (total − sum)/(n − k).
        func meanDifference(groupSum: Double) -> Double {
            groupSum / Double(groupSize) - (total - groupSum) / Double(n - groupSize)
        }
        let observed = abs(difference)
        // Ties in exact arithmetic may differ in the last bits of a sum taken in another order.
        let tolerance = 1e-9 * max(1, values.map(abs).max() ?? 1)
        var random = PatternRandom(seed: seed)
        var pool = values
        var asExtreme = 0
        // The smaller side is drawn (its sum gives the other's): k or n − k places per relabelling.
        let drawn = min(groupSize, n - groupSize)
        let drawsGroup = drawn == groupSize
        pool.withUnsafeMutableBufferPointer { pool in
            for _ in 0..<permutationCount {
                // The first `drawn` places of a partial Fisher–Yates shuffle are a uniform random subset.
                var sum = 0.0
                for place in 0..<drawn {
                    pool.swapAt(place, place + random.below(n - place))
                    sum += pool[place]
                }
                if abs(meanDifference(groupSum: drawsGroup ? sum : total - sum)) >= observed - tolerance {
                    asExtreme += 1
                }
            }
        }
        return Double(1 + asExtreme) / Double(1 + permutationCount)
    }
}
