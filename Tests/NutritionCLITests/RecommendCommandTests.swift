import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// `recommend` exit codes: manual-only and refusals are results (0); malformed input is 65.
@Suite struct RecommendCommandTests {
    static func document(age: Double, weightKg: Double = 72.4) -> Data {
        Data(
            """
            {"schemaVersion": 1,
             "person": {"equationSex": "female", "ageYears": \(Int(age)), "heightCm": 168, "weightKg": \(weightKg), \
            "activityLevel": "lowActive"},
             "safetyScreen": {"pregnant": false, "lactating": false, "eatingDisorder": false, "type1Diabetes": false,
                              "glucoseLoweringMedication": false, "chronicKidneyDisease": false, \
            "otherConditionUnderCare": false},
             "goal": {"kind": "maintain"}}
            """.utf8)
    }

    @Test func age17IsManualOnlyForRecommendButRefusedByEstimate() {
        let recommend = NutritionCommandLine.run(arguments: ["recommend", "-"], stdin: Self.document(age: 17))
        #expect(recommend.exitCode == 0)
        #expect(recommend.stdout.contains("\"manualOnly\""))
        let estimate = NutritionCommandLine.run(arguments: ["estimate", "-"], stdin: Self.document(age: 17))
        #expect(estimate.exitCode == 65)
    }

    @Test func malformedValuesAreStillExit65() {
        let result = NutritionCommandLine.run(
            arguments: ["recommend", "-"], stdin: Self.document(age: 34, weightKg: -72.4))
        #expect(result.exitCode == 65 && result.stdout.isEmpty)
        #expect(result.issues.map(\.path.description) == ["/person/weightKg"])
    }

    @Test func markdownAndUnknownFormat() {
        let markdown = NutritionCommandLine.run(
            arguments: ["recommend", "-", "--format", "markdown"], stdin: Self.document(age: 34))
        #expect(markdown.exitCode == 0 && markdown.stdout.hasPrefix("# Initial calorie target"))
        let unknown = NutritionCommandLine.run(
            arguments: ["recommend", "-", "--format", "xml"], stdin: Self.document(age: 34))
        #expect(unknown.exitCode == 64)
    }
}
