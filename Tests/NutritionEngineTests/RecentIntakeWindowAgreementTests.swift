import TestSupport
import Testing

@testable import NutritionEngine

/// The recent-intake rule with an entering intake replacing the next leaving one against its
/// reference, which inserts and removes each apart: the same days, and the same bits of every
/// reference median, on random ledgers with gaps, repeated intakes, zeros of both signs, excluded,
/// suspect and confirmed days, under several window lengths and minimum day counts.
@Suite struct RecentIntakeWindowAgreementTests {
    @Test func replacingJudgesExactlyAsInsertingThenRemoving() throws {
        var random = SplitMix64(seed: 20_261_206)
        let start = try #require(CalendarDate(iso: "2026-01-01"))
        var referenced = 0
        var flagged = 0
        for trial in 0..<300 {
            var days: [LedgerDay] = []
            var intakeKcal: [Double?] = []
            var reconciledComplete: [Bool] = []
            // Mostly zeros in some ledgers, so that medians are zeros and a −0 taken for a +0 shows.
            let zeros = trial % 6 == 0 ? 0.6 : 0.04
            for offset in 0..<Int(random.uniform(0, 120)) {
                let intake: Double?
                if random.chance(0.15) {
                    intake = nil
                } else if random.chance(zeros) {
                    intake = random.chance(0.5) ? 0 : -0.0
                } else if random.chance(0.1) {
                    intake = 600 * random.uniform(0.5, 1.5)  // far below
                } else {
                    intake = (2000 + 300 * random.normal()).roundedTo(random.chance(0.5) ? 100 : 1)  // repeats likely
                }
                let exclusion: ExclusionReason? =
                    intake == nil ? .noIntakeLogged : random.chance(0.15) ? .suspectLowIntake : nil
                let assessment: IntakeAssessment =
                    intake == nil ? .notAssessed : [.plausible, .notChecked, .plausible, .suspectHigh][offset % 4]
                days.append(
                    LedgerDay(
                        date: start.adding(days: offset), entry: nil, intakeAssessment: assessment,
                        exclusion: exclusion, confirmedByReview: exclusion != nil && random.chance(0.3)))
                intakeKcal.append(intake)
                reconciledComplete.append(random.chance(0.2))
            }
            var policy = DayValidationPolicy.standard
            policy.recentIntakeWindowDays = [1, 3, 14, 30][trial % 4]
            policy.recentIntakeMinimumDays = [0, 1, 4, 7, 20][trial % 5]
            var replacing = days
            DayLedger.judgeAgainstRecentIntake(
                &replacing, intakeKcal: intakeKcal, reconciledComplete: reconciledComplete, policy: policy)
            var reference = days
            DayLedger.judgeAgainstRecentIntakeInsertingThenRemoving(
                &reference, intakeKcal: intakeKcal, reconciledComplete: reconciledComplete, policy: policy)
            #expect(replacing == reference, "trial \(trial)")
            // `==` holds −0 equal to +0; the medians' bits must agree too.
            #expect(
                replacing.map { $0.recentIntakeReferenceKcal?.bitPattern }
                    == reference.map { $0.recentIntakeReferenceKcal?.bitPattern }, "trial \(trial)")
            referenced += replacing.filter { $0.recentIntakeReferenceKcal != nil }.count
            flagged += replacing.filter { $0.intakeAssessment == .farBelowRecentIntake }.count
        }
        // The comparison covers real medians and flagged days, not only empty windows.
        #expect(referenced > 5000)
        #expect(flagged > 300)
    }
}
