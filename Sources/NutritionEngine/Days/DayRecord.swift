/// One timestamped reading (a food item, a weigh-in), before it is placed on a local day.
public struct DayRecord: Sendable, Equatable {
    /// What the record measures.
    public enum Kind: String, Sendable, CaseIterable {
        /// Food energy (and optionally protein) eaten at `at`.
        case intake
        /// A body-weight reading taken at `at`.
        case weight
    }

    /// What the record measures.
    public var kind: Kind
    /// When it happened.
    public var at: Timestamp
    /// Energy, kcal (intake records).
    public var kcal: Double?
    /// Protein, g (intake records, optional).
    public var proteinG: Double?
    /// Body weight, kg (weight records, after any lb conversion).
    public var weightKg: Double?
    /// What was eaten (a food name from an import), so that two different foods with the same energy
    /// at the same second are not mistaken for one reading written twice.
    public var label: String?
    /// Where the record is in the document, or its file and line for imports.
    public var sourcePath: JSONPointer

    /// A record.
    public init(
        kind: Kind, at: Timestamp, kcal: Double? = nil, proteinG: Double? = nil, weightKg: Double? = nil, label: String? = nil,
        sourcePath: JSONPointer = .root
    ) {
        self.kind = kind
        self.label = label
        self.at = at
        self.kcal = kcal
        self.proteinG = proteinG
        self.weightKg = weightKg
        self.sourcePath = sourcePath
    }
}
