import Foundation

extension StateSpaceMaintenance {
    /// The first phase of `phasedLaneBank`: `runLeadingDaysInLanes` (the reference it replaced, issue
    /// 25) with the same lanes, days, operations and order, laid out for the registers.
    ///
    /// - The log-likelihood's `log(s)` is taken after the pass, not in it: each call in the loop
    ///   clobbered every SSE register, so the whole four-lane state was stored and reloaded around the
    ///   four calls of every weigh-in. The pass records each weigh-in's s and its likelihood term (z²,
    ///   or the gate where the gate skips the weigh-in); the sum is then formed weigh-in by weigh-in in
    ///   the same order, `ll −= 0.5·(log(s) + term)`, as the loop formed it.
    /// - The loop is written once for a plain random walk and once for the weight link (`link` is
    ///   the same on every day), so neither carries the other's prediction.
    ///
    /// Returns the index of the first day it did not run; `FilterBankLeadingDaysAgreementTests` holds
    /// the state it leaves to the reference's bit for bit.
    static func runLeadingDays(
        steps: UnsafeBufferPointer<DayStep>, setup: FilterBankSetup, grid: LaneGrid, state: inout LaneBankState
    ) -> Int {
        withUnsafeTemporaryAllocation(of: SIMD4<Double>.self, capacity: 2 * max(steps.count, 1)) { terms in
            let (end, recorded) =
                setup.linkKcalPerKg != 0
                ? leadingPass(steps: steps, setup: setup, grid: grid, state: &state, terms: terms, linked: true)
                : leadingPass(steps: steps, setup: setup, grid: grid, state: &state, terms: terms, linked: false)
            var logLikelihood = state.logLikelihood
            var i = 0
            while i < recorded {
                let s = terms[i]
                let logS = SIMD4(log(s[0]), log(s[1]), log(s[2]), log(s[3]))
                logLikelihood -= 0.5 * (logS + terms[i + 1])
                i += 2
            }
            state.logLikelihood = logLikelihood
            return end
        }
    }

    /// `runLeadingDaysInLanes`'s loop without its `log`, for a link that is nonzero (`linked`) or zero
    /// on every day: records s and the likelihood term of each weigh-in in `terms` (room for two per
    /// day). Returns the first day not run and the number of entries recorded.
    @inline(__always) static func leadingPass(
        steps: UnsafeBufferPointer<DayStep>, setup: FilterBankSetup, grid: LaneGrid, state: inout LaneBankState,
        terms: UnsafeMutableBufferPointer<SIMD4<Double>>, linked: Bool
    ) -> (end: Int, recorded: Int) {
        precondition(terms.count >= 2 * steps.count, "room for every weigh-in")
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
        var gated = state.gated
        var recorded = 0
        var t = 0
        while t < steps.count {
            let d = steps[t]
            guard d.cS == 0, d.dS == 0, d.uS == 0, d.h.magnitude < .infinity else { break }
            let b = 1 + link * d.aW
            let gm = link * d.gW
            if linked { guard b > 0, b < .infinity, gm.magnitude < .infinity else { break } }
            if !d.observation.isNaN {
                let h = d.h
                let (ph0, ph1, ph2, ph3) = p.timesObservation(h)
                let s = ph0 - h * ph2 + ph3 + rounding
                let innovation = d.observation - (x0 - h * x2 + x3)
                let z2 = innovation * innovation / s
                let k = innovation / s
                let y0 = x0 + ph0 * k
                let y1 = x1 + ph1 * k
                let y2 = x2 + ph2 * k
                let y3 = x3 + ph3 * k
                let skips = z2 .> gate
                terms[recorded] = s
                if any(skips) {
                    let updates = .!skips
                    gated = gated.replacing(with: gated &+ 1, where: skips)
                    terms[recorded + 1] = z2.replacing(with: gate, where: skips)
                    x0 = x0.replacing(with: y0, where: updates)
                    x1 = x1.replacing(with: y1, where: updates)
                    x2 = x2.replacing(with: y2, where: updates)
                    x3 = x3.replacing(with: y3, where: updates)
                    var updated = p
                    updated.subtractOuter(ph0, ph1, ph2, ph3, scale: 1 / s)
                    p.replace(with: updated, where: updates)
                } else {
                    terms[recorded + 1] = z2
                    x0 = y0
                    x1 = y1
                    x2 = y2
                    x3 = y3
                    p.subtractOuter(ph0, ph1, ph2, ph3, scale: 1 / s)
                }
                recorded += 2
            }
            // Predict the next morning.
            let tissueChange = d.aW * x1 + d.gW * x2 + d.uW
            x0 += tissueChange
            x3 *= phis
            if linked {
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
        state.gated = gated
        return (t, recorded)
    }
}
