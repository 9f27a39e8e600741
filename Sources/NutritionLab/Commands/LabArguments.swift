import NutritionCLI

extension Arguments {
    /// `--seed N`: a whole number from 0 to 2⁶⁴ − 1, else `fallback` (the report's seed).
    func seed(default fallback: UInt64) throws(CommandError) -> UInt64 {
        guard let text = values["seed"] else { return fallback }
        guard let value = UInt64(text) else {
            throw .usage("--seed must be a whole number from 0 to 2^64 - 1, found \(text)")
        }
        return value
    }

    /// `--NAME N`: a whole number within `range`, else `fallback`.
    func wholeNumber(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws(CommandError) -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw .usage(
                "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(text)")
        }
        return value
    }
}
