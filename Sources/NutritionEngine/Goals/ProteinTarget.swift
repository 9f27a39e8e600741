/// A daily protein range from grams per kg of a reference weight.
///
/// The reference weight is the current weight, or at BMI ≥ 30 (policy) the weight at BMI 25, so
/// that fat mass does not inflate the target. Source of the g/kg range: Morton RW et al. (2018),
/// Br J Sports Med 52:376-84 (benefit plateaus near 1.6 g/kg/day; upper 95 % CI bound 2.2).
public struct ProteinTarget: Sendable, Equatable {
    /// Citation for the g/kg range.
    package static let source =
        "Morton RW, Murphy KT, McKellar SR, et al. (2018) Br J Sports Med 52:376-84: resistance-training gains "
        + "plateau near 1.6 g/kg/day (95 % CI upper bound 2.2 g/kg/day)"

    /// The weight the g/kg factors multiply, kg.
    public var referenceWeightKg: Double
    /// Whether the reference weight is the weight at the reference BMI (high current BMI) rather than the current weight.
    public var referenceIsWeightAtReferenceBMI: Bool
    /// The g/kg/day range applied.
    var gramsPerKgPerDay: ClosedRange<Double>
    /// Low end, g/day.
    public var lowGramsPerDay: Double { gramsPerKgPerDay.lowerBound * referenceWeightKg }
    /// High end, g/day.
    public var highGramsPerDay: Double { gramsPerKgPerDay.upperBound * referenceWeightKg }

    /// The protein range for `person` under `policy`.
    public init(person: Person, policy: TargetPolicy) {
        let bmi = BodyMassIndex(weightKg: person.weightKg, heightCm: person.heightCm)
        referenceIsWeightAtReferenceBMI = !bmi.isBelow(policy.proteinReferenceWeightBMIThresholdKgPerM2)
        referenceWeightKg =
            referenceIsWeightAtReferenceBMI
            ? BodyMassIndex.weightKg(atBMI: policy.proteinReferenceBMIKgPerM2, heightCm: person.heightCm)
            : person.weightKg
        gramsPerKgPerDay = policy.proteinGramsPerKgPerDay
    }
}
