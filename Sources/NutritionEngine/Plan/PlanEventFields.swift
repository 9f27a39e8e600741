/// The members of one `/plan/history` event, in the order the readers read them: the one
/// description that the tree reader (`FieldReader.readFields`), the byte-level fast path
/// (`FieldBytesReader.swift`), the JSON Schema test and the agreement tests take keys, shapes,
/// bounds and units from. Which members a kind requires or allows is `PlanEvent.Kind.requiredMembers`
/// and `optionalMembers`, applied by the rules in `PlanReader.swift`.
package enum PlanEventFields: Int, FieldRow {
    /// What happened (required of every event).
    case kind
    /// The person's local day it happened (required of every event).
    case date
    /// The algorithm version that recorded it (required of every event).
    case algorithmVersion
    /// Policy version in force.
    case policyVersion
    /// Eligibility at creation.
    case eligibility
    /// The goal at creation, kept as given and read by `GoalReader`'s rules.
    case goal
    /// First day of the checked-in week.
    case week
    /// The target set or restored, kcal/day.
    case targetKcalPerDay
    /// Where the created plan's target came from.
    case targetSource
    /// Index in the history of the decision an undo reverts.
    case undoesEvent
    /// Plain statements (any strings, empty ones included).
    case details
    /// The offer (`OfferFields`).
    case recommendation
    /// The weekday the plan's weeks begin on (planCreated; absent: Monday).
    case weekStart

    package var definition: FieldSpec {
        switch self {
        case .kind: .choice("kind", PlanEvent.Kind.self, required: true)
        case .date: FieldSpec("date", .date, required: true)
        case .algorithmVersion: FieldSpec("algorithmVersion", .string, required: true)
        case .policyVersion: FieldSpec("policyVersion", .string)
        case .eligibility: FieldSpec("eligibility", .choice(["eligible", "manualOnly"], listing: .alternatives))
        case .goal: FieldSpec("goal", .value)
        case .week: FieldSpec("week", .date)
        case .targetKcalPerDay:
            FieldSpec("targetKcalPerDay", .number(ActiveTarget.storableKcalPerDay), unit: "kcal/day")
        case .targetSource: .choice("targetSource", TargetSource.self)
        case .undoesEvent: FieldSpec("undoesEvent", .integer(0...Int(Int32.max)))
        case .details:
            FieldSpec(
                "details",
                .strings(
                    nonEmpty: false, refusal: .saying("details are plain sentences (strings)", statingFound: false)))
        case .recommendation: .object("recommendation", OfferFields.self)
        case .weekStart: .choice("weekStart", Weekday.self)
        }
    }

    package static let table = FieldTable<PlanEventFields>()

    /// The members of an event's `recommendation`.
    package enum OfferFields: Int, FieldRow {
        /// keep, adjust or needsMoreEvidence (required).
        case kind
        /// The offered target, kcal/day (required with adjust).
        case newTargetKcalPerDay
        /// The offered change, kcal/day (required with adjust).
        case changeKcalPerDay
        /// Why, as codes (strings).
        case reasonCodes

        package var definition: FieldSpec {
            switch self {
            case .kind: .choice("kind", OfferedRecommendation.Kind.self, required: true)
            case .newTargetKcalPerDay: FieldSpec("newTargetKcalPerDay", .number(0...20_000), unit: "kcal/day")
            case .changeKcalPerDay: FieldSpec("changeKcalPerDay", .number(-20_000...20_000), unit: "kcal/day")
            case .reasonCodes:
                FieldSpec(
                    "reasonCodes",
                    .strings(nonEmpty: false, refusal: .saying("reason codes are strings", statingFound: true)))
            }
        }

        package static let table = FieldTable<OfferFields>()
    }
}
