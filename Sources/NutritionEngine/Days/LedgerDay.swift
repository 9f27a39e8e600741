/// The engine's plausibility judgement of one day's logged intake.
public enum IntakeAssessment: String, Sendable, CaseIterable {
    /// Within the policy's band around the maintenance estimate.
    case plausible
    /// Below `suspectBelowFractionOfMaintenance` × maintenance.
    case suspectLow
    /// Above `suspectAboveFractionOfMaintenance` × maintenance.
    case suspectHigh
    /// Below `suspectBelowFractionOfRecentIntake` × the person's own recent intake (a partial log?):
    /// still evidence, but asked about, and no check-in adjustment until it is reviewed.
    case farBelowRecentIntake
    /// Intake logged and declared complete or unknown, but no maintenance estimate to compare with.
    case notChecked
    /// Nothing to judge: not listed, nothing logged, or declared incomplete or untracked.
    case notAssessed
}

/// Why a day is not evidence. Excluded days are left out of every average, never counted as zero.
public enum ExclusionReason: String, Sendable, CaseIterable {
    /// The date is not in the document (a gap between listed days).
    case notListed
    /// Listed, but no intake logged.
    case noIntakeLogged
    /// Declared `incomplete`: the total is a lower bound.
    case declaredIncomplete
    /// Declared `untracked`.
    case declaredUntracked
    /// Intake below the suspect band and not confirmed by review.
    case suspectLowIntake
    /// Intake above the suspect band and not confirmed by review.
    case suspectHighIntake
    /// Completeness `unknown` and no maintenance estimate to check plausibility against.
    case plausibilityNotChecked
    /// Foods are logged but some carry no kcal: the day's intake is only a lower bound (issue 23).
    case intakeLowerBound
}

/// What happened to a day's weigh-in.
public enum WeightStatus: String, Sendable, CaseIterable {
    /// Used in the trend.
    case used
    /// Outside `plausibleWeightKg`: kept in the output, left out of the trend.
    case outlierOutsidePlausibleRange
    /// Further than `outlierJumpPercentFromNeighbours` from the median of neighbouring weigh-ins.
    case outlierJumpFromNeighbours
}

/// One calendar day of the ledger: what was declared and what the engine concluded.
public struct LedgerDay: Sendable, Equatable {
    /// The local calendar day.
    public var date: CalendarDate
    /// The day as listed in the document, or nil for a gap.
    public var logged: LoggedDay? { entry?.day }
    /// Where `logged` lies: the log's days and its index among them, or nil for a gap.
    var entry: Entry?
    /// The plausibility judgement of the logged intake.
    public var intakeAssessment: IntakeAssessment
    /// Logged intake as a percentage of the maintenance estimate, when both exist.
    public var intakePercentOfMaintenance: Double?
    /// The person's recent intake the day was compared with (median of the evidence days in the
    /// window before it), kcal/day, when the recent-intake rule could judge it.
    public var recentIntakeReferenceKcal: Double?
    /// Why the day is not evidence, or nil when it is.
    public var exclusion: ExclusionReason?
    /// Far below the person's own recent intake, or missing a usual meal (`mealEvidence`), and not
    /// yet reviewed (reconciled as complete or declared incomplete): asked about, and a check-in
    /// offers no adjustment meanwhile.
    @inline(__always) public var awaitsPartialDayReview: Bool {
        (intakeAssessment == .farBelowRecentIntake || mealEvidence?.suggestsPartialLog == true) && !confirmedByReview
    }
    /// What the day's meals say against the person's usual meals, when the day lists foods and there
    /// is enough history to judge them (nil: no claim).
    public var mealEvidence: MealEvidence?
    /// A suspect intake that the person confirmed (`reconciled` and `complete`): evidence despite the rule.
    public var confirmedByReview: Bool
    /// What happened to the weigh-in, or nil without one.
    public var weightStatus: WeightStatus?
    /// For a jump outlier, the median of the neighbouring weigh-ins it was compared with, kg.
    public var weightReferenceKg: Double?
    /// The smoothed weight trend on this day, kg (nil before the first usable weigh-in).
    public var trendKg: Double?

    /// Whether the day's intake is evidence for maintenance.
    @inline(__always) public var isEvidence: Bool { exclusion == nil }
    /// Logged intake, kcal (nil when nothing was logged).
    @inline(__always) public var intakeKcal: Double? { entry?.intakeKcal }
    /// The log entry's foods, or nil for a gap. Read `days[index].loggedFoods`, not
    /// `days[index].logged?.foods`: `logged` copies the whole entry out of the log (retaining its
    /// members); this reads the one member where the entry lies.
    @inline(__always) var loggedFoods: [FoodEvent]? { entry?.foods }
    /// The weigh-in the trend uses, kg: nil without a weigh-in or when it is an outlier.
    var usableWeightKg: Double? { weightStatus == .used ? entry?.weightKg : nil }
}

extension LedgerDay {
    /// A ledger day's log entry, held where it lies: the log's days (shared, not copied) and the
    /// entry's index among them. Copying every entry into its ledger day (`LoggedDay` is large, and
    /// copying it retains each of its members) was ~3.2 M instructions on r60, and destroying the
    /// copies ~1.6 M more; an `Entry` is one reference. Its members are read in place through the
    /// accessors below; `day` copies the whole entry out, as `LedgerDay.logged` did.
    struct Entry: Sendable, Equatable {
        /// The log's days the entry is among.
        private let days: [LoggedDay]
        /// The entry's index in `days`.
        private let index: Int

        /// The entry at `index` of `days` (a valid index).
        init(_ days: [LoggedDay], at index: Int) {
            precondition(days.indices.contains(index), "an entry of the log")
            self.days = days
            self.index = index
        }

        /// The entry itself (a copy).
        var day: LoggedDay { days[index] }
        /// Logged intake, kcal.
        @inline(__always) var intakeKcal: Double? { days[index].intakeKcal }
        /// Declared completeness.
        @inline(__always) var intakeCompleteness: IntakeCompleteness { days[index].intakeCompleteness }
        /// Review state.
        @inline(__always) var reviewStatus: ReviewStatus { days[index].reviewStatus }
        /// The day's weigh-in, kg.
        @inline(__always) var weightKg: Double? { days[index].weightKg }
        /// Logged protein, g.
        @inline(__always) var proteinG: Double? { days[index].proteinG }
        /// Step count.
        @inline(__always) var steps: Double? { days[index].steps }
        /// Alcohol, g.
        @inline(__always) var alcoholG: Double? { days[index].alcoholG }
        /// Training time, minutes.
        @inline(__always) var trainingMinutes: Double? { days[index].trainingMinutes }
        /// Training sessions by type.
        @inline(__always) var trainingTypes: [String]? { days[index].trainingTypes }
        /// The day's food log events.
        @inline(__always) var foods: [FoodEvent] { days[index].foods }
        /// With foods of which some carry no kcal, the sum of those that do, kcal.
        @inline(__always) var intakeAtLeastKcal: Double? { days[index].intakeAtLeastKcal }

        /// Two entries are equal when the log entries are, wherever each lies.
        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.days[lhs.index] == rhs.days[rhs.index] }
    }
}
