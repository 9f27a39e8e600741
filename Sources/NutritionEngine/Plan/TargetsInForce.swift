/// The targets a person had in force over time, from the replayed histories of a plan and of the
/// plans it archived: what a day is compared with when the rules ask for "the target in force on
/// that day" (METHOD §3), rather than today's target.
///
/// A target is in force from the day of the event that set it (plan creation, an accepted offer,
/// an edit, an undo) until the day of the next one; on a day it changed, each of that day's targets
/// was in force for part of the day.
public struct TargetsInForce: Sendable, Equatable {
    /// A target set on `date`, in force from then on.
    public struct Change: Sendable, Equatable {
        /// The day of the event that set it.
        public var date: CalendarDate
        /// The target; nil when none was in force from then on (a manual-only plan without a number).
        public var target: ActiveTarget?
    }

    /// Every change, oldest first.
    public var changes: [Change]

    /// The changes of `plan`'s archived plans, oldest first, then the plan's own (each plan's
    /// history replayed). An archived plan whose history does not replay adds none.
    public init(plan: Plan) {
        self.init(plan: plan, state: try? PlanReplay.state(of: plan))
    }

    /// The same, with `plan`'s own history already replayed to `state` (nil: it does not replay).
    package init(plan: Plan, state: PlanState?) {
        var changes: [Change] = []
        for archived in plan.archivedPlans {
            if let state = try? PlanReplay.state(of: archived) { changes += state.targetChanges }
        }
        if let state { changes += state.targetChanges }
        self.changes = changes
    }

    /// The targets in force at some time on `date`: the one carried into the day and each one set
    /// that day; none before the first plan was created.
    public func targets(on date: CalendarDate) -> [ActiveTarget] {
        var setThatDay: [ActiveTarget] = []
        let carried = walk(to: date) { setThatDay.append($0) }
        return (carried.map { [$0] } ?? []) + setThatDay
    }

    /// The lowest target in force at some time on `date`, kcal/day, or nil when none was.
    ///
    /// The walk of `targets(on:)`, keeping only the lowest so far: the list, and the lists it is
    /// joined from, were three arrays allocated for every day the target-in-force rule judges (0.8 %
    /// of `rescore`'s instructions on r60, 141.10 -> 140.00 M; issue 25). The carried target comes
    /// first and a later one replaces the lowest only when below it, as `min()` over that list takes
    /// them (`LowestTargetAgreementTests`).
    public func lowestKcalPerDay(on date: CalendarDate) -> Double? {
        var lowestSetThatDay: Double?
        let carried = walk(to: date) { target in
            if lowestSetThatDay.map({ target.kcalPerDay < $0 }) ?? true { lowestSetThatDay = target.kcalPerDay }
        }
        guard let carried = carried?.kcalPerDay else { return lowestSetThatDay }
        guard let lowestSetThatDay, lowestSetThatDay < carried else { return carried }
        return lowestSetThatDay
    }

    /// Walks the changes up to `date`: `setThatDay` is given each target set on it, in order, and
    /// the target carried into the day (the last set before it, nil when that cleared it) is returned.
    private func walk(to date: CalendarDate, setThatDay: (ActiveTarget) -> Void) -> ActiveTarget? {
        var carried: ActiveTarget?
        for change in changes {
            if change.date < date {
                carried = change.target
            } else if change.date == date {
                if let target = change.target { setThatDay(target) }
            } else {
                break
            }
        }
        return carried
    }

    /// The lowest target on `date` as the list of `targets(on:)` gives it: the reference for
    /// `lowestKcalPerDay(on:)`.
    func lowestKcalPerDayFromTargetList(on date: CalendarDate) -> Double? {
        targets(on: date).map(\.kcalPerDay).min()
    }
}
