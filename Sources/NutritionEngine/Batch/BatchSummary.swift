/// Counts over a batch of re-scored records, in bounded memory whatever the batch size.
///
/// What a method review needs: how many records were read, scored and refused (by issue code),
/// how many were manual-only or holding, and how the new targets differ from the stored ones
/// (count, mean, extremes, and a histogram in fixed bins from which quantiles are read).
public struct BatchSummary: Sendable, Equatable {
    /// Records read (one per input line or file).
    public var recordsRead = 0
    /// Records scored.
    public var scored = 0
    /// Records refused as invalid.
    public var refused = 0
    /// Refused records by issue code (a record with several codes counts under each).
    public var refusedByCode: [String: Int] = [:]
    /// Scored records by label (`manualOnly`, `holding`, ...).
    public var labelCounts: [String: Int] = [:]
    /// Records whose new target could be compared with a stored target.
    public var targetComparisons = 0
    /// Comparisons whose new target is lower than, equal to, and higher than the stored one.
    public var targetLower = 0
    /// See `targetLower`.
    public var targetUnchanged = 0
    /// See `targetLower`.
    public var targetHigher = 0
    /// Sum of target changes, kcal/day (for the mean).
    public var targetChangeSumKcalPerDay = 0.0
    /// Smallest target change, kcal/day.
    public var targetChangeMinKcalPerDay: Double?
    /// Largest target change, kcal/day.
    public var targetChangeMaxKcalPerDay: Double?
    /// Counts per histogram bin (see `binWidthKcalPerDay`); index 0 and the last index collect the tails.
    var targetChangeHistogram: [Int] = Array(repeating: 0, count: Self.binCount)

    /// Width of a histogram bin, kcal/day.
    static let binWidthKcalPerDay = 25.0
    /// Lower edge of the first inner bin, kcal/day.
    static let histogramLowKcalPerDay = -1000.0
    static let binCount = 82

    /// Differences from the base policy (`rescore --compare-policy`), nil when no base policy was given.
    public var policyComparison: PolicyComparisonSummary?

    /// An empty summary.
    public init() {}

    /// Adds one outcome.
    public mutating func add(_ outcome: RescoreOutcome) {
        recordsRead += 1
        switch outcome.status {
        case .scored: scored += 1
        case .invalid:
            refused += 1
            for code in outcome.refusalCodes { refusedByCode[code, default: 0] += 1 }
        }
        for label in outcome.labels { labelCounts[label, default: 0] += 1 }
        if let comparison = outcome.comparison {
            if policyComparison == nil { policyComparison = PolicyComparisonSummary() }
            policyComparison?.add(comparison)
        }
        if let change = outcome.targetChangeKcalPerDay {
            targetComparisons += 1
            if change < 0 { targetLower += 1 } else if change > 0 { targetHigher += 1 } else { targetUnchanged += 1 }
            targetChangeSumKcalPerDay += change
            targetChangeMinKcalPerDay = min(targetChangeMinKcalPerDay ?? change, change)
            targetChangeMaxKcalPerDay = max(targetChangeMaxKcalPerDay ?? change, change)
            let inner = Int(((change - Self.histogramLowKcalPerDay) / Self.binWidthKcalPerDay).rounded(.down))
            targetChangeHistogram[min(max(inner + 1, 0), Self.binCount - 1)] += 1
        }
    }

    /// The summary as JSON, with the policy in force (and the base policy's comparison when given).
    public func json(policy: Policy, basePolicy: Policy? = nil) -> JSONValue {
        var bins: [JSONValue] = []
        for (index, count) in targetChangeHistogram.enumerated() where count > 0 {
            let low = index == 0 ? nil : Self.histogramLowKcalPerDay + Double(index - 1) * Self.binWidthKcalPerDay
            let high =
                index == Self.binCount - 1 ? nil : Self.histogramLowKcalPerDay + Double(index) * Self.binWidthKcalPerDay
            bins.append(
                .object([
                    "fromKcalPerDay": .number(low), "belowKcalPerDay": .number(high), "count": .number(Double(count)),
                ]))
        }
        var summary: JSONObject = [
            "recordsRead": .number(Double(recordsRead)),
            "scored": .number(Double(scored)),
            "refused": .number(Double(refused)),
            "refusedByCode": .object(JSONObject(refusedByCode.mapValues { .number(Double($0)) })),
            "labels": .object(JSONObject(labelCounts.mapValues { .number(Double($0)) })),
            "targetChange": .object([
                "comparedWithStoredTarget": .number(Double(targetComparisons)),
                "lower": .number(Double(targetLower)),
                "unchanged": .number(Double(targetUnchanged)),
                "higher": .number(Double(targetHigher)),
                "meanKcalPerDay": targetComparisons > 0
                    ? .kcal(targetChangeSumKcalPerDay / Double(targetComparisons)) : .null,
                "minKcalPerDay": .kcal(targetChangeMinKcalPerDay),
                "maxKcalPerDay": .kcal(targetChangeMaxKcalPerDay),
                "histogram": .array(bins),
            ]),
        ]
        if let basePolicy {
            summary["comparedWithBasePolicy"] = (policyComparison ?? PolicyComparisonSummary()).json(
                basePolicy: basePolicy)
        }
        return ReportEnvelope.json(command: nil, policy: policy, summary)
    }
}
