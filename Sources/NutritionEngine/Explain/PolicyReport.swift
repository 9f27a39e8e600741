extension EstimatePolicy {
    /// The parameters as written in outputs.
    public var json: JSONValue {
        .object([
            "predictionIntervalZ": .number(predictionIntervalZ),
            "mifflinMultiplierByActivityLevel": .object(
                JSONObject(Dictionary(uniqueKeysWithValues: ActivityLevel.allCases.map { ($0.rawValue, JSONValue.number(mifflinMultiplier($0))) }))),
            "crossCheckDisagreementPercent": .number(crossCheckDisagreementPercent),
        ])
    }
}

/// The whole policy as written in outputs that echo it in full (batch summaries).
public enum PolicyReport {
    /// Every section with the version.
    public static func json(_ policy: Policy) -> JSONValue {
        .object([
            "version": .string(policy.version), "estimate": policy.estimate.json, "safety": policy.safety.json,
            "target": policy.target.json, "checkIn": policy.checkIn.json,
        ])
    }
}
