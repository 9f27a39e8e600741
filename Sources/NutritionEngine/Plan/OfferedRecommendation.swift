/// The one recommendation a weekly check-in offers (or its absence, `needsMoreEvidence`).
public struct OfferedRecommendation: Sendable, Equatable {
    /// What the check-in recommends.
    public enum Kind: String, Sendable, CaseIterable {
        /// Keep the current target.
        case keep
        /// Change the target to `newTargetKcalPerDay`.
        case adjust
        /// No recommendation until the listed days are validated.
        case needsMoreEvidence
    }

    /// What is recommended.
    public var kind: Kind
    /// The proposed target, kcal/day (`adjust` only).
    public var newTargetKcalPerDay: Double?
    /// The proposed change from the active target, kcal/day (`adjust` only; negative = lower).
    public var changeKcalPerDay: Double?
    /// Why a check-in recommends what it does: a stable code, printed as its raw value.
    ///
    /// The check-in's own rules are the named codes below; a `needsMoreEvidence` result also
    /// carries the maintenance estimate's holding codes, and a kept target the destination's
    /// reason codes. A stored history is read back with whatever codes it holds, so the type is
    /// open (a raw value with named constants) rather than a closed enum.
    public struct ReasonCode: RawRepresentable, Hashable, Sendable {
        /// The code as printed and stored.
        public var rawValue: String

        /// The code spelled `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Codes are equal when their raw values are equal strings of the same UTF-8 length. A code
        /// is an identifier printed as it is spelled, so spellings of different lengths are different
        /// codes even where `String` would equate them (canonically equivalent ones); equal codes are
        /// equal strings, so the synthesized hash of the raw value stays consistent.
        ///
        /// Why the length first: `String`'s `==` compares two different strings' bytes in a runtime
        /// call even when their lengths differ, and replaying a history compares every offer's codes
        /// with the named ones (r60 of the rescore benchmark: 135.00 -> 134.07 M instructions,
        /// issue 25).
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.rawValue.utf8.count == rhs.rawValue.utf8.count && lhs.rawValue == rhs.rawValue
        }

        /// The desired target is within the dead band of the current one.
        public static let changeWithinDeadBand = Self(rawValue: "changeWithinDeadBand")
        /// To aim at the goal rate the target should be lower (set whether or not it is changed).
        public static let aimAtGoalRateLower = Self(rawValue: "aimAtGoalRateLower")
        /// To aim at the goal rate the target should be higher.
        public static let aimAtGoalRateHigher = Self(rawValue: "aimAtGoalRateHigher")
        /// The step was cut to the maximum weekly change.
        public static let limitedToMaximumWeeklyChange = Self(rawValue: "limitedToMaximumWeeklyChange")
        /// The direction flipped: the target is kept until a second check-in indicates the new direction too.
        public static let directionChangeAwaitsSecondCheckIn = Self(rawValue: "directionChangeAwaitsSecondCheckIn")
        /// The new target was raised to the lowest allowed intake.
        public static let minimumTargetApplied = Self(rawValue: "minimumTargetApplied")
        /// The target is already at the lowest allowed intake.
        public static let noRoomToChange = Self(rawValue: "noRoomToChange")
        /// Maintain goals get no automatic changes while they await validation.
        public static let maintainAdjustmentsPendingValidation = Self(rawValue: "maintainAdjustmentsPendingValidation")
        /// The destination no longer fits the current weight (followed by the destination's codes).
        public static let reviewDestination = Self(rawValue: "reviewDestination")
        /// A day of the week looks suspect and awaits confirmation.
        public static let daysLookSuspect = Self(rawValue: "daysLookSuspect")
        /// Possibly partial days in the maintenance window are not reviewed.
        public static let partialDaysUnreviewed = Self(rawValue: "partialDaysUnreviewed")
        /// Too few evidence days in the week.
        public static let tooFewEvidenceDaysInWeek = Self(rawValue: "tooFewEvidenceDaysInWeek")
        /// The estimate has not yet been moved from its prior by the person's data (weigh-ins too close
        /// together, or the data's weight below the policy's share): the target is kept.
        public static let estimateRestsOnPrior = Self(rawValue: "estimateRestsOnPrior")
    }

    /// Stable reason codes.
    public var reasonCodes: [ReasonCode]

    /// A recommendation with the given parts.
    public init(
        kind: Kind, newTargetKcalPerDay: Double? = nil, changeKcalPerDay: Double? = nil, reasonCodes: [ReasonCode] = []
    ) {
        self.kind = kind
        self.newTargetKcalPerDay = newTargetKcalPerDay
        self.changeKcalPerDay = changeKcalPerDay
        self.reasonCodes = reasonCodes
    }

    /// A recommendation read back from a stored history, whose codes are plain strings.
    public init(kind: Kind, newTargetKcalPerDay: Double?, changeKcalPerDay: Double?, reasonCodes: [String]) {
        self.init(
            kind: kind, newTargetKcalPerDay: newTargetKcalPerDay, changeKcalPerDay: changeKcalPerDay,
            reasonCodes: reasonCodes.map(ReasonCode.init(rawValue:)))
    }

    /// The direction the evidence pointed at this check-in (−1 lower, +1 higher, 0 none), from the
    /// reason codes, so a held week still counts as the first of two confirming check-ins.
    public var indicatedDirection: Int {
        if reasonCodes.contains(.aimAtGoalRateLower) { return -1 }
        if reasonCodes.contains(.aimAtGoalRateHigher) { return 1 }
        return 0
    }

    /// −1 for a lower target, +1 for a higher one, 0 otherwise.
    var direction: Int {
        guard kind == .adjust, let change = changeKcalPerDay, change != 0 else { return 0 }
        return change < 0 ? -1 : 1
    }
}
