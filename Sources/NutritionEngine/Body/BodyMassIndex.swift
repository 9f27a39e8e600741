/// Body mass index and its WHO adult class.
public struct BodyMassIndex: Sendable, Equatable {
    /// BMI in kg/m²: weight (kg) divided by the square of height (m).
    public var kgPerM2: Double

    /// The BMI of a person `weightKg` kg heavy and `heightCm` cm tall.
    public init(weightKg: Double, heightCm: Double) {
        let heightM = heightCm / 100
        kgPerM2 = weightKg / (heightM * heightM)
    }

    /// The weight in kilograms at which a person `heightCm` cm tall has a BMI of `kgPerM2`.
    public static func weightKg(atBMI kgPerM2: Double, heightCm: Double) -> Double {
        let heightM = heightCm / 100
        return kgPerM2 * heightM * heightM
    }

    /// WHO adult BMI classes (WHO 2000, TRS 894), compared on the unrounded BMI.
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
        public var lowerBoundKgPerM2: Double {
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
        WHOClass.allCases.last { kgPerM2 >= $0.lowerBoundKgPerM2 } ?? .underweight
    }
}
