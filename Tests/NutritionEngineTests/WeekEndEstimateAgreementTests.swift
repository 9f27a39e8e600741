import Foundation
import TestSupport
import Testing

@testable import NutritionEngine

/// The journal's week-end estimates from one ledger (`EarlierMaintenanceEstimates`) against the
/// reference, one whole `MaintenanceAssessment` as of each day: the same number, interval and status,
/// bit for bit, on random logs with gaps, every completeness, reconciled suspect days, partial days,
/// foods, body-fat readings, weigh-in spikes just before the day and resets, and on every vector.
@Suite struct WeekEndEstimateAgreementTests {
    /// A random person inside the adult equations' domain.
    static func person(_ random: inout SplitMix64) -> Person {
        Person(
            equationSex: random.chance(0.5) ? .female : .male, ageYears: random.uniform(19, 75),
            heightCm: random.uniform(150, 195), weightKg: random.uniform(55, 130),
            activityLevel: ActivityLevel.allCases[Int(random.next() % UInt64(ActivityLevel.allCases.count))],
            bodyFatPercent: random.chance(0.3) ? random.uniform(12, 40) : nil)
    }

    /// A random log of up to 150 days from `start` for someone maintaining about `kcal` kcal/day.
    static func log(_ random: inout SplitMix64, start: CalendarDate, kcal: Double) -> DayLog {
        var days: [LoggedDay] = []
        var weight = random.uniform(60, 120)
        let logsFoods = random.chance(0.4)
        let length = Int(random.uniform(1, 150))
        var date = start
        for _ in 0..<length {
            date = date.adding(days: random.chance(0.1) ? Int(random.uniform(2, 12)) : 1)
            weight += random.normal() * 0.05 - 0.02
            var intake: Double? = kcal * random.uniform(0.7, 1.2)
            if random.chance(0.06) { intake = kcal * random.uniform(0.1, 0.45) }  // suspect low, or far below recent
            if random.chance(0.03) { intake = kcal * random.uniform(2.1, 3) }  // suspect high
            if random.chance(0.1) { intake = nil }
            let completeness = [IntakeCompleteness.complete, .complete, .unknown, .incomplete, .untracked][
                Int(random.next() % 5)]
            let review: ReviewStatus = random.chance(0.15) ? .reconciled : random.chance(0.05) ? .reopened : .open
            var kg: Double? = random.chance(0.7) ? (weight + random.normal() * 0.3).roundedTo(0.1) : nil
            if kg != nil, random.chance(0.08) { kg = weight * random.uniform(0.9, 1.1) }  // a spike the screen may drop
            if kg != nil, random.chance(0.01) { kg = 700 }  // implausible
            let bodyFat =
                random.chance(0.04)
                ? BodyFatMeasurement(
                    percent: random.uniform(12, 40),
                    method: BodyFatMeasurement.Method.allCases[
                        Int(random.next() % UInt64(BodyFatMeasurement.Method.allCases.count))]) : nil
            var day = LoggedDay(
                date: date, intakeKcal: intake, intakeCompleteness: completeness, reviewStatus: review, weightKg: kg,
                bodyFat: bodyFat)
            if logsFoods, let total = intake, random.chance(0.8) {
                // Usual meals with one sometimes missing or small, so the meal rule has days to ask about.
                let slots = MealSlot.allCases.filter { $0 != .snack || random.chance(0.3) }
                let kept = slots.filter { _ in !random.chance(0.1) }
                let shares = kept.map { _ in random.uniform(0.5, 1.5) }
                let sum = shares.reduce(0, +)
                day.foods = zip(kept, shares).map { slot, share in
                    FoodEvent(meal: slot, name: "food", kcal: (total * share / sum).roundedTo(1))
                }
                day.intakeKcal = day.foods.compactMap(\.kcal).reduce(0, +)
            }
            days.append(day)
        }
        let declared: CalendarDate? = random.chance(0.3) ? date.adding(days: Int(random.uniform(1, 20))) : nil
        return DayLog(declaredAsOf: declared, days: days, origin: .days)
    }

    /// The reference's number, interval and status as of `day`.
    static func reference(
        person: Person, log: DayLog, asOf day: CalendarDate, reset: CalendarDate?
    ) -> EarlierMaintenanceEstimates.Estimate? {
        MaintenanceAssessment(person: person, dayLog: log, asOf: day, resetDate: reset, policy: .standard).map {
            EarlierMaintenanceEstimates.Estimate($0.estimate)
        }
    }

    @Test func oneLedgerGivesWhatEachDaysAssessmentGives() throws {
        var random = SplitMix64(seed: 20_261_201)
        let start = try #require(CalendarDate(iso: "2026-01-05"))
        var compared = 0
        var estimated = 0
        var rescreened = 0
        var afterReset = 0
        for trial in 0..<40 {
            let person = Self.person(&random)
            let kcal = EnergyEstimate(person: person, policy: Policy.standard.estimate).nasemKcalPerDay
            let log = Self.log(&random, start: start, kcal: kcal)
            let ledger = try #require(
                DayLedger(
                    log: log,
                    maintenance: MaintenanceAssessment.intakeScreen(
                        EnergyEstimate(person: person, policy: Policy.standard.estimate)),
                    policy: Policy.standard.days))
            let earlier = try #require(
                EarlierMaintenanceEstimates(person: person, dayLog: log, ledger: ledger, policy: .standard))
            let resets = (0..<Int(random.next() % 3)).map { _ in start.adding(days: Int(random.uniform(0, 160))) }
            var day = start
            while day <= ledger.asOf {
                let reset = resets.filter { $0 < day }.max()
                let fast = earlier.estimate(asOf: day, resetDate: reset)
                #expect(
                    fast == Self.reference(person: person, log: log, asOf: day, reset: reset), "trial \(trial) \(day)")
                compared += 1
                if fast?.status == .estimated { estimated += 1 }
                if reset != nil { afterReset += 1 }
                // Days whose weigh-in the whole ledger judges otherwise than the ledger as of `day`.
                var then = log
                then.declaredAsOf = day
                if let prefix = DayLedger(log: then, maintenance: ledger.maintenance, policy: ledger.policy),
                    prefix.days.map(\.weightStatus) != ledger.days.prefix(prefix.days.count).map(\.weightStatus)
                {
                    rescreened += 1
                }
                day = day.adding(days: Int(random.uniform(1, 9)))
            }
            #expect(earlier.estimate(asOf: ledger.asOf.adding(days: 1), resetDate: nil) == nil)
        }
        // The comparison covers filtered estimates, weigh-ins screened again, and resets.
        #expect(compared > 500)
        #expect(estimated > 300)
        #expect(rescreened > 20)
        #expect(afterReset > 50)
    }

    /// Every vector document with an adult person and days: the journal's week-end estimates equal
    /// the per-week assessments' (the form first written).
    @Test func everyVectorsWeekEndsAgreeWithAssessingEachWeek() throws {
        let root = ChartLabelTests.vectors
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var documents = 0
        var weeks = 0
        for case let url as URL in files where url.lastPathComponent == "input.json" {
            guard let bytes = try? Data(contentsOf: url), let value = try? JSONParser().parse(bytes),
                let document = try? SourceDocument(json: value).document, let person = document.person,
                CurrentMaintenance.unavailableReason(for: person) == nil, !document.dayLog.days.isEmpty,
                let ledger = DayLedger(
                    log: document.dayLog,
                    maintenance: MaintenanceReference.equationEstimate(
                        for: person, policy: .standard
                    ).reference, policy: Policy.standard.days)
            else { continue }
            let journalWeeks = JournalWeeks.weeks(ledger: ledger, plan: document.plan, weekStart: .monday)
            let resets = (document.plan?.history ?? []).filter { $0.kind == .algorithmReset }.map(\.date)
            let fast = WeekEndEstimate.estimates(
                weeks: journalWeeks, person: person, dayLog: document.dayLog, ledger: ledger, resets: resets,
                policy: .standard)
            let reference = WeekEndEstimate.estimatesAssessingEachWeek(
                weeks: journalWeeks, person: person, dayLog: document.dayLog, asOf: ledger.asOf, resets: resets,
                policy: .standard)
            #expect(fast == reference, "\(url.path)")
            documents += 1
            weeks += reference.count
        }
        #expect(documents > 20)
        #expect(weeks > 100)
    }
}
