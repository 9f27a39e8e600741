/// What the person decides about the pending recommendation (or, for undo, about their last decision).
public enum PlanDecision: Sendable, Equatable {
    /// Take the recommended target.
    case accept
    /// Decide later: the recommendation stays pending until the next check-in.
    case `defer`
    /// Decline it: the target stays as it is.
    case reject
    /// Use the person's own number instead, after the floor, cap and upper-limit checks, kcal/day.
    case edit(kcalPerDay: Double)
    /// Revert the most recent decision of the current check-in period (accept, defer, reject or
    /// edit), restoring the target and the pending offer as they were before it.
    case undo
}

/// The bounds an edited target must respect: the same intake floor and deficit cap as
/// recommendations below, and above the current maintenance estimate's upper bound (Lose, Maintain,
/// Recomposition) or that bound plus the Gain surplus (Gain); never above what a plan may store.
public struct EditLimits: Sendable, Equatable {
    /// Lowest allowed target, kcal/day, and the rule that sets it (for the refusal message).
    public var minimumKcalPerDay: Double
    /// Why the minimum is what it is (e.g. "the intake floor of 1200 kcal/day for the female equations").
    public var minimumReason: String
    /// The code a refusal below the minimum carries.
    public var minimumCode: PlanRefusal.Code

    /// Highest allowed target, kcal/day.
    public var maximumKcalPerDay: Double
    /// Why the maximum is what it is.
    var maximumReason: String
    /// The code a refusal above the maximum carries.
    public var maximumCode: PlanRefusal.Code

    /// Limits with the given parts (no upper limit but what a plan may store, by default).
    public init(
        minimumKcalPerDay: Double, minimumReason: String, minimumCode: PlanRefusal.Code,
        maximumKcalPerDay: Double = ActiveTarget.storableKcalPerDay.upperBound,
        maximumReason: String = "the largest target a plan stores", maximumCode: PlanRefusal.Code = .aboveStorableTarget
    ) {
        self.minimumKcalPerDay = minimumKcalPerDay
        self.minimumReason = minimumReason
        self.minimumCode = minimumCode
        self.maximumKcalPerDay = min(maximumKcalPerDay, ActiveTarget.storableKcalPerDay.upperBound)
        self.maximumReason =
            maximumKcalPerDay > ActiveTarget.storableKcalPerDay.upperBound
            ? "the largest target a plan stores" : maximumReason
        self.maximumCode =
            maximumKcalPerDay > ActiveTarget.storableKcalPerDay.upperBound ? .aboveStorableTarget : maximumCode
    }

    /// The allowed range in words, kcal/day.
    var rangeStatement: String {
        "the allowed range is \(JSONWriter.format(minimumKcalPerDay.roundedTo(1))) to "
            + "\(JSONWriter.format(maximumKcalPerDay.roundedTo(1))) kcal/day"
    }
}

extension Plan {
    /// The plan after `decision` on `date`: one event appended, the active target updated.
    ///
    /// Nothing is ever removed; a refused decision throws and leaves the plan as it was. `gate` is
    /// the person's automation gate now: when it is closed (manual-only now, on an eligible plan),
    /// an automated offer cannot be accepted and an edit cannot be checked against limits that
    /// would quote automated estimates, so both are refused without a number.
    public func applying(
        _ decision: PlanDecision, on date: CalendarDate, limits: EditLimits?, gate: AutomationGate? = nil
    ) throws(PlanRefusal) -> Plan {
        let state: PlanState
        do {
            state = try PlanReplay.state(of: self)
        } catch {
            throw PlanRefusal(code: .inconsistentHistory, message: error.issues.map(\.line).joined(separator: "; "))
        }
        guard date >= state.lastEventDate else {
            throw PlanRefusal(
                code: .eventOutOfOrder,
                message:
                    "the decision date \(date) is before the last event (\(state.lastEventDate)); nothing was changed")
        }
        var event = PlanEvent(kind: .recommendationAccepted, date: date)
        var plan = self
        switch decision {
        case .undo:
            guard let last = state.undoable.last else {
                throw PlanRefusal(
                    code: .nothingToUndo,
                    message:
                        "there is no decision of the current check-in period to undo (a check-in, a reset or a new "
                        + "plan closes the period); nothing was changed"
                )
            }
            event.kind = .decisionUndone
            event.undoesEvent = last.decisionEvent
            event.targetKcalPerDay = last.previousTarget?.kcalPerDay
            plan.activeTarget = last.previousTarget
        case .edit(let kcal):
            // A person may set their own target at any time, not only in answer to an offer; the same
            // floor and deficit cap apply. A manual-only plan's limits would quote automated estimates,
            // so its target changes only with a new manual plan.
            guard state.eligibility != .manualOnly else {
                throw PlanRefusal(
                    code: .manualOnly,
                    message:
                        "this plan is manual-only: its target is the person's own; start a new plan with 'plan new "
                        + "--target-source manual --target KCAL'; nothing was changed"
                )
            }
            if let gate, !gate.allowsAutomatedNumbers {
                throw PlanRefusal(
                    code: .manualOnlyNow,
                    message: Self.manualOnlyNowMessage(
                        gate,
                        "an edited target cannot be checked against the automated limits; start a new plan with "
                            + "'plan new --target-source manual --target KCAL'"
                    ))
            }
            // Without limits (no body data) an edit cannot be checked against the floor, so it is refused.
            guard let limits else {
                throw PlanRefusal(
                    code: .editNeedsBodyData,
                    message:
                        "an edited target is checked against the intake floor and the caps, which need the person's "
                        + "body data (person); nothing was changed"
                )
            }
            if kcal < limits.minimumKcalPerDay {
                throw PlanRefusal(
                    code: limits.minimumCode,
                    message:
                        "\(JSONWriter.format(kcal)) kcal/day is below \(limits.minimumReason); "
                        + "\(limits.rangeStatement); nothing was changed"
                )
            }
            if kcal > limits.maximumKcalPerDay {
                throw PlanRefusal(
                    code: limits.maximumCode,
                    message:
                        "\(JSONWriter.format(kcal)) kcal/day is above \(limits.maximumReason); "
                        + "\(limits.rangeStatement); nothing was changed"
                )
            }
            event.kind = .targetEdited
            event.targetKcalPerDay = kcal
            plan.activeTarget = ActiveTarget(kcalPerDay: kcal, source: .edited)
        case .accept, .defer, .reject:
            guard let pending = state.pending else {
                throw PlanRefusal(
                    code: .noPendingRecommendation,
                    message: "there is no pending recommendation to decide on; nothing was changed")
            }
            switch decision {
            case .accept:
                if let gate, !gate.allowsAutomatedNumbers {
                    throw PlanRefusal(
                        code: .manualOnlyNow,
                        message: Self.manualOnlyNowMessage(
                            gate,
                            "an automated recommendation cannot be accepted; defer or reject it, or start a new plan "
                                + "with 'plan new --target-source manual --target KCAL'"
                        ))
                }
                let kcal: Double? =
                    pending.recommendation.kind == .adjust
                    ? pending.recommendation.newTargetKcalPerDay : state.target?.kcalPerDay
                guard let kcal, pending.recommendation.kind != .needsMoreEvidence else {
                    throw PlanRefusal(
                        code: .nothingToAccept,
                        message:
                            "the pending result asks for more evidence; there is no target to accept; nothing was "
                            + "changed"
                    )
                }
                event.targetKcalPerDay = kcal
                plan.activeTarget = ActiveTarget(kcalPerDay: kcal, source: .recommended)
            case .defer:
                event.kind = .recommendationDeferred
            case .reject:
                event.kind = .recommendationRejected
            case .edit, .undo:
                break
            }
        }
        plan.history.append(event)
        return plan
    }

    private static func manualOnlyNowMessage(_ gate: AutomationGate, _ consequence: String) -> String {
        "the person is manual-only now: " + gate.reasonSentences.joined(separator: " ") + " So " + consequence
            + "; nothing was changed"
    }
}

extension PlanState.Undoable {
    /// What undoing this decision does, in one sentence: the event, its date, the target before
    /// the undo (`current`) and after it (as `ActiveTarget.statement` shows them).
    func undoStatement(current: ActiveTarget?, gate: AutomationGate? = nil, floorKcalPerDay: Double? = nil)
        -> String
    {
        func target(_ value: ActiveTarget?) -> String {
            ActiveTarget.statement(value, gate: gate, floorKcalPerDay: floorKcalPerDay)
        }
        let offer =
            previousPending.map {
                "; the \($0.recommendation.kind.rawValue) recommendation offered at event \($0.offerEvent) is "
                    + "pending again"
            } ?? ""
        return
            "undid event \(decisionEvent) (\(kind.rawValue) on \(date)); target \(target(current)) -> "
            + "\(target(previousTarget))\(offer)"
    }
}
