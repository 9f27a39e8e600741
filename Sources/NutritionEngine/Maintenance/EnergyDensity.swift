/// Energy content of a kilogram of body-weight change, kcal/kg.
package enum EnergyDensity {
    /// Energy density of fat tissue, kcal/kg (Hall 2011: 39.5 MJ/kg).
    package static let fatKcalPerKg = 9440.7
    /// Energy density of lean tissue, kcal/kg (Hall 2011: 7.6 MJ/kg).
    package static let leanKcalPerKg = 1816.4
    /// Forbes constant, kg: the fat share of a weight change is FM/(FM + 10.4).
    package static let forbesConstantKg = 10.4

    /// Forbes partitioning (Forbes 1987; Hall 2008): ρ = p·9,440.7 + (1 − p)·1,816.4 kcal/kg with
    /// p = FM/(FM + 10.4), FM in kg. About 7,200 kcal/kg at 25 kg of fat, 7,700 only near 40 kg.
    package static func forbesKcalPerKg(fatMassKg: Double) -> Double {
        let fatShare = fatMassKg / (fatMassKg + forbesConstantKg)
        return fatShare * fatKcalPerKg + (1 - fatShare) * leanKcalPerKg
    }
}
