import NutritionEngine
import Testing

/// "Did you mean" for typos (edit distance ≤ 2) and for shortened names (a word of the known name).
@Suite struct DidYouMeanTests {
    static let person =
        #""person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 72.4, "activityLevel": "#
        + #""lowActive"}"#

    static func messages(_ text: String) -> [String] {
        do {
            _ = try InputDocumentReader.read(Array(text.utf8))
            return []
        } catch {
            return error.issues.filter { $0.code == .unknownKey }.map(\.message)
        }
    }

    @Test(arguments: [
        (
            #"{"schemaVersion": 1, \#(person), "goal": {"kind": "lose", "landingWeightKg": 65, "rate": 0.5}}"#,
            "unknown member \"rate\" (did you mean \"ratePercentPerWeek\"?)"
        ),
        (
            #"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": "#
                + #"72.4, "activity": "lowActive"}}"#,
            "unknown member \"activity\" (did you mean \"activityLevel\"?)"
        ),
        (
            #"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": "#
                + #"72.4, "activityLevel": "lowActive", "acitvity": 1}}"#,
            "unknown member \"acitvity\" (did you mean \"activityLevel\"?)"
        ),
        (
            #"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "wieghtKg": "#
                + #"72.4, "activityLevel": "lowActive"}}"#,
            "unknown member \"wieghtKg\" (did you mean \"weightKg\"?)"
        ),
        (
            #"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": "#
                + #"72.4, "activityLevel": "lowActive", "sex": "female"}}"#,
            "unknown member \"sex\" (did you mean \"equationSex\"?)"
        ),
    ])
    func suggestions(document: String, message: String) {
        #expect(Self.messages(document).contains(message), "\(Self.messages(document))")
    }

    /// A key that is neither close to a name nor one of its words gets no suggestion.
    @Test func farAwayKeysGetNone() {
        let messages = Self.messages(
            #"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": "#
                + #"72.4, "activityLevel": "lowActive", "favouriteColour": "blue", "per": 1}}"#
        )
        #expect(messages.sorted() == ["unknown member \"favouriteColour\"", "unknown member \"per\""])
    }
}
