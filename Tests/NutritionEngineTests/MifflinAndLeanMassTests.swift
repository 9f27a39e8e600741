import NutritionEngine
import TestSupport
import Testing

@Suite struct MifflinAndLeanMassTests {
    @Test func mifflinByHand() {
        // Woman 34 y, 168 cm, 72.4 kg: 724 + 1050 − 170 − 161 = 1443 kcal/day.
        let woman = Person(equationSex: .female, ageYears: 34, heightCm: 168, weightKg: 72.4, activityLevel: .lowActive)
        #expect(isApproximatelyEqual(MifflinStJeor.restingKcalPerDay(woman), 1443, absolute: 1e-9))
        // Man 30 y, 170 cm, 70 kg: 700 + 1062.5 − 150 + 5 = 1617.5 kcal/day.
        let man = Person(equationSex: .male, ageYears: 30, heightCm: 170, weightKg: 70, activityLevel: .inactive)
        #expect(isApproximatelyEqual(MifflinStJeor.restingKcalPerDay(man), 1617.5, absolute: 1e-9))
    }

    @Test func sexTermsDifferBy166() {
        let woman = Person(equationSex: .female, ageYears: 45, heightCm: 160, weightKg: 60, activityLevel: .active)
        var man = woman
        man.equationSex = .male
        #expect(
            isApproximatelyEqual(
                MifflinStJeor.restingKcalPerDay(man) - MifflinStJeor.restingKcalPerDay(woman), 166, absolute: 1e-9))
    }

    @Test func leanMassEquationsByHand() {
        // 72.4 kg at 28 % fat: LBM 52.128 kg; Cunningham 500 + 22·52.128 = 1646.816;
        // Katch–McArdle 370 + 21.6·52.128 = 1495.9648.
        let person = Person(
            equationSex: .female, ageYears: 34, heightCm: 168, weightKg: 72.4, activityLevel: .lowActive,
            bodyFatPercent: 28)
        let lean = EnergyEstimate(person: person).leanMass
        #expect(isApproximatelyEqual(lean?.leanMassKg ?? .nan, 52.128, absolute: 1e-9))
        #expect(isApproximatelyEqual(lean?.cunningham1980RestingKcalPerDay ?? .nan, 1646.816, absolute: 1e-9))
        #expect(isApproximatelyEqual(lean?.katchMcArdle1991RestingKcalPerDay ?? .nan, 1495.9648, absolute: 1e-9))
    }

    @Test func declaredPALIsUsedAsTheMifflinMultiplier() {
        // PAL 1.70 maps to "active" (1.68 ≤ PAL < 1.85) and multiplies REE directly: 1443 × 1.7 = 2453.1.
        let person = Person(
            equationSex: .female, ageYears: 34, heightCm: 168, weightKg: 72.4, activityLevel: .active,
            physicalActivityLevel: 1.7)
        let estimate = EnergyEstimate(person: person)
        #expect(estimate.mifflinMultiplierBasis == .declaredPhysicalActivityLevel)
        #expect(isApproximatelyEqual(estimate.mifflinMaintenanceKcalPerDay, 2453.1, absolute: 1e-9))
    }

    @Test(arguments: [
        (1.0, ActivityLevel.inactive), (1.5299, .inactive), (1.53, .lowActive), (1.6799, .lowActive), (1.68, .active),
        (1.85, .veryActive), (2.4999, .veryActive),
    ])
    func palBandsFollowTheNASEMCutPoints(pal: Double, level: ActivityLevel) {
        #expect(ActivityLevel(physicalActivityLevel: pal) == level)
    }

    @Test func palOutsideTheAdultRangeHasNoCategory() {
        #expect(ActivityLevel(physicalActivityLevel: 0.99) == nil)
        #expect(ActivityLevel(physicalActivityLevel: 2.5) == nil)
    }
}
