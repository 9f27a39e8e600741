/// Reads Apple Health CSV exports: body mass, dietary energy and dietary protein rows become
/// timestamped records, placed on local days by `RecordPlacement` (which also counts the same
/// reading written by several sources once). Each dietary-energy row is a food of its day
/// (`foods(of:records:clock:windows:)`), named by its `HKFoodType`, its slot from the clock.
enum AppleHealthImport {
    static let bodyMass = "HKQuantityTypeIdentifierBodyMass"
    static let dietaryEnergy = "HKQuantityTypeIdentifierDietaryEnergyConsumed"
    static let dietaryProtein = "HKQuantityTypeIdentifierDietaryProtein"

    struct Parsed {
        var records: [DayRecord] = []
        var recordLines: [Int] = []
        var rowsRead = 0
        var rejected = 0
        var notImported = 0
        var problems: [ImportProblem] = []
    }

    static func parse(_ file: ImportFile, into parsed: inout Parsed) {
        let table = CSVRows(file.bytes)
        guard let header = table.rows.first else { return }
        func problem(_ line: Int, _ code: ImportProblem.Code, _ message: String) {
            parsed.problems.append(ImportProblem(file: file.name, line: line, code: code, message: message))
        }
        let columns = Dictionary(
            header.fields.enumerated().map { ($1.trimmingSpaces, $0) }, uniquingKeysWith: { first, _ in first })
        let missing = ["type", "startDate", "unit", "value"].filter { columns[$0] == nil }
        guard missing.isEmpty, let typeColumn = columns["type"], let startColumn = columns["startDate"],
            let unitColumn = columns["unit"], let valueColumn = columns["value"]
        else {
            problem(
                header.line, .missingColumn,
                "the header lacks \(missing.joined(separator: ", ")); is this an Apple Health CSV export?")
            parsed.rowsRead += table.rows.count - 1
            parsed.rejected += table.rows.count - 1
            return
        }
        let foodColumn = columns["HKFoodType"]
        let sourceColumn = columns["sourceName"]
        let identifierColumn = columns["HKExternalUUID"]
        var valuesByIdentifier: [String: (line: Int, value: String)] = [:]
        for row in table.rows.dropFirst() {
            parsed.rowsRead += 1
            func field(_ index: Int) -> String { index < row.fields.count ? row.fields[index] : "" }
            guard row.fields.count > max(typeColumn, startColumn, unitColumn, valueColumn) else {
                parsed.rejected += 1
                problem(row.line, .unparseableRow, "expected \(header.fields.count) fields, found \(row.fields.count)")
                continue
            }
            let type = field(typeColumn)
            let kind: DayRecord.Kind
            switch type {
            case bodyMass: kind = .weight
            case dietaryEnergy, dietaryProtein: kind = .intake
            default:
                parsed.notImported += 1
                problem(
                    row.line, .unsupportedType,
                    "\(type.isEmpty ? "an empty type" : type) is not body mass, dietary energy or dietary protein")
                continue
            }
            guard let at = Timestamp(field(startColumn)) else {
                parsed.rejected += 1
                problem(row.line, .invalidValue, "startDate \"\(field(startColumn))\" is not a time with an offset")
                continue
            }
            guard let value = ImportNumbers.value(field(valueColumn)) else {
                parsed.rejected += 1
                problem(row.line, .invalidValue, "value \"\(field(valueColumn))\" is not a non-negative number")
                continue
            }
            let unit = field(unitColumn).trimmingSpaces
            var record = DayRecord(
                kind: kind, at: at, label: foodColumn.map(field),
                source: sourceColumn.map(field).flatMap { $0.trimmingSpaces.isEmpty ? nil : $0 },
                sourcePath: JSONPointer(tokens: [file.name, String(row.line)]))
            switch type {
            case bodyMass: record.weightKg = ImportNumbers.kilograms(value, unit: unit)
            case dietaryEnergy: record.kcal = ImportNumbers.kilocalories(value, unit: unit)
            default: record.proteinG = unit == "g" ? value : nil
            }
            guard record.weightKg != nil || record.kcal != nil || record.proteinG != nil else {
                parsed.rejected += 1
                let known = type == bodyMass ? "kg or lb" : type == dietaryEnergy ? "kcal or kJ" : "g"
                problem(row.line, .unknownUnit, "unit \"\(unit)\" is not \(known)")
                continue
            }
            if let identifierColumn, !field(identifierColumn).isEmpty {
                let identifier = field(identifierColumn)
                if let earlier = valuesByIdentifier[identifier], earlier.value != field(valueColumn) {
                    problem(
                        row.line, .sameIdentifierDifferentValue,
                        "HKExternalUUID \(identifier) is also on line \(earlier.line) with value \(earlier.value), "
                            + "here \(field(valueColumn)); both rows are kept (an edited entry may be counted twice)"
                    )
                } else if valuesByIdentifier[identifier] == nil {
                    valuesByIdentifier[identifier] = (row.line, field(valueColumn))
                }
            }
            parsed.records.append(record)
            parsed.recordLines.append(row.line)
        }
    }

    /// The name of a food whose row has no `HKFoodType`.
    static let unnamedFood = "Food (no name in the export)"

    /// `day` with its dietary-energy records as foods, and the protein records it could not use.
    ///
    /// Each energy record is one food: its `HKFoodType` as the name (`unnamedFood` without one), its
    /// `sourceName` as the source, its time, its kcal, and the slot of its local clock time under
    /// `windows`, marked `mealSource: clock`. The day's intake is then the foods' sum, the same
    /// numbers added in the same order as before. Apple Health writes a food's nutrients as separate
    /// samples with the food's start time and `HKFoodType`, so a protein record with the same
    /// instant and name is that food's protein (the first such food still without protein). Protein
    /// records matching no food stay the day's own protein, as before, when no food carries protein;
    /// when some food does, the day's protein is the foods' and they are returned to be rejected.
    static func foods(
        of day: LoggedDay, records: [DayRecord], clock: LocalDayClock, windows: MealClockWindows
    ) -> (day: LoggedDay, unmatchedProtein: [DayRecord]) {
        let intakes = records.filter { $0.kind == .intake }
        var foods: [FoodEvent] = []
        for record in intakes {
            guard let kcal = record.kcal else { continue }
            let name = record.label.flatMap { $0.trimmingSpaces.isEmpty ? nil : $0 } ?? unnamedFood
            foods.append(
                FoodEvent(
                    meal: windows.slot(secondsIntoDay: clock.wallClock(of: record.at).secondsIntoDay),
                    mealSource: .clock, name: name, at: record.at, kcal: kcal, source: record.source,
                    sourcePath: record.sourcePath))
        }
        guard !foods.isEmpty else { return (day, []) }
        var unmatched: [DayRecord] = []
        for record in intakes {
            guard let protein = record.proteinG else { continue }
            let name = record.label.flatMap { $0.trimmingSpaces.isEmpty ? nil : $0 } ?? unnamedFood
            if let index = foods.indices.first(where: {
                foods[$0].at == record.at && foods[$0].name == name && foods[$0].proteinG == nil
            }) {
                foods[index].proteinG = protein
            } else {
                unmatched.append(record)
            }
        }
        var result = day
        result.intakeKcal = nil
        result.proteinG = nil
        let foodsCarryProtein = foods.contains { $0.proteinG != nil }
        if !foodsCarryProtein, !unmatched.isEmpty { result.proteinG = unmatched.compactMap(\.proteinG).reduce(0, +) }
        result.logFoods(foods)
        return (result, foodsCarryProtein ? unmatched : [])
    }
}
