import Foundation
import NutritionEngine
import TestSupport
import Testing

/// The pattern search's tests and intervals against numbers worked out by hand or published.
@Suite struct PatternStatisticsTests {
    /// Fisher's tea tasting (The Design of Experiments, §2): 4 cups of each kind, 3 of 4 named right.
    /// P(x) = C(4, x)·C(4, 4 − x)/C(8, 4) = 1, 16, 36, 16, 1 over 70; two-sided, the tables no more
    /// probable than 16/70: (1 + 16 + 16 + 1)/70 = 17/35. The most lopsided tables give 2/70.
    @Test func teaTastingIsSeventeenThirtyFifths() {
        let test = FisherExactTest(groupEvents: 3, groupNonEvents: 1, otherEvents: 1, otherNonEvents: 3)
        #expect(isApproximatelyEqual(test.pValue, 17.0 / 35, relative: 1e-12))
        #expect(isApproximatelyEqual(test.smallestAttainablePValue, 2.0 / 70, relative: 1e-12))
    }

    /// [[1, 9], [11, 3]] (Wikipedia's worked example of the test): margins 10, 14 and 12 of 24;
    /// P(x) = C(10, x)·C(14, 12 − x)/C(24, 12), C(24, 12) = 2,704,156: P(0) = P(10) = 91/2,704,156 =
    /// 1/29,716 and P(1) = P(9) = 10·1001/2,704,156 = 40/29,716; every other table is more probable, so
    /// p = (1 + 40 + 40 + 1)/29,716 = 41/14,858 ≈ 0.0027595.
    @Test func aWorkedTableIsTheSumOfItsTails() {
        let test = FisherExactTest(groupEvents: 1, groupNonEvents: 9, otherEvents: 11, otherNonEvents: 3)
        #expect(isApproximatelyEqual(test.pValue, 41.0 / 14_858, relative: 1e-12))
        #expect(isApproximatelyEqual(test.smallestAttainablePValue, 2.0 / 29_716, relative: 1e-12))
        // Mirrored tables give the same two-sided p.
        let mirrored = FisherExactTest(groupEvents: 11, groupNonEvents: 3, otherEvents: 1, otherNonEvents: 9)
        #expect(isApproximatelyEqual(mirrored.pValue, 41.0 / 14_858, relative: 1e-12))
    }

    /// Without any event the table is the only one: p = 1; one event among 16 + 96 days can at most fall on
    /// one of the 16 (P = 16/112), so no table reaches q = 0.05 (Tarone's filter leaves it untested).
    @Test func oneEventCannotReachQ() {
        #expect(FisherExactTest(groupEvents: 0, groupNonEvents: 16, otherEvents: 0, otherNonEvents: 96).pValue == 1)
        let one = FisherExactTest(groupEvents: 0, groupNonEvents: 16, otherEvents: 1, otherNonEvents: 95)
        #expect(isApproximatelyEqual(one.pValue, 1, relative: 1e-12))
        #expect(isApproximatelyEqual(one.smallestAttainablePValue, 16.0 / 112, relative: 1e-12))
    }

    /// Benjamini & Hochberg (1995) §4: the 15 p-values of their example; at q = 0.05 the step-up rule
    /// rejects the four smallest (p₍₄₎ = 0.0095 ≤ 4·0.05/15 = 0.0133, and no later p₍ᵢ₎ ≤ i·0.05/15).
    /// Adjusted by hand: p̃₍ᵢ₎ = min over j ≥ i of 15·p₍ⱼ₎/j, e.g. p̃₍₄₎ = 15·0.0095/4 = 0.035625,
    /// p̃₍₅₎ = min(15·0.0201/5 = 0.0603, 15·0.0278/6 = 0.0695, …) = 0.0603, p̃₍₆₎ = p̃₍₇₎ = 15·0.0298/7 =
    /// 0.063857 (below 15·0.0278/6), p̃₍₉₎ = 15·0.0459/9 = 0.0765.
    @Test func benjaminiHochbergsOwnExample() {
        let p = [
            0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.3240, 0.4262, 0.5719, 0.6528,
            0.7590, 1.000,
        ]
        let adjusted = BenjaminiHochberg.adjusted(p)
        let expected = [
            0.0015, 0.003, 0.0095, 0.035625, 0.0603, 0.0638571428571, 0.0638571428571, 0.0645, 0.0765, 0.486,
            0.58118181818, 0.714875,
            0.75323076923, 0.81321428571, 1,
        ]
        for (a, e) in zip(adjusted, expected) { #expect(isApproximatelyEqual(a, e, relative: 1e-9), "\(a) vs \(e)") }
        #expect(adjusted.filter { $0 <= 0.05 }.count == 4)
        // The order of the input does not matter.
        let reversed = BenjaminiHochberg.adjusted(p.reversed())
        #expect(zip(reversed.reversed(), adjusted).allSatisfy { $0 == $1 })
        #expect(BenjaminiHochberg.adjusted([]).isEmpty)
    }

    /// Groups [10, 11, 12, 13] and [0, 1, 2, 3]: of the C(8, 4) = 70 relabellings only this one and its
    /// mirror are as extreme, so the exact two-sided p is 2/70 ≈ 0.0286; 9,999 random relabellings
    /// land within 0.01 of it (their standard error is 0.0017), and the same data always give the same p.
    @Test func thePermutationTestIsSeededFromItsData() {
        let values = [10.0, 11, 12, 13, 0, 1, 2, 3]
        let groups = [true, true, true, true, false, false, false, false]
        let test = PermutationTest(name: "example", values: values, inGroup: groups, permutationCount: 9999)
        #expect(isApproximatelyEqual(test.pValue, 2.0 / 70, absolute: 0.01))
        #expect(test.difference == 10)
        let again = PermutationTest(name: "example", values: values, inGroup: groups, permutationCount: 9999)
        #expect(again.seed == test.seed)
        #expect(again.pValue == test.pValue)
        // Another candidate's name seeds another stream.
        #expect(
            PermutationTest(name: "other", values: values, inGroup: groups, permutationCount: 9999).seed != test.seed)
        // p = (1 + as extreme)/(1 + relabellings) is never 0 and is a multiple of 1/10,000.
        let count = test.pValue * 10_000
        #expect(abs(count - count.rounded()) < 1e-6 && count >= 1)
    }

    /// Groups with the same values: every relabelling is as extreme, p = 1.
    @Test func noDifferenceGivesOne() {
        let test = PermutationTest(
            name: "flat", values: [1, 2, 1, 2], inGroup: [true, true, false, false], permutationCount: 999)
        #expect(test.pValue == 1)
    }

    /// Newcombe (1998) Stat Med 17:873–890, Table II example (a): 56/70 − 48/80 = 0.2000, method 10
    /// (hybrid score) interval 0.0524 to 0.3339.
    @Test func newcombesHybridScoreInterval() {
        let share = ShareDifference(events1: 56, count1: 70, events2: 48, count2: 80, z: 1.959_964)
        #expect(isApproximatelyEqual(share.difference, 0.2, absolute: 1e-12))
        #expect(isApproximatelyEqual(share.low, 0.0524, absolute: 0.00005))
        #expect(isApproximatelyEqual(share.high, 0.3339, absolute: 0.00005))
        // Wilson (1927) for 0 of 10 at 95 %: 0 to z²/(n + z²) = 3.8415/13.8415 = 0.2775.
        let (low, high) = ShareDifference.wilson(0, 10, z: 1.959_964)
        #expect(low == 0)
        #expect(isApproximatelyEqual(high, 0.27753, absolute: 0.00001))
    }

    /// Student t quantiles from the tables: t(0.975; 1) = 12.7062, (10) = 2.2281, (30) = 2.0423.
    @Test func studentQuantiles() {
        #expect(isApproximatelyEqual(StudentT.quantile(0.975, degreesOfFreedom: 1), 12.7062, absolute: 0.0001))
        #expect(isApproximatelyEqual(StudentT.quantile(0.975, degreesOfFreedom: 10), 2.2281, absolute: 0.0001))
        #expect(isApproximatelyEqual(StudentT.quantile(0.975, degreesOfFreedom: 30), 2.0423, absolute: 0.0001))
        #expect(isApproximatelyEqual(StudentT.distribution(0, degreesOfFreedom: 5), 0.5, absolute: 1e-12))
    }

    /// Welch's interval, by hand: [1, 2, 3] against [4, 6, 8]: d = 2 − 6 = −4, s₁² = 1, s₂² = 4,
    /// SE = √(1/3 + 4/3) = 1.2910, df = (5/3)² / ((1/3)²/2 + (4/3)²/2) = 50/17 = 2.9412,
    /// t(0.975; 50/17) = 3.21876 (Simpson's rule on the t density, 200,000 steps, inverted by
    /// bisection: a second computation outside Swift), so −4 ± 4.1554.
    @Test func welchsInterval() throws {
        let difference = MeanDifference(group: [1, 2, 3], others: [4, 6, 8], z: 1.959_964)
        #expect(difference.difference == -4)
        let low = try #require(difference.low)
        let high = try #require(difference.high)
        #expect(isApproximatelyEqual(StudentT.quantile(0.975, degreesOfFreedom: 50.0 / 17), 3.21876, absolute: 0.00001))
        #expect(isApproximatelyEqual(high - low, 2 * 3.21876 * (5.0 / 3).squareRoot(), relative: 1e-5))
        #expect(isApproximatelyEqual((low + high) / 2, -4, absolute: 1e-9))
        // One value in a group: no interval.
        #expect(MeanDifference(group: [1], others: [4, 6], z: 1.96).low == nil)
    }
}
