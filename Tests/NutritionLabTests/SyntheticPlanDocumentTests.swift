import NutritionEngine
import NutritionLab
import TestSupport
import Testing

/// `benchmark rescore-input --steady-at-goal`: ten-year synthetic histories stay valid documents
/// (Reports/rescore-speed.sh --history times them), and the option changes nothing before a
/// person reaches the landing weight, so the default benchmark file keeps its bytes.
@Suite struct SyntheticPlanDocumentTests {
    static func document(index: Int, days: Int, steadyAtGoal: Bool) throws -> JSONValue {
        var random = SplitMix64(seed: UInt64(20_261_130 + index))
        let asOf = try #require(CalendarDate(iso: "2026-11-30"))
        return SyntheticPlanDocument.json(
            index: index, days: days, asOf: asOf, random: &random, steadyAtGoal: steadyAtGoal)
    }

    static func scored(_ document: JSONValue) throws -> RescoreOutcome.Status {
        let line = Array(try JSONWriter(style: .compact).string(document).utf8)
        return RecordScorer(policy: .standard).score(line, identity: .line(1)).status
    }

    @Test func tenYearHistoriesAreScoredWhenTheLossEndsAtTheLandingWeight() throws {
        for index in 0..<6 {
            let document = try Self.document(index: index, days: 3_650, steadyAtGoal: true)
            #expect(try Self.scored(document) == .scored, "plan \(index)")
            // Weigh-ins scatter 0.6 kg (one standard deviation) around a trend that stops at the
            // landing weight: none lies 5 standard deviations below it.
            let landing = try #require(document["goal", "landingWeightKg"]?.numberValue)
            let weights = (document["days"]?.arrayValue ?? []).compactMap { $0["weightKg"]?.numberValue }
            #expect(weights.count > 2_000)
            #expect(weights.allSatisfy { $0 >= landing - 3 }, "plan \(index): lowest \(weights.min() ?? 0)")
            // The stored target stays within 300 kcal/day of the plan's first target.
            let history = document["plan", "history"]?.arrayValue ?? []
            let first = try #require(history.first?["targetKcalPerDay"]?.numberValue)
            let stored = try #require(document["plan", "activeTarget", "kcalPerDay"]?.numberValue)
            #expect(abs(stored - first) <= 300, "plan \(index): \(first) -> \(stored)")
        }
    }

    @Test func tenYearsOfDeficitWithoutItLeaveTheValidRange() throws {
        // The reason for the option: a deficit kept for ten years drives weights below 2 kg or the
        // target below 0 kcal/day for most synthetic people, so their records would be refused.
        let refused = try (0..<6).filter {
            try Self.scored(Self.document(index: $0, days: 3_650, steadyAtGoal: false)) == .invalid
        }
        #expect(refused.count >= 3, "refused: \(refused)")
    }

    @Test func beforeTheLandingWeightTheOptionChangesNothing() throws {
        // Sixty days at most 250 kcal/day below maintenance lose under 2 kg, far from the 18 % to
        // the landing weight, and 8 weekly adjustments of 50 kcal/day stay inside the 300 band.
        for index in 0..<8 {
            let plain = try Self.document(index: index, days: 60, steadyAtGoal: false)
            let steady = try Self.document(index: index, days: 60, steadyAtGoal: true)
            #expect(plain == steady, "plan \(index)")
        }
    }
}
