import Foundation
import NutritionEngine
import Testing

/// Vectors/policy.schema.json documents exactly what `PolicyReader` reads, with the shipped defaults.
@Suite struct PolicySchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Vectors/policy.schema.json")

    static func schema() throws -> JSONValue { try JSONParser().parse(Array(try Data(contentsOf: schemaURL))) }

    static func read(_ value: JSONValue) throws -> Policy {
        try PolicyReader.read(Array(try JSONWriter().string(value).utf8))
    }

    /// Every parameter in the schema as its path (section, parameter, and the member of a nested
    /// parameter group such as maintenance.stateSpace), with its schema node.
    static func parameters(_ schema: JSONValue) -> [(path: [String], node: JSONValue)] {
        func walk(_ node: JSONValue, _ path: [String]) -> [(path: [String], node: JSONValue)] {
            (node["properties"]?.objectValue?.members ?? []).flatMap { member -> [(path: [String], node: JSONValue)] in
                let here = path + [member.key]
                // A group of parameters (not a low/high range) is walked into, and stands for itself too.
                let isGroup = member.value["properties"] != nil && member.value["required"] == nil
                return [(here, member.value)] + (isGroup ? walk(member.value, here) : [])
            }
        }
        return (schema["properties"]?.objectValue?.members ?? []).filter { $0.key != "version" }.flatMap {
            walk($0.value, [$0.key])
        }
    }

    /// The member of `value` at `path`.
    static func member(_ value: JSONValue, _ path: [String]) -> JSONValue? { path.reduce(value) { $0?[$1] } }

    /// A policy document holding `value` at `path` under `version`.
    static func document(_ path: [String], _ value: JSONValue, version: String) -> JSONValue {
        let nested = path.dropFirst().reversed().reduce(value) { inner, key in
            JSONValue.object(JSONObject([key: inner]))
        }
        return .object(JSONObject(["version": .string(version), path[0]: nested]))
    }

    @Test func theSchemaNamesEveryEchoedParameterWithItsDefault() throws {
        let schema = try Self.schema()
        let echo = PolicyEcho.json(.standard)
        let sections = Set(schema["properties"]?.objectValue?.keys ?? [])
        // Every section of Policy is echoed (days, maintenance and projection were missing once).
        #expect(
            sections == [
                "version", "estimate", "safety", "target", "checkIn", "days", "maintenance", "projection", "patterns",
                "today",
            ])
        #expect(sections == Set(echo.objectValue?.keys ?? []))
        for parameter in Self.parameters(schema)
        where parameter.node["properties"] != nil && parameter.node["required"] == nil {
            let group = parameter.path.joined(separator: ".")
            #expect(
                Set(parameter.node["properties"]?.objectValue?.keys ?? [])
                    == Set(Self.member(echo, parameter.path)?.objectValue?.keys ?? []), "\(group)")
        }
        for section in sections where section != "version" {
            #expect(
                Set(schema["properties", section, "properties"]?.objectValue?.keys ?? [])
                    == Set(echo[section]?.objectValue?.keys ?? []), "\(section)")
        }
        var count = 0
        for parameter in Self.parameters(schema) {
            #expect(parameter.node["default"] == Self.member(echo, parameter.path), "\(parameter.path)")
            #expect(
                parameter.node["description"]?.stringValue?.isEmpty == false || parameter.path.count > 2,
                "\(parameter.path)")
            count += 1
        }
        #expect(count >= 90)
    }

    /// Each numeric parameter set to its schema maximum is read (the schema's bounds are the reader's)
    /// and changes the policy; under the shipped version name the same file is refused.
    @Test func everyParameterAtItsMaximumIsReadAndNeedsANewVersion() throws {
        let schema = try Self.schema()
        var checked = 0
        for parameter in Self.parameters(schema) {
            guard let maximum = parameter.node["maximum"]?.numberValue,
                maximum != parameter.node["default"]?.numberValue
            else { continue }
            let name = parameter.path.joined(separator: ".")
            let policy = try Self.read(Self.document(parameter.path, .number(maximum), version: "proposal-1"))
            // The recomposition deficit is used clamped into its allowed range (5 to 10 % by default).
            let inForce = parameter.path.last == "recompositionDeficitPercent" ? 10 : maximum
            #expect(Self.member(PolicyEcho.json(policy), parameter.path) == .number(inForce), "\(name)")
            #expect(policy != .standard)
            #expect(throws: ValidationFailure.self, "\(name)") {
                try Self.read(Self.document(parameter.path, .number(maximum), version: Policy.standard.version))
            }
            #expect(throws: ValidationFailure.self, "\(name)") {
                try Self.read(Self.document(parameter.path, .number(maximum + 1), version: "proposal-1"))
            }
            checked += 1
        }
        #expect(checked >= 60)
    }

    @Test func theShippedVersionWithShippedValuesIsAccepted() throws {
        #expect(try Self.read(PolicyEcho.json(.standard)) == .standard)
        #expect(
            try Self.read(["version": .string(Policy.standard.version), "checkIn": ["deadBandKcalPerDay": 75]])
                == .standard)
        do {
            _ = try Self.read(["version": .string(Policy.standard.version), "checkIn": ["deadBandKcalPerDay": 50]])
            Issue.record("a changed policy under the shipped name was read")
        } catch {
            #expect((error as? ValidationFailure)?.issues.map(\.path.description) == ["/version"])
        }
    }
}
