/// Creating, archiving and resetting plans. Nothing is ever deleted: a replaced plan is archived
/// whole inside the new one, and a reset is an event in the history.
package enum PlanLifecycle {
    /// A new plan from `recommendation` (the document's person, goal and safety screen, evaluated
    /// now), archiving `existing` if there is one. `targetSource` must be stated every time
    /// (`recommended` or `manual`), so nothing is silently inherited from an earlier plan.
    /// `goalJSON` is the document's goal as given (the recommendation holds it typed); the plan stores both.
    /// A manual target below the person's intake floor is stored only when `acknowledgeBelowFloor`
    /// (the person asked for it explicitly), and the acknowledgement is recorded in the event.
    package static func newPlan(
        existing: Plan?, recommendation: Recommendation, goalJSON: JSONValue, targetSource: TargetSource,
        date: CalendarDate, acknowledgeBelowFloor: Bool = false, policy: Policy
    ) throws(PlanRefusal) -> Plan {
        var archived: [Plan] = []
        if var old = existing {
            let state: PlanState
            do { state = try PlanReplay.state(of: old) } catch {
                throw PlanRefusal(
                    code: .inconsistentHistory,
                    message: "the existing plan cannot be archived: " + error.issues.map(\.line).joined(separator: "; ")
                )
            }
            guard date >= state.lastEventDate else {
                throw PlanRefusal(
                    code: .eventOutOfOrder,
                    message:
                        "the new plan's date \(date) is before the existing plan's last event (\(state.lastEventDate))")
            }
            if !state.archived {
                var event = PlanEvent(kind: .planArchived, date: date)
                event.details = ["replaced by a new plan created on \(date); its history is kept unchanged"]
                old.history.append(event)
            }
            archived = old.archivedPlans
            old.archivedPlans = []
            archived.append(old)
        }
        var created = PlanEvent(kind: .planCreated, date: date)
        created.policyVersion = policy.version
        created.goal = goalJSON
        created.targetSource = targetSource
        let eligible = recommendation.eligibility.status == .eligible
        created.eligibility = recommendation.eligibility.status
        var target: ActiveTarget?
        switch targetSource {
        case .recommended:
            guard eligible else {
                throw PlanRefusal(
                    code: .manualOnly,
                    message:
                        "the safety screen allows no automated target for this person; create the plan with "
                        + "--target-source manual (with manualTargetKcal, or with no target)"
                )
            }
            guard let initial = recommendation.target else {
                throw PlanRefusal(
                    code: .destinationRejected,
                    message: "the destination was refused, so there is no recommended target: "
                        + (recommendation.destination?.reasons.map(\.message).joined(separator: " ") ?? ""))
            }
            target = ActiveTarget(kcalPerDay: initial.roundedKcalPerDay, source: .recommended)
        case .manual:
            if let manual = recommendation.manualTargetKcal {
                let floor = policy.target.intakeFloorKcalPerDay(recommendation.person.equationSex)
                if manual < floor {
                    // The floor is a makings of automated numbers: not quoted to a manual-only person (METHOD §2).
                    let floorText =
                        (eligible ? " of \(JSONWriter.format(floor)) kcal/day" : "")
                        + " for the \(recommendation.person.equationSex.rawValue) equations"
                    guard acknowledgeBelowFloor else {
                        throw PlanRefusal(
                            code: .belowIntakeFloor,
                            message:
                                "the person's own target of \(JSONWriter.format(manual)) kcal/day is below the "
                                + "intake floor\(floorText), and a target this low needs clinical direction; to "
                                + "store it as the person's own target anyway, repeat with "
                                + "--acknowledge-below-floor; nothing was written"
                        )
                    }
                    created.details = [
                        "acknowledged: the person's own target of \(JSONWriter.format(manual)) kcal/day is below the "
                            + "intake floor\(floorText); stored at their explicit request (--acknowledge-below-floor); "
                            + "a target this low needs clinical direction"
                    ]
                }
                target = ActiveTarget(kcalPerDay: manual, source: .manual)
            } else if eligible {
                throw PlanRefusal(
                    code: .missingManualTarget,
                    message:
                        "--target-source manual needs the person's target: --target KCAL (or manualTargetKcal in the "
                        + "document)"
                )
            }
        case .edited:
            throw PlanRefusal(
                code: .invalidTargetSource,
                message: "a new plan's target is recommended or manual; edits apply to recommendations")
        }
        created.targetKcalPerDay = target?.kcalPerDay
        return Plan(
            goal: PlanGoal(typed: recommendation.goal, json: goalJSON), activeTarget: target, history: [created],
            archivedPlans: archived)
    }

    /// What a reset keeps, counted by the caller from the document, for the auditable statement.
    package struct Kept: Sendable, Equatable {
        /// The days listed with any log or measurement, in the document's order.
        var loggedDayDates: [CalendarDate]
        /// Archived plans.
        package var archivedPlans: Int

        /// Whether the person's screen routes them to manual-only now (the plan's recorded status
        /// is kept either way; the statement must not call such a person eligible).
        package var manualOnlyNow: Bool
        /// The person's intake floor, kcal/day (nil without body data): the kept target's statement
        /// carries the clinical-direction sentence when it is below it.
        package var floorKcalPerDay: Double?

        /// Days with any log or measurement.
        var loggedDays: Int { loggedDayDates.count }

        /// What a reset of `plan` keeps of `dayLog`: every listed day (a reset removes no log)
        /// and every archived plan.
        package init(dayLog: DayLog, plan: Plan, manualOnlyNow: Bool = false, floorKcalPerDay: Double? = nil) {
            loggedDayDates = dayLog.days.map(\.date)
            archivedPlans = plan.archivedPlans.count
            self.manualOnlyNow = manualOnlyNow
            self.floorKcalPerDay = floorKcalPerDay
        }
    }

    /// What a reset of `plan` on `date` clears and keeps, one line each, with counts: the
    /// statement shown before the person confirms (`plan reset` without `--confirm`) and recorded
    /// in the reset event, so what was confirmed is what is done. Refuses what `reset` refuses.
    package static func resetStatement(_ plan: Plan, date: CalendarDate, kept: Kept) throws(PlanRefusal) -> [String] {
        let state: PlanState
        do { state = try PlanReplay.state(of: plan) } catch {
            throw PlanRefusal(code: .inconsistentHistory, message: error.issues.map(\.line).joined(separator: "; "))
        }
        guard !state.archived else {
            throw PlanRefusal(code: .planArchived, message: "an archived plan cannot be reset")
        }
        guard date >= state.lastEventDate else {
            throw PlanRefusal(
                code: .eventOutOfOrder,
                message: "the reset date \(date) is before the last event (\(state.lastEventDate))")
        }
        let checkIns = plan.history.filter { $0.kind == .checkInCompleted }.count
        let decisions = plan.history.filter {
            [.recommendationAccepted, .recommendationDeferred, .recommendationRejected, .targetEdited, .decisionUndone]
                .contains($0.kind)
        }.count
        // The calibration learned so far: the logged days from the previous reset (if any) to this one.
        let calibrated = kept.loggedDayDates.filter { day in
            day < date && state.lastResetDate.map { day >= $0 } ?? true
        }.count
        let since = state.lastResetDate.map { " since the reset of \($0)" } ?? ""
        var details = [
            "cleared: learned maintenance calibration from \(calibrated) logged day\(calibrated == 1 ? "" : "s") "
                + "before \(date)\(since) (the days themselves are kept); estimates use data from \(date) on, starting "
                + "again from the equations for the current body data"
        ]
        if let pending = state.pending {
            details.append(
                "cleared: the pending \(pending.recommendation.kind.rawValue) recommendation offered at event "
                    + "\(pending.offerEvent)"
            )
        } else {
            details.append("cleared: no pending recommendation")
        }
        details += [
            "kept: \(kept.loggedDays) logged days with their food logs and measurements",
            "kept: \(checkIns) completed check-ins and \(decisions) decisions in the history",
            "kept: \(kept.archivedPlans) prior plans",
            "kept: safety status \(state.eligibility.rawValue)"
                + (state.eligibility == .manualOnly
                    ? " (the person stays manual-only)"
                    : kept.manualOnlyNow
                        ? " at plan creation; the person is manual-only now, so no automated recommendation is given"
                        : ""),
            "kept: active target "
                + ActiveTarget.statement(
                    state.target, manualOnlyNow: kept.manualOnlyNow, floorKcalPerDay: kept.floorKcalPerDay),
            "a reset cannot be undone",
        ]
        return details
    }

    /// The plan after an algorithm reset on `date`: learned calibration (estimates from data before
    /// `date`) and any pending recommendation are cleared; logs, measurements, check-ins, decisions,
    /// prior plans, the active target and the safety status are kept. The event records
    /// `resetStatement`. A reset cannot be undone.
    package static func reset(_ plan: Plan, date: CalendarDate, kept: Kept) throws(PlanRefusal) -> Plan {
        var event = PlanEvent(kind: .algorithmReset, date: date)
        event.details = try resetStatement(plan, date: date, kept: kept)
        var updated = plan
        updated.history.append(event)
        return updated
    }
}
