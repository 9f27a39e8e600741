import TestSupport
import Testing

@testable import NutritionEngine

/// The BMI rules' whole-number paths against the `Decimal` reference they replaced (issue 25): the
/// same stated BMI and the same lowest and highest weights, bit for bit, on seeded weights and
/// heights typed to 0–4 decimals, on full-precision doubles (trend weights are computed, so every
/// digit counts), at the exact boundaries, in kg and lb, and at every limit the rules use.
@Suite struct BMIIntegerAgreementTests {
    static let limits: [Double] = [17, 18.5, 20, 21, 22, 22.5, 25, 30, 35, 40, 18.49, 18.51]
    static let units: [Double] = [1, 0.45359237]

    /// A value in low...high typed to `places` decimals, or at full precision for `places` nil.
    static func value(_ random: inout SplitMix64, _ low: Double, _ high: Double, places: Int?) -> Double {
        let raw = random.uniform(low, high)
        guard let places else { return raw }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (raw * scale).rounded() / scale
    }

    @Test func statedHundredthsAgreeWithDecimal() {
        var random = SplitMix64(seed: 20_261_201)
        var integerPath = 0
        let trials = 20_000
        for trial in 0..<trials {
            let weightPlaces: Int? = trial % 6 == 5 ? nil : trial % 5
            let heightPlaces: Int? = trial % 7 == 6 ? nil : trial % 3
            let weight = Self.value(&random, 25, 320, places: weightPlaces)
            let height = Self.value(&random, 120, 225, places: heightPlaces)
            let bmi = BodyMassIndex(weightKg: weight, heightCm: height)
            let fast = BodyMassIndex.statedHundredthsInIntegers(weightKg: weight, heightCm: height)
            if let fast {
                integerPath += 1
                #expect(fast == bmi.statedHundredthsInDecimal, "\(weight) kg, \(height) cm")
            }
            // Typed values always fit; a computed (trend) weight at a height with decimals may not.
            if weightPlaces != nil, heightPlaces != nil { #expect(fast != nil, "\(weight) kg, \(height) cm") }
            #expect(bmi.statedHundredths == bmi.statedHundredthsInDecimal, "\(weight) kg, \(height) cm")
        }
        // Only full-precision values (about 2 trials in 7) may fall back to the reference.
        #expect(integerPath >= trials * 5 / 7)
    }

    @Test func boundaryWeightsAgreeWithDecimal() {
        var random = SplitMix64(seed: 20_261_202)
        var integerPath = 0
        var compared = 0
        for trial in 0..<3_000 {
            let heightPlaces: Int? = trial % 7 == 6 ? nil : trial % 3
            let height = Self.value(&random, 120, 225, places: heightPlaces)
            for limit in Self.limits {
                for unit in Self.units {
                    let lowest = BodyMassIndex.lowestWeight(
                        statedAtLeast: limit, heightCm: height, kilogramsPerUnit: unit)
                    let lowestReference = BodyMassIndex.lowestWeightInDecimal(
                        statedAtLeast: limit, heightCm: height, kilogramsPerUnit: unit)
                    let highest = BodyMassIndex.highestWeight(
                        statedBelow: limit, heightCm: height, kilogramsPerUnit: unit)
                    let highestReference = BodyMassIndex.highestWeightInDecimal(
                        statedBelow: limit, heightCm: height, kilogramsPerUnit: unit)
                    #expect(lowest.bitPattern == lowestReference.bitPattern, "\(limit) at \(height) cm, unit \(unit)")
                    #expect(highest.bitPattern == highestReference.bitPattern, "\(limit) at \(height) cm, unit \(unit)")
                    let fast = BodyMassIndex.thresholdHundredthsInIntegers(
                        limitKgPerM2: limit, heightCm: height, kilogramsPerUnit: unit)
                    if fast != nil { integerPath += 1 }
                    if heightPlaces != nil { #expect(fast != nil, "\(limit) at \(height) cm, unit \(unit)") }
                    compared += 1
                }
            }
        }
        #expect(integerPath >= compared * 6 / 7)
    }

    /// The documented edges, worked by hand: 47.36 kg at 160 cm is 18.5 exactly (1850), 47.3472 is
    /// 18.495 (a half: 1850), 47.3471 is 18.49496… (1849); the lowest weight stated at least 18.5
    /// at 160 cm is ⌈18.495 × 2.56 × 100⌉ / 100 = ⌈4734.72⌉ / 100 = 47.35 kg, the highest below it 47.34.
    @Test func workedBoundaries() {
        #expect(BodyMassIndex.statedHundredthsInIntegers(weightKg: 47.36, heightCm: 160) == 1850)
        #expect(BodyMassIndex.statedHundredthsInIntegers(weightKg: 47.3472, heightCm: 160) == 1850)
        #expect(BodyMassIndex.statedHundredthsInIntegers(weightKg: 47.3471, heightCm: 160) == 1849)
        #expect(BodyMassIndex.lowestWeight(statedAtLeast: 18.5, heightCm: 160) == 47.35)
        #expect(BodyMassIndex.highestWeight(statedBelow: 18.5, heightCm: 160) == 47.34)
        // Outside the integer path (not positive, not finite, written with an exponent) the reference answers.
        #expect(BodyMassIndex.statedHundredthsInIntegers(weightKg: 0, heightCm: 160) == nil)
        #expect(BodyMassIndex.statedHundredthsInIntegers(weightKg: 70, heightCm: .infinity) == nil)
        #expect(BodyMassIndex.statedHundredthsInIntegers(weightKg: 1e-5, heightCm: 160) == nil)
        #expect(TypedDecimal.scaled(175.25)! == (17_525, 2))
        #expect(TypedDecimal.scaled(80)! == (80, 0))  // "80.0", the trailing zero dropped
        #expect(TypedDecimal.scaled(0.45359237)! == (45_359_237, 8))
    }
}
