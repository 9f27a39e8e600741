import NutritionEngine
import TestSupport
import Testing

/// Hall's adult model against its published behaviour (Hall et al. 2011; energy-equations.md §5):
/// flat at baseline intake, ≈ 24 kcal/day per kg of eventual weight change, half in about a year,
/// ~95 % in about three.
@Suite struct HallModelTests {
    /// An average overweight adult: man, 40 y, 178 cm, 95 kg (BMI 30.0), low active.
    static let person = Person(equationSex: .male, ageYears: 40, heightCm: 178, weightKg: 95, activityLevel: .lowActive)

    static func model() -> HallModel {
        HallModel(
            person: person, maintenanceKcalPerDay: NASEM2023.totalEnergyExpenditureKcalPerDay(person),
            restingKcalPerDay: MifflinStJeor.restingKcalPerDay(person))
    }

    @Test func initialStateAddsUpToBodyWeight() {
        // BW = F + L + ECF + 3.7·G holds by construction of L; Jackson 2002 fat for this man:
        // BMI 95/1.78² = 29.9836, ln = 3.40065; 0.14·40 + 37.31·3.40065 − 103.94 = 5.6 + 126.878 − 103.94
        // = 28.538 % → 0.28538·95 = 27.111 kg.
        let m = Self.model()
        #expect(isApproximatelyEqual(m.initial.bodyWeightKg, 95, absolute: 1e-9))
        #expect(isApproximatelyEqual(m.initial.fatKg, 27.111, absolute: 0.01))
    }

    @Test func baselineIntakeKeepsWeightFlat() {
        let m = Self.model()
        let states = m.simulate(intakeKcalPerDay: m.baselineIntakeKcalPerDay, days: 3 * 365)
        for state in states { #expect(isApproximatelyEqual(state.bodyWeightKg, 95, absolute: 1e-6)) }
        #expect(
            isApproximatelyEqual(
                m.expenditureKcalPerDay(m.initial, intakeKcalPerDay: m.baselineIntakeKcalPerDay),
                m.baselineIntakeKcalPerDay, absolute: 1e-6))
    }

    @Test func permanentCutOf240KcalGivesAbout10KgHalfInAYear() {
        // Rule of thumb (Hall 2011): 10 kcal/day per ~1 lb, i.e. about 24 kcal/day per kg: 240 → ≈ 10 kg.
        // Tolerances are honest for a rule of thumb: eventual 8–12 kg; at 1 year 35–65 % of it;
        // at 3 years at least 85 %.
        let m = Self.model()
        let states = m.simulate(intakeKcalPerDay: m.baselineIntakeKcalPerDay - 240, days: 10 * 365)
        let eventual = 95 - states[10 * 365].bodyWeightKg
        let oneYear = 95 - states[365].bodyWeightKg
        let threeYears = 95 - states[3 * 365].bodyWeightKg
        #expect(eventual > 8 && eventual < 12)
        #expect(oneYear / eventual > 0.35 && oneYear / eventual < 0.65)
        #expect(threeYears / eventual > 0.85)
    }

    @Test func energyIsConserved() {
        // EI − EE integrated over time equals the change in stored energy (fat, lean, glycogen).
        let m = Self.model()
        let intake = m.baselineIntakeKcalPerDay - 500
        var state = m.initial
        var expended = 0.0
        let stepDays = 0.05
        for _ in 0..<Int(60 / stepDays) {
            // Trapezoid on EE is accurate to O(h²), enough at h = 0.05 d for a 0.1 % check.
            let before = m.expenditureKcalPerDay(state, intakeKcalPerDay: intake)
            state = m.step(state, intakeKcalPerDay: intake, stepDays: stepDays)
            expended += stepDays * (before + m.expenditureKcalPerDay(state, intakeKcalPerDay: intake)) / 2
        }
        let stored = state.storedEnergyKcal - m.initial.storedEnergyKcal
        #expect(isApproximatelyEqual(60 * intake - expended, stored, relative: 0.002))
    }

    @Test func projectionLandsLaterThanTheStaticRule() {
        // The static rule ignores adaptation, so it reaches a 5 kg loss sooner than the dynamic model:
        // at −500 kcal/day the rule needs 5·7700/500 = 77 days exactly.
        let projection = WeightProjection(
            person: Self.person, maintenanceKcalPerDay: NASEM2023.totalEnergyExpenditureKcalPerDay(Self.person),
            intakeKcalPerDay: NASEM2023.totalEnergyExpenditureKcalPerDay(Self.person) - 500, days: 84,
            landingWeightKg: 90)
        #expect(isApproximatelyEqual(projection.staticRuleLandingDay ?? 0, 77, absolute: 1e-9))
        #expect((projection.landingDay ?? 0) > 77)
        #expect(projection.trajectory.map(\.day) == [0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84])
        #expect(isApproximatelyEqual(projection.trajectory[11].staticRuleWeightKg ?? .nan, 90, absolute: 1e-9))
    }

    @Test func unreachableLandingSaysSo() {
        let projection = WeightProjection(
            person: Self.person, maintenanceKcalPerDay: 2800, intakeKcalPerDay: 2760, days: 28, landingWeightKg: 80)
        #expect(projection.landingDay == nil)
        // 15 kg at 40 kcal/day by the static rule: 15·7700/40 = 2887.5 days (it never stops).
        #expect(isApproximatelyEqual(projection.staticRuleLandingDay ?? 0, 2887.5, absolute: 1e-9))
    }

    @Test func theStaticRuleStopsWhenItsLossEqualsTheStartingFatMass() throws {
        // 100 kg at 30 % body fat holds 30 kg of fat. At −1000 kcal/day the rule loses 1000/7700 kg
        // a day, so it has burned all 30 kg on day 30·7700/1000 = 231 (= 33 weeks), at 70 kg; past
        // that day it no longer applies (over 10 years it would print −374 kg).
        var person = Person(equationSex: .female, ageYears: 40, heightCm: 170, weightKg: 100, activityLevel: .lowActive)
        person.bodyFatPercent = 30
        let projection = WeightProjection(
            person: person, maintenanceKcalPerDay: 2500, intakeKcalPerDay: 1500, days: 3650, landingWeightKg: 60)
        #expect(isApproximatelyEqual(projection.staticRuleEndDay ?? 0, 231, absolute: 1e-9))
        let week33 = try #require(projection.trajectory.first { $0.day == 231 })
        #expect(isApproximatelyEqual(week33.staticRuleWeightKg ?? .nan, 70, absolute: 1e-9))
        #expect(projection.trajectory.first { $0.day == 238 }?.staticRuleWeightKg == nil)
        #expect(projection.trajectory.allSatisfy { ($0.staticRuleWeightKg ?? 70) >= 70 - 1e-9 })
        // 60 kg lies below the 70 kg where the rule stops: it gives no day for it.
        #expect(projection.staticRuleLandingDay == nil)
        // 80 kg is inside: (100 − 80)·7700/1000 = 154 days.
        let above = WeightProjection(
            person: person, maintenanceKcalPerDay: 2500, intakeKcalPerDay: 1500, days: 28, landingWeightKg: 80)
        #expect(isApproximatelyEqual(above.staticRuleLandingDay ?? 0, 154, absolute: 1e-9))
        // A surplus never ends the rule.
        let gain = WeightProjection(
            person: person, maintenanceKcalPerDay: 2500, intakeKcalPerDay: 2800, days: 3650, landingWeightKg: nil)
        #expect(gain.staticRuleEndDay == nil)
        #expect(gain.trajectory.allSatisfy { $0.staticRuleWeightKg != nil })
    }
}
