/// What the outcome families read beyond the day ledger, for a person who may be given automated
/// numbers: the targets in force over time and the energy balance's two figures.
package struct OutcomeBasis: Sendable {
    /// The ledger (its evidence days and weight trend).
    package var ledger: DayLedger
    /// The targets in force over time, nil without a plan (then no day outcome can be measured).
    package var targets: TargetsInForce?
    /// The maintenance the balance is read against, kcal/day (`CurrentMaintenance`, use `latest`).
    package var maintenanceKcalPerDay: Double
    /// Energy per kg of weight change, kcal/kg.
    package var energyDensityKcalPerKg: Double
    /// The document's local clock (its `timeZone` and `dayStartsAtHour`), nil without a `timeZone`:
    /// the food times the meal-timing features read are then unknown.
    package var clock: LocalDayClock?

    /// The basis of the parts given.
    package init(
        ledger: DayLedger, targets: TargetsInForce?, maintenanceKcalPerDay: Double, energyDensityKcalPerKg: Double,
        clock: LocalDayClock?
    ) {
        self.clock = clock
        self.ledger = ledger
        self.targets = targets
        self.maintenanceKcalPerDay = maintenanceKcalPerDay
        self.energyDensityKcalPerKg = energyDensityKcalPerKg
    }
}
