/// Why an evaluation gave no result. Outcomes a person is told about (manual-only, a refused
/// destination, a check-in that holds) are results, not errors; these are the cases where the
/// request or the document itself is wrong.
public enum EvaluationError: Error, Sendable, Equatable {
    /// The document lacks what the command needs or breaks an input rule: every issue, each with
    /// its JSON pointer (the command line's exit 65).
    case invalidDocument([ValidationIssue])
    /// A request value breaks its rule (the command line's exit 64, naming the option).
    case invalidRequest(RequestProblem)
    /// A plan rule refused the operation; nothing was changed (exit 65, the rule named).
    case refused(PlanRefusal)
    /// A bug: the evaluation produced something the engine's own rules refuse (e.g. a document that
    /// would not read back), so nothing is written; the message says what (exit 70).
    case internalInconsistency(String)
}

/// One request value that breaks its rule: which member of the request, and why.
public struct RequestProblem: Sendable, Equatable {
    /// The request member, named as the command line's option without dashes (e.g. `days`, `target`).
    public var parameter: String
    /// What is wrong and what is accepted, in plain words, without the parameter's name (for a
    /// missing value, the whole sentence, which names it).
    public var message: String
    /// Whether the value is missing: the request has none and the document gives no default.
    public var isMissing: Bool

    /// The problem `message` with `parameter`.
    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
        isMissing = false
    }

    /// `parameter` is missing; `sentence` says so, naming it and where else the value may come from.
    public static func missing(_ parameter: String, _ sentence: String) -> RequestProblem {
        var problem = RequestProblem(parameter: parameter, message: sentence)
        problem.isMissing = true
        return problem
    }
}
