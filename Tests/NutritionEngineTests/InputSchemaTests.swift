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
            let property = definition?["properties", field.key]
            let label = "\(name).\(field.key)"
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
