import NutritionEngine
import Testing

/// Issue 18 item 3: a day is compared with the target in force *on that day* (from the replayed
/// plan history, archived plans included), not with today's target.
@Suite struct TargetInForceRuleTests {
    static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    /// A plan created on 2026-01-05 at 1500 kcal/day whose target the person edits to 2000 on 2026-01-19.
    static func plan() -> Plan {
        var created = PlanEvent(kind: .planCreated, date: day("2026-01-05"))
        created.eligibility = .eligible
        created.targetSource = .recommended
        created.targetKcalPerDay = 1500
        var edited = PlanEvent(kind: .targetEdited, date: day("2026-01-19"))
        edited.targetKcalPerDay = 2000
        return Plan(
            goal: nil, activeTarget: ActiveTarget(kcalPerDay: 2000, source: .edited), history: [created, edited])
    }

    @Test func theTargetInForceFollowsTheHistory() {
        let targets = TargetsInForce(plan: Self.plan())
        #expect(targets.targets(on: Self.day("2026-01-04")).isEmpty)  // before the plan
        #expect(targets.lowestKcalPerDay(on: Self.day("2026-01-05")) == 1500)
        #expect(targets.lowestKcalPerDay(on: Self.day("2026-01-18")) == 1500)
        // The day of the edit had both targets in force; the rule uses the lower.
        #expect(targets.targets(on: Self.day("2026-01-19")).map(\.kcalPerDay) == [1500, 2000])
        #expect(targets.lowestKcalPerDay(on: Self.day("2026-01-20")) == 2000)
    }

    @Test func anArchivedPlansTargetsStayInForceOnItsDays() {
        var newer = PlanEvent(kind: .planCreated, date: Self.day("2026-02-02"))
        newer.eligibility = .eligible
        newer.targetSource = .manual
        newer.targetKcalPerDay = 1700
        var old = Self.plan()
        old.history.append(PlanEvent(kind: .planArchived, date: Self.day("2026-02-02")))
        let plan = Plan(
            goal: nil, activeTarget: ActiveTarget(kcalPerDay: 1700, source: .manual), history: [newer],
            archivedPlans: [old])
        let targets = TargetsInForce(plan: plan)
        #expect(targets.lowestKcalPerDay(on: Self.day("2026-01-10")) == 1500)
        #expect(targets.lowestKcalPerDay(on: Self.day("2026-01-25")) == 2000)
        #expect(targets.lowestKcalPerDay(on: Self.day("2026-02-03")) == 1700)
    }

    /// Days from 2026-01-05 at 1500 kcal/day (2000 from the edit on) with three days changed; no
    /// maintenance reference, so only the own-intake and target rules judge them.
    @Test func eachDayIsJudgedAgainstItsOwnDaysTarget() throws {
        let limit = DayValidationPolicy.standard.suspectBelowFractionOfTarget
        #expect(limit == 0.7)
        var days: [LoggedDay] = []
        var date = Self.day("2026-01-05")
        while date < Self.day("2026-01-26") {
            let usual: Double = date < Self.day("2026-01-19") ? 1500 : 2000
            days.append(LoggedDay(date: date, intakeKcal: usual, intakeCompleteness: .complete))
            date = date.adding(days: 1)
        }
        func set(_ text: String, _ kcal: Double) {
            if let index = days.firstIndex(where: { $0.date == Self.day(text) }) { days[index].intakeKcal = kcal }
        }
        // 1100 under 1500 (limit 1050): fine, though below 0.7 × today's 2000 = 1400, the old rule's limit.
        set("2026-01-12", 1100)
        // 1300 on the day of the edit: above 0.7 × the day's lower target 1500 = 1050.
        set("2026-01-19", 1300)
        // 1350 under 2000 (limit 1400): asked about; 1350 is above 0.7 × the own median of 1500 = 1050.
        set("2026-01-22", 1350)
        let ledger = try #require(
            DayLedger(log: DayLog(declaredAsOf: Self.day("2026-01-26"), days: days), maintenance: nil))
        #expect(!ledger.reviewList.contains { $0.action == .confirmPartialDay })
        let targets = TargetsInForce(plan: Self.plan())
        #expect(ledger.daysFarBelowTarget(targets) == [Self.day("2026-01-22")])
        let reviewed = ledger.reviewing(against: targets)
        let item = try #require(reviewed.reviewList.first)
        #expect(item.date == Self.day("2026-01-22") && item.action == .confirmPartialDay)
        #expect(item.message.contains("target in force that day"))
        #expect(reviewed.reviewList.count == ledger.reviewList.count + 1)
        // Reconciled as complete, it is no longer asked about.
        set("2026-01-22", 1350)
        if let index = days.firstIndex(where: { $0.date == Self.day("2026-01-22") }) {
            days[index].reviewStatus = .reconciled
        }
        let confirmed = try #require(
            DayLedger(log: DayLog(declaredAsOf: Self.day("2026-01-26"), days: days), maintenance: nil))
        #expect(confirmed.daysFarBelowTarget(targets).isEmpty)
    }
}
