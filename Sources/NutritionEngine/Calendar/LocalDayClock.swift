import Foundation

/// Places instants on the person's local calendar days: the only place the engine uses time zones.
///
/// The local wall-clock time is UTC plus the zone's offset at that instant (from the IANA database
/// through Foundation's `TimeZone`, so daylight-saving changes are handled). A day starts at
/// `dayStartsAtHour` local time: with 4, a meal at 01:30 belongs to the previous day, which suits
/// people who eat late. The rule compares wall-clock hours, so it holds on 23- and 25-hour days too.
public struct LocalDayClock: Sendable, Equatable {
    /// The IANA identifier, e.g. `Europe/Berlin`.
    public let timeZoneIdentifier: String
    /// Local hour (0-23) at which a logging day begins.
    public let dayStartsAtHour: Int
    private let timeZone: TimeZone

    /// A clock for a known IANA zone, or nil when the identifier is unknown or the hour is not 0-23.
    /// Only IANA names are accepted (`Area/Location`, `Etc/GMT-5`, `UTC`, `GMT`): Foundation also
    /// reads offsets and abbreviations, and `GMT+5` there means UTC+5 while IANA's `Etc/GMT+5` is
    /// UTC−5; an abbreviation such as `IST` names several zones.
    public init?(timeZoneIdentifier: String, dayStartsAtHour: Int = 0) {
        guard (0...23).contains(dayStartsAtHour), Self.isIANAName(timeZoneIdentifier),
            let zone = TimeZone(identifier: timeZoneIdentifier)
        else { return nil }
        self.timeZoneIdentifier = timeZoneIdentifier
        self.dayStartsAtHour = dayStartsAtHour
        timeZone = zone
    }

    /// A clock at a fixed offset from UTC, `offsetSeconds` east (−18:00 to +18:00), for an instant
    /// whose zone is unknown but whose written offset says what the local wall clock read; nil
    /// outside that range or for an hour that is not 0-23. Its identifier reads `UTC+01:00`.
    public init?(fixedOffsetSeconds offsetSeconds: Int, dayStartsAtHour: Int = 0) {
        guard (0...23).contains(dayStartsAtHour), abs(offsetSeconds) <= 18 * 3600,
            let zone = TimeZone(secondsFromGMT: offsetSeconds)
        else { return nil }
        let minutes = abs(offsetSeconds) / 60
        timeZoneIdentifier =
            "UTC" + (offsetSeconds < 0 ? "-" : "+") + String(format: "%02d:%02d", minutes / 60, minutes % 60)
        self.dayStartsAtHour = dayStartsAtHour
        timeZone = zone
    }

    /// The local logging day that `instant` belongs to.
    public func day(of instant: Timestamp) -> CalendarDate { wallClock(of: instant).loggingDay }

    /// What the local wall clock read at `instant`: its calendar date, the seconds since local
    /// midnight, and the logging day (the previous date before `dayStartsAtHour`).
    public func wallClock(of instant: Timestamp) -> WallClock {
        let offsetSeconds = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant.secondsSince1970))
        let localSeconds = instant.secondsSince1970 + Double(offsetSeconds)
        let dayNumber = Int((localSeconds / 86_400).rounded(.down))
        let secondsIntoDay = localSeconds - Double(dayNumber) * 86_400
        let beforeDayStart = secondsIntoDay < Double(dayStartsAtHour * 3600)
        return WallClock(
            date: CalendarDate(dayNumber: dayNumber), secondsIntoDay: secondsIntoDay, offsetSeconds: offsetSeconds,
            loggingDay: CalendarDate(dayNumber: beforeDayStart ? dayNumber - 1 : dayNumber))
    }

    /// The local wall clock at one instant.
    public struct WallClock: Sendable, Equatable {
        /// The local calendar date.
        public var date: CalendarDate
        /// Seconds since local midnight, 0 ..< 86,400.
        public var secondsIntoDay: Double
        /// The zone's offset from UTC at that instant, seconds east.
        public var offsetSeconds: Int
        /// The logging day the instant belongs to: `date`, or the day before when the local time is
        /// before the hour the day starts at.
        public var loggingDay: CalendarDate

        /// The local time as `HH:MM`.
        public var time: String {
            let minutes = Int(secondsIntoDay / 60)
            return String(format: "%02d:%02d", minutes / 60, minutes % 60)
        }
    }

    /// Whether `name` has the form of an IANA zone name: `UTC`, `GMT`, or `/`-separated parts of
    /// letters, digits, `_`, `-` and `+` (a `+` or a digit only in `Etc/GMT±N`).
    static func isIANAName(_ name: String) -> Bool {
        if name == "UTC" || name == "GMT" { return true }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.first?.isLetter == true }) else { return false }
        let allowed = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "-" || c == "+") }
        return parts.allSatisfy { $0.allSatisfy(allowed) }
    }
}
