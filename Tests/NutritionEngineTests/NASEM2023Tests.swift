import NutritionEngine
import TestSupport
import Testing

/// NASEM 2023 against the reference sheet's check values (computed from the published coefficients;
/// the first two are the report's own mean-person figures, 2,930 and 2,281 kcal/day).
@Suite struct NASEM2023Tests {
    struct Check: Sendable, CustomStringConvertible {
        var person: Person
        var expectedKcalPerDay: Double
        var description: String {
            "\(person.equationSex) \(person.activityLevel) \(person.ageYears) y → \(expectedKcalPerDay)"
        }
    }

    static let checks: [Check] = [
        Check(
            person: Person(equationSex: .male, ageYears: 50.3, heightCm: 175.9, weightKg: 83.1, activityLevel: .active),
            expectedKcalPerDay: 2929.06),
        Check(
            person: Person(
                equationSex: .female, ageYears: 53.9, heightCm: 162.3, weightKg: 71.9, activityLevel: .active),
            expectedKcalPerDay: 2281.10),
        Check(
            person: Person(equationSex: .male, ageYears: 30, heightCm: 170, weightKg: 70, activityLevel: .inactive),
            expectedKcalPerDay: 2520.17),
        Check(
            person: Person(equationSex: .female, ageYears: 22, heightCm: 165, weightKg: 63, activityLevel: .lowActive),
            expectedKcalPerDay: 2275.37),
        Check(
            person: Person(equationSex: .female, ageYears: 30, heightCm: 170, weightKg: 70, activityLevel: .active),
            expectedKcalPerDay: 2475.55),
    ]

    @Test(arguments: checks)
    func matchesReferenceCheckValue(_ check: Check) {
        let kcal = NASEM2023.totalEnergyExpenditureKcalPerDay(check.person)
        #expect(isApproximatelyEqual(kcal, check.expectedKcalPerDay, absolute: 0.005))
    }

    @Test func intervalIsPlusMinus196StandardErrorsPerSex() {
        // Women: SEE 245.75 → ±481.67; men: SEE 338.55 → ±663.56 (reference sheet: ≈ ±482 / ±664).
        let woman = EnergyEstimate(person: Self.checks[1].person)
        #expect(
            isApproximatelyEqual(woman.nasemInterval95HighKcalPerDay - woman.nasemKcalPerDay, 481.67, absolute: 0.005))
        let man = EnergyEstimate(person: Self.checks[0].person)
        #expect(isApproximatelyEqual(man.nasemKcalPerDay - man.nasemInterval95LowKcalPerDay, 663.558, absolute: 0.0005))
    }

    @Test func moreWeightNeverLowersExpenditure() {
        // Every weight coefficient is positive, so TEE rises with weight in every sex × category.
        for sex in EquationSex.allCases {
            for level in ActivityLevel.allCases {
                let lighter = Person(equationSex: sex, ageYears: 40, heightCm: 170, weightKg: 70, activityLevel: level)
                var heavier = lighter
                heavier.weightKg = 71
                #expect(
                    NASEM2023.totalEnergyExpenditureKcalPerDay(heavier)
                        > NASEM2023.totalEnergyExpenditureKcalPerDay(lighter))
            }
        }
    }
}
