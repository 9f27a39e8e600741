/// A positive figure as a page for people writes it to 10 kcal (METHOD section 8), computed here
/// apart from the engine's `OutputText`: half up on the JSON's decimal (1e-9 absorbs binary noise),
/// thousands separated by a comma (2,475.55 is 2,480).
public func writtenToTens(_ value: Double) -> String {
    let digits = String(Int((value / 10 + 1e-9 * max(1, value / 10)).rounded(.toNearestOrAwayFromZero)) * 10)
    return digits.count > 3 ? digits.dropLast(3) + "," + digits.suffix(3) : digits
}
