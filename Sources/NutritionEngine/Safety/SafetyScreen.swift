/// The person's answers to the safety screen. An absent answer is kept absent: an incomplete
/// screen is not a pass, and `Eligibility` treats it as manual-only.
public struct SafetyScreen: Sendable, Equatable {
    /// The answers given, by question; a question without an entry was not answered.
    public var answers: [SafetyQuestion: Bool]

    /// A screen with the given answers.
    public init(answers: [SafetyQuestion: Bool] = [:]) { self.answers = answers }

    /// A screen with every question answered `false` (for tests and examples).
    public static let allNo = SafetyScreen(
        answers: Dictionary(uniqueKeysWithValues: SafetyQuestion.allCases.map { ($0, false) }))

    /// The questions answered `true`, in declaration order.
    var yesAnswers: [SafetyQuestion] { SafetyQuestion.allCases.filter { answers[$0] == true } }

    /// The questions not answered, in declaration order.
    var missingAnswers: [SafetyQuestion] { SafetyQuestion.allCases.filter { answers[$0] == nil } }
}

/// Reads the `safetyScreen` object: each member is `true`, `false`, or absent/null (not answered).
package enum SafetyScreenReader {
    /// The keys `read` understands.
    package static let keys: Set<String> = Set(SafetyQuestion.allCases.map(\.rawValue))

    /// Reads the screen; wrong types and unknown keys become issues in `reader`.
    package static func read(_ reader: inout FieldReader) -> SafetyScreen {
        var answers: [SafetyQuestion: Bool] = [:]
        for question in SafetyQuestion.allCases {
            if let answer = reader.bool(question.rawValue) { answers[question] = answer }
        }
        return SafetyScreen(answers: answers)
    }
}
