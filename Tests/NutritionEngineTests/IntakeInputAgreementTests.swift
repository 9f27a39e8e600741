import Foundation
import TestSupport
import Testing

@testable import NutritionEngine

/// The intake input's two faster steps against the forms they replaced (issue 25), bit for bit on
/// seeded inputs: the EM steps over the mixture's days alone against the steps over every undeclared
/// day (ratios on and around the partial range's ends, declared days, meal factors of 0, 1 and
/// more, other share priors down to the policy's bounds), and the kernel sums read without bounds checks against the indexed loop.
@Suite struct IntakeInputAgreementTests {
    /// The default prior, others, and the policy bounds' extremes (a share outside [0, 1] makes some
    /// P(partial) negative or above 1).
    static let priors: [(alpha: Double, beta: Double)] = [(3, 17), (1, 1), (2, 5), (1.5, 30), (0.01, 0.01), (5, 0.05)]

    @Test func mixtureDaysAloneAgreeWithEveryDay() {
        var random = SplitMix64(seed: 20_261_201_251)
        var mixtureDays = 0
        var partialDays = 0
        for trial in 0..<600 {
            let m = Int(random.next() % 400)
            var ratio: [Double] = []
            var attested: [Bool] = []
            var factor: [Double] = []
            for _ in 0..<m {
                let edge: [Double] = [0.15, 0.9, 0.15.nextDown, 0.9.nextUp, 0.15.nextUp, 0.9.nextDown]
                ratio.append(random.chance(0.05) ? edge[Int(random.next() % 6)] : random.uniform(0, 1.6))
                attested.append(random.chance(trial % 7 == 0 ? 1 : 0.3))
                let odds: [Double] = [0, 0.25, 3, 40]
                factor.append(random.chance(0.15) ? odds[Int(random.next() % 4)] : 1)
            }
            let spread = random.uniform(0.06, 0.4)
            let density = ratio.map { r in
                let z = (r - 1) / spread
                return exp(-0.5 * z * z) / (spread * (2 * Double.pi).squareRoot())
            }
            let prior = Self.priors[trial % Self.priors.count]
            let fast = IntakeInput.partialProbabilities(
                ratio: ratio, attested: attested, oddsFactor: factor, normalDensity: density, alpha: prior.alpha,
                beta: prior.beta)
            let reference = IntakeInput.partialProbabilitiesOverEveryDay(
                ratio: ratio, attested: attested, oddsFactor: factor, normalDensity: density, alpha: prior.alpha,
                beta: prior.beta)
            let differing = (0..<m).first { fast[$0].bitPattern != reference[$0].bitPattern }
            #expect(fast.count == m && differing == nil, "trial \(trial), day \(differing ?? -1)")
            mixtureDays += (0..<m).filter { !attested[$0] && ratio[$0] >= 0.15 && ratio[$0] <= 0.9 }.count
            partialDays += reference.filter { $0 > 0 }.count
        }
        // The inputs reached the mixture (counted from the inputs and the reference alone).
        #expect(mixtureDays > 10_000)
        #expect(partialDays > 5_000)
    }

    @Test func uncheckedKernelSumsAgreeWithTheIndexedLoop() {
        var random = SplitMix64(seed: 20_261_201_252)
        var sums = 0
        for _ in 0..<200 {
            let n = 1 + Int(random.next() % 500)
            var index: [Int] = []
            var logged: [Double] = []
            var partial: [Double] = []
            for t in 0..<n where random.chance(0.7) {
                index.append(t)
                logged.append(random.uniform(300, 4500))
                partial.append(random.chance(0.6) ? 0 : random.unit())
            }
            let kernelDays = random.uniform(3, 30)
            let reach = Int((3 * kernelDays).rounded(.up))
            let kernel = (0...reach).map { lag in
                let z = Double(lag) / kernelDays
                return exp(-0.5 * z * z)
            }
            let kept = partial.map { 1 - $0 }
            var first = 0
            for t in 0..<n {
                while first < index.count && index[first] < t - reach { first += 1 }
                let fast = IntakeInput.kernelSums(
                    day: t, from: first, reach: reach, index: index, logged: logged, kept: kept, kernel: kernel)
                let reference = IntakeInput.kernelSumsByIndex(
                    day: t, from: first, reach: reach, index: index, logged: logged, partial: partial, kernel: kernel)
                let same =
                    fast.sw.bitPattern == reference.sw.bitPattern && fast.sw2.bitPattern == reference.sw2.bitPattern
                    && fast.sx.bitPattern == reference.sx.bitPattern && fast.sxx.bitPattern == reference.sxx.bitPattern
                #expect(same, "day \(t) of \(n)")
                sums += 1
            }
        }
        #expect(sums > 20_000)
    }
}
