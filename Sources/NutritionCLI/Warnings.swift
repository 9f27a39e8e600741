import NutritionEngine

/// A document's `InputWarning`s in a command's output: one line each on standard error
/// (`FILE:/path: warning code: message`) and, in a JSON result, a `warnings` array (present only
/// when there is any; Markdown pages rendered from that JSON list them under Notes).
enum Warnings {
    /// The document's warnings under the context's policy.
    static func of(_ document: InputDocument, context: CommandContext) -> [InputWarning] {
        InputWarning.list(for: document, policy: context.policy)
    }

    /// The standard-error lines for `warnings` found in `file`.
    static func lines(_ warnings: [InputWarning], file: String) -> String {
        warnings.map { "\(InputSource.displayName(file)):\($0.line)\n" }.joined()
    }

    /// `report` with `warnings` as its `warnings` member (unchanged when there is none).
    static func json(_ report: JSONValue, _ warnings: [InputWarning]) -> JSONValue {
        InputWarning.json(report, warnings)
    }
}
