import TestSupport
import Testing

@testable import NutritionEngine

/// The estimate's daily energy density in one pass (`dailyDensity(days:…)`, issue 25) against the
/// two steps it replaced (`smoothedWeights`, then `dailyDensity(smoothedWeightKg:…)`): bit for bit on
/// seeded windows with sparse and missing weigh-ins, with and without a reference composition
/// (a fat mass of zero, a low fat mass that hits the 3 % floor, signed zeros and a NaN now and then).
@Suite struct DailyDensityAgreementTests {
    @Test func onePassAgreesWithTheTwoSteps() {
        var random = SplitMix64(seed: 2026_1201_2145)
        var withReference = 0
        for trial in 0..<2000 {
            let n = Int(random.next() % 120)
            let weighed = random.unit()
            var kg = random.uniform(45, 140)
            let days: [MaintenanceDay] = (0..<n).map { _ in
                kg += random.uniform(-0.4, 0.4)
                guard random.chance(weighed) else { return MaintenanceDay() }
                var weight = random.chance(0.3) ? (kg * 10).rounded() / 10 : kg
                if random.chance(0.003) { weight = random.chance(0.5) ? .nan : -0.0 }
                return MaintenanceDay(weightKg: weight)
            }
            let reference: (fatMassKg: Double, weightKg: Double)? =
                random.chance(0.2)
                ? nil
                : (
                    fatMassKg: random.chance(0.05)
                        ? 0 : (random.chance(0.1) ? random.uniform(0.5, 3) : random.uniform(5, 60)),
                    weightKg: random.uniform(45, 140)
                )
            let rho = random.uniform(5000, 9000)
            let onePass = StateSpaceMaintenance.dailyDensity(days: days, constant: rho, reference: reference)
            let twoSteps = StateSpaceMaintenance.dailyDensity(
                smoothedWeightKg: StateSpaceMaintenance.smoothedWeights(days: days), constant: rho,
                reference: reference)
            #expect(onePass.map(\.bitPattern) == twoSteps.map(\.bitPattern), "trial \(trial)")
            if reference != nil { withReference += 1 }
        }
        #expect(withReference > 1000)
    }
}
