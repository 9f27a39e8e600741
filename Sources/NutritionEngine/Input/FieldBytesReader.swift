/// The byte interpreter of field tables: decodes an array of objects straight from its UTF-8 bytes
/// by the rows of their table, without a JSON tree.
///
/// Why: a year of days and of plan events is most of a batch document's bytes, and building a tree
/// for them, then reading each object back through `FieldReader`, was most of `rescore`'s time
/// (issue 7). This reader takes only the plain, valid case: every element an object of the table's
/// members, each at most once and none `null`, each value of its row's shape within its bounds,
/// strings ASCII without escapes, no `entries` member (arrays of nested objects, `objects`, are
/// decoded element by element), and the object's rules (`FieldObject`)
/// satisfied with no problem. On anything else it gives up, and the array is parsed and read by the
/// tree reader (`FieldTreeReader.swift`), so every error, message and path is that reader's. What it
/// accepts, it decodes to the values the tree reader reads (numbers through the parser's own
/// conversion), and the same `build` makes the engine's value of them.
extension JSONByteCursor {
    /// The objects of the array at `offset` (the cursor's path at the array), each read by `table`,
    /// with the offset after the array; nil (offset and path unchanged) when any element is outside
    /// the plain case above.
    ///
    /// Past the first `limit` elements, each further object is still decoded and checked (so that
    /// any element outside the plain case still hands the whole array to the tree reader), but handed
    /// to `beyond` with its index instead of being kept: an array longer than any valid one costs
    /// what `beyond` keeps of it, not an object per element.
    ///
    /// `plainFirst` is tried on each element first (the cursor's path at the element): when it
    /// decodes the element and appends its object, the table does not read it; when it declines, with
    /// the offset unchanged, the table does. It must take only what the table would take, to the same
    /// object and offset (a table's own plain decoder: `PlainEventReader`).
    mutating func decodeObjects<Table: FieldObject>(
        _ table: Table.Type, keepingAtMost limit: Int = .max, beyond: (Table.Object, Int) -> Void = { _, _ in },
        plainFirst: (inout JSONByteCursor, inout [Table.Object]) -> Bool = { _, _ in false }
    ) -> [Table.Object]? {
        let start = offset
        let depth = path.count
        // The tree parser checks the nesting limit at the array and at each array or object in it.
        let rows = Table.table
        guard maximumDepth > depth + rows.nesting,
            let objects = decodeArray(of: rows, keepingAtMost: limit, beyond, plainFirst: plainFirst)
        else {
            offset = start
            path.removeLast(path.count - depth)
            return nil
        }
        return objects
    }

    private mutating func decodeArray<Table: FieldObject>(
        of table: FieldTable<Table>, keepingAtMost limit: Int, _ beyond: (Table.Object, Int) -> Void,
        plainFirst: (inout JSONByteCursor, inout [Table.Object]) -> Bool
    ) -> [Table.Object]? {
        guard peek() == UInt8(ascii: "[") else { return nil }
        offset += 1
        var objects: [Table.Object] = []
        objects.reserveCapacity(Table.usualCount)
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return objects
        }
        let arrayPath = pointer
        // One set of slots for every element, emptied between them.
        var values = FieldValues<Table>()
        var order = MemberOrder()
        var memo = AcceptanceMemo()
        var index = 0
        while true {
            skipWhitespace()
            path.append(.index(index))
            // Built in the array's room: a day built apart was copied in and destroyed (a copy and a
            // destroy per day, ~2 % of `rescore`'s instructions, callgrind). Past the limit, moved
            // out again for `beyond`.
            guard
                plainFirst(&self, &objects)
                    || (decodeFields(into: &values.storage, table, order: &order, memo: &memo)
                        && Table.build(values, at: arrayPath.appending(index), appendingTo: &objects))
            else { return nil }
            path.removeLast()
            if index >= limit { beyond(objects.removeLast(), index) }
            index += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return objects
            default: return nil
            }
        }
    }

    /// Decodes a nested object (`FieldSpec.Shape.object`) into `storage`, reusing its room when it
    /// has some; false outside the plain case.
    mutating func decodeNestedObject<Table: FieldObject>(_: Table.Type, into storage: inout FieldStorage) -> Bool {
        let table = Table.table
        if !storage.hasRoom { storage = FieldStorage(rows: table.rows.count) }
        // Decoded in place: moving the storage out into a `FieldValues` and back, with a placeholder
        // made and destroyed, cost ~130 instructions per nested object (callgrind). The guesses are
        // the previous element's object's (its storage is this one).
        var order = storage.order
        // A nested table's rules read values (`rulesReadOnlyPresence` false): this memo stays empty.
        var memo = AcceptanceMemo()
        let decoded = decodeFields(into: &storage, table, order: &order, memo: &memo)
        storage.order = order
        return decoded
    }

    /// Decodes an array of nested objects (`FieldSpec.Shape.objects`) into `storages`, one per
    /// element, reusing the room of those already there (the previous array's); false outside the
    /// plain case.
    mutating func decodeNestedObjects<Table: FieldObject>(_: Table.Type, into storages: inout [FieldStorage]) -> Bool {
        guard peek() == UInt8(ascii: "[") else { return false }
        offset += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            storages.removeAll(keepingCapacity: true)
            return true
        }
        // One member order for the whole array: the elements of one array list their members alike.
        // It starts from the previous array's (kept in its first storage).
        var order = storages.isEmpty ? MemberOrder() : storages[0].order
        let table = Table.table
        var memo = AcceptanceMemo()
        var count = 0
        while true {
            skipWhitespace()
            if count == storages.count { storages.append(FieldStorage(rows: table.rows.count)) }
            // Decoded in place (see `decodeNestedObject`).
            guard decodeFields(into: &storages[count], table, order: &order, memo: &memo) else { return false }
            count += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                if count < storages.count { storages.removeSubrange(count...) }
                storages[0].order = order
                return true
            default: return false
            }
        }
    }

    /// Decodes the object here into `values` (the storage of `Table`'s values, with room for its rows;
    /// emptied first) and applies its rules; false when it is outside the plain case.
    ///
    /// Rows are their numbers here, never `Table(rawValue:)` (an out-of-line call per member, ~7
    /// instructions, callgrind), and the values without references (numbers, whole numbers, dates,
    /// choices: nearly every member of a day) are decoded in this loop; the other shapes go through
    /// `decodeValue`, out of line.
    private mutating func decodeFields<Table: FieldObject>(
        into values: inout FieldStorage, _ table: FieldTable<Table>, order: inout MemberOrder,
        memo: inout AcceptanceMemo
    ) -> Bool {
        guard peek() == UInt8(ascii: "{") else { return false }
        offset += 1
        values.removeAll()
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return Table.accepts(&values, memo: &memo)
        }
        guard values.withRoom(rows: table.rows.count, { decodeMembers(into: &$0, table, order: &order) }) else {
            return false
        }
        return Table.accepts(&values, memo: &memo)
    }

    /// The members of the object here, after its `{`, through its `}`, into `values` (the storage's
    /// room, `FieldStorage.withRoom`); false outside the plain case.
    @inline(__always)
    private mutating func decodeMembers<Table: FieldObject>(
        into values: inout FieldRoom, _ table: FieldTable<Table>, order: inout MemberOrder
    ) -> Bool {
        var previous = MemberNames.none
        while true {
            skipWhitespace()
            let expected = order.row(after: previous)
            guard let row = name(among: table.names, in: 0..<table.rows.count, expecting: expected), values.give(row)
            else { return false }
            if row != expected { order.saw(row, after: previous) }
            previous = row
            guard skipToValue() else { return false }
            switch table.decoding[row] {
            case .date:
                guard
                    let date = row == table.firstDate
                        ? quotedDate(reading: &order.dates) : quotedDate(reading: &order.otherDates)
                else { return false }
                values.setWord(row, UInt64(truncatingIfNeeded: date.dayNumber))
            case .number(let bounds):
                guard let number = number(in: bounds) else { return false }
                values.setWord(row, number.bitPattern)
            case .integer(let bounds):
                guard let integer = integer(in: bounds) else { return false }
                values.setWord(row, UInt64(truncatingIfNeeded: integer))
            case .choice:
                let choices = table.firstChoice[row]..<table.firstChoice[row + 1]
                let last = order.choice(of: row)
                guard
                    let index = name(
                        among: table.choiceNames, in: choices,
                        expecting: last == MemberNames.none ? last : choices.lowerBound + last)
                else { return false }
                if index - choices.lowerBound != last { order.chose(index - choices.lowerBound, for: row) }
                values.setWord(row, UInt64(truncatingIfNeeded: index - choices.lowerBound))
            default:
                guard decodeValue(of: row, table, into: &values, order: &order) else { return false }
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return true
            default: return false
            }
        }
    }

    /// Decodes the value here as row `row`'s shape into `values`, for the shapes `decodeMembers` does
    /// not decode itself (those with references, and the nested objects); false outside the plain
    /// case.
    @inline(never)
    private mutating func decodeValue<Table: FieldObject>(
        of row: Int, _ table: FieldTable<Table>, into values: inout FieldRoom, order: inout MemberOrder
    ) -> Bool {
        switch table.decoding[row] {
        case .instant:
            guard let text = plainString(), let instant = Timestamp(String(decoding: text, as: UTF8.self)) else {
                return false
            }
            values.setWord(row, instant.secondsSince1970.bitPattern)
        case .string:
            guard let text = plainString() else { return false }
            values.setString(row, utf8: text)
        case .strings(let allowingEmpty):
            guard let strings = plainStrings(allowingEmpty: allowingEmpty, reusing: values.strings(leftIn: row)) else {
                return false
            }
            values.setStrings(row, strings)
        case .value:
            // A null counts as absent in the tree reader; left to it.
            guard let first = peek(), first != UInt8(ascii: "n") else { return false }
            path.append(.key(table.rows[row].key))
            guard let value = try? parseValue() else { return false }
            path.removeLast()
            values.setValue(row, value)
        case .object(let nested):
            guard values.decodeObject(row, { nested.decodeNestedObject(&self, into: &$0) }) else { return false }
        case .objects(let nested):
            guard values.decodeObjects(row, { nested.decodeNestedObjects(&self, into: &$0) }) else { return false }
        case .entries:
            return false
        case .date, .number, .integer, .choice:
            // Decoded by `decodeMembers` itself; never asked here.
            return false
        }
        return true
    }

    /// The date in the quoted ten bytes here, read by `memo`, moving past them; nil otherwise.
    ///
    /// As `plainString` then `CalendarDate(isoUTF8:)`: only ten plain bytes between quotes can be a
    /// date, so the closing quote is looked for where it must be, not scanned for.
    @inline(__always) mutating func quotedDate(reading memo: inout ISODateMemo) -> CalendarDate? {
        guard offset + 11 < bytes.count, bytes[offset] == UInt8(ascii: "\""),
            bytes[offset + 11] == UInt8(ascii: "\""), let base = bytes.baseAddress,
            let date = memo.date(at: base + offset + 1)
        else { return nil }
        offset += 12
        return date
    }

    /// The number here as `FieldReader.integer` reads it: a whole number that fits an Int, within
    /// `bounds`; nil otherwise.
    @inline(__always) mutating func integer(in bounds: ClosedRange<Int>) -> Int? {
        guard let number = number(in: nil), let integer = Self.wholeNumber(number), bounds.contains(integer)
        else { return nil }
        return integer
    }

    /// The whole number that `number` is, when it is one that fits an Int (what `FieldReader.integer`
    /// accepts): a range check and a conversion there and back, where `wholeNumberByRounding`, its
    /// reference, called the C library's `round` and `trunc` (~30 instructions a day's steps).
    /// The same answer for every Double (`WholeNumberAgreementTests`).
    @inline(__always) static func wholeNumber(_ number: Double) -> Int? {
        // -2^63 ... 2^63 exclusive of the top: exactly the Doubles whose truncation fits an Int.
        guard number >= -0x1p63, number < 0x1p63 else { return nil }
        let integer = Int(number)
        return Double(integer) == number ? integer : nil
    }

    /// The reference for `wholeNumber`: the byte reader's former test of a whole number.
    static func wholeNumberByRounding(_ number: Double) -> Int? {
        guard number == number.rounded() else { return nil }
        return Int(exactly: number)
    }
}

extension FieldObject {
    static func decodeNestedObject(_ cursor: inout JSONByteCursor, into storage: inout FieldStorage) -> Bool {
        cursor.decodeNestedObject(Self.self, into: &storage)
    }

    static func decodeNestedObjects(_ cursor: inout JSONByteCursor, into storages: inout [FieldStorage]) -> Bool {
        cursor.decodeNestedObjects(Self.self, into: &storages)
    }

    /// Whether values decoded from bytes satisfy the object's rules with no problem: no unknown or
    /// missing member, no check across members reporting one. Values of rows the rules leave unread
    /// are removed, as the tree reader never reads them.
    static func accepts(_ storage: inout FieldStorage) -> Bool {
        let (accepted, unread) = acceptance(of: storage)
        if accepted, unread != 0 { storage.removeValues(unread) }
        return accepted
    }

    /// As `accepts(_:)`, with the answers for the sets of rows already seen kept in `memo`: when the
    /// rules read only which rows are given (`rulesReadOnlyPresence`), an object giving the same rows
    /// as an earlier one gets its answer without the rules being asked again (the uses, the mass rule
    /// and the checks cost ~127 instructions a day, callgrind; a year of days gives some sixteen sets
    /// of rows). The same answer and values as `accepts(_:)` (`AcceptanceMemoAgreementTests`).
    @inline(__always) static func accepts(_ storage: inout FieldStorage, memo: inout AcceptanceMemo) -> Bool {
        guard rulesReadOnlyPresence else { return accepts(&storage) }
        let given = storage.givenBits
        let answer: (accepted: Bool, unread: UInt64)
        if let kept = memo.answer(for: given) {
            answer = kept
        } else {
            answer = acceptance(of: storage)
            memo.keep(given, answer)
        }
        if answer.accepted, answer.unread != 0 { storage.removeValues(answer.unread) }
        return answer.accepted
    }

    /// Whether the values satisfy the rules, and the rows given that they leave unread.
    private static func acceptance(of storage: FieldStorage) -> (accepted: Bool, unread: UInt64) {
        let given = FieldSet<Self>(bits: storage.givenBits)
        let uses = uses(FieldValues(storage))
        guard given.isSubset(of: uses.known), uses.required.isSubset(of: given) else { return (false, 0) }
        let unread = given.subtracting(uses.read).bits
        var rest = checkedRows.bits
        guard rest != 0 else { return (true, unread) }
        var values = FieldValues<Self>(storage)
        values.remove(FieldSet(bits: unread))
        var refused = false
        while rest != 0, !refused {
            if let row = Self(rawValue: rest.trailingZeroBitCount) {
                check(after: row, values) { _, _, _ in refused = true }
            }
            rest &= rest - 1
        }
        return (!refused, unread)
    }
}

/// The byte reader's answers of `FieldObject.accepts` for one array, by the rows an object gave:
/// 32 slots, each keeping the answer for one set of rows, found by a hash of the set. A year of days
/// gives some sixteen sets in no order: a memo of the last answer only was found for one day in
/// four, and cost more than it saved (callgrind).
struct AcceptanceMemo {
    private struct Answer {
        var given: UInt64
        var unread: UInt64
        var accepted: Bool
    }

    /// Per slot, the answer kept there (none before the first answer: no room is made until then).
    private var answers: [Answer?] = []

    @inline(__always) private static func slot(_ rows: UInt64) -> Int {
        Int(truncatingIfNeeded: (rows &* 0x9E37_79B9_7F4A_7C15) >> 59)
    }

    /// The answer kept for `rows`, if any.
    @inline(__always) func answer(for rows: UInt64) -> (accepted: Bool, unread: UInt64)? {
        guard !answers.isEmpty, let answer = answers[Self.slot(rows)], answer.given == rows else { return nil }
        return (answer.accepted, answer.unread)
    }

    /// Keeps `answer` for `rows` (in place of the one in its slot).
    mutating func keep(_ rows: UInt64, _ answer: (accepted: Bool, unread: UInt64)) {
        if answers.isEmpty { answers = Array(repeating: nil, count: 32) }
        answers[Self.slot(rows)] = Answer(given: rows, unread: answer.unread, accepted: answer.accepted)
    }
}

/// A row's shape as the byte reader decodes it: the `FieldSpec.Shape` without reference-counted
/// payloads, so that switching on it per member costs no retain (a nested table is its type).
enum ByteShape: Sendable {
    case date, instant, string, choice, value, entries
    case number(ClosedRange<Double>)
    case integer(ClosedRange<Int>)
    case strings(allowingEmpty: Bool)
    case object(any NestedByteDecoding.Type)
    case objects(any NestedByteDecoding.Type)

    init(_ spec: FieldSpec) {
        self =
            switch spec.shape {
            case .date: .date
            case .instant: .instant
            case .string: .string
            case .number(let bounds): .number(bounds)
            case .integer(let bounds): .integer(bounds)
            case .choice: .choice
            case .strings(let nonEmpty, _): .strings(allowingEmpty: !nonEmpty)
            case .value: .value
            case .object(let nested): .object(nested.bytes)
            case .objects(let nested): .objects(nested.bytes)
            case .entries: .entries
            }
    }
}

/// The order in which the previous object of an array listed its members (which member followed
/// which), and the choice each of its choice members made: the byte reader tries these names first
/// (`JSONByteCursor.name`). A member that is sometimes left out breaks only the guess that follows it.
///
/// Four bits per row (15: none), so it costs no allocation; rows past 14 are never predicted, only
/// searched for. The month of the previous date rides along, for the same reason.
struct MemberOrder {
    /// Nibble `row + 1`: the row that followed `row` (nibble 0: the first row).
    private var next: UInt64 = ~0
    private var choices: UInt64 = ~0
    /// The month of the previous date read in the table's first date row (the next one is most
    /// often in it).
    var dates = ISODateMemo()
    /// The same for the table's other date rows: a plan event's `week` kept in the memo of its
    /// `date` was read in full whenever the two months differed, one event in two (~180
    /// instructions each, callgrind).
    var otherDates = ISODateMemo()

    /// The row that followed `previous` (`MemberNames.none`: the object's first) in the previous
    /// object, or `MemberNames.none`.
    @inline(__always) func row(after previous: Int) -> Int { Self.nibble(next, previous + 1) }

    /// The choice `row` made in the previous object, or `MemberNames.none`.
    @inline(__always) func choice(of row: Int) -> Int { Self.nibble(choices, row) }

    @inline(__always) mutating func saw(_ row: Int, after previous: Int) { Self.set(&next, previous + 1, row) }

    @inline(__always) mutating func chose(_ index: Int, for row: Int) { Self.set(&choices, row, index) }

    @inline(__always) private static func nibble(_ word: UInt64, _ index: Int) -> Int {
        guard index < 16 else { return MemberNames.none }
        let value = Int(truncatingIfNeeded: word >> UInt64(4 * index)) & 0xF
        return value == 0xF ? MemberNames.none : value
    }

    @inline(__always) private static func set(_ word: inout UInt64, _ index: Int, _ value: Int) {
        guard index < 16 else { return }
        let stored = UInt64(value < 0xF ? value : 0xF)
        word = word & ~(0xF << UInt64(4 * index)) | stored << UInt64(4 * index)
    }
}
