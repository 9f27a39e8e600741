import NutritionEngine

/// Why a command could not produce its result; each case maps to one exit code.
public enum CommandError: Error, Sendable, Equatable {
    /// Bad arguments (exit 64), with the message.
    case usage(String)
    /// An input could not be opened or read (exit 66).
    case cannotRead(file: String, reason: String)
    /// The input data is invalid (exit 65): every issue, with the file it is in.
    case invalid(file: String, issues: [ValidationIssue])
    /// An output could not be written (exit 73).
    case cannotWrite(file: String, reason: String)
    /// A bug (exit 70).
    case `internal`(String)

    /// The result this error produces: nothing on stdout, one line per problem on stderr.
    public var result: CommandResult { result(program: "nutrition-engine", hint: Usage.hint) }

    /// The result for the executable `program`, whose usage errors end with `hint`.
    package func result(program: String, hint: String) -> CommandResult {
        switch self {
        case .usage(let message):
            CommandResult(exitCode: ExitCode.usage, stderr: "\(program): \(message)\n\(hint)\n")
        case .cannotRead(let file, let reason):
            CommandResult(exitCode: ExitCode.noInput, stderr: "\(program): \(file): cannot read input: \(reason)\n")
        case .invalid(let file, let issues):
            CommandResult(
                exitCode: ExitCode.dataError,
                stderr: issues.map { "\(file):\($0.line)\n" }.joined(), issues: issues)
        case .cannotWrite(let file, let reason):
            CommandResult(
                exitCode: ExitCode.cannotCreate, stderr: "\(program): \(file): cannot write output: \(reason)\n")
        case .internal(let message):
            CommandResult(exitCode: ExitCode.software, stderr: "\(program): internal error: \(message)\n")
        }
    }
}

extension CommandError {
    /// A refused plan operation: exit 65, one line naming the rule, nothing written.
    static func refused(_ refusal: PlanRefusal, file: String) -> CommandError {
        .invalid(
            file: file,
            issues: [
                ValidationIssue(
                    path: JSONPointer("/plan"), code: .decisionRefused,
                    message: "\(refusal.code.rawValue): \(refusal.message)")
            ])
    }
}
