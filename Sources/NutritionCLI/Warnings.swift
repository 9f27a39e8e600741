import NutritionEngine

/// A document's `InputWarning`s in a command's output: one line each on standard error
/// (`FILE:/path: warning code: message`); the JSON and the pages carry them from the typed report.
enum Warnings {
    /// The standard-error lines for `warnings` found in `file`.
    static func lines(_ warnings: [InputWarning], file: String) -> String {
        warnings.map { "\(InputSource.displayName(file)):\($0.line)\n" }.joined()
    }
}
