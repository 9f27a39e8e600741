import TestSupport
import Testing

@testable import NutritionEngine

/// A ledger day holds its log entry where it lies in the log (`LedgerDay.Entry`, issue 25) instead
/// of a copy: on seeded logs (gaps, days on and after the evaluation day, a log out of date order)
/// every ledger day's `logged` is the log's entry for its date, each member read in place equals the
/// copy's, and ledgers compare by the entries' values, wherever they lie.
@Suite struct LedgerDayEntryTests {
    static let start = CalendarDate(iso: "2026-01-05")!

    static func days(_ random: inout SplitMix64, count: Int) -> [LoggedDay] {
        let completeness: [IntakeCompleteness] = [.complete, .incomplete, .untracked, .unknown]
        let review: [ReviewStatus] = [.open, .reconciled, .reopened]
        var days: [LoggedDay] = []
        var offset = 0
        for _ in 0..<count {
            days.append(
                LoggedDay(
                    date: start.adding(days: offset),
                    intakeKcal: random.chance(0.8) ? random.uniform(300, 4_000) : nil,
                    proteinG: random.chance(0.5) ? random.uniform(20, 200) : nil,
                    intakeCompleteness: completeness[Int(random.next() % 4)],
                    reviewStatus: review[Int(random.next() % 3)],
                    weightKg: random.chance(0.7) ? random.uniform(50, 130) : nil,
                    steps: random.chance(0.5) ? random.uniform(0, 20_000) : nil,
                    trainingMinutes: random.chance(0.3) ? random.uniform(10, 120) : nil,
                    trainingTypes: random.chance(0.3) ? ["strength"] : nil,
                    alcoholG: random.chance(0.2) ? random.uniform(5, 60) : nil))
            offset += random.chance(0.15) ? Int(random.uniform(2, 6)) : 1
        }
        return days
    }

    static func check(_ ledger: DayLedger, against days: [LoggedDay]) -> Int {
        var listed = 0
        for day in ledger.days {
            let entry = days.first { $0.date == day.date }
            #expect(day.logged == entry)
            #expect(day.intakeKcal?.bitPattern == entry?.intakeKcal?.bitPattern)
            #expect(day.loggedWeightKg?.bitPattern == entry?.weightKg?.bitPattern)
            #expect(day.loggedCompleteness == entry?.intakeCompleteness)
            #expect(day.loggedReviewStatus == entry?.reviewStatus)
            #expect(day.loggedProteinG?.bitPattern == entry?.proteinG?.bitPattern)
            #expect(day.loggedSteps?.bitPattern == entry?.steps?.bitPattern)
            #expect(day.loggedAlcoholG?.bitPattern == entry?.alcoholG?.bitPattern)
            #expect(day.loggedTrainingMinutes?.bitPattern == entry?.trainingMinutes?.bitPattern)
            #expect(day.loggedTrainingTypes == entry?.trainingTypes)
            #expect(day.loggedFoods == entry?.foods)
            #expect(day.entry?.intakeAtLeastKcal == entry?.intakeAtLeastKcal)
            if entry != nil { listed += 1 }
        }
        return listed
    }

    @Test func everyLedgerDayReadsItsLogEntry() throws {
        var random = SplitMix64(seed: 20_261_211)
        var listed = 0
        var filtered = 0
        for trial in 0..<80 {
            let days = Self.days(&random, count: 5 + trial * 4)
            let last = try #require(days.last?.date)
            // Evaluated as of a day inside the log now and then, so later days are listed but not judged.
            let asOf =
                random.chance(0.5) ? last.adding(days: 1) : Self.start.adding(days: Self.start.days(to: last) / 2)
            let log = DayLog(declaredAsOf: asOf, days: days, origin: .days)
            let ledger = try #require(
                DayLedger(log: log, maintenance: MaintenanceReference(kcalPerDay: 2_200, source: .supplied)))
            listed += Self.check(ledger, against: days)
            // A log whose first day on or after the evaluation day comes before its last day before it
            // (set after the log sorted them) takes the ledger's filtering path: the same ledger.
            if let later = days.firstIndex(where: { $0.date >= asOf }), later > 0 {
                var unordered = log
                unordered.days.swapAt(later - 1, later)
                let fromUnordered = try #require(
                    DayLedger(log: unordered, maintenance: MaintenanceReference(kcalPerDay: 2_200, source: .supplied)))
                _ = Self.check(fromUnordered, against: days)
                #expect(fromUnordered == ledger)
                filtered += 1
            }
        }
        #expect(listed > 5_000)
        #expect(filtered > 20)
    }

    @Test func ledgersCompareByTheirEntriesValues() throws {
        var random = SplitMix64(seed: 20_261_212)
        for trial in 0..<40 {
            let days = Self.days(&random, count: 10 + trial)
            let reference = MaintenanceReference(kcalPerDay: 2_000, source: .supplied)
            let ledger = try #require(DayLedger(log: DayLog(days: days, origin: .days), maintenance: reference))
            // The same days in another array: equal ledgers.
            let copied = days.map { day in
                var copy = day
                copy.steps = day.steps
                return copy
            }
            let again = try #require(DayLedger(log: DayLog(days: copied, origin: .days), maintenance: reference))
            #expect(ledger == again)
            // One member of one entry changed, where no judgement reads it: unequal ledgers.
            var changed = days
            let index = Int(random.next() % UInt64(days.count))
            changed[index].steps = (days[index].steps ?? 0) + 1
            let other = try #require(DayLedger(log: DayLog(days: changed, origin: .days), maintenance: reference))
            #expect(ledger != other)
            #expect(ledger.days[ledger.days.count - 1] == again.days[again.days.count - 1])
        }
    }
}
