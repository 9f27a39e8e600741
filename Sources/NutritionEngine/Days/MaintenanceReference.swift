/// The maintenance estimate the suspect-intake rule compares each day's intake with, and where it came from.
///
/// `days` passes the NASEM 2023 equation estimate for the document's person; the trend-validated
/// estimate (`maintenance`) can pass its own refined value instead, with `.trendValidated`.
public struct MaintenanceReference: Sendable, Equatable {
    /// Where the value came from.
    public enum Source: String, Sendable, CaseIterable {
        /// NASEM 2023 TEE for the document's person (section 1 of METHOD.md).
        case nasem2023Equation
        /// A maintenance estimate refined from logged intake and weight trend.
        case trendValidated
        /// A value supplied by the caller (tests, benchmarks, a coach's override).
        case supplied
    }

    /// Maintenance energy, kcal/day.
    public var kcalPerDay: Double
    /// Where `kcalPerDay` came from.
    public var source: Source

    /// A reference value of `kcalPerDay` kcal/day from `source`.
    public init(kcalPerDay: Double, source: Source) {
        self.kcalPerDay = kcalPerDay
        self.source = source
    }
}

extension MaintenanceReference {
    /// The NASEM 2023 estimate for `person` as the suspect rule's reference, or nil with the reason
    /// the rule cannot run (no person, or a person outside the adult equations' domain).
    public static func equationEstimate(for person: Person?, policy: EstimatePolicy) -> (reference: MaintenanceReference?, reason: String?) {
        guard let person else {
            return (nil, "the document has no person, so there is no maintenance estimate to check intakes against")
        }
        let domainIssues = EquationDomain.issues(for: person, at: JSONPointer(tokens: ["person"]))
        guard domainIssues.isEmpty else {
            return (nil, "the person is outside the adult equations' domain (\(domainIssues.map(\.message).joined(separator: "; ")))")
        }
        return (MaintenanceReference(kcalPerDay: EnergyEstimate(person: person, policy: policy).nasemKcalPerDay, source: .nasem2023Equation), nil)
    }
}
