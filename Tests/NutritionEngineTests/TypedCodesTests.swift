import NutritionEngine
import Testing

/// Issue 14 item 2: refusal codes, plan eligibility and no-recommendation reasons are enums whose
/// printed form is the public contract. The expected strings are the literals the engine printed
/// before they were typed, so a renamed case cannot silently change an output.
@Suite struct TypedCodesTests {
    @Test func refusalCodesPrintAsBefore() {
        #expect(
            PlanRefusal.Code.allCases.map(\.rawValue).sorted() == [
                "aboveEditLimit", "aboveStorableTarget", "alreadyCheckedIn", "belowIntakeFloor", "beyondDeficitCap",
                "destinationRejected",
                "editNeedsBodyData", "eventOutOfOrder", "inconsistentHistory", "invalidTargetSource", "manualOnly",
                "manualOnlyNow", "missingManualTarget",
                "noDays", "noPendingRecommendation", "nothingToAccept", "nothingToUndo", "planArchived",
                "planCreatedAfterWeek",
                "weekNotFinished",
            ])
    }

    @Test func checkInReasonCodesPrintAsBefore() {
        let codes: [OfferedRecommendation.ReasonCode] = [
            .changeWithinDeadBand, .aimAtGoalRateLower, .aimAtGoalRateHigher, .limitedToMaximumWeeklyChange,
            .directionChangeAwaitsSecondCheckIn,
            .minimumTargetApplied, .noRoomToChange, .maintainAdjustmentsPendingValidation, .reviewDestination,
            .daysLookSuspect,
            .partialDaysUnreviewed, .tooFewEvidenceDaysInWeek,
        ]
        #expect(
            codes.map(\.rawValue) == [
                "changeWithinDeadBand", "aimAtGoalRateLower", "aimAtGoalRateHigher", "limitedToMaximumWeeklyChange",
                "directionChangeAwaitsSecondCheckIn",
                "minimumTargetApplied", "noRoomToChange", "maintainAdjustmentsPendingValidation", "reviewDestination",
                "daysLookSuspect",
                "partialDaysUnreviewed", "tooFewEvidenceDaysInWeek",
            ])
        // A stored history keeps whatever codes it holds, and the direction is read from them.
        let stored = OfferedRecommendation(
            kind: .keep, newTargetKcalPerDay: nil, changeKcalPerDay: nil, reasonCodes: ["aimAtGoalRateHigher", "x"])
        #expect(stored.reasonCodes == [.aimAtGoalRateHigher, .init(rawValue: "x")])
        #expect(stored.indicatedDirection == 1)
    }

    @Test func eligibilityStatusReadsAndWritesTheTwoStoredWords() {
        #expect(Eligibility.Status(rawValue: "eligible") == .eligible)
        #expect(Eligibility.Status(rawValue: "manualOnly") == .manualOnly)
        #expect(Eligibility.Status(rawValue: "ManualOnly") == nil)
    }

    @Test func noRecommendationStatementsAreTheCheckInSentences() {
        #expect(
            NoRecommendationReason.manualOnly.statement
                == "manualOnly: the safety screen allows no automated recommendation; the person's own target stays "
                + "as set"
        )
        #expect(
            NoRecommendationReason.manualOnlyNow([.screenIncomplete, .bmiBelowMinimum]).statement
                == "manualOnlyNow (screenIncomplete, bmiBelowMinimum): at the current weight and screen no automated "
                + "recommendation is given, and the engine no longer adjusts the target"
        )
        #expect(
            NoRecommendationReason.manualTarget.statement
                == "manualTarget: the target is the person's own and gets no automated adjustments")
        #expect(NoRecommendationReason.noGoal.statement == "noGoal: the plan records no goal to aim at")
        // The check-in statement begins with the heading (the code, and manualOnlyNow's eligibility reasons).
        for reason in [NoRecommendationReason.manualOnly, .manualOnlyNow([.bmiBelowMinimum]), .manualTarget, .noGoal] {
            #expect(reason.heading == String(reason.statement.split(separator: ":")[0]))
            #expect(reason.heading.hasPrefix(reason.code.rawValue))
        }
    }
}
