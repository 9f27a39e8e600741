/// The export formats `import` reads.
public enum ImportFormat: String, Sendable, CaseIterable {
    /// Apple Health CSV as written by common export apps: a `sep=,` line, a header with `type`,
    /// `startDate`, `unit`, `value` (and `HKFoodType` for food), UTC timestamps, one row per reading
    /// or food item, the same reading often written by several sources.
    case appleHealthCSV = "apple-health-csv"
    /// `date,intakeKcal,weightKg[,proteinG,...]` with a header naming the columns (and their units).
    case csv
    /// Whitespace-separated `yyyy-mm-dd weight kcal` lines (as TDEETracker's `real_data.conf`).
    case dailyText = "daily-text"
    /// A food diary: one row per food with its date, meal, name and nutrient columns whose headers
    /// carry their unit (`FoodLogCSVImport`); the days get their foods, the intake is their sum.
    case foodLogCSV = "food-log-csv"

    /// Whether the format's times are instants that need a time zone to become local days.
    public var needsTimeZone: Bool { self == .appleHealthCSV }
}

/// One file to import: its name (for messages) and its bytes.
public struct ImportFile: Sendable {
    /// The name used in messages.
    public var name: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// A file named `name` with `bytes`.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// A row (or header) that was not used, with where it is and why.
public struct ImportProblem: Sendable, Equatable {
    /// Stable codes for what went wrong.
    public enum Code: String, Sendable, CaseIterable {
        /// The row could not be split into the expected fields.
        case unparseableRow
        /// A value or date could not be read.
        case invalidValue
        /// A unit the engine does not convert (it converts kg, lb, kcal, kJ and g of protein).
        case unknownUnit
        /// A column the format does not know; its values are not imported.
        case unknownColumn
        /// A required column is missing; the file cannot be imported.
        case missingColumn
        /// A record type the engine does not use (counted, not imported).
        case unsupportedType
        /// The same date appears again with different values; the first row is kept.
        case conflictingDuplicate
        /// A goal-weight line: not day data, so not part of `days`.
        case goalWeightNotImported
        /// A dietary-protein row with no dietary-energy row of the same food (same `startDate` and
        /// `HKFoodType`) on a day whose foods carry protein: the day's protein is its foods', so the
        /// row has nowhere to go and is rejected, never added silently.
        case proteinWithoutFood
        /// Two rows share an external identifier but differ in value; both are kept (warning only).
        case sameIdentifierDifferentValue
        /// A value or date the engine's reader would refuse (e.g. a weight of 99,999 kg, a year
        /// after 9999, or a date more than ten years from the rest); the row is not imported.
        case outOfRange
    }

    /// The file name.
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// What went wrong.
    public var code: Code
    /// Plain explanation.
    public var message: String

    /// `file:line: code: message`.
    public var text: String { "\(file):\(line): \(code.rawValue): \(message)" }
}

/// What an import produced: the days, counts of what happened to every row, and every problem.
public struct ImportResult: Sendable, Equatable {
    /// One entry per local date, in date order.
    public var days: [LoggedDay]
    /// Data rows read (headers, `sep=` lines, blank lines and `#` comments are not rows).
    public var rowsRead: Int
    /// Rows whose values went into `days`.
    public var rowsUsed: Int
    /// Rows that exactly repeated another row (counted once).
    public var duplicates: Int
    /// Rows rejected (unreadable, unknown unit, conflicting duplicate), each listed in `problems`.
    public var rejected: Int
    /// Rows recognised but not day data for this engine (goal weight, other record types), each listed in `problems`.
    public var notImported: Int
    /// Every rejected or not-imported row and every warning, in file and line order.
    public var problems: [ImportProblem]
    /// Days that had several distinct weigh-ins (the first of the day was used).
    var daysWithSeveralWeighIns: Int
    /// Foods whose meal slot the import assigned from their local clock time (`mealSource: clock`).
    public var foodsSlottedByClock = 0
    /// The windows those slots came from (nil when no food was slotted by the clock).
    public var mealWindows: MealClockWindows?

    /// `read = used + duplicates + rejected + notImported`, the bookkeeping that shows nothing was dropped silently.
    public var balances: Bool { rowsRead == rowsUsed + duplicates + rejected + notImported }
}
