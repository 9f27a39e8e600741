/// What an output must say beside the target in force (or instead of its number): the caution
/// goes with the target into every output that shows or concerns it, in every format.
public enum TargetCaution: String, Sendable, CaseIterable, Equatable {
    /// The target in force is the engine's recommendation, but the person is manual-only now (an
    /// answer given since, or a BMI below the minimum at the trend weight): it is not the person's
    /// own, and the engine may no longer stand behind it.
    case recommendedTargetNeedsConfirmation
    /// The person's own target is below the intake floor: stored only with
    /// `--acknowledge-below-floor`, and it needs clinical direction.
    case belowIntakeFloor

    /// The cautions for `target` (nil: none in force) when the person's gate now is `gate` (nil:
    /// not known, e.g. without body data) and their intake floor is `floorKcalPerDay` (kcal/day;
    /// nil without body data).
    public static func cautions(for target: ActiveTarget?, gate: AutomationGate?, floorKcalPerDay: Double?)
        -> [TargetCaution]
    {
        cautions(
            for: target, manualOnlyNow: gate.map { !$0.allowsAutomatedNumbers } ?? false,
            floorKcalPerDay: floorKcalPerDay)
    }

    /// The same, given whether the person is manual-only now.
    public static func cautions(for target: ActiveTarget?, manualOnlyNow: Bool, floorKcalPerDay: Double?)
        -> [TargetCaution]
    {
        guard let target else { return [] }
        if target.source == .recommended { return manualOnlyNow ? [.recommendedTargetNeedsConfirmation] : [] }
        guard let floorKcalPerDay, target.kcalPerDay < floorKcalPerDay else { return [] }
        return [.belowIntakeFloor]
    }

    /// The sentence a person reads. It names neither the withheld target nor the floor: for a
    /// manual-only person the intake floor is one of the makings of automated numbers (METHOD §2).
    public var message: String {
        switch self {
        case .recommendedTargetNeedsConfirmation:
            "The target in force was recommended by the engine before the safety screen routed this person to manual "
                + "targets: it needs the person's own confirmation or a clinician's direction, and the engine no "
                + "longer adjusts it. To keep a target, start a new plan with the person's own ('plan new "
                + "--target-source manual --target KCAL')."
        case .belowIntakeFloor:
            "The person's own target is below the intake floor for their equations, stored only at their explicit "
                + "request (--acknowledge-below-floor): a target this low needs clinical direction."
        }
    }

    /// The cautions as JSON: `[{code, message}]`.
    public static func json(_ cautions: [TargetCaution]) -> JSONValue {
        .array(cautions.map { .object(["code": .string($0.rawValue), "message": .string($0.message)]) })
    }
}
