/// The weekly controller: from the target in force and this week's desired target, at most one change.
///
/// The desired target is the goal's target computed afresh from the current maintenance estimate
/// (a posterior already pulled toward the equations by its own uncertainty) and the current
/// weight, so the controller aims at the goal rate from where the person is now and never "catches
/// up" for past weeks. It acts on that estimate: the estimate's uncertainty is not counted a second
/// time (an earlier rule kept the target whenever the change's 95 % range included zero, a ±270
/// kcal/day dead band in effect; the closed-loop study, Reports/closed-loop.md, measured it leaving
/// people off their goal rate for months). Rules, in order:
/// 1. change = desired − current. Keep when |change| < dead band.
/// 2. Limit |change| to the maximum weekly change.
/// 3. A flip waits one check-in: a change opposite to the direction the last check-in that indicated
///    one indicated, larger than the confirmation threshold (0 by default: every flip), is not made;
///    the target is kept and the new direction recorded, so the next check-in that indicates it too
///    confirms it. Two check-ins indicating the same direction confirm each other, whether or not the
///    first one's change was taken. (It used to move at once by up to the threshold, 100: the
///    closed-loop study saw half of its people's changes reversed within 8 weeks.)
/// 4. Round the new target to the target step; never go below the intake floor. The deficit cap
///    is not a second minimum: the desired target respects it and the step never passes the
///    desired target (as a minimum it would lift a target below it by more than the weekly step).
/// The result's reason codes say which way the evidence points (`aimAtGoalRateLower`/`Higher`) even
/// when the target is kept, so the next check-in can count it as confirmation.
package enum TargetController {
    /// The inputs of one decision.
    package struct Input: Sendable, Equatable {
        /// Target in force, kcal/day.
        package var currentTargetKcalPerDay: Double
        /// This week's desired target, kcal/day (unrounded).
        package var desiredTargetKcalPerDay: Double
        /// Lowest allowed target (the intake floor), kcal/day.
        package var minimumTargetKcalPerDay: Double
        /// Direction the previous check-in indicated (−1 lower, 0 none, +1 higher), whatever was decided.
        package var previousIndicatedDirection: Int

        /// An input with the given parts.
        package init(
            currentTargetKcalPerDay: Double, desiredTargetKcalPerDay: Double, minimumTargetKcalPerDay: Double,
            previousIndicatedDirection: Int
        ) {
            self.currentTargetKcalPerDay = currentTargetKcalPerDay
            self.desiredTargetKcalPerDay = desiredTargetKcalPerDay
            self.minimumTargetKcalPerDay = minimumTargetKcalPerDay
            self.previousIndicatedDirection = previousIndicatedDirection
        }
    }

    /// `keep` or `adjust`, with the reason codes of every rule that applied.
    package static func recommend(_ input: Input, policy: CheckInPolicy) -> OfferedRecommendation {
        decide(input, policy: policy).offer
    }

    /// `keep` or `adjust`, with the typed reasons of every rule that applied.
    package static func decide(_ input: Input, policy: CheckInPolicy) -> ReasonedOffer {
        let current = input.currentTargetKcalPerDay
        let change = input.desiredTargetKcalPerDay - current
        if abs(change) < policy.deadBandKcalPerDay {
            return ReasonedOffer(.keep, reasons: [.changeWithinDeadBand])
        }
        let direction: Double = change < 0 ? -1 : 1
        let aim: CheckInReason = direction < 0 ? .aimAtGoalRateLower : .aimAtGoalRateHigher
        var reasons = [aim]
        var step = abs(change)
        if step > policy.maximumWeeklyChangeKcalPerDay {
            step = policy.maximumWeeklyChangeKcalPerDay
            reasons.append(.limitedToMaximumWeeklyChange)
        }
        if step > policy.confirmationThresholdKcalPerDay && input.previousIndicatedDirection == -Int(direction) {
            return ReasonedOffer(.keep, reasons: [aim, .directionChangeAwaitsSecondCheckIn])
        }
        var newTarget = (current + direction * step).roundedTo(policy.targetRoundingKcalPerDay)
        if newTarget < input.minimumTargetKcalPerDay {
            newTarget =
                (input.minimumTargetKcalPerDay / policy.targetRoundingKcalPerDay).rounded(.up)
                * policy.targetRoundingKcalPerDay
            reasons.append(.minimumTargetApplied)
        }
        let finalChange = newTarget - current
        guard finalChange != 0, (finalChange < 0) == (direction < 0) else {
            return ReasonedOffer(.keep, reasons: reasons + [.noRoomToChange])
        }
        return ReasonedOffer(.adjust, newTargetKcalPerDay: newTarget, changeKcalPerDay: finalChange, reasons: reasons)
    }
}
