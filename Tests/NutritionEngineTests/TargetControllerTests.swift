import NutritionEngine
import Testing

@Suite struct TargetControllerTests {
    let policy = CheckInPolicy.standard

    func input(current: Double = 2000, desired: Double, previous: Int = 0, minimum: Double = 1200)
        -> TargetController.Input
    {
        TargetController.Input(
            currentTargetKcalPerDay: current, desiredTargetKcalPerDay: desired, minimumTargetKcalPerDay: minimum,
            previousIndicatedDirection: previous)
    }

    @Test func changesInsideTheDeadBandAreKept() {
        // |1930 − 2000| = 70 < 75.
        let kept = TargetController.recommend(input(desired: 1930), policy: policy)
        #expect(kept.kind == .keep)
        #expect(kept.reasonCodes == [.changeWithinDeadBand])
        #expect(kept.indicatedDirection == 0)
        #expect(TargetController.recommend(input(desired: 2074.9), policy: policy).kind == .keep)
        // 75 itself is outside the band: 2000 − 75 = 1925 → rounded half away from zero to 1930.
        #expect(TargetController.recommend(input(desired: 1925), policy: policy).newTargetKcalPerDay == 1930)
    }

    @Test func theControllerActsOnTheEstimateWithoutASecondUncertaintyGate() {
        // Desired 1900: change −100 > dead band → offered, whatever the estimate's range (the
        // posterior already carries its uncertainty; the old "range includes zero" rule kept it).
        let result = TargetController.recommend(input(desired: 1900), policy: policy)
        #expect(result.kind == .adjust)
        #expect(result.newTargetKcalPerDay == 1900)
        #expect(result.reasonCodes == [.aimAtGoalRateLower])
    }

    @Test func aModerateChangeIsOfferedRoundedToTenKcal() {
        // 2000 → 1913: change −87 → 1913 rounds to 1910.
        let result = TargetController.recommend(input(desired: 1913), policy: policy)
        #expect(result.kind == .adjust)
        #expect(result.newTargetKcalPerDay == 1910)
        #expect(result.changeKcalPerDay == -90)
    }

    @Test func aLargeChangeTakesTheWeeklyMaximumInTheDirectionAlreadyIndicated() {
        // Desired −300: limited to 150 a week; with no earlier indication or the same one, the whole 150.
        for previous in [0, -1] {
            let result = TargetController.recommend(input(desired: 1700, previous: previous), policy: policy)
            #expect(result.newTargetKcalPerDay == 1850)
            #expect(result.reasonCodes == [.aimAtGoalRateLower, .limitedToMaximumWeeklyChange])
        }
    }

    /// Issue 18 item 6: a flip waits one check-in, as its code says. Before, a cut right after a
    /// check-in that pointed up moved at once by 100 (2000 → 1900), and a flip of at most 100 moved
    /// in full (2000 → 2090): 2050 → 1900 → 2000 → 1900 in the closed-loop study.
    @Test func aFlipWaitsForASecondCheckIn() {
        let flipped = TargetController.recommend(input(desired: 1700, previous: 1), policy: policy)
        #expect(flipped.kind == .keep && flipped.newTargetKcalPerDay == nil)
        #expect(flipped.reasonCodes == [.aimAtGoalRateLower, .directionChangeAwaitsSecondCheckIn])
        // The kept week records the new direction, so the next check-in that points down confirms it.
        #expect(flipped.indicatedDirection == -1)
        let confirmed = TargetController.recommend(
            input(desired: 1700, previous: flipped.indicatedDirection), policy: policy)
        #expect(confirmed.newTargetKcalPerDay == 1850)
        // A small flip waits too (every flip, confirmationThresholdKcalPerDay 0), both ways.
        let up = TargetController.recommend(input(desired: 2090, previous: -1), policy: policy)
        #expect(up.kind == .keep && up.reasonCodes == [.aimAtGoalRateHigher, .directionChangeAwaitsSecondCheckIn])
        // Inside the dead band nothing is indicated, so nothing waits: −70 is kept as too small.
        #expect(
            TargetController.recommend(input(desired: 1930, previous: 1), policy: policy).reasonCodes == [
                .changeWithinDeadBand
            ])
        // With a threshold, flips up to it move at once and larger ones wait.
        var lenient = policy
        lenient.confirmationThresholdKcalPerDay = 100
        #expect(
            TargetController.recommend(input(desired: 2090, previous: -1), policy: lenient).newTargetKcalPerDay == 2090)
        #expect(TargetController.recommend(input(desired: 1700, previous: 1), policy: lenient).kind == .keep)
    }

    @Test func theChangeNeverExceedsTheWeeklyMaximumInEitherDirection() {
        for desired in stride(from: 1000.0, through: 3000, by: 37) {
            for previous in [-1, 0, 1] {
                let result = TargetController.recommend(input(desired: desired, previous: previous), policy: policy)
                #expect(abs(result.changeKcalPerDay ?? 0) <= 150, "desired \(desired)")
                if let change = result.changeKcalPerDay { #expect((change < 0) == (desired < 2000)) }
                if abs(desired - 2000) >= 75 { #expect(result.indicatedDirection == (desired < 2000 ? -1 : 1)) }
            }
        }
    }

    @Test func theMinimumTargetIsNeverCrossed() {
        // Current 1250, desired 1100, minimum 1200: the step stops at the floor (1200, change −50).
        let result = TargetController.recommend(input(current: 1250, desired: 1100, minimum: 1200), policy: policy)
        #expect(result.newTargetKcalPerDay == 1200)
        #expect(result.reasonCodes.contains(.minimumTargetApplied))
        // Already at the floor: kept, but the evidence's direction is still recorded.
        let atFloor = TargetController.recommend(input(current: 1200, desired: 1050, minimum: 1200), policy: policy)
        #expect(atFloor.kind == .keep)
        #expect(atFloor.reasonCodes.last == .noRoomToChange)
        #expect(atFloor.indicatedDirection == -1)
    }
}
