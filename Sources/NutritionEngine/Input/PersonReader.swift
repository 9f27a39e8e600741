/// Reads the `person` part of the input document.
///
/// Only structural checks happen here (types, units given once, values a living adult or child can
/// have). Whether the adult energy equations apply is a separate question (`EquationDomain`):
/// `estimate` refuses a 17-year-old, while `recommend` answers with a manual-only result.
package enum PersonReader {
    /// Values outside these bounds cannot describe a real person and are input errors everywhere.
    package enum PlausibleBounds {
        /// Age in years.
        package static let ageYears: ClosedRange<Double> = 0...125
        /// Height in centimetres.
        package static let heightCm: ClosedRange<Double> = 30...275
        /// Weight in kilograms.
        package static let weightKg: ClosedRange<Double> = 2...650
        /// Body fat in percent of body weight (the range the lean-mass equations accept).
        package static let bodyFatPercent: ClosedRange<Double> = 3...70
    }

    /// The keys `read` understands, so that document readers for other commands do not flag them.
    package static let keys: Set<String> = [
        "equationSex", "ageYears", "heightCm", "heightIn", "heightFt", "weightKg", "weightLb",
        "activityLevel", "physicalActivityLevel", "bodyFatPercent", "trainingExperience",
    ]

    /// Reads a person from the object in `reader`, or nil when anything required is missing or malformed.
    package static func read(_ reader: inout FieldReader) -> Person? {
        let sex = reader.choice("equationSex", required: true, as: EquationSex.self)
        let age = reader.number("ageYears", required: true, in: PlausibleBounds.ageYears, unit: "years")
        var conversions: [String] = []
        let height = readHeight(&reader, conversions: &conversions)
        let weight = reader.mass(
            kg: "weightKg", lb: "weightLb", label: "weight", required: true, conversions: &conversions)?.kg
        let activity = readActivity(&reader)
        let bodyFat = reader.number("bodyFatPercent", in: PlausibleBounds.bodyFatPercent, unit: "%")
        let experience = reader.choice("trainingExperience", as: TrainingExperience.self)
        guard let sex, let age, let height, let weight, let activity else { return nil }
        return Person(
            equationSex: sex, ageYears: age, heightCm: height, weightKg: weight, activityLevel: activity.level,
            physicalActivityLevel: activity.pal, bodyFatPercent: bodyFat, trainingExperience: experience,
            unitConversions: conversions)
    }

    private static func readHeight(_ reader: inout FieldReader, conversions: inout [String]) -> Double? {
        let hasCm = reader.isPresent("heightCm")
        let hasIn = reader.isPresent("heightIn")
        let hasFt = reader.isPresent("heightFt")
        if hasCm && (hasIn || hasFt) {
            reader.report(
                .conflictingFields, at: hasIn ? "heightIn" : "heightFt",
                "give height once: heightCm, or heightIn (with optional heightFt), not both")
            return nil
        }
        if hasCm { return reader.number("heightCm", required: true, in: PlausibleBounds.heightCm, unit: "cm") }
        guard hasIn else {
            reader.report(
                .missingField, at: hasFt ? "heightIn" : "heightCm",
                hasFt
                    ? "heightIn is required with heightFt (use 0 for whole feet)"
                    : "height is required: heightCm, or heightIn (with optional heightFt)")
            return nil
        }
        let feet = hasFt ? reader.number("heightFt", required: true, in: 0...9, unit: "ft") : 0
        let inchesRange: ClosedRange<Double> = hasFt ? 0...11.999_999 : 12...108
        guard let inches = reader.number("heightIn", required: true, in: inchesRange, unit: "in"), let feet else {
            return nil
        }
        let totalInches = feet * UnitConversion.inchesPerFoot + inches
        let heightCm = UnitConversion.centimetres(inches: totalInches)
        guard PlausibleBounds.heightCm.contains(heightCm) else {
            reader.report(
                .outOfRange, at: "heightIn",
                "height must be between 30 and 275 cm, found \(JSONWriter.format(heightCm)) cm")
            return nil
        }
        conversions.append(
            "height \(JSONWriter.format(totalInches)) in × 2.54 cm/in = \(JSONWriter.format(heightCm)) cm")
        return heightCm
    }

    private static func readActivity(_ reader: inout FieldReader) -> (level: ActivityLevel, pal: Double?)? {
        let hasLevel = reader.isPresent("activityLevel")
        let hasPAL = reader.isPresent("physicalActivityLevel")
        if hasLevel && hasPAL {
            reader.report(
                .conflictingFields, at: "physicalActivityLevel", "give activityLevel or physicalActivityLevel, not both"
            )
            return nil
        }
        if hasPAL {
            guard let pal = reader.number("physicalActivityLevel", required: true),
                let level = ActivityLevel(physicalActivityLevel: pal) ?? reportPAL(pal, &reader)
            else { return nil }
            return (level, pal)
        }
        guard let level = reader.choice("activityLevel", required: true, as: ActivityLevel.self) else { return nil }
        return (level, nil)
    }

    private static func reportPAL(_ pal: Double, _ reader: inout FieldReader) -> ActivityLevel? {
        reader.report(
            .outOfRange, at: "physicalActivityLevel",
            "physicalActivityLevel must be at least 1.00 and below 2.50 (the NASEM adult PAL range), found "
                + "\(JSONWriter.format(pal))"
        )
        return nil
    }
}

extension ClosedRange<Double> {
    /// The range with both bounds rounded to whole numbers (for stating limits in converted units).
    fileprivate func rounded() -> ClosedRange<Double> { lowerBound.rounded(.down)...upperBound.rounded(.up) }
}
