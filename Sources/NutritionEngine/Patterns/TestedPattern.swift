/// The test a candidate was given.
public enum PatternTest: String, Sendable, CaseIterable {
    /// Fisher's exact test of the 2×2 table, two-sided (`FisherExactTest`).
    case fisherExact
    /// The seeded permutation test of the difference in means, two-sided (`PermutationTest`).
    case permutation
}

/// The size of a candidate's difference: group minus others, with its interval.
public struct PatternEffect: Sendable, Equatable {
    /// The unit of `value` and the interval's ends.
    public enum Unit: String, Sendable, CaseIterable {
        /// Percentage points (a difference of shares of days).
        case percentagePoints
        /// Days a week.
        case daysPerWeek
        /// Kilograms.
        case kg
    }

    /// Group minus others.
    public var value: Double
    /// The interval's lower end (nil when it cannot be formed: a group of one week, or no spread).
    public var low: Double?
    /// The interval's upper end (nil when the lower one is).
    public var high: Double?
    /// The unit.
    public var unit: Unit
}

/// A candidate that was tested, with its p-value and its Benjamini–Hochberg adjusted p-value.
public struct TestedPattern: Sendable, Equatable {
    /// The candidate.
    public var candidate: PatternCandidate
    /// The test given.
    public var test: PatternTest
    /// The test statistic: the group's event days for Fisher's test (the margins fixed), the
    /// difference in means for the permutation test.
    public var statistic: Double
    /// The test's two-sided p-value.
    public var pValue: Double
    /// The Benjamini–Hochberg adjusted p-value over every candidate tested for the person.
    public var adjustedPValue: Double
    /// Whether the adjusted p-value is at most the policy's q: the pattern is stated.
    public var passes: Bool
    /// The difference and its interval.
    public var effect: PatternEffect
}

/// Why a candidate was not tested. Each reason depends on the groups' sizes and margins only,
/// never on which way the comparison came out, so leaving the candidate out keeps the other
/// p-values and the false-discovery control valid.
public enum NotTestedReason: String, Sendable, CaseIterable {
    /// A group has fewer days than `minimumDaysPerGroup`.
    case tooFewDays
    /// A group has fewer weeks than `minimumWeeksPerGroup`.
    case tooFewWeeks
    /// With these margins even the most lopsided table's p-value exceeds q (Tarone 1990): the
    /// candidate could not pass whatever the days showed.
    case cannotReachFalseDiscoveryRate
    /// Every week has the same value: there is no difference to test.
    case noVariation
}

/// A candidate that was not tested, and why.
public struct UntestedPattern: Sendable, Equatable {
    /// The candidate.
    public var candidate: PatternCandidate
    /// Why.
    public var reason: NotTestedReason
}
