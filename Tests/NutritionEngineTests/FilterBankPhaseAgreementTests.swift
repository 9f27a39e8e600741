import TestSupport
import Testing

@testable import NutritionEngine

/// The filter bank in two phases (`phasedLaneBank`: no accumulator row before the target days)
/// against the one-pass lane bank it replaced (`laneBank`, issue 25): every field bit for bit
/// (`bitPattern`, so −0 and NaN count), on whole estimates over the seeded histories of
/// `FilterBankLaneAgreementTests`, and on raw day steps built to reach the cases the phases must
/// hand back to `laneBank` (an overflowing state, a non-finite coefficient, b ≤ 0, a φ with its sign
/// bit set) or where the first phase stops early.
@Suite struct FilterBankPhaseAgreementTests {
    /// Every outcome field of `a` and `b` bit for bit; the first that differs, or nil.
    static func difference(_ a: FilterBankOutcome, _ b: FilterBankOutcome) -> String? {
        guard a.means.count == b.means.count else { return "\(a.means.count) filters against \(b.means.count)" }
        for i in a.means.indices {
            let pairs: [(String, Double, Double)] = [
                ("mean", a.means[i], b.means[i]), ("variance", a.variances[i], b.variances[i]),
                ("logLikelihood", a.logLikelihoods[i], b.logLikelihoods[i]), ("sigma", a.sigmas[i], b.sigmas[i]),
                ("phi", a.phis[i], b.phis[i]),
            ]
            for (name, x, y) in pairs where x.bitPattern != y.bitPattern {
                return "filter \(i) \(name): \(x) against \(y)"
            }
            if a.gatedCounts[i] != b.gatedCounts[i] {
                return "filter \(i) gated: \(a.gatedCounts[i]) against \(b.gatedCounts[i])"
            }
        }
        return nil
    }

    @Test func phasesAgreeWithTheLaneBankOnEstimates() throws {
        var random = SplitMix64(seed: 20_261_201_2525)
        var compared = 0
        for trial in 0..<300 {
            let days = FilterBankLaneAgreementTests.history(&random)
            var settings = StateSpaceMaintenance.Settings.standard
            settings.modelsWater = trial % 4 != 1
            settings.modelsAdaptation = trial % 8 != 3
            if trial % 5 == 4 {
                settings.noiseGridKg = [random.uniform(0.1, 1.2), random.uniform(0.1, 1.2)]
                settings.autocorrelationGrid = [random.uniform(0, 0.95), random.uniform(0, 0.95)]
            }
            if trial % 7 == 6 { settings.targetDays = 1 + Int(random.next() % 60) }
            let linked = trial % 3 != 2
            let rho = random.uniform(6500, 7700)
            let reference: (fatMassKg: Double, weightKg: Double)? =
                trial % 6 == 0 ? (random.uniform(10, 45), random.uniform(60, 120)) : nil
            func run(_ path: StateSpaceMaintenance.FilterBankPath) -> StateSpaceMaintenance.Result? {
                StateSpaceMaintenance.estimate(
                    days: days, priorKcalPerDay: 2400, priorStandardDeviationKcalPerDay: 350,
                    equationsKcalPerDay: trial % 2 == 0 ? 2500 : nil, energyDensityKcalPerKg: rho,
                    fatMassAt: reference, restingKcalPerDay: linked ? 1600 : nil, settings: settings, bankPath: path)
            }
            let phased = run(.phased)
            let lanes = run(.lanes)
            #expect((phased == nil) == (lanes == nil), "trial \(trial)")
            guard let phased, let lanes else { continue }
            compared += 1
            if let difference = FilterBankLaneAgreementTests.difference(phased, lanes) {
                Issue.record("trial \(trial): \(difference)")
            }
        }
        #expect(compared >= 250)
    }

    /// Random day steps: a leading stretch with zero S coefficients, then target days; weigh-ins on
    /// most days, some far off (the gate), and now and then a value that breaks the first phase's
    /// assumptions.
    static func steps(_ random: inout SplitMix64, hazard: Int) -> [DayStep] {
        let count = 5 + Int(random.next() % 200)
        let target = Int(random.next() % 40)
        var weight = random.uniform(50, 120)
        var steps: [DayStep] = []
        for t in 0..<count {
            var d = DayStep()
            let rho = random.uniform(6000, 8000)
            d.h = random.uniform(0, 0.002)
            d.aW = -1 / rho
            d.gW = random.uniform(0, 0.3) / rho
            d.uW = random.uniform(1500, 3000) / rho
            d.qW = random.uniform(0, 0.002)
            if t >= count - target {
                let c = 1 / Double(max(target, 1))
                d.cS = c
                d.dS = c * random.uniform(-0.3, 0)
                d.uS = c * random.uniform(0, 300)
            } else if random.chance(0.5) {
                // A negative zero where the estimate may form one (0·negative).
                d.dS = -0.0
                d.uS = random.chance(0.5) ? -0.0 : 0
            }
            weight += random.uniform(-0.1, 0.1)
            if random.chance(0.7) { d.observation = weight + random.normal() * (random.chance(0.05) ? 6 : 0.5) }
            steps.append(d)
        }
        // Hazards, one per trial of its kind, on a random day.
        let day = Int(random.next() % UInt64(count))
        switch hazard {
        case 1: steps[day].uW = 1e308  // the tissue mean overflows
        case 2: steps[day].qW = .infinity  // the covariance becomes infinite
        case 3: steps[day].h = .nan  // a non-finite observation coefficient
        case 4: steps[day].observation = 1e200  // an overflowing innovation
        case 5: steps[day].aW = -1  // b = 1 + k·aW ≤ 0
        default: break
        }
        return steps
    }

    @Test func phasesAgreeWithTheLaneBankOnRawSteps() throws {
        var random = SplitMix64(seed: 25_2026_1201)
        var firstPhaseFinite = 0
        var fellBack = 0
        for trial in 0..<600 {
            let hazard = trial % 12 < 6 ? trial % 12 : 0
            let steps = Self.steps(&random, hazard: hazard)
            let link = trial % 3 == 0 ? 0 : random.uniform(5, 40)
            let setup = FilterBankSetup(
                startWeightKg: random.uniform(50, 120), priorKcalPerDay: random.uniform(1800, 3000),
                priorVariance: random.uniform(100, 400) * random.uniform(100, 400), maintenanceVariance: 100,
                roundingVarianceKg2: 0.01 / 12, gate: 25, linkKcalPerKg: link)
            var sigmas = [random.uniform(0.1, 1), random.uniform(0.1, 1)]
            var phis = [random.uniform(0, 0.9), random.uniform(0, 0.9)]
            if trial % 17 == 5 { phis[1] = -0.0 }  // a sign bit set: the lane bank runs
            if trial % 19 == 7 { phis[0] = -random.uniform(0, 0.9) }
            if trial % 23 == 3 { sigmas[0] = 0 }
            if trial % 29 == 4 { phis[0] = 0 }
            let phased = StateSpaceMaintenance.phasedLaneBank(
                steps: steps, setup: setup, noiseGridKg: sigmas, autocorrelationGrid: phis)
            let lanes = StateSpaceMaintenance.laneBank(
                steps: steps, setup: setup, noiseGridKg: sigmas, autocorrelationGrid: phis)
            if let difference = Self.difference(phased, lanes) { Issue.record("trial \(trial): \(difference)") }
            // Which way the phases went (the fixture's spread, not the bank's figures).
            let grid = LaneGrid(noiseGridKg: sigmas, autocorrelationGrid: phis)
            var state = LaneBankState(setup: setup, grid: grid)
            _ = steps.withUnsafeBufferPointer {
                StateSpaceMaintenance.runLeadingDays(steps: $0, setup: setup, grid: grid, state: &state)
            }
            if state.leadingStateIsFinite { firstPhaseFinite += 1 } else { fellBack += 1 }
        }
        #expect(firstPhaseFinite >= 300)
        #expect(fellBack >= 20)
    }
}
