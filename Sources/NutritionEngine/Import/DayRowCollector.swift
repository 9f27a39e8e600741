/// Collects day rows from the `csv` and `daily-text` formats: one day per date, an identical
/// repeated row counted as a duplicate, a repeated date with other values rejected (first row kept).
struct DayRowCollector {
    var days: [CalendarDate: (line: Int, file: String, day: LoggedDay)] = [:]
    var rowsRead = 0
    var rowsUsed = 0
    var duplicates = 0
    var rejected = 0
    var notImported = 0
    var problems: [ImportProblem] = []

    mutating func reject(_ file: String, _ line: Int, _ code: ImportProblem.Code, _ message: String) {
        rejected += 1
        problems.append(ImportProblem(file: file, line: line, code: code, message: message))
    }

    mutating func add(_ day: LoggedDay, file: String, line: Int) {
        let problems = ImportCheck.problems(day)
        guard problems.isEmpty else {
            reject(file, line, .outOfRange, problems.joined(separator: "; "))
            return
        }
        if let first = days[day.date] {
            var comparable = day
            comparable.sourcePath = first.day.sourcePath
            if comparable == first.day {
                duplicates += 1
            } else {
                reject(
                    file, line, .conflictingDuplicate,
                    "\(day.date) is already on \(first.file) line \(first.line) with other values; that first row is "
                        + "kept"
                )
            }
            return
        }
        rowsUsed += 1
        days[day.date] = (line, file, day)
    }

    func result() -> ImportResult {
        var collector = self
        var kept = days.values.sorted { $0.day.date < $1.day.date }
        if let window = ImportCheck.window(kept.map(\.day.date)) {
            for row in kept where !window.contains(row.day.date) {
                collector.rowsUsed -= 1
                collector.reject(row.file, row.line, .outOfRange, ImportCheck.outsideWindow(row.day.date, window))
            }
            kept.removeAll { !window.contains($0.day.date) }
        }
        return collector.finished(kept.map(\.day))
    }

    private func finished(_ days: [LoggedDay]) -> ImportResult {
        ImportResult(
            days: days, rowsRead: rowsRead, rowsUsed: rowsUsed, duplicates: duplicates,
            rejected: rejected, notImported: notImported,
            problems: problems.sorted { ($0.file, $0.line) < ($1.file, $1.line) }, daysWithSeveralWeighIns: 0)
    }
}
