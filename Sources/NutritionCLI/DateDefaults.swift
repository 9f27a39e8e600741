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

    /// `--week TEXT`: the week containing that day, beginning on `weekStart` (the library's rule,
    /// `WeekChoice`, bounds it and says which week was used when `TEXT` is not its first day).
    static func week(_ text: String, weekStart: Weekday, file: String) throws(CommandError) -> WeekChoice {
        guard let date = CalendarDate(iso: text) else {
            throw .usage("--week must be a date YYYY-MM-DD, found \(text)")
        }
        return try Evaluation.run(file: file) { () throws(EvaluationError) in
            try WeekChoice(containing: date, weekStart: weekStart)
        }
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
