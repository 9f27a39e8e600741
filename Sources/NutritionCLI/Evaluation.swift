import NutritionEngine

/// The command line's side of an evaluation: its errors as exit codes, its result as text.
enum Evaluation {
    /// The result of `evaluate` for the document `file`, its error mapped to the command line's.
    static func run<Result>(file: String, _ evaluate: () throws(EvaluationError) -> Result) throws(CommandError)
        -> Result
    {
        do {
            return try evaluate()
        } catch {
            throw CommandError(error, file: InputSource.displayName(file))
        }
    }

    /// `report` written in `format` on standard output, the warnings of the document `file` on standard error.
    static func output(_ report: some CommandReport, format: OutputFormat, file: String) throws(CommandError)
        -> CommandResult
    {
        do {
            return CommandResult(
                exitCode: ExitCode.ok, stdout: try report.rendered(as: format),
                stderr: Warnings.lines(report.warnings, file: file))
        } catch {
            switch error {
            case .nonFiniteNumber(let path): throw .internal("a non-finite number reached the output at \(path)")
            case .formatNotAvailable(let format): throw .usage("this result has no \(format.rawValue) form")
            }
        }
    }
}

extension CommandError {
    /// The command line's answer to an evaluation error on the document `file`: a bad document is
    /// exit 65 with every issue, a bad or missing request value a usage error naming its option (a
    /// problem of the request as a whole, or a missing value: its message alone), a refused plan
    /// operation exit 65 naming the rule, a bug exit 70.
    init(_ error: EvaluationError, file: String) {
        switch error {
        case .invalidDocument(let issues): self = .invalid(file: file, issues: issues)
        case .invalidRequest(let problem):
            // A problem of the request as a whole names no option (`RequestProblem.request`).
            self = .usage(
                problem.parameter.isEmpty || problem.isMissing
                    ? problem.message : "--\(problem.parameter) \(problem.message)")
        case .refused(let refusal): self = .refused(refusal, file: file)
        case .internalInconsistency(let message): self = .internal(message)
        }
    }
}

extension Arguments {
    /// The value of `--format`, one of `allowed` (the first is the default).
    func format(allowed: [OutputFormat]) throws(CommandError) -> OutputFormat {
        let name = try format(allowed: allowed.map(\.rawValue))
        return allowed.first { $0.rawValue == name } ?? allowed[0]
    }
}
