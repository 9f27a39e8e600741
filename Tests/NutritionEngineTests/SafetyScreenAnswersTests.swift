import Testing

@testable import NutritionEngine

/// `SafetyScreen.yesAnswers` and `missingAnswers` answer the usual screen without a lookup
/// (issue 25). Over every screen of seven questions, each answered yes, no or not at all (3⁷ =
/// 2,187), both lists must be the questions in declaration order that were answered `true` and
/// that were not answered, formed here from the answers directly.
@Suite struct SafetyScreenAnswersTests {
    @Test func everyScreenListsItsYesAndMissingAnswersInOrder() {
        let questions = SafetyQuestion.allCases
        #expect(questions.count == 7)
        var screens = 0
        var withoutYes = 0
        var complete = 0
        for code in 0..<2_187 {
            // Question i's answer is digit i of `code` in base 3: 0 absent, 1 no, 2 yes.
            var answers: [SafetyQuestion: Bool] = [:]
            var yes: [SafetyQuestion] = []
            var missing: [SafetyQuestion] = []
            var rest = code
            for question in questions {
                switch rest % 3 {
                case 1: answers[question] = false
                case 2:
                    answers[question] = true
                    yes.append(question)
                default: missing.append(question)
                }
                rest /= 3
            }
            let screen = SafetyScreen(answers: answers)
            #expect(screen.yesAnswers == yes, "screen \(code)")
            #expect(screen.missingAnswers == missing, "screen \(code)")
            screens += 1
            if yes.isEmpty { withoutYes += 1 }
            if missing.isEmpty { complete += 1 }
        }
        // Both shortcuts were taken (2⁷ screens without a yes, 2⁷ complete) and passed over.
        #expect(screens == 2_187 && withoutYes == 128 && complete == 128)
        #expect(SafetyScreen.allNo.yesAnswers.isEmpty && SafetyScreen.allNo.missingAnswers.isEmpty)
        #expect(SafetyScreen().missingAnswers == questions)
    }
}
