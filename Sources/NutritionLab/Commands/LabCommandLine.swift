import Foundation
import NutritionCLI
import NutritionEngine

/// The lab's command line (`nutrition-lab`), runnable in-process: simulation studies, synthetic data
/// and benchmarks that measure the product but are no part of it. Never exits, traps or prints.
package enum LabCommandLine {
    /// Runs one command; `arguments` excludes the program name.
    package static func run(arguments: [String], context: CommandContext) -> CommandResult {
        do {
            return try dispatch(arguments, context: context)
        } catch {
            return error.result(program: "nutrition-lab", hint: LabUsage.hint)
        }
    }

    /// Runs one command with `stdin` as standard input.
    package static func run(arguments: [String], stdin: Data = Data()) -> CommandResult {
        run(arguments: arguments, context: CommandContext(input: InputSource(readStandardInput: { stdin })))
    }

    private static func dispatch(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        guard let command = arguments.first else { throw .usage("missing COMMAND") }
        let rest = Array(arguments.dropFirst())
        if let page = try HelpRequest.page(arguments, pages: LabUsage.page(for:)) {
            return CommandResult(exitCode: ExitCode.ok, stdout: page)
        }
        switch command {
        case "calibrate": return try CalibrateCommand.run(rest, context: context)
        case "closed-loop": return try ClosedLoopCommand.run(rest, context: context)
        case "real-data": return try RealDataCommand.run(rest, context: context)
        case "patterns-study": return try PatternsStudyCommand.run(rest, context: context)
        case "benchmark": return try BenchmarkCommand.run(rest, context: context)
        default: throw .usage("unknown command '\(command)'")
        }
    }
}
