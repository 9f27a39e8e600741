import TestSupport
import Testing

@testable import NutritionEngine

/// The BMI rule's whole-number path with the powers of ten cancelled (issue 25) against the
/// `Decimal` reference, bit for bit, where the first integer path gave up: trend weights (computed
/// doubles of 15–17 digits), long repeating decimals (518.6666666666666 / 7), the doubles either side
/// of every exact half-hundredth boundary, and heights typed to 0–2 decimals or at full precision.
@Suite struct BMILongDecimalAgreementTests {
    /// Compares the integer path, when it answers, with the `Decimal` reference and with the first
    /// (uncancelled) integer path; returns whether the integer path answered.
    static func agree(_ weight: Double, _ height: Double) -> Bool {
        let bmi = BodyMassIndex(weightKg: weight, heightCm: height)
        let reference = bmi.statedHundredthsInDecimal
        let fast = BodyMassIndex.statedHundredthsInIntegers(weightKg: weight, heightCm: height)
        if let fast { #expect(fast == reference, "\(weight) kg, \(height) cm") }
        if let first = BodyMassIndex.statedHundredthsInIntegersUncancelled(weightKg: weight, heightCm: height) {
            #expect(fast == first, "\(weight) kg, \(height) cm")
        }
        #expect(bmi.statedHundredths == reference, "\(weight) kg, \(height) cm")
        return fast != nil
    }

    @Test func trendWeightsAgreeWithDecimal() {
        var random = SplitMix64(seed: 20_261_211)
        var integerPath = 0
        let trials = 12_000
        for trial in 0..<trials {
            let heightPlaces: Int? = trial % 5 == 4 ? nil : trial % 3
            var height = random.uniform(120, 225)
            if let heightPlaces {
                var scale = 1.0
                for _ in 0..<heightPlaces { scale *= 10 }
                height = (height * scale).rounded() / scale
            }
            // A smoothed weight: full precision, or a typed weight divided by a small count.
            let weight =
                trial % 2 == 0
                ? random.uniform(25, 320) : (random.uniform(2_500, 32_000).rounded() / 100) * 3 / Double(3 + trial % 5)
            if Self.agree(weight, height), heightPlaces != nil { integerPath += 1 }
            // With the height typed to at most one decimal every double weight fits.
            if let heightPlaces, heightPlaces <= 1 {
                #expect(
                    BodyMassIndex.statedHundredthsInIntegers(weightKg: weight, heightCm: height) != nil,
                    "\(weight) kg, \(height) cm")
            }
        }
        #expect(integerPath >= trials / 2)
    }

    /// The weight at an exact half-hundredth BMI, (2h + 1) · H² / (2 · 10⁶) kg at H cm, and the
    /// doubles beside it (17-digit decimals just either side of the half), and the same at heights
    /// with one decimal.
    @Test func halfBoundariesAgreeWithDecimal() {
        var random = SplitMix64(seed: 20_261_212)
        var integerPath = 0
        var compared = 0
        for trial in 0..<4_000 {
            let tenths = trial % 2 == 1
            let heightUnits = tenths ? (random.uniform(1_200, 2_250)).rounded() : random.uniform(120, 225).rounded()
            let height = tenths ? heightUnits / 10 : heightUnits
            let hundredths = random.uniform(1_200, 6_000).rounded()
            let square = heightUnits * heightUnits  // exact: below 2⁵³
            // (2h + 1) · H² / (2 · 10^(6 + 2b)), as the nearest double (the typed boundary weight).
            let weight = (2 * hundredths + 1) * square / (tenths ? 2e8 : 2e6)
            for candidate in [weight, weight.nextUp, weight.nextDown, weight.nextUp.nextUp, weight.nextDown.nextDown] {
                if Self.agree(candidate, height) { integerPath += 1 }
                compared += 1
            }
            let bmi = BodyMassIndex(weightKg: weight, heightCm: height)
            if weight.description.count <= 15 {
                // Typed exactly at the half: rounds up, and the double just below rounds down.
                #expect(bmi.statedHundredths == Int(hundredths) + 1, "\(weight) kg, \(height) cm")
            }
        }
        #expect(integerPath == compared)
    }

    @Test func workedLongDecimals() {
        // 518.6666666666666 / 7 is 74.09523809523809 kg (14 decimals); at 172.5 cm 1725² · 10¹⁴
        // overflowed the first path's denominator. Cancelled: 7409523809523809 / (1725² · 10⁶), 2490.07… -> 2490.
        let weight = 518.6666666666666 / 7
        #expect(BodyMassIndex.statedHundredthsInIntegersUncancelled(weightKg: weight, heightCm: 172.5) == nil)
        #expect(BodyMassIndex.statedHundredthsInIntegers(weightKg: weight, heightCm: 172.5) == 2490)
        #expect(Self.agree(weight, 172.5))
        #expect(Self.agree(72.34567891234567, 172.5))
        #expect(Self.agree(47.347199999999994, 160))
        #expect(Self.agree(47.34720000000001, 160))
    }
}
