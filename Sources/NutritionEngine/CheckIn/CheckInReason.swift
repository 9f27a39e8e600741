/// Why a weekly check-in recommends what it does, typed: the check-in's own rules, the maintenance
/// estimate's holding reasons and the destination's reasons, each with the sentence the person
/// reads. The sentences sit in a `switch` with no `default:`, so a new reason cannot reach a page
/// without its words (the compiler asks for them).
///
/// The recorded offer keeps each reason's `code` (`OfferedRecommendation.ReasonCode`, an open type
/// because stored histories are read back with whatever codes they hold); a check-in computed now
/// carries these typed reasons beside it.
public enum CheckInReason: Sendable, Equatable {
    /// The desired target is within the dead band of the current one (`TargetController`).
    case changeWithinDeadBand
    /// To aim at the goal rate the target should be lower, whether or not it is changed.
    case aimAtGoalRateLower
    /// To aim at the goal rate the target should be higher.
    case aimAtGoalRateHigher
    /// The step was cut to the maximum weekly change.
    case limitedToMaximumWeeklyChange
    /// The direction flipped: the target waits for a second check-in pointing the same way.
    case directionChangeAwaitsSecondCheckIn
    /// The new target was raised to the lowest allowed intake.
    case minimumTargetApplied
    /// The target is already at the lowest allowed intake.
    case noRoomToChange
    /// Maintain goals get no automatic changes while they await validation (`WeeklyCheckIn`).
    case maintainAdjustmentsPendingValidation
    /// The destination no longer fits the current weight (followed by the destination's reasons).
    case reviewDestination
    /// A day of the week looks suspect and awaits confirmation.
    case daysLookSuspect
    /// Possibly partial days of the `windowDays`-day window the estimate uses are not reviewed.
    case partialDaysUnreviewed(windowDays: Int)
    /// Too few evidence days in the week.
    case tooFewEvidenceDaysInWeek
    /// The estimate has not yet been moved from its prior: its usable weigh-ins span
    /// `weighInSpanDays` days and the person's data carry `dataWeight` (0–1) of it.
    case estimateRestsOnPrior(weighInSpanDays: Int, dataWeight: Double)
    /// The maintenance estimate is holding for this reason (its code and sentence are the estimate's).
    case estimateHolding(MaintenanceEstimate.Reason)
    /// The goal's destination is refused at the current weight for this reason.
    case destination(Destination.Reason)

    /// The stable code, as printed and stored in the plan's history.
    public var code: OfferedRecommendation.ReasonCode {
        switch self {
        case .changeWithinDeadBand: .changeWithinDeadBand
        case .aimAtGoalRateLower: .aimAtGoalRateLower
        case .aimAtGoalRateHigher: .aimAtGoalRateHigher
        case .limitedToMaximumWeeklyChange: .limitedToMaximumWeeklyChange
        case .directionChangeAwaitsSecondCheckIn: .directionChangeAwaitsSecondCheckIn
        case .minimumTargetApplied: .minimumTargetApplied
        case .noRoomToChange: .noRoomToChange
        case .maintainAdjustmentsPendingValidation: .maintainAdjustmentsPendingValidation
        case .reviewDestination: .reviewDestination
        case .daysLookSuspect: .daysLookSuspect
        case .partialDaysUnreviewed: .partialDaysUnreviewed
        case .tooFewEvidenceDaysInWeek: .tooFewEvidenceDaysInWeek
        case .estimateRestsOnPrior: .estimateRestsOnPrior
        case .estimateHolding(let reason): OfferedRecommendation.ReasonCode(rawValue: reason.code.rawValue)
        case .destination(let reason): OfferedRecommendation.ReasonCode(rawValue: reason.code.rawValue)
        }
    }

    /// The plain sentence for the person (no code is shown), lower-case first, under `policy`'s thresholds.
    package func sentence(policy: CheckInPolicy) -> String {
        let f = { (value: Double) in OutputText.number(value) }
        switch self {
        case .changeWithinDeadBand:
            return "the target this week's estimate points to is within \(f(policy.deadBandKcalPerDay)) kcal/day of "
                + "the current one, too small a difference to act on."
        case .aimAtGoalRateLower:
            return "to move at the goal rate from the current weight, the estimate points to a lower target."
        case .aimAtGoalRateHigher:
            return "to move at the goal rate from the current weight, the estimate points to a higher target."
        case .limitedToMaximumWeeklyChange:
            return "the target changes by at most \(f(policy.maximumWeeklyChangeKcalPerDay)) kcal/day in one week, "
                + "so the rest waits for the next check-ins."
        case .directionChangeAwaitsSecondCheckIn:
            return "last time the estimate pointed the other way, so the target waits for a second check-in pointing"
                + " this way before it changes."
        case .minimumTargetApplied:
            return "the target does not go below the lowest intake allowed (the intake floor and the deficit limit)."
        case .noRoomToChange: return "the target is already at the lowest intake allowed, so it stays."
        case .maintainAdjustmentsPendingValidation:
            return "automatic changes for Maintain goals are not switched on yet (pending validation), so the target "
                + "stays as set."
        case .reviewDestination:
            return "the goal's destination no longer fits the current weight; a new plan with a reviewed goal is "
                + "needed before the target changes."
        case .daysLookSuspect:
            return "a day this week looks unusual for a complete log; confirming or correcting it lets it count."
        case .partialDaysUnreviewed(let windowDays):
            return "a day of the last \(windowDays) days the estimate uses, in this week or before it, is far below "
                + "your usual intake or the target in force that day and may be a partial log; each such day is "
                + "listed under the days to validate."
        case .tooFewEvidenceDaysInWeek:
            return "fewer than \(policy.minimumEvidenceDaysPerWeek) days this week count as evidence."
        case .estimateRestsOnPrior(let span, let dataWeight):
            var missing: [String] = []
            if span < policy.minimumWeighInSpanDays {
                missing.append(
                    "your weigh-ins so far span \(span) day\(span == 1 ? "" : "s"), and "
                        + "\(policy.minimumWeighInSpanDays)"
                        + " are needed to read a weight change")
            }
            if dataWeight < policy.minimumDataWeight {
                missing.append(
                    "your own logs and weigh-ins carry \(f((100 * dataWeight).roundedTo(1))) % of it, and"
                        + " \(f(100 * policy.minimumDataWeight)) % are needed")
            }
            return "the maintenance estimate still rests mostly on the equations (\(missing.joined(separator: "; "))),"
                + " so it cannot yet say the target is wrong."
        case .estimateHolding(let reason): return reason.message + "."
        case .destination:
            // The sentence the page has always shown for a destination's reason after
            // `reviewDestination` (which already says the destination no longer fits).
            return "the evidence needs another look before the target changes."
        }
    }
}

/// An offer with the typed reasons behind it; the offer (what is stored) holds their codes.
package struct ReasonedOffer: Sendable, Equatable {
    /// The offer as recorded in the plan's history.
    package var offer: OfferedRecommendation
    /// Why, typed, in the order of the offer's codes.
    package var reasons: [CheckInReason]

    /// An offer of `kind` for `reasons`, with the new target and change of an `adjust`.
    package init(
        _ kind: OfferedRecommendation.Kind, newTargetKcalPerDay: Double? = nil, changeKcalPerDay: Double? = nil,
        reasons: [CheckInReason]
    ) {
        offer = OfferedRecommendation(
            kind: kind, newTargetKcalPerDay: newTargetKcalPerDay, changeKcalPerDay: changeKcalPerDay,
            reasonCodes: reasons.map(\.code))
        self.reasons = reasons
    }
}
