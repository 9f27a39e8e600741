/// Why a plan operation (a decision, a new plan, a reset, a check-in) was refused: nothing changed.
public struct PlanRefusal: Error, Sendable, Equatable {
    /// The rule a refusal names: stable codes that product tools match on, printed before the
    /// message in the error line and in `rescore`'s `refusal.code`.
    public enum Code: String, Sendable, CaseIterable {
        /// The plan's history does not replay (the message lists the event paths).
        case inconsistentHistory
        /// The operation's date is before the plan's last event (or, for a check-in, not after the week).
        case eventOutOfOrder
        /// The plan is archived: nothing may follow.
        case planArchived
        /// The safety screen allows no automated target: a recommended plan, or an edit of a manual-only plan.
        case manualOnly
        /// The person is manual-only now (the screen or the current weight): no automated target is
        /// accepted or edited against automated limits.
        case manualOnlyNow
        /// The destination was refused, so there is no recommended target to start a plan with.
        case destinationRejected
        /// `--target-source manual` without the person's target.
        case missingManualTarget
        /// A new plan's target source is neither recommended nor manual.
        case invalidTargetSource
        /// Undo with no decision of the current check-in period left to revert.
        case nothingToUndo
        /// An edit without the body data its floor and caps need.
        case editNeedsBodyData
        /// An edited target below the intake floor, or a manual one without `--acknowledge-below-floor`.
        case belowIntakeFloor
        /// An edited target below what the deficit cap allows.
        case beyondDeficitCap
        /// An edited target above the maintenance estimate's upper bound (plus the Gain surplus).
        case aboveEditLimit
        /// An edited target above the largest target a plan stores.
        case aboveStorableTarget
        /// Accept, defer or reject with no pending recommendation.
        case noPendingRecommendation
        /// Accept of a `needsMoreEvidence` result: there is no target to take.
        case nothingToAccept
        /// A check-in for a week that has not ended by the document's evaluation day.
        case weekNotFinished
        /// A check-in for a week not after the last checked-in week.
        case alreadyCheckedIn
        /// A check-in on a document with no days.
        case noDays
        /// `rescore`: the plan was created after the week it would check in on.
        case planCreatedAfterWeek
    }

    /// The rule that refused the operation.
    public var code: Code
    /// What is wrong, in plain words.
    public var message: String

    /// A refusal with a code and message.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }
}
