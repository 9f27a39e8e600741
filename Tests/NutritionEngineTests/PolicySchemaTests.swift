import Foundation
import NutritionEngine
import Testing

/// Vectors/policy.schema.json documents exactly what `PolicyReader` reads, with the shipped defaults.
@Suite struct PolicySchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/policy.schema.json")

    static func schema() throws -> JSONValue { try JSONParser().parse(Array(try Data(contentsOf: schemaURL))) }

    static func read(_ value: JSONValue) throws -> Policy { try PolicyReader.read(Array(try JSONWriter().string(value).utf8)) }

    /// Every (section, parameter) in the schema, with its schema node.
    static func parameters(_ schema: JSONValue) -> [(section: String, name: String, node: JSONValue)] {
        (schema["properties"]?.objectValue?.members ?? []).filter { $0.key != "version" }.flatMap { section in
            (section.value["properties"]?.objectValue?.members ?? []).map { (section.key, $0.key, $0.value) }
        }
    }

    @Test func theSchemaNamesEveryEchoedParameterWithItsDefault() throws {
        let schema = try Self.schema()
        let echo = PolicyReport.json(.standard)
        let sections = Set(schema["properties"]?.objectValue?.keys ?? [])
        #expect(sections == Set(echo.objectValue?.keys ?? []))
        for section in sections where section != "version" {
            #expect(Set(schema["properties", section, "properties"]?.objectValue?.keys ?? []) == Set(echo[section]?.objectValue?.keys ?? []), "\(section)")
        }
        for parameter in Self.parameters(schema) {
            #expect(parameter.node["default"] == echo[parameter.section, parameter.name], "\(parameter.section).\(parameter.name)")
            #expect(parameter.node["description"]?.stringValue?.isEmpty == false)
        }
    }

    /// Each numeric parameter set to its schema maximum is read (the schema's bounds are the reader's)
    /// and changes the policy; under the shipped version name the same file is refused.
    @Test func everyParameterAtItsMaximumIsReadAndNeedsANewVersion() throws {
        let schema = try Self.schema()
        var checked = 0
        for parameter in Self.parameters(schema) {
            guard let maximum = parameter.node["maximum"]?.numberValue, maximum != parameter.node["default"]?.numberValue else { continue }
            let changed = JSONValue.object(JSONObject(["version": "proposal-1", parameter.section: .object([parameter.name: .number(maximum)])]))
            let policy = try Self.read(changed)
            // The recomposition deficit is used clamped into its allowed range (5 to 10 % by default).
            let inForce = parameter.name == "recompositionDeficitPercent" ? 10 : maximum
            #expect(PolicyReport.json(policy)[parameter.section, parameter.name] == .number(inForce), "\(parameter.name)")
            #expect(policy != .standard)
            let shippedName = JSONValue.object(JSONObject(["version": .string(Policy.standard.version), parameter.section: .object([parameter.name: .number(maximum)])]))
            #expect(throws: ValidationFailure.self, "\(parameter.name)") { try Self.read(shippedName) }
            let outside = JSONValue.object(JSONObject(["version": "proposal-1", parameter.section: .object([parameter.name: .number(maximum + 1)])]))
            #expect(throws: ValidationFailure.self, "\(parameter.name)") { try Self.read(outside) }
            checked += 1
        }
        #expect(checked >= 20)
    }

    @Test func theShippedVersionWithShippedValuesIsAccepted() throws {
        #expect(try Self.read(PolicyReport.json(.standard)) == .standard)
        #expect(try Self.read(["version": .string(Policy.standard.version), "checkIn": ["deadBandKcalPerDay": 75]]) == .standard)
        do {
            _ = try Self.read(["version": .string(Policy.standard.version), "checkIn": ["deadBandKcalPerDay": 50]])
            Issue.record("a changed policy under the shipped name was read")
        } catch {
            #expect((error as? ValidationFailure)?.issues.map(\.path.description) == ["/version"])
        }
    }
}
