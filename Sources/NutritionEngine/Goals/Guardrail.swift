/// One cap or floor the target rule checked, whether it bound, and by how much it changed the number.
public struct Guardrail: Sendable, Equatable {
    /// The caps and floors; stable codes.
    public enum Code: String, Sendable, CaseIterable {
        /// Deficit cap as a share of maintenance (`deficitCapPercentOfMaintenance`).
        case deficitCapPercentOfMaintenance
        /// Deficit cap in kcal/day (`deficitCapKcalPerDay`).
        case deficitCapKcalPerDay
        /// Lowest intake target (`intakeFloorKcalPerDay`).
        case intakeFloor
    }

    /// Which cap or floor.
    public var code: Code
    /// Its limit in kcal/day (a deficit for the caps, an intake for the floor).
    var limitKcalPerDay: Double
    /// The value before this guardrail (requested deficit, or target intake before the floor), kcal/day.
    var beforeKcalPerDay: Double
    /// The value after it, kcal/day.
    var afterKcalPerDay: Double

    /// Whether it changed the number.
    public var binding: Bool { beforeKcalPerDay != afterKcalPerDay }
    /// How much it changed the number, kcal/day (after − before; 0 when not binding).
    public var changeKcalPerDay: Double { afterKcalPerDay - beforeKcalPerDay }
}
