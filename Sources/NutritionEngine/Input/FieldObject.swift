/// An input object read through its field table: the rules across its members, and how the values
/// read become the engine's value. Both interpreters apply the same rules: the tree reader
/// (`FieldReader.readFields`) before and after each row, reporting every problem; the byte reader
/// (`JSONByteCursor.decodeObjects`) once the object is scanned, handing it to the tree reader on any
/// problem.
///
/// So that both ask the same question, `uses` may decide a row's use only from the values of rows
/// before it (and from which members are given at all), and `check(after:)` may look only at `row`
/// and rows before it: the tree reader asks before and after each row, the byte reader when every
/// value is in.
protocol FieldObject: FieldRow, NestedByteDecoding {
    /// The engine's value built from one object.
    associatedtype Object
    /// Which rows are read and which must be given, from the values read so far (default: every row
    /// read, the rows marked `required` required).
    static func uses(_ values: FieldValues<Self>) -> FieldUses<Self>
    /// The rows after which `check` runs (default: none).
    static var checkedRows: FieldSet<Self> { get }
    /// Problems across members that involve `row` and rows before it, each reported at a member.
    static func check(
        after row: Self, _ values: FieldValues<Self>, report: (ValidationIssue.Code, Self, String) -> Void)
    /// Reads one entry of an `entries` member (tree only), appending its problems to `issues`.
    static func readEntry(of row: Self, _ entry: JSONValue, at path: JSONPointer, issues: inout [ValidationIssue])
    /// The engine's value, or nil when a member it cannot do without is missing or was refused.
    static func build(_ values: FieldValues<Self>, at path: @autoclosure () -> JSONPointer) -> Object?
    /// As `build`, appending the value to `objects` (the byte reader's array) and saying whether it
    /// did. The default appends `build`'s value; a table whose value is large builds it in the
    /// array's room instead, so that it is not made in a temporary, copied in and destroyed.
    static func build(
        _ values: FieldValues<Self>, at path: @autoclosure () -> JSONPointer, appendingTo objects: inout [Object]
    ) -> Bool
    /// How many objects an array of them usually holds (the byte reader reserves room for them).
    static var usualCount: Int { get }
    /// Whether `uses` and `check` read nothing but which rows are given and which have a value (in
    /// the byte reader, the same rows), never a value itself: the byte reader then asks them once
    /// per set of rows given, not once per object (`accepts(_:memo:)`). Default false.
    static var rulesReadOnlyPresence: Bool { get }
}

extension FieldObject {
    static func uses(_ values: FieldValues<Self>) -> FieldUses<Self> { .standard }
    static var checkedRows: FieldSet<Self> { .none }
    static func check(
        after row: Self, _ values: FieldValues<Self>, report: (ValidationIssue.Code, Self, String) -> Void
    ) {}
    static func readEntry(of row: Self, _ entry: JSONValue, at path: JSONPointer, issues: inout [ValidationIssue]) {}
    static var usualCount: Int { 16 }
    static var rulesReadOnlyPresence: Bool { false }

    @inline(__always) static func build(
        _ values: FieldValues<Self>, at path: @autoclosure () -> JSONPointer, appendingTo objects: inout [Object]
    ) -> Bool {
        guard let object = build(values, at: path()) else { return false }
        objects.append(object)
        return true
    }
}

/// What an object's rules make of its rows: which are read, which must be given, and which are left
/// unread but still known (not reported as unknown members). A row in none of them is not a member
/// of this object: given, it is an unknown member.
struct FieldUses<Row: FieldRow>: Sendable, Equatable {
    /// The rows read, in table order.
    private(set) var read: FieldSet<Row>
    /// The rows that must be given (missing: `missingField`).
    private(set) var required: FieldSet<Row>
    /// The rows not read whose keys are still known.
    private(set) var ignored: FieldSet<Row>

    /// Every row read; the rows marked `required` required.
    static var standard: FieldUses { FieldUses(read: .all, required: Row.table.required, ignored: .none) }

    /// The rows read and the rows ignored.
    var known: FieldSet<Row> { read.union(ignored) }

    /// `rows` are read and must be given.
    mutating func require(_ rows: FieldSet<Row>) {
        read.formUnion(rows)
        required.formUnion(rows)
        ignored.subtract(rows)
    }

    /// `rows` are not read, and given they are unknown members.
    mutating func exclude(_ rows: FieldSet<Row>) {
        read.subtract(rows)
        required.subtract(rows)
        ignored.subtract(rows)
    }

    /// `rows` are not read, but given they are known (another rule reports on them).
    mutating func ignore(_ rows: FieldSet<Row>) {
        exclude(rows)
        ignored.formUnion(rows)
    }

    /// Only `rows` are read (others given are unknown members), those in `required` required.
    mutating func restrict(to rows: FieldSet<Row>, required: FieldSet<Row>) {
        read = rows
        self.required = required.intersection(rows)
        ignored = .none
    }
}

/// One member's value as the tree reader reads it and the tests compare it (the byte reader writes
/// the same values straight into `FieldValues`).
enum FieldValue: Sendable, Equatable {
    case date(CalendarDate)
    case instant(Timestamp)
    case string(String)
    case number(Double)
    case integer(Int)
    /// The index of the string among the row's choices.
    case choice(Int)
    case strings([String])
    case value(JSONValue)
    case object(FieldStorage)
    /// The values of each object of an array read by another table.
    case objects([FieldStorage])
}

/// The values of one object's rows, untyped (the payload of a nested object's `FieldValue`).
///
/// One slot per row, in one array: a value without references (a number, a whole number, a date,
/// an instant, a choice) is the slot's word; a string, a list of strings, a JSON value or nested
/// objects have fields of their own in it. One array, not one per kind of value, so that copying or
/// destroying a storage (a nested object read back by `build`, moved in and out of its array) is
/// one retain or release, not six (six arrays, most of them empty, cost ~1,000 instructions per
/// food, callgrind). The byte reader keeps one storage for every element of an array and only
/// clears its bits between them: a `FieldValue` per member to copy, destroy and check for
/// uniqueness, and a new storage per nested object, cost ~4 % of `rescore`'s instructions (callgrind).
struct FieldStorage: Sendable, Equatable {
    /// One row's room: every kind of value a row may hold (only its shape's is ever used).
    fileprivate struct Slot: Sendable {
        /// A value without references as a word: a number's or an instant's bits, a whole number, a
        /// date's day number, a choice's index.
        var word: UInt64 = 0
        var string = ""
        var list: [String] = []
        /// A JSON value kept as given.
        var value = JSONValue.null
        /// A nested object's values.
        var object = FieldStorage.empty
        /// The values of each object of an array of nested objects.
        var array: [FieldStorage] = []
    }

    /// Bit `rawValue` of each row given in the object with a non-null value (read or refused).
    fileprivate var given: UInt64 = 0
    /// Bit `rawValue` of each row read and accepted: the rows with a value. Values of other rows
    /// are leftovers of an earlier object and never read.
    fileprivate var accepted: UInt64 = 0
    /// Per row, its room (none: `empty`).
    fileprivate var slots: [Slot]
    /// The order in which the byte reader last found this storage's members (and its choices): a
    /// nested object's storage is kept from one element of an array to the next, and so is what
    /// the reader guesses from it. Without it every nested object was read with no guess, each name
    /// looked for among all of its table's (a food's `sodium` after eight other nutrients, ~500
    /// instructions a food). Not a value: `==` ignores it.
    var order = MemberOrder()

    /// Room for `rows` rows.
    init(rows: Int) {
        slots = rows == 0 ? [] : Array(repeating: Slot(), count: rows)
    }

    /// No room at all (a placeholder that allocates nothing).
    static var empty: FieldStorage { FieldStorage(rows: 0) }

    /// Whether there is room for rows (not `empty`).
    var hasRoom: Bool { !slots.isEmpty }

    // The byte reader's writes, by row number (`FieldValues`' setters are these, typed).

    /// The rows given, as bits.
    @inline(__always) var givenBits: UInt64 { given }

    /// Marks row `index` given; false when it already was (a member given twice).
    @inline(__always) mutating func give(_ index: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(index)
        guard given & bit == 0 else { return false }
        given |= bit
        return true
    }

    /// No value and no row given (the room, and the leftovers in it, are kept for the next object).
    @inline(__always) mutating func removeAll() {
        given = 0
        accepted = 0
    }

    /// The values of the rows whose bits are set gone (the rows still given).
    @inline(__always) mutating func removeValues(_ bits: UInt64) { accepted &= ~bits }

    /// Stores a value without references as row `index`'s word.
    @inline(__always) mutating func setWord(_ index: Int, _ word: UInt64) {
        slots[index].word = word
        accepted |= 1 << UInt64(index)
    }

    /// Stores a string.
    @inline(__always) mutating func setString(_ index: Int, _ string: String) {
        slots[index].string = string
        accepted |= 1 << UInt64(index)
    }

    /// Stores the string whose UTF-8 is `text`. When the room holds the same string from the previous
    /// object (the algorithm version of every event in a history), it is kept rather than made again:
    /// one allocation and copy fewer per object, the same value.
    @inline(__always) mutating func setString(_ index: Int, utf8 text: UnsafeBufferPointer<UInt8>) {
        if !JSONByteCursor.isString(slots[index].string, utf8: text) {
            slots[index].string = String(decoding: text, as: UTF8.self)
        }
        accepted |= 1 << UInt64(index)
    }

    /// Stores a list of strings.
    @inline(__always) mutating func setStrings(_ index: Int, _ strings: [String]) {
        slots[index].list = strings
        accepted |= 1 << UInt64(index)
    }

    /// Stores a JSON value.
    @inline(__always) mutating func setValue(_ index: Int, _ value: JSONValue) {
        slots[index].value = value
        accepted |= 1 << UInt64(index)
    }

    /// The list of strings left in row `index`'s room by an earlier object (read or not; empty when
    /// none), which the byte reader keeps when the next object gives the same strings.
    @inline(__always) func strings(leftIn index: Int) -> [String] { slots.isEmpty ? [] : slots[index].list }

    /// Decodes row `index`'s nested object into its storage (kept from the previous element, so that
    /// its room is reused) with `decode`; the row has a value when `decode` succeeds.
    @inline(__always) mutating func decodeObject(_ index: Int, _ decode: (inout FieldStorage) -> Bool) -> Bool {
        guard decode(&slots[index].object) else { return false }
        accepted |= 1 << UInt64(index)
        return true
    }

    /// Decodes row `index`'s array of nested objects into its storages (kept from the previous
    /// object, so that their room is reused) with `decode`; the row has a value when `decode` succeeds.
    @inline(__always) mutating func decodeObjects(_ index: Int, _ decode: (inout [FieldStorage]) -> Bool) -> Bool {
        guard decode(&slots[index].array) else { return false }
        accepted |= 1 << UInt64(index)
        return true
    }

    /// Runs `body` with the room of the storage's `rows` rows reached through one pointer
    /// (`FieldRoom`), its bits written back after: the byte reader's writes of one object, checked
    /// for uniqueness once, not once per member (a call to `swift_isUniquelyReferenced` per member
    /// value, ~15 instructions, callgrind). `rows` is the table's row count, the room's.
    @inline(__always) mutating func withRoom<Result>(
        rows: Int, _ body: (inout FieldRoom) -> Result
    ) -> Result {
        precondition(slots.count == rows, "a storage has room for its table's rows")
        var room = FieldRoom(slots: nil, given: given, accepted: accepted)
        let result = slots.withUnsafeMutableBufferPointer { buffer in
            room.slots = buffer.baseAddress
            return body(&room)
        }
        (given, accepted) = (room.given, room.accepted)
        return result
    }

    /// The same rows given and accepted, with the same values.
    static func == (lhs: FieldStorage, rhs: FieldStorage) -> Bool {
        guard lhs.given == rhs.given, lhs.accepted == rhs.accepted else { return false }
        var rest = lhs.accepted
        while rest != 0 {
            let index = rest.trailingZeroBitCount
            let left = lhs.slots[index]
            let right = rhs.slots[index]
            guard left.word == right.word, left.string == right.string, left.list == right.list,
                left.value == right.value, left.object == right.object, left.array == right.array
            else { return false }
            rest &= rest - 1
        }
        return true
    }
}

/// A storage's room and bits while the byte reader decodes one object into it
/// (`FieldStorage.withRoom`): the same writes as `FieldStorage`'s, through the slots' base address.
/// Every row number given is below the table's row count, the room's (the reader's names are the
/// table's).
struct FieldRoom {
    fileprivate var slots: UnsafeMutablePointer<FieldStorage.Slot>?
    /// As `FieldStorage.given`.
    fileprivate(set) var given: UInt64
    /// As `FieldStorage.accepted`.
    fileprivate(set) var accepted: UInt64

    /// Marks row `index` given; false when it already was (a member given twice).
    @inline(__always) mutating func give(_ index: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(index)
        guard given & bit == 0 else { return false }
        given |= bit
        return true
    }

    @inline(__always) private func slot(_ index: Int) -> UnsafeMutablePointer<FieldStorage.Slot> {
        guard let slots else { preconditionFailure("no room for row \(index)") }
        return slots + index
    }

    /// As `FieldStorage.setWord`.
    @inline(__always) mutating func setWord(_ index: Int, _ word: UInt64) {
        slot(index).pointee.word = word
        accepted |= 1 << UInt64(index)
    }

    /// As `FieldStorage.setString(_:utf8:)`.
    @inline(__always) mutating func setString(_ index: Int, utf8 text: UnsafeBufferPointer<UInt8>) {
        let slot = slot(index)
        if !JSONByteCursor.isString(slot.pointee.string, utf8: text) {
            slot.pointee.string = String(decoding: text, as: UTF8.self)
        }
        accepted |= 1 << UInt64(index)
    }

    /// As `FieldStorage.setStrings`.
    @inline(__always) mutating func setStrings(_ index: Int, _ strings: [String]) {
        slot(index).pointee.list = strings
        accepted |= 1 << UInt64(index)
    }

    /// As `FieldStorage.setValue`.
    @inline(__always) mutating func setValue(_ index: Int, _ value: JSONValue) {
        slot(index).pointee.value = value
        accepted |= 1 << UInt64(index)
    }

    /// As `FieldStorage.strings(leftIn:)`.
    @inline(__always) func strings(leftIn index: Int) -> [String] { slot(index).pointee.list }

    /// As `FieldStorage.decodeObject`.
    @inline(__always) mutating func decodeObject(_ index: Int, _ decode: (inout FieldStorage) -> Bool) -> Bool {
        guard decode(&slot(index).pointee.object) else { return false }
        accepted |= 1 << UInt64(index)
        return true
    }

    /// As `FieldStorage.decodeObjects`.
    @inline(__always) mutating func decodeObjects(_ index: Int, _ decode: (inout [FieldStorage]) -> Bool) -> Bool {
        guard decode(&slot(index).pointee.array) else { return false }
        accepted |= 1 << UInt64(index)
        return true
    }
}

/// The values one interpreter read from an object, one per row of `Row`'s table.
struct FieldValues<Row: FieldRow>: Sendable, Equatable {
    /// The values, untyped (the byte reader decodes into it in place).
    var storage: FieldStorage

    /// No values yet; `given` are the rows present in the object.
    init(given: FieldSet<Row> = []) {
        storage = FieldStorage(rows: Row.table.rows.count)
        storage.given = given.bits
    }

    init(_ storage: FieldStorage) { self.storage = storage }

    /// The byte reader's guesses kept with the values' storage (`FieldStorage.order`).
    var order: MemberOrder {
        get { storage.order }
        set { storage.order = newValue }
    }

    /// The rows given in the object with a non-null value, whether or not they were read or accepted.
    var given: FieldSet<Row> {
        get { FieldSet(bits: storage.given) }
        set { storage.given = newValue.bits }
    }

    /// Stores `value` as `row`'s (nil: none, the row not given or refused).
    mutating func set(_ row: Row, to value: FieldValue?) {
        switch value {
        case nil: remove(FieldSet(row))
        case .date(let date): setWord(row, UInt64(truncatingIfNeeded: date.dayNumber))
        case .instant(let instant): setWord(row, instant.secondsSince1970.bitPattern)
        case .number(let number): setWord(row, number.bitPattern)
        case .integer(let integer): setWord(row, UInt64(truncatingIfNeeded: integer))
        case .choice(let choice): setWord(row, UInt64(truncatingIfNeeded: choice))
        case .string(let string): setString(row, string)
        case .strings(let strings): setStrings(row, strings)
        case .value(let value): setValue(row, value)
        case .object(let object):
            storage.slots[row.rawValue].object = object
            storage.accepted |= 1 << UInt64(row.rawValue)
        case .objects(let objects):
            storage.slots[row.rawValue].array = objects
            storage.accepted |= 1 << UInt64(row.rawValue)
        }
    }

    /// Stores a string.
    mutating func setString(_ row: Row, _ string: String) { storage.setString(row.rawValue, string) }

    /// Stores a list of strings.
    @inline(__always) mutating func setStrings(_ row: Row, _ strings: [String]) {
        storage.setStrings(row.rawValue, strings)
    }

    /// Stores a JSON value.
    @inline(__always) mutating func setValue(_ row: Row, _ value: JSONValue) { storage.setValue(row.rawValue, value) }

    /// Stores a value without references as its word (see `FieldStorage.Slot.word`).
    @inline(__always) mutating func setWord(_ row: Row, _ word: UInt64) { storage.setWord(row.rawValue, word) }

    /// No value and no row given (the room, and the leftovers in it, are kept for the next object).
    @inline(__always) mutating func removeAll() { storage.removeAll() }

    /// The values of `rows` gone (the rows still given).
    @inline(__always) mutating func remove(_ rows: FieldSet<Row>) { storage.removeValues(rows.bits) }

    /// Whether `row` has a value (given and accepted).
    @inline(__always) func has(_ row: Row) -> Bool { storage.accepted & 1 << UInt64(row.rawValue) != 0 }

    @inline(__always) private func word(_ row: Row) -> UInt64? { has(row) ? storage.slots[row.rawValue].word : nil }

    @inline(__always) func date(_ row: Row) -> CalendarDate? {
        word(row).map { CalendarDate(dayNumber: Int(truncatingIfNeeded: $0)) }
    }

    @inline(__always) func instant(_ row: Row) -> Timestamp? {
        word(row).map { Timestamp(secondsSince1970: Double(bitPattern: $0)) }
    }

    @inline(__always) func number(_ row: Row) -> Double? { word(row).map { Double(bitPattern: $0) } }

    @inline(__always) func integer(_ row: Row) -> Int? { word(row).map { Int(truncatingIfNeeded: $0) } }

    /// The index among its row's choices of a `choice` row's string.
    @inline(__always) func choiceIndex(_ row: Row) -> Int? { word(row).map { Int(truncatingIfNeeded: $0) } }

    @inline(__always) func string(_ row: Row) -> String? { has(row) ? storage.slots[row.rawValue].string : nil }

    @inline(__always) func strings(_ row: Row) -> [String]? { has(row) ? storage.slots[row.rawValue].list : nil }

    // Not `has(row) ? value : nil`: `JSONValue` takes a nil literal (its null), which made every
    // absent value a present null.
    @inline(__always) func value(_ row: Row) -> JSONValue? {
        guard has(row) else { return nil }
        return storage.slots[row.rawValue].value
    }

    /// The chosen string of a `choice` row.
    func choice(_ row: Row) -> String? { choiceIndex(row).map { row.spec.choices[$0] } }

    /// The chosen case of a `choice` row made by `FieldSpec.choice(_:_:)` from `type` (the choices
    /// are its cases in `allCases` order).
    /// Inlined: a day's build asks two, each an out-of-line call of ~20 instructions (callgrind).
    @inline(__always) func choice<Choice: CaseIterable>(_ row: Row, as type: Choice.Type) -> Choice?
    where Choice.AllCases.Index == Int {
        choiceIndex(row).map { Choice.allCases[$0] }
    }

    /// The values of an `object` row read by `table`.
    func object<Table: FieldObject>(_ row: Row, as table: Table.Type) -> FieldValues<Table>? {
        has(row) ? FieldValues<Table>(storage.slots[row.rawValue].object) : nil
    }

    /// How many objects an `objects` row holds (0 when it has no value).
    func objectCount(_ row: Row) -> Int { has(row) ? storage.slots[row.rawValue].array.count : 0 }

    /// The values of object `index` of an `objects` row read by `table` (`index` below `objectCount`).
    func object<Table: FieldObject>(_ row: Row, at index: Int, as table: Table.Type) -> FieldValues<Table> {
        FieldValues<Table>(storage.slots[row.rawValue].array[index])
    }
}
