import NutritionEngine
import Testing

@testable import NutritionLab

/// The meal-evidence study (Reports/meal-evidence.md): its scores computed by hand, and properties
/// the two runs of one person must have.
@Suite struct MealEvidenceStudyTests {
    @Test func precisionRecallAndTheLikelihoodRatiosByHand() throws {
        // 6 partial days asked, 14 complete asked, 4 partial not asked, 76 complete not asked.
        let d = MealEvidenceStudy.Detection(truePositives: 6, falsePositives: 14, falseNegatives: 4, trueNegatives: 76)
        #expect(d.precisionPercent == 30)  // 6 / 20
        #expect(d.recallPercent == 60)  // 6 / 10
        let ratios = try #require(MealEvidenceStudy.likelihoodRatios(d))
        // (6/10) / (14/90) = 3.857…; (4/10) / (76/90) = 0.4736…
        #expect(abs(ratios.short - 0.6 / (14.0 / 90)) < 1e-12)
        #expect(abs(ratios.usual - 0.4 / (76.0 / 90)) < 1e-12)
        #expect(MealEvidenceStudy.Detection().precisionPercent == nil)
        #expect(MealEvidenceStudy.Detection().recallPercent == nil)
    }

    @Test func theMealRunAsksEverythingTheDayRunAsksAndTheSameDaysAreScored() {
        let records = MealEvidenceStudy.run(seed: 11, trainees: 8)
        #expect(records.count == 8)
        for record in records {
            let rule = record.currentRule
            let either = record.either
            // The same days are scored in every rule, and the meal run keeps the current rule's questions.
            let scored = rule.truePositives + rule.falsePositives + rule.falseNegatives + rule.trueNegatives
            #expect(
                scored == either.truePositives + either.falsePositives + either.falseNegatives + either.trueNegatives)
            #expect(either.truePositives >= rule.truePositives && either.falsePositives >= rule.falsePositives)
            #expect(either.truePositives >= record.mealRule.truePositives)
            // The meals' claims are a subset of the scored days (none before enough history).
            let claims = record.mealClaims
            #expect(
                claims.truePositives + claims.falsePositives + claims.falseNegatives + claims.trueNegatives <= scored)
        }
    }

    @Test func theReportStatesTheRunsFigures() {
        let records = MealEvidenceStudy.run(seed: 11, trainees: 8)
        let text = MealEvidenceReport.markdown(records, seed: 11, tuning: [], policy: .standard)
        let rule = MealEvidenceStudy.total(records, \.currentRule)
        #expect(
            text.contains(
                "| current rule (0.7 × own median), day-level log | \(rule.truePositives + rule.falseNegatives) |"))
        #expect(text.contains("Seed 11, 8 simulated people"))
    }
}
