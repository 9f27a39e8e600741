import NutritionEngine

/// Option values parsed into the typed values an evaluation's request takes; the rules about them
/// (bounds, defaults) are the evaluation's.
extension Arguments {
    /// `--date YYYY-MM-DD` as a date, nil when not given (the evaluation then uses the document's `asOf`).
    func date() throws(CommandError) -> CalendarDate? {
        try values["date"].map { (text: String) throws(CommandError) in try DateDefaults.date(text) }
    }

    /// The value of `--name` as a positive number of kcal/day, nil when not given.
    func kcalPerDay(_ name: String) throws(CommandError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let kcal = Double(text), kcal.isFinite, kcal > 0 else {
            throw .usage("--\(name) needs a positive number of kcal/day, found \(text)")
        }
        return kcal
    }
}
