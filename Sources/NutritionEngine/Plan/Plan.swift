/// A person's plan: its goal, the target in force, the append-only history, and archived plans.
public struct Plan: Sendable, Equatable {
    /// The goal given when the plan was created, typed and validated on read (nil when the plan
    /// records none; a goal that does not read refuses the document).
    public var goal: PlanGoal?
    /// The target in force; nil for a manual-only plan without a target of the person's own.
    public var activeTarget: ActiveTarget?
    /// Every event, oldest first.
    public var history: [PlanEvent]
    /// Earlier plans, archived whole when a new plan replaced them, oldest first.
    public var archivedPlans: [Plan]

    /// A plan with the given parts.
    public init(goal: PlanGoal?, activeTarget: ActiveTarget?, history: [PlanEvent], archivedPlans: [Plan] = []) {
        self.goal = goal
        self.activeTarget = activeTarget
        self.history = history
        self.archivedPlans = archivedPlans
    }
}

extension Plan {
    /// The weekday the plan's check-in weeks begin on: stated when the plan was created (its first
    /// event), Monday when not stated (every plan created before issue 21). Every check-in of the plan
    /// uses it, so two check-ins can never cover overlapping weeks.
    public var weekStart: Weekday { history.first?.weekStart ?? .monday }
}
