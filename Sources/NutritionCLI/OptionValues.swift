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

    /// The value of `--name` as a finite number, nil when not given. Text that is no number is
    /// refused as the evaluation refuses a number outside `range` (the range the evaluation checks).
    func number(_ name: String, range: ClosedRange<Double>) throws(CommandError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw CommandError(.invalidRequest(.notInRange(name, range, found: text)), file: "")
        }
        return value
    }
}
