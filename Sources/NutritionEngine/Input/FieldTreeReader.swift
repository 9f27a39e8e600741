/// The tree interpreter of field tables: reads an object's members from its `JSONValue` by the
/// rows of its table, in row order, applying the object's rules (`FieldObject`) before and after
/// each row, and reports every problem with its path, as `FieldReader`'s primitives word them.
///
/// The byte interpreter (`FieldBytesReader.swift`) takes the plain, valid case of the same tables
/// straight from the bytes; what it accepts, this reads to the same values with no problem
/// (`FieldTableAgreementTests`).
extension FieldReader {
    /// Reads `element` at `path` as an object of `table`'s members, appending every problem (unknown
    /// members included) to `issues`; the engine's value built from it, or nil.
    static func readObject<Table: FieldObject>(
        _ element: JSONValue, at path: JSONPointer, as table: Table.Type, issues: inout [ValidationIssue]
    ) -> Table.Object? {
        guard var fields = FieldReader.object(element, at: path, issues: &issues) else { return nil }
        let values = fields.readFields(table)
        issues.append(contentsOf: fields.finish())
        return Table.build(values, at: path)
    }

    /// Reads this object's members by `table`'s rows, in row order: each row the object's rules read
    /// is read (and must be given when they require it), each row they ignore counts as known, and
    /// their checks across members run after the rows they follow. Unknown members are reported by
    /// `finish()`.
    mutating func readFields<Table: FieldObject>(_ table: Table.Type) -> FieldValues<Table> {
        var values = FieldValues<Table>(given: FieldSet(Table.allCases.filter { isGiven($0.key) }))
        for row in Table.allCases {
            let uses = Table.uses(values)
            if uses.read.contains(row) {
                values.set(row, to: readValue(row, required: uses.required.contains(row)))
            } else if uses.ignored.contains(row) {
                markKnown(row.key)
            }
            if Table.checkedRows.contains(row) {
                Table.check(after: row, values) { code, member, message in report(code, at: member.key, message) }
            }
        }
        return values
    }

    /// The value of `row`'s member by its shape (nil when not given or refused, the problem reported).
    private mutating func readValue<Table: FieldObject>(_ row: Table, required: Bool) -> FieldValue? {
        let spec = row.spec
        let key = spec.key
        return switch spec.shape {
        case .date: date(key, required: required).map(FieldValue.date)
        case .instant: instant(key, required: required).map(FieldValue.instant)
        case .string: string(key, required: required).map(FieldValue.string)
        case .number(let bounds):
            number(key, required: required, in: bounds, unit: spec.unit).map(FieldValue.number)
        case .integer(let bounds): integer(key, required: required, in: bounds).map(FieldValue.integer)
        case .choice(let choices, let listing):
            choice(key, required: required, among: choices, listing: listing).map(FieldValue.choice)
        case .strings(let nonEmpty, let refusal):
            array(key, required: required) { element, path, issues -> String? in
                guard let text = element.stringValue, !(nonEmpty && text.isEmpty) else {
                    issues.append(
                        ValidationIssue(path: path, code: .wrongType, message: refusal.message(for: element)))
                    return nil
                }
                return text
            }.map(FieldValue.strings)
        case .value: self.value(key, required: required).map(FieldValue.value)
        case .object(let table): nested(key, required: required) { child -> FieldValue? in table.readTree(&child) }
        case .objects(let table):
            array(key, required: required) { element, path, issues -> FieldStorage? in
                table.readTreeElement(element, path, &issues)
            }.map(FieldValue.objects)
        case .entries:
            array(key, required: required) { entry, path, issues -> Never? in
                Table.readEntry(of: row, entry, at: path, issues: &issues)
                return nil
            }.flatMap { _ in nil }
        }
    }
}
