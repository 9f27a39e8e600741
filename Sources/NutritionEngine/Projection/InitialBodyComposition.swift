import Foundation

/// Starting body composition for the Hall model when only weight, height, age and sex are known.
package enum InitialBodyComposition {
    /// Smallest fat mass used, as a fraction of body weight: keeps the Forbes partition finite for
    /// very lean inputs, where the Jackson regression can go below essential fat.
    package static let minimumFatFraction = 0.03

    /// Fat mass in kg: body fat % when known, otherwise Jackson et al. (2002) from BMI and age:
    /// men F = BW·(0.14·age + 37.31·ln BMI − 103.94)/100; women F = BW·(0.14·age + 39.96·ln BMI − 102.01)/100.
    package static func fatMassKg(_ person: Person, weightKg: Double? = nil) -> Double {
        let weight = weightKg ?? person.weightKg
        if let bodyFatPercent = person.bodyFatPercent { return weight * bodyFatPercent / 100 }
        let bmi = BodyMassIndex(weightKg: weight, heightCm: person.heightCm).kgPerM2
        let percent: Double =
            switch person.equationSex {
            case .male: 0.14 * person.ageYears + 37.31 * log(bmi) - 103.94
            case .female: 0.14 * person.ageYears + 39.96 * log(bmi) - 102.01
            }
        return weight * max(percent / 100, minimumFatFraction)
    }

    /// Extracellular fluid in kg (litres), Hall model initial value (height in m):
    /// men 0.025·age + 9.57·H + 0.191·BW − 12.4; women −4.0 + 5.98·H + 0.167·BW.
    package static func extracellularFluidKg(_ person: Person, weightKg: Double? = nil) -> Double {
        let weight = weightKg ?? person.weightKg
        let heightM = person.heightCm / 100
        return switch person.equationSex {
        case .male: 0.025 * person.ageYears + 9.57 * heightM + 0.191 * weight - 12.4
        case .female: -4.0 + 5.98 * heightM + 0.167 * weight
        }
    }
}
