import Foundation
import Testing

@testable import NutritionEngine

/// The filter's intake input on logs simple enough to work by hand (METHOD.md section 4, the
/// `IntakeInput` steps): every day gets its mean and variance, written once each (issue 25 writes
/// them into uninitialized storage, so a day left unwritten would read as garbage here).
@Suite struct IntakeInputByHandTests {
    @Test func declaredDaysKeepTheirIntakeAndAMissingDayTakesTheKernelMean() throws {
        // 30 days declared complete at 2,000 kcal, day 15 not logged.
        var days = (0..<30).map { _ in MaintenanceDay(loggedKcal: 2_000, isEvidence: true, declaredComplete: true) }
        days[15] = MaintenanceDay()
        let input = IntakeInput(days: days, settings: .standard)
        #expect(input.meanKcal.count == 30 && input.varianceKcal2.count == 30)
        #expect(input.candidateCount == 29 && input.expectedPartialDays == 0)
        for t in 0..<30 where t != 15 {
            // A declared day is its own log, with the logging error 8 %: (0.08 · 2,000)² = 25,600.
            #expect(input.meanKcal[t] == 2_000, "day \(t)")
            #expect(abs(input.varianceKcal2[t] - 25_600) < 1e-6, "day \(t)")
        }
        // The missing day: the kernel mean of equal logs is 2,000; their spread is 0, floored at
        // 8 % of the mean (25,600 kcal²), times 1 + 1/n_eff with the Gaussian weights of SD 14 days
        // (cut at 42) of the 29 other days: n_eff = (Σw)² / Σw².
        let weights = (0..<30).filter { $0 != 15 }.map { exp(-0.5 * pow(Double($0 - 15) / 14, 2)) }
        let effective = pow(weights.reduce(0, +), 2) / weights.map { $0 * $0 }.reduce(0, +)
        #expect(abs(input.meanKcal[15] - 2_000) < 1e-9)
        #expect(abs(input.varianceKcal2[15] - 25_600 * (1 + 1 / effective)) < 1e-6)
    }

    @Test func withoutALoggedDayEveryDayIsZero() {
        let input = IntakeInput(days: Array(repeating: MaintenanceDay(), count: 10), settings: .standard)
        #expect(input.meanKcal == Array(repeating: 0, count: 10) && input.varianceKcal2 == input.meanKcal)
        #expect(input.candidateCount == 0)
    }
}
