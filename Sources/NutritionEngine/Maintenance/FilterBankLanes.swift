import Foundation

extension StateSpaceMaintenance {
    /// The bank of a 2 × 2 grid as the four lanes of `SIMD4<Double>` values, one pass over the days:
    /// lane i is the setting (σ_{i/2}, φ_{i%2}), the scalar bank's order.
    ///
    /// Every lane performs exactly the operations `scalarBank` performs for its setting, in the same
    /// order (the expressions are written alike; neither path has a fused multiply-add: Swift does not
    /// contract them, and the release binary for x86-64 holds no FMA instruction), so the outcome is
    /// bit-identical (`FilterBankLaneAgreementTests`). The innovation gate is a lane mask (a NaN z² is
    /// not gated, as in the scalar `z2 > gate`): a lane whose weigh-in it skips keeps its state and
    /// covariance exactly, by selection (`replacing(with:where:)`), never by multiplying with 0 or 1
    /// (which would turn an infinity into NaN and −0 into +0). A day on which no lane skips, the usual
    /// one, updates every lane without selecting.
    static func laneBank(
        steps: [DayStep], setup: FilterBankSetup, noiseGridKg: [Double], autocorrelationGrid: [Double]
    ) -> FilterBankOutcome {
        let grid = LaneGrid(noiseGridKg: noiseGridKg, autocorrelationGrid: autocorrelationGrid)
        var state = LaneBankState(setup: setup, grid: grid)
        steps.withUnsafeBufferPointer { runLanes(steps: $0, setup: setup, grid: grid, state: &state) }
        return state.outcome(grid: grid)
    }

    /// `laneBank`'s pass over `steps` from `state` (the four filters' state on the first day's morning),
    /// leaving in it their state on the morning after the last day.
    static func runLanes(
        steps: UnsafeBufferPointer<DayStep>, setup: FilterBankSetup, grid: LaneGrid, state: inout LaneBankState
    ) {
        let phis = grid.phis
        let noiseQ = grid.noiseQ
        let rounding = setup.roundingVarianceKg2
        let gate = setup.gate
        let link = setup.linkKcalPerKg
        let q = setup.maintenanceVariance
        // x = [W, M, M0, e, S], each lane one filter.
        var x0 = state.x0
        var x1 = state.x1
        var x2 = state.x2
        var x3 = state.x3
        var x4 = state.x4
        var p = state.p
        var logLikelihood = state.logLikelihood
        var gated = state.gated
        for d in steps {
            if !d.observation.isNaN {
                let h = d.h
                let (ph0, ph1, ph2, ph3, ph4) = p.timesObservation(h)
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
                let y4 = x4 + ph4 * k
                let skips = z2 .> gate
                if any(skips) {
                    // The lanes whose weigh-in the gate skips keep everything but their count and their
                    // likelihood term, as the scalar branch does.
                    let updates = .!skips
                    gated = gated.replacing(with: gated &+ 1, where: skips)
                    logLikelihood -= 0.5 * (logS + z2.replacing(with: gate, where: skips))
                    x0 = x0.replacing(with: y0, where: updates)
                    x1 = x1.replacing(with: y1, where: updates)
                    x2 = x2.replacing(with: y2, where: updates)
                    x3 = x3.replacing(with: y3, where: updates)
                    x4 = x4.replacing(with: y4, where: updates)
                    var updated = p
                    updated.subtractOuter(ph0, ph1, ph2, ph3, ph4, scale: 1 / s)
                    p.replace(with: updated, where: updates)
                } else {
                    // Every lane updates (the usual day): no selection needed.
                    logLikelihood -= 0.5 * (logS + z2)
                    x0 = y0
                    x1 = y1
                    x2 = y2
                    x3 = y3
                    x4 = y4
                    p.subtractOuter(ph0, ph1, ph2, ph3, ph4, scale: 1 / s)
                }
            }
            // Predict the next morning.
            let tissueChange = d.aW * x1 + d.gW * x2 + d.uW
            x0 += tissueChange
            x4 += d.cS * x1 + d.dS * x2 + d.uS
            x3 *= phis
            if link != 0 {
                x1 += link * tissueChange
                p.predict(a: d.aW, g: d.gW, b: 1 + link * d.aW, gm: link * d.gW, phi: phis, c: d.cS, d: d.dS)
                p.p01 += link * d.qW
                p.p11 += link * link * d.qW
            } else {
                p.predict(a: d.aW, g: d.gW, phi: phis, c: d.cS, d: d.dS)
            }
            p.p00 += d.qW
            p.p11 += q
            p.p33 += noiseQ
        }
        state.x0 = x0
        state.x1 = x1
        state.x2 = x2
        state.x3 = x3
        state.x4 = x4
        state.p = p
        state.logLikelihood = logLikelihood
        state.gated = gated
    }
}

/// The 2 × 2 grid as lanes: lane i is the setting (σ_{i/2}, φ_{i%2}), the scalar bank's order.
struct LaneGrid {
    var sigmas = SIMD4<Double>()
    var phis = SIMD4<Double>()
    /// The AR(1) noise's daily variance, (1 − φ²)·σ², per lane.
    var noiseQ = SIMD4<Double>()

    init(noiseGridKg: [Double], autocorrelationGrid: [Double]) {
        precondition(noiseGridKg.count == 2 && autocorrelationGrid.count == 2, "the lane bank is the 2 × 2 grid")
        for lane in 0..<4 {
            let sigma = noiseGridKg[lane / 2]
            let phi = autocorrelationGrid[lane % 2]
            sigmas[lane] = sigma
            phis[lane] = phi
            noiseQ[lane] = (1 - phi * phi) * sigma * sigma
        }
    }
}

/// The four lane filters' state on a morning: means x = [W, M, M0, e, S], covariance, the weigh-ins'
/// log-likelihood so far and the weigh-ins the gate skipped.
struct LaneBankState {
    var x0: SIMD4<Double>
    var x1: SIMD4<Double>
    var x2: SIMD4<Double>
    var x3 = SIMD4<Double>()
    var x4 = SIMD4<Double>()
    var p = Covariance5Lanes()
    var logLikelihood = SIMD4<Double>()
    var gated = SIMD4<Int64>()

    /// The start: W the start weight (SD 3 kg), M = M0 the prior (fully correlated), e ~ N(0, σ²),
    /// S = 0.
    init(setup: FilterBankSetup, grid: LaneGrid) {
        x0 = SIMD4(repeating: setup.startWeightKg)
        x1 = SIMD4(repeating: setup.priorKcalPerDay)
        x2 = SIMD4(repeating: setup.priorKcalPerDay)
        p.p00 = SIMD4(repeating: 9)
        p.p11 = SIMD4(repeating: setup.priorVariance)
        p.p12 = SIMD4(repeating: setup.priorVariance)
        p.p22 = SIMD4(repeating: setup.priorVariance)
        p.p33 = grid.sigmas * grid.sigmas
    }

    /// Each lane's outcome, in grid order.
    func outcome(grid: LaneGrid) -> FilterBankOutcome {
        var outcome = FilterBankOutcome(capacity: 4)
        for lane in 0..<4 {
            outcome.append(
                mean: x4[lane], variance: max(p.p44[lane], 0), logLikelihood: logLikelihood[lane],
                gated: Int(gated[lane]), sigma: grid.sigmas[lane], phi: grid.phis[lane])
        }
        return outcome
    }
}

/// `Covariance5` with each entry the four lanes of the 2 × 2 bank: the same steps, written with the
/// same operations in the same order, so each lane is bit for bit the scalar covariance of its filter.
/// The transition's coefficients are shared by the lanes (scalars); only φ differs per lane.
struct Covariance5Lanes {
    var p00 = SIMD4<Double>(), p01 = SIMD4<Double>(), p02 = SIMD4<Double>(), p03 = SIMD4<Double>()
    var p04 = SIMD4<Double>(), p11 = SIMD4<Double>(), p12 = SIMD4<Double>(), p13 = SIMD4<Double>()
    var p14 = SIMD4<Double>(), p22 = SIMD4<Double>(), p23 = SIMD4<Double>(), p24 = SIMD4<Double>()
    var p33 = SIMD4<Double>(), p34 = SIMD4<Double>(), p44 = SIMD4<Double>()

    /// P·Hᵀ for H = [1, 0, −h, 1, 0] (`Covariance5.timesObservation`).
    @inline(__always) func timesObservation(
        _ h: Double
    ) -> (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
        (p00 - h * p02 + p03, p01 - h * p12 + p13, p02 - h * p22 + p23, p03 - h * p23 + p33, p04 - h * p24 + p34)
    }

    /// P ← P − s·u·uᵀ (`Covariance5.subtractOuter`).
    @inline(__always) mutating func subtractOuter(
        _ u0: SIMD4<Double>, _ u1: SIMD4<Double>, _ u2: SIMD4<Double>, _ u3: SIMD4<Double>, _ u4: SIMD4<Double>,
        scale s: SIMD4<Double>
    ) {
        let v0 = s * u0
        let v1 = s * u1
        let v2 = s * u2
        let v3 = s * u3
        let v4 = s * u4
        p00 -= v0 * u0
        p01 -= v0 * u1
        p02 -= v0 * u2
        p03 -= v0 * u3
        p04 -= v0 * u4
        p11 -= v1 * u1
        p12 -= v1 * u2
        p13 -= v1 * u3
        p14 -= v1 * u4
        p22 -= v2 * u2
        p23 -= v2 * u3
        p24 -= v2 * u4
        p33 -= v3 * u3
        p34 -= v3 * u4
        p44 -= v4 * u4
    }

    /// Takes `other`'s entries in the lanes of `lanes`; the other lanes keep theirs bit for bit.
    @inline(__always) mutating func replace(with other: Self, where lanes: SIMDMask<SIMD4<Int64>>) {
        p00.replace(with: other.p00, where: lanes)
        p01.replace(with: other.p01, where: lanes)
        p02.replace(with: other.p02, where: lanes)
        p03.replace(with: other.p03, where: lanes)
        p04.replace(with: other.p04, where: lanes)
        p11.replace(with: other.p11, where: lanes)
        p12.replace(with: other.p12, where: lanes)
        p13.replace(with: other.p13, where: lanes)
        p14.replace(with: other.p14, where: lanes)
        p22.replace(with: other.p22, where: lanes)
        p23.replace(with: other.p23, where: lanes)
        p24.replace(with: other.p24, where: lanes)
        p33.replace(with: other.p33, where: lanes)
        p34.replace(with: other.p34, where: lanes)
        p44.replace(with: other.p44, where: lanes)
    }

    /// The weight-linked prediction (`Covariance5.predict(a:g:b:gm:phi:c:d:)`). The scalar products of
    /// its sums (`2 * c`, `c * c`, `2 * c * d`, …) are formed first, as the scalar expressions
    /// evaluate them left to right, and the sums are then added term by term in their order.
    @inline(__always) mutating func predict(
        a: Double, g: Double, b: Double, gm: Double, phi: SIMD4<Double>, c: Double, d: Double
    ) {
        let w1 = p01 + a * p11 + g * p12
        let w2 = p02 + a * p12 + g * p22
        let m1 = b * p11 + gm * p12
        let m2 = b * p12 + gm * p22
        let n00 = p00 + a * p01 + g * p02 + a * w1 + g * w2
        let n03 = phi * (p03 + a * p13 + g * p23)
        let n04 = (p04 + a * p14 + g * p24) + c * w1 + d * w2
        let n13 = phi * (b * p13 + gm * p23)
        let n14 = (b * p14 + gm * p24) + c * m1 + d * m2
        let n24 = p24 + c * p12 + d * p22
        let n34 = phi * (p34 + c * p13 + d * p23)
        let n44 = Self.accumulatorVariance(p44, p14, p24, p11, p12, p22, c: c, d: d)
        p00 = n00
        p01 = b * w1 + gm * w2
        p02 = w2
        p03 = n03
        p04 = n04
        p11 = b * m1 + gm * m2
        p12 = m2
        p13 = n13
        p14 = n14
        p23 *= phi
        p24 = n24
        p33 *= phi * phi
        p34 = n34
        p44 = n44
    }

    /// The plain prediction (`Covariance5.predict(a:g:phi:c:d:)`).
    @inline(__always) mutating func predict(a: Double, g: Double, phi: SIMD4<Double>, c: Double, d: Double) {
        // p00 + 2·a·p01 + 2·g·p02 + a·a·p11 + 2·a·g·p12 + g·g·p22, left to right.
        let n00 = Self.accumulatorVariance(p00, p01, p02, p11, p12, p22, c: a, d: g)
        let n01 = p01 + a * p11 + g * p12
        let n02 = p02 + a * p12 + g * p22
        let n03 = phi * (p03 + a * p13 + g * p23)
        let n04 = (p04 + a * p14 + g * p24) + c * n01 + d * n02
        let n14 = p14 + c * p11 + d * p12
        let n24 = p24 + c * p12 + d * p22
        let n34 = phi * (p34 + c * p13 + d * p23)
        let n44 = Self.accumulatorVariance(p44, p14, p24, p11, p12, p22, c: c, d: d)
        p00 = n00
        p01 = n01
        p02 = n02
        p03 = n03
        p04 = n04
        p13 *= phi
        p14 = n14
        p23 *= phi
        p24 = n24
        p33 *= phi * phi
        p34 = n34
        p44 = n44
    }

    /// `base + 2·c·x + 2·d·y + c·c·xx + 2·c·d·xy + d·d·yy`, evaluated as the scalar expression is:
    /// each coefficient a product of scalars from the left, then the terms added left to right.
    @inline(__always) static func accumulatorVariance(
        _ base: SIMD4<Double>, _ x: SIMD4<Double>, _ y: SIMD4<Double>, _ xx: SIMD4<Double>, _ xy: SIMD4<Double>,
        _ yy: SIMD4<Double>, c: Double, d: Double
    ) -> SIMD4<Double> {
        let twoC = 2 * c
        let twoD = 2 * d
        let cc = c * c
        let twoCD = 2 * c * d
        let dd = d * d
        var sum = base + twoC * x
        sum += twoD * y
        sum += cc * xx
        sum += twoCD * xy
        sum += dd * yy
        return sum
    }
}
