/// Holds every imported day to the rules `days` reads it with, so an import never writes a
/// document the engine then refuses: each day is read back by `DayLogReader.readDay` exactly as
/// `Importer.document` writes it, and the days kept fit in the reader's ten-year span.
enum ImportCheck {
    /// Why the reader would refuse `day` as the importer writes it (empty when it would read it).
    static func problems(_ day: LoggedDay) -> [String] {
        var issues: [ValidationIssue] = []
        _ = DayLogReader.readDay(Importer.dayJSON(day), at: .root, issues: &issues)
        var problems = issues.map { issue in
            guard let key = issue.path.tokens.last, !issue.message.contains(key) else { return issue.message }
            return "\(key): \(issue.message)"
        }
        // The imported document has no asOf: its evaluation day is the day after its last day,
        // which the reader wants inside `CalendarDate.evaluationRange` (found by fuzzing: a
        // 9999-12-31 row made the evaluation day 10000-01-01).
        let range = CalendarDate.evaluationRange
        if problems.isEmpty, !range.contains(day.date.adding(days: 1)) {
            problems.append(
                "\(day.date) is too close to the ends of years 0001-9999: a document's evaluation day (the day after "
                    + "its last day) must be from \(range.lowerBound) to \(range.upperBound)"
            )
        }
        return problems
    }

    /// The dates kept when `dates` (sorted ascending) span more than the reader reads at once: the
    /// window of `DayLogReader.maximumSpanDays` days (counted to the evaluation day after the last
    /// one) holding the most days, the latest on a tie; a stray date years away cannot push out
    /// the rest. Nil when every date fits.
    static func window(_ dates: [CalendarDate]) -> ClosedRange<CalendarDate>? {
        guard let first = dates.first, let last = dates.last,
            first.days(to: last.adding(days: 1)) > DayLogReader.maximumSpanDays
        else { return nil }
        // The reader allows first…asOf ≤ maximumSpanDays with asOf the day after the last day.
        let length = DayLogReader.maximumSpanDays - 1
        var best = (count: 0, start: 0, end: 0)
        var start = 0
        for end in dates.indices {
            while dates[start].days(to: dates[end]) > length { start += 1 }
            if end - start + 1 >= best.count { best = (end - start + 1, start, end) }
        }
        return dates[best.start]...dates[best.end]
    }

    /// The message for a day left out by `window`.
    static func outsideWindow(_ date: CalendarDate, _ window: ClosedRange<CalendarDate>) -> String {
        "\(date) is outside \(window.lowerBound)…\(window.upperBound), the \(DayLogReader.maximumSpanDays)-day span "
            + "(10 years) holding most days; a document spans at most that, so this row is not imported"
    }
}
