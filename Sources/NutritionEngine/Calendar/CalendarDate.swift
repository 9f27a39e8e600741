/// A day on the person's local calendar (`YYYY-MM-DD`, proleptic Gregorian), with no time and no zone.
///
/// Stored as a day number (days since 1970-01-01) so that comparisons, differences and steps are
/// integer arithmetic; months are 1-based everywhere. Converting an instant to a local day happens
/// only in `LocalDayClock`.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public let dayNumber: Int

    /// The dates the engine reads and writes: years 0001 to 9999 (four-digit `YYYY`).
    static let supportedRange =
        CalendarDate(
            dayNumber: dayNumber(year: 1, month: 1, day: 1))...CalendarDate(
            dayNumber: dayNumber(year: 9999, month: 12, day: 31))

    /// Evaluation days (`asOf`) whose surrounding weeks stay inside `supportedRange`: a check-in
    /// looks back to the start of the week before (at most 13 days earlier) and a week containing
    /// the day ends at most 6 days later.
    public static let evaluationRange =
        supportedRange.lowerBound.adding(days: 14)...supportedRange.upperBound.adding(days: -7)

    /// The week that starts on `weekStart` and contains `self`, or nil when part of it falls outside
    /// `supportedRange` (e.g. the week of 9999-12-31 ends in year 10000).
    public func week(beginningOn weekStart: Weekday) -> ClosedRange<CalendarDate>? {
        let start = startOfWeek(beginningOn: weekStart)
        let end = start.adding(days: 6)
        guard Self.supportedRange.contains(start), Self.supportedRange.contains(end) else { return nil }
        return start...end
    }

    /// The date `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) { self.dayNumber = dayNumber }

    /// The date with these components, or nil when the day does not exist (e.g. 2026-02-30) or the
    /// year is outside 1...9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        dayNumber = Self.dayNumber(year: year, month: month, day: day)
    }

    /// Parses exactly `YYYY-MM-DD`; anything else (other separators, missing zeros, impossible days) is nil.
    public init?(iso text: String) {
        // Read in place: copying the text into an array was a heap allocation per date, and a
        // batch document has a date per logged day and per plan event.
        var text = text
        guard let date = text.withUTF8({ Self(isoUTF8: $0) }) else { return nil }
        self = date
    }

    /// Parses exactly `YYYY-MM-DD` from UTF-8 bytes, as `init?(iso:)`.
    init?(isoUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = Self.digits(bytes[0..<4]), let month = Self.digits(bytes[5..<7]),
            let day = Self.digits(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Year, month (1-12) and day of month.
    public var components: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days (public domain), valid for the whole proleptic calendar.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPrime = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPrime + 2) / 5 + 1
        let month = monthPrime < 10 ? monthPrime + 3 : monthPrime - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday; ISO numbering Monday = 1 ... Sunday = 7.
        let isoIndex = ((dayNumber % 7) + 7 + 3) % 7 + 1
        return Weekday.allCases[isoIndex - 1]
    }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> CalendarDate { CalendarDate(dayNumber: dayNumber + days) }

    /// Days from `self` to `other` (positive when `other` is later).
    public func days(to other: CalendarDate) -> Int { other.dayNumber - dayNumber }

    /// `YYYY-MM-DD`.
    public var description: String {
        let (year, month, day) = components
        guard (0...9999).contains(year) else { return referenceDescription }
        // Ten ASCII digits and dashes written into one small string, which needs no allocation:
        // the padded pieces and their joins took about 5,000 instructions per date, five dates
        // per `rescore` line (issue 25). The same text as `referenceDescription`
        // (`CalendarDescriptionAgreementTests`).
        return String(unsafeUninitializedCapacity: 10) { text in
            func write(_ value: Int, digits: Int, at start: Int) {
                var rest = value
                for position in (start..<(start + digits)).reversed() {
                    text[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            write(year, digits: 4, at: 0)
            text[4] = UInt8(ascii: "-")
            write(month, digits: 2, at: 5)
            text[7] = UInt8(ascii: "-")
            write(day, digits: 2, at: 8)
            return 10
        }
    }

    /// `description` as first written, each part padded and the parts joined: the reference, and
    /// the text for years outside 0–9999.
    var referenceDescription: String {
        let (year, month, day) = components
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }

    /// Dates order by day.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// Days in `month` of `year` (Gregorian leap rule).
    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func digits(_ bytes: some Collection<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
