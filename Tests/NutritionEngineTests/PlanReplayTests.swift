import NutritionEngine
import Testing

@Suite struct PlanReplayTests {
    static func day(_ text: String) -> CalendarDate {
        guard let date = CalendarDate(iso: text) else { preconditionFailure("bad test date \(text)") }
        return date
    }

    static func created(_ kcal: Double = 1900) -> PlanEvent {
        var event = PlanEvent(kind: .planCreated, date: day("2026-11-02"))
        event.eligibility = .eligible
        event.targetKcalPerDay = kcal
        event.targetSource = .recommended
        event.policyVersion = "policy-2026.11-1"
        return event
    }

    static func checkIn(_ week: String, on date: String) -> PlanEvent {
        var event = PlanEvent(kind: .checkInCompleted, date: day(date))
        event.week = day(week)
        return event
    }

    static func offer(_ week: String, on date: String, to kcal: Double, from current: Double) -> PlanEvent {
        var event = PlanEvent(kind: .recommendationOffered, date: day(date))
        event.week = day(week)
        event.recommendation = OfferedRecommendation(
            kind: .adjust, newTargetKcalPerDay: kcal, changeKcalPerDay: kcal - current, reasonCodes: ["test"])
        return event
    }

    /// Created at 1900, checked in for the week of 9 Nov with an offer of 1800, not yet decided.
    static func planWithPendingOffer() -> Plan {
        Plan(
            goal: nil, activeTarget: ActiveTarget(kcalPerDay: 1900, source: .recommended),
            history: [
                created(), checkIn("2026-11-09", on: "2026-11-16"),
                offer("2026-11-09", on: "2026-11-16", to: 1800, from: 1900),
            ])
    }

    func issue(_ plan: Plan) -> String? {
        do {
            _ = try PlanReplay.state(of: plan)
            return nil
        } catch {
            return error.issues.first.map { "\($0.path) \($0.code.rawValue)" }
        }
    }

    @Test func acceptThenUndoRestoresTheTargetAndThePendingOffer() throws {
        let accepted = try Self.planWithPendingOffer().applying(.accept, on: Self.day("2026-11-16"), limits: nil)
        #expect(accepted.activeTarget == ActiveTarget(kcalPerDay: 1800, source: .recommended))
        #expect(accepted.history.count == 4)
        let undone = try accepted.applying(.undo, on: Self.day("2026-11-17"), limits: nil)
        #expect(undone.activeTarget == ActiveTarget(kcalPerDay: 1900, source: .recommended))
        #expect(undone.history.last?.undoesEvent == 3)
        #expect(undone.history.last?.targetKcalPerDay == 1900)
        let state = try PlanReplay.state(of: undone)
        #expect(state.pending?.recommendation.newTargetKcalPerDay == 1800)
        // Nothing was removed: the accept is still in the history, followed by its undo.
        #expect(
            undone.history.map(\.kind) == [
                .planCreated, .checkInCompleted, .recommendationOffered, .recommendationAccepted, .decisionUndone,
            ])
    }

    @Test func aDeferredOfferExpiresAtTheNextCheckIn() throws {
        var plan = try Self.planWithPendingOffer().applying(.defer, on: Self.day("2026-11-16"), limits: nil)
        #expect(try PlanReplay.state(of: plan).pending?.deferred == true)
        plan.history.append(Self.checkIn("2026-11-16", on: "2026-11-23"))
        #expect(try PlanReplay.state(of: plan).pending == nil)
        #expect(throws: PlanRefusal.self) { try plan.applying(.accept, on: Self.day("2026-11-23"), limits: nil) }
    }

    @Test func anEditBelowTheFloorChangesNothing() {
        let plan = Self.planWithPendingOffer()
        let limits = EditLimits(
            minimumKcalPerDay: 1200, minimumReason: "the intake floor of 1200 kcal/day", minimumCode: .belowIntakeFloor)
        do {
            _ = try plan.applying(.edit(kcalPerDay: 1100), on: Self.day("2026-11-16"), limits: limits)
            Issue.record("an edit below the floor was applied")
        } catch {
            #expect(error.code == .belowIntakeFloor)
            #expect(error.message.contains("nothing was changed"))
        }
        #expect(plan.history.count == 3)
    }

    @Test func anEditAtTheFloorIsApplied() throws {
        let limits = EditLimits(
            minimumKcalPerDay: 1200, minimumReason: "the intake floor", minimumCode: .belowIntakeFloor)
        let edited = try Self.planWithPendingOffer().applying(
            .edit(kcalPerDay: 1200), on: Self.day("2026-11-16"), limits: limits)
        #expect(edited.activeTarget == ActiveTarget(kcalPerDay: 1200, source: .edited))
    }

    @Test func eventsOutOfOrderAreRefusedWithTheirIndex() {
        var plan = Self.planWithPendingOffer()
        plan.history[2].date = Self.day("2026-11-01")
        #expect(issue(plan) == "/plan/history/2 eventOutOfOrder")
    }

    @Test func aDecisionWithNoPendingRecommendationIsRefusedWithItsIndex() {
        var plan = Plan(
            goal: nil, activeTarget: ActiveTarget(kcalPerDay: 1900, source: .recommended), history: [Self.created()])
        var accept = PlanEvent(kind: .recommendationAccepted, date: Self.day("2026-11-09"))
        accept.targetKcalPerDay = 1900
        plan.history.append(accept)
        #expect(issue(plan) == "/plan/history/1 noPendingRecommendation")
    }

    @Test func anActiveTargetThatDisagreesWithTheHistoryIsRefused() {
        var plan = Self.planWithPendingOffer()
        plan.activeTarget = ActiveTarget(kcalPerDay: 1700, source: .recommended)
        #expect(issue(plan) == "/plan/activeTarget inconsistentHistory")
    }

    @Test func anAcceptedTargetThatDiffersFromTheOfferIsTampering() {
        var plan = Self.planWithPendingOffer()
        var accept = PlanEvent(kind: .recommendationAccepted, date: Self.day("2026-11-16"))
        accept.targetKcalPerDay = 1750
        plan.history.append(accept)
        plan.activeTarget = ActiveTarget(kcalPerDay: 1750, source: .recommended)
        #expect(issue(plan) == "/plan/history/3 inconsistentHistory")
    }

    @Test func aManualOnlyPlanIsNeverOfferedARecommendation() {
        var created = Self.created()
        created.eligibility = .manualOnly
        created.targetKcalPerDay = 1600
        created.targetSource = .manual
        let plan = Plan(
            goal: nil, activeTarget: ActiveTarget(kcalPerDay: 1600, source: .manual),
            history: [
                created, Self.checkIn("2026-11-09", on: "2026-11-16"),
                Self.offer("2026-11-09", on: "2026-11-16", to: 1500, from: 1600),
            ])
        #expect(issue(plan) == "/plan/history/2 inconsistentHistory")
    }

    @Test func writingAndReadingAPlanGivesTheSamePlan() throws {
        // An edit is always checked (without limits it is refused since issue 10 item 5); these are explicit.
        let limits = EditLimits(
            minimumKcalPerDay: 1200, minimumReason: "a floor of 1200 kcal/day", minimumCode: .belowIntakeFloor)
        let plan = try Self.planWithPendingOffer().applying(
            .edit(kcalPerDay: 1850), on: Self.day("2026-11-16"), limits: limits)
        var issues: [ValidationIssue] = []
        var reader = try #require(FieldReader.object(PlanWriter.json(plan), at: JSONPointer("/plan"), issues: &issues))
        let read = PlanReader.read(&reader)
        #expect(reader.finish().isEmpty)
        #expect(read == plan)
    }

    @Test func anUnknownEventKindIsRefusedWithItsPath() throws {
        var issues: [ValidationIssue] = []
        let json: JSONValue = [
            "history": [["kind": "planCreatd", "date": "2026-11-02", "algorithmVersion": "x"]], "activeTarget": nil,
        ]
        var reader = try #require(FieldReader.object(json, at: JSONPointer("/plan"), issues: &issues))
        _ = PlanReader.read(&reader)
        let found = reader.finish().map { "\($0.path) \($0.code.rawValue)" }
        #expect(found == ["/plan/history/0/kind invalidValue"])
    }
}
