import TestSupport
import Testing

@testable import NutritionEngine

/// `IntakeWaterAdjustment.waterKg(intakeByOffset:)` (an array indexed by day offset, issue 25)
/// against the dictionary form it replaced in `MaintenanceEvidence`: the same water, bit for bit, on
/// seeded windows with gaps, empty and all-zero windows included.
@Suite struct IntakeWaterOffsetsTests {
    @Test func arrayFormEqualsTheDictionaryForm() {
        var random = SplitMix64(seed: 2026_1201_2142)
        for trial in 0..<2000 {
            let windowDays = Int(random.next() % 60)
            let logged = random.unit()
            let zero = random.chance(0.03)
            let offsets: [Double?] = (0..<windowDays).map { _ in
                guard random.chance(logged) else { return nil }
                if zero { return 0 }
                return random.chance(0.3) ? Double(1500 + random.next() % 40 * 25) : random.uniform(800, 4200)
            }
            var byDay: [Int: Double] = [:]
            for (day, kcal) in offsets.enumerated() { if let kcal { byDay[day] = kcal } }
            let fraction = random.chance(0.5) ? 0.5 : random.uniform(0.3, 0.6)
            let array = IntakeWaterAdjustment.waterKg(intakeByOffset: offsets, carbohydrateFraction: fraction)
            let dictionary = IntakeWaterAdjustment.waterKg(
                intakeByDay: byDay, windowDays: windowDays, carbohydrateFraction: fraction)
            #expect(array.map(\.bitPattern) == dictionary.map(\.bitPattern), "trial \(trial)")
        }
    }
}
