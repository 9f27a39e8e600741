/// The members of one `days` entry, in the order the readers read them: the one description that
/// the tree reader (`FieldReader.readFields`), the byte-level fast path (`FieldBytesReader.swift`),
/// the JSON Schema test and the agreement tests all take keys, shapes, bounds and units from. The
/// rules across members (a weight given once, a body-fat reading with its method) are in
/// `DayLogReader.swift`.
///
/// Structural bounds only: values inside them may still be judged implausible by the ledger's policy.
package enum DayFields: Int, FieldRow {
    /// The local calendar day, `YYYY-MM-DD` (required).
    case date
    /// Energy eaten in the day, kcal.
    case intakeKcal
    /// Protein, g.
    case proteinG
    /// Declared completeness of the intake log.
    case intakeCompleteness
    /// Review state of the day.
    case reviewStatus
    /// The day's weigh-in, kg (the person's plausible weight range).
    case weightKg
    /// The day's weigh-in, lb (the kg range converted outward to whole pounds; see `FieldReader.mass`).
    case weightLb
    /// Step count.
    case steps
    /// Training time, minutes.
    case trainingMinutes
    /// One non-empty type per training session.
    case trainingTypes
    /// Alcohol, g.
    case alcoholG
    /// A body-fat reading taken that day, percent (needs `bodyFatMethod`).
    case bodyFatPercent
    /// How the body-fat reading was taken.
    case bodyFatMethod
    /// The day's meal groups (`MealGroupFields`), which its foods may name.
    case mealGroups
    /// The day's food log events (`FoodFields`): with foods, the day's intake is their sum.
    case foods
    /// Earlier values kept by `day` corrections (`DayCorrection`).
    case history

    package var definition: FieldSpec {
        switch self {
        case .date: FieldSpec("date", .date, required: true)
        case .intakeKcal: FieldSpec("intakeKcal", .number(0...30_000), unit: "kcal")
        case .proteinG: FieldSpec("proteinG", .number(0...2_000), unit: "g")
        case .intakeCompleteness: .choice("intakeCompleteness", IntakeCompleteness.self)
        case .reviewStatus: .choice("reviewStatus", ReviewStatus.self)
        case .weightKg: FieldSpec("weightKg", .number(PersonReader.PlausibleBounds.weightKg), unit: "kg")
        case .weightLb:
            FieldSpec(
                "weightLb", .number(FieldReader.poundBounds(kilograms: PersonReader.PlausibleBounds.weightKg)),
                unit: "lb")
        case .steps: FieldSpec("steps", .integer(0...300_000))
        case .trainingMinutes: FieldSpec("trainingMinutes", .number(0...1_440), unit: "min")
        case .trainingTypes:
            FieldSpec(
                "trainingTypes",
                .strings(nonEmpty: true, refusal: .saying("a training type is a non-empty string", statingFound: true)))
        case .alcoholG: FieldSpec("alcoholG", .number(0...2_000), unit: "g")
        case .bodyFatPercent:
            FieldSpec("bodyFatPercent", .number(PersonReader.PlausibleBounds.bodyFatPercent), unit: "%")
        case .bodyFatMethod: .choice("bodyFatMethod", BodyFatMeasurement.Method.self)
        case .mealGroups: .objects("mealGroups", MealGroupFields.self)
        case .foods: .objects("foods", FoodFields.self)
        case .history: FieldSpec("history", .entries)
        }
    }

    package static let table = FieldTable<DayFields>()
}

/// The members of one `records` entry (which apply depends on `kind`, `DayLogReader.swift`): the one
/// description that the tree reader and the JSON Schema test take keys, shapes, bounds and units from.
package enum DayRecordFields: Int, FieldRow {
    /// intake or weight (required).
    case kind
    /// The instant, ISO 8601 with an offset (required).
    case at
    /// Energy of an intake record, kcal (a day's bounds: one record cannot exceed a day).
    case kcal
    /// Protein of an intake record, g.
    case proteinG
    /// A weigh-in, kg.
    case weightKg
    /// A weigh-in, lb.
    case weightLb

    package var definition: FieldSpec {
        switch self {
        case .kind: .choice("kind", DayRecord.Kind.self, required: true)
        case .at: FieldSpec("at", .instant, required: true)
        case .kcal: FieldSpec("kcal", DayFields.intakeKcal.spec.shape, unit: "kcal")
        case .proteinG: DayFields.proteinG.spec
        case .weightKg: DayFields.weightKg.spec
        case .weightLb: DayFields.weightLb.spec
        }
    }

    package static let table = FieldTable<DayRecordFields>()
}
