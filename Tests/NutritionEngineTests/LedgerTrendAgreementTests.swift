import TestSupport
import Testing

@testable import NutritionEngine

/// The display trend taken step by step (`WeightTrend.step`) where it was built through arrays
/// (issue 25): the day ledger's `trendKg` on every day equals, bit for bit, `WeightTrend.values` of
/// each day's usable weigh-in (the ledger's former path), and the weight from a shared screen equals
/// the last value of `WeightTrend.smoothed` over the used weigh-ins (`CurrentWeight.smoothedTrend`,
/// its former path), on seeded logs with gaps, missing weigh-ins, jumps and implausible weights.
@Suite struct LedgerTrendAgreementTests {
    static let start = CalendarDate(iso: "2026-03-02")!

    static func log(_ random: inout SplitMix64, days: Int) -> DayLog {
        var logged: [LoggedDay] = []
        var kg = random.uniform(55, 120)
        var offset = 0
        while offset < days {
            kg += random.uniform(-0.45, 0.4)
            let roll = random.unit()
            let weight: Double? =
                roll < 0.25 ? nil : roll < 0.3 ? kg * random.uniform(1.04, 1.25) : roll < 0.32 ? 700 : kg
            logged.append(
                LoggedDay(date: start.adding(days: offset), intakeKcal: random.uniform(1_400, 2_800), weightKg: weight))
            // Gaps of up to two weeks now and then (unlisted days carry the trend forward).
            offset += random.chance(0.1) ? Int(random.uniform(2, 15)) : 1
        }
        return DayLog(declaredAsOf: start.adding(days: offset), days: logged, origin: .days)
    }

    @Test func ledgerTrendEqualsTheTrendOfItsUsableWeighIns() throws {
        var random = SplitMix64(seed: 20_261_202)
        var compared = 0
        for trial in 0..<120 {
            let log = Self.log(&random, days: 10 + trial * 3)
            let policy = DayValidationPolicy.standard
            let ledger = try #require(
                DayLedger(log: log, maintenance: MaintenanceReference(kcalPerDay: 2_000, source: .supplied)))
            let usable = ledger.days.map { day in
                (date: day.date, kg: day.weightStatus == .used ? day.logged?.weightKg : nil)
            }
            let reference = WeightTrend.values(usable, smoothingPerDay: policy.trendSmoothingPerDay)
            #expect(ledger.days.map { $0.trendKg?.bitPattern } == reference.map { $0?.bitPattern })
            compared += reference.compactMap { $0 }.count
        }
        #expect(compared > 10_000)
    }

    @Test func screenedWeightEqualsTheLastSmoothedValue() throws {
        var random = SplitMix64(seed: 20_261_203)
        let person = Person(equationSex: .male, ageYears: 35, heightCm: 180, weightKg: 90, activityLevel: .active)
        var trends = 0
        for trial in 0..<120 {
            let log = Self.log(&random, days: 5 + trial * 3)
            let screen = try #require(CurrentWeight.screened(dayLog: log, policy: .standard))
            let weight = CurrentWeight(person: person, screened: screen)
            let reference = CurrentWeight.smoothedTrend(screen)
            if let kg = reference.kg {
                #expect(weight.source == .trend)
                #expect(weight.weightKg.bitPattern == kg.bitPattern)
                #expect(weight.lastWeighInDate == reference.lastUsedDate)
                trends += 1
            } else {
                #expect(weight.source == .profile)
                #expect(weight.weightKg == 90)
            }
        }
        #expect(trends > 100)
    }
}
