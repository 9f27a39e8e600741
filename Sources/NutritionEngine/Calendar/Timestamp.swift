/// An instant parsed from text that carries its own UTC offset, as seconds since 1970-01-01T00:00:00Z.
///
/// Accepted forms: ISO 8601 / RFC 3339 `2026-11-02T23:40:00Z`, `2026-11-02T23:40:00.250+01:00`,
/// `2026-11-02T23:40+0100`, and the Apple Health export form `2023-09-11 05:25:52 +0000`. A time
/// without an offset is refused: it could be any of 26 hours of instants.
public struct Timestamp: Sendable, Hashable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var secondsSince1970: Double

    /// An instant from seconds since the Unix epoch.
    public init(secondsSince1970: Double) { self.secondsSince1970 = secondsSince1970 }

    /// Parses one of the accepted forms, or nil.
    public init?(_ text: String) {
        guard let parsed = Self.parse(text) else { return nil }
        secondsSince1970 = parsed.secondsSince1970
    }

    /// The instant as `YYYY-MM-DDTHH:MM:SSZ`, fractions of a second dropped (a form `init` reads back).
    public var utcText: String {
        let seconds = Int(secondsSince1970.rounded(.down))
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - day * 86_400
        func two(_ value: Int) -> String { (value < 10 ? "0" : "") + "\(value)" }
        return "\(CalendarDate(dayNumber: day))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))Z"
    }

    /// The UTC offset written in `text` (one of the accepted forms), seconds east, or nil when
    /// `text` is not one: what the writer's wall clock read, which the instant alone does not keep.
    public static func writtenOffsetSeconds(_ text: String) -> Int? { parse(text)?.offsetSeconds }

    private static func parse(_ text: String) -> (secondsSince1970: Double, offsetSeconds: Int)? {
        let b = Array(text.utf8)
        guard b.count >= 17, let date = CalendarDate(iso: String(decoding: b[0..<10], as: UTF8.self)),
            b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: " "),
            let hour = CalendarDate.digits(b[11..<13]), b[13] == UInt8(ascii: ":"),
            let minute = CalendarDate.digits(b[14..<16]), hour < 24, minute < 60
        else { return nil }
        var index = 16
        var seconds = 0.0
        if index < b.count, b[index] == UInt8(ascii: ":") {
            guard index + 3 <= b.count, let whole = CalendarDate.digits(b[(index + 1)..<(index + 3)]), whole < 61 else {
                return nil
            }
            seconds = Double(whole)
            index += 3
            if index < b.count, b[index] == UInt8(ascii: ".") {
                var fraction = 0.0
                var scale = 0.1
                index += 1
                let start = index
                while index < b.count, let digit = CalendarDate.digits(b[index..<(index + 1)]) {
                    fraction += Double(digit) * scale
                    scale /= 10
                    index += 1
                }
                guard index > start else { return nil }
                seconds += fraction
            }
        }
        while index < b.count, b[index] == UInt8(ascii: " ") { index += 1 }
        guard let offsetSeconds = Self.offset(b[index...]) else { return nil }
        let local = Double(date.dayNumber) * 86_400 + Double(hour * 3600 + minute * 60) + seconds
        return (local - Double(offsetSeconds), offsetSeconds)
    }

    /// `Z`, `±HH`, `±HHMM` or `±HH:MM` as seconds east of UTC.
    private static func offset(_ b: ArraySlice<UInt8>) -> Int? {
        let bytes = Array(b)
        if bytes == [UInt8(ascii: "Z")] || bytes == [UInt8(ascii: "z")] { return 0 }
        guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let rest = Array(bytes.dropFirst()).filter { $0 != UInt8(ascii: ":") }
        guard rest.count == 2 || rest.count == 4, bytes.count - 1 - rest.count <= (rest.count == 4 ? 1 : 0),
            let hours = CalendarDate.digits(rest[0..<2]), hours <= 18
        else { return nil }
        let minutes = rest.count == 4 ? CalendarDate.digits(rest[2..<4]) : 0
        guard let minutes, minutes < 60 else { return nil }
        let magnitude = hours * 3600 + minutes * 60
        return sign == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    /// Instants order by time.
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.secondsSince1970 < rhs.secondsSince1970 }
}
