/// Body mass index and its WHO adult class.
public struct BodyMassIndex: Sendable, Equatable {
    /// BMI in kg/m²: weight (kg) divided by the square of height (m).
    public var kgPerM2: Double

    /// The BMI of a person `weightKg` kg heavy and `heightCm` cm tall.
    public init(weightKg: Double, heightCm: Double) {
        let heightM = heightCm / 100
        kgPerM2 = weightKg / (heightM * heightM)
    }

    /// The BMI every rule compares, kg/m²: the exact value rounded half away from zero to
    /// `comparisonStepKgPerM2` (0.01), the precision BMI is stated at. Binary arithmetic puts
    /// 47.36 kg at 160 cm at 18.499999999999996, so comparing the unrounded value made a limit
    /// the engine itself names (BMI 18.5, 30) fall on the wrong side of it.
    public var comparedKgPerM2: Double { kgPerM2.roundedTo(Self.comparisonStepKgPerM2) }

    /// The precision BMI is compared at, kg/m².
    static let comparisonStepKgPerM2 = 0.01

    /// Whether this BMI, compared at 0.01 kg/m², is below `limitKgPerM2`.
    public func isBelow(_ limitKgPerM2: Double) -> Bool { comparedKgPerM2 < limitKgPerM2 }

    /// The weight in kilograms at which a person `heightCm` cm tall has a BMI of `kgPerM2`.
    public static func weightKg(atBMI kgPerM2: Double, heightCm: Double) -> Double {
        let heightM = heightCm / 100
        return kgPerM2 * heightM * heightM
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
        let compared = comparedKgPerM2
        return WHOClass.allCases.last { compared >= $0.lowerBoundKgPerM2 } ?? .underweight
    }
}
