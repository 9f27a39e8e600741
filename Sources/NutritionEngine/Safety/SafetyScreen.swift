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

    // Eligibility asks both lists about twice per plan, and a lookup hashes the question's raw
    // string: the usual screen (every question answered, none `true`) is answered from the
    // dictionary's values and count, without a lookup (issue 25).

    /// The questions answered `true`, in declaration order.
    var yesAnswers: [SafetyQuestion] {
        guard answers.values.contains(true) else { return [] }
        return SafetyQuestion.allCases.filter { answers[$0] == true }
    }

    /// The questions not answered, in declaration order.
    var missingAnswers: [SafetyQuestion] {
        // The keys are distinct questions, so as many keys as questions means every one is answered.
        guard answers.count < SafetyQuestion.allCases.count else { return [] }
        return SafetyQuestion.allCases.filter { answers[$0] == nil }
    }
}

/// Reads the `safetyScreen` object: each member is `true`, `false`, or absent/null (not answered).
package enum SafetyScreenReader {
    /// The keys `read` understands.
    package static let keys: Set<String> = Set(SafetyQuestion.allCases.map(\.rawValue))

    /// Reads the screen; wrong types and unknown keys become issues in `reader`.
    package static func read(_ reader: inout FieldReader) -> SafetyScreen {
        var answers: [SafetyQuestion: Bool] = [:]
        // Room for every question at once: grown one answer at a time, the dictionary was rebuilt
        // four times per screen (0.7 % of `rescore`'s instructions, issue 25).
        answers.reserveCapacity(SafetyQuestion.allCases.count)
        for question in SafetyQuestion.allCases {
            if let answer = reader.bool(question.rawValue) { answers[question] = answer }
        }
        return SafetyScreen(answers: answers)
    }
}
