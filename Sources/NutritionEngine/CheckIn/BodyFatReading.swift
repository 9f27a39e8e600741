/// A body-fat reading of a check-in's week and the one comparison allowed for it: with the latest
/// earlier reading by the same method (methods differ systematically).
public struct BodyFatReading: Sendable, Equatable {
    /// The day of the reading.
    public var date: CalendarDate
    /// The reading.
    public var measurement: BodyFatMeasurement
    /// The latest earlier reading by the same method, if any: the only one it is compared with.
    public var previousSameMethod: (date: CalendarDate, percent: Double)?

    /// Same day, reading and comparison (tuples are not Equatable, so this is spelled out).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.date == rhs.date && lhs.measurement == rhs.measurement
            && lhs.previousSameMethod?.date == rhs.previousSameMethod?.date
            && lhs.previousSameMethod?.percent == rhs.previousSameMethod?.percent
    }
}
