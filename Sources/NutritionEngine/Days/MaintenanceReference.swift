/// The maintenance figure the suspect-intake rule compares each day's intake with, and where it came from.
///
/// `days` passes the figure `CurrentMaintenance.decide(for: .intakeScreen, ...)` gives (the NASEM 2023
/// equations); a caller can pass a learned or supplied value instead. This is the part of a
/// `CurrentMaintenance` the ledger keeps (the whole value holds a ledger itself).
public struct MaintenanceReference: Sendable, Equatable {
    /// Maintenance energy, kcal/day.
    public var kcalPerDay: Double
    /// Where `kcalPerDay` came from.
    public var source: CurrentMaintenance.Source

    /// A reference value of `kcalPerDay` kcal/day from `source`.
    public init(kcalPerDay: Double, source: CurrentMaintenance.Source) {
        self.kcalPerDay = kcalPerDay
        self.source = source
    }

    /// The figure and source of `maintenance`.
    public init(_ maintenance: CurrentMaintenance) {
        self.init(kcalPerDay: maintenance.kcalPerDay, source: maintenance.source)
    }
}

extension MaintenanceReference {
    /// The intake screen's reference for `person` (`CurrentMaintenance.decide(for: .intakeScreen, ...)`),
    /// or nil with the reason the rule cannot run (no person, or a person outside the adult equations' domain).
    public static func equationEstimate(for person: Person?, policy: Policy) -> (
        reference: MaintenanceReference?, reason: String?
    ) {
        let figure = CurrentMaintenance.decide(for: .intakeScreen, person: person, dayLog: DayLog(), policy: policy)
        return (
            figure.map(MaintenanceReference.init),
            figure == nil ? CurrentMaintenance.unavailableReason(for: person) : nil
        )
    }
}
