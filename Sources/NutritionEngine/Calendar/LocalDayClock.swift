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

    /// The local logging day that `instant` belongs to.
    public func day(of instant: Timestamp) -> CalendarDate {
        let offsetSeconds = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant.secondsSince1970))
        let localSeconds = instant.secondsSince1970 + Double(offsetSeconds)
        let dayNumber = Int((localSeconds / 86_400).rounded(.down))
        let secondsIntoDay = localSeconds - Double(dayNumber) * 86_400
        let shifted = secondsIntoDay < Double(dayStartsAtHour * 3600) ? dayNumber - 1 : dayNumber
        return CalendarDate(dayNumber: shifted)
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
