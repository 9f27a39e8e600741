import NutritionEngine
import Testing

/// The safety screen: every manual-only reason, its boundaries, and that reasons accumulate.
@Suite struct EligibilityTests {
    static let adult = Person(
        equationSex: .female, ageYears: 34, heightCm: 168, weightKg: 72.4, activityLevel: .lowActive)

    static func codes(_ person: Person = adult, _ screen: SafetyScreen? = .allNo) -> [Eligibility.ReasonCode] {
        Eligibility(person: person, screen: screen, policy: .standard).reasons.map(\.code)
    }

    @Test func completeNoScreenIsEligible() {
        #expect(Eligibility(person: Self.adult, screen: .allNo, policy: .standard).status == .eligible)
    }

    @Test(arguments: SafetyQuestion.allCases)
    func anyYesAnswerIsManualOnly(_ question: SafetyQuestion) {
        var screen = SafetyScreen.allNo
        screen.answers[question] = true
        let eligibility = Eligibility(person: Self.adult, screen: screen, policy: .standard)
        #expect(eligibility.status == .manualOnly)
        #expect(eligibility.reasons.map(\.code) == [.screenAnswerYes])
        #expect(eligibility.reasons.first?.questions == [question])
    }

    @Test(arguments: SafetyQuestion.allCases)
    func anyMissingAnswerIsManualOnly(_ question: SafetyQuestion) {
        var screen = SafetyScreen.allNo
        screen.answers[question] = nil
        let eligibility = Eligibility(person: Self.adult, screen: screen, policy: .standard)
        #expect(eligibility.reasons.map(\.code) == [.screenIncomplete])
        #expect(eligibility.reasons.first?.questions == [question])
    }

    @Test func noScreenAtAllListsEveryQuestion() {
        let eligibility = Eligibility(person: Self.adult, screen: nil, policy: .standard)
        #expect(eligibility.reasons.first?.questions == SafetyQuestion.allCases)
    }

    @Test func ageBoundaries() {
        var person = Self.adult
        person.ageYears = 19
        #expect(Self.codes(person).isEmpty)
        person.ageYears = 18.99
        #expect(Self.codes(person) == [.ageUnderMinimum])
        person.ageYears = 100
        #expect(Self.codes(person).isEmpty)
        person.ageYears = 100.01
        #expect(Self.codes(person) == [.ageOverMaximum])
    }

    @Test func bmiBoundary() {
        // 18.5 × 1.68² = 52.2144 kg is exactly BMI 18.5 (eligible); 52.2 kg is BMI 18.495 (manual-only).
        var person = Self.adult
        person.weightKg = 52.2144
        #expect(Self.codes(person).isEmpty)
        person.weightKg = 52.2
        #expect(Self.codes(person) == [.bmiBelowMinimum])
    }

    @Test func outsideTheEquationDomainIsManualOnly() {
        var person = Self.adult
        person.heightCm = 119
        person.weightKg = 40  // BMI 28.2: only the domain applies
        #expect(Self.codes(person) == [.outsideEquationDomain])
        person = Self.adult
        person.weightKg = 301
        person.heightCm = 229  // BMI 57.4
        #expect(Self.codes(person) == [.outsideEquationDomain])
    }

    @Test func everyReasonIsListedInAFixedOrder() {
        var person = Self.adult
        person.ageYears = 16
        person.weightKg = 50
        var screen = SafetyScreen.allNo
        screen.answers[.pregnant] = true
        screen.answers[.lactating] = nil
        #expect(
            Self.codes(person, screen) == [.screenAnswerYes, .screenIncomplete, .ageUnderMinimum, .bmiBelowMinimum])
    }
}
