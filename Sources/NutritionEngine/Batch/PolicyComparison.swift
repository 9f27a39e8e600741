/// One record scored under a base policy and under the policy in force (`rescore --compare-policy`):
/// what changed for this person, and by how much.
public struct PolicyComparison: Sendable, Equatable {
    /// How the record is named in reports: its `id`, else its line or file.
    public var record: String
    /// Recommendation kind under the base policy and under the policy in force (nil: none, e.g. manual-only).
    var baseKind: String?
    /// See `baseKind`.
    public var kind: String?
    /// Eligibility status under each policy.
    var baseEligibility: String?
    /// See `baseEligibility`.
    public var eligibility: String?
    /// The recommended target under each policy, kcal/day (nil when there is none).
    var baseTargetKcalPerDay: Double?
    /// See `baseTargetKcalPerDay`.
    public var targetKcalPerDay: Double?

    /// Target in force minus base target, kcal/day, when both policies give a target.
    var targetDifferenceKcalPerDay: Double? {
        guard let baseTargetKcalPerDay, let targetKcalPerDay else { return nil }
        return targetKcalPerDay - baseTargetKcalPerDay
    }

    /// Whether anything a person would notice changed (kind, eligibility or target).
    public var changed: Bool {
        baseKind != kind || baseEligibility != eligibility || baseTargetKcalPerDay != targetKcalPerDay
    }

    /// The comparison of the record scored under the base policy (nil: it could not be) and under
    /// the policy in force, on the values their lines write.
    init(record: String, base: ScoredRecord?, current: ScoredRecord) {
        self.record = record
        baseKind = base?.recommendationKind
        kind = current.recommendationKind
        baseEligibility = base?.eligibility.rawValue
        eligibility = current.eligibility.rawValue
        baseTargetKcalPerDay = base?.recommendationTargetKcalPerDay
        targetKcalPerDay = current.recommendationTargetKcalPerDay
    }

    /// The `comparison` member of the record's output line.
    func json(basePolicyVersion: String) -> JSONValue {
        .object([
            "basePolicy": .string(basePolicyVersion),
            "base": .object([
                "kind": .string(baseKind), "eligibility": .string(baseEligibility),
                "targetKcalPerDay": .number(baseTargetKcalPerDay),
            ]),
            "kindChanged": .bool(baseKind != kind),
            "eligibilityChanged": .bool(baseEligibility != eligibility),
            "targetDifferenceKcalPerDay": .kcal(targetDifferenceKcalPerDay),
        ])
    }
}

/// The batch summary of policy comparisons: transitions between kinds and eligibility, a histogram
/// of target differences, and the most affected records, in bounded memory.
public struct PolicyComparisonSummary: Sendable, Equatable {
    /// Records scored under both policies.
    public var compared = 0
    /// Records where the kind, eligibility or target changed.
    public var changed = 0
    /// Changed kinds, "base -> current" (e.g. "keep -> adjust"), with counts.
    public var kindTransitions: [String: Int] = [:]
    /// Changed eligibility, "base -> current", with counts.
    public var eligibilityTransitions: [String: Int] = [:]
    /// Target differences (current minus base), in the same bins as the stored-target histogram.
    var targetDifferences = DifferenceHistogram()
    /// The records with the largest absolute target difference, largest first (at most `mostAffectedCount`).
    public var mostAffected: [PolicyComparison] = []
    /// How many records the summary lists as most affected.
    static let mostAffectedCount = 10

    /// An empty summary.
    public init() {}

    /// Adds one record's comparison.
    package mutating func add(_ comparison: PolicyComparison) {
        compared += 1
        if comparison.changed { changed += 1 }
        if comparison.baseKind != comparison.kind {
            kindTransitions["\(comparison.baseKind ?? "none") -> \(comparison.kind ?? "none")", default: 0] += 1
        }
        if comparison.baseEligibility != comparison.eligibility {
            eligibilityTransitions[
                "\(comparison.baseEligibility ?? "none") -> \(comparison.eligibility ?? "none")", default: 0] += 1
        }
        guard let difference = comparison.targetDifferenceKcalPerDay else { return }
        targetDifferences.add(difference)
        guard difference != 0 else { return }
        // Stable: a later record displaces an earlier one only with a strictly larger difference.
        let index =
            mostAffected.firstIndex { abs($0.targetDifferenceKcalPerDay ?? 0) < abs(difference) }
            ?? mostAffected.endIndex
        if index < Self.mostAffectedCount {
            mostAffected.insert(comparison, at: index)
            if mostAffected.count > Self.mostAffectedCount { mostAffected.removeLast() }
        }
    }

    /// The summary as JSON.
    package func json(basePolicy: Policy) -> JSONValue {
        .object([
            "basePolicy": .string(basePolicy.version),
            "compared": .number(Double(compared)),
            "changed": .number(Double(changed)),
            "kindTransitions": .object(JSONObject(kindTransitions.mapValues { .number(Double($0)) })),
            "eligibilityTransitions": .object(JSONObject(eligibilityTransitions.mapValues { .number(Double($0)) })),
            "targetDifference": targetDifferences.json,
            "mostAffected": .array(
                mostAffected.map { comparison in
                    .object([
                        "record": .string(comparison.record),
                        "baseKind": .string(comparison.baseKind), "kind": .string(comparison.kind),
                        "baseTargetKcalPerDay": .number(comparison.baseTargetKcalPerDay),
                        "targetKcalPerDay": .number(comparison.targetKcalPerDay),
                        "targetDifferenceKcalPerDay": .kcal(comparison.targetDifferenceKcalPerDay),
                    ])
                }),
        ])
    }

    /// Lines for standard error.
    public var text: String {
        var text = "  compared with base policy: \(compared) records, \(changed) changed\n"
        for (transition, count) in kindTransitions.sorted(by: { $0.key < $1.key }) {
            text += "    kind \(transition): \(count)\n"
        }
        for (transition, count) in eligibilityTransitions.sorted(by: { $0.key < $1.key }) {
            text += "    eligibility \(transition): \(count)\n"
        }
        if targetDifferences.count > 0 {
            text +=
                "    target difference: \(targetDifferences.count) compared (\(targetDifferences.lower) lower, "
                + "\(targetDifferences.unchanged) unchanged, \(targetDifferences.higher) higher), mean "
                + "\(JSONWriter.format((targetDifferences.sum / Double(targetDifferences.count)).roundedTo(0.1))) "
                + "kcal/day\n"
        }
        for comparison in mostAffected {
            text +=
                "    most affected: \(comparison.record) \(JSONWriter.format(comparison.baseTargetKcalPerDay ?? 0)) "
                + "-> \(JSONWriter.format(comparison.targetKcalPerDay ?? 0)) kcal/day\n"
        }
        return text
    }
}

/// Counts, sum, extremes and fixed 25 kcal/day bins of a set of differences, kcal/day.
struct DifferenceHistogram: Sendable, Equatable {
    /// Differences added.
    var count = 0
    /// Below, at and above zero.
    var lower = 0
    /// See `lower`.
    var unchanged = 0
    /// See `lower`.
    var higher = 0
    /// Sum, kcal/day (for the mean).
    var sum = 0.0
    /// Counts per bin; index 0 and the last collect the tails (the bins of `BatchSummary`).
    var bins: [Int] = Array(repeating: 0, count: BatchSummary.binCount)

    /// An empty histogram.
    init() {}

    /// Adds one difference, kcal/day.
    mutating func add(_ difference: Double) {
        count += 1
        if difference < 0 { lower += 1 } else if difference > 0 { higher += 1 } else { unchanged += 1 }
        sum += difference
        let inner = Int(
            ((difference - BatchSummary.histogramLowKcalPerDay) / BatchSummary.binWidthKcalPerDay).rounded(.down))
        bins[min(max(inner + 1, 0), BatchSummary.binCount - 1)] += 1
    }

    var json: JSONValue {
        var entries: [JSONValue] = []
        for (index, binCount) in bins.enumerated() where binCount > 0 {
            let low =
                index == 0
                ? nil : BatchSummary.histogramLowKcalPerDay + Double(index - 1) * BatchSummary.binWidthKcalPerDay
            let high =
                index == BatchSummary.binCount - 1
                ? nil : BatchSummary.histogramLowKcalPerDay + Double(index) * BatchSummary.binWidthKcalPerDay
            entries.append(
                .object([
                    "fromKcalPerDay": .number(low), "belowKcalPerDay": .number(high),
                    "count": .number(Double(binCount)),
                ]))
        }
        return .object([
            "compared": .number(Double(count)), "lower": .number(Double(lower)),
            "unchanged": .number(Double(unchanged)), "higher": .number(Double(higher)),
            "meanKcalPerDay": count > 0 ? .kcal(sum / Double(count)) : .null,
            "histogram": .array(entries),
        ])
    }
}
