import NutritionEngine

/// Dates a command chose for the person, each stated on stderr so nobody has to guess which day was used.
enum DateDefaults {
    /// The event date (`--date`, else the document's asOf) and, when defaulted, a line saying so.
    static func eventDate(_ value: String?, document: InputDocument, command: String) throws(CommandError) -> (
        date: CalendarDate, note: String
    ) {
        let given = try value.map { (text: String) throws(CommandError) in try date(text) }
        let chosen = try Evaluation.run(file: "") { () throws(EvaluationError) in
            try EventDate(given, document: document, command: command)
        }
        return (chosen.date, chosen.statement.map { $0 + "\n" } ?? "")
    }

    /// `--date TEXT` as a date.
    static func date(_ text: String) throws(CommandError) -> CalendarDate {
        guard let date = CalendarDate(iso: text) else { throw .usage("--date must be YYYY-MM-DD, found \(text)") }
        return date
    }

    /// The week start for `--week TEXT` and, when `TEXT` is not itself a week start, a line naming the week used.
    static func week(_ text: String, weekStart: Weekday, command: String) throws(CommandError) -> (
        start: CalendarDate, note: String
    ) {
        guard let date = CalendarDate(iso: text) else {
            throw .usage("--week must be a date YYYY-MM-DD, found \(text)")
        }
        guard date.week(beginningOn: weekStart) != nil else {
            throw .usage("--week \(date): its week reaches outside the years 0001-9999 that dates are written in")
        }
        let start = date.startOfWeek(beginningOn: weekStart)
        guard start != date else { return (start, "") }
        return (
            start,
            "\(command): \(text) is a \(date.weekday.rawValue); using the week \(start) (\(weekStart.rawValue)) to \(start.adding(days: 6))\n"
        )
    }

    /// `--week-start DAY`, default Monday: a day's name or its first three letters, in any case
    /// (`sunday`, `Sunday`, `sun`, `SUN`).
    static func weekStart(_ text: String?) throws(CommandError) -> Weekday {
        guard let text else { return .monday }
        let lowered = text.lowercased()
        guard let day = Weekday.allCases.first(where: { $0.rawValue == lowered || $0.rawValue.prefix(3) == lowered })
        else {
            throw .usage(
                "--week-start must be a day of the week (\(Weekday.allCases.map(\.rawValue).joined(separator: ", ")), "
                    + "or its first three letters, in any case), found \(text)"
                    + DidYouMean.suffix(for: lowered, among: Weekday.allCases.map(\.rawValue)))
        }
        return day
    }
}
