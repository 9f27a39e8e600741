import Foundation

/// `export csv`: what the person logged, as CSV that `import` reads back to the same days.
public struct ExportRequest: Sendable, Equatable {
    /// What one row is.
    public enum Rows: Sendable, Equatable {
        /// One row per day (`import csv` reads it).
        case days
        /// One row per food (`import food-log-csv` reads it).
        case foods
    }

    /// The document whose log is exported.
    public var document: InputDocument
    /// What one row is.
    public var rows: Rows

    /// A request for `document`'s days (or foods).
    public init(document: InputDocument, rows: Rows = .days) {
        self.document = document
        self.rows = rows
    }
}

/// The exported table: its CSV text (a header, then one line per row, `\n` line ends) and its row count.
public struct ExportTable: Sendable, Equatable {
    /// The CSV text.
    public var text: String
    /// Data rows written.
    public var rows: Int
}

extension Evaluate {
    /// The log of `request`'s document as CSV. Unknown values are left empty, never 0; numbers are
    /// written in full. Days: `date,intakeKcal,weightKg,proteinG,steps,trainingMinutes,alcoholG,
    /// intakeCompleteness,reviewStatus` (a day with foods gives their sum; a lower-bound day none).
    /// Foods: `Date,Meal,Food Name,Calories,Protein (g),Carbohydrates (g),Fat (g),Alcohol (g)`, then
    /// one column per nutrient and unit the foods carry (`Sodium (mg)`), each amount as given. What
    /// the CSV cannot hold (a food's time, id, group, source and template; a day's body fat and
    /// training types) is not written. Throws `invalidDocument` when the document has no days.
    public static func export(_ request: ExportRequest) throws(EvaluationError) -> ExportTable {
        let days = request.document.dayLog.days
        guard !days.isEmpty else {
            throw .invalidDocument([DocumentRequirements.missing("days", "days are required for export")])
        }
        switch request.rows {
        case .days: return ExportCSV.days(days)
        case .foods: return ExportCSV.foods(days)
        }
    }
}

/// The CSV writers behind `Evaluate.export`.
enum ExportCSV {
    static func days(_ days: [LoggedDay]) -> ExportTable {
        var lines = [
            "date,intakeKcal,weightKg,proteinG,steps,trainingMinutes,alcoholG,intakeCompleteness,reviewStatus"
        ]
        for day in days {
            lines.append(
                [
                    day.date.description, number(day.intakeKcal), number(day.weightKg), number(day.proteinG),
                    number(day.steps), number(day.trainingMinutes), number(day.alcoholG),
                    day.intakeCompleteness == .unknown ? "" : day.intakeCompleteness.rawValue,
                    day.reviewStatus == .open ? "" : day.reviewStatus.rawValue,
                ].joined(separator: ","))
        }
        return ExportTable(text: lines.map { $0 + "\n" }.joined(), rows: days.count)
    }

    static func foods(_ days: [LoggedDay]) -> ExportTable {
        // One column per nutrient and unit carried, in nutrient order, so every amount keeps its unit.
        var carried: Set<String> = []
        var columns: [(nutrient: Nutrient, unit: MassUnit)] = []
        for nutrient in Nutrient.allCases {
            for unit in MassUnit.allCases {
                let found = days.contains { day in
                    day.foods.contains { food in
                        food.nutrients.contains { $0.nutrient == nutrient && $0.givenUnit == unit }
                    }
                }
                if found, carried.insert("\(nutrient.rawValue) \(unit.rawValue)").inserted {
                    columns.append((nutrient, unit))
                }
            }
        }
        // Foods whose slot an import took from the clock keep that mark (read back by food-log-csv);
        // a log without them keeps the columns it always had.
        let clockSlots = days.contains { $0.foods.holdsClockSlots }
        let header =
            ["Date", "Meal"] + (clockSlots ? ["Meal Source"] : [])
            + ["Food Name", "Calories", "Protein (g)", "Carbohydrates (g)", "Fat (g)", "Alcohol (g)"]
            + columns.map { column in
                let label = column.nutrient.label
                return label.prefix(1).uppercased() + label.dropFirst() + " (\(column.unit.rawValue))"
            }
        var lines = [header.map(quoted).joined(separator: ",")]
        var rows = 0
        for day in days {
            for food in day.foods {
                rows += 1
                let nutrients = columns.map { column in
                    number(
                        food.nutrients.first { $0.nutrient == column.nutrient && $0.givenUnit == column.unit }?
                            .givenValue)
                }
                let cells =
                    [
                        day.date.description, food.meal.rawValue,
                    ] + (clockSlots ? [food.mealSource == .clock ? "clock" : ""] : [])
                    + [
                        quoted(food.name), number(food.kcal), number(food.proteinG), number(food.carbsG),
                        number(food.fatG), number(food.alcoholG),
                    ] + nutrients
                lines.append(cells.joined(separator: ","))
            }
        }
        return ExportTable(text: lines.map { $0 + "\n" }.joined(), rows: rows)
    }

    /// A number in full (the shortest text that reads back to it), or empty when unknown.
    static func number(_ value: Double?) -> String { value.map(JSONWriter.format) ?? "" }

    /// A CSV field, quoted when it holds a comma, a quote, a line break or edge spaces.
    ///
    /// Judged and written by Unicode scalars, as the reader (`CSVRows`) splits bytes: by characters,
    /// a comma or quote followed by a combining mark (one character, ",\u{301}") was not seen, so
    /// the field was written bare and read back as two.
    static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let special = scalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
        let edges: [Unicode.Scalar?] = [scalars.first, scalars.last]
        guard special || edges.contains(" ") || edges.contains("\t") else { return text }
        var field = String.UnicodeScalarView()
        field.append("\"")
        for scalar in scalars {
            if scalar == "\"" { field.append("\"") }
            field.append(scalar)
        }
        field.append("\"")
        return String(field)
    }
}
