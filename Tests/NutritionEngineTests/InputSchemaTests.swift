import Foundation
import NutritionEngine
import Testing

/// Keeps `Vectors/input-document.schema.json` in step with the decoder: every member the schema
/// lists is read by the decoder, and every member the decoder reads is in the schema.
@Suite struct InputSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/input-document.schema.json")

    static func schema() throws -> JSONValue {
        try JSONParser().parse(try Data(contentsOf: schemaURL))
    }

    static func propertyNames(_ object: JSONValue?) -> Set<String> {
        Set(object?["properties"]?.objectValue?.keys ?? [])
    }

    @Test func personMembersMatchTheDecoder() throws {
        let schema = try Self.schema()
        #expect(Self.propertyNames(schema["$defs", "person"]) == PersonReader.keys)
    }

    @Test func safetyScreenMembersMatchTheDecoder() throws {
        let schema = try Self.schema()
        #expect(Self.propertyNames(schema["$defs", "safetyScreen"]) == SafetyScreenReader.keys)
    }

    @Test func goalMembersMatchTheDecoder() throws {
        let schema = try Self.schema()
        #expect(Self.propertyNames(schema["$defs", "goal"]) == GoalReader.keys)
    }

    @Test func planMembersMatchTheDecoder() throws {
        let schema = try Self.schema()
        #expect(Self.propertyNames(schema["$defs", "plan"]) == PlanReader.keys)
        let eventKinds = Set(
            schema["$defs", "planEvent", "properties", "kind", "enum"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        #expect(eventKinds == Set(PlanEvent.Kind.allCases.map(\.rawValue)))
        let eventMembers = PlanEvent.Kind.allCases.reduce(into: Set(["kind", "date", "algorithmVersion"])) {
            $0.formUnion($1.requiredMembers.union($1.optionalMembers))
        }
        #expect(Self.propertyNames(schema["$defs", "planEvent"]) == eventMembers)
        Self.expectSchema(schema["$defs", "planEvent"], matches: PlanEventFields.all, "planEvent")
        Self.expectSchema(
            schema["$defs", "offeredRecommendation"], matches: PlanEventFields.OfferFields.all, "offeredRecommendation")
        // Every member a kind requires or allows is a row of the table.
        #expect(eventMembers == Set(PlanEventFields.all.map(\.key)))
    }

    /// Checks each field of `table` against the schema's property of the same name: type, bounds
    /// and choices, so the schema states exactly what the readers (which take them from the table) accept.
    static func expectSchema(_ definition: JSONValue?, matches table: [FieldSpec], _ name: String) {
        #expect(propertyNames(definition) == Set(table.map(\.key)), "\(name)")
        for field in table {
            let given = definition?["properties", field.key]
            let label = "\(name).\(field.key)"
            // The reader reads null as absent: an optional member allows it, a required one does not.
            #expect(allowsNull(given) == !field.required, "\(label) null")
            let property = withoutNull(given)
            switch field.shape {
            case .date:
                #expect(property?["type"] == .string("string") && property?["format"] == .string("date"), "\(label)")
            case .instant, .string:
                #expect(property?["type"] == .string("string"), "\(label)")
            case .number(let bounds):
                #expect(property?["type"] == .string("number"), "\(label)")
                #expect(property?["minimum"]?.numberValue == bounds.lowerBound, "\(label) minimum")
                #expect(property?["maximum"]?.numberValue == bounds.upperBound, "\(label) maximum")
            case .integer(let bounds):
                #expect(property?["type"] == .string("integer"), "\(label)")
                #expect(property?["minimum"]?.numberValue == Double(bounds.lowerBound), "\(label) minimum")
                #expect(property?["maximum"]?.numberValue == Double(bounds.upperBound), "\(label) maximum")
            case .choice(let choices, _):
                #expect(property?["enum"]?.arrayValue?.compactMap(\.stringValue) == choices, "\(label)")
            case .strings(let nonEmpty, _):
                #expect(
                    property?["type"] == .string("array") && property?["items", "type"] == .string("string"), "\(label)"
                )
                #expect(property?["items", "minLength"] == (nonEmpty ? .number(1) : nil), "\(label) minLength")
            case .object(let nested):
                // The nested table is the definition the property refers to.
                let reference = property?["$ref"]?.stringValue?.split(separator: "/").last.map(String.init)
                let definitions = try? schema()["$defs"]
                expectSchema(reference.flatMap { definitions?[$0] }, matches: nested.rows, label)
            case .objects(let nested):
                // An array whose items are the nested table's definition.
                #expect(property?["type"] == .string("array"), "\(label)")
                let reference = property?["items", "$ref"]?.stringValue?.split(separator: "/").last.map(String.init)
                let definitions = try? schema()["$defs"]
                expectSchema(reference.flatMap { definitions?[$0] }, matches: nested.rows, label)
            case .value:
                #expect(property?["$ref"] != nil, "\(label): a value read by another reader refers to its definition")
            case .entries:
                #expect(property?["type"] == .string("array") && property?["items"] != nil, "\(label)")
            }
        }
        // The members every object must give are the table's required rows.
        let required = Set(definition?["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        #expect(required == Set(table.filter(\.required).map(\.key)), "\(name) required")
    }

    /// Whether `property` admits `null` (in its `type`, its untyped `enum`, or an `anyOf`/`oneOf` branch).
    static func allowsNull(_ property: JSONValue?) -> Bool {
        if property?["type"] == "null" || property?["type"]?.arrayValue?.contains("null") == true { return true }
        if property?["type"] == nil, property?["enum"]?.arrayValue?.contains(.null) == true { return true }
        return ["anyOf", "oneOf"].contains { key in
            property?[key]?.arrayValue?.contains { allowsNull($0) } == true
        }
    }

    /// `property` as it reads a non-null value: the type without "null", or the one non-null branch
    /// of an `anyOf`, so the table's shape can be compared with it.
    static func withoutNull(_ property: JSONValue?) -> JSONValue? {
        guard var members = property?.objectValue else { return property }
        if let types = members["type"]?.arrayValue {
            let kept = types.filter { $0 != "null" }
            members["type"] = kept.count == 1 ? kept[0] : .array(kept)
        }
        if let choices = members["enum"]?.arrayValue { members["enum"] = .array(choices.filter { $0 != .null }) }
        if let branches = members["anyOf"]?.arrayValue {
            let kept = branches.filter { $0 != ["type": "null"] }
            if kept.count == 1, let only = kept[0].objectValue {
                members["anyOf"] = nil
                for (key, value) in only where members[key] == nil { members[key] = value }
            }
        }
        return .object(members)
    }

    @Test func everyOptionalMemberAllowsNullAndNoRequiredOneDoes() throws {
        // Walks every object of the schema: the reader reads null as absent (FieldReader), so the
        // schema says so for each member an object does not require (issue 20 item 6).
        func walk(_ node: JSONValue, _ path: String) {
            if let properties = node["properties"]?.objectValue {
                let required = Set(node["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
                for (key, property) in properties where property["const"] == nil {
                    #expect(Self.allowsNull(property) == !required.contains(key), "\(path)/\(key)")
                }
            }
            for (key, child) in node.objectValue ?? [:] { walk(child, path + "/" + key) }
            for child in node.arrayValue ?? [] { walk(child, path) }
        }
        walk(try Self.schema(), "")
    }

    @Test func nullReadsAsAbsent() throws {
        // One optional member of each kind of object, null and absent: the same document.
        let person =
            #""person": {"equationSex": "female", "ageYears": 38, "heightCm": 167, "weightKg": 78, "#
            + #""activityLevel": "lowActive""#
        let day = #"{"date": "2026-11-02", "intakeKcal": 1900"#
        let absent = try InputDocumentReader.read(
            Array((#"{"schemaVersion": 1, "# + person + #"}, "days": ["# + day + "}]}").utf8))
        let null = try InputDocumentReader.read(
            Array(
                (#"{"schemaVersion": 1, "id": null, "goal": null, "timeZone": null, "# + person
                    + #", "bodyFatPercent": null}, "days": ["# + day + #", "weightKg": null, "steps": null}]}"#).utf8))
        #expect(null == absent)
    }

    @Test func dayMembersMatchTheDecoder() throws {
        let schema = try Self.schema()
        #expect(Self.propertyNames(schema["$defs", "day"]) == Set(DayFields.all.map(\.key)))
        Self.expectSchema(schema["$defs", "day"], matches: DayFields.all, "day")
        Self.expectSchema(schema["$defs", "record"], matches: DayRecordFields.all, "record")
        #expect(Self.propertyNames(schema["$defs", "record"]) == DayLogReader.recordKeys)
        let completeness = schema["$defs", "day", "properties", "intakeCompleteness", "enum"]?.arrayValue?.compactMap(
            \.stringValue)
        #expect(Set(completeness ?? []) == Set(IntakeCompleteness.allCases.map(\.rawValue)))
        let review = schema["$defs", "day", "properties", "reviewStatus", "enum"]?.arrayValue?.compactMap(\.stringValue)
        #expect(Set(review ?? []) == Set(ReviewStatus.allCases.map(\.rawValue)))
        let kinds = schema["$defs", "record", "properties", "kind", "enum"]?.arrayValue?.compactMap(\.stringValue)
        #expect(Set(kinds ?? []) == Set(DayRecord.Kind.allCases.map(\.rawValue)))
    }

    /// The food log tables: a day's `foods` and `mealGroups` items, a food's `nutrients` and each
    /// nutrient's amount are the tables' rows (checked through the day's rows above, and here by name
    /// so that a missing definition is named).
    @Test func foodMembersMatchTheTables() throws {
        let schema = try Self.schema()
        Self.expectSchema(schema["$defs", "food"], matches: FoodFields.all, "food")
        Self.expectSchema(schema["$defs", "nutrients"], matches: NutrientFields.all, "nutrients")
        Self.expectSchema(schema["$defs", "massAmount"], matches: MassAmountFields.all, "massAmount")
        Self.expectSchema(schema["$defs", "mealGroup"], matches: MealGroupFields.all, "mealGroup")
        // The meal slots, the nutrients and the unit spellings the schema lists are the engine's.
        let meals = schema["$defs", "food", "properties", "meal", "enum"]?.arrayValue?.compactMap(\.stringValue)
        #expect(meals == MealSlot.allCases.map(\.rawValue))
        #expect(Self.propertyNames(schema["$defs", "nutrients"]) == Set(Nutrient.allCases.map(\.rawValue)))
        let units = schema["$defs", "massAmount", "properties", "unit", "enum"]?.arrayValue?.compactMap(\.stringValue)
        #expect(units == MassUnit.spellings.map(\.text))
    }

    @Test func topLevelMembersMatchTheDecoder() throws {
        let schema = try Self.schema()
        #expect(Self.propertyNames(schema) == InputDocumentReader.topLevelKeys)
    }

    @Test func schemaRefusesUnknownMembersEverywhere() throws {
        let schema = try Self.schema()
        #expect(schema["additionalProperties"] == .bool(false))
        for (name, definition) in schema["$defs"]?.objectValue ?? [:] where definition["type"] == .string("object") {
            #expect(definition["additionalProperties"] == .bool(false), "\(name)")
        }
    }
}
