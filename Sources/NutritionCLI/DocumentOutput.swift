import NutritionEngine

/// Writes an updated input document: to `--out FILE` when given, else to standard output. The
/// document comes already checked to read back and replay (`WrittenDocument`, in the library).
enum DocumentOutput {
    /// The result of writing `change`'s document; the source document's warnings and the change's
    /// statement go to stderr. `out` (`-`: standard output) may not be `input` or any other input:
    /// the document is written to a new file, never over the one it was read from.
    static func write(_ change: PlanChange, out: String?, input: String) throws(CommandError) -> CommandResult {
        try write(
            change.document, out: out, input: input,
            statement: Warnings.lines(change.warnings, file: input) + change.statement.map { $0 + "\n" }.joined())
    }

    /// The result of writing `document`'s text; `statement` goes to stderr.
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

    /// The result of writing `document` with its `plan` replaced by `plan`; `statement` goes to stderr.
    /// (For the commands that do not yet return a `WrittenDocument` from their evaluation.)
    static func write(_ json: JSONValue, plan: Plan, out: String?, input: String, statement: String)
        throws(CommandError) -> CommandResult
    {
        var members = json.objectValue ?? JSONObject()
        members["plan"] = PlanWriter.json(plan)
        return try write(document: .object(members), out: out, input: input, statement: statement)
    }

    /// The result of writing the whole `document` (for commands that change more than the plan,
    /// e.g. `day`), checked by the library's `WrittenDocument` after the output path.
    static func write(document: JSONValue, out: String?, input: String, statement: String) throws(CommandError)
        -> CommandResult
    {
        if let out { try OutputPath.check(out, option: "--out", inputs: [input], kind: .document) }
        let written = try Evaluation.run(file: input) { () throws(EvaluationError) in
            try WrittenDocument(checking: document)
        }
        return try write(written, out: out, input: input, statement: statement)
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
