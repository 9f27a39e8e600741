/// Where and when a projection starts: the person's current weight on the evaluation day.
///
/// With logged weigh-ins the current weight is the smoothed trend (the profile's `weightKg` may be
/// months old); without them it is the profile weight. The day is the document's `asOf` when it has
/// one, so every projected day also has a calendar date.
public struct ProjectionStart: Sendable, Equatable {
    /// Where the starting weight came from.
    public enum WeightSource: String, Sendable {
        /// The smoothed weight trend on the last day on or before `asOf` that has one.
        case trend
        /// The profile's `person.weightKg` (the document has no weigh-ins).
        case profile
    }

    /// Day 0 of the projection (the evaluation day), when the document has one.
    public var date: CalendarDate?
    /// Starting weight, kg.
    public var weightKg: Double
    /// Where it came from.
    public var weightSource: WeightSource
    /// The day the trend weight belongs to (nil for the profile weight).
    var trendDate: CalendarDate?

    /// The start for `person` with the baseline's learned assessment (if any) and the document's `dayLog`.
    public init(person: Person, baseline: CurrentMaintenance, dayLog: DayLog) {
        date = baseline.assessment?.ledger.asOf ?? dayLog.asOf
        if let ledger = baseline.assessment?.ledger,
            let day = ledger.days.last(where: { $0.trendKg != nil && $0.date <= ledger.asOf }), let trend = day.trendKg
        {
            weightKg = trend
            weightSource = .trend
            trendDate = day.date
        } else {
            weightKg = person.weightKg
            weightSource = .profile
            trendDate = nil
        }
    }

    /// `person` with the starting weight (the model's body composition and resting expenditure follow it).
    public func person(_ person: Person) -> Person {
        var current = person
        current.weightKg = weightKg
        return current
    }
}
