import TestSupport
import Testing

@testable import NutritionEngine

/// `ReviewItem.list` gathers its items by kind and reads each kind newest first (issue 25) instead of
/// sorting them: on seeded ledgers with every kind of item the list is already in `sorted`'s order
/// (by kind in `Action` order, then the most recent day first), and each kind's rank is its place in
/// `Action.allCases`.
@Suite struct ReviewItemOrderTests {
    @Test func rankIsThePlaceInAllCases() {
        for (offset, action) in ReviewItem.Action.allCases.enumerated() { #expect(action.rank == offset) }
    }

    @Test func listIsInSortedOrder() throws {
        var random = SplitMix64(seed: 20_261_213)
        guard let start = CalendarDate(iso: "2026-01-05") else { preconditionFailure("test date") }
        var kinds = Set<ReviewItem.Action>()
        for _ in 0..<60 {
            var days: [LoggedDay] = []
            for offset in 0..<120 where random.unit() < 0.8 {
                let roll = random.unit()
                let intake: Double? =
                    roll < 0.1 ? nil : roll < 0.2 ? 400 : roll < 0.3 ? 6_000 : random.uniform(1_500, 2_600)
                let completeness: IntakeCompleteness = [.unknown, .complete, .incomplete][Int(random.unit() * 3)]
                let review: ReviewStatus = [.open, .reconciled, .reopened][Int(random.unit() * 3)]
                let weight: Double? =
                    random.unit() < 0.5 ? nil : random.unit() < 0.1 ? random.uniform(20, 400) : random.uniform(79, 81)
                days.append(
                    LoggedDay(
                        date: start.adding(days: offset), intakeKcal: intake, intakeCompleteness: completeness,
                        reviewStatus: review, weightKg: weight))
            }
            let ledger = try #require(
                DayLedger(
                    log: DayLog(declaredAsOf: start.adding(days: 120), days: days, origin: .days),
                    maintenance: MaintenanceReference(kcalPerDay: 2_000, source: .supplied)))
            #expect(ledger.reviewList == ReviewItem.sorted(ledger.reviewList))
            kinds.formUnion(ledger.reviewList.map(\.action))
        }
        #expect(kinds.count >= 5)
    }
}
