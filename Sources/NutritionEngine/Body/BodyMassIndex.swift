import Foundation

/// Body mass index and its WHO adult class.
///
/// Every rule compares the BMI **as stated**: rounded half away from zero to 0.01 kg/m² in decimal
/// arithmetic on the weight and height as given (`TypedDecimal`), against limits that are
/// themselves stated at 0.01 kg/m². So the value a person reads (18.50) is the value the rules
/// decided on, at every boundary: 47.36 kg at 160 cm (18.5 exactly) is not below 18.5, 47.3472 kg
/// (18.495) is stated 18.50 and is not below it either, and 47.3471 kg (18.49496…) is 18.49.
public struct BodyMassIndex: Sendable, Equatable {
    /// BMI in kg/m²: weight (kg) divided by the square of height (m), in binary arithmetic (for
    /// equations that take BMI as a continuous input, e.g. Jackson 2002).
    public var kgPerM2: Double
    /// The weight and height it was computed from, kg and cm.
    private var weightKg: Double
    private var heightCm: Double

    /// The BMI of a person `weightKg` kg heavy and `heightCm` cm tall.
    public init(weightKg: Double, heightCm: Double) {
        let heightM = heightCm / 100
        kgPerM2 = weightKg / (heightM * heightM)
        self.weightKg = weightKg
        self.heightCm = heightCm
    }

    /// The precision BMI is stated and compared at, kg/m².
    static let comparisonStepKgPerM2 = 0.01

    /// The BMI every rule compares, kg/m²: the exact value rounded half away from zero to 0.01.
    public var comparedKgPerM2: Double { Double(statedHundredths) / 100 }

    /// The stated BMI in hundredths of a kg/m²: round(weight · 10⁶ / height²) on the typed decimals,
    /// in whole numbers when they fit 64 bits (`statedHundredthsInIntegers`), else in `Decimal`.
    var statedHundredths: Int {
        Self.statedHundredthsInIntegers(weightKg: weightKg, heightCm: heightCm) ?? statedHundredthsInDecimal
    }

    /// round(W · 10^(6 + 2b) / (10^a · H²)), halves up, for weight W / 10^a kg and height H / 10^b cm
    /// as typed: exactly the decimal rule's value, as an integer quotient and remainder; nil when a
    /// product does not fit 64 bits (the numerator 128) or for a value that is not positive.
    /// The common powers of ten cancel first: W · 10^(6 + 2b − a) / H² when 6 + 2b ≥ a, else
    /// W / (H² · 10^(a − 6 − 2b)), the same quotient. So a trend weight, a computed double with 15–17
    /// digits (a = 13–15), fits too: its 10^a no longer multiplies a denominator already holding H²
    /// (issue 25: 56 K instructions a call in `Decimal`).
    /// Equal to `statedHundredthsInDecimal` (BMIIntegerAgreementTests, BMILongDecimalAgreementTests):
    /// the denominator is below 2⁶⁴, so an exact quotient that is not a half lies at least 2⁻⁶⁵ from
    /// one, far beyond the 38 digits `Decimal` divides to.
    static func statedHundredthsInIntegers(weightKg: Double, heightCm: Double) -> Int? {
        guard let weight = TypedDecimal.scaled(weightKg), let height = TypedDecimal.scaled(heightCm) else {
            return nil
        }
        let exponent = 6 + 2 * height.scale - weight.scale
        let (square, squareOverflow) = height.significand.multipliedReportingOverflow(by: height.significand)
        guard !squareOverflow, let power = TypedDecimal.powerOfTen(abs(exponent)) else { return nil }
        let numerator: (high: UInt64, low: UInt64)
        let denominator: UInt64
        if exponent >= 0 {
            numerator = weight.significand.multipliedFullWidth(by: power)
            denominator = square
        } else {
            let (scaled, overflow) = square.multipliedReportingOverflow(by: power)
            guard !overflow else { return nil }
            numerator = (0, weight.significand)
            denominator = scaled
        }
        guard numerator.high < denominator else { return nil }
        let (quotient, remainder) = denominator.dividingFullWidth(numerator)
        let rounded = remainder >= denominator - remainder ? quotient + 1 : quotient
        return rounded <= UInt64(Int.max) ? Int(rounded) : nil
    }

    /// The first integer path, kept as a second reference: round(W · 10^(6 + 2b) / (10^a · H²))
    /// without cancelling the powers of ten, so nil for most trend weights.
    static func statedHundredthsInIntegersUncancelled(weightKg: Double, heightCm: Double) -> Int? {
        guard let weight = TypedDecimal.scaled(weightKg), let height = TypedDecimal.scaled(heightCm),
            let up = TypedDecimal.powerOfTen(6 + 2 * height.scale), let down = TypedDecimal.powerOfTen(weight.scale)
        else { return nil }
        let (square, squareOverflow) = height.significand.multipliedReportingOverflow(by: height.significand)
        let (denominator, overflow) = square.multipliedReportingOverflow(by: down)
        guard !squareOverflow, !overflow else { return nil }
        let numerator = weight.significand.multipliedFullWidth(by: up)
        guard numerator.high < denominator else { return nil }
        let (quotient, remainder) = denominator.dividingFullWidth(numerator)
        let rounded = remainder >= denominator - remainder ? quotient + 1 : quotient
        return rounded <= UInt64(Int.max) ? Int(rounded) : nil
    }

    /// The reference: the stated BMI in hundredths in `Decimal` arithmetic.
    var statedHundredthsInDecimal: Int {
        guard let weight = TypedDecimal.of(weightKg), let height = TypedDecimal.of(heightCm), height > 0 else {
            return Int((kgPerM2 * 100).rounded(.toNearestOrAwayFromZero))
        }
        let hundredths = TypedDecimal.roundedToWhole(weight * 1_000_000 / (height * height))
        return NSDecimalNumber(decimal: hundredths).intValue
    }

    /// `limitKgPerM2` as a rule states it: rounded half away from zero to 0.01 kg/m², in hundredths.
    static func hundredths(_ limitKgPerM2: Double) -> Int {
        Int((limitKgPerM2 * 100).rounded(.toNearestOrAwayFromZero))
    }

    /// Whether this BMI, as stated at 0.01 kg/m², is below `limitKgPerM2` (itself stated at 0.01).
    public func isBelow(_ limitKgPerM2: Double) -> Bool { statedHundredths < Self.hundredths(limitKgPerM2) }

    /// The weight in kilograms at which a person `heightCm` cm tall has a BMI of `kgPerM2`.
    public static func weightKg(atBMI kgPerM2: Double, heightCm: Double) -> Double {
        let heightM = heightCm / 100
        return kgPerM2 * heightM * heightM
    }

    /// The least weight, in units of `kilogramsPerUnit` kg, whose BMI at `heightCm` is stated at or
    /// above `limitKgPerM2`: (limit − 0.005) × height² exactly (a stated BMI is at least the
    /// limit exactly when the exact BMI is at least the limit less half a hundredth).
    static func thresholdWeight(limitKgPerM2: Double, heightCm: Double, kilogramsPerUnit: Double) -> Decimal? {
        guard let height = TypedDecimal.of(heightCm), let unit = TypedDecimal.of(kilogramsPerUnit), unit > 0 else {
            return nil
        }
        let limit = (Decimal(hundredths(limitKgPerM2)) - Decimal(5) / 10) / 100
        return limit * height * height / 10_000 / unit
    }

    /// ⌈100 × threshold weight⌉ in whole numbers: ⌈(2L − 1) · H² · 10^c / (2 · 10^(2b + 4) · U)⌉ for the
    /// limit L hundredths of a kg/m², height H / 10^b cm and unit U / 10^c kg as typed; nil when a
    /// product does not fit (the numerator 128 bits, the rest 64) or the limit is not positive.
    /// Equal to the `Decimal` rule's ⌈100 × `thresholdWeight`⌉ (BMIIntegerAgreementTests).
    static func thresholdHundredthsInIntegers(limitKgPerM2: Double, heightCm: Double, kilogramsPerUnit: Double)
        -> Int?
    {
        let limit = hundredths(limitKgPerM2)
        guard limit > 0, let height = TypedDecimal.scaled(heightCm), let unit = TypedDecimal.scaled(kilogramsPerUnit),
            let up = TypedDecimal.powerOfTen(unit.scale), let down = TypedDecimal.powerOfTen(2 * height.scale + 4)
        else { return nil }
        let (square, squareOverflow) = height.significand.multipliedReportingOverflow(by: height.significand)
        let (scaled, scaledOverflow) = square.multipliedReportingOverflow(by: UInt64(2 * limit - 1))
        let (twice, twiceOverflow) = down.multipliedReportingOverflow(by: 2)
        let (denominator, overflow) = twice.multipliedReportingOverflow(by: unit.significand)
        guard !squareOverflow, !scaledOverflow, !twiceOverflow, !overflow else { return nil }
        let numerator = scaled.multipliedFullWidth(by: up)
        guard numerator.high < denominator else { return nil }
        let (quotient, remainder) = denominator.dividingFullWidth(numerator)
        let ceiling = remainder > 0 ? quotient + 1 : quotient
        // Beyond 2⁵³ a hundredth count is no longer an exact double.
        return ceiling < 1 << 53 ? Int(ceiling) : nil
    }

    /// The lowest weight at 0.01 of a unit (kg by default, or lb with `kilogramsPerUnit` 0.45359237)
    /// whose BMI at `heightCm` is stated at or above `limitKgPerM2`: the lowest such weight a
    /// sentence can name, and it is itself accepted.
    public static func lowestWeight(
        statedAtLeast limitKgPerM2: Double, heightCm: Double, kilogramsPerUnit: Double = 1
    ) -> Double {
        // k / 100 in binary is the double nearest k hundredths, as reading "k/100" as text gives.
        if let hundredths = thresholdHundredthsInIntegers(
            limitKgPerM2: limitKgPerM2, heightCm: heightCm, kilogramsPerUnit: kilogramsPerUnit)
        {
            return Double(hundredths) / 100
        }
        return lowestWeightInDecimal(
            statedAtLeast: limitKgPerM2, heightCm: heightCm, kilogramsPerUnit: kilogramsPerUnit)
    }

    /// The reference: `lowestWeight` in `Decimal` arithmetic.
    static func lowestWeightInDecimal(statedAtLeast limitKgPerM2: Double, heightCm: Double, kilogramsPerUnit: Double)
        -> Double
    {
        guard
            let threshold = thresholdWeight(
                limitKgPerM2: limitKgPerM2, heightCm: heightCm, kilogramsPerUnit: kilogramsPerUnit)
        else { return weightKg(atBMI: limitKgPerM2, heightCm: heightCm) / kilogramsPerUnit }
        return TypedDecimal.double(TypedDecimal.ceiling(threshold * 100) / 100)
    }

    /// The highest weight at 0.01 of a unit whose BMI at `heightCm` is stated below `limitKgPerM2`.
    public static func highestWeight(
        statedBelow limitKgPerM2: Double, heightCm: Double, kilogramsPerUnit: Double = 1
    ) -> Double {
        if let hundredths = thresholdHundredthsInIntegers(
            limitKgPerM2: limitKgPerM2, heightCm: heightCm, kilogramsPerUnit: kilogramsPerUnit)
        {
            return Double(hundredths - 1) / 100
        }
        return highestWeightInDecimal(
            statedBelow: limitKgPerM2, heightCm: heightCm, kilogramsPerUnit: kilogramsPerUnit)
    }

    /// The reference: `highestWeight` in `Decimal` arithmetic.
    static func highestWeightInDecimal(statedBelow limitKgPerM2: Double, heightCm: Double, kilogramsPerUnit: Double)
        -> Double
    {
        guard
            let threshold = thresholdWeight(
                limitKgPerM2: limitKgPerM2, heightCm: heightCm, kilogramsPerUnit: kilogramsPerUnit)
        else { return weightKg(atBMI: limitKgPerM2, heightCm: heightCm) / kilogramsPerUnit }
        return TypedDecimal.double((TypedDecimal.ceiling(threshold * 100) - 1) / 100)
    }

    /// WHO adult BMI classes (WHO 2000, TRS 894), compared on the BMI at 0.01 kg/m².
    public enum WHOClass: String, Sendable, CaseIterable {
        /// BMI < 18.5
        case underweight
        /// 18.5 ≤ BMI < 25
        case normal
        /// 25 ≤ BMI < 30
        case preObese
        /// 30 ≤ BMI < 35
        case obeseClassI
        /// 35 ≤ BMI < 40
        case obeseClassII
        /// BMI ≥ 40
        case obeseClassIII

        /// The class's lower bound in kg/m² (0 for underweight).
        var lowerBoundKgPerM2: Double {
            switch self {
            case .underweight: 0
            case .normal: 18.5
            case .preObese: 25
            case .obeseClassI: 30
            case .obeseClassII: 35
            case .obeseClassIII: 40
            }
        }
    }

    /// The WHO class of this BMI.
    public var whoClass: WHOClass {
        let stated = statedHundredths
        return WHOClass.allCases.last { stated >= Self.hundredths($0.lowerBoundKgPerM2) } ?? .underweight
    }
}
