/// One question of the onboarding safety screen. A `true` answer to any of them, or no answer,
/// means the person gets no automated number (manual-only).
public enum SafetyQuestion: String, Sendable, CaseIterable, Hashable {
    case pregnant, lactating, eatingDisorder, type1Diabetes, glucoseLoweringMedication, chronicKidneyDisease
    case otherConditionUnderCare

    /// The condition in plain words, for reasons and Markdown ("pregnancy", ...).
    var plainName: String {
        switch self {
        case .pregnant: "pregnancy"
        case .lactating: "breastfeeding"
        case .eatingDisorder: "an eating disorder, now or in the past"
        case .type1Diabetes: "type 1 diabetes"
        case .glucoseLoweringMedication: "medication that lowers blood glucose"
        case .chronicKidneyDisease: "chronic kidney disease"
        case .otherConditionUnderCare: "another condition under medical care"
        }
    }
}
