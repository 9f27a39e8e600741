import NutritionEngine

/// Option values read from their text. Only the reading is done here: whether a value is within
/// its rule is the evaluation's to say (`RequestProblem`).
extension Arguments {
    /// The value of `--name` as a date YYYY-MM-DD, nil when not given.
    func date(_ name: String) throws(CommandError) -> CalendarDate? {
        guard let text = values[name] else { return nil }
        guard let date = CalendarDate(iso: text) else {
            throw .usage("--\(name) must be a date YYYY-MM-DD, found \(text)")
        }
        return date
    }

    /// The value of `--name` as a number (NaN for text that is none), nil when not given. Whether it
    /// is a number within its range is the evaluation's to say, quoting the text (`values`).
    func number(_ name: String) -> Double? { values[name].map { Double($0) ?? .nan } }
}
