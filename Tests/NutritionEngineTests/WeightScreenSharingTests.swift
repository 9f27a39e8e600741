import TestSupport
import Testing

@testable import NutritionEngine

/// The weigh-in screen made once per record (`CurrentWeight.screened`) and handed to the day ledger
/// of the same days (issue 25): on seeded logs the ledger reading the shared judgements equals the
/// ledger screening its weigh-ins itself, and the weight from the shared screen equals the weight
/// from the log; a screen of other weigh-ins (one kg a bit away, one day fewer) or under another
/// policy is ignored, even when its judgements are wrong for these days.
@Suite struct WeightScreenSharingTests {
    static let start = CalendarDate(iso: "2026-02-02")!
    static let maintenance = MaintenanceReference(kcalPerDay: 2_000, source: .supplied)

    static func log(_ random: inout SplitMix64, days: Int) -> DayLog {
        var logged: [LoggedDay] = []
        var kg = random.uniform(60, 110)
        for offset in 0..<days where random.unit() < 0.85 {
            kg += random.uniform(-0.4, 0.35)
            let roll = random.unit()
            let weight: Double? =
                roll < 0.3 ? nil : roll < 0.35 ? kg * random.uniform(1.05, 1.2) : roll < 0.37 ? 900 : kg
            logged.append(
                LoggedDay(date: start.adding(days: offset), intakeKcal: random.uniform(1_500, 2_600), weightKg: weight))
        }
        return DayLog(declaredAsOf: start.adding(days: days), days: logged, origin: .days)
    }

    /// `screen` with every judgement turned into a jump outlier: a ledger that read it would differ.
    static func spoiled(_ screen: ScreenedWeighIns) -> ScreenedWeighIns {
        var spoiled = screen
        spoiled.judgements = spoiled.judgements.map { _ in WeightScreen.Judgement(status: .outlierJumpFromNeighbours) }
        return spoiled
    }

    @Test func sharedScreenGivesTheSameLedgerAndWeight() throws {
        var random = SplitMix64(seed: 20_261_214)
        for trial in 0..<80 {
            let log = Self.log(&random, days: 30 + trial * 4)
            let screen = try #require(CurrentWeight.screened(dayLog: log, policy: .standard))
            let separate = try #require(DayLedger(log: log, maintenance: Self.maintenance, policy: .standard))
            let shared = try #require(
                DayLedger(log: log, maintenance: Self.maintenance, policy: .standard, weightScreen: screen))
            #expect(shared == separate)
            let person = Person(equationSex: .female, ageYears: 40, heightCm: 168, weightKg: 75, activityLevel: .active)
            #expect(
                CurrentWeight(person: person, screened: screen)
                    == CurrentWeight(person: person, dayLog: log, policy: .standard))
            // The shared judgements are read: spoiled ones change the ledger when there are weigh-ins.
            let spoiled = try #require(
                DayLedger(
                    log: log, maintenance: Self.maintenance, policy: .standard, weightScreen: Self.spoiled(screen)))
            if separate.days.contains(where: { $0.weightStatus == .used }) { #expect(spoiled != separate) }
        }
    }

    @Test func mismatchingScreenIsIgnored() throws {
        var random = SplitMix64(seed: 20_261_215)
        var looser = DayValidationPolicy.standard
        looser.outlierNeighbourWindowDays += 1
        for trial in 0..<60 {
            let log = Self.log(&random, days: 40 + trial * 5)
            let separate = try #require(DayLedger(log: log, maintenance: Self.maintenance, policy: .standard))
            guard let index = log.days.firstIndex(where: { $0.weightKg != nil }) else { continue }
            // One kg a bit away.
            var nudged = log
            nudged.days[index].weightKg = nudged.days[index].weightKg?.nextUp
            // The weigh-ins before the last one only.
            let earlier = try #require(log.days.last { $0.weightKg != nil }).date
            let screens = [
                CurrentWeight.screened(dayLog: nudged, policy: .standard),
                CurrentWeight.screened(dayLog: log, asOf: earlier, policy: .standard),
                CurrentWeight.screened(dayLog: log, policy: looser),
            ]
            for screen in screens {
                let spoiled = Self.spoiled(try #require(screen))
                let ledger = try #require(
                    DayLedger(log: log, maintenance: Self.maintenance, policy: .standard, weightScreen: spoiled))
                #expect(ledger == separate)
            }
        }
    }
}
