/// One entry of a plan's append-only history. Events are never edited or removed.
///
/// Which members an event carries depends on its kind (see `PlanEvent.Kind.members`); every event
/// carries its date and the algorithm version that wrote it.
public struct PlanEvent: Sendable, Equatable {
    /// What happened.
    public enum Kind: String, Sendable, CaseIterable {
        case planCreated, checkInCompleted, recommendationOffered, recommendationAccepted, recommendationDeferred
        case recommendationRejected, targetEdited, decisionUndone, algorithmReset, planArchived

        /// The members (beyond kind, date and algorithmVersion) an event of this kind must carry.
        public var requiredMembers: Set<String> {
            switch self {
            case .planCreated: ["eligibility", "targetSource", "policyVersion"]
            case .checkInCompleted: ["week"]
            case .recommendationOffered: ["week", "recommendation"]
            case .recommendationAccepted, .targetEdited: ["targetKcalPerDay"]
            case .decisionUndone: ["undoesEvent", "targetKcalPerDay"]
            case .algorithmReset, .planArchived: ["details"]
            case .recommendationDeferred, .recommendationRejected: []
            }
        }

        /// Members an event of this kind may carry besides the required ones.
        public var optionalMembers: Set<String> {
            switch self {
            case .planCreated: ["targetKcalPerDay", "goal", "details", "weekStart"]
            default: []
            }
        }
    }

    /// What happened.
    public var kind: Kind
    /// The person's local day it happened.
    public var date: CalendarDate
    /// The algorithm version that recorded it.
    public var algorithmVersion: String
    /// Policy version in force (planCreated).
    public var policyVersion: String?
    /// `eligible` or `manualOnly` at creation (planCreated).
    public var eligibility: Eligibility.Status?
    /// The goal at creation, as given (planCreated).
    public var goal: JSONValue?
    /// First day of the checked-in week (checkInCompleted, recommendationOffered).
    public var week: CalendarDate?
    /// The target this event set or restored, kcal/day (planCreated when automated or manual, accepted, edited, undone).
    public var targetKcalPerDay: Double?
    /// Where the created plan's target came from (planCreated).
    public var targetSource: TargetSource?
    /// The offer (recommendationOffered).
    public var recommendation: OfferedRecommendation?
    /// Index in the history of the decision an undo reverts (decisionUndone).
    public var undoesEvent: Int?
    /// Plain statements: what a reset cleared and kept, why a plan was archived, or what the person
    /// acknowledged when a plan was created (a manual target below the intake floor).
    public var details: [String]
    /// The weekday the plan's check-in weeks begin on, as stated when it was created (planCreated;
    /// nil: not stated, Monday).
    public var weekStart: Weekday? = nil

    /// An event of `kind` on `date` recorded by `algorithmVersion`; other members default to absent.
    public init(kind: Kind, date: CalendarDate, algorithmVersion: String = EngineVersion.algorithm) {
        self.kind = kind
        self.date = date
        self.algorithmVersion = algorithmVersion
        details = []
    }
}
