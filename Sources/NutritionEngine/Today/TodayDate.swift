/// Which logging day an instant belongs to, and why: the local date of the instant in the person's
/// time zone, moved to the previous date when the local time is before the hour the day starts at
/// (a meal at 01:30 belongs to the previous day when the day starts at 05:00).
public struct TodayDate: Sendable, Equatable {
    /// Where the time zone came from.
    public enum ZoneSource: String, Sendable {
        /// The document's `timeZone`.
        case document
        /// The document has no `timeZone`: the UTC offset written in the instant (what the writer's
        /// wall clock read) places it.
        case offsetOfInstant
    }

    /// The logging day.
    public var date: CalendarDate
    /// The instant asked about.
    public var at: Timestamp
    /// What the local wall clock read at `at`.
    public var wallClock: LocalDayClock.WallClock
    /// The zone used (an IANA name, or `UTC±HH:MM` for a written offset).
    public var timeZone: String
    /// Where the zone came from.
    public var zoneSource: ZoneSource
    /// The local hour a logging day begins (the document's `dayStartsAtHour`, 0 when not given).
    public var dayStartsAtHour: Int

    /// The day of `at` for `log`: in its time zone, else at `writtenOffsetSeconds` (the offset the
    /// instant was written with, seconds east); nil when neither places it (no zone and no offset,
    /// or an offset beyond ±18:00).
    public init?(at: Timestamp, writtenOffsetSeconds: Int?, log: DayLog) {
        let clock: LocalDayClock?
        if let zone = log.timeZoneIdentifier {
            clock = LocalDayClock(timeZoneIdentifier: zone, dayStartsAtHour: log.dayStartsAtHour)
            zoneSource = .document
        } else {
            clock = writtenOffsetSeconds.flatMap {
                LocalDayClock(fixedOffsetSeconds: $0, dayStartsAtHour: log.dayStartsAtHour)
            }
            zoneSource = .offsetOfInstant
        }
        guard let clock else { return nil }
        self.at = at
        wallClock = clock.wallClock(of: at)
        date = wallClock.loggingDay
        timeZone = clock.timeZoneIdentifier
        dayStartsAtHour = clock.dayStartsAtHour
    }

    /// Whether the local time is before the day's start, so the instant belongs to the previous date.
    public var beforeDayStart: Bool { date != wallClock.date }

    /// Why this is the day: "08:30 on Thursday 2026-11-05 in Europe/Berlin; the day starts at 04:00".
    public var reason: String {
        let start = (dayStartsAtHour < 10 ? "0" : "") + "\(dayStartsAtHour):00"
        let zone =
            zoneSource == .document
            ? "in \(timeZone) (the document's timeZone)"
            : "at \(timeZone) (the offset written in the instant; the document has no timeZone)"
        let local = "\(wallClock.time) on \(Self.named(wallClock.date)) \(zone)"
        guard beforeDayStart else {
            return "\(local); the day starts at \(start) (dayStartsAtHour \(dayStartsAtHour)), so today is "
                + "\(Self.named(date))"
        }
        return "\(local) is before the day starts at \(start) (dayStartsAtHour \(dayStartsAtHour)), so it belongs "
            + "to the previous day, \(Self.named(date))"
    }

    /// "Thursday 2026-11-05".
    static func named(_ date: CalendarDate) -> String {
        let weekday = date.weekday.rawValue
        return weekday.prefix(1).uppercased() + weekday.dropFirst() + " \(date)"
    }
}
