import NutritionEngine
import Testing

/// Issue 10 item 8: a day far below the person's own recent intake is asked about (and holds
/// check-in adjustments until reviewed), where the 50 %-of-maintenance rule misses it.
@Suite struct PartialDayRuleTests {
    static let start = CalendarDate(iso: "2026-10-01")!

    /// 20 days: ten at 1700-1900 kcal (median 1800), then `low` on day 10, then more usual days.
    static func ledger(low: Double, completeness: IntakeCompleteness = .unknown, review: ReviewStatus = .open) throws
        -> DayLedger
    {
        let usual: [Double] = [1700, 1900, 1800, 1750, 1850, 1800, 1820, 1780, 1800, 1810]
        var days = usual.enumerated().map {
            LoggedDay(date: start.adding(days: $0), intakeKcal: $1, intakeCompleteness: .unknown)
        }
        days.append(
            LoggedDay(
                date: start.adding(days: 10), intakeKcal: low, intakeCompleteness: completeness, reviewStatus: review))
        for offset in 11..<20 {
            days.append(LoggedDay(date: start.adding(days: offset), intakeKcal: 1800, intakeCompleteness: .unknown))
        }
        // A maintenance reference of 1900: half of it is 950, so the old rule passes a 1000 kcal day.
        return try #require(
            DayLedger(
                log: DayLog(declaredAsOf: start.adding(days: 20), days: days),
                maintenance: MaintenanceReference(kcalPerDay: 1900, source: .supplied)))
    }

    @Test func aDayFarBelowTheOwnRecentIntakeIsAskedAbout() throws {
        let fraction = DayValidationPolicy.standard.suspectBelowFractionOfRecentIntake
        // Median of the ten days before: (1800 + 1800) / 2 = 1800; the limit is fraction × 1800.
        let low = (fraction * 1800 - 10).rounded()
        #expect(low >= 0.5 * 1900)  // the maintenance rule alone would count it
        let ledger = try Self.ledger(low: low)
        let day = try #require(ledger.day(Self.start.adding(days: 10)))
        #expect(day.recentIntakeReferenceKcal == 1800)
        #expect(day.intakeAssessment == .farBelowRecentIntake && day.awaitsPartialDayReview)
        // Still evidence: dropping it unasked would also drop genuine low days.
        #expect(day.isEvidence && ledger.evidenceDays.count == 20)
        #expect(ledger.reviewList.first?.action == .confirmPartialDay && ledger.reviewList.first?.date == day.date)
        // The day does not lower the reference of the days after it.
        #expect(ledger.day(Self.start.adding(days: 11))?.recentIntakeReferenceKcal == 1800)
    }

    @Test func aDayJustAboveTheLimitOrConfirmedCounts() throws {
        let fraction = DayValidationPolicy.standard.suspectBelowFractionOfRecentIntake
        let above = try Self.ledger(low: (fraction * 1800 + 10).rounded())
        #expect(above.day(Self.start.adding(days: 10))?.isEvidence == true)
        let confirmed = try Self.ledger(
            low: (fraction * 1800 - 10).rounded(), completeness: .complete, review: .reconciled)
        let day = try #require(confirmed.day(Self.start.adding(days: 10)))
        #expect(day.isEvidence && day.confirmedByReview && !day.awaitsPartialDayReview)
        #expect(!confirmed.reviewList.contains { $0.action == .confirmPartialDay })
        #expect(confirmed.evidenceDays.count == 20)
    }

    @Test func tooFewRecentDaysMeansNoJudgement() throws {
        let days = [1800.0, 1800, 1800, 700].enumerated().map {
            LoggedDay(date: Self.start.adding(days: $0), intakeKcal: $1, intakeCompleteness: .complete)
        }
        let ledger = try #require(
            DayLedger(log: DayLog(declaredAsOf: Self.start.adding(days: 4), days: days), maintenance: nil))
        // Three days before it, fewer than recentIntakeMinimumDays (4): not judged, and complete counts.
        #expect(ledger.day(Self.start.adding(days: 3))?.recentIntakeReferenceKcal == nil)
        #expect(ledger.day(Self.start.adding(days: 3))?.isEvidence == true)
    }
}
