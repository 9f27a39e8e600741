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
        if let first = days[day.date] {
            var comparable = day
            comparable.sourcePath = first.day.sourcePath
            if comparable == first.day {
                duplicates += 1
            } else {
                reject(file, line, .conflictingDuplicate, "\(day.date) is already on \(first.file) line \(first.line) with other values; that first row is kept")
            }
            return
        }
        rowsUsed += 1
        days[day.date] = (line, file, day)
    }

    func result() -> ImportResult {
        ImportResult(
            days: days.values.map(\.day).sorted { $0.date < $1.date }, rowsRead: rowsRead, rowsUsed: rowsUsed, duplicates: duplicates,
            rejected: rejected, notImported: notImported,
            problems: problems.sorted { ($0.file, $0.line) < ($1.file, $1.line) }, daysWithSeveralWeighIns: 0)
    }
}

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
            let unitHint = ["intake", "weight"].contains { name.hasPrefix($0) } ? ImportProblem.Code.unknownUnit : .unknownColumn
            collector.problems.append(
                ImportProblem(file: file.name, line: header.line, code: unitHint, message: "column \(index + 1) \"\(name)\" is not one of \(knownColumns.sorted().joined(separator: ", ")); its values are not imported"))
        }
        guard let dateColumn = names.firstIndex(of: "date") else {
            collector.problems.append(ImportProblem(file: file.name, line: header.line, code: .missingColumn, message: "the header has no date column"))
            collector.rowsRead += table.rows.count - 1
            collector.rejected += table.rows.count - 1
            return
        }
        for row in table.rows.dropFirst() {
            collector.rowsRead += 1
            guard row.fields.count == names.count else {
                collector.reject(file.name, row.line, .unparseableRow, "expected \(names.count) fields, found \(row.fields.count)")
                continue
            }
            guard let date = CalendarDate(iso: row.fields[dateColumn].trimmingSpaces) else {
                collector.reject(file.name, row.line, .invalidValue, "date \"\(row.fields[dateColumn])\" is not YYYY-MM-DD")
                continue
            }
            var day = LoggedDay(date: date, sourcePath: JSONPointer(tokens: [file.name, String(row.line)]))
            var failure: String?
            for (index, name) in names.enumerated() where index != dateColumn && knownColumns.contains(name) {
                let text = row.fields[index].trimmingSpaces
                if text.isEmpty { continue }
                if name == "intakeCompleteness" || name == "reviewStatus" {
                    if name == "intakeCompleteness", let value = IntakeCompleteness(rawValue: text) { day.intakeCompleteness = value }
                    else if name == "reviewStatus", let value = ReviewStatus(rawValue: text) { day.reviewStatus = value }
                    else { failure = "\(name) \"\(text)\" is not a known value" }
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

/// `yyyy-mm-dd weight kcal` lines; a number may carry its unit (`79.7kg`, `175.7lb`, `2733kcal`,
/// `11435kJ`; bare numbers are kg and kcal); `-` marks a missing value; `gw W` is a goal weight.
enum DailyTextImport {
    static func parse(_ file: ImportFile, into collector: inout DayRowCollector) {
        let lines = file.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (offset, rawLine) in lines.enumerated() {
            let line = offset + 1
            let text = String(decoding: rawLine, as: UTF8.self)
            let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let first = tokens.first, !first.hasPrefix("#") else { continue }
            collector.rowsRead += 1
            if first == "gw" {
                collector.notImported += 1
                let weight = tokens.dropFirst().first ?? "?"
                collector.problems.append(
                    ImportProblem(file: file.name, line: line, code: .goalWeightNotImported, message: "goal weight \(weight) is not day data and is not imported; put it in the document's goal"))
                continue
            }
            guard tokens.count == 3 else {
                collector.reject(file.name, line, .unparseableRow, "expected 'yyyy-mm-dd weight kcal', found \(tokens.count) fields")
                continue
            }
            guard let date = CalendarDate(iso: tokens[0]) else {
                collector.reject(file.name, line, .invalidValue, "date \"\(tokens[0])\" is not YYYY-MM-DD")
                continue
            }
            let weight = quantity(tokens[1], defaultUnit: "kg", convert: ImportNumbers.kilograms)
            let energy = quantity(tokens[2], defaultUnit: "kcal", convert: ImportNumbers.kilocalories)
            if case .failure(let code, let message) = weight {
                collector.reject(file.name, line, code, "weight: \(message)")
                continue
            }
            if case .failure(let code, let message) = energy {
                collector.reject(file.name, line, code, "intake: \(message)")
                continue
            }
            let day = LoggedDay(date: date, intakeKcal: energy.value, weightKg: weight.value, sourcePath: JSONPointer(tokens: [file.name, String(line)]))
            collector.add(day, file: file.name, line: line)
        }
    }

    enum Quantity {
        case missing
        case value(Double)
        case failure(ImportProblem.Code, String)

        var value: Double? {
            if case .value(let number) = self { return number }
            return nil
        }
    }

    static func quantity(_ token: String, defaultUnit: String, convert: (Double, String) -> Double?) -> Quantity {
        if token == "-" { return .missing }
        let numberPart = token.prefix { $0.isNumber || $0 == "." }
        let unit = String(token.dropFirst(numberPart.count))
        guard let number = ImportNumbers.value(String(numberPart)) else { return .failure(.invalidValue, "\"\(token)\" is not a number") }
        guard let converted = convert(number, unit.isEmpty ? defaultUnit : unit) else { return .failure(.unknownUnit, "unit \"\(unit)\" in \"\(token)\" is not known") }
        return .value(converted)
    }
}
