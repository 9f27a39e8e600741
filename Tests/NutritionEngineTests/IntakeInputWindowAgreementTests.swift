import Foundation
import TestSupport
import Testing

@testable import NutritionEngine

/// The intake input's window, kernel and density steps against the forms they replaced (issue 25),
/// bit for bit on seeded inputs: the ratios with one replacement per step against inserting and then
/// removing, the kernel sums by signed lag against the sums by |lag| and the indexed loop, and the
/// mixture's P(partial) with the normal density formed only on the mixture's days.
@Suite struct IntakeInputWindowAgreementTests {
    /// Candidate days and intakes: runs of consecutive days, gaps long enough to leave fewer than 7 in
    /// the window, whole-kcal intakes with many ties, now and then a tiny or an infinite one.
    static func candidates(_ random: inout SplitMix64) -> (index: [Int], logged: [Double]) {
        let n = Int(random.next() % 420)
        let density = [0.05, 0.3, 0.7, 0.95, 1][Int(random.next() % 5)]
        var index: [Int] = []
        var logged: [Double] = []
        var t = 0
        while t < n {
            if random.chance(0.03) { t += 10 + Int(random.next() % 40) }  // a gap
            if random.chance(density) {
                index.append(t)
                let value: Double
                if random.chance(0.01) {
                    value = .infinity
                } else if random.chance(0.01) {
                    value = .leastNonzeroMagnitude
                } else if random.chance(0.5) {
                    value = Double(1500 + random.next() % 20 * 50)
                } else {
                    value = random.uniform(200, 4000)
                }
                logged.append(value)
            }
            t += 1
        }
        return (index, logged)
    }

    @Test func ratiosAgreeWithInsertingThenRemoving() {
        var random = SplitMix64(seed: 2026_1202_2525)
        var ratios = 0
        var sparse = 0
        for trial in 0..<500 {
            let (index, logged) = Self.candidates(&random)
            let fast = IntakeInput.ratios(index: index, logged: logged)
            let reference = IntakeInput.ratiosInsertingThenRemoving(index: index, logged: logged)
            #expect(fast.count == reference.count, "trial \(trial)")
            let differing = fast.indices.first {
                fast[$0].bitPattern != reference[$0].bitPattern && !(fast[$0].isNaN && reference[$0].isNaN)
            }
            #expect(differing == nil, "trial \(trial), candidate \(differing ?? -1)")
            ratios += fast.count
            // Candidates with fewer than 7 others within ±14 days (the nearest-7 path), counted from the input.
            var lo = 0
            var hi = 0
            for i in index.indices {
                while index[lo] < index[i] - 14 { lo += 1 }
                while hi < index.count && index[hi] <= index[i] + 14 { hi += 1 }
                if hi - lo < 7 { sparse += 1 }
            }
        }
        #expect(ratios > 30_000)
        #expect(sparse > 1_000)
    }

    @Test func replacementKeepsTheBufferOfRemovingThenInserting() {
        var random = SplitMix64(seed: 2026_1202_2526)
        var steps = 0
        for trial in 0..<300 {
            let room = 1 + Int(random.next() % 40)
            let values: [Double] = (0..<(room + 200)).map { _ in
                random.chance(0.05) ? (random.chance(0.5) ? -0.0 : 0.0) : Double(1200 + random.next() % 12 * 25)
            }
            SortedWindow.withRoom(for: room) { fast in
                SortedWindow.withRoom(for: room) { reference in
                    var held: [Double] = []
                    for value in values.prefix(room) {
                        fast.insert(value)
                        reference.insert(value)
                        held.append(value)
                    }
                    for value in values.dropFirst(room) {
                        let old = held.remove(at: Int(random.next() % UInt64(held.count)))
                        fast.replaceLast(notAbove: old, with: value)
                        reference.removeLast(notAbove: old)
                        reference.insert(value)
                        held.append(value)
                        steps += 1
                        for i in 0..<reference.count where fast[i].bitPattern != reference[i].bitPattern {
                            Issue.record("trial \(trial): position \(i) \(fast[i]) against \(reference[i])")
                            return
                        }
                    }
                }
            }
        }
        #expect(steps == 300 * 200)
    }

    @Test func kernelSumsByOffsetAgreeWithTheSumsByLag() {
        var random = SplitMix64(seed: 2026_1202_2527)
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
            let kernelByOffset = (-reach...reach).map { kernel[$0 < 0 ? -$0 : $0] }
            let kept = partial.map { 1 - $0 }
            var first = 0
            var end = 0
            for t in 0..<n {
                while first < index.count && index[first] < t - reach { first += 1 }
                while end < index.count && index[end] <= t + reach { end += 1 }
                let inRange = index.withUnsafeBufferPointer { index in
                    logged.withUnsafeBufferPointer { logged in
                        kept.withUnsafeBufferPointer { kept in
                            kernelByOffset.withUnsafeBufferPointer { kernel in
                                IntakeInput.kernelSums(
                                    day: t, candidates: first..<end, reach: reach, index: index, logged: logged,
                                    kept: kept, kernelByOffset: kernel)
                            }
                        }
                    }
                }
                let fast = IntakeInput.kernelSumsByOffset(
                    day: t, from: first, reach: reach, index: index, logged: logged, kept: kept,
                    kernelByOffset: kernelByOffset)
                let byLag = IntakeInput.kernelSums(
                    day: t, from: first, reach: reach, index: index, logged: logged, kept: kept, kernel: kernel)
                let reference = IntakeInput.kernelSumsByIndex(
                    day: t, from: first, reach: reach, index: index, logged: logged, partial: partial, kernel: kernel)
                for other in [byLag, reference, inRange] {
                    #expect(fast.sw.bitPattern == other.sw.bitPattern)
                    #expect(fast.sw2.bitPattern == other.sw2.bitPattern)
                    #expect(fast.sx.bitPattern == other.sx.bitPattern)
                    #expect(fast.sxx.bitPattern == other.sxx.bitPattern)
                }
                sums += 1
            }
        }
        #expect(sums > 10_000)
    }

    /// `partialProbabilities` reads the normal density on the mixture's days alone: NaN everywhere
    /// else changes no P(partial).
    @Test func partialProbabilitiesReadTheDensityOnMixtureDaysAlone() {
        var random = SplitMix64(seed: 2026_1202_2528)
        var mixtureDays = 0
        for trial in 0..<400 {
            let m = Int(random.next() % 300)
            let ratio = (0..<m).map { _ in random.uniform(0, 1.6) }
            let attested = (0..<m).map { _ in random.chance(0.3) }
            let factor = (0..<m).map { _ in random.chance(0.15) ? [0, 0.25, 3, 40][Int(random.next() % 4)] : 1 }
            let spread = random.uniform(0.06, 0.4)
            let full = ratio.map { r in
                let z = (r - 1) / spread
                return exp(-0.5 * z * z) / (spread * (2 * Double.pi).squareRoot())
            }
            let mixture = (0..<m).map { !attested[$0] && ratio[$0] >= 0.15 && ratio[$0] <= 0.9 }
            let partialOnly = (0..<m).map { mixture[$0] ? full[$0] : .nan }
            let a = IntakeInput.partialProbabilities(
                ratio: ratio, attested: attested, oddsFactor: factor, normalDensity: full, alpha: 3, beta: 17)
            let b = IntakeInput.partialProbabilities(
                ratio: ratio, attested: attested, oddsFactor: factor, normalDensity: partialOnly, alpha: 3, beta: 17)
            let differing = (0..<m).first { a[$0].bitPattern != b[$0].bitPattern }
            #expect(differing == nil, "trial \(trial), day \(differing ?? -1)")
            mixtureDays += mixture.filter { $0 }.count
        }
        #expect(mixtureDays > 5_000)
    }
}
