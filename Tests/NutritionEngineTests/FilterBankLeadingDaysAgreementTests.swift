import TestSupport
import Testing

@testable import NutritionEngine

/// The filter bank's first phase with the logs after the pass and one loop per link
/// (`runLeadingDays`) against the loop it replaced (`runLeadingDaysInLanes`, issue 25): the day it
/// stops at and every value of the state it leaves, bit for bit (`bitPattern`, so −0 counts; two NaNs
/// count as equal, since which NaN an operation returns is not the filter's and the bank discards a
/// non-finite first phase), over the seeded day steps of `FilterBankPhaseAgreementTests` with their
/// hazards.
@Suite struct FilterBankLeadingDaysAgreementTests {
    /// Every lane of every state value of `a` and `b`; the first that differs, or nil.
    static func difference(_ a: LaneBankState, _ b: LaneBankState) -> String? {
        let pairs: [(String, SIMD4<Double>, SIMD4<Double>)] = [
            ("x0", a.x0, b.x0), ("x1", a.x1, b.x1), ("x2", a.x2, b.x2), ("x3", a.x3, b.x3), ("x4", a.x4, b.x4),
            ("p00", a.p.p00, b.p.p00), ("p01", a.p.p01, b.p.p01), ("p02", a.p.p02, b.p.p02),
            ("p03", a.p.p03, b.p.p03), ("p04", a.p.p04, b.p.p04), ("p11", a.p.p11, b.p.p11),
            ("p12", a.p.p12, b.p.p12), ("p13", a.p.p13, b.p.p13), ("p14", a.p.p14, b.p.p14),
            ("p22", a.p.p22, b.p.p22), ("p23", a.p.p23, b.p.p23), ("p24", a.p.p24, b.p.p24),
            ("p33", a.p.p33, b.p.p33), ("p34", a.p.p34, b.p.p34), ("p44", a.p.p44, b.p.p44),
            ("logLikelihood", a.logLikelihood, b.logLikelihood),
        ]
        for (name, x, y) in pairs {
            for lane in 0..<4 where x[lane].bitPattern != y[lane].bitPattern && !(x[lane].isNaN && y[lane].isNaN) {
                return "lane \(lane) \(name): \(x[lane]) against \(y[lane])"
            }
        }
        for lane in 0..<4 where a.gated[lane] != b.gated[lane] {
            return "lane \(lane) gated: \(a.gated[lane]) against \(b.gated[lane])"
        }
        return nil
    }

    @Test func deferredLogsAgreeWithTheLoop() throws {
        var random = SplitMix64(seed: 2026_1202_0025)
        var stoppedEarly = 0
        var finite = 0
        var gatedRuns = 0
        for trial in 0..<800 {
            let hazard = trial % 12 < 6 ? trial % 12 : 0
            var steps = FilterBankPhaseAgreementTests.steps(&random, hazard: hazard)
            // Now and then a first phase that covers every day (no target days).
            if trial % 9 == 8 {
                for t in steps.indices {
                    steps[t].cS = 0
                    steps[t].dS = 0
                    steps[t].uS = 0
                }
            }
            let link = trial % 3 == 0 ? 0 : random.uniform(5, 40)
            let setup = FilterBankSetup(
                startWeightKg: random.uniform(50, 120), priorKcalPerDay: random.uniform(1800, 3000),
                priorVariance: random.uniform(100, 400) * random.uniform(100, 400), maintenanceVariance: 100,
                roundingVarianceKg2: 0.01 / 12, gate: trial % 5 == 0 ? random.uniform(0.5, 4) : 25,
                linkKcalPerKg: link)
            var sigmas = [random.uniform(0.1, 1), random.uniform(0.1, 1)]
            var phis = [random.uniform(0, 0.9), random.uniform(0, 0.9)]
            if trial % 23 == 3 { sigmas[0] = 0 }
            if trial % 29 == 4 { phis[0] = 0 }
            if trial % 31 == 6 { phis[1] = -0.0 }
            let grid = LaneGrid(noiseGridKg: sigmas, autocorrelationGrid: phis)
            var pairs = LaneBankState(setup: setup, grid: grid)
            var lanes = pairs
            let (end, referenceEnd) = steps.withUnsafeBufferPointer { steps in
                (
                    StateSpaceMaintenance.runLeadingDays(steps: steps, setup: setup, grid: grid, state: &pairs),
                    StateSpaceMaintenance.runLeadingDaysInLanes(
                        steps: steps, setup: setup, grid: grid, state: &lanes)
                )
            }
            #expect(end == referenceEnd, "trial \(trial)")
            if let difference = Self.difference(pairs, lanes) { Issue.record("trial \(trial): \(difference)") }
            if end < steps.count { stoppedEarly += 1 }
            if lanes.leadingStateIsFinite { finite += 1 }
            if lanes.gated != SIMD4<Int64>() { gatedRuns += 1 }
        }
        // The fixture's spread, not the filter's figures.
        #expect(stoppedEarly >= 400)
        #expect(finite >= 400)
        #expect(gatedRuns >= 100)
    }
}
