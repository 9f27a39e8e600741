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

    /// The one list ordered at the end (`ReviewItem.ordered`) against an array per kind
    /// (`orderedByKind`, the former path): the same items in the same order, on seeded lists in
    /// date order and with a kind's dates repeated or going back (which `sorted` orders), bit for bit
    /// in dates, actions and messages.
    @Test func orderingTheOneListEqualsOrderingByKind() throws {
        var random = SplitMix64(seed: 20_261_214)
        let start = try #require(CalendarDate(iso: "2026-02-02"))
        let actions = ReviewItem.Action.allCases
        var sortedPath = 0
        var kindsPath = 0
        for trial in 0..<600 {
            var items: [ReviewItem] = []
            var day = 0
            for _ in 0..<Int(random.uniform(0, 60)) {
                // A third of the lists now and then repeat a day or go back (a day listed twice, out
                // of order), which `sorted` orders; the rest rise, with up to three kinds a day.
                if trial % 3 == 0 && random.chance(0.1) {
                    day -= Int(random.uniform(0, 3))
                } else {
                    day += Int(random.uniform(1, 4))
                }
                let first = Int(random.next() % UInt64(actions.count))
                for kind in 0..<Int(random.uniform(1, 4)) {
                    items.append(
                        ReviewItem(
                            date: start.adding(days: day), action: actions[(first + 2 * kind) % actions.count],
                            message: "item \(items.count)"))
                }
            }
            let ordered = ReviewItem.ordered(items)
            let reference = ReviewItem.orderedByKind(items)
            #expect(ordered == reference, "trial \(trial)")
            #expect(ordered.count == items.count)
            var seen: [Int: CalendarDate] = [:]
            let repeats = items.contains { item in
                defer { seen[item.action.rank] = item.date }
                return seen[item.action.rank].map { !($0 < item.date) } ?? false
            }
            if repeats { sortedPath += 1 } else if items.count > 10 { kindsPath += 1 }
        }
        #expect(kindsPath > 200)
        #expect(sortedPath > 50)
    }
}
