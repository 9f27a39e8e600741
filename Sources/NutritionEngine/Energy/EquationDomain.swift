/// The range of people the adult energy equations were derived for, and the checks `estimate` applies.
///
/// NASEM 2023 covers adults 19 years and over; the height and weight limits keep inputs near the
/// doubly-labelled-water derivation sample (mean ± about 4–5 SD: height 167.0 ± 9.7 cm, weight
/// 75.7 ± 17.1 kg) rather than extrapolating a linear equation far outside it.
package enum EquationDomain {
    /// Minimum age in years for the adult equations.
    package static let minimumAgeYears = 19.0
    /// Accepted height range in centimetres.
    package static let heightCm: ClosedRange<Double> = 120...230
    /// Accepted weight range in kilograms.
    package static let weightKg: ClosedRange<Double> = 30...300

    /// The reasons `person` lies outside the domain, as issues at their input paths under `personPath`.
    package static func issues(for person: Person, at personPath: JSONPointer) -> [ValidationIssue] {
        var issues: [ValidationIssue] = []
        if person.ageYears < minimumAgeYears {
            issues.append(
                ValidationIssue(
                    path: personPath.appending("ageYears"), code: .outOfRange,
                    message:
                        "ageYears must be at least 19 for the NASEM 2023 adult equations, found "
                        + "\(JSONWriter.format(person.ageYears))"
                ))
        }
        if !heightCm.contains(person.heightCm) {
            issues.append(
                ValidationIssue(
                    path: personPath.appending("heightCm"), code: .outOfRange,
                    message:
                        "height must be between 120 and 230 cm for the adult equations, found "
                        + "\(JSONWriter.format(person.heightCm.roundedTo(0.01))) cm"
                ))
        }
        if !weightKg.contains(person.weightKg) {
            issues.append(
                ValidationIssue(
                    path: personPath.appending("weightKg"), code: .outOfRange,
                    message:
                        "weight must be between 30 and 300 kg for the adult equations, found "
                        + "\(JSONWriter.format(person.weightKg.roundedTo(0.01))) kg"
                ))
        }
        return issues
    }
}
