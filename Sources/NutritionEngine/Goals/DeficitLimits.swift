/// How far below (and above) a maintenance figure any target may go: the deficit cap (the smaller
/// of `deficitCapPercentOfMaintenance` of maintenance and `deficitCapKcalPerDay`), the intake floor,
/// and the Gain surplus. The initial target, the weekly controller's minimum and the edit limits
/// (`decide --edit`, `plan set-target`) all take them from here.
public struct DeficitLimits: Sendable, Equatable {
    /// The maintenance figure the limits are taken from, kcal/day.
    public var maintenanceKcalPerDay: Double
    /// The deficit cap as a share of maintenance, as a deficit, kcal/day.
    var percentCapKcalPerDay: Double
    /// The deficit cap in kcal/day, as a deficit.
    var kcalCapKcalPerDay: Double
    /// The lowest intake target for the person's equations, kcal/day.
    public var floorKcalPerDay: Double

    /// The limits around `maintenanceKcalPerDay` (kcal/day) with the intake floor `floorKcalPerDay`
    /// (kcal/day) under `policy`.
    public init(maintenanceKcalPerDay maintenance: Double, floorKcalPerDay floor: Double, policy: TargetPolicy) {
        maintenanceKcalPerDay = maintenance
        percentCapKcalPerDay = policy.deficitCapPercentOfMaintenance / 100 * maintenance
        kcalCapKcalPerDay = policy.deficitCapKcalPerDay
        floorKcalPerDay = floor
    }

    /// The limits around `maintenanceKcalPerDay` (kcal/day) for `sex`'s intake floor under `policy`.
    public init(maintenanceKcalPerDay maintenance: Double, sex: EquationSex, policy: TargetPolicy) {
        self.init(
            maintenanceKcalPerDay: maintenance, floorKcalPerDay: policy.intakeFloorKcalPerDay(sex), policy: policy)
    }

    /// The largest deficit allowed, kcal/day: the smaller of the two caps.
    public var maximumDeficitKcalPerDay: Double { min(percentCapKcalPerDay, kcalCapKcalPerDay) }

    /// The lowest target the deficit cap allows, kcal/day (before the floor).
    public var capMinimumKcalPerDay: Double { maintenanceKcalPerDay - maximumDeficitKcalPerDay }

    /// `requestedDeficitKcalPerDay` (kcal/day) after both caps, with the two caps as guardrails: both
    /// are reported; only the smaller one can bind, and it binds only when exceeded.
    public func cappedDeficit(_ requestedDeficitKcalPerDay: Double) -> (
        deficitKcalPerDay: Double, guardrails: [Guardrail]
    ) {
        let requested = requestedDeficitKcalPerDay
        let percentCap = percentCapKcalPerDay
        let kcalCap = kcalCapKcalPerDay
        let afterPercent = percentCap <= kcalCap ? min(requested, percentCap) : requested
        let afterKcal = kcalCap < percentCap ? min(requested, kcalCap) : requested
        return (
            min(requested, percentCap, kcalCap),
            [
                Guardrail(
                    code: .deficitCapPercentOfMaintenance, limitKcalPerDay: percentCap, beforeKcalPerDay: requested,
                    afterKcalPerDay: afterPercent),
                Guardrail(
                    code: .deficitCapKcalPerDay, limitKcalPerDay: kcalCap, beforeKcalPerDay: requested,
                    afterKcalPerDay: afterKcal),
            ]
        )
    }

    /// `kcalPerDay` raised by the Gain surplus of `surplusPercent` % (kcal/day).
    public static func withSurplus(_ kcalPerDay: Double, surplusPercent: Double) -> Double {
        kcalPerDay * (1 + surplusPercent / 100)
    }
}
