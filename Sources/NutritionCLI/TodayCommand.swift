import Foundation
import NutritionEngine

/// `today FILE [--at TIMESTAMP] [--format json|markdown]`: the Today view for one instant.
///
/// The library never reads a clock; this command does, only when `--at` is absent, and says so on
/// stderr with the instant it read, so a run can be repeated with `--at`.
enum TodayCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["at", "format"])
        let file = try parsed.single("input FILE")
        let format = try parsed.format(allowed: TodayResult.formats)
        let instant = try Self.instant(parsed.values["at"])
        let request = TodayRequest(
            document: try context.input.document(file), at: instant.at, writtenOffsetSeconds: instant.offsetSeconds)
        let result = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try Evaluate.today(request, policy: context.policy)
        }
        var output = try Evaluation.output(result, format: format, file: file)
        output.stderr = instant.statement + output.stderr
        return output
    }

    /// `--at` parsed, or the clock read now (at this machine's UTC offset), with the line saying so.
    private static func instant(_ text: String?) throws(CommandError) -> (
        at: Timestamp, offsetSeconds: Int?, statement: String
    ) {
        guard let text else {
            let now = Date()
            let at = Timestamp(secondsSince1970: now.timeIntervalSince1970.rounded(.down))
            let offset = TimeZone.current.secondsFromGMT(for: now)
            return (
                at, offset,
                "today: no --at given; read the clock: \(at.utcText) (this machine's UTC offset "
                    + "\(offset) s); pass --at \(at.utcText) to repeat this answer\n"
            )
        }
        guard let at = Timestamp(text) else {
            throw .usage(
                "--at must be an ISO 8601 timestamp with a UTC offset or Z (2026-11-05T08:30:00+01:00), found \(text)")
        }
        return (at, Timestamp.writtenOffsetSeconds(text), "")
    }
}
