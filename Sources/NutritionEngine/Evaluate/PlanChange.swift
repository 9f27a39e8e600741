/// What a command that changes the plan (`decide`, `plan new`, `plan set-target`, `plan reset
/// --confirm`) gives back: the new plan, the document holding it (checked to read back and
/// replay) and what was done, in the words a person reads.
public struct PlanChange: Sendable, Equatable {
    /// The plan after the change (one event appended, or a new plan archiving the old one).
    public let plan: Plan
    /// The source document with `plan` in place of its own, every other member as given.
    public let document: WrittenDocument
    /// What was done, one line each (without line feeds): the defaulted event date first, when it was.
    public let statement: [String]
    /// What the reader found worth asking about in the source document.
    public let warnings: [InputWarning]

    /// The change to `plan` in `source`, stated in `lines` after the event date's statement.
    init(_ plan: Plan, in source: SourceDocument, date: EventDate, lines: [String]) throws(EvaluationError) {
        self.plan = plan
        document = try source.replacingPlan(with: plan)
        statement = (date.statement.map { [$0] } ?? []) + lines
        warnings = source.document.warnings
    }
}
