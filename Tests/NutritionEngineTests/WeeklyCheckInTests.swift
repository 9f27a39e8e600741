import Foundation
import NutritionEngine
import Testing

/// Properties of the check-in, on the walkthrough's scenario document (nine weeks of days).
@Suite struct WeeklyCheckInTests {
    static let scenario = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough/02-check-in-week-1/input.json")

    static func document() throws -> InputDocument {
        try InputDocumentReader.read([UInt8](try Data(contentsOf: scenario)))
    }

    static func day(_ text: String) -> CalendarDate {
        guard let date = CalendarDate(iso: text) else { preconditionFailure("bad date") }
        return date
    }

    func checkIn(_ document: InputDocument, week: String, on date: String) throws -> WeeklyCheckIn {
        let person = try #require(document.person)
        let plan = try #require(document.plan)
        return try WeeklyCheckIn(
            person: person, dayLog: document.dayLog, plan: plan, safetyScreen: document.safetyScreen,
            weekDate: Self.day(week), date: Self.day(date), policy: .standard)
    }

    @Test func aPastWeekGivesTheSameResultWhateverIsLoggedLater() throws {
        let full = try Self.document()
        var truncated = full
        // Drop every day after the week of 19 Oct, and move asOf to the Monday after it.
        truncated.dayLog.days = full.dayLog.days.filter { $0.date <= Self.day("2026-10-25") }
        truncated.dayLog.declaredAsOf = Self.day("2026-10-26")
        let a = try checkIn(full, week: "2026-10-19", on: "2026-10-26")
        let b = try checkIn(truncated, week: "2026-10-19", on: "2026-10-26")
        #expect(a.assessment.estimate == b.assessment.estimate)
        #expect(a.recommendation == b.recommendation)
        #expect(a.week == b.week)
    }

    @Test func theCurrentUnfinishedWeekIsRefused() throws {
        var document = try Self.document()
        document.dayLog.declaredAsOf = Self.day("2026-10-24")
        #expect(throws: PlanRefusal.self) { try checkIn(document, week: "2026-10-19", on: "2026-10-24") }
    }

    @Test func aManualOnlyPlanGetsNoRecommendation() throws {
        var document = try Self.document()
        var plan = try #require(document.plan)
        plan.history[0].eligibility = .manualOnly
        plan.history[0].targetSource = .manual
        plan.history[0].targetKcalPerDay = 1700
        plan.activeTarget = ActiveTarget(kcalPerDay: 1700, source: .manual)
        document.plan = plan
        let result = try checkIn(document, week: "2026-10-19", on: "2026-10-26")
        #expect(result.recommendation == nil)
        #expect(result.noRecommendationReason == .manualOnly)
        #expect(result.recorded(in: plan).history.last?.kind == .checkInCompleted)
    }

    @Test func atMostOneOfferIsRecordedPerCheckIn() throws {
        let document = try Self.document()
        let plan = try #require(document.plan)
        let result = try checkIn(document, week: "2026-10-19", on: "2026-10-26")
        let added = result.recorded(in: plan).history.dropFirst(plan.history.count)
        #expect(added.map(\.kind) == [.checkInCompleted, .recommendationOffered])
    }

    @Test func daysBeforeAResetAreLeftOutButTheWindowKeepsItsLength() throws {
        let document = try Self.document()
        let person = try #require(document.person)
        let before = try #require(MaintenanceAssessment(person: person, dayLog: document.dayLog, policy: .standard))
        let after = try #require(
            MaintenanceAssessment(
                person: person, dayLog: document.dayLog, resetDate: Self.day("2026-11-23"), policy: .standard))
        // asOf 2026-11-30: the 28-day window is 2 Nov to 29 Nov; a reset on 23 Nov leaves 7 days.
        #expect(after.evidence.excludedDaysByReason["beforeReset"] == 21)
        #expect(after.evidence.windowDays == before.evidence.windowDays)
        #expect(after.evidence.evidenceDays <= 7)
        // The whole-history filter restarts at the reset: 7 days of data make a wider posterior than 9 weeks.
        let afterFilter = try #require(after.estimate.stateSpace)
        let beforeFilter = try #require(before.estimate.stateSpace)
        #expect(afterFilter.historyDays == 7)
        #expect(beforeFilter.historyDays > 28)
        #expect(after.estimate.standardErrorKcalPerDay > before.estimate.standardErrorKcalPerDay)
    }

    @Test func aNewPlanNeedsAnEligiblePersonForARecommendedTarget() throws {
        let document = try Self.document()
        let person = try #require(document.person)
        let goal = try #require(document.goal)
        let screen = SafetyScreen(
            answers: Dictionary(uniqueKeysWithValues: SafetyQuestion.allCases.map { ($0, $0 == .pregnant) }))
        let recommendation = Recommendation(
            person: person, goal: goal, safetyScreen: screen, manualTargetKcal: nil, policy: .standard)
        #expect(throws: PlanRefusal.self) {
            try PlanLifecycle.newPlan(
                existing: nil, recommendation: recommendation, goalJSON: "lose", targetSource: .recommended,
                date: Self.day("2026-11-30"), policy: .standard)
        }
        // Manual-only with no number of the person's own: a plan with no target at all.
        let manual = try PlanLifecycle.newPlan(
            existing: nil, recommendation: recommendation, goalJSON: "lose", targetSource: .manual,
            date: Self.day("2026-11-30"), policy: .standard)
        #expect(manual.activeTarget == nil)
        #expect(manual.history.first?.eligibility == .manualOnly)
    }

    @Test func aNewPlanArchivesTheOldOneWhole() throws {
        let document = try Self.document()
        let old = try #require(document.plan)
        let recommendation = Recommendation(
            person: try #require(document.person), goal: try #require(document.goal),
            safetyScreen: document.safetyScreen, manualTargetKcal: nil, policy: .standard)
        let new = try PlanLifecycle.newPlan(
            existing: old, recommendation: recommendation, goalJSON: "lose", targetSource: .recommended,
            date: Self.day("2026-11-30"), policy: .standard)
        #expect(new.archivedPlans.count == 1)
        #expect(Array(new.archivedPlans[0].history.prefix(old.history.count)) == old.history)
        #expect(new.archivedPlans[0].history.last?.kind == .planArchived)
        #expect(new.history.map(\.kind) == [.planCreated])
    }
}

extension WeeklyCheckInTests {
    @Test func bodyFatIsComparedOnlyWithTheSameMethod() throws {
        let document = try Self.document()
        let result = try checkIn(document, week: "2026-10-19", on: "2026-10-26")
        // Scenario readings: DEXA 31.0 on 5 Oct, bioimpedance 29.0 on 12 Oct, DEXA 30.6 on 21 Oct.
        let reading = try #require(result.bodyFatReadings.first)
        #expect(result.bodyFatReadings.count == 1)
        #expect(reading.measurement == BodyFatMeasurement(percent: 30.6, method: .dexa))
        #expect(reading.previousSameMethod?.date == Self.day("2026-10-05"))
        #expect(reading.previousSameMethod?.percent == 31.0)
    }

    @Test func aBMIBelowTheSafetyMinimumNowStopsRecommendations() throws {
        var document = try Self.document()
        // At 206 cm the trend weight of about 77.9 kg is a BMI of about 18.4, below 18.5.
        document.person?.heightCm = 206
        let result = try checkIn(document, week: "2026-10-19", on: "2026-10-26")
        #expect(result.currentEligibility.status == .manualOnly)
        #expect(result.recommendation == nil)
        #expect(result.noRecommendationReason == .manualOnlyNow([.bmiBelowMinimum]))
    }
}
