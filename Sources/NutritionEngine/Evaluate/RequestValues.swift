/// The rules request values share: a number within its range, and problems that belong to the
/// request as a whole rather than to one value.
extension RequestProblem {
    /// `parameter` is not a number within `range`: "must be a number from 1 to 3650, found 0", with
    /// `found` as the caller gave it.
    static func notInRange(_ parameter: String, _ range: ClosedRange<Double>, found: String) -> RequestProblem {
        let low = JSONWriter.format(range.lowerBound)
        let high = JSONWriter.format(range.upperBound)
        return RequestProblem(parameter: parameter, message: "must be a number from \(low) to \(high), found \(found)")
    }

    /// A problem of the request as a whole (a combination of values, or a question this document
    /// cannot answer), which no single parameter names: `parameter` is empty and `message` says it all.
    public static func request(_ message: String) -> RequestProblem { RequestProblem(parameter: "", message: message) }

    /// Refuses `value` (when given) outside `range`, or not finite, quoting `text` (the value as the
    /// caller typed it) when given, else the number.
    static func check(_ value: Double?, _ parameter: String, in range: ClosedRange<Double>, quoting text: String?)
        throws(EvaluationError)
    {
        guard let value, !(value.isFinite && range.contains(value)) else { return }
        throw .invalidRequest(notInRange(parameter, range, found: text ?? JSONWriter.format(value)))
    }
}
