/// The plain words a page writes for the engine's enumerations (issue 22: "lightly active", not
/// `lowActive`). JSON keeps the raw values, which are the document's vocabulary; a page a person
/// reads never shows one. Error messages still quote the raw values a file must hold.
extension ActivityLevel {
    /// The NASEM 2023 category in words ("low active" is written "lightly active", as people say it).
    var words: String {
        switch self {
        case .inactive: "inactive"
        case .lowActive: "lightly active"
        case .active: "active"
        case .veryActive: "very active"
        }
    }
}

extension BodyMassIndex.WHOClass {
    /// The WHO (2000) class in words ("pre-obese" is the class people call overweight).
    var words: String {
        switch self {
        case .underweight: "underweight"
        case .normal: "healthy weight"
        case .preObese: "overweight"
        case .obeseClassI: "obesity class I"
        case .obeseClassII: "obesity class II"
        case .obeseClassIII: "obesity class III"
        }
    }
}

extension ExclusionReason {
    /// Why the day is not evidence, in words.
    var words: String {
        switch self {
        case .notListed: "not in the log"
        case .noIntakeLogged: "no intake logged"
        case .declaredIncomplete: "declared incomplete"
        case .declaredUntracked: "declared untracked"
        case .suspectLowIntake: "suspiciously low intake"
        case .suspectHighIntake: "suspiciously high intake"
        case .plausibilityNotChecked: "plausibility not checked"
        case .intakeLowerBound: "intake logged as a lower bound"
        }
    }

    /// The words for a key of a count by reason (`MaintenanceEvidence.excludedDaysByReason`): a
    /// reason's raw value, or `beforeReset`; another key is written as it is.
    static func words(forKey key: String) -> String {
        if let reason = ExclusionReason(rawValue: key) { return reason.words }
        return key == MaintenanceEvidence.beforeResetKey ? "before the reset" : key
    }
}

extension WeightStatus {
    /// What the ledger decided about the day's weigh-in, in words.
    var words: String {
        switch self {
        case .used: "used"
        case .outlierOutsidePlausibleRange: "left out: outside the plausible range"
        case .outlierJumpFromNeighbours: "left out: a jump from the days around it"
        }
    }
}

extension BodyFatMeasurement.Method {
    /// The measuring method in words.
    var words: String {
        switch self {
        case .bioimpedance: "bioimpedance"
        case .dexa: "DEXA"
        case .skinfold: "skinfolds"
        case .circumference: "circumferences"
        case .airDisplacement: "air displacement"
        case .hydrostatic: "underwater weighing"
        case .visualEstimate: "visual estimate"
        }
    }
}

extension EnergyDensityRule {
    /// The rule for the energy in a kg of weight change, in words.
    var words: String {
        switch self {
        case .forbesPartition: "Forbes partition from body composition"
        case .fixed: "a fixed figure from the policy"
        }
    }
}

extension TrainingExperience {
    /// The training experience in words.
    var words: String {
        switch self {
        case .untrained: "no training experience"
        case .novice: "novice"
        case .intermediate: "intermediate"
        case .advanced: "advanced"
        }
    }
}

extension OfferedRecommendation.Kind {
    /// What the recommendation proposed, in words.
    var words: String {
        switch self {
        case .keep: "keep the target"
        case .adjust: "change the target"
        case .needsMoreEvidence: "validate days first"
        }
    }
}
