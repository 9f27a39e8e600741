/// The NASEM 2023 physical-activity-level (PAL = TEE / BEE) categories for adults 19 y and over.
///
/// Bands (NASEM 2023; cut-points are the 25th, 50th and 75th PAL percentiles of the adult
/// doubly-labelled-water sample): inactive 1.00 ≤ PAL < 1.53, low active 1.53 ≤ PAL < 1.68,
/// active 1.68 ≤ PAL < 1.85, very active 1.85 ≤ PAL < 2.50.
public enum ActivityLevel: String, Sendable, CaseIterable, Hashable {
    case inactive, lowActive, active, veryActive

    /// The PAL band of the category, lower bound inclusive, upper bound exclusive.
    var palBand: Range<Double> {
        switch self {
        case .inactive: 1.00..<1.53
        case .lowActive: 1.53..<1.68
        case .active: 1.68..<1.85
        case .veryActive: 1.85..<2.50
        }
    }

    /// The category whose band contains `physicalActivityLevel`, or nil outside 1.00..<2.50.
    public init?(physicalActivityLevel: Double) {
        guard let level = Self.allCases.first(where: { $0.palBand.contains(physicalActivityLevel) }) else { return nil }
        self = level
    }
}
