import TestSupport
import Testing

@testable import NutritionEngine

/// The 2 × 2 filter bank run as four SIMD lanes against the scalar bank it replaced (issue 25): every
/// field of the result bit for bit (`bitPattern`, so −0 and NaN would count too), on seeded random
/// histories with weigh-ins the innovation gate skips (spikes of several kilograms), stretches without
/// weigh-ins or intake, partial and declared-complete days, weigh-ins the gate skips in some lanes only, the weight-linked branch (a resting
/// figure given) and the plain one, water modelled or not, and grids other than the default.
@Suite struct FilterBankLaneAgreementTests {
    /// A year or less of days: a drifting intake with gaps and partial logs, a weight following it
    /// with scale noise, stretches without weigh-ins, and a few spikes the gate must skip.
    static func history(_ random: inout SplitMix64) -> [MaintenanceDay] {
        let count = 10 + Int(random.next() % 360)
        let habit = random.uniform(1600, 3200)
        let truth = habit + random.uniform(-700, 500)
        let rho = random.uniform(6000, 8000)
        var weight = random.uniform(55, 130)
        var weighInGap = 0
        var intakeGap = 0
        var days: [MaintenanceDay] = []
        for _ in 0..<count {
            if weighInGap == 0, random.chance(0.02) { weighInGap = 5 + Int(random.next() % 40) }
            if intakeGap == 0, random.chance(0.015) { intakeGap = 3 + Int(random.next() % 20) }
            var kcal: Double? = habit * (1 + 0.12 * random.normal())
            if random.chance(0.08) { kcal = (kcal ?? habit) * random.uniform(0.2, 0.8) }  // a partial log
            if intakeGap > 0 || random.chance(0.1) { kcal = nil }
            if random.chance(0.01) { kcal = 0 }  // a logged 0 is not read
            weight += ((kcal ?? habit) - truth) / rho
            var weighIn: Double? = ((weight + 0.5 * random.normal()) * 10).rounded() / 10
            if weighInGap > 0 || random.chance(0.3) { weighIn = nil }
            if let scale = weighIn, random.chance(0.03) {
                weighIn = scale + (random.chance(0.5) ? 1 : -1) * random.uniform(3, 12)
            }
            days.append(
                MaintenanceDay(
                    loggedKcal: kcal, declaredComplete: kcal != nil && random.chance(0.3), weightKg: weighIn,
                    partialOddsFactor: random.chance(0.1) ? random.uniform(0.2, 5) : 1))
            weighInGap = max(weighInGap - 1, 0)
            intakeGap = max(intakeGap - 1, 0)
        }
        return days
    }

    /// Every field of `a` and `b` bit for bit; the first that differs, or nil.
    static func difference(
        _ a: StateSpaceMaintenance.Result, _ b: StateSpaceMaintenance.Result
    ) -> String? {
        let doubles: [(String, Double, Double)] = [
            ("kcalPerDay", a.kcalPerDay, b.kcalPerDay),
            ("standardDeviationKcalPerDay", a.standardDeviationKcalPerDay, b.standardDeviationKcalPerDay),
            ("expectedPartialDays", a.expectedPartialDays, b.expectedPartialDays),
            ("noiseStandardDeviationKg", a.noiseStandardDeviationKg, b.noiseStandardDeviationKg),
            ("noiseAutocorrelation", a.noiseAutocorrelation, b.noiseAutocorrelation),
            ("meanInputIntakeKcalPerDay", a.meanInputIntakeKcalPerDay, b.meanInputIntakeKcalPerDay),
            ("energyDensityKcalPerKg", a.energyDensityKcalPerKg, b.energyDensityKcalPerKg),
            ("priorKcalPerDay", a.priorKcalPerDay, b.priorKcalPerDay),
            (
                "priorStandardDeviationKcalPerDay", a.priorStandardDeviationKcalPerDay,
                b.priorStandardDeviationKcalPerDay
            ),
        ]
        for (name, x, y) in doubles where x.bitPattern != y.bitPattern { return "\(name): \(x) against \(y)" }
        let integers: [(String, Int, Int)] = [
            ("historyDays", a.historyDays, b.historyDays), ("targetDays", a.targetDays, b.targetDays),
            ("candidateDays", a.candidateDays, b.candidateDays), ("weighIns", a.weighIns, b.weighIns),
            ("weighInSpanDays", a.weighInSpanDays, b.weighInSpanDays),
            ("gatedWeighIns", a.gatedWeighIns, b.gatedWeighIns),
        ]
        for (name, x, y) in integers where x != y { return "\(name): \(x) against \(y)" }
        return nil
    }

    @Test func lanesAgreeWithTheScalarBankBitForBit() throws {
        var random = SplitMix64(seed: 20_261_201_25)
        var compared = 0
        var gatedRuns = 0
        var linkedRuns = 0
        var plainRuns = 0
        var dryRuns = 0
        var splitGateRuns = 0
        for trial in 0..<400 {
            let days = Self.history(&random)
            var settings = StateSpaceMaintenance.Settings.standard
            settings.modelsWater = trial % 4 != 1
            settings.modelsAdaptation = trial % 8 != 3
            if trial % 5 == 4 {
                // Another 2 × 2 grid (a policy file may set one): φ differs per lane, so must the lanes.
                settings.noiseGridKg = [random.uniform(0.1, 1.2), random.uniform(0.1, 1.2)]
                settings.autocorrelationGrid = [random.uniform(0, 0.95), random.uniform(0, 0.95)]
            }
            let linked = trial % 3 != 2
            let rho = random.uniform(6500, 7700)
            let reference: (fatMassKg: Double, weightKg: Double)? =
                trial % 6 == 0 ? (random.uniform(10, 45), random.uniform(60, 120)) : nil
            func run(scalar: Bool) -> StateSpaceMaintenance.Result? {
                StateSpaceMaintenance.estimate(
                    days: days, priorKcalPerDay: 2400, priorStandardDeviationKcalPerDay: 350,
                    equationsKcalPerDay: trial % 2 == 0 ? 2500 : nil, energyDensityKcalPerKg: rho,
                    fatMassAt: reference, restingKcalPerDay: linked ? 1600 : nil, settings: settings,
                    scalarReference: scalar)
            }
            let lanes = run(scalar: false)
            let scalar = run(scalar: true)
            #expect((lanes == nil) == (scalar == nil), "trial \(trial)")
            guard let lanes, let scalar else { continue }
            compared += 1
            if let difference = Self.difference(lanes, scalar) { Issue.record("trial \(trial): \(difference)") }
            if scalar.gatedWeighIns > 0 { gatedRuns += 1 }
            if linked && settings.modelsAdaptation { linkedRuns += 1 } else { plainRuns += 1 }
            if !settings.modelsWater { dryRuns += 1 }
            // Whether the gate split the lanes on some weigh-in: the four settings, each alone, skip
            // different numbers of weigh-ins.
            var counts: Set<Int> = []
            for sigma in settings.noiseGridKg {
                for phi in settings.autocorrelationGrid {
                    var single = settings
                    single.noiseGridKg = [sigma]
                    single.autocorrelationGrid = [phi]
                    let alone = StateSpaceMaintenance.estimate(
                        days: days, priorKcalPerDay: 2400, priorStandardDeviationKcalPerDay: 350,
                        equationsKcalPerDay: trial % 2 == 0 ? 2500 : nil, energyDensityKcalPerKg: rho,
                        fatMassAt: reference, restingKcalPerDay: linked ? 1600 : nil, settings: single)
                    counts.insert(alone?.gatedWeighIns ?? -1)
                }
            }
            if counts.count > 1 { splitGateRuns += 1 }
        }
        // The branches were all taken (the histories' counts, not the filter's own figures).
        #expect(compared >= 350)
        #expect(gatedRuns >= 20)
        #expect(linkedRuns >= 100)
        #expect(plainRuns >= 100)
        #expect(dryRuns >= 50)
        #expect(splitGateRuns >= 10)
    }
}
