/// `plan new`: a new plan from the document's person, goal and safety screen, archiving the plan
/// the document has (unchanged, under `plan.archivedPlans`).
public struct PlanNewRequest: Sendable, Equatable {
    /// The document the plan is created in.
    public var source: SourceDocument
    /// Where the target comes from, stated for every new plan (never inherited): `recommended`
    /// (the first target, as `recommend` gives it) or `manual` (the person's own).
    public var targetSource: TargetSource
    /// The person's own target, kcal/day (`manual` only; nil: the document's `manualTargetKcal`).
    public var manualTargetKcalPerDay: Double?
    /// Whether the person asked explicitly to store their own target below the intake floor (`manual` only).
    public var acknowledgeBelowFloor: Bool
    /// The plan's first day (nil: the document's `asOf`, stated).
    public var date: CalendarDate?
    /// The weekday the plan's check-in weeks begin on, stored in the plan (nil: not stated, Monday).
    public var weekStart: Weekday?

    /// A request for a plan in `source` with its target from `targetSource`.
    public init(
        source: SourceDocument, targetSource: TargetSource, manualTargetKcalPerDay: Double? = nil,
        acknowledgeBelowFloor: Bool = false, date: CalendarDate? = nil, weekStart: Weekday? = nil
    ) {
        self.weekStart = weekStart
        self.source = source
        self.targetSource = targetSource
        self.manualTargetKcalPerDay = manualTargetKcalPerDay
        self.acknowledgeBelowFloor = acknowledgeBelowFloor
        self.date = date
    }
}

extension Evaluate {
    /// The document with a new plan, and the statement of its target and what it starts from.
    ///
    /// Throws `invalidDocument` when the person or the goal is missing (the source's plan, if any,
    /// replays: `SourceDocument` checks it); `invalidRequest` without a date (none given, no `asOf`), for a target
    /// or an acknowledgement with a recommended target, or a target outside 1 to 20000 kcal/day;
    /// `refused` when a plan rule refuses (a recommended target for a manual-only person or a
    /// refused destination, a manual target below the floor without the acknowledgement, a date
    /// before the existing plan's last event).
    public static func planNew(_ request: PlanNewRequest, policy: Policy) throws(EvaluationError) -> PlanChange {
        let source = request.source
        let document = source.document
        let date = try EventDate(request.date, document: document, command: "plan new")
        let manual = request.targetSource == .manual
        if request.acknowledgeBelowFloor, !manual {
            throw .invalidRequest(
                RequestProblem(
                    parameter: "acknowledge-below-floor",
                    message: "is for the person's own target: use it with --target-source manual"))
        }
        var recommendationDocument = document
        if let kcal = request.manualTargetKcalPerDay {
            guard manual else {
                throw .invalidRequest(
                    RequestProblem(
                        parameter: "target", message: "is the person's own target: use it with --target-source manual"))
            }
            // The same bounds the reader applies to manualTargetKcal, so the written plan reads back.
            let bounds = InputDocument.plausibleManualTargetKcal
            guard bounds.contains(kcal) else {
                throw .invalidRequest(
                    RequestProblem(
                        parameter: "target",
                        message: "must be \(JSONWriter.format(bounds.lowerBound)) to "
                            + "\(JSONWriter.format(bounds.upperBound)) kcal/day, found \(JSONWriter.format(kcal))"))
            }
            recommendationDocument.manualTargetKcal = kcal
        }
        let goalNeeded = "a new plan needs its goal and destination (goal)"
        let (person, goal) = try DocumentRequirements.personAndGoal(
            document, person: "a new plan needs the current body data (person)", goal: goalNeeded)
        // The goal as given is stored beside the typed one read from it.
        guard let goalJSON = source.json["goal"] else {
            throw .invalidDocument([DocumentRequirements.missing("goal", goalNeeded)])
        }
        // The days' learned maintenance (since the old plan's last reset, as of the new plan's day:
        // later days are not known yet) carries over to the new plan: recommend's basis.
        let recommendation = initialRecommendation(
            document: recommendationDocument, person: person, goal: goal, planState: source.planState, asOf: date.date,
            policy: policy)
        var plan: Plan
        do {
            plan = try PlanLifecycle.newPlan(
                existing: document.plan, recommendation: recommendation, goalJSON: goalJSON,
                targetSource: request.targetSource, date: date.date,
                acknowledgeBelowFloor: request.acknowledgeBelowFloor,
                policy: policy)
        } catch {
            throw .refused(error)
        }
        if let weekStart = request.weekStart, !plan.history.isEmpty { plan.history[0].weekStart = weekStart }
        let floor = policy.target.intakeFloorKcalPerDay(person.equationSex)
        let target =
            plan.activeTarget.map { ActiveTarget.statement($0, gate: nil, floorKcalPerDay: floor) }
            ?? "none (manual-only)"
        let archived = document.plan == nil ? "" : "; the previous plan is archived unchanged under plan.archivedPlans"
        // The basis, in recommend's words; it quotes automated figures, so never for a manual-only person.
        let basis = manual ? "" : TargetBasis(recommendation).map { "; " + $0.statement } ?? ""
        return try PlanChange(
            plan, in: source, date: date,
            lines: ["plan new on \(date.date): target \(target)\(archived)\(basis)"]
                + (request.weekStart.map { ["plan new: check-in weeks begin on \($0.rawValue), stored in the plan"] }
                    ?? []))
    }
}
