import NutritionEngine
import TestSupport
import Testing

/// Destination rules: every refusal, the lowest allowed landing weight, and the accepted cases.
@Suite struct DestinationTests {
    static let woman = Person(
        equationSex: .female, ageYears: 34, heightCm: 168, weightKg: 72.4, activityLevel: .lowActive)

    static func codes(_ goal: Goal, _ person: Person = woman) -> [Destination.ReasonCode] {
        Destination(goal: goal, person: person, policy: .standard).reasons.map(\.code)
    }

    @Test func loseRefusals() {
        #expect(Self.codes(Goal(kind: .lose, landingWeightKg: 72.4)) == [.landingNotBelowCurrentWeight])
        #expect(Self.codes(Goal(kind: .lose, landingWeightKg: 52)) == [.landingBelowMinimumBMI])
        #expect(
            Self.codes(Goal(kind: .lose, landingWeightKg: 64, ratePercentPerWeek: 1.01)) == [.rateOutsideAllowedRange])
        #expect(
            Self.codes(Goal(kind: .lose, landingWeightKg: 64, ratePercentPerWeek: 0.24)) == [.rateOutsideAllowedRange])
        #expect(Self.codes(Goal(kind: .lose, landingWeightKg: 64, ratePercentPerWeek: 0.25)).isEmpty)
        #expect(Self.codes(Goal(kind: .lose, landingWeightKg: 64, ratePercentPerWeek: 1.0)).isEmpty)
    }

    @Test func lowestAllowedLandingWeightIsAtTheBMIFloorAndIsItselfAllowed() throws {
        // 18.5 × 1.68² = 52.2144 kg, stated rounded up: 52.22 kg.
        let destination = Destination(
            goal: Goal(kind: .lose, landingWeightKg: 50), person: Self.woman, policy: .standard)
        let lowest = try #require(destination.lowestAllowedLandingWeightKg)
        #expect(isApproximatelyEqual(lowest, 52.2144, absolute: 1e-9))
        #expect(Destination.ceilingKg(lowest) == 52.22)
        #expect(Self.codes(Goal(kind: .lose, landingWeightKg: 52.22)).isEmpty)
        #expect(destination.reasons.first?.message.contains("52.22 kg") == true)
    }

    @Test func maintainIsLockedToTheCurrentWeight() {
        #expect(Self.codes(Goal(kind: .maintain, landingWeightKg: 73.4)).isEmpty)
        #expect(Self.codes(Goal(kind: .maintain, landingWeightKg: 73.41)) == [.maintainLandingDiffers])
        #expect(Self.codes(Goal(kind: .maintain, landingWeightKg: 71.39)) == [.maintainLandingDiffers])
        let accepted = Destination(
            goal: Goal(kind: .maintain, landingWeightKg: 73), person: Self.woman, policy: .standard)
        #expect(accepted.landingWeightKg == 72.4)
    }

    @Test func gainMustGoUp() {
        #expect(Self.codes(Goal(kind: .gain, landingWeightKg: 72.4)) == [.landingNotAboveCurrentWeight])
        #expect(Self.codes(Goal(kind: .gain, landingWeightKg: 72.5)).isEmpty)
    }

    @Test func recompositionLandingIsDeferred() {
        #expect(Self.codes(Goal(kind: .recomposition, landingDeferred: true)).isEmpty)
        var withBodyFat = Self.woman
        withBodyFat.bodyFatPercent = 28
        #expect(
            Self.codes(Goal(kind: .recomposition, landingBodyFatPercent: 22), withBodyFat) == [
                .recompositionLandingNotYetAccepted
            ])
        #expect(
            Self.codes(Goal(kind: .recomposition, landingBodyFatPercent: 22)) == [
                .recompositionLandingNotYetAccepted, .currentBodyFatNeeded,
            ])
    }

    @Test func aRefusedDestinationGetsNoTarget() {
        let recommendation = Recommendation(
            person: Self.woman, goal: Goal(kind: .lose, landingWeightKg: 50), safetyScreen: .allNo,
            manualTargetKcal: nil, policy: .standard)
        #expect(recommendation.destination?.status == .rejected)
        #expect(recommendation.target == nil && recommendation.protein == nil)
    }
}
