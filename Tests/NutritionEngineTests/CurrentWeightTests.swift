import TestSupport
import Testing

@testable import NutritionEngine

/// `CurrentWeight`, the weight every command's safety screen runs at (issue 18 item 4): read from
/// the log, it equals the day ledger's trend on its last day (the check-in reads it off the ledger
/// it already has), and only weigh-ins before the evaluation day count.
@Suite struct CurrentWeightTests {
    static let person = Person(equationSex: .female, ageYears: 40, heightCm: 165, weightKg: 70, activityLevel: .active)

    @Test func fromTheLogItEqualsTheLedgersTrendOnItsLastDay() throws {
        var random = SplitMix64(seed: 20_261_201)
        let start = try #require(CalendarDate(iso: "2026-01-01"))
        var trended = 0
        for _ in 0..<200 {
            var days: [LoggedDay] = []
            var day = 0
            for _ in 0..<Int(random.uniform(0, 50)) {
                day += random.chance(0.3) ? Int(random.uniform(2, 12)) : 1
                let kg: Double? =
                    random.chance(0.3) ? nil : random.chance(0.05) ? 500 : 70 * random.uniform(0.9, 1.1)
                days.append(LoggedDay(date: start.adding(days: day), intakeKcal: 2000, weightKg: kg))
            }
            let asOf = start.adding(days: Int(random.uniform(0, Double(day + 5))))
            let log = DayLog(declaredAsOf: asOf, days: days)
            let ledger = try #require(DayLedger(log: log, maintenance: nil, policy: .standard))
            let fromLog = CurrentWeight(person: Self.person, dayLog: log, policy: .standard)
            let fromLedger = CurrentWeight(person: Self.person, ledger: ledger)
            #expect(fromLog == fromLedger, "asOf \(asOf)")
            if fromLog.source == .trend { trended += 1 }
        }
        #expect(trended > 100)  // real trends compared, not only profile weights
    }

    @Test func aLaterWeighInDoesNotChangeAnEarlierAnswer() throws {
        let start = try #require(CalendarDate(iso: "2026-03-01"))
        let days = [
            LoggedDay(date: start, weightKg: 80), LoggedDay(date: start.adding(days: 1), weightKg: 79),
            LoggedDay(date: start.adding(days: 2), weightKg: 60),
        ]
        let log = DayLog(days: days)
        // As of day 2 only days 0 and 1 count: 80 + 0.1 × (79 − 80) = 79.9.
        let early = CurrentWeight(person: Self.person, dayLog: log, asOf: start.adding(days: 2), policy: .standard)
        #expect(abs(early.weightKg - 79.9) < 1e-12 && early.lastWeighInDate == start.adding(days: 1))
        // Without weigh-ins before the day: the profile weight.
        let none = CurrentWeight(person: Self.person, dayLog: log, asOf: start, policy: .standard)
        #expect(none.source == .profile && none.weightKg == 70)
    }
}
