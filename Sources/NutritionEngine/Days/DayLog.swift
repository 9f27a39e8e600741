/// The days part of the input document: the logged days (declared, or placed from records), the
/// evaluation day and the local-day rules used.
public struct DayLog: Sendable, Equatable {
    /// Where the days came from.
    public enum Origin: String, Sendable {
        /// Neither `days` nor `records` was given.
        case none
        /// The document's `days` array.
        case days
        /// The document's `records`, placed on local days by `RecordPlacement`.
        case records
    }

    /// `asOf` as written in the document, when given.
    public var declaredAsOf: CalendarDate?
    /// The IANA time zone of the person's days, when given.
    public var timeZoneIdentifier: String?
    /// Local hour at which a logging day begins (0 unless given).
    public var dayStartsAtHour: Int
    /// One entry per listed date, in date order, dates unique.
    public var days: [LoggedDay]
    /// Where `days` came from.
    public var origin: Origin
    /// Records counted once because they exactly repeated another (records only).
    var duplicateRecordCount: Int

    /// A log with the given parts.
    public init(
        declaredAsOf: CalendarDate? = nil, timeZoneIdentifier: String? = nil, dayStartsAtHour: Int = 0,
        days: [LoggedDay] = [], origin: Origin = .none, duplicateRecordCount: Int = 0
    ) {
        self.declaredAsOf = declaredAsOf
        self.timeZoneIdentifier = timeZoneIdentifier
        self.dayStartsAtHour = dayStartsAtHour
        // Days nearly always arrive in strictly increasing date order, which sorting would leave as it
        // is: checking that is one pass over the dates, where sorting copied a year of days.
        let inOrder = days.indices.dropFirst().allSatisfy { days[$0 - 1].date < days[$0].date }
        self.days = inOrder ? days : days.sorted { $0.date < $1.date }
        self.origin = origin
        self.duplicateRecordCount = duplicateRecordCount
    }

    /// The evaluation day: `asOf` when given, else the day after the last listed day (nil with no days).
    /// It is in progress, so it is never evidence.
    public var asOf: CalendarDate? { declaredAsOf ?? days.last.map { $0.date.adding(days: 1) } }
}
