import Foundation
import TestSupport
import Testing

@testable import NutritionEngine

/// The two interpreters of the field tables against each other: the tree reader
/// (`FieldReader.readFields`) and the byte reader (`JSONByteCursor.decodeObjects`), on objects of
/// every table (day, record, plan event, offer) whose probed member is a seeded value at, just
/// inside and just outside each bound, each choice, or a wrong shape, the other members making the
/// object otherwise valid. Each object is read both ways:
///
/// - what the byte reader accepts, the tree reader reads to the same values with no problem, and
///   both build the same engine value;
/// - what the tree reader accepts and is plain (no escape, no non-ASCII, no `null`, no `entries`
///   member), the byte reader accepts;
/// - the tree reader's verdict is the one the table states, and a number refused for its bounds is
///   one `outOfRange` issue at the member's path whose message states the table's bounds.
///
/// This is the test that catches a bound or a rule applied by one interpreter only (issue 14:
/// `alcoholG` widened in the byte decoder let `rescore` accept `"alcoholG": 2500` while `days`
/// refused it). `BytesDecoderAgreementTests` compares whole documents, every vector among them.
@Suite struct FieldTableAgreementTests {
    /// Where the probed object sits (its issues' paths start here).
    static let objectPath = JSONPointer(tokens: ["objects", "0"])

    /// A member's JSON text; whether the table accepts it in an otherwise valid object (nil: not
    /// stated, e.g. `null` for a member the rules may require); whether the byte reader can take it.
    struct Probe {
        let text: String
        let accepted: Bool?
        let plain: Bool
    }

    /// The object `members` as one JSON text.
    static func objectText(_ members: [(key: String, value: String)]) -> String {
        "{" + members.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
    }

    /// Reads `text` both ways as an object of `table`, expects them to agree (see above), and returns
    /// the tree reader's issues.
    static func readBothWays<Table: FieldObject>(
        _ text: String, _ table: Table.Type, plain: Bool, _ label: String
    ) throws -> [ValidationIssue] where Table.Object: Equatable {
        let value = try JSONParser().parse(text)
        var issues: [ValidationIssue] = []
        var reader = try #require(FieldReader.object(value, at: objectPath, issues: &issues))
        let treeValues = reader.readFields(table)
        issues = reader.finish()
        let treeObject = Table.build(treeValues, at: objectPath)
        let bytes = Array(text.utf8)
        let (byteValues, byteObjects) = bytes.withUnsafeBufferPointer { buffer in
            var cursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            cursor.path = [.key("objects"), .index(0)]
            var storage = FieldStorage.empty
            let accepted = cursor.decodeNestedObject(table, into: &storage)
            let decoded = accepted && cursor.offset == buffer.count ? FieldValues<Table>(storage) : nil
            return (decoded, Self.decodeArray(of: "[" + text + "]", table))
        }
        if let byteValues {
            #expect(issues.isEmpty, "\(label): the byte reader accepted what the tree reader refused: \(issues)")
            #expect(byteValues == treeValues, "\(label): the two readers read different values")
        } else if issues.isEmpty && plain {
            Issue.record("\(label): a plain object the tree reader accepts left the byte reader")
        }
        // The array form builds the same engine value from the same values.
        #expect((byteObjects != nil) == (byteValues != nil), "\(label)")
        if let byteObjects { #expect(byteObjects == treeObject.map { [$0] }, "\(label)") }
        return issues
    }

    /// The objects of the array `text` decoded by the byte reader (the cursor's path at `/objects`).
    static func decodeArray<Table: FieldObject>(of text: String, _ table: Table.Type) -> [Table.Object]? {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var cursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            cursor.path = [.key("objects")]
            let objects = cursor.decodeObjects(table)
            return cursor.offset == buffer.count ? objects : nil
        }
    }

    /// The JSON text of `value` (Swift's shortest round-trip form, which is valid JSON).
    static func text(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Seeded values around `bounds`: each with whether it lies within them.
    static func boundProbes(_ bounds: ClosedRange<Double>, integer: Bool, random: inout SplitMix64) -> [(
        value: Double, inside: Bool
    )] {
        var steps: [Double] = integer ? [1, 2] : [1, 0.5, 0.001]
        // A random step per run of the seed, so the probes are not only round numbers.
        steps.append(
            integer
                ? Double(Int.random(in: 1...1_000, using: &random)) : Double.random(in: 0.000_001..<1, using: &random))
        var probes: [(Double, Bool)] = [(bounds.lowerBound, true), (bounds.upperBound, true)]
        for step in steps {
            probes.append((bounds.lowerBound + step, bounds.lowerBound + step <= bounds.upperBound))
            probes.append((bounds.upperBound - step, bounds.upperBound - step >= bounds.lowerBound))
            probes.append((bounds.lowerBound - step, false))
            probes.append((bounds.upperBound + step, false))
        }
        if !integer {
            // The nearest doubles past each bound (17 significant digits: the parser's slow path).
            probes.append((bounds.lowerBound.nextDown, false))
            probes.append((bounds.upperBound.nextUp, false))
            probes.append((Double.random(in: bounds, using: &random), true))
        } else {
            probes.append(
                (Double(Int.random(in: Int(bounds.lowerBound)...Int(bounds.upperBound), using: &random)), true))
            probes.append((bounds.lowerBound + 0.5, false))
        }
        return probes
    }

    /// Probes for a member of `spec`'s shape: valid values, values just outside its bounds or
    /// choices, and the wrong shapes.
    static func probes(_ spec: FieldSpec, random: inout SplitMix64) -> [Probe] {
        var probes = [Probe(text: "null", accepted: nil, plain: false)]
        switch spec.shape {
        case .number(let bounds):
            probes += boundProbes(bounds, integer: false, random: &random).map {
                Probe(text: text($0.value), accepted: $0.inside, plain: true)
            }
            probes += ["\"1\"", "true", "[1]"].map { Probe(text: $0, accepted: false, plain: true) }
        case .integer(let bounds):
            let range = Double(bounds.lowerBound)...Double(bounds.upperBound)
            probes += boundProbes(range, integer: true, random: &random).map {
                Probe(text: text($0.value), accepted: $0.inside, plain: true)
            }
            probes.append(Probe(text: "1e1", accepted: range.contains(10), plain: true))
            probes += ["\"1\"", "false"].map { Probe(text: $0, accepted: false, plain: true) }
        case .date:
            probes += [
                Probe(text: "\"2025-09-30\"", accepted: true, plain: true),
                Probe(text: "\"2025-02-30\"", accepted: false, plain: true),
                Probe(text: "\"2025-10-3\"", accepted: false, plain: true),
                Probe(text: "20250930", accepted: false, plain: true),
                Probe(text: "\"2025-09-3\\u0030\"", accepted: true, plain: false),
            ]
        case .instant:
            probes += [
                Probe(text: "\"2026-11-02T23:40:00Z\"", accepted: true, plain: true),
                Probe(text: "\"2026-11-02T23:40:00+01:00\"", accepted: true, plain: true),
                Probe(text: "\"2026-11-02\"", accepted: false, plain: true),
                Probe(text: "1", accepted: false, plain: true),
            ]
        case .string where spec.key == MassAmountFields.unit.key:
            // A string checked against the spellings of a mass unit (`µg` is not ASCII: the tree reader's).
            probes += [
                Probe(text: "\"mg\"", accepted: true, plain: true), Probe(text: "\"g\"", accepted: true, plain: true),
                Probe(text: "\"mcg\"", accepted: true, plain: true),
                Probe(text: "\"\u{b5}g\"", accepted: true, plain: false),
                Probe(text: "\"\u{3bc}g\"", accepted: true, plain: false),
                Probe(text: "\"kcal\"", accepted: false, plain: true),
                Probe(text: "\"\"", accepted: false, plain: true),
                Probe(text: "\"MG\"", accepted: false, plain: true), Probe(text: "1", accepted: false, plain: true),
            ]
        case .string:
            probes += [
                Probe(text: "\"v\"", accepted: true, plain: true),
                Probe(text: "\"\"", accepted: !nonEmptyStringKeys.contains(spec.key), plain: true),
                Probe(text: "\"v\u{e9}\"", accepted: true, plain: false),
                Probe(text: "1", accepted: false, plain: true),
            ]
        case .choice(let choices, _):
            probes += choices.map { Probe(text: "\"\($0)\"", accepted: true, plain: true) }
            probes += ["\"Other\"", "\"\"", "\"\(choices[0].uppercased())\"", "1"].map {
                Probe(text: $0, accepted: false, plain: true)
            }
        case .strings(let nonEmpty, _):
            probes += [
                Probe(text: "[]", accepted: true, plain: true), Probe(text: "[\"run\"]", accepted: true, plain: true),
                Probe(text: "[\"run\",\"strength\"]", accepted: true, plain: true),
                Probe(text: "[\"\"]", accepted: !nonEmpty, plain: true),
                Probe(text: "[\"Lauf\u{e9}\"]", accepted: true, plain: false),
                Probe(text: "[1]", accepted: false, plain: true), Probe(text: "\"run\"", accepted: false, plain: true),
            ]
        case .value:
            probes += [
                Probe(text: "{}", accepted: true, plain: true),
                Probe(text: "{\"kind\":\"lose\",\"x\":[1,{\"y\":null}]}", accepted: true, plain: true),
            ]
        case .object(let nested):
            probes += [
                Probe(text: validValue(spec), accepted: true, plain: true),
                Probe(text: "{}", accepted: nested.rows.allSatisfy { !$0.required }, plain: true),
                Probe(text: "1", accepted: false, plain: true),
                Probe(text: "[]", accepted: false, plain: true),
            ]
        case .objects(let nested):
            let element = objectText(nested.rows.filter(\.required).map { ($0.key, validValue($0)) })
            probes += [
                Probe(text: "[]", accepted: true, plain: true),
                Probe(text: "[\(element)]", accepted: true, plain: true),
                Probe(text: "[\(element),\(element)]", accepted: true, plain: true),
                Probe(text: "[{}]", accepted: nested.rows.allSatisfy { !$0.required }, plain: true),
                Probe(text: "[1]", accepted: false, plain: true), Probe(text: "{}", accepted: false, plain: true),
                Probe(text: "1", accepted: false, plain: true),
            ]
        case .entries:
            probes += [
                Probe(text: "[]", accepted: true, plain: false),
                Probe(text: "[{\"changedOn\":\"2025-10-01\",\"previous\":{}}]", accepted: true, plain: false),
                // A day's history and a food's keep different members: not stated for every table.
                Probe(
                    text: "[{\"changedOn\":\"2025-10-01\",\"previous\":{\"intakeKcal\":null}}]", accepted: nil,
                    plain: false),
                Probe(text: "[1]", accepted: false, plain: false), Probe(text: "1", accepted: false, plain: false),
            ]
        }
        return probes
    }

    /// String members a table's rules refuse empty (food and meal-group identifiers and names).
    static let nonEmptyStringKeys: Set<String> = ["id", "name", "group", "templateId"]

    /// A valid value of `spec`'s shape (for the members around a probed one).
    static func validValue(_ spec: FieldSpec) -> String {
        switch spec.shape {
        case .date: "\"2025-10-01\""
        case .instant: "\"2026-11-02T23:40:00Z\""
        case .string where spec.key == MassAmountFields.unit.key: "\"mg\""
        case .string: "\"v\""
        case .number(let bounds): text(bounds.lowerBound + (bounds.upperBound - bounds.lowerBound) / 4)
        case .integer(let bounds): String(bounds.lowerBound)
        case .choice(let choices, _): "\"\(choices[0])\""
        case .strings: "[\"a\"]"
        case .value: "{}"
        case .object(let nested):
            objectText(nested.rows.filter(\.required).map { ($0.key, validValue($0)) })
        case .objects: "[]"
        case .entries: "[]"
        }
    }

    /// One table under test: its rows, the members that make an object valid around a probed row
    /// (for a choice that selects what else applies, depending on the probed value), and its reader.
    struct TableUnderTest: Sendable {
        let name: String
        let rows: [FieldSpec]
        let context: @Sendable (_ row: FieldSpec, _ probe: String) -> [(key: String, value: String)]
        let read: @Sendable (_ text: String, _ plain: Bool, _ label: String) throws -> [ValidationIssue]
        let readArray: @Sendable (_ texts: [String], _ plain: Bool, _ label: String) throws -> Bool
        /// Probes each row must at least accept (tables of nested objects have one valid probe per row and seed).
        var acceptedPerRow = 10
    }

    static func member(_ spec: FieldSpec) -> (key: String, value: String) { (spec.key, validValue(spec)) }

    static let day = TableUnderTest(
        name: "day", rows: DayFields.all,
        context: { row, _ in
            var members = row.key == DayFields.date.key ? [] : [member(DayFields.date.spec)]
            if row.key == DayFields.bodyFatPercent.key { members.append((DayFields.bodyFatMethod.key, "\"dexa\"")) }
            if row.key == DayFields.bodyFatMethod.key { members.append((DayFields.bodyFatPercent.key, "20")) }
            return members
        },
        read: { text, plain, label in try readBothWays(text, DayFields.self, plain: plain, label) },
        readArray: { texts, plain, label in try readArrayBothWays(texts, DayFields.self, plain: plain, label) })

    static let record = TableUnderTest(
        name: "record", rows: DayRecordFields.all,
        context: { row, probe in
            var members = row.key == DayRecordFields.at.key ? [] : [member(DayRecordFields.at.spec)]
            switch row.key {
            case DayRecordFields.kind.key:
                if probe == "\"intake\"" { members.append(member(DayRecordFields.kcal.spec)) }
                if probe == "\"weight\"" { members.append(member(DayRecordFields.weightKg.spec)) }
            case DayRecordFields.weightKg.key, DayRecordFields.weightLb.key: members.append(("kind", "\"weight\""))
            case DayRecordFields.kcal.key: members.append(("kind", "\"intake\""))
            default: members += [("kind", "\"intake\""), member(DayRecordFields.kcal.spec)]
            }
            return members
        },
        read: { text, plain, label in try readBothWays(text, DayRecordFields.self, plain: plain, label) },
        readArray: { texts, plain, label in try readArrayBothWays(texts, DayRecordFields.self, plain: plain, label) })

    /// The members an event of `kind` must have beyond kind, date and algorithmVersion.
    static func requiredMembers(of kind: PlanEvent.Kind) -> [(key: String, value: String)] {
        PlanEventFields.all.filter { kind.requiredMembers.contains($0.key) }.map { spec in
            spec.key == PlanEventFields.recommendation.key ? (spec.key, #"{"kind":"keep"}"#) : member(spec)
        }
    }

    static let event = TableUnderTest(
        name: "event", rows: PlanEventFields.all,
        context: { row, probe in
            let common: [PlanEventFields] = [.kind, .date, .algorithmVersion]
            var members = common.filter { $0.key != row.key && $0 != .kind }.map { member($0.spec) }
            if row.key == PlanEventFields.kind.key {
                // The kind probed selects the members that must come with it.
                if let kind = PlanEvent.Kind.allCases.first(where: { "\"\($0.rawValue)\"" == probe }) {
                    members += requiredMembers(of: kind)
                }
                return members
            }
            let allows = { (kind: PlanEvent.Kind) in kind.requiredMembers.union(kind.optionalMembers).contains(row.key)
            }
            let kind =
                PlanEvent.Kind.allCases.first {
                    common.map(\.key).contains(row.key) ? $0.requiredMembers.isEmpty : allows($0)
                }
                ?? .recommendationDeferred
            members.append(("kind", "\"\(kind.rawValue)\""))
            members += requiredMembers(of: kind).filter { $0.key != row.key }
            return members
        },
        read: { text, plain, label in try readBothWays(text, PlanEventFields.self, plain: plain, label) },
        readArray: { texts, plain, label in try readArrayBothWays(texts, PlanEventFields.self, plain: plain, label) })

    static let offer = TableUnderTest(
        name: "offer", rows: PlanEventFields.OfferFields.all,
        context: { row, probe in
            typealias Offer = PlanEventFields.OfferFields
            let numbers = [Offer.newTargetKcalPerDay, Offer.changeKcalPerDay]
            if row.key == Offer.kind.key { return probe == "\"adjust\"" ? numbers.map { member($0.spec) } : [] }
            if numbers.map(\.key).contains(row.key) {
                return [("kind", "\"adjust\"")] + numbers.filter { $0.key != row.key }.map { member($0.spec) }
            }
            return [("kind", "\"keep\"")]
        },
        read: { text, plain, label in try readBothWays(text, PlanEventFields.OfferFields.self, plain: plain, label) },
        readArray: { texts, plain, label in
            try readArrayBothWays(texts, PlanEventFields.OfferFields.self, plain: plain, label)
        })

    static let food = TableUnderTest(
        name: "food", rows: FoodFields.all,
        context: { row, _ in
            var members = [FoodFields.meal, .name].filter { $0.key != row.key }.map { member($0.spec) }
            if row.key == FoodFields.templateVersion.key { members.append(member(FoodFields.templateId.spec)) }
            return members
        },
        read: { text, plain, label in try readBothWays(text, FoodFields.self, plain: plain, label) },
        readArray: { texts, plain, label in try readArrayBothWays(texts, FoodFields.self, plain: plain, label) })

    static let nutrients = TableUnderTest(
        name: "nutrients", rows: NutrientFields.all, context: { _, _ in [] },
        read: { text, plain, label in try readBothWays(text, NutrientFields.self, plain: plain, label) },
        readArray: { texts, plain, label in try readArrayBothWays(texts, NutrientFields.self, plain: plain, label) },
        acceptedPerRow: 4)

    static let massAmount = TableUnderTest(
        name: "massAmount", rows: MassAmountFields.all,
        context: { row, _ in MassAmountFields.all.filter { $0.key != row.key }.map(member) },
        read: { text, plain, label in try readBothWays(text, MassAmountFields.self, plain: plain, label) },
        readArray: { texts, plain, label in try readArrayBothWays(texts, MassAmountFields.self, plain: plain, label) })

    static let mealGroup = TableUnderTest(
        name: "mealGroup", rows: MealGroupFields.all,
        context: { row, _ in row.key == MealGroupFields.id.key ? [] : [member(MealGroupFields.id.spec)] },
        read: { text, plain, label in try readBothWays(text, MealGroupFields.self, plain: plain, label) },
        readArray: { texts, plain, label in try readArrayBothWays(texts, MealGroupFields.self, plain: plain, label) },
        acceptedPerRow: 4)

    static let tables = [day, record, event, offer, food, nutrients, massAmount, mealGroup]

    @Test(arguments: tables.map(\.name))
    func everyRowIsReadTheSameByBothInterpretersAtInsideAndOutsideItsBounds(_ name: String) throws {
        let table = try #require(Self.tables.first { $0.name == name })
        var accepted = 0
        var refused = 0
        for seed in 0..<4 {
            var random = SplitMix64(seed: UInt64(19_001 + seed))
            for row in table.rows {
                for probe in Self.probes(row, random: &random) {
                    let members = table.context(row, probe.text) + [(row.key, probe.text)]
                    let label = "\(name): \(Self.objectText(members))"
                    let issues = try table.read(Self.objectText(members), probe.plain, label)
                    guard let expected = probe.accepted else { continue }
                    #expect(issues.isEmpty == expected, "\(label): \(issues)")
                    if issues.isEmpty { accepted += 1 } else { refused += 1 }
                    guard !expected, case .number(let bounds) = row.shape, Double(probe.text) != nil else { continue }
                    // A number refused for its bounds: one issue at the member, stating the table's bounds.
                    #expect(
                        issues.count == 1 && issues.first?.code == .outOfRange
                            && issues.first?.path == Self.objectPath.appending(row.key), "\(label): \(issues)")
                    let message = issues.first?.message ?? ""
                    #expect(
                        message.contains(JSONWriter.format(bounds.lowerBound))
                            && message.contains(JSONWriter.format(bounds.upperBound))
                            && (row.unit.isEmpty || message.contains(row.unit)),
                        "\(label): \(message)")
                }
            }
        }
        #expect(
            accepted >= table.acceptedPerRow * table.rows.count && refused >= 4 * table.rows.count,
            "\(accepted) / \(refused)")
    }

    /// A seeded object of `table`: a random member with a seeded value (mostly valid), the members
    /// its rules want around it, sometimes one of those given a seeded value too, sometimes one more
    /// member; in a seeded order. With whether the byte reader can take every value.
    static func randomObject(_ table: TableUnderTest, random: inout SplitMix64) -> (
        members: [(key: String, value: String)], plain: Bool
    ) {
        func pick(_ row: FieldSpec) -> Probe? {
            let choices = probes(row, random: &random)
            return Int.random(in: 0..<5, using: &random) > 0
                ? choices.filter { $0.accepted == true }.randomElement(using: &random)
                : choices.randomElement(using: &random)
        }
        guard let anchor = table.rows.randomElement(using: &random), let probe = pick(anchor) else { return ([], true) }
        var members = table.context(anchor, probe.text) + [(anchor.key, probe.text)]
        var plain = probe.plain
        if Int.random(in: 0..<4, using: &random) == 0, let index = members.indices.randomElement(using: &random),
            let row = table.rows.first(where: { $0.key == members[index].key }), let other = pick(row)
        {
            members[index].value = other.text
            plain = plain && other.plain
        }
        if Int.random(in: 0..<3, using: &random) == 0, let row = table.rows.randomElement(using: &random),
            !members.contains(where: { $0.key == row.key }), let extra = pick(row)
        {
            members.append((row.key, extra.text))
            plain = plain && extra.plain
        }
        members.shuffle(using: &random)
        return (members, plain)
    }

    @Test(arguments: tables.map(\.name))
    func seededRandomObjectsFromTheTableReadTheSameBothWays(_ name: String) throws {
        let table = try #require(Self.tables.first { $0.name == name })
        var random = SplitMix64(seed: 19_201)
        var accepted = 0
        for _ in 0..<300 {
            let (members, plain) = Self.randomObject(table, random: &random)
            let issues = try table.read(Self.objectText(members), plain, "\(name): \(Self.objectText(members))")
            if issues.isEmpty { accepted += 1 }
        }
        // Both verdicts occur.
        #expect(accepted >= 5 && accepted <= 295, "\(accepted) of 300 accepted")
    }

    /// Reads the objects `texts` one by one with the tree reader and as one array with the byte
    /// reader: the byte reader's objects are the tree reader's, when every one was read without a
    /// problem; and it takes the array when they all were and are plain. True when they all were.
    static func readArrayBothWays<Table: FieldObject>(
        _ texts: [String], _ table: Table.Type, plain: Bool, _ label: String
    ) throws -> Bool where Table.Object: Equatable {
        var treeObjects: [Table.Object] = []
        var clean = true
        for (index, text) in texts.enumerated() {
            var issues: [ValidationIssue] = []
            let path = JSONPointer(tokens: ["objects", String(index)])
            let object = FieldReader.readObject(try JSONParser().parse(text), at: path, as: table, issues: &issues)
            clean = clean && issues.isEmpty
            if let object { treeObjects.append(object) }
        }
        let decoded = decodeArray(of: "[" + texts.joined(separator: ",") + "]", table)
        if let decoded {
            #expect(clean, "\(label): the byte reader accepted an array the tree reader refused")
            #expect(decoded == treeObjects, "\(label): the two readers read different objects")
        } else if clean && plain {
            Issue.record("\(label): a plain array the tree reader accepts left the byte reader")
        }
        return clean
    }

    /// Arrays of seeded objects read both ways: what the byte reader keeps from one element to the
    /// next (the member order it expects, the room for values and nested objects, a string equal to
    /// the last one kept) must never show in the values of the next.
    @Test(arguments: [day, event, food])
    func seededArraysOfObjectsReadTheSameBothWays(_ table: TableUnderTest) throws {
        var random = SplitMix64(seed: 19_301)
        var decodedArrays = 0
        for _ in 0..<150 {
            var texts: [String] = []
            var plain = true
            // Runs of objects alike in their members and order, and objects unlike any before.
            var template = Self.randomObject(table, random: &random)
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                if Int.random(in: 0..<3, using: &random) == 0 { template = Self.randomObject(table, random: &random) }
                texts.append(Self.objectText(template.members))
                plain = plain && template.plain
            }
            let label = "\(table.name): [\(texts.joined(separator: ","))]"
            if try table.readArray(texts, plain, label), plain { decodedArrays += 1 }
        }
        #expect(decodedArrays >= 10, "\(decodedArrays) arrays wholly valid and plain")
    }

    @Test func theByteReaderTakesTheTablesNestingFromTheirRows() {
        // An event nests an offer holding one array (reasonCodes).
        // A day nests its foods (an array of objects holding nutrients, each an object of plain members).
        #expect(DayFields.table.nesting == 5)
        #expect(FoodFields.table.nesting == 3)
        #expect(NutrientFields.table.nesting == 2)
        #expect(MassAmountFields.table.nesting == 1)
        #expect(PlanEventFields.table.nesting == 3)
        #expect(PlanEventFields.OfferFields.table.nesting == 2)
        #expect(DayRecordFields.table.nesting == 1)
    }
}
