extension EstimatePolicy {
    /// The parameters as written in outputs.
    public var json: JSONValue {
        .object([
            "predictionIntervalZ": .number(predictionIntervalZ),
            "mifflinMultiplierByActivityLevel": .object(
                Dictionary(uniqueKeysWithValues: ActivityLevel.allCases.map { ($0.rawValue, JSONValue.number(mifflinMultiplier($0))) })),
            "crossCheckDisagreementPercent": .number(crossCheckDisagreementPercent),
        ])
    }
}
