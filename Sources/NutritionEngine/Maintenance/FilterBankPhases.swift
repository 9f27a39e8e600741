import Foundation

extension StateSpaceMaintenance {
    /// `laneBank` in two phases: the days before the target days without the accumulator S, then
    /// `runLanes` over the rest with the whole state. The outcome is `laneBank`'s bit for bit
    /// (`FilterBankPhaseAgreementTests`); the point is the registers and the arithmetic (issue 25):
    /// before the target, S's row of the state (x4 and p04, p14, p24, p34, p44, six of the twenty
    /// `SIMD4` values) is a chain of zeros that `laneBank` recomputes every day.
    ///
    /// Why that row is exactly +0 there: it starts at +0, and before the target the day's S
    /// coefficients (`cS`, `dS`, `uS`) are zeros, so every operation on the row adds a signed zero to a
    /// +0 (which gives +0 whatever the zero's sign) or multiplies a +0 by a finite number of known sign:
    /// φ (required to have a clear sign bit, or the lanes run as `laneBank`) in p34's prediction, and
    /// b = 1 + k·aW in p14's (a day with b ≤ 0 ends the first phase). What could break it is a
    /// non-finite factor (0·∞ is NaN), so the first phase also ends on a day with a non-finite h, b or
    /// gm = k·gW, and at its end the first phase's state (x0…x3 and the 10 other covariance entries)
    /// must be finite in every lane: a non-finite mean or covariance entry stays non-finite from day to
    /// day (sums and products with finite numbers keep ∞ or NaN; nothing here multiplies it by 0 but φ,
    /// which makes NaN), and every factor the row's operations multiply by a zero (k, 1/s·u, w1, w2,
    /// m1, m2, x1, x2, p11 … p23) flows into that state, so a finite end proves that every such factor
    /// was finite. Otherwise the whole bank reruns as `laneBank`. The rest of the state is computed by
    /// the first phase with `laneBank`'s own expressions, which never read S's row.
    static func phasedLaneBank(
        steps: [DayStep], setup: FilterBankSetup, noiseGridKg: [Double], autocorrelationGrid: [Double]
    ) -> FilterBankOutcome {
        let grid = LaneGrid(noiseGridKg: noiseGridKg, autocorrelationGrid: autocorrelationGrid)
        let phisArePositive = (0..<4).allSatisfy { grid.phis[$0].sign == .plus && grid.phis[$0].isFinite }
        guard phisArePositive else {
            return laneBank(
                steps: steps, setup: setup, noiseGridKg: noiseGridKg, autocorrelationGrid: autocorrelationGrid)
        }
        var state = LaneBankState(setup: setup, grid: grid)
        let finished = steps.withUnsafeBufferPointer { steps in
            let start = runLeadingDays(steps: steps, setup: setup, grid: grid, state: &state)
            guard state.leadingStateIsFinite else { return false }
            runLanes(steps: UnsafeBufferPointer(rebasing: steps[start...]), setup: setup, grid: grid, state: &state)
            return true
        }
        guard finished else {
            return laneBank(
                steps: steps, setup: setup, noiseGridKg: noiseGridKg, autocorrelationGrid: autocorrelationGrid)
        }
        return state.outcome(grid: grid)
    }

    /// The first phase: `runLanes` without S over the leading days whose S coefficients are zeros (and
    /// whose h, b and gm are finite, b > 0); returns the index of the first day it did not run. The
    /// state's S row is left as it was (+0). The reference for `runLeadingDays` (the logs after the
    /// pass, one loop per link: `FilterBankLeadingDays.swift`), which replaced it in `phasedLaneBank`.
    static func runLeadingDaysInLanes(
        steps: UnsafeBufferPointer<DayStep>, setup: FilterBankSetup, grid: LaneGrid, state: inout LaneBankState
    ) -> Int {
        let phis = grid.phis
        let noiseQ = grid.noiseQ
        let rounding = setup.roundingVarianceKg2
        let gate = setup.gate
        let link = setup.linkKcalPerKg
        let q = setup.maintenanceVariance
        // x = [W, M, M0, e], each lane one filter.
        var x0 = state.x0
        var x1 = state.x1
        var x2 = state.x2
        var x3 = state.x3
        var p = Covariance4Lanes(state.p)
        var logLikelihood = state.logLikelihood
        var gated = state.gated
        var t = 0
        while t < steps.count {
            let d = steps[t]
            guard d.cS == 0, d.dS == 0, d.uS == 0, d.h.magnitude < .infinity else { break }
            let b = 1 + link * d.aW
            let gm = link * d.gW
            if link != 0 { guard b > 0, b < .infinity, gm.magnitude < .infinity else { break } }
            if !d.observation.isNaN {
                let h = d.h
                let (ph0, ph1, ph2, ph3) = p.timesObservation(h)
                let s = ph0 - h * ph2 + ph3 + rounding
                let innovation = d.observation - (x0 - h * x2 + x3)
                let z2 = innovation * innovation / s
                // log per lane: the same libm call as the scalar filter's.
                let logS = SIMD4(log(s[0]), log(s[1]), log(s[2]), log(s[3]))
                let k = innovation / s
                let y0 = x0 + ph0 * k
                let y1 = x1 + ph1 * k
                let y2 = x2 + ph2 * k
                let y3 = x3 + ph3 * k
                let skips = z2 .> gate
                if any(skips) {
                    let updates = .!skips
                    gated = gated.replacing(with: gated &+ 1, where: skips)
                    logLikelihood -= 0.5 * (logS + z2.replacing(with: gate, where: skips))
                    x0 = x0.replacing(with: y0, where: updates)
                    x1 = x1.replacing(with: y1, where: updates)
                    x2 = x2.replacing(with: y2, where: updates)
                    x3 = x3.replacing(with: y3, where: updates)
                    var updated = p
                    updated.subtractOuter(ph0, ph1, ph2, ph3, scale: 1 / s)
                    p.replace(with: updated, where: updates)
                } else {
                    logLikelihood -= 0.5 * (logS + z2)
                    x0 = y0
                    x1 = y1
                    x2 = y2
                    x3 = y3
                    p.subtractOuter(ph0, ph1, ph2, ph3, scale: 1 / s)
                }
            }
            // Predict the next morning.
            let tissueChange = d.aW * x1 + d.gW * x2 + d.uW
            x0 += tissueChange
            x3 *= phis
            if link != 0 {
                x1 += link * tissueChange
                p.predict(a: d.aW, g: d.gW, b: b, gm: gm, phi: phis)
                p.p01 += link * d.qW
                p.p11 += link * link * d.qW
            } else {
                p.predict(a: d.aW, g: d.gW, phi: phis)
            }
            p.p00 += d.qW
            p.p11 += q
            p.p33 += noiseQ
            t += 1
        }
        state.x0 = x0
        state.x1 = x1
        state.x2 = x2
        state.x3 = x3
        p.store(into: &state.p)
        state.logLikelihood = logLikelihood
        state.gated = gated
        return t
    }
}

extension LaneBankState {
    /// Whether the means W, M, M0, e and the covariance of those four are finite in every lane.
    var leadingStateIsFinite: Bool {
        // Both comparisons are false for NaN; one of them for ±∞.
        var finite = SIMDMask<SIMD4<Int64>>(repeating: true)
        for value in [x0, x1, x2, x3, p.p00, p.p01, p.p02, p.p03, p.p11, p.p12, p.p13, p.p22, p.p23, p.p33] {
            finite .&= (value .< Double.infinity) .& (value .> -Double.infinity)
        }
        return all(finite)
    }
}

/// The covariance of W, M, M0 and e (`Covariance5Lanes` without S's row): the same expressions for
/// these entries, in the same order, so each is bit for bit `Covariance5Lanes`'s.
struct Covariance4Lanes {
    var p00: SIMD4<Double>, p01: SIMD4<Double>, p02: SIMD4<Double>, p03: SIMD4<Double>
    var p11: SIMD4<Double>, p12: SIMD4<Double>, p13: SIMD4<Double>
    var p22: SIMD4<Double>, p23: SIMD4<Double>
    var p33: SIMD4<Double>

    /// The four-state block of `p`.
    init(_ p: Covariance5Lanes) {
        p00 = p.p00
        p01 = p.p01
        p02 = p.p02
        p03 = p.p03
        p11 = p.p11
        p12 = p.p12
        p13 = p.p13
        p22 = p.p22
        p23 = p.p23
        p33 = p.p33
    }

    /// Writes the block back into `p` (its S row untouched).
    func store(into p: inout Covariance5Lanes) {
        p.p00 = p00
        p.p01 = p01
        p.p02 = p02
        p.p03 = p03
        p.p11 = p11
        p.p12 = p12
        p.p13 = p13
        p.p22 = p22
        p.p23 = p23
        p.p33 = p33
    }

    /// The first four entries of P·Hᵀ (`Covariance5Lanes.timesObservation`).
    @inline(__always) func timesObservation(
        _ h: Double
    ) -> (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
        (p00 - h * p02 + p03, p01 - h * p12 + p13, p02 - h * p22 + p23, p03 - h * p23 + p33)
    }

    /// P ← P − s·u·uᵀ on the block (`Covariance5Lanes.subtractOuter`).
    @inline(__always) mutating func subtractOuter(
        _ u0: SIMD4<Double>, _ u1: SIMD4<Double>, _ u2: SIMD4<Double>, _ u3: SIMD4<Double>, scale s: SIMD4<Double>
    ) {
        let v0 = s * u0
        let v1 = s * u1
        let v2 = s * u2
        let v3 = s * u3
        p00 -= v0 * u0
        p01 -= v0 * u1
        p02 -= v0 * u2
        p03 -= v0 * u3
        p11 -= v1 * u1
        p12 -= v1 * u2
        p13 -= v1 * u3
        p22 -= v2 * u2
        p23 -= v2 * u3
        p33 -= v3 * u3
    }

    /// Takes `other`'s entries in the lanes of `lanes`; the other lanes keep theirs bit for bit.
    @inline(__always) mutating func replace(with other: Self, where lanes: SIMDMask<SIMD4<Int64>>) {
        p00.replace(with: other.p00, where: lanes)
        p01.replace(with: other.p01, where: lanes)
        p02.replace(with: other.p02, where: lanes)
        p03.replace(with: other.p03, where: lanes)
        p11.replace(with: other.p11, where: lanes)
        p12.replace(with: other.p12, where: lanes)
        p13.replace(with: other.p13, where: lanes)
        p22.replace(with: other.p22, where: lanes)
        p23.replace(with: other.p23, where: lanes)
        p33.replace(with: other.p33, where: lanes)
    }

    /// The weight-linked prediction on the block (`Covariance5Lanes.predict(a:g:b:gm:phi:c:d:)`).
    @inline(__always) mutating func predict(a: Double, g: Double, b: Double, gm: Double, phi: SIMD4<Double>) {
        let w1 = p01 + a * p11 + g * p12
        let w2 = p02 + a * p12 + g * p22
        let m1 = b * p11 + gm * p12
        let m2 = b * p12 + gm * p22
        let n00 = p00 + a * p01 + g * p02 + a * w1 + g * w2
        let n03 = phi * (p03 + a * p13 + g * p23)
        let n13 = phi * (b * p13 + gm * p23)
        p00 = n00
        p01 = b * w1 + gm * w2
        p02 = w2
        p03 = n03
        p11 = b * m1 + gm * m2
        p12 = m2
        p13 = n13
        p23 *= phi
        p33 *= phi * phi
    }

    /// The plain prediction on the block (`Covariance5Lanes.predict(a:g:phi:c:d:)`).
    @inline(__always) mutating func predict(a: Double, g: Double, phi: SIMD4<Double>) {
        let n00 = Covariance5Lanes.accumulatorVariance(p00, p01, p02, p11, p12, p22, c: a, d: g)
        let n01 = p01 + a * p11 + g * p12
        let n02 = p02 + a * p12 + g * p22
        let n03 = phi * (p03 + a * p13 + g * p23)
        p00 = n00
        p01 = n01
        p02 = n02
        p03 = n03
        p13 *= phi
        p23 *= phi
        p33 *= phi * phi
    }
}
