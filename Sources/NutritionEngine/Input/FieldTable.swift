/// One member of an input object as every reader of it sees it: its key, JSON shape, bounds, unit,
/// whether it is always required, and how a refusal of it is worded.
///
/// Why: the tree reader, the byte-level fast path and the JSON Schema test used to state each
/// member's name and bounds separately (issue 14), and after that each reader still listed the
/// members by hand and wrote the rules beyond names and bounds (whole numbers, non-empty strings,
/// dates) twice (issue 19). A row now drives both interpreters (`FieldReader.readFields`, the tree
/// one; `JSONByteCursor.decodeObjects`, the byte one): adding a member is one row.
package struct FieldSpec: Sendable, Equatable {
    /// The JSON shape a member must have (and, for numbers, the closed range it must lie in).
    package enum Shape: Sendable, Equatable {
        /// A `YYYY-MM-DD` calendar-date string.
        case date
        /// An ISO 8601 time with an offset (`Timestamp`).
        case instant
        /// Any string.
        case string
        /// A finite number within the range, stated with the field's unit.
        case number(ClosedRange<Double>)
        /// A whole number within the range.
        case integer(ClosedRange<Int>)
        /// One of the listed strings, a refusal listing them as `listing` says.
        case choice([String], listing: ChoiceListing = .oneOf)
        /// An array of strings, each non-empty when `nonEmpty`; a refused element is worded by `refusal`.
        case strings(nonEmpty: Bool, refusal: ElementRefusal)
        /// Any JSON value, kept as given; another reader checks it (a plan's stored goal).
        case value
        /// An object read by another table.
        case object(NestedFields)
        /// An array of objects, each read by another table (a day's foods); the object's own `build`
        /// makes the engine's values of them.
        case objects(NestedFields)
        /// An array whose entries the object's own rules read (`FieldObject.readEntry`); the byte
        /// reader hands an object holding one to the tree reader.
        case entries
    }

    /// How a refused choice lists the accepted strings.
    package enum ChoiceListing: Sendable, Equatable {
        /// `key must be one of "a", "b", found "x"`.
        case oneOf
        /// `key must be "a" or "b", found "x"`.
        case alternatives
    }

    /// The sentence for an element of a `strings` member that is not a (non-empty) string.
    package struct ElementRefusal: Sendable, Equatable {
        /// What an element must be, e.g. "reason codes are strings".
        let sentence: String
        /// Whether ", found <its type>" follows the sentence.
        let statesFound: Bool

        /// `sentence`, followed by ", found <type>" when `statingFound`.
        package static func saying(_ sentence: String, statingFound: Bool) -> ElementRefusal {
            ElementRefusal(sentence: sentence, statesFound: statingFound)
        }

        /// The message for a refused `element`.
        func message(for element: JSONValue) -> String {
            statesFound ? "\(sentence), found \(element.typeDescription)" : sentence
        }
    }

    /// The member's name.
    package let key: String
    /// Its shape.
    package let shape: Shape
    /// The unit of a number (e.g. `kcal`, `g`), empty when it has none.
    package let unit: String
    /// Whether every object must give it (more may be required by the object's rules, `FieldObject.uses`).
    package let required: Bool

    /// A member `key` of shape `shape`, numbers stated in `unit`, always required when `required`.
    package init(_ key: String, _ shape: Shape, unit: String = "", required: Bool = false) {
        self.key = key
        self.shape = shape
        self.unit = unit
        self.required = required
    }

    /// A member that is one of an enumeration's raw values (listed in `allCases` order).
    package static func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: String, _ type: Choice.Type, required: Bool = false
    ) -> FieldSpec where Choice.RawValue == String {
        FieldSpec(key, .choice(type.allCases.map(\.rawValue)), required: required)
    }

    /// A member that is an object of `table`'s members.
    static func object<Table: FieldObject>(_ key: String, _ table: Table.Type, required: Bool = false) -> FieldSpec {
        FieldSpec(key, .object(NestedFields(table)), required: required)
    }

    /// A member that is an array of objects of `table`'s members.
    static func objects<Table: FieldObject>(_ key: String, _ table: Table.Type) -> FieldSpec {
        FieldSpec(key, .objects(NestedFields(table)))
    }

    /// The strings a `choice` member accepts (empty for any other shape).
    package var choices: [String] {
        if case .choice(let choices, _) = shape { return choices }
        return []
    }

    /// The range of a `number` member (a table's constant: asking another shape is a programming error).
    package var numberBounds: ClosedRange<Double> {
        guard case .number(let bounds) = shape else { preconditionFailure("\(key) is not a number member") }
        return bounds
    }

    /// The range of an `integer` member (a table's constant: asking another shape is a programming error).
    package var integerBounds: ClosedRange<Int> {
        guard case .integer(let bounds) = shape else { preconditionFailure("\(key) is not a whole-number member") }
        return bounds
    }
}

/// The rows of another table, for a member that is an object (`FieldSpec.Shape.object`).
///
/// Holds the nested table's tree readers as closures made where its type is known, so that the tree
/// interpreter reaches the nested table's specialised code (not generic code through an
/// existential); the byte interpreter reaches it through `bytes`, the table's type itself.
package struct NestedFields: Sendable, Equatable {
    /// The nested object's members.
    package let rows: [FieldSpec]
    /// How deep the nested object's own arrays and objects go (1: an object of plain members).
    let nesting: Int
    private let table: ObjectIdentifier
    /// The nested table, for the byte reader (`ByteShape.object`): a type, so that reaching it per
    /// member retains nothing (the closures it replaced cost a retain and a release of each of their
    /// contexts, and an outlined copy of this struct, per nested object: ~200 instructions a food).
    let bytes: any NestedByteDecoding.Type
    /// Reads the nested object's members from the tree (`FieldReader.readFields`).
    let readTree: @Sendable (inout FieldReader) -> FieldValue
    /// Reads one element of an array of nested objects (`FieldSpec.Shape.objects`) from the tree,
    /// appending its problems; nil when it is not an object.
    let readTreeElement: @Sendable (JSONValue, JSONPointer, inout [ValidationIssue]) -> FieldStorage?

    init<Table: FieldObject>(_: Table.Type) {
        rows = Table.all
        nesting = Table.table.nesting
        table = ObjectIdentifier(Table.self)
        bytes = Table.self
        readTree = { reader in .object(reader.readFields(Table.self).storage) }
        readTreeElement = { element, path, issues in
            guard var reader = FieldReader.object(element, at: path, issues: &issues) else { return nil }
            let values = reader.readFields(Table.self)
            issues.append(contentsOf: reader.finish())
            return values.storage
        }
    }

    /// The same nested table.
    package static func == (lhs: NestedFields, rhs: NestedFields) -> Bool { lhs.table == rhs.table }
}

/// A table whose objects the byte reader decodes nested in another's (every `FieldObject`; the
/// implementations are `JSONByteCursor`'s, specialised for the table).
protocol NestedByteDecoding: Sendable {
    /// Decodes the nested object at the cursor into the storage given (kept from the previous
    /// element of the array, or `FieldStorage.empty`); false when it is not plain and valid.
    static func decodeNestedObject(_ cursor: inout JSONByteCursor, into storage: inout FieldStorage) -> Bool
    /// Decodes an array of nested objects into the storages given (kept from the previous array, so
    /// that their room is reused); false when any element is not plain and valid.
    static func decodeNestedObjects(_ cursor: inout JSONByteCursor, into storages: inout [FieldStorage]) -> Bool
}

/// The members of one input object: an enumeration whose cases, in reading order, are the rows of
/// the object's field table, each defined once by `definition`.
///
/// A new member is a new case and its `definition` (the compiler asks for it); the readers, the
/// schema test and the byte decoder take it from there.
package protocol FieldRow: RawRepresentable, CaseIterable, Sendable, Hashable
where RawValue == Int, AllCases == [Self] {
    /// The member's definition (evaluated once per row, into `table`).
    var definition: FieldSpec { get }
    /// The rows, built once: `static let table = FieldTable<Self>()`.
    static var table: FieldTable<Self> { get }
}

extension FieldRow {
    /// Every member, in the order the readers read them and the schema lists them.
    package static var all: [FieldSpec] { table.rows }
    /// The member's row.
    package var spec: FieldSpec { Self.table.rows[rawValue] }
    /// The member's name.
    package var key: String { spec.key }
    /// The unit of a number member (empty: none).
    package var unit: String { spec.unit }
}

/// An object's rows, built once from its `FieldRow` cases, with what the byte reader needs beside them.
package struct FieldTable<Row: FieldRow>: Sendable {
    /// The rows, in case order.
    package let rows: [FieldSpec]
    /// Every row.
    let every: FieldSet<Row>
    /// The rows every object must give.
    let required: FieldSet<Row>
    /// The member names as UTF-8, for the byte reader.
    let names: MemberNames
    /// Every `choice` member's strings as UTF-8, row after row (one buffer for the table).
    let choiceNames: MemberNames
    /// Where each row's choices start among `choiceNames`, and where the last row's end.
    let firstChoice: [Int]
    /// Per row, its shape as the byte reader decodes it.
    let decoding: [ByteShape]
    /// The first `date` row (-1: none); the byte reader keeps the month of its dates apart from
    /// those of other date rows (`MemberOrder.otherDates`).
    let firstDate: Int
    /// How deep the object's arrays and objects go, itself included (the byte reader checks the
    /// parser's nesting limit once for the whole array).
    let nesting: Int

    /// The table of `Row`'s cases.
    package init() {
        let cases = Row.allCases
        precondition(cases.count <= FieldSet<Row>.capacity, "at most \(FieldSet<Row>.capacity) members per table")
        precondition(
            cases.enumerated().allSatisfy { $0.offset == $0.element.rawValue }, "rows are numbered 0, 1, 2 ...")
        rows = cases.map(\.definition)
        every = FieldSet(cases)
        required = FieldSet(cases.filter { $0.definition.required })
        names = MemberNames(rows.map(\.key))
        choiceNames = MemberNames(rows.flatMap(\.choices))
        firstChoice = rows.reduce(into: [0]) { starts, row in
            starts.append(starts[starts.count - 1] + row.choices.count)
        }
        decoding = rows.map(ByteShape.init)
        firstDate = rows.firstIndex { $0.shape == .date } ?? -1
        nesting =
            1
            + rows.map { row -> Int in
                switch row.shape {
                case .strings, .entries: 1
                case .object(let nested): nested.nesting
                case .objects(let nested): 1 + nested.nesting
                case .date, .instant, .string, .number, .integer, .choice, .value: 0
                }
            }.reduce(0, max)
    }

    /// The row named `key`, if any.
    func row(_ key: String) -> Row? { rows.firstIndex { $0.key == key }.flatMap(Row.init(rawValue:)) }
}

/// A set of one table's rows, as bits (at most 64 rows).
struct FieldSet<Row: FieldRow>: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The most rows a table may have.
    static var capacity: Int { 64 }
    /// Bit `rawValue` of each row in the set.
    private(set) var bits: UInt64

    init(bits: UInt64) { self.bits = bits }
    init(_ rows: some Sequence<Row>) { bits = rows.reduce(0) { $0 | 1 << UInt64($1.rawValue) } }
    init(arrayLiteral rows: Row...) { self.init(rows) }
    /// The set of one row (no array to build, unlike a literal: this runs for every object read).
    @inline(__always) init(_ row: Row) { bits = 1 << UInt64(row.rawValue) }

    /// No row.
    static var none: FieldSet { FieldSet(bits: 0) }

    /// Every row of the table.
    static var all: FieldSet { Row.table.every }

    func contains(_ row: Row) -> Bool { bits & 1 << UInt64(row.rawValue) != 0 }
    func isSubset(of other: FieldSet) -> Bool { bits & ~other.bits == 0 }
    var isEmpty: Bool { bits == 0 }
    func union(_ other: FieldSet) -> FieldSet { FieldSet(bits: bits | other.bits) }
    func intersection(_ other: FieldSet) -> FieldSet { FieldSet(bits: bits & other.bits) }
    func subtracting(_ other: FieldSet) -> FieldSet { FieldSet(bits: bits & ~other.bits) }
    mutating func insert(_ row: Row) { bits |= 1 << UInt64(row.rawValue) }
    mutating func formUnion(_ other: FieldSet) { bits |= other.bits }
    mutating func subtract(_ other: FieldSet) { bits &= ~other.bits }
}
