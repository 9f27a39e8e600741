import Testing

@testable import NutritionEngine

/// A pointer to an array element is kept as its parent and a number (issue 25); built either way,
/// the same pointer has the same tokens, text, equality and hash.
@Suite struct JSONPointerTests {
    @Test func elementPointersEqualTheirTokenForm() {
        let built = JSONPointer.root.appending("days").appending(12)
        let typed = JSONPointer(tokens: ["days", "12"])
        #expect(built.tokens == ["days", "12"])
        #expect(built.description == "/days/12")
        #expect(built == typed && typed == built)
        #expect(built.hashValue == typed.hashValue)
        #expect(Set([built, typed, JSONPointer("/days/12")]).count == 1)
        #expect(built != JSONPointer(tokens: ["days", "13"]) && built != JSONPointer(tokens: ["days"]))
        // Further down from an element, and an element of an element.
        #expect(built.appending("intakeKcal").description == "/days/12/intakeKcal")
        #expect(built.appending(0).tokens == ["days", "12", "0"])
        #expect(JSONPointer.root.appending(3).description == "/3")
        #expect(JSONPointer(tokens: ["a/b"]).appending(1).description == "/a~1b/1")
        #expect(built < JSONPointer(tokens: ["days", "2"]))  // by text: "/days/12" < "/days/2"
    }
}
