import NutritionEngine
import Testing

@Suite struct TargetControllerTests {
    let policy = CheckInPolicy.standard

    func input(current: Double = 2000, desired: Double, halfWidth: Double = 50, previous: Int = 0, minimum: Double = 1200) -> TargetController.Input {
        TargetController.Input(
            currentTargetKcalPerDay: current, desiredTargetKcalPerDay: desired, desiredTargetLowKcalPerDay: desired - halfWidth,
            desiredTargetHighKcalPerDay: desired + halfWidth, minimumTargetKcalPerDay: minimum, previousOfferDirection: previous)
    }

    @Test func changesInsideTheDeadBandAreKept() {
        // |1930 − 2000| = 70 < 75.
        #expect(TargetController.recommend(input(desired: 1930), policy: policy).kind == .keep)
        #expect(TargetController.recommend(input(desired: 2074.9), policy: policy).kind == .keep)
    }

    @Test func aChangeWhoseRangeIncludesZeroIsKept() {
        // Desired 1900 ± 120: the change runs from −220 to +20, so the direction is not established.
        let result = TargetController.recommend(input(desired: 1900, halfWidth: 120), policy: policy)
        #expect(result.kind == .keep)
        #expect(result.reasonCodes == ["changeRangeIncludesZero"])
    }

    @Test func aModerateChangeIsOfferedRoundedToTenKcal() {
        // 2000 → 1913: change −87 (≤ 100, no confirmation needed) → 1913 rounds to 1910.
        let result = TargetController.recommend(input(desired: 1913), policy: policy)
        #expect(result.kind == .adjust)
        #expect(result.newTargetKcalPerDay == 1910)
        #expect(result.changeKcalPerDay == -90)
    }

    @Test func aLargeChangeIsLimitedTo100UntilASecondCheckInAgrees() {
        // Desired −300: capped at 150 a week, then at 100 without a previous offer in the same direction.
        let first = TargetController.recommend(input(desired: 1700), policy: policy)
        #expect(first.newTargetKcalPerDay == 1900)
        #expect(first.reasonCodes == ["aimAtGoalRateLower", "limitedToMaximumWeeklyChange", "largeChangeAwaitsSecondCheckIn"])
        let second = TargetController.recommend(input(desired: 1700, previous: -1), policy: policy)
        #expect(second.newTargetKcalPerDay == 1850)
        // The opposite direction last week does not confirm a cut.
        #expect(TargetController.recommend(input(desired: 1700, previous: 1), policy: policy).newTargetKcalPerDay == 1900)
    }

    @Test func theChangeNeverExceedsTheWeeklyMaximumInEitherDirection() {
        for desired in stride(from: 1000.0, through: 3000, by: 37) {
            for previous in [-1, 0, 1] {
                let result = TargetController.recommend(input(desired: desired, halfWidth: 10, previous: previous), policy: policy)
                #expect(abs(result.changeKcalPerDay ?? 0) <= 150, "desired \(desired)")
                if let change = result.changeKcalPerDay { #expect((change < 0) == (desired < 2000)) }
            }
        }
    }

    @Test func theMinimumTargetIsNeverCrossed() {
        // Current 1250, desired 1100, minimum 1200: the step stops at the floor (1200, change −50).
        let result = TargetController.recommend(input(current: 1250, desired: 1100, minimum: 1200), policy: policy)
        #expect(result.newTargetKcalPerDay == 1200)
        #expect(result.reasonCodes.contains("minimumTargetApplied"))
    }
}
