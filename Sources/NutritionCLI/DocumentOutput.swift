import NutritionEngine

/// Where a written document goes: standard output, a new file (`--out NEWFILE`), or over the file it
/// was read from (`--in-place`, the previous bytes kept as `FILE~`).
enum DocumentDestination: Equatable {
    /// Standard output (no `--out`, or `--out -`).
    case standardOutput
    /// A new file, never an input.
    case newFile(String)
    /// The input file itself, replaced atomically; its previous bytes are kept beside it.
    case inPlace(String)

    /// `--out` and `--in-place` of `parsed` for the document `input`: at most one of them, and
    /// `--in-place` only for a named file (standard input has no file to replace).
    static func of(_ parsed: Arguments, input: String) throws(CommandError) -> DocumentDestination {
        let out = parsed.values["out"]
        guard parsed.flags.contains("in-place") else {
            return out.map { $0 == "-" ? .standardOutput : .newFile($0) } ?? .standardOutput
        }
        if out != nil { throw .usage("give --out NEWFILE or --in-place, not both") }
        if input == "-" {
            throw .usage("--in-place replaces a named FILE; standard input has none (use --out NEWFILE)")
        }
        return .inPlace(input)
    }

    /// The file written, nil for standard output.
    var path: String? {
        switch self {
        case .standardOutput: nil
        case .newFile(let path), .inPlace(let path): path
        }
    }

    /// The backup of an in-place write: the file's name with `~` appended.
    static func backup(of path: String) -> String { path + "~" }
}

/// Writes an updated input document: to `--out FILE` when given, over the input with `--in-place`,
/// else to standard output. The document comes already checked to read back and replay
/// (`WrittenDocument`, in the library).
enum DocumentOutput {
    /// The result of writing `change`'s document; the source document's warnings and the change's
    /// statement go to stderr. A new file (`--out`) may not be `input` or any other input: the rule
    /// "no output over an input" holds for `--out`; only `--in-place` replaces the input, keeping its
    /// previous bytes.
    static func write(_ change: PlanChange, to destination: DocumentDestination, input: String) throws(CommandError)
        -> CommandResult
    {
        try write(
            change.document, to: destination, input: input,
            statement: Warnings.lines(change.warnings, file: input) + change.statement.map { $0 + "\n" }.joined())
    }

    /// The result of writing `document`'s text; `statement` goes to stderr (with, for an in-place
    /// write, where the previous bytes are kept).
    static func write(
        _ document: WrittenDocument, to destination: DocumentDestination, input: String, statement: String
    )
        throws(CommandError) -> CommandResult
    {
        switch destination {
        case .standardOutput:
            return CommandResult(exitCode: ExitCode.ok, stdout: document.text, stderr: statement)
        case .newFile(let out):
            try OutputPath.check(out, option: "--out", inputs: [input], kind: .document)
            try OutputPath.writeDocument(document.text, to: out)
            return CommandResult(exitCode: ExitCode.ok, stderr: statement)
        case .inPlace(let file):
            let backup = try OutputPath.replaceKeepingBackup(file, with: document.text)
            return CommandResult(
                exitCode: ExitCode.ok,
                stderr: statement + "\(file) replaced in place; its previous bytes are in \(backup)\n")
        }
    }

    /// The result of writing `document` with its `plan` replaced by `plan`; `statement` goes to stderr.
    /// (For the commands that do not yet return a `WrittenDocument` from their evaluation.)
    static func write(
        _ json: JSONValue, plan: Plan, to destination: DocumentDestination, input: String, statement: String
    ) throws(CommandError) -> CommandResult {
        var members = json.objectValue ?? JSONObject()
        members["plan"] = PlanWriter.json(plan)
        return try write(document: .object(members), to: destination, input: input, statement: statement)
    }

    /// The result of writing the whole `document` (for commands that change more than the plan,
    /// e.g. `day`), checked by the library's `WrittenDocument` after the output path.
    static func write(document: JSONValue, to destination: DocumentDestination, input: String, statement: String)
        throws(CommandError) -> CommandResult
    {
        if case .newFile(let out) = destination {
            try OutputPath.check(out, option: "--out", inputs: [input], kind: .document)
        }
        let written = try Evaluation.run(file: input) { () throws(EvaluationError) in
            try WrittenDocument(checking: document)
        }
        return try write(written, to: destination, input: input, statement: statement)
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
