/// `decide`: the person's answer to the pending recommendation (accept, defer, reject, edit) or
/// the undo of their last decision of the current check-in period, recorded in the plan's history.
public struct DecideRequest: Sendable, Equatable {
    /// The document whose plan records the decision.
    public var source: SourceDocument
    /// What the person decided.
    public var decision: PlanDecision
    /// The decision's day (nil: the document's `asOf`, stated).
    public var date: CalendarDate?

    /// A request to record `decision` in `source`'s plan on `date`.
    public init(source: SourceDocument, decision: PlanDecision, date: CalendarDate? = nil) {
        self.source = source
        self.decision = decision
        self.date = date
    }
}

/// `plan set-target`: the person's own change of target between check-ins, the same event, limits
/// and undo as an edit in `decide`.
public struct PlanSetTargetRequest: Sendable, Equatable {
    /// The document whose plan gets the target.
    public var source: SourceDocument
    /// The new target, kcal/day (checked against the intake floor, the deficit cap and the upper limit).
    public var kcalPerDay: Double
    /// The change's day (nil: the document's `asOf`, stated).
    public var date: CalendarDate?

    /// A request to set `source`'s target to `kcalPerDay` on `date`.
    public init(source: SourceDocument, kcalPerDay: Double, date: CalendarDate? = nil) {
        self.source = source
        self.kcalPerDay = kcalPerDay
        self.date = date
    }
}

extension Evaluate {
    /// The document with `request`'s decision recorded, and the statement of the event and the
    /// target in force (for an undo, what was undone).
    ///
    /// Throws `invalidDocument` without a plan (one that does not replay is refused by `SourceDocument`);
    /// `invalidRequest` without a date (none given, no `asOf`); `refused` when a decision rule
    /// refuses (nothing pending, nothing to undo, an edit outside its limits, a manual-only
    /// person now, a date before the last event).
    public static func decide(_ request: DecideRequest, policy: Policy) throws(EvaluationError) -> PlanChange {
        try recordDecision(request.decision, in: request.source, on: request.date, command: "decide", policy: policy)
    }

    /// The document with `request`'s target set (an edit, as `decide` records it), with the same
    /// statement and refusals as `decide`.
    public static func planSetTarget(_ request: PlanSetTargetRequest, policy: Policy) throws(EvaluationError)
        -> PlanChange
    {
        try recordDecision(
            .edit(kcalPerDay: request.kcalPerDay), in: request.source, on: request.date, command: "plan set-target",
            policy: policy)
    }

    /// `decision` recorded in `source`'s plan on `given` (default: the document's `asOf`) by the
    /// command named `command`, which begins each statement line.
    private static func recordDecision(
        _ decision: PlanDecision, in source: SourceDocument, on given: CalendarDate?, command: String, policy: Policy
    ) throws(EvaluationError) -> PlanChange {
        let document = source.document
        guard let plan = document.plan, let state = source.planState else {
            throw .invalidDocument([
                DocumentRequirements.missing("plan", "decide needs a plan with a pending recommendation")
            ])
        }
        // A decision on the pending recommendation is dated its check-in; an edit between check-ins
        // (plan set-target) and an undo, the later of asOf and the last event.
        let answers = command == "decide" && decision != .undo
        let date = try EventDate(
            given, document: document, command: command, rule: answers ? .checkInAnswered : .laterOfAsOfAndLastEvent,
            state: state)
        // The person's screen now, at their trend weight as of the decision day, as for
        // recommendations: an absent or incomplete screen is not a pass.
        let asOf = min(date.date, document.dayLog.asOf ?? date.date)
        let gate = document.person.map { person in
            SafetyNow(
                person: person, dayLog: document.dayLog, asOf: asOf, screen: document.safetyScreen,
                planEligibility: nil, absentScreen: .notAPass, policy: policy
            ).gate
        }
        let limits = document.person.map { EditLimits(person: $0, document: document, on: date.date, policy: policy) }
        let updated: Plan
        do {
            updated = try plan.applying(decision, on: date.date, limits: limits, gate: gate)
        } catch {
            throw .refused(error)
        }
        let floor = document.person.map { policy.target.intakeFloorKcalPerDay($0.equationSex) }
        let target = ActiveTarget.statement(updated.activeTarget, gate: gate, floorKcalPerDay: floor)
        let event = updated.history.count - 1
        var lines = [
            "\(command): recorded \(updated.history[event].kind.rawValue) as event \(event); active target \(target)"
        ]
        if decision == .undo, let undone = state.undoable.last {
            lines.append(
                "\(command): " + undone.undoStatement(current: state.target, gate: gate, floorKcalPerDay: floor))
        }
        return try PlanChange(updated, in: source, date: date, lines: lines)
    }
}
