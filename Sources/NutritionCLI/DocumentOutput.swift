import Foundation
import NutritionEngine

/// Writes an updated input document: to `--out FILE` when given, else to standard output.
enum DocumentOutput {
    /// The result of writing `document` with its `plan` replaced by `plan`; `statement` goes to stderr.
    /// `out` (`-`: standard output) may not be `input` or any other input: the document is written
    /// to a new file, never over the one it was read from.
    static func write(_ json: JSONValue, plan: Plan, out: String?, input: String, statement: String)
        throws(CommandError) -> CommandResult
    {
        var members = json.objectValue ?? JSONObject()
        members["plan"] = PlanWriter.json(plan)
        return try write(document: .object(members), out: out, input: input, statement: statement)
    }

    /// The day events are recorded on: `--date`, else the document's declared `asOf` (never the
    /// machine clock, so replaying the same commands gives the same bytes).
    static func eventDate(_ value: String?, document: InputDocument) throws(CommandError) -> CalendarDate {
        guard let value else {
            if let asOf = document.dayLog.declaredAsOf { return asOf }
            throw .usage(
                "give the event date with --date YYYY-MM-DD or asOf in the document (events are never dated by the machine clock, so replays give the same bytes)"
            )
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

extension DocumentOutput {
    /// The result of writing the whole `document` (for commands that change more than the plan, e.g.
    /// `day`); `out` (`-`: standard output) may not be `input` or any other input.
    static func write(document: JSONValue, out: String?, input: String, statement: String) throws(CommandError)
        -> CommandResult
    {
        if let out { try OutputPath.check(out, option: "--out", inputs: [input], kind: .document) }
        let text: String
        do { text = try JSONWriter().string(document) } catch {
            throw .internal("a non-finite number reached the document at \(error.path)")
        }
        // Every writer checks with the reader's rules: a document that would not read back (or
        // whose history would not replay) is never written, so no command can produce a file that
        // every later command refuses.
        do {
            let written = try InputDocumentReader.read(try JSONParser().parse(Data(text.utf8)))
            if let written = written.plan { _ = try PlanReplay.state(of: written) }
        } catch let failure as ValidationFailure {
            throw .internal(
                "the document to be written would not read back (\(failure.issues.map(\.line).joined(separator: "; "))); nothing was written"
            )
        } catch {
            throw .internal("the document to be written would not parse back (\(error)); nothing was written")
        }
        guard let out, out != "-" else { return CommandResult(exitCode: ExitCode.ok, stdout: text, stderr: statement) }
        try OutputPath.writeDocument(text, to: out)
        return CommandResult(exitCode: ExitCode.ok, stderr: statement)
    }
}

extension DocumentOutput {
    /// The result of writing `document`'s text, which its evaluation has already checked to read back
    /// and replay (`WrittenDocument`); only the output path is checked here. `statement` goes to stderr.
    static func write(_ document: WrittenDocument, out: String?, input: String, statement: String)
        throws(CommandError) -> CommandResult
    {
        if let out { try OutputPath.check(out, option: "--out", inputs: [input], kind: .document) }
        guard let out, out != "-" else {
            return CommandResult(exitCode: ExitCode.ok, stdout: document.text, stderr: statement)
        }
        try OutputPath.writeDocument(document.text, to: out)
        return CommandResult(exitCode: ExitCode.ok, stderr: statement)
    }
}
