/// `rescore`: exported documents re-scored under a policy, each record answered as `check-in` (a
/// plan with days: the last week before the evaluation day) or `recommend` (otherwise) answers it.
public struct RescoreRequest: Sendable, Equatable {
    /// The evaluation day of every record; nil: each document's own (its `asOf`, or the day after
    /// its last listed day).
    public var asOf: CalendarDate?
    /// A second policy every record is also scored under (`--compare-policy`); nil for none.
    public var basePolicy: Policy?

    /// Records scored as of `asOf` (nil: each document's own day), also under `basePolicy` when given.
    public init(asOf: CalendarDate? = nil, basePolicy: Policy? = nil) {
        self.asOf = asOf
        self.basePolicy = basePolicy
    }
}

extension Evaluate {
    /// The scorer of `request`'s records under `policy`: a record's bytes in, its output line and
    /// what the batch summary counts of it out (`RecordScorer.score`, one `RescoreOutcome` per
    /// record, never a throw). Throws `invalidRequest` for an evaluation day outside
    /// `CalendarDate.evaluationRange` (the weeks around it must stay in years 0001–9999).
    public static func rescore(_ request: RescoreRequest, policy: Policy) throws(EvaluationError) -> RecordScorer {
        if let asOf = request.asOf, !CalendarDate.evaluationRange.contains(asOf) {
            let range = CalendarDate.evaluationRange
            throw .invalidRequest(
                RequestProblem(
                    parameter: "as-of",
                    message:
                        "must be from \(range.lowerBound) to \(range.upperBound) (the weeks around it stay in years "
                        + "0001-9999), found \(asOf)"))
        }
        return RecordScorer(policy: policy, asOf: request.asOf, basePolicy: request.basePolicy)
    }
}
