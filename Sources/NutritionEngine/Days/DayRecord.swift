/// One timestamped reading (a food item, a weigh-in), before it is placed on a local day.
package struct DayRecord: Sendable, Equatable {
    /// What the record measures.
    package enum Kind: String, Sendable, CaseIterable {
        /// Food energy (and optionally protein) eaten at `at`.
        case intake
        /// A body-weight reading taken at `at`.
        case weight
    }

    /// What the record measures.
    package var kind: Kind
    /// When it happened.
    package var at: Timestamp
    /// Energy, kcal (intake records).
    package var kcal: Double?
    /// Protein, g (intake records, optional).
    package var proteinG: Double?
    /// Body weight, kg (weight records, after any lb conversion).
    package var weightKg: Double?
    /// What was eaten (a food name from an import), so that two different foods with the same energy
    /// at the same second are not mistaken for one reading written twice.
    package var label: String?
    /// The app that wrote it (an import's `sourceName`), kept on the food it becomes; not part of
    /// what makes two records the same reading.
    package var source: String?
    /// Where the record is in the document, or its file and line for imports.
    package var sourcePath: JSONPointer

    /// A record.
    package init(
        kind: Kind, at: Timestamp, kcal: Double? = nil, proteinG: Double? = nil, weightKg: Double? = nil,
        label: String? = nil, source: String? = nil,
        sourcePath: JSONPointer = .root
    ) {
        self.kind = kind
        self.label = label
        self.source = source
        self.at = at
        self.kcal = kcal
        self.proteinG = proteinG
        self.weightKg = weightKg
        self.sourcePath = sourcePath
    }
}
