/// How `import food-log-csv` reads a diary export: which header holds which field, how dates are
/// written, and how the export's meal names map to the four slots.
public struct FoodLogCSVOptions: Sendable, Equatable {
    /// How the date column is written.
    public enum DateFormat: String, Sendable, CaseIterable {
        /// `2026-11-02`.
        case iso = "YYYY-MM-DD"
        /// `11/2/2026` (US diaries).
        case monthDayYear = "M/D/YYYY"
        /// `2/11/2026`.
        case dayMonthYear = "D/M/YYYY"
        /// `2.11.2026`.
        case dayMonthYearDots = "D.M.YYYY"
    }

    /// Field → header for columns the header names do not give away (`--column kcal=Energy`). A
    /// field is `date`, `meal`, `name`, `kcal`, `proteinG`, `carbsG`, `fatG`, `alcoholG` or a nutrient
    /// (`sodium`, `vitaminD`…; its header must carry the unit, e.g. `Na (mg)`).
    public var columns: [String: String]
    /// How dates are written.
    public var dateFormat: DateFormat
    /// The export's meal name (any case) → slot, before the built-in names.
    public var mealMap: [String: MealSlot]

    /// Options with the given overrides (default: headers recognised by name, ISO dates).
    public init(columns: [String: String] = [:], dateFormat: DateFormat = .iso, mealMap: [String: MealSlot] = [:]) {
        self.columns = columns
        self.dateFormat = dateFormat
        self.mealMap = mealMap
    }

    /// The fields `--column` accepts.
    public static var fields: [String] {
        ["date", "meal", "mealSource", "name", "kcal", "proteinG", "carbsG", "fatG", "alcoholG"]
            + Nutrient.allCases.map(\.rawValue)
    }
}

/// Reads a food diary export: one row per food, with its date, meal, name and nutrient columns
/// whose headers carry their unit (`Protein (g)`, `Sodium (mg)`, `Cholest (mg)`). Cells `--`, `-`,
/// empty and `n/a` are unknown, never 0; a quoted `"1,040"` is 1040 (a comma only as a thousands
/// separator: `1,5` is refused, not read as 15). Meal names: breakfast, lunch, dinner, snack(s),
/// `Meal 1`, `Meal 2`, `Meal 3` (breakfast, lunch, dinner: the numbered meals of a day in time order)
/// and `Meal 4` on (snack), or the `--meal-map`. Every row not used is named with its line.
enum FoodLogCSVImport {
    /// A column the format reads.
    enum Column: Equatable {
        case date, meal, name
        /// `clock` or `stated` (empty: stated): what `export csv --foods` writes for foods whose slot an
        /// import assigned from the clock, so the mark survives the round trip.
        case mealSource
        case kcal(perUnit: Double)
        case macro(WritableKeyPath<FoodEvent, Double?>, grams: Double)
        case nutrient(Nutrient, MassUnit)
    }

    /// The header names recognised for each field (lowercased, spaces collapsed, unit removed).
    static let fieldNames: [String: String] = [
        "date": "date", "day": "date", "meal": "meal", "meal name": "meal", "meal type": "meal",
        "meal source": "mealSource",
        "food": "name", "food name": "name", "name": "name", "description": "name", "item": "name",
        "calories": "kcal", "energy": "kcal", "kcal": "kcal", "protein": "proteinG", "carbohydrates": "carbsG",
        "carbohydrate": "carbsG", "carbs": "carbsG", "total carbohydrate": "carbsG", "fat": "fatG",
        "total fat": "fatG", "alcohol": "alcoholG", "cholest": "cholesterol", "fibre": "fiber", "fiber": "fiber",
        "dietary fiber": "fiber", "sugar": "sugars", "sat fat": "saturatedFat", "saturated": "saturatedFat",
        "mono fat": "monounsaturatedFat", "poly fat": "polyunsaturatedFat", "vit a": "vitaminA", "vit c": "vitaminC",
        "vit d": "vitaminD", "b12": "vitaminB12",
    ]

    /// The field a header names, and the unit in its parentheses (`"Sodium (mg)"` → sodium, mg).
    static func field(of header: String) -> (field: String?, unit: String?) {
        var text = header.trimmingSpaces
        var unit: String?
        if text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
            unit = String(text[text.index(after: open)..<text.index(before: text.endIndex)]).trimmingSpaces
            text = String(text[..<open])
        }
        let key = text.lowercased().split(separator: " ").joined(separator: " ")
        if let field = fieldNames[key] { return (field, unit) }
        let nutrient = Nutrient.allCases.first { $0.label.lowercased() == key || $0.rawValue.lowercased() == key }
        return (nutrient?.rawValue, unit)
    }

    /// The column `field` with `unit` reads, or why not.
    static func column(_ field: String, unit: String?, header: String) -> Result<Column, ColumnProblem> {
        switch field {
        case "date": return .success(.date)
        case "meal": return .success(.meal)
        case "mealSource": return .success(.mealSource)
        case "name": return .success(.name)
        case "kcal":
            guard let unit else { return .success(.kcal(perUnit: 1)) }
            guard let perUnit = ImportNumbers.kilocalories(1, unit: unit) else {
                return .failure(.init(code: .unknownUnit, message: "\"\(header)\": \(unit) is not kcal or kJ"))
            }
            return .success(.kcal(perUnit: perUnit))
        case "proteinG", "carbsG", "fatG", "alcoholG":
            let path: WritableKeyPath<FoodEvent, Double?> =
                switch field {
                case "proteinG": \.proteinG
                case "carbsG": \.carbsG
                case "fatG": \.fatG
                default: \.alcoholG
                }
            guard let unit, let mass = MassUnit(spelling: unit) else {
                return .failure(
                    .init(
                        code: .unknownUnit,
                        message: "\"\(header)\": a macronutrient column carries its mass unit, e.g. \"Protein (g)\""
                            + (unit.map { "; \($0) is not g, mg or µg" } ?? "")))
            }
            return .success(.macro(path, grams: mass.grams))
        default:
            guard let nutrient = Nutrient(rawValue: field) else {
                return .failure(.init(code: .unknownColumn, message: "\"\(header)\" is not a field the format knows"))
            }
            guard let unit else {
                return .failure(
                    .init(
                        code: .unknownUnit,
                        message:
                            "\"\(header)\": a nutrient column carries its unit, e.g. \"\(nutrient.label.capitalized) "
                            + "(\(nutrient.unit.rawValue))\"; without it the amounts cannot be read"))
            }
            guard let mass = MassUnit(spelling: unit) else {
                return .failure(
                    .init(
                        code: .unknownUnit,
                        message: "\"\(header)\": \(nutrient.label) is a mass; \(unit) is not g, mg or µg"))
            }
            return .success(.nutrient(nutrient, mass))
        }
    }

    struct ColumnProblem: Error {
        var code: ImportProblem.Code
        var message: String
    }

    /// Reads `file` into `collector`.
    static func parse(_ file: ImportFile, options: FoodLogCSVOptions, into collector: inout FoodRowCollector) {
        let table = CSVRows(file.bytes)
        guard let header = table.rows.first else { return }
        func problem(_ line: Int, _ code: ImportProblem.Code, _ message: String) {
            collector.problems.append(ImportProblem(file: file.name, line: line, code: code, message: message))
        }
        let named = Dictionary(options.columns.map { ($1.trimmingSpaces, $0) }, uniquingKeysWith: { first, _ in first })
        var columns: [(index: Int, column: Column)] = []
        for (index, text) in header.fields.enumerated() {
            let name = text.trimmingSpaces
            let found = field(of: name)
            guard let field = named[name] ?? found.field else {
                problem(
                    header.line, .unknownColumn,
                    "column \(index + 1) \"\(name)\" is not a field the format knows; its values are not imported "
                        + "(--column FIELD=HEADER names it)")
                continue
            }
            switch column(field, unit: found.unit, header: name) {
            case .success(let column):
                if columns.contains(where: { $0.column == column }) {
                    problem(
                        header.line, .unknownColumn, "column \(index + 1) \"\(name)\" repeats another; not imported")
                } else {
                    columns.append((index, column))
                }
            case .failure(let failure):
                problem(header.line, failure.code, "column \(index + 1) " + failure.message + "; not imported")
            }
        }
        let required: [(String, Column)] = [("date", .date), ("meal", .meal), ("food name", .name)]
        let missing = required.filter { name in !columns.contains { $0.column == name.1 } }.map(\.0)
        guard missing.isEmpty else {
            problem(
                header.line, .missingColumn,
                "the header has no \(missing.joined(separator: ", ")) column (--column FIELD=HEADER names one)")
            collector.rowsRead += table.rows.count - 1
            collector.rejected += table.rows.count - 1
            return
        }
        for row in table.rows.dropFirst() {
            collector.rowsRead += 1
            guard row.fields.count == header.fields.count else {
                collector.reject(
                    file.name, row.line, .unparseableRow,
                    "expected \(header.fields.count) fields, found \(row.fields.count)")
                continue
            }
            switch food(row, columns: columns, options: options) {
            case .success(let (date, event)): collector.add(event, on: date, file: file.name, line: row.line)
            case .failure(let failure): collector.reject(file.name, row.line, failure.code, failure.message)
            }
        }
    }

    /// The food of one row and its date, or why the row is refused.
    static func food(_ row: CSVRows.Row, columns: [(index: Int, column: Column)], options: FoodLogCSVOptions)
        -> Result<(CalendarDate, FoodEvent), ColumnProblem>
    {
        var date: CalendarDate?
        var meal: MealSlot?
        var name = ""
        var event = FoodEvent(meal: .snack, name: "")
        for (index, column) in columns {
            let cell = row.fields[index].trimmingSpaces
            switch column {
            case .date:
                guard let value = parseDate(cell, options.dateFormat) else {
                    return .failure(
                        .init(code: .invalidValue, message: "date \"\(cell)\" is not \(options.dateFormat.rawValue)"))
                }
                date = value
            case .meal:
                guard let slot = mealSlot(cell, map: options.mealMap) else {
                    return .failure(
                        .init(
                            code: .invalidValue,
                            message: "meal \"\(cell)\" is not breakfast, lunch, dinner, snack or Meal N "
                                + "(--meal-map \"\(cell.isEmpty ? "NAME" : cell)=SLOT\" maps it)"))
                }
                meal = slot
            case .mealSource:
                guard let source = cell.isEmpty ? .stated : MealSource(rawValue: cell.lowercased()) else {
                    return .failure(
                        .init(code: .invalidValue, message: "meal source \"\(cell)\" is not clock or stated (or empty)")
                    )
                }
                event.mealSource = source
            case .name:
                guard !cell.isEmpty else {
                    return .failure(.init(code: .invalidValue, message: "the food has no name"))
                }
                name = cell
            case .kcal(let perUnit):
                switch amount(cell) {
                case .unknown: break
                case .value(let value): event.kcal = value * perUnit
                case .refused(let message): return .failure(.init(code: .invalidValue, message: "calories: " + message))
                }
            case .macro(let path, let grams):
                switch amount(cell) {
                case .unknown: break
                case .value(let value): event[keyPath: path] = value * grams
                case .refused(let message): return .failure(.init(code: .invalidValue, message: message))
                }
            case .nutrient(let nutrient, let unit):
                switch amount(cell) {
                case .unknown: break
                case .value(let value): event.nutrients.append(NutrientAmount(nutrient, value, unit))
                case .refused(let message):
                    return .failure(.init(code: .invalidValue, message: "\(nutrient.label): " + message))
                }
            }
        }
        guard let date, let meal else { return .failure(.init(code: .invalidValue, message: "no date or meal")) }
        event.meal = meal
        event.name = name
        let order = Dictionary(uniqueKeysWithValues: Nutrient.allCases.enumerated().map { ($1, $0) })
        event.nutrients.sort { (order[$0.nutrient] ?? 0) < (order[$1.nutrient] ?? 0) }
        return .success((date, event))
    }

    enum Amount {
        case unknown
        case value(Double)
        case refused(String)
    }

    /// A cell's amount: `--`, `-`, empty, `n/a` are unknown; `1,040` is 1040; a negative amount or
    /// anything else is refused.
    static func amount(_ cell: String) -> Amount {
        if ["", "--", "-", "n/a", "na"].contains(cell.lowercased()) { return .unknown }
        var text = cell
        if text.contains(",") {
            // Thousands separators only: groups of three digits after the first.
            let parts = text.split(separator: ".", maxSplits: 1)
            let groups = parts[0].split(separator: ",", omittingEmptySubsequences: false)
            let grouped =
                groups.count > 1 && (1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 }
                && groups.allSatisfy { $0.allSatisfy(\.isASCIIDigit) }
            guard grouped else {
                return .refused("\"\(cell)\" is not a number (a comma is read only as a thousands separator)")
            }
            text = groups.joined() + (parts.count > 1 ? "." + parts[1] : "")
        }
        guard let number = Double(text), number.isFinite else { return .refused("\"\(cell)\" is not a number") }
        guard number >= 0 else { return .refused("\(cell) is negative; an amount is 0 or more") }
        return .value(number)
    }

    static func mealSlot(_ cell: String, map: [String: MealSlot]) -> MealSlot? {
        let key = cell.lowercased().split(separator: " ").joined(separator: " ")
        if let slot = map.first(where: { $0.key.lowercased() == key })?.value { return slot }
        switch key {
        case "breakfast": return .breakfast
        case "lunch": return .lunch
        case "dinner", "supper": return .dinner
        case "snack", "snacks": return .snack
        default: break
        }
        guard key.hasPrefix("meal "), let number = Int(key.dropFirst(5)), number >= 1 else { return nil }
        return [.breakfast, .lunch, .dinner][safe: number - 1] ?? .snack
    }

    static func parseDate(_ cell: String, _ format: FoodLogCSVOptions.DateFormat) -> CalendarDate? {
        let separator: Character
        switch format {
        case .iso: return CalendarDate(iso: cell)
        case .monthDayYear, .dayMonthYear: separator = "/"
        case .dayMonthYearDots: separator = "."
        }
        let parts = cell.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].count == 4, parts.allSatisfy({ (1...4).contains($0.count) }),
            let first = Int(parts[0]), let second = Int(parts[1]), let year = Int(parts[2])
        else { return nil }
        return format == .monthDayYear
            ? CalendarDate(year: year, month: first, day: second) : CalendarDate(year: year, month: second, day: first)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// Collects food rows: one day per date with its foods in file order, each row a food (a food
/// eaten twice is two rows, so repeated rows are never merged).
struct FoodRowCollector {
    var foods: [CalendarDate: [(file: String, line: Int, event: FoodEvent)]] = [:]
    var rowsRead = 0
    var rejected = 0
    var problems: [ImportProblem] = []

    mutating func reject(_ file: String, _ line: Int, _ code: ImportProblem.Code, _ message: String) {
        rejected += 1
        problems.append(ImportProblem(file: file, line: line, code: code, message: message))
    }

    mutating func add(_ event: FoodEvent, on date: CalendarDate, file: String, line: Int) {
        foods[date, default: []].append((file, line, event))
    }

    func result() -> ImportResult {
        var collector = self
        var days: [(day: LoggedDay, rows: [(file: String, line: Int, event: FoodEvent)])] = []
        for date in foods.keys.sorted() {
            let rows = foods[date] ?? []
            var day = LoggedDay(date: date)
            day.logFoods(rows.map(\.event))
            let problems = ImportCheck.problems(day)
            guard problems.isEmpty else {
                for row in rows {
                    collector.reject(
                        row.file, row.line, .outOfRange, "the day \(date): " + problems.joined(separator: "; "))
                }
                continue
            }
            days.append((day, rows))
        }
        if let window = ImportCheck.window(days.map(\.day.date)) {
            for entry in days where !window.contains(entry.day.date) {
                for row in entry.rows {
                    collector.reject(row.file, row.line, .outOfRange, ImportCheck.outsideWindow(entry.day.date, window))
                }
            }
            days.removeAll { !window.contains($0.day.date) }
        }
        let used = days.reduce(0) { $0 + $1.rows.count }
        return ImportResult(
            days: days.map(\.day), rowsRead: rowsRead, rowsUsed: used, duplicates: 0, rejected: collector.rejected,
            notImported: 0, problems: collector.problems.sorted { ($0.file, $0.line) < ($1.file, $1.line) },
            daysWithSeveralWeighIns: 0)
    }
}
