import NutritionEngine

/// Turns a result document into a successful command result.
enum Output {
    /// Pretty, sorted, byte-for-byte reproducible JSON on stdout.
    static func json(_ value: JSONValue) throws(CommandError) -> CommandResult {
        do {
            return CommandResult(exitCode: ExitCode.ok, stdout: try JSONWriter(style: .pretty).string(value))
        } catch {
            throw .internal("a non-finite number reached the output at \(error.path)")
        }
    }
}
