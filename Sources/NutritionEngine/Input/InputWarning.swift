/// Something a document holds that is allowed but needs the person's attention: the command runs,
/// and the CLI says it on standard error and in its JSON `warnings` (present only when there is
/// any); Markdown pages list it under Notes. Two kinds: an input that looks mistyped (a weight in
/// pounds given as kilograms), and a caution on the target in force (`TargetCaution`), which every
/// later output carries.
public struct InputWarning: Sendable, Equatable {
    /// Stable codes.
    public enum Code: String, Sendable, CaseIterable {
        /// `person.weightKg` gives a BMI above `PoundsCheck.implausibleAboveBMIKgPerM2` while the
        /// same number read as pounds gives one within `PoundsCheck.ordinaryBMIKgPerM2`.
        case weightLooksLikePounds
        /// `TargetCaution.recommendedTargetNeedsConfirmation` on the plan's target in force.
        case recommendedTargetNeedsConfirmation
        /// `TargetCaution.belowIntakeFloor` on the plan's target in force.
        case targetBelowIntakeFloor
    }

    /// Where in the document.
    public var path: JSONPointer
    /// Stable code.
    public var code: Code
    /// Plain words; a number in it is the person's own input or a stated threshold, never a
    /// figure computed for them (a manual-only result carries warnings too).
    public var message: String

    /// A warning at `path`.
    public init(path: JSONPointer, code: Code, message: String) {
        self.path = path
        self.code = code
        self.message = message
    }

    /// `path: warning code: message`, as standard error shows it after the file name.
    public var line: String {
        "\(path.tokens.isEmpty ? "/" : path.description): warning \(code.rawValue): \(message)"
    }

    /// `{path, code, message}`.
    public var json: JSONValue {
        .object(["path": .string(path.description), "code": .string(code.rawValue), "message": .string(message)])
    }

    /// The thresholds of the pounds check: not policy (they shape no number, only whether to ask).
    enum PoundsCheck {
        /// A BMI above this (kg/m²) is beyond almost every adult (WHO class III starts at 40).
        static let implausibleAboveBMIKgPerM2 = 50.0
        /// The same number read as pounds gives a BMI in this range (kg/m²): an ordinary adult.
        static let ordinaryBMIKgPerM2: Range<Double> = 18.5..<40
    }

    /// The pounds check for a weight given as `weightKg` kg at `heightCm` cm; nil when it does not apply.
    static func poundsCheck(weightKg: Double, heightCm: Double) -> InputWarning? {
        let asKilograms = BodyMassIndex(weightKg: weightKg, heightCm: heightCm)
        let asPounds = BodyMassIndex(weightKg: weightKg * UnitConversion.kilogramsPerPound, heightCm: heightCm)
        let ordinary = PoundsCheck.ordinaryBMIKgPerM2
        guard asKilograms.comparedKgPerM2 > PoundsCheck.implausibleAboveBMIKgPerM2,
            !asPounds.isBelow(ordinary.lowerBound), asPounds.isBelow(ordinary.upperBound)
        else { return nil }
        let weight = JSONWriter.format(weightKg)
        let converted = JSONWriter.format((weightKg * UnitConversion.kilogramsPerPound).roundedTo(0.01))
        return InputWarning(
            path: JSONPointer("/person/weightKg"), code: .weightLooksLikePounds,
            message:
                "weightKg \(weight) at \(JSONWriter.format(heightCm)) cm is a BMI above "
                + "\(JSONWriter.format(PoundsCheck.implausibleAboveBMIKgPerM2)) kg/m², beyond almost every adult, "
                + "while \(weight) lb (\(converted) kg) would be an ordinary one "
                + "(\(JSONWriter.format(ordinary.lowerBound)) to \(JSONWriter.format(ordinary.upperBound)) kg/m²); "
                + "if the scale reads pounds, give the weight as weightLb. The numbers here use \(weight) kg, as "
                + "given."
        )
    }

    /// Every warning for `document` under `policy`, as of its evaluation day: what the reader
    /// found, then the cautions on the plan's target in force (the screen re-run at the trend
    /// weight; an absent screen is not asked, as in the measuring commands).
    public static func list(for document: InputDocument, policy: Policy) -> [InputWarning] {
        var warnings = document.warnings
        guard let person = document.person, let target = document.plan?.activeTarget else { return warnings }
        let gate = SafetyNow(document: document, person: person, absentScreen: .notAsked, policy: policy).gate
        let cautions = TargetCaution.cautions(
            for: target, gate: gate, floorKcalPerDay: policy.target.intakeFloorKcalPerDay(person.equationSex))
        for caution in cautions {
            let code: Code =
                switch caution {
                case .recommendedTargetNeedsConfirmation: .recommendedTargetNeedsConfirmation
                case .belowIntakeFloor: .targetBelowIntakeFloor
                }
            warnings.append(InputWarning(path: JSONPointer("/plan/activeTarget"), code: code, message: caution.message))
        }
        return warnings
    }
}

extension InputWarning {
    /// `report` with `warnings` as its `warnings` member (unchanged when there is none).
    package static func json(_ report: JSONValue, _ warnings: [InputWarning]) -> JSONValue {
        guard !warnings.isEmpty, var members = report.objectValue else { return report }
        members["warnings"] = .array(warnings.map(\.json))
        return .object(members)
    }
}
