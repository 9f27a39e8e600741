/// The person's current weight on an evaluation day, as every first target and projection takes it.
///
/// With logged weigh-ins it is the smoothed trend on the last ledger day that has one (the profile's
/// `weightKg` may be months old, and one weigh-in is noisy); without them it is the profile weight.
public struct CurrentWeight: Sendable, Equatable {
    /// Where the weight came from.
    public enum Source: String, Sendable {
        /// The smoothed weight trend on the last day before the evaluation day that has one.
        case trend
        /// The profile's `person.weightKg` (no usable weigh-in).
        case profile
    }

    /// The current weight, kg.
    public var kg: Double
    /// Where it came from.
    public var source: Source
    /// The day the trend belongs to (nil for the profile weight).
    public var trendDate: CalendarDate?

    /// The current weight of `person` from `ledger` (nil: no days, so the profile weight).
    public init(person: Person, ledger: DayLedger?) {
        if let ledger, let day = ledger.days.last(where: { $0.trendKg != nil && $0.date <= ledger.asOf }),
            let trend = day.trendKg
        {
            kg = trend
            source = .trend
            trendDate = day.date
        } else {
            kg = person.weightKg
            source = .profile
            trendDate = nil
        }
    }

    /// `person` at this weight (everything computed from the body follows it).
    public func person(_ person: Person) -> Person {
        var current = person
        current.weightKg = kg
        return current
    }
}
