import Testing

@testable import NutritionEngine

/// `TypedDecimal.scaled` finds a value's decimal without its text where it can (issue 25); it must
/// give what reading `description` digit by digit gives (`scaledThroughText`), for every value.
@Suite struct ScaledDecimalAgreementTests {
    @Test func typedValuesByHand() {
        #expect(TypedDecimal.scaled(175.5)! == (1755, 1))
        #expect(TypedDecimal.scaled(170.0)! == (170, 0))
        #expect(TypedDecimal.scaled(47.3472)! == (473_472, 4))
        #expect(TypedDecimal.scaled(1.0000001)! == (10_000_001, 7))
        #expect(TypedDecimal.scaled(999_999.9999999)! == (9_999_999_999_999, 7))
        // Outside the range or past seven decimals: the text's answer.
        #expect(TypedDecimal.scaled(0.5)! == (5, 1))
        #expect(TypedDecimal.scaled(1e6)! == (1_000_000, 0))
        #expect(TypedDecimal.scaled(1.00000001)! == (100_000_001, 8))
        #expect(TypedDecimal.scaledByPowersOfTen(1.00000001) == nil)
        #expect(TypedDecimal.scaled(0.1 + 0.2)! == (30_000_000_000_000_004, 17))
        #expect(TypedDecimal.scaled(1e-7) == nil && TypedDecimal.scaled(0) == nil && TypedDecimal.scaled(-2) == nil)
    }

    @Test func decimalsAsTypedAndArbitraryDoublesAgreeWithTheText() {
        var random = SeededNumbers(seed: 25)
        var values: [Double] = []
        // Decimals as a person or an export types them: up to nine digits, up to nine decimals.
        for _ in 0..<40_000 {
            let digits = UInt64.random(in: 1...999_999_999, using: &random)
            let decimals = Int.random(in: 0...9, using: &random)
            var power = 1.0
            for _ in 0..<decimals { power *= 10 }
            values.append(Double(digits) / power)
        }
        // Arbitrary doubles from 0.5 to 2·10⁶ (most with 16 or 17 digits), and the neighbours of
        // typed ones (one ulp away: no short decimal reads back as them).
        for _ in 0..<40_000 { values.append(Double.random(in: 0.5..<2e6, using: &random)) }
        for value in values.prefix(5_000) { values += [value.nextUp, value.nextDown] }
        var fast = 0
        for value in values {
            let found = TypedDecimal.scaled(value)
            let text = TypedDecimal.scaledThroughText(value)
            #expect(found?.significand == text?.significand && found?.scale == text?.scale, "\(value)")
            if TypedDecimal.scaledByPowersOfTen(value) != nil { fast += 1 }
        }
        // Both ways were taken: most typed decimals by powers of ten, the arbitrary doubles by text.
        #expect(fast > 10_000 && fast < 40_000)
    }
}

/// The charts' seeded SplitMix64, as the standard library's random draws take it.
extension SeededNumbers: RandomNumberGenerator {}
