import TestSupport
import Testing

@testable import NutritionEngine

/// `TargetsInForce.lowestKcalPerDay(on:)`, one walk over the changes with no list, against its
/// reference, the minimum of the list `targets(on:)` gives (issue 25): the same bits on random
/// change lists with several changes on one day, targets cleared (a manual-only stretch), repeated
/// and equal values, asked on days before, on, between and after the changes.
@Suite struct LowestTargetAgreementTests {
    @Test func oneWalkGivesTheListsMinimum() throws {
        var random = SplitMix64(seed: 20_261_207)
        let start = try #require(CalendarDate(iso: "2026-01-05"))
        let sources: [TargetSource] = [.recommended, .edited, .manual]
        var targets = TargetsInForce(plan: Plan(goal: nil, activeTarget: nil, history: []))
        var onChangeDays = 0
        var severalThatDay = 0
        for _ in 0..<400 {
            var changes: [TargetsInForce.Change] = []
            var offset = 0
            for _ in 0..<Int(random.uniform(0, 12)) {
                // Often the same day again, so that several targets were in force on one day.
                offset += random.chance(0.4) ? 0 : Int(random.uniform(1, 20))
                let kcal = (1200 + 1200 * random.uniform(0, 1)).roundedTo(random.chance(0.5) ? 100 : 1)
                let target =
                    random.chance(0.15) ? nil : ActiveTarget(kcalPerDay: kcal, source: sources[Int(random.next() % 3)])
                changes.append(TargetsInForce.Change(date: start.adding(days: offset), target: target))
            }
            targets.changes = changes
            for day in -2...(offset + 2) {
                let date = start.adding(days: day)
                let lowest = targets.lowestKcalPerDay(on: date)
                let reference = targets.lowestKcalPerDayFromTargetList(on: date)
                #expect(lowest?.bitPattern == reference?.bitPattern, "day \(day) of \(changes)")
                let setThatDay = changes.filter { $0.date == date && $0.target != nil }.count
                if setThatDay > 0 { onChangeDays += 1 }
                if setThatDay > 1 { severalThatDay += 1 }
            }
        }
        // The cases the walk keeps apart from the list: a target set on the day asked, and more than one.
        #expect(onChangeDays > 500)
        #expect(severalThatDay > 100)
    }
}
