/// `date,intakeKcal,weightKg[,proteinG,...]`: the header names the columns and, through their names, the units.
enum PlainCSVImport {
    /// Columns the format knows; `intakeKj` and `weightLb` are converted.
    static let knownColumns: Set<String> = [
        "date", "intakeKcal", "intakeKj", "weightKg", "weightLb", "proteinG", "steps", "trainingMinutes", "alcoholG",
        "intakeCompleteness", "reviewStatus",
    ]

    static func parse(_ file: ImportFile, into collector: inout DayRowCollector) {
        let table = CSVRows(file.bytes)
        guard let header = table.rows.first else { return }
        let names = header.fields.map(\.trimmingSpaces)
        for (index, name) in names.enumerated() where !knownColumns.contains(name) {
            let unitHint =
                ["intake", "weight"].contains { name.hasPrefix($0) } ? ImportProblem.Code.unknownUnit : .unknownColumn
            collector.problems.append(
                ImportProblem(
                    file: file.name, line: header.line, code: unitHint,
                    message:
                        "column \(index + 1) \"\(name)\" is not one of "
                        + "\(knownColumns.sorted().joined(separator: ", ")); its values are not imported"
                ))
        }
        guard let dateColumn = names.firstIndex(of: "date") else {
            collector.problems.append(
                ImportProblem(
                    file: file.name, line: header.line, code: .missingColumn, message: "the header has no date column"))
            collector.rowsRead += table.rows.count - 1
            collector.rejected += table.rows.count - 1
            return
        }
        for row in table.rows.dropFirst() {
            collector.rowsRead += 1
            guard row.fields.count == names.count else {
                collector.reject(
                    file.name, row.line, .unparseableRow, "expected \(names.count) fields, found \(row.fields.count)")
                continue
            }
            guard let date = CalendarDate(iso: row.fields[dateColumn].trimmingSpaces) else {
                collector.reject(
                    file.name, row.line, .invalidValue, "date \"\(row.fields[dateColumn])\" is not YYYY-MM-DD")
                continue
            }
            var day = LoggedDay(date: date, sourcePath: JSONPointer(tokens: [file.name, String(row.line)]))
            var failure: String?
            for (index, name) in names.enumerated() where index != dateColumn && knownColumns.contains(name) {
                let text = row.fields[index].trimmingSpaces
                if text.isEmpty { continue }
                if name == "intakeCompleteness" || name == "reviewStatus" {
                    if name == "intakeCompleteness", let value = IntakeCompleteness(rawValue: text) {
                        day.intakeCompleteness = value
                    } else if name == "reviewStatus", let value = ReviewStatus(rawValue: text) {
                        day.reviewStatus = value
                    } else {
                        failure = "\(name) \"\(text)\" is not a known value"
                    }
                    continue
                }
                guard let value = ImportNumbers.value(text) else {
                    failure = "\(name) \"\(text)\" is not a non-negative number"
                    continue
                }
                switch name {
                case "intakeKcal": day.intakeKcal = value
                case "intakeKj": day.intakeKcal = ImportNumbers.kilocalories(value, unit: "kJ")
                case "weightKg": day.weightKg = value
                case "weightLb": day.weightKg = ImportNumbers.kilograms(value, unit: "lb")
                case "proteinG": day.proteinG = value
                case "steps": day.steps = value
                case "trainingMinutes": day.trainingMinutes = value
                default: day.alcoholG = value
                }
            }
            if let failure {
                collector.reject(file.name, row.line, .invalidValue, failure)
                continue
            }
            day.weighInCount = day.weightKg == nil ? 0 : 1
            collector.add(day, file: file.name, line: row.line)
        }
    }
}
