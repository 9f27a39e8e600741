import Testing

@testable import NutritionEngine

/// `appending(_:)` builds a member's pointer in one array of exactly its tokens (issue 25); from a
/// plain pointer or an element's, at any depth, it names the same place as the token form.
@Suite struct JSONPointerAppendingTests {
    @Test func appendedMembersMatchTheirTokenForm() {
        let day = JSONPointer.root.appending("days").appending(12)
        let food = day.appending("foods").appending(0).appending("id")
        #expect(food.tokens == ["days", "12", "foods", "0", "id"])
        #expect(food.description == "/days/12/foods/0/id")
        #expect(food == JSONPointer(tokens: ["days", "12", "foods", "0", "id"]))
        #expect(food.hashValue == JSONPointer("/days/12/foods/0/id").hashValue)
        let plain = JSONPointer(tokens: ["a", "b"]).appending("c")
        #expect(plain.tokens == ["a", "b", "c"] && plain.description == "/a/b/c")
        #expect(JSONPointer.root.appending("x~y").description == "/x~0y")
        #expect(JSONPointer.root.appending(7).appending("a/b").tokens == ["7", "a/b"])
    }
}
