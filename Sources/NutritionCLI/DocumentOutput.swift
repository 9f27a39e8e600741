import Foundation
import NutritionEngine

/// Writes an updated input document: to `--out FILE` when given, else to standard output.
enum DocumentOutput {
    /// The result of writing `document` with its `plan` replaced by `plan`; `statement` goes to stderr.
    /// `out` (`-`: standard output) may not be `input` or any other input: the document is written
    /// to a new file, never over the one it was read from.
    static func write(_ json: JSONValue, plan: Plan, out: String?, input: String, statement: String) throws(CommandError) -> CommandResult {
        if let out { try OutputPath.check(out, option: "--out", inputs: [input], kind: .document) }
        var members = json.objectValue ?? JSONObject()
        members["plan"] = PlanWriter.json(plan)
        let text: String
        do { text = try JSONWriter().string(.object(members)) } catch { throw .internal("a non-finite number reached the document at \(error.path)") }
        guard let out, out != "-" else { return CommandResult(exitCode: ExitCode.ok, stdout: text, stderr: statement) }
        try OutputPath.writeDocument(text, to: out)
        return CommandResult(exitCode: ExitCode.ok, stderr: statement)
    }

    /// The day events are recorded on: `--date`, else the document's declared `asOf` (never the
    /// machine clock, so replaying the same commands gives the same bytes).
    static func eventDate(_ value: String?, document: InputDocument) throws(CommandError) -> CalendarDate {
        guard let value else {
            if let asOf = document.dayLog.declaredAsOf { return asOf }
            throw .usage("give the event date with --date YYYY-MM-DD or asOf in the document (events are never dated by the machine clock, so replays give the same bytes)")
        }
        guard let date = CalendarDate(iso: value) else { throw .usage("--date must be YYYY-MM-DD, found \(value)") }
        return date
    }

    /// Replays `plan`'s history, refusing a malformed or tampered one with each offending event's path.
    static func checkedHistory(_ plan: Plan, file: String) throws(CommandError) -> PlanState {
        do {
            return try PlanReplay.state(of: plan)
        } catch {
            throw .invalid(file: file, issues: error.issues)
        }
    }
}
