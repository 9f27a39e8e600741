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
                    ImportProblem(
                        file: file.name, line: line, code: .goalWeightNotImported,
                        message:
                            "goal weight \(weight) is not day data and is not imported; put it in the document's goal"))
                continue
            }
            guard tokens.count == 3 else {
                collector.reject(
                    file.name, line, .unparseableRow, "expected 'yyyy-mm-dd weight kcal', found \(tokens.count) fields")
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
            let day = LoggedDay(
                date: date, intakeKcal: energy.value, weightKg: weight.value,
                sourcePath: JSONPointer(tokens: [file.name, String(line)]))
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
        guard let number = ImportNumbers.value(String(numberPart)) else {
            return .failure(.invalidValue, "\"\(token)\" is not a number")
        }
        guard let converted = convert(number, unit.isEmpty ? defaultUnit : unit) else {
            return .failure(.unknownUnit, "unit \"\(unit)\" in \"\(token)\" is not known")
        }
        return .value(converted)
    }
}
