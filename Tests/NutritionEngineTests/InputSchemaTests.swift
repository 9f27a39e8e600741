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
            case .string:
                #expect(property?["type"] == .string("string"), "\(label)")
            case .number(let bounds):
                #expect(property?["type"] == .string("number"), "\(label)")
                #expect(property?["minimum"]?.numberValue == bounds.lowerBound, "\(label) minimum")
                #expect(property?["maximum"]?.numberValue == bounds.upperBound, "\(label) maximum")
            case .integer(let bounds):
                #expect(property?["type"] == .string("integer"), "\(label)")
                #expect(property?["minimum"]?.numberValue == Double(bounds.lowerBound), "\(label) minimum")
                #expect(property?["maximum"]?.numberValue == Double(bounds.upperBound), "\(label) maximum")
            case .choice(let choices):
                #expect(property?["enum"]?.arrayValue?.compactMap(\.stringValue) == choices, "\(label)")
            case .strings(let nonEmpty):
                #expect(
                    property?["type"] == .string("array") && property?["items", "type"] == .string("string"), "\(label)"
                )
                #expect(property?["items", "minLength"] == (nonEmpty ? .number(1) : nil), "\(label) minLength")
            case .nested:
                #expect(property != nil, "\(label)")
            }
        }
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
