/// The members of one `days` entry: the one description that `DayLogReader.readDay` (the tree
/// reader), the byte-level fast path (`DayBytesDecoder.swift`), the JSON Schema test and the
/// agreement tests all take keys, bounds and units from.
///
/// Structural bounds only: values inside them may still be judged implausible by the ledger's policy.
package enum DayFields {
    /// The local calendar day, `YYYY-MM-DD` (required).
    package static let date = FieldSpec("date", .date)
    /// Energy eaten in the day, kcal.
    package static let intakeKcal = NumberField("intakeKcal", 0...30_000, unit: "kcal")
    /// Protein, g.
    package static let proteinG = NumberField("proteinG", 0...2_000, unit: "g")
    /// Declared completeness of the intake log.
    package static let intakeCompleteness = FieldSpec.choice("intakeCompleteness", IntakeCompleteness.self)
    /// Review state of the day.
    package static let reviewStatus = FieldSpec.choice("reviewStatus", ReviewStatus.self)
    /// The day's weigh-in, kg (the person's plausible weight range).
    package static let weightKg = NumberField("weightKg", PersonReader.PlausibleBounds.weightKg, unit: "kg")
    /// The day's weigh-in, lb (the kg range converted outward to whole pounds; see `FieldReader.mass`).
    package static let weightLb = NumberField(
        "weightLb", FieldReader.poundBounds(kilograms: PersonReader.PlausibleBounds.weightKg), unit: "lb")
    /// Step count.
    package static let steps = IntegerField("steps", 0...300_000)
    /// Training time, minutes.
    package static let trainingMinutes = NumberField("trainingMinutes", 0...1_440, unit: "min")
    /// One non-empty type per training session.
    package static let trainingTypes = FieldSpec("trainingTypes", .strings(nonEmpty: true))
    /// Alcohol, g.
    package static let alcoholG = NumberField("alcoholG", 0...2_000, unit: "g")
    /// A body-fat reading taken that day, percent (needs `bodyFatMethod`).
    package static let bodyFatPercent = NumberField(
        "bodyFatPercent", PersonReader.PlausibleBounds.bodyFatPercent, unit: "%")
    /// How the body-fat reading was taken.
    package static let bodyFatMethod = FieldSpec.choice("bodyFatMethod", BodyFatMeasurement.Method.self)
    /// Earlier values kept by `day` corrections (`DayCorrection`).
    package static let history = FieldSpec("history", .nested)

    /// Every member, in the order the schema lists them.
    package static let all: [FieldSpec] = [
        date, intakeKcal.spec, proteinG.spec, intakeCompleteness, reviewStatus, weightKg.spec, weightLb.spec,
        steps.spec,
        trainingMinutes.spec, trainingTypes, alcoholG.spec, bodyFatPercent.spec, bodyFatMethod, history,
    ]
}

/// The members of one `records` entry (which apply depends on `kind`): the one description that
/// `DayLogReader.readRecord` and the JSON Schema test take keys, bounds and units from.
package enum DayRecordFields {
    /// intake or weight (required).
    package static let kind = FieldSpec.choice("kind", DayRecord.Kind.self)
    /// The instant, ISO 8601 with an offset (required).
    package static let at = FieldSpec("at", .string)
    /// Energy of an intake record, kcal (a day's bounds: one record cannot exceed a day).
    package static let kcal = NumberField("kcal", DayFields.intakeKcal.bounds, unit: "kcal")
    /// Protein of an intake record, g.
    package static let proteinG = DayFields.proteinG
    /// A weigh-in, kg.
    package static let weightKg = DayFields.weightKg
    /// A weigh-in, lb.
    package static let weightLb = DayFields.weightLb

    /// Every member, in the order the schema lists them.
    package static let all: [FieldSpec] = [kind, at, kcal.spec, proteinG.spec, weightKg.spec, weightLb.spec]
}
