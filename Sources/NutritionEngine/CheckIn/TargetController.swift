/// The weekly controller: from the target in force and this week's desired target, at most one change.
///
/// The desired target is the goal's target computed afresh from the current maintenance estimate
/// and current weight, so the controller aims at the goal rate from where the person is now and
/// never "catches up" for past weeks. Rules, in order:
/// 1. change = desired − current. Keep when |change| < dead band, or when the change's 95 % range
///    (from the desired target's range) includes zero: the evidence does not show which way to go.
/// 2. Limit |change| to the maximum weekly change.
/// 3. A change larger than the confirmation threshold needs the previous check-in to have offered a
///    change in the same direction; otherwise it is limited to the threshold.
/// 4. Round the new target to the target step; never go below the minimum allowed target (intake
///    floor, deficit cap), which the desired target already respects.
public enum TargetController {
    /// The inputs of one decision.
    public struct Input: Sendable, Equatable {
        /// Target in force, kcal/day.
        public var currentTargetKcalPerDay: Double
        /// This week's desired target, kcal/day (unrounded).
        public var desiredTargetKcalPerDay: Double
        /// 95 % range of the desired target, kcal/day (from the maintenance range).
        public var desiredTargetLowKcalPerDay: Double
        /// Upper end of that range, kcal/day.
        public var desiredTargetHighKcalPerDay: Double
        /// Lowest allowed target (floor and deficit cap), kcal/day.
        public var minimumTargetKcalPerDay: Double
        /// Direction of the change offered at the previous check-in (−1, 0, +1).
        public var previousOfferDirection: Int

        /// An input with the given parts.
        public init(
            currentTargetKcalPerDay: Double, desiredTargetKcalPerDay: Double, desiredTargetLowKcalPerDay: Double,
            desiredTargetHighKcalPerDay: Double, minimumTargetKcalPerDay: Double, previousOfferDirection: Int
        ) {
            self.currentTargetKcalPerDay = currentTargetKcalPerDay
            self.desiredTargetKcalPerDay = desiredTargetKcalPerDay
            self.desiredTargetLowKcalPerDay = desiredTargetLowKcalPerDay
            self.desiredTargetHighKcalPerDay = desiredTargetHighKcalPerDay
            self.minimumTargetKcalPerDay = minimumTargetKcalPerDay
            self.previousOfferDirection = previousOfferDirection
        }
    }

    /// `keep` or `adjust`, with the reason codes of every rule that applied.
    public static func recommend(_ input: Input, policy: CheckInPolicy) -> OfferedRecommendation {
        let current = input.currentTargetKcalPerDay
        let change = input.desiredTargetKcalPerDay - current
        let changeLow = input.desiredTargetLowKcalPerDay - current
        let changeHigh = input.desiredTargetHighKcalPerDay - current
        if abs(change) < policy.deadBandKcalPerDay {
            return OfferedRecommendation(kind: .keep, reasonCodes: ["changeWithinDeadBand"])
        }
        if changeLow <= 0 && changeHigh >= 0 {
            return OfferedRecommendation(kind: .keep, reasonCodes: ["changeRangeIncludesZero"])
        }
        var reasons = [change < 0 ? "aimAtGoalRateLower" : "aimAtGoalRateHigher"]
        let direction: Double = change < 0 ? -1 : 1
        var step = abs(change)
        if step > policy.maximumWeeklyChangeKcalPerDay {
            step = policy.maximumWeeklyChangeKcalPerDay
            reasons.append("limitedToMaximumWeeklyChange")
        }
        if step > policy.confirmationThresholdKcalPerDay && input.previousOfferDirection != Int(direction) {
            step = policy.confirmationThresholdKcalPerDay
            reasons.append("largeChangeAwaitsSecondCheckIn")
        }
        var newTarget = (current + direction * step).roundedTo(policy.targetRoundingKcalPerDay)
        if newTarget < input.minimumTargetKcalPerDay {
            newTarget = (input.minimumTargetKcalPerDay / policy.targetRoundingKcalPerDay).rounded(.up) * policy.targetRoundingKcalPerDay
            reasons.append("minimumTargetApplied")
        }
        let finalChange = newTarget - current
        guard finalChange != 0 else { return OfferedRecommendation(kind: .keep, reasonCodes: reasons + ["noRoomToChange"]) }
        return OfferedRecommendation(kind: .adjust, newTargetKcalPerDay: newTarget, changeKcalPerDay: finalChange, reasonCodes: reasons)
    }
}
