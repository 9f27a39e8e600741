/// The at most one "helpful insight" the check-in and `today` show: the strongest pattern that
/// passes the false-discovery control, stated as an association with its size and counts.
///
/// Built by `Evaluate.patternInsight(_:policy:)`; nil there when no pattern passes, so nothing is
/// shown rather than a coincidence.
public struct PatternInsight: Sendable, Equatable {
    /// The pattern (its counts, effect and adjusted p-value).
    public var pattern: TestedPattern
    /// The sentence a person reads ("On Fridays, the log was marked incomplete on 50 % of days (8 of 16), …").
    public var sentence: String

    /// The insight of `pattern`, worded under `policy`.
    public init(pattern: TestedPattern, policy: PatternsPolicy) {
        self.pattern = pattern
        sentence = PatternStatement.sentence(pattern, policy: policy)
    }
}
