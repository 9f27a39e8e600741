import NutritionEngine
import Testing

/// A person's own target change between check-ins (`plan set-target`, `decide --edit` with nothing pending).
@Suite struct TargetEditBetweenCheckInsTests {
    static let day = PlanReplayTests.day

    /// Created at 1900, checked in for the week of 9 Nov, the offer of 1800 rejected: nothing pending.
    static func planWithNothingPending() throws -> Plan {
        try PlanReplayTests.planWithPendingOffer().applying(.reject, on: day("2026-11-16"), limits: nil)
    }

    @Test func anEditWithNothingPendingIsRecordedAndUndoneToTheEarlierTarget() throws {
        let limits = EditLimits(
            minimumKcalPerDay: 1200, minimumReason: "the intake floor of 1200 kcal/day", minimumCode: .belowIntakeFloor)
        let edited = try Self.planWithNothingPending().applying(
            .edit(kcalPerDay: 1850), on: Self.day("2026-11-18"), limits: limits)
        #expect(edited.activeTarget == ActiveTarget(kcalPerDay: 1850, source: .edited))
        #expect(edited.history.last?.kind == .targetEdited)
        #expect(try PlanReplay.state(of: edited).pending == nil)
        let undone = try edited.applying(.undo, on: Self.day("2026-11-19"), limits: nil)
        #expect(undone.activeTarget == ActiveTarget(kcalPerDay: 1900, source: .recommended))
        let state = try PlanReplay.state(of: undone)
        #expect(state.pending == nil)
        #expect(state.target == ActiveTarget(kcalPerDay: 1900, source: .recommended))
    }

    /// The same floor applies as to an edit of an offer: 1199 is below a 1200 kcal/day floor, 1200 is not.
    @Test func theFloorAppliesBetweenCheckIns() throws {
        let limits = EditLimits(
            minimumKcalPerDay: 1200, minimumReason: "the intake floor of 1200 kcal/day", minimumCode: .belowIntakeFloor)
        #expect(throws: PlanRefusal.self) {
            try Self.planWithNothingPending().applying(
                .edit(kcalPerDay: 1199), on: Self.day("2026-11-18"), limits: limits)
        }
        #expect(
            try Self.planWithNothingPending().applying(
                .edit(kcalPerDay: 1200), on: Self.day("2026-11-18"), limits: limits
            ).activeTarget?.kcalPerDay == 1200)
    }

    /// A manual-only plan's target is the person's own: an edit is refused (its limits would quote
    /// automated estimates), and a tampered history with one does not replay.
    @Test func aManualOnlyPlanIsNotEdited() throws {
        var created = PlanReplayTests.created()
        created.eligibility = .manualOnly
        created.targetKcalPerDay = nil
        created.targetSource = .manual
        let plan = Plan(goal: nil, activeTarget: nil, history: [created])
        do {
            _ = try plan.applying(.edit(kcalPerDay: 1800), on: Self.day("2026-11-03"), limits: nil)
            Issue.record("a manual-only plan was edited")
        } catch {
            #expect(error.code == .manualOnly)
            #expect(!error.message.contains("estimate"))
        }
        var edit = PlanEvent(kind: .targetEdited, date: Self.day("2026-11-03"))
        edit.targetKcalPerDay = 1800
        let tampered = Plan(
            goal: nil, activeTarget: ActiveTarget(kcalPerDay: 1800, source: .edited), history: [created, edit])
        #expect(throws: ValidationFailure.self) { try PlanReplay.state(of: tampered) }
    }
}
