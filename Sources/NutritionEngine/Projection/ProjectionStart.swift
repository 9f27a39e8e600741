/// Where and when a projection starts: the person's current weight on the evaluation day.
///
/// The weight is `CurrentWeight`: the smoothed trend with logged weigh-ins, else the profile weight.
/// The day is the document's `asOf` when it has one, so every projected day also has a calendar date.
public struct ProjectionStart: Sendable, Equatable {
    /// Where the starting weight came from (`CurrentWeight`'s rule).
    public typealias WeightSource = CurrentWeight.Source

    /// Day 0 of the projection (the evaluation day), when the document has one.
    public var date: CalendarDate?
    /// The starting weight and where it came from.
    var weight: CurrentWeight
    /// Starting weight, kg.
    public var weightKg: Double { weight.weightKg }
    /// Where it came from.
    public var weightSource: WeightSource { weight.source }
    /// The day the trend weight belongs to (nil for the profile weight).
    var trendDate: CalendarDate? { weight.trendDate }

    /// The start for `person` with the baseline's learned assessment (if any) and the document's `dayLog`.
    public init(person: Person, baseline: CurrentMaintenance, dayLog: DayLog) {
        date = baseline.assessment?.ledger.asOf ?? dayLog.asOf
        weight = CurrentWeight(person: person, ledger: baseline.assessment?.ledger)
    }

    /// `person` with the starting weight (the model's body composition and resting expenditure follow it).
    public func person(_ person: Person) -> Person { weight.person(person) }
}
