/// Parameters of the safety screen; echoed by `recommend`.
public struct SafetyPolicy: Sendable, Equatable {
    /// Below this age (years) the person is manual-only: the NASEM 2023 adult equations start at 19.
    var minimumAgeYears: Double
    /// Above this age (years) the person is manual-only.
    var maximumAgeYears: Double
    /// Below this current BMI (kg/m²) the person is manual-only (WHO underweight cut-off).
    var minimumBMIKgPerM2: Double

    /// The defaults: 19 y, 100 y, 18.5 kg/m².
    public static let standard = SafetyPolicy(minimumAgeYears: 19, maximumAgeYears: 100, minimumBMIKgPerM2: 18.5)
}
