/// Whether the engine may give this person any automated number, and why not.
///
/// Manual-only is a fact about a real person, not an input error: `recommend` answers it with
/// exit 0 and a result that holds no automated number at all.
public struct Eligibility: Sendable, Equatable {
    /// The two outcomes.
    public enum Status: String, Sendable {
        case eligible, manualOnly
    }

    /// Why a person is manual-only; stable codes that product tools match on.
    public enum ReasonCode: String, Sendable, CaseIterable {
        /// A screen question was answered yes (`question` names it).
        case screenAnswerYes
        /// One or more screen questions were not answered (`questions` lists them).
        case screenIncomplete
        /// Age below the policy minimum (19 y: the adult equations).
        case ageUnderMinimum
        /// Age above the policy maximum (100 y).
        case ageOverMaximum
        /// Current BMI below the policy minimum (18.5 kg/m²).
        case bmiBelowMinimum
        /// Height or weight outside the range the adult equations were derived for.
        case outsideEquationDomain
    }

    /// One reason, with a plain sentence that contains no computed number.
    public struct Reason: Sendable, Equatable {
        /// Stable code.
        public var code: ReasonCode
        /// The screen questions concerned (for `screenAnswerYes` and `screenIncomplete`).
        public var questions: [SafetyQuestion]
        /// Plain, neutral sentence.
        public var message: String
    }

    /// Eligible or manual-only.
    public var status: Status { reasons.isEmpty ? .eligible : .manualOnly }
    /// Every reason found (empty when eligible), in a fixed order.
    public var reasons: [Reason]

    /// Assesses `person` with `screen` (nil when the document has no screen) under `policy`.
    public init(person: Person, screen: SafetyScreen?, policy: SafetyPolicy) {
        let screen = screen ?? SafetyScreen()
        var reasons: [Reason] = screen.yesAnswers.map { question in
            Reason(
                code: .screenAnswerYes, questions: [question],
                message:
                    "The safety screen reports \(question.plainName). Targets for this situation need a clinician, "
                    + "so the engine gives no automated number."
            )
        }
        if !screen.missingAnswers.isEmpty {
            reasons.append(
                Reason(
                    code: .screenIncomplete, questions: screen.missingAnswers,
                    message:
                        "The safety screen is incomplete (unanswered: "
                        + "\(screen.missingAnswers.map(\.rawValue).joined(separator: ", "))). An unanswered "
                        + "question is not a pass, so the engine gives no automated number."
                ))
        }
        if person.ageYears < policy.minimumAgeYears {
            reasons.append(
                Reason(
                    code: .ageUnderMinimum, questions: [],
                    message:
                        "The person is younger than \(JSONWriter.format(policy.minimumAgeYears)) years. The adult "
                        + "equations do not apply, so the engine gives no automated number."
                ))
        }
        if person.ageYears > policy.maximumAgeYears {
            reasons.append(
                Reason(
                    code: .ageOverMaximum, questions: [],
                    message:
                        "The person is older than \(JSONWriter.format(policy.maximumAgeYears)) years, beyond the "
                        + "data the equations rest on, so the engine gives no automated number."
                ))
        }
        if BodyMassIndex(weightKg: person.weightKg, heightCm: person.heightCm).isBelow(policy.minimumBMIKgPerM2) {
            reasons.append(
                Reason(
                    code: .bmiBelowMinimum, questions: [],
                    message:
                        "The current BMI is below \(JSONWriter.format(policy.minimumBMIKgPerM2)) kg/m². Calorie "
                        + "targets at this weight need a clinician, so the engine gives no automated number."
                ))
        }
        if !EquationDomain.heightCm.contains(person.heightCm) || !EquationDomain.weightKg.contains(person.weightKg) {
            reasons.append(
                Reason(
                    code: .outsideEquationDomain, questions: [],
                    message:
                        "Height or weight lies outside the range the adult equations were derived for (height "
                        + "\(JSONWriter.format(EquationDomain.heightCm.lowerBound))-"
                        + "\(JSONWriter.format(EquationDomain.heightCm.upperBound)) cm, weight "
                        + "\(JSONWriter.format(EquationDomain.weightKg.lowerBound))-"
                        + "\(JSONWriter.format(EquationDomain.weightKg.upperBound)) kg), so the engine gives no "
                        + "automated number."
                ))
        }
        self.reasons = reasons
    }
}
