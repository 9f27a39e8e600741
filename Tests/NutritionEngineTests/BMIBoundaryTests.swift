import NutritionEngine
import Testing

/// Issue 10 items 4 and 7: BMI is compared at 0.01 kg/m², so a limit the engine names is itself
/// accepted and classes follow the WHO table; the landing floor is BMI 22 from age 70 (GLIM).
@Suite struct BMIBoundaryTests {
    static func person(_ heightCm: Double, _ weightKg: Double, ageYears: Double = 40) -> Person {
        Person(
            equationSex: .female, ageYears: ageYears, heightCm: heightCm, weightKg: weightKg, activityLevel: .lowActive)
    }

    @Test func exactBoundariesFallOnTheSideTheWHOTableSays() {
        // 47.36 / 1.6² = 18.5 exactly; binary arithmetic gives 18.499999999999996.
        let edge = BodyMassIndex(weightKg: 47.36, heightCm: 160)
        #expect(edge.kgPerM2 < 18.5)  // the raw value is the trap this rule avoids
        #expect(!edge.isBelow(18.5) && edge.whoClass == .normal)
        #expect(BodyMassIndex(weightKg: 47.35, heightCm: 160).comparedKgPerM2 == 18.5)  // 18.496 is stated as 18.50
        #expect(BodyMassIndex(weightKg: 47.33, heightCm: 160).whoClass == .underweight)  // 18.488 → 18.49
        // 76.8 / 2.56 = 30 exactly.
        #expect(BodyMassIndex(weightKg: 76.8, heightCm: 160).whoClass == .obeseClassI)
        #expect(BodyMassIndex(weightKg: 64, heightCm: 160).whoClass == .preObese)  // 25.0
        #expect(Eligibility(person: Self.person(160, 47.36), screen: .allNo, policy: .standard).status == .eligible)
        #expect(Eligibility(person: Self.person(160, 47.33), screen: .allNo, policy: .standard).status == .manualOnly)
    }

    @Test func theReportStatesThePrecisionClassesAreComparedAt() {
        // The output named "the unrounded BMI" after the rule had moved to 0.01 kg/m².
        let source = EstimateReport.bmiJSON(BodyMassIndex(weightKg: 76.8, heightCm: 160))["source"]?.stringValue ?? ""
        #expect(source.contains("0.01 kg/m²") && !source.contains("unrounded"), "\(source)")
    }

    @Test func proteinAtBMIExactly30UsesTheWeightAtBMI25() {
        let protein = ProteinTarget(person: Self.person(160, 76.8), policy: .standard)
        #expect(protein.referenceIsWeightAtReferenceBMI)
        #expect(abs(protein.referenceWeightKg - 64) < 1e-9)  // 25 × 1.6²
    }

    @Test func theNamedLowestLandingWeightIsAcceptedAtEveryHeight() throws {
        for tenths in 1400...2000 {
            let heightCm = Double(tenths) / 10
            for age in [40.0, 69, 70, 85] {
                let person = Self.person(heightCm, 120, ageYears: age)
                let refused = Destination(
                    goal: Goal(kind: .lose, landingWeightKg: 30), person: person, policy: .standard)
                let lowest = Destination.ceilingKg(try #require(refused.lowestAllowedLandingWeightKg))
                let named = Destination(
                    goal: Goal(kind: .lose, landingWeightKg: lowest), person: person, policy: .standard)
                #expect(
                    named.status == .accepted, "\(heightCm) cm, \(age) y: \(lowest) kg \(named.reasons.map(\.message))")
                let below = Destination(
                    goal: Goal(kind: .lose, landingWeightKg: lowest - 0.05), person: person, policy: .standard)
                #expect(below.reasons.map(\.code) == [.landingBelowMinimumBMI], "\(heightCm) cm \(age) y")
            }
        }
    }

    @Test func theLandingFloorIsBMI22From70() throws {
        // 142 cm: 18.5 × 1.42² = 37.30 kg, 22 × 1.42² = 44.3608 kg (stated 44.37).
        let goal = Goal(kind: .lose, landingWeightKg: 42)
        let at69 = Destination(goal: goal, person: Self.person(142, 45, ageYears: 69), policy: .standard)
        let at70 = Destination(goal: goal, person: Self.person(142, 45, ageYears: 70), policy: .standard)
        #expect(at69.status == .accepted)
        #expect(abs(try #require(at69.lowestAllowedLandingWeightKg) - 37.3034) < 1e-9)
        #expect(at70.reasons.map(\.code) == [.landingBelowMinimumBMI])
        #expect(abs(try #require(at70.lowestAllowedLandingWeightKg) - 44.3608) < 1e-9)
        #expect(at70.reasons.first?.message.contains("44.37 kg") == true)
        // Already below the older-adult floor: no loss, and the message says so instead of naming a heavier goal.
        let below = Destination(
            goal: Goal(kind: .lose, landingWeightKg: 43), person: Self.person(150, 45, ageYears: 80), policy: .standard)
        #expect(below.reasons.map(\.code) == [.landingBelowMinimumBMI])
        #expect(below.reasons.first?.message.contains("no loss is offered") == true)
        // The floor is a policy parameter.
        var policy = TargetPolicy.standard
        policy.olderAdultFromAgeYears = 75
        #expect(Destination(goal: goal, person: Self.person(142, 45, ageYears: 70), policy: policy).status == .accepted)
    }
}
