/// Reads a policy file: `{"version": "...", "<section>": {<parameter>: value, ...}}`.
///
/// Parameters not named keep their standard values; unknown sections or parameters are errors,
/// so a misspelt parameter cannot silently leave the default in force. The version is required
/// so that every output under a changed policy says so.
public enum PolicyReader {
    /// The policy described by `bytes`, starting from `Policy.standard`.
    public static func read(_ bytes: some Collection<UInt8>) throws(ValidationFailure) -> Policy {
        let value: JSONValue
        do { value = try JSONParser().parse(bytes) } catch { throw ValidationFailure([ValidationIssue(error)]) }
        var issues: [ValidationIssue] = []
        guard var reader = FieldReader.object(value, at: .root, issues: &issues) else { throw ValidationFailure(issues) }
        var policy = Policy.standard
        if let version = reader.string("version", required: true) { policy.version = version }
        reader.nested("estimate") { section -> Void? in
            readEstimate(&section, into: &policy.estimate)
            return nil
        }
        reader.nested("checkIn") { section -> Void? in
            if let value = section.number("deadBandKcalPerDay", in: 0...1000, unit: "kcal/day") { policy.checkIn.deadBandKcalPerDay = value }
            if let value = section.number("maximumWeeklyChangeKcalPerDay", in: 0...2000, unit: "kcal/day") { policy.checkIn.maximumWeeklyChangeKcalPerDay = value }
            if let value = section.number("confirmationThresholdKcalPerDay", in: 0...2000, unit: "kcal/day") { policy.checkIn.confirmationThresholdKcalPerDay = value }
            if let value = section.number("targetRoundingKcalPerDay", in: 1...100, unit: "kcal/day") { policy.checkIn.targetRoundingKcalPerDay = value }
            return nil
        }
        issues.append(contentsOf: reader.finish())
        guard issues.isEmpty else { throw ValidationFailure(issues) }
        return policy
    }

    private static func readEstimate(_ section: inout FieldReader, into estimate: inout EstimatePolicy) {
        if let z = section.number("predictionIntervalZ", in: 0.5...4) { estimate.predictionIntervalZ = z }
        if let percent = section.number("crossCheckDisagreementPercent", in: 0...100, unit: "%") { estimate.crossCheckDisagreementPercent = percent }
        section.nested("mifflinMultiplierByActivityLevel") { levels -> Void? in
            for level in ActivityLevel.allCases {
                if let multiplier = levels.number(level.rawValue, in: 1...2.5) { estimate.mifflinMultiplierByActivityLevel[level] = multiplier }
            }
            return nil
        }
    }
}
