import NutritionEngine
import Testing

/// `FieldReader.finish()` counts a member as known by the rule `JSONObject`'s lookup finds it by
/// (the UTF-8 lengths first, then the strings): a member that no read could find is reported as
/// unknown, never silently ignored.
@Suite struct FieldReaderUnknownKeyTests {
    @Test func aMemberTheLookupCannotFindIsUnknown() throws {
        // The member is "café" with e + U+0301 (6 bytes); the read asks for "café" with U+00E9
        // (5 bytes). `String` calls them equal, but the lookup does not find the member.
        let decomposed = "cafe\u{301}"
        let composed = "caf\u{E9}"
        #expect(decomposed == composed && decomposed.utf8.count != composed.utf8.count)
        var issues: [ValidationIssue] = []
        let json: JSONValue = [decomposed: .bool(true), "kept": .bool(false)]
        var reader = try #require(FieldReader.object(json, at: JSONPointer("/x"), issues: &issues))
        #expect(reader.bool(composed) == nil)
        #expect(reader.bool("kept") == false)
        let found = reader.finish().map { "\($0.path) \($0.code.rawValue)" }
        #expect(found == ["/x/\(decomposed) unknownKey"])
    }

    @Test func membersAskedForAreKnownWhateverTheirStorage() throws {
        // Keys made from bytes (another string's storage, as the parser makes them), asked by literals.
        let keys = ["weightKg", "heightCm", "ageYears", "equationSex", "activityLevel"]
        var issues: [ValidationIssue] = []
        var members: [(String, JSONValue)] = keys.map { (String(decoding: Array($0.utf8), as: UTF8.self), .bool(true)) }
        members.append(("heightCn", .bool(true)))
        let json = JSONValue.object(JSONObject(Dictionary(uniqueKeysWithValues: members)))
        var reader = try #require(FieldReader.object(json, at: JSONPointer("/person"), issues: &issues))
        for key in keys { #expect(reader.bool(key) == true) }
        let found = reader.finish().map { "\($0.path) \($0.code.rawValue)" }
        #expect(found == ["/person/heightCn unknownKey"])
    }
}
