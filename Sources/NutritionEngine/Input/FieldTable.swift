/// One member of an input object as every reader of it sees it: its key, JSON type, bounds and unit.
///
/// Why: the tree reader (`FieldReader`), the byte-level fast paths (`DayBytesDecoder.swift`,
/// `PlanHistoryBytesDecoder.swift`) and the JSON Schema test used to state each member's name and
/// bounds separately, so one of them could drift without any test failing (issue 14). Each object's
/// members are now listed once, in a table of these (`DayFields`, `PlanEventFields`), and every
/// reader takes key, bounds and unit from it.
public struct FieldSpec: Sendable, Equatable {
    /// The JSON shape a member must have (and, for numbers, the closed range it must lie in).
    public enum Shape: Sendable, Equatable {
        /// A `YYYY-MM-DD` calendar-date string.
        case date
        /// Any string.
        case string
        /// A finite number within the range, stated with the field's unit.
        case number(ClosedRange<Double>)
        /// A whole number within the range.
        case integer(ClosedRange<Int>)
        /// One of the listed strings.
        case choice([String])
        /// An array of strings, each non-empty when `nonEmpty`.
        case strings(nonEmpty: Bool)
        /// An object or array whose members another table or reader describes.
        case nested
    }

    /// The member's name.
    public let key: String
    /// Its shape.
    public let shape: Shape
    /// The unit of a number (e.g. `kcal`, `g`), empty when it has none.
    public let unit: String

    /// A member `key` of shape `shape`, numbers stated in `unit`.
    public init(_ key: String, _ shape: Shape, unit: String = "") {
        self.key = key
        self.shape = shape
        self.unit = unit
    }

    /// The strings a `choice` member accepts (empty for any other shape).
    public var choices: [String] {
        if case .choice(let choices) = shape { return choices }
        return []
    }

    /// A member that is one of an enumeration's raw values.
    public static func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ type: Choice.Type) -> FieldSpec
    where Choice.RawValue == String {
        FieldSpec(key, .choice(type.allCases.map(\.rawValue)))
    }
}

/// A numeric member: key, closed range and unit (a typed `FieldSpec`, so readers need no unwrapping).
public struct NumberField: Sendable, Equatable {
    /// The member's name.
    public let key: String
    /// The values accepted, in `unit`.
    public let bounds: ClosedRange<Double>
    /// The unit the bounds are stated in (empty: none).
    public let unit: String

    /// A number member `key` within `bounds`, in `unit`.
    public init(_ key: String, _ bounds: ClosedRange<Double>, unit: String) {
        self.key = key
        self.bounds = bounds
        self.unit = unit
    }

    /// The member as a table row.
    var spec: FieldSpec { FieldSpec(key, .number(bounds), unit: unit) }
}

/// A whole-number member: key and closed range.
public struct IntegerField: Sendable, Equatable {
    /// The member's name.
    public let key: String
    /// The values accepted.
    public let bounds: ClosedRange<Int>

    /// A whole-number member `key` within `bounds`.
    public init(_ key: String, _ bounds: ClosedRange<Int>) {
        self.key = key
        self.bounds = bounds
    }

    /// The member as a table row.
    var spec: FieldSpec { FieldSpec(key, .integer(bounds)) }
}

extension FieldReader {
    /// The number at `field.key`, checked against the field's bounds and stated in its unit.
    public mutating func number(_ field: NumberField, required: Bool = false) -> Double? {
        number(field.key, required: required, in: field.bounds, unit: field.unit)
    }

    /// The whole number at `field.key`, within the field's bounds.
    public mutating func integer(_ field: IntegerField, required: Bool = false) -> Int? {
        integer(field.key, required: required, in: field.bounds)
    }
}
