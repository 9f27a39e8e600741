import NutritionEngine
import Testing

/// A manual-only result holds no automated number anywhere, for every goal and every reason:
/// the only number allowed in the whole output tree is the person's own target, echoed.
@Suite struct ManualOnlyOutputTests {
    static let woman = Person(
        equationSex: .female, ageYears: 34, heightCm: 168, weightKg: 72.4, activityLevel: .lowActive, bodyFatPercent: 28
    )

    static let goals: [Goal] = [
        Goal(kind: .lose, landingWeightKg: 64), Goal(kind: .maintain), Goal(kind: .gain, landingWeightKg: 80),
        Goal(kind: .recomposition, landingDeferred: true),
        Goal(kind: .recomposition, landingDeferred: true, fatLossPriority: true),
    ]

    /// (person, screen) pairs, one per manual-only reason.
    static func manualOnlyCases() -> [(Person, SafetyScreen?)] {
        var cases: [(Person, SafetyScreen?)] = SafetyQuestion.allCases.map { question in
            var screen = SafetyScreen.allNo
            screen.answers[question] = true
            return (woman, screen)
        }
        cases.append((woman, nil))
        var young = woman
        young.ageYears = 17
        cases.append((young, .allNo))
        var old = woman
        old.ageYears = 101
        cases.append((old, .allNo))
        var thin = woman
        thin.weightKg = 50
        cases.append((thin, .allNo))
        var short = woman
        short.heightCm = 115
        short.weightKg = 40
        cases.append((short, .allNo))
        return cases
    }

    /// Every number in `value` with its path.
    static func numbers(in value: JSONValue, at path: String = "") -> [(String, Double)] {
        switch value {
        case .number(let number): [(path, number)]
        case .array(let elements): elements.enumerated().flatMap { numbers(in: $1, at: "\(path)/\($0)") }
        case .object(let members): members.flatMap { numbers(in: $1, at: "\(path)/\($0)") }
        default: []
        }
    }

    @Test func noNumberAnywhereButTheEchoedManualTarget() throws {
        for (person, screen) in Self.manualOnlyCases() {
            for goal in Self.goals {
                for manual in [nil, 1800.0] {
                    let recommendation = Recommendation(
                        person: person, goal: goal, safetyScreen: screen, manualTargetKcal: manual, policy: .standard)
                    #expect(recommendation.eligibility.status == .manualOnly)
                    #expect(
                        recommendation.estimate == nil && recommendation.target == nil
                            && recommendation.destination == nil)
                    let document = InputDocument(
                        person: person, safetyScreen: screen, goal: goal, manualTargetKcal: manual)
                    let result = try Evaluate.recommend(RecommendRequest(document: document), policy: .standard)
                    guard case .manualOnly(let report) = result else {
                        Issue.record("\(goal.kind): not a manual-only result: \(result)")
                        continue
                    }
                    let found = Self.numbers(in: result.json)
                    let expected: [(String, Double)] = manual.map { [("/manualTarget/kcalPerDay", $0)] } ?? []
                    #expect(
                        found.map(\.0) == expected.map(\.0) && found.map(\.1) == expected.map(\.1),
                        "\(goal.kind) \(found)")
                    let markdown = try result.rendered(as: .markdown)
                    #expect(markdown == report.page.markdown)
                    #expect(markdown.contains("kcal/day") == (manual != nil), "\(markdown)")
                }
            }
        }
    }

    @Test func theManualTargetIsLabelledUserProvided() throws {
        let document = InputDocument(person: Self.woman, goal: Self.goals[1], manualTargetKcal: 1800)
        let manual = try Evaluate.recommend(RecommendRequest(document: document), policy: .standard).json[
            "manualTarget"]
        #expect(manual?["label"] == .string("userProvided"))
        #expect(manual?["note"]?.stringValue?.contains("no automated adjustments") == true)
    }
}
