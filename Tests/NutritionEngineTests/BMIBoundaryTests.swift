import NutritionEngine
import Testing

/// Issue 10 items 4 and 7, issue 18 items 7, 9 and 10: BMI is stated at 0.01 kg/m² in decimal
/// arithmetic on the numbers as typed, every rule compares that stated value, and a weight a
/// sentence names as the lowest (or highest) allowed is exactly the last one accepted. The landing
/// floor rises continuously with age (18.5 up to 60 y, 22 from 70 y, GLIM).
@Suite struct BMIBoundaryTests {
    static func person(_ heightCm: Double, _ weightKg: Double, ageYears: Double = 40) -> Person {
        Person(
            equationSex: .female, ageYears: ageYears, heightCm: heightCm, weightKg: weightKg, activityLevel: .lowActive)
    }

    static func eligible(_ heightCm: Double, _ weightKg: Double) -> Bool {
        Eligibility(person: person(heightCm, weightKg), screen: .allNo, policy: .standard).status == .eligible
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
    }

    /// Issue 18 item 10: 47.3472 kg at 160 cm is BMI 18.495 exactly, stated 18.50 by the rule
    /// (half away from zero), but binary arithmetic gave 18.494999999999997 and made the person
    /// manual-only. At, inside and outside the boundary.
    @Test func eligibilityAtTheHalfHundredthIsDecidedOnTheTypedDecimals() {
        #expect(BodyMassIndex(weightKg: 47.3472, heightCm: 160).comparedKgPerM2 == 18.5)  // at: 18.495
        #expect(Self.eligible(160, 47.3472))
        #expect(Self.eligible(160, 47.36))  // inside: 18.5
        // outside: 47.3471 / 2.56 = 18.494961 → 18.49.
        #expect(BodyMassIndex(weightKg: 47.3471, heightCm: 160).comparedKgPerM2 == 18.49)
        #expect(!Self.eligible(160, 47.3471))
        // 30 exactly less half a hundredth: 29.995 × 2.56 = 76.7872 kg is stated 30.00, obese class I.
        #expect(BodyMassIndex(weightKg: 76.7872, heightCm: 160).whoClass == .obeseClassI)
        #expect(BodyMassIndex(weightKg: 76.7871, heightCm: 160).whoClass == .preObese)
    }

    @Test func theReportStatesThePrecisionClassesAreComparedAt() {
        // The output named "the unrounded BMI" after the rule had moved to 0.01 kg/m².
        let source = EstimateReport.bmiJSON(BodyMassIndex(weightKg: 76.8, heightCm: 160))["source"]?.stringValue ?? ""
        #expect(source.contains("0.01 kg/m²") && !source.contains("unrounded"), "\(source)")
        // The value shown is the value compared: 18.495 is shown as 18.5 (binary rounding showed 18.49).
        let shown = EstimateReport.bmiJSON(BodyMassIndex(weightKg: 47.3472, heightCm: 160))
        #expect(shown["kgPerM2"] == .number(18.5) && shown["whoClass"] == .string("normal"))
    }

    @Test func proteinAtBMIExactly30UsesTheWeightAtBMI25() {
        let protein = ProteinTarget(person: Self.person(160, 76.8), policy: .standard)
        #expect(protein.referenceIsWeightAtReferenceBMI)
        #expect(abs(protein.referenceWeightKg - 64) < 1e-9)  // 25 × 1.6²
    }

    /// The named lowest landing weight is accepted and the 0.01 kg below it is not, at every height
    /// from 140 to 200 cm and at ages across the rising floor. Before issue 18 the sentence named
    /// 47.36 kg at 160 cm while 47.35 kg (18.496, stated 18.50) was accepted too.
    @Test func theNamedLowestLandingWeightIsTheLowestAccepted() throws {
        for tenths in 1400...2000 {
            let heightCm = Double(tenths) / 10
            for age in [40.0, 60, 62.5, 65, 69, 69.99, 70, 85] {
                let person = Self.person(heightCm, 150, ageYears: age)
                let refused = Destination(
                    goal: Goal(kind: .lose, landingWeightKg: 30, ratePercentPerWeek: 0.5), person: person,
                    policy: .standard)
                let lowest = try #require(refused.lowestAllowedLandingWeightKg)
                #expect((lowest * 100).rounded() / 100 == lowest, "\(lowest) is not a whole number of 0.01 kg")
                let named = Destination(
                    goal: Goal(kind: .lose, landingWeightKg: lowest, ratePercentPerWeek: 0.5), person: person,
                    policy: .standard)
                #expect(
                    named.status == .accepted, "\(heightCm) cm, \(age) y: \(lowest) kg \(named.reasons.map(\.message))")
                let below = Destination(
                    goal: Goal(
                        kind: .lose, landingWeightKg: ((lowest * 100).rounded() - 1) / 100, ratePercentPerWeek: 0.5),
                    person: person, policy: .standard)
                #expect(below.reasons.map(\.code) == [.landingBelowMinimumBMI], "\(heightCm) cm \(age) y \(lowest)")
            }
        }
    }

    @Test func theLowestLandingWeightAt160cmByHand() throws {
        // (18.5 − 0.005) × 1.6² = 47.3472 kg → 47.35 kg; 47.34 kg is BMI 18.4922, stated 18.49.
        let goal = Goal(kind: .lose, landingWeightKg: 47.34)
        let refused = Destination(goal: goal, person: Self.person(160, 55), policy: .standard)
        #expect(refused.lowestAllowedLandingWeightKg == 47.35)
        #expect(refused.reasons.first?.message.contains("47.35 kg") == true)
        #expect(
            Destination(
                goal: Goal(kind: .lose, landingWeightKg: 47.35), person: Self.person(160, 55), policy: .standard
            )
            .status == .accepted)
    }

    /// Issue 18 item 7: the floor jumped 9.8 kg on the 70th birthday (167 cm: BMI 18.5 → 22, 3.5 ×
    /// 1.67² = 9.76 kg). It now rises by 3.5 / 10 = 0.35 kg/m² a year from 60 to 70 y.
    @Test func theLandingFloorRisesContinuouslyFrom60To70() {
        let policy = TargetPolicy.standard
        // By hand: 18.5 + 3.5 × (age − 60) / 10, stated at 0.01 kg/m².
        for (age, floor) in [
            (40.0, 18.5), (60, 18.5), (61, 18.85), (64.25, 19.99), (65, 20.25), (69, 21.65), (69.5, 21.83), (70, 22),
            (90, 22),
        ] {
            #expect(policy.landingMinimumBMIKgPerM2(ageYears: age) == floor, "\(age) y")
        }
        // No day moves the floor by more than a day's share of the rise, stated at 0.01 (0.35 / 365 < 0.01).
        var previous = policy.landingMinimumBMIKgPerM2(ageYears: 19)
        for day in 1...(82 * 365) {
            let floor = policy.landingMinimumBMIKgPerM2(ageYears: 19 + Double(day) / 365)
            #expect(floor - previous <= 0.0100001 && floor >= previous, "day \(day)")
            previous = floor
        }
        // At 167 cm the lowest landing weight moves 0.01-0.02 kg a day at most, not 9.8 kg on one day.
        func lowest(_ age: Double) -> Double {
            Destination(
                goal: Goal(kind: .lose, landingWeightKg: 40), person: Self.person(167, 90, ageYears: age),
                policy: policy
            )
            .lowestAllowedLandingWeightKg ?? 0
        }
        #expect(lowest(70) - lowest(70 - 1.0 / 365) < 0.05)
        #expect(lowest(70) == 61.35)  // (22 − 0.005) × 1.67² = 61.342055 → 61.35
        #expect(lowest(60) == 51.59)  // 18.495 × 2.7889 = 51.58071 → 51.59
    }

    @Test func theLandingFloorAt142cmAcrossTheRise() throws {
        // 142 cm (2.0164 m²): at 59 y the floor is 18.5 (lowest (18.495) × 2.0164 = 37.293 → 37.30 kg);
        // at 65 y 20.25 (20.245 × 2.0164 = 40.822 → 40.83 kg); from 70 y 22 (21.995 × 2.0164 = 44.3507 → 44.36 kg).
        let goal = Goal(kind: .lose, landingWeightKg: 42, ratePercentPerWeek: 0.5)
        let at59 = Destination(goal: goal, person: Self.person(142, 45, ageYears: 59), policy: .standard)
        let at65 = Destination(goal: goal, person: Self.person(142, 45, ageYears: 65), policy: .standard)
        let at70 = Destination(goal: goal, person: Self.person(142, 45, ageYears: 70), policy: .standard)
        #expect(at59.status == .accepted && at59.lowestAllowedLandingWeightKg == 37.30)
        #expect(at65.status == .accepted && at65.lowestAllowedLandingWeightKg == 40.83)
        #expect(at70.reasons.map(\.code) == [.landingBelowMinimumBMI])
        #expect(at70.lowestAllowedLandingWeightKg == 44.36)
        #expect(at70.reasons.first?.message.contains("44.36 kg") == true)
        let at68 = Destination(
            goal: Goal(kind: .lose, landingWeightKg: 42, ratePercentPerWeek: 0.5),
            person: Self.person(142, 45, ageYears: 68),
            policy: .standard)
        // 68 y: 18.5 + 3.5 × 0.8 = 21.3; 42 kg is BMI 20.83, refused, and the sentence says how the floor rises.
        #expect(at68.reasons.map(\.code) == [.landingBelowMinimumBMI])
        #expect(at68.reasons.first?.message.contains("rises from 18.5 at 60 y to 22 at 70 y") == true)
        // Already below the older-adult floor: no loss, and the message says so instead of naming a heavier goal.
        let below = Destination(
            goal: Goal(kind: .lose, landingWeightKg: 43), person: Self.person(150, 45, ageYears: 80), policy: .standard)
        #expect(below.reasons.map(\.code) == [.landingBelowMinimumBMI])
        #expect(below.reasons.first?.message.contains("no loss is offered") == true)
        // The ages are policy parameters.
        var policy = TargetPolicy.standard
        policy.olderAdultFromAgeYears = 75
        policy.olderAdultFloorRiseFromAgeYears = 71
        #expect(Destination(goal: goal, person: Self.person(142, 45, ageYears: 70), policy: policy).status == .accepted)
    }

    /// Issue 18 item 7: 1 %/week was allowed at any age; from 65 y the fastest is 0.5 %/week.
    @Test func olderAdultsMayAskAtMostHalfAPercentAWeek() {
        func codes(_ age: Double, _ rate: Double?) -> [Destination.ReasonCode] {
            Destination(
                goal: Goal(kind: .lose, landingWeightKg: 80, ratePercentPerWeek: rate),
                person: Self.person(170, 90, ageYears: age), policy: .standard
            ).reasons.map(\.code)
        }
        #expect(codes(64.99, 1.0).isEmpty)  // before the stated age
        #expect(codes(65, 1.0) == [.rateOutsideAllowedRange])  // at it
        #expect(codes(65, 0.5).isEmpty && codes(80, 0.5).isEmpty)  // the maximum itself
        #expect(codes(65, 0.51) == [.rateOutsideAllowedRange])
        #expect(codes(80, 0.25).isEmpty)
        let refused = Destination(
            goal: Goal(kind: .lose, landingWeightKg: 80, ratePercentPerWeek: 0.75),
            person: Self.person(170, 90, ageYears: 72), policy: .standard)
        #expect(refused.reasons.first?.message.contains("0.25 to 0.5 % per week for a person aged 65 or older") == true)
        // With no rate given the default (0.5) is used, never above the person's maximum.
        var policy = TargetPolicy.standard
        policy.olderAdultMaximumLossRatePercentPerWeek = 0.4
        let defaulted = Destination(
            goal: Goal(kind: .lose, landingWeightKg: 80), person: Self.person(170, 90, ageYears: 70), policy: policy)
        #expect(defaulted.status == .accepted && defaulted.ratePercentPerWeek == 0.4)
    }

    /// Issue 18 item 9: 200 kg from 78 kg was an accepted Gain destination. A Gain landing's BMI
    /// must be below 30: at 180 cm (29.995 × 3.24 = 97.1838 kg) the highest is 97.18 kg.
    @Test func aGainLandingIsBoundByTheBMICeiling() {
        let man = Person(equationSex: .male, ageYears: 30, heightCm: 180, weightKg: 78, activityLevel: .active)
        func destination(_ landing: Double) -> Destination {
            Destination(goal: Goal(kind: .gain, landingWeightKg: landing), person: man, policy: .standard)
        }
        #expect(destination(200).reasons.map(\.code) == [.landingAboveMaximumBMI])
        #expect(destination(200).highestAllowedLandingWeightKg == 97.18)
        #expect(
            destination(200).reasons.first?.message.contains("The highest landing weight allowed is 97.18 kg") == true)
        #expect(destination(97.18).status == .accepted)  // 29.9938, stated 29.99: inside
        #expect(destination(97.19).reasons.map(\.code) == [.landingAboveMaximumBMI])  // 29.9969, stated 30.00: at
        #expect(destination(97.1838).reasons.map(\.code) == [.landingAboveMaximumBMI])  // exactly 29.995
        var heavy = man
        heavy.weightKg = 100
        let none = Destination(goal: Goal(kind: .gain, landingWeightKg: 105), person: heavy, policy: .standard)
        #expect(none.reasons.first?.message.contains("no gain is offered") == true)
    }
}
