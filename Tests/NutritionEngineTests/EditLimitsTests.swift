import NutritionEngine
import TestSupport
import Testing

/// Issue 10 item 5: an edited target has an upper limit as well as the floor and deficit cap.
@Suite struct EditLimitsTests {
    // Man 30 y, 180 cm, 75 kg, active, novice: NASEM 1004.82 − 324.9 + 1173.6 + 1193.25 = 3046.77;
    // 95 % upper bound 3046.77 + 1.96 × 338.55 = 3710.328 kcal/day.
    static let man = Person(
        equationSex: .male, ageYears: 30, heightCm: 180, weightKg: 75, activityLevel: .active,
        trainingExperience: .novice)
    static let date = CalendarDate(iso: "2026-11-16")!

    static func limits(goal: JSONValue) -> EditLimits {
        var issues: [ValidationIssue] = []
        let plan = Plan(
            goal: PlanGoal.read(goal, at: JSONPointer("/plan/goal"), issues: &issues), activeTarget: nil, history: [],
            archivedPlans: [])
        return EditLimits(person: man, document: InputDocument(person: man, plan: plan), on: date, policy: .standard)
    }

    @Test func loseAndMaintainStopAtTheEstimatesUpperBound() {
        for kind in ["lose", "maintain"] {
            var goal: JSONObject = ["kind": .string(kind)]
            if kind == "lose" { goal["landingWeightKg"] = 70 }
            let limits = Self.limits(goal: .object(goal))
            #expect(isApproximatelyEqual(limits.maximumKcalPerDay, 3046.77 + 1.96 * 338.55, absolute: 1e-6), "\(kind)")
            #expect(limits.maximumCode == .aboveEditLimit)
        }
    }

    @Test func gainAddsTheSurplusForTheExperience() {
        let limits = Self.limits(goal: .object(["kind": "gain", "landingWeightKg": 80]))
        #expect(isApproximatelyEqual(limits.maximumKcalPerDay, (3046.77 + 1.96 * 338.55) * 1.10, absolute: 1e-6))
    }

    @Test func aPlanRefusesAnEditAboveTheLimitAndWithoutLimits() throws {
        let limits = Self.limits(goal: .object(["kind": "lose", "landingWeightKg": 70]))
        var plan = Plan(
            goal: nil, activeTarget: ActiveTarget(kcalPerDay: 2500, source: .recommended), history: [],
            archivedPlans: [])
        var created = PlanEvent(kind: .planCreated, date: Self.date)
        created.eligibility = .eligible
        created.targetSource = .recommended
        created.targetKcalPerDay = 2500
        created.policyVersion = "test"
        var checkIn = PlanEvent(kind: .checkInCompleted, date: Self.date)
        checkIn.week = CalendarDate(iso: "2026-11-09")
        var offer = PlanEvent(kind: .recommendationOffered, date: Self.date)
        offer.week = checkIn.week
        offer.recommendation = OfferedRecommendation(kind: .keep, reasonCodes: [])
        plan.history = [created, checkIn, offer]
        #expect(throws: PlanRefusal.self) { try plan.applying(.edit(kcalPerDay: 9000), on: Self.date, limits: limits) }
        #expect(throws: PlanRefusal.self) { try plan.applying(.edit(kcalPerDay: 1), on: Self.date, limits: nil) }
        let edited = try plan.applying(.edit(kcalPerDay: 2600), on: Self.date, limits: limits)
        #expect(edited.activeTarget == ActiveTarget(kcalPerDay: 2600, source: .edited))
    }
}
