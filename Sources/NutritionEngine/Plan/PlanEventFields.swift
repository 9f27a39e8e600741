/// The members of one `/plan/history` event and of its `recommendation`: the one description that
/// `PlanReader.readEvent` (the tree reader), the byte-level fast path (`PlanHistoryBytesDecoder.swift`),
/// the JSON Schema test and the agreement tests take keys, bounds and units from. Which members a
/// kind requires or allows is `PlanEvent.Kind.requiredMembers` and `optionalMembers`.
package enum PlanEventFields {
    /// What happened (required of every event).
    package static let kind = FieldSpec.choice("kind", PlanEvent.Kind.self)
    /// The person's local day it happened (required of every event).
    package static let date = FieldSpec("date", .date)
    /// The algorithm version that recorded it (required of every event).
    package static let algorithmVersion = FieldSpec("algorithmVersion", .string)
    /// Policy version in force.
    package static let policyVersion = FieldSpec("policyVersion", .string)
    /// Eligibility at creation.
    package static let eligibility = FieldSpec("eligibility", .choice(["eligible", "manualOnly"]))
    /// The goal at creation, read by `GoalReader`'s rules.
    package static let goal = FieldSpec("goal", .nested)
    /// First day of the checked-in week.
    package static let week = FieldSpec("week", .date)
    /// The target set or restored, kcal/day.
    package static let targetKcalPerDay = NumberField(
        "targetKcalPerDay", ActiveTarget.storableKcalPerDay, unit: "kcal/day")
    /// Where the created plan's target came from.
    package static let targetSource = FieldSpec.choice("targetSource", TargetSource.self)
    /// Index in the history of the decision an undo reverts.
    package static let undoesEvent = IntegerField("undoesEvent", 0...Int(Int32.max))
    /// Plain statements (any strings, empty ones included).
    package static let details = FieldSpec("details", .strings(nonEmpty: false))
    /// The offer (`OfferFields`).
    package static let recommendation = FieldSpec("recommendation", .nested)

    /// Every member of an event, in the order the schema lists them.
    package static let all: [FieldSpec] = [
        kind, date, algorithmVersion, policyVersion, eligibility, goal, week, targetKcalPerDay.spec, targetSource,
        undoesEvent.spec, details, recommendation,
    ]

    /// The members of an event's `recommendation`.
    package enum OfferFields {
        /// keep, adjust or needsMoreEvidence (required).
        package static let kind = FieldSpec.choice("kind", OfferedRecommendation.Kind.self)
        /// The offered target, kcal/day (required with adjust).
        package static let newTargetKcalPerDay = NumberField("newTargetKcalPerDay", 0...20_000, unit: "kcal/day")
        /// The offered change, kcal/day (required with adjust).
        package static let changeKcalPerDay = NumberField("changeKcalPerDay", -20_000...20_000, unit: "kcal/day")
        /// Why, as codes (strings).
        package static let reasonCodes = FieldSpec("reasonCodes", .strings(nonEmpty: false))

        /// Every member of an offer, in the order the schema lists them.
        package static let all: [FieldSpec] = [kind, newTargetKcalPerDay.spec, changeKcalPerDay.spec, reasonCodes]
    }
}
