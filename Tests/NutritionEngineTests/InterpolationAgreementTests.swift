import Testing

@testable import NutritionEngine

/// `TypedDecimal.interpolated` in whole numbers (issue 25) against the `Decimal` reference, and
/// against values worked by hand from the standard policy's landing floor (18.5 kg/m² rising to
/// 22 kg/m² from age 60 to 70, stated at 0.01, halves away from zero).
@Suite struct InterpolationAgreementTests {
    @Test func theStandardLandingFloorByHand() throws {
        let policy = TargetPolicy.standard
        // 18.5 + 3.5 · (63.3 − 60) / 10 = 19.655 exactly: half away from zero, 19.66.
        #expect(policy.landingMinimumBMIKgPerM2(ageYears: 63.3) == 19.66)
        // 18.5 + 3.5 · 0.5 = 20.25.
        #expect(policy.landingMinimumBMIKgPerM2(ageYears: 65) == 20.25)
        // 18.5 + 3.5 · 0.001 = 18.5035, so 18.50.
        #expect(policy.landingMinimumBMIKgPerM2(ageYears: 60.01) == 18.5)
        // 18.5 + 3.5 · 0.999 = 21.9965, so 22.00.
        #expect(policy.landingMinimumBMIKgPerM2(ageYears: 69.99) == 22)
        // 18.5 + 3.5 · 1.0001 / 10 = 18.850035, so 18.85; and 61.1 gives 18.885, so 18.89.
        #expect(policy.landingMinimumBMIKgPerM2(ageYears: 61.0001) == 18.85)
        #expect(policy.landingMinimumBMIKgPerM2(ageYears: 61.1) == 18.89)
    }

    @Test func wholeNumbersAgreeWithDecimalOnAGridOfAgesAndPolicies() throws {
        // (low, high, start, end): the standard floors, floors and ages with more digits, a falling
        // line, and an end before the start.
        let lines: [(Double, Double, Double, Double)] = [
            (18.5, 22, 60, 70), (18.75, 21.125, 60, 67), (18.5, 23.7, 55, 75.5), (22, 18.5, 60, 70),
            (18.5, 22, 70, 60), (0.001, 97.123, 1, 99.99),
        ]
        var ages: [Double] = (0...2_000).map { 50 + Double($0) / 100 }
        ages += [63.333, 61.2345, 66.66666, 60.000001, 69.999999, 64.12345678]
        var compared = 0
        var integerAnswered = 0
        for (low, high, start, end) in lines {
            for age in ages {
                for places in [0, 2, 3] {
                    let reference = TypedDecimal.interpolatedInDecimal(
                        from: low, to: high, at: age, between: start, and: end, places: places)
                    let whole = TypedDecimal.interpolatedInWholeNumbers(
                        from: low, to: high, at: age, between: start, and: end, places: places)
                    if let whole {
                        integerAnswered += 1
                        #expect(whole == reference, "\(low)->\(high) at \(age) in \(start)...\(end), \(places) places")
                    }
                    #expect(
                        TypedDecimal.interpolated(
                            from: low, to: high, at: age, between: start, and: end, places: places)
                            == reference)
                    compared += 1
                }
            }
        }
        // The whole-number path answered nearly all of them (it declines only what overflows).
        #expect(compared == lines.count * ages.count * 3)
        #expect(integerAnswered > compared * 9 / 10)
    }

    @Test func whatTheWholeNumbersDeclineGoesToDecimal() {
        // A negative input, an input Swift writes with an exponent, and equal ends.
        #expect(TypedDecimal.interpolatedInWholeNumbers(from: -1, to: 2, at: 1, between: 0, and: 2, places: 2) == nil)
        #expect(
            TypedDecimal.interpolatedInWholeNumbers(from: 1e-7, to: 2, at: 1, between: 0.5, and: 2, places: 2) == nil)
        #expect(TypedDecimal.interpolatedInWholeNumbers(from: 1, to: 2, at: 1, between: 2, and: 2, places: 2) == nil)
        // -1 + 3 · (1 − 0) / 2 = 0.5 through Decimal.
        #expect(TypedDecimal.interpolated(from: -1, to: 2, at: 1, between: 0, and: 2, places: 2) == 0.5)
        #expect(TypedDecimal.interpolated(from: 1, to: 2, at: 1, between: 2, and: 2, places: 2) == nil)
    }
}
