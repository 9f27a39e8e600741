import Foundation
import NutritionEngine

/// What a command needs from its surroundings: input, streaming output, the policy, signals.
public struct CommandContext {
    /// Where `-` reads from.
    public var input: InputSource
    /// The policy parameters in force.
    public var policy: Policy
    /// Standard input in blocks, for streaming commands (default: the whole of `input` in memory).
    public var standardInputBlocks: () -> BlockReader
    /// Where streaming commands write standard output; nil collects it into the result.
    public var standardOutput: LineWriter?
    /// Raised on SIGINT by the executable; streaming commands stop at the next record boundary.
    public var interruption: InterruptionFlag?
    /// Receives progress lines for a terminal; nil when standard error is not a terminal.
    public var progress: ((String) -> Void)?

    /// A context reading standard input with `input`, under `policy`, collecting output in memory.
    public init(
        input: InputSource, policy: Policy = .standard, standardInputBlocks: (() -> BlockReader)? = nil,
        standardOutput: LineWriter? = nil, interruption: InterruptionFlag? = nil, progress: ((String) -> Void)? = nil
    ) {
        self.input = input
        self.policy = policy
        self.standardInputBlocks = standardInputBlocks ?? { MemoryBlockReader(input.readStandardInput()) }
        self.standardOutput = standardOutput
        self.interruption = interruption
        self.progress = progress
    }
}

/// The help a command line's arguments ask for, the same for `nutrition-engine` and `nutrition-lab`.
package enum HelpRequest {
    /// `help [COMMAND [SUBCOMMAND]]` (or `help --help`) and `COMMAND [SUBCOMMAND] ... --help|-h`: the
    /// page `pages` gives for those words; nil when the arguments ask for no help (or `COMMAND --help`
    /// names no page). `help` with an unknown command is a usage error, with a suggestion from `commands`.
    package static func page(
        _ arguments: [String], pages: ([String]) -> String?, commands: Set<String> = []
    ) throws(CommandError) -> String? {
        guard let command = arguments.first else { return nil }
        let rest = Array(arguments.dropFirst())
        if command == "help" || command == "--help" || command == "-h" {
            let words = rest.contains("--help") || rest.contains("-h") ? ["help"] : rest
            guard let page = pages(words) else {
                let suggestion = rest.first.map { DidYouMean.suffix(for: $0, among: commands) } ?? ""
                throw .usage("no help for unknown command '\(rest.joined(separator: " "))'\(suggestion)")
            }
            return page
        }
        // `COMMAND [SUBCOMMAND] ... --help` prints that command's page, whatever else is given.
        guard rest.contains("--help") || rest.contains("-h") else { return nil }
        return pages([command] + rest.filter { !$0.hasPrefix("-") })
    }
}

/// The command line, runnable in-process: `run(arguments:)` never exits, traps or prints.
public enum NutritionCommandLine {
    /// Runs one command; `arguments` excludes the program name.
    public static func run(arguments: [String], context: CommandContext) -> CommandResult {
        do {
            return try dispatch(arguments, context: context)
        } catch {
            // A usage error points to the page of the command that was run.
            return error.result(program: "nutrition-engine", hint: Usage.hint(for: arguments))
        }
    }

    /// Runs one command with `stdin` as standard input.
    public static func run(arguments: [String], stdin: Data = Data()) -> CommandResult {
        run(arguments: arguments, context: CommandContext(input: InputSource(readStandardInput: { stdin })))
    }

    private static func dispatch(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        guard let command = arguments.first else { throw .usage("missing COMMAND") }
        let rest = Array(arguments.dropFirst())
        if let page = try HelpRequest.page(arguments, pages: Usage.page(for:), commands: Usage.commands) {
            return CommandResult(exitCode: ExitCode.ok, stdout: page)
        }
        if command == "--version" { return CommandResult(exitCode: ExitCode.ok, stdout: Usage.version) }
        switch command {
        case "estimate": return try EstimateCommand.run(rest, context: context)
        case "recommend": return try RecommendCommand.run(rest, context: context)
        case "days": return try DaysCommand.run(rest, context: context)
        case "day": return try DayCommand.run(rest, context: context)
        case "today": return try TodayCommand.run(rest, context: context)
        case "import": return try ImportCommand.run(rest, context: context)
        case "export": return try ExportCommand.run(rest, context: context)
        case "vectors": return try VectorsCommand.run(rest, context: context)
        case "rescore": return try RescoreCommand.run(rest, context: context)
        case "check-in": return try CheckInCommand.run(rest, context: context)
        case "decide": return try DecideCommand.run(rest, context: context)
        case "plan": return try PlanCommand.run(rest, context: context)
        case "maintenance": return try MaintenanceCommand.run(rest, context: context)
        case "project": return try ProjectCommand.run(rest, context: context)
        case "journal": return try JournalCommand.run(rest, context: context)
        case "patterns": return try PatternsCommand.run(rest, context: context)
        default:
            throw .usage(
                "unknown command '\(JSONPointer.shortened(command))'"
                    + DidYouMean.suffix(for: command, among: Usage.commands))
        }
    }
}
