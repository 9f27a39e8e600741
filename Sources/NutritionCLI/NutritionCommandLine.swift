import Foundation
import NutritionEngine

/// What a command needs from its surroundings: its input source and the policy in force.
public struct CommandContext: Sendable {
    /// Where `-` reads from.
    public var input: InputSource
    /// The policy parameters in force.
    public var policy: Policy

    /// A context reading standard input with `readStandardInput`, under the standard policy.
    public init(input: InputSource, policy: Policy = .standard) {
        self.input = input
        self.policy = policy
    }
}

/// The command line, runnable in-process: `run(arguments:)` never exits, traps or prints.
public enum NutritionCommandLine {
    /// Runs one command; `arguments` excludes the program name.
    public static func run(arguments: [String], context: CommandContext) -> CommandResult {
        do {
            return try dispatch(arguments, context: context)
        } catch {
            return error.result
        }
    }

    /// Runs one command with `stdin` as standard input.
    public static func run(arguments: [String], stdin: Data = Data()) -> CommandResult {
        run(arguments: arguments, context: CommandContext(input: InputSource(readStandardInput: { stdin })))
    }

    private static func dispatch(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        guard let command = arguments.first else { throw .usage("missing COMMAND") }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "estimate": return try EstimateCommand.run(rest, context: context)
        case "vectors": return try VectorsCommand.run(rest, context: context)
        case "project": return try ProjectCommand.run(rest, context: context)
        case "calibrate": return try CalibrateCommand.run(rest, context: context)
        case "benchmark": return try BenchmarkCommand.run(rest, context: context)
        case "help", "--help", "-h": return CommandResult(exitCode: ExitCode.ok, stdout: Usage.text + "\n")
        default: throw .usage("unknown command '\(command)'")
        }
    }
}
