/// The destination check: whether the goal's landing (and, for Lose, its rate) is allowed.
///
/// A refusal is a result, not an error: the output says why in stable codes and plain sentences,
/// and for Lose names the lowest landing weight the policy allows.
public struct Destination: Sendable, Equatable {
    /// Accepted, or refused with reasons.
    public enum Status: String, Sendable {
        case accepted, rejected
    }

    /// Why a destination is refused; stable codes that product tools match on.
    public enum ReasonCode: String, Sendable, CaseIterable {
        /// Lose: the landing weight is not below the current weight.
        case landingNotBelowCurrentWeight
        /// Lose: the landing weight's BMI is below the policy minimum.
        case landingBelowMinimumBMI
        /// Lose: the requested rate is outside the allowed range.
        case rateOutsideAllowedRange
        /// Maintain: the landing weight is more than the tolerance away from the current weight.
        case maintainLandingDiffers
        /// Gain: the landing weight is not above the current weight.
        case landingNotAboveCurrentWeight
        /// Recomposition: a landing body-fat value is not accepted until clinical bounds are approved.
        case recompositionLandingNotYetAccepted
        /// Recomposition: a landing body-fat value would need a current body-fat estimate.
        case currentBodyFatNeeded
    }

    /// One reason for a refusal.
    public struct Reason: Sendable, Equatable {
        /// Stable code.
        public var code: ReasonCode
        /// Plain, neutral sentence.
        public var message: String
    }

    /// The goal checked.
    public var kind: Goal.Kind
    /// The person's current weight, kg.
    var currentWeightKg: Double
    /// The landing weight in kg: as requested for Lose and Gain; the current weight for an accepted
    /// Maintain (the destination is locked there); nil for Recomposition.
    public var landingWeightKg: Double?
    /// The lowest landing weight a Lose goal may have (BMI at the policy minimum for the person's
    /// age), kg; nil for other goals.
    public var lowestAllowedLandingWeightKg: Double?
    /// The rate of loss used, % of body weight per week (Lose only; the default when none was given).
    public var ratePercentPerWeek: Double?
    /// Whether `ratePercentPerWeek` is the policy default because the goal gave none.
    var rateIsDefault: Bool
    /// Every reason for a refusal (empty when accepted).
    public var reasons: [Reason]
    /// Plain notes that do not refuse the destination.
    public var notes: [String]

    /// Accepted when there is no reason to refuse.
    public var status: Status { reasons.isEmpty ? .accepted : .rejected }

    /// Checks `goal` for `person` under `policy`.
    public init(goal: Goal, person: Person, policy: TargetPolicy) {
        kind = goal.kind
        currentWeightKg = person.weightKg
        landingWeightKg = goal.landingWeightKg
        lowestAllowedLandingWeightKg = nil
        ratePercentPerWeek = nil
        rateIsDefault = false
        reasons = []
        notes = []
        let current = Self.kg(person.weightKg)
        switch goal.kind {
        case .lose:
            let floorBMI = policy.landingMinimumBMIKgPerM2(ageYears: person.ageYears)
            let lowest = BodyMassIndex.weightKg(atBMI: floorBMI, heightCm: person.heightCm)
            let floorRule =
                floorBMI == policy.landingMinimumBMIKgPerM2
                ? ""
                : " (the floor from age \(JSONWriter.format(policy.olderAdultFromAgeYears)): BMI below \(JSONWriter.format(floorBMI)) is low at that age, GLIM 2019)"
            lowestAllowedLandingWeightKg = lowest
            let rate = goal.ratePercentPerWeek ?? policy.defaultLossRatePercentPerWeek
            ratePercentPerWeek = rate
            rateIsDefault = goal.ratePercentPerWeek == nil
            if let landing = goal.landingWeightKg {
                if landing >= person.weightKg {
                    reasons.append(
                        Reason(
                            code: .landingNotBelowCurrentWeight,
                            message:
                                "A Lose landing weight must be below the current weight (\(current) kg); \(Self.kg(landing)) kg is not. Choose Maintain or Gain, or a lower landing weight."
                        ))
                } else if BodyMassIndex(weightKg: landing, heightCm: person.heightCm).isBelow(floorBMI) {
                    let allowed =
                        Self.ceilingKg(lowest) < person.weightKg
                        ? "The lowest landing weight allowed is \(Self.kg(Self.ceilingKg(lowest))) kg."
                        : "The current weight is already at or below the lowest allowed landing weight (\(Self.kg(Self.ceilingKg(lowest))) kg), so no loss is offered. Choose Maintain."
                    reasons.append(
                        Reason(
                            code: .landingBelowMinimumBMI,
                            message:
                                "A landing weight of \(Self.kg(landing)) kg gives a BMI below \(JSONWriter.format(floorBMI)) kg/m² at this height\(floorRule). \(allowed)"
                        ))
                }
            }
            if !policy.allowedLossRatePercentPerWeek.contains(rate) {
                reasons.append(
                    Reason(
                        code: .rateOutsideAllowedRange,
                        message:
                            "A rate of \(JSONWriter.format(rate)) % of body weight per week is outside the allowed \(JSONWriter.format(policy.allowedLossRatePercentPerWeek.lowerBound)) to \(JSONWriter.format(policy.allowedLossRatePercentPerWeek.upperBound)) % per week. Choose a rate in that range."
                    ))
            }
        case .maintain:
            if let landing = goal.landingWeightKg, abs(landing - person.weightKg) > policy.maintainLandingToleranceKg {
                reasons.append(
                    Reason(
                        code: .maintainLandingDiffers,
                        message:
                            "Maintain keeps the current weight (\(current) kg); a landing weight of \(Self.kg(landing)) kg is more than \(JSONWriter.format(policy.maintainLandingToleranceKg)) kg away. Choose Lose or Gain to move toward it."
                    ))
            } else {
                landingWeightKg = person.weightKg
                if goal.landingWeightKg != nil {
                    notes.append("The landing weight is locked to the current weight (\(current) kg) for Maintain.")
                }
            }
        case .gain:
            if let landing = goal.landingWeightKg, landing <= person.weightKg {
                reasons.append(
                    Reason(
                        code: .landingNotAboveCurrentWeight,
                        message:
                            "A Gain landing weight must be above the current weight (\(current) kg); \(Self.kg(landing)) kg is not. Choose Maintain or Lose, or a higher landing weight."
                    ))
            }
        case .recomposition:
            landingWeightKg = nil
            if goal.landingBodyFatPercent != nil {
                reasons.append(
                    Reason(
                        code: .recompositionLandingNotYetAccepted,
                        message:
                            "A landing body-fat percentage is not accepted until clinical bounds for it are approved. Use \"set later\" (landingDeferred) for now."
                    ))
                if person.bodyFatPercent == nil {
                    reasons.append(
                        Reason(
                            code: .currentBodyFatNeeded,
                            message:
                                "A landing body-fat percentage also needs a current body-fat estimate, which the person has not given."
                        ))
                }
            } else {
                notes.append("The landing body-fat percentage is set later; it will be a progress reference only.")
                if person.bodyFatPercent == nil {
                    notes.append(
                        "A current body-fat estimate is needed before a landing body-fat value can be accepted later.")
                }
            }
        }
        if goal.kind != .lose, goal.ratePercentPerWeek != nil {
            notes.append("ratePercentPerWeek applies to Lose only and was not used for \(goal.kind.rawValue).")
        }
    }

    /// A kg value as written in sentences (0.01 kg).
    static func kg(_ value: Double) -> String { JSONWriter.format(value.roundedTo(OutputPrecision.kg)) }

    /// `value` rounded up to 0.01 kg, so that a stated lowest allowed weight is itself allowed.
    public static func ceilingKg(_ value: Double) -> Double {
        let hundredths = value * 100
        // Tolerate binary noise so that e.g. 53.46 does not become 53.47.
        return ((hundredths - 1e-9).rounded(.up)) / 100
    }
}
