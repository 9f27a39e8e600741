/// Where the active calorie target came from.
public enum TargetSource: String, Sendable, CaseIterable, Equatable {
    /// The engine's recommendation, accepted by the person (or the initial recommendation).
    case recommended
    /// The person's own number in place of a recommendation, after the floor and cap checks.
    case edited
    /// A target the person set themselves; it gets no automated adjustments.
    case manual
}

/// The target in force, with its source.
public struct ActiveTarget: Sendable, Equatable {
    /// Daily target, kcal/day.
    public var kcalPerDay: Double
    /// Where it came from.
    public var source: TargetSource

    /// The targets a plan document may hold, kcal/day: the reader refuses others, so every writer
    /// (a decision, a new plan) refuses them first.
    public static let storableKcalPerDay: ClosedRange<Double> = 0...20_000

    /// A target of `kcalPerDay` kcal/day from `source`.
    public init(kcalPerDay: Double, source: TargetSource) {
        self.kcalPerDay = kcalPerDay
        self.source = source
    }
}

extension ActiveTarget {
    /// The target as a statement line shows it ("1930 kcal/day (recommended)", or "none"): a
    /// recommended target is an automated number, so it is withheld when `gate` allows none (the
    /// person is manual-only now) and marked as needing the person's confirmation or a clinician's
    /// direction; a manual or edited target is the person's own and always shown, with the
    /// clinical-direction sentence when it is below the intake floor `floorKcalPerDay` (kcal/day).
    public static func statement(_ target: ActiveTarget?, gate: AutomationGate?, floorKcalPerDay: Double? = nil)
        -> String
    {
        statement(
            target, manualOnlyNow: gate.map { !$0.allowsAutomatedNumbers } ?? false, floorKcalPerDay: floorKcalPerDay)
    }

    /// The same, given whether the person is manual-only now.
    public static func statement(_ target: ActiveTarget?, manualOnlyNow: Bool, floorKcalPerDay: Double?) -> String {
        guard let target else { return "none" }
        let cautions = TargetCaution.cautions(
            for: target, manualOnlyNow: manualOnlyNow, floorKcalPerDay: floorKcalPerDay)
        let note = cautions.map { " " + $0.message }.joined()
        if cautions.contains(.recommendedTargetNeedsConfirmation) {
            return "withheld (an automated target; the safety screen now routes this person to manual targets).\(note)"
        }
        return "\(JSONWriter.format(target.kcalPerDay)) kcal/day (\(target.source.rawValue))"
            + (note.isEmpty ? "" : ";\(note)")
    }
}
