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
        /// Gain: the landing weight's BMI is not below the policy ceiling.
        case landingAboveMaximumBMI
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
    /// The lowest landing weight a Lose goal may have, at 0.01 kg: the least weight whose BMI, as
    /// stated at 0.01 kg/m², is at the floor for the person's age (so it is itself accepted and
    /// 0.01 kg less is not); nil for other goals.
    public var lowestAllowedLandingWeightKg: Double?
    /// The same in pounds at 0.01 lb (for a goal given in pounds); nil for other goals.
    public var lowestAllowedLandingWeightLb: Double?
    /// The highest landing weight a Gain goal may have, at 0.01 kg: the greatest weight whose BMI,
    /// as stated, is below the policy ceiling; nil for other goals.
    public var highestAllowedLandingWeightKg: Double?
    /// The same in pounds at 0.01 lb; nil for other goals.
    public var highestAllowedLandingWeightLb: Double?
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
        lowestAllowedLandingWeightLb = nil
        highestAllowedLandingWeightKg = nil
        highestAllowedLandingWeightLb = nil
        ratePercentPerWeek = nil
        rateIsDefault = false
        reasons = []
        notes = []
        let current = Self.kg(person.weightKg)
        switch goal.kind {
        case .lose:
            let floorBMI = policy.landingMinimumBMIKgPerM2(ageYears: person.ageYears)
            let lowest = BodyMassIndex.lowestWeight(statedAtLeast: floorBMI, heightCm: person.heightCm)
            lowestAllowedLandingWeightKg = lowest
            lowestAllowedLandingWeightLb = BodyMassIndex.lowestWeight(
                statedAtLeast: floorBMI, heightCm: person.heightCm, kilogramsPerUnit: UnitConversion.kilogramsPerPound)
            let allowedRates = policy.allowedLossRatePercentPerWeek(ageYears: person.ageYears)
            let rate = goal.ratePercentPerWeek ?? policy.defaultLossRatePercentPerWeek(ageYears: person.ageYears)
            ratePercentPerWeek = rate
            rateIsDefault = goal.ratePercentPerWeek == nil
            if let landing = goal.landingWeightKg {
                if landing >= person.weightKg {
                    reasons.append(
                        Reason(
                            code: .landingNotBelowCurrentWeight,
                            message:
                                "A Lose landing weight must be below the current weight (\(current) kg); "
                                + "\(Self.kg(landing)) kg is not. Choose Maintain or Gain, or a lower landing "
                                + "weight."
                        ))
                } else if BodyMassIndex(weightKg: landing, heightCm: person.heightCm).isBelow(floorBMI) {
                    let allowed =
                        lowest < person.weightKg
                        ? "The lowest landing weight allowed is \(Self.kg(lowest)) kg."
                        : "The current weight is already at or below the lowest allowed landing weight "
                            + "(\(Self.kg(lowest)) kg), so no loss is offered. Choose Maintain."
                    reasons.append(
                        Reason(
                            code: .landingBelowMinimumBMI,
                            message:
                                "A landing weight of \(Self.kg(landing)) kg gives a BMI below "
                                + "\(JSONWriter.format(floorBMI)) kg/m² at this "
                                + "height\(Self.floorRule(floorBMI, ageYears: person.ageYears, policy: policy)). "
                                + "\(allowed)"
                        ))
                }
            }
            if !allowedRates.contains(rate) {
                let olderAdult =
                    allowedRates.upperBound < policy.allowedLossRatePercentPerWeek.upperBound
                    ? " for a person aged \(JSONWriter.format(policy.olderAdultRateFromAgeYears)) or older (only "
                        + "moderate energy restriction at that age, ESPEN 2019; pending clinical approval)"
                    : ""
                reasons.append(
                    Reason(
                        code: .rateOutsideAllowedRange,
                        message:
                            "A rate of \(JSONWriter.format(rate)) % of body weight per week is outside the allowed "
                            + "\(JSONWriter.format(allowedRates.lowerBound)) to "
                            + "\(JSONWriter.format(allowedRates.upperBound)) % per week\(olderAdult). Choose a "
                            + "rate in that range."
                    ))
            }
        case .maintain:
            if let landing = goal.landingWeightKg,
                TypedDecimal.differ(landing, person.weightKg, byMoreThan: policy.maintainLandingToleranceKg)
            {
                reasons.append(
                    Reason(
                        code: .maintainLandingDiffers,
                        message:
                            "Maintain keeps the current weight (\(current) kg); a landing weight of "
                            + "\(Self.kg(landing)) kg is more than "
                            + "\(JSONWriter.format(policy.maintainLandingToleranceKg)) kg away. Choose Lose or "
                            + "Gain to move toward it."
                    ))
            } else {
                landingWeightKg = person.weightKg
                if goal.landingWeightKg != nil {
                    notes.append("The landing weight is locked to the current weight (\(current) kg) for Maintain.")
                }
            }
        case .gain:
            let ceilingBMI = policy.gainLandingCeilingBMIKgPerM2
            let highest = BodyMassIndex.highestWeight(statedBelow: ceilingBMI, heightCm: person.heightCm)
            highestAllowedLandingWeightKg = highest
            highestAllowedLandingWeightLb = BodyMassIndex.highestWeight(
                statedBelow: ceilingBMI, heightCm: person.heightCm, kilogramsPerUnit: UnitConversion.kilogramsPerPound)
            if let landing = goal.landingWeightKg, landing <= person.weightKg {
                reasons.append(
                    Reason(
                        code: .landingNotAboveCurrentWeight,
                        message:
                            "A Gain landing weight must be above the current weight (\(current) kg); "
                            + "\(Self.kg(landing)) kg is not. Choose Maintain or Lose, or a higher landing weight."
                    ))
            } else if let landing = goal.landingWeightKg,
                !BodyMassIndex(weightKg: landing, heightCm: person.heightCm).isBelow(ceilingBMI)
            {
                let allowed =
                    highest > person.weightKg
                    ? "The highest landing weight allowed is \(Self.kg(highest)) kg."
                    : "The current weight is already at or above the highest allowed landing weight "
                        + "(\(Self.kg(highest)) kg), so no gain is offered. Choose Maintain."
                reasons.append(
                    Reason(
                        code: .landingAboveMaximumBMI,
                        message:
                            "A landing weight of \(Self.kg(landing)) kg gives a BMI of "
                            + "\(JSONWriter.format(ceilingBMI)) kg/m² or more at this height: an automated Gain "
                            + "plan does not aim into the WHO obesity classes (pending clinical approval). "
                            + "\(allowed)"
                    ))
            }
        case .recomposition:
            landingWeightKg = nil
            if goal.landingBodyFatPercent != nil {
                reasons.append(
                    Reason(
                        code: .recompositionLandingNotYetAccepted,
                        message:
                            "A landing body-fat percentage is not accepted until clinical bounds for it are "
                            + "approved. Use \"set later\" (landingDeferred) for now."
                    ))
                if person.bodyFatPercent == nil {
                    reasons.append(
                        Reason(
                            code: .currentBodyFatNeeded,
                            message:
                                "A landing body-fat percentage also needs a current body-fat estimate, which the "
                                + "person has not given."
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

    /// Where the floor `floorBMI` comes from, for the refusal sentence ("" for the general floor).
    static func floorRule(_ floorBMI: Double, ageYears: Double, policy: TargetPolicy) -> String {
        guard floorBMI != policy.landingMinimumBMIKgPerM2 else { return "" }
        let older = JSONWriter.format(policy.olderAdultLandingMinimumBMIKgPerM2)
        let from = JSONWriter.format(policy.olderAdultFromAgeYears)
        guard ageYears < policy.olderAdultFromAgeYears else {
            return " (the floor from age \(from): BMI below \(older) is low at that age, GLIM 2019)"
        }
        return
            " (the floor at age \(JSONWriter.format(ageYears)): it rises from "
            + "\(JSONWriter.format(policy.landingMinimumBMIKgPerM2)) at "
            + "\(JSONWriter.format(policy.olderAdultFloorRiseFromAgeYears)) y to \(older) at \(from) y, where GLIM "
            + "2019 treats BMI below \(older) as low; pending clinical approval)"
    }
}
