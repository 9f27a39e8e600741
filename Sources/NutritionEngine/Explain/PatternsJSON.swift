/// The JSON members a pattern search writes, eligible or manual-only: what was read, every
/// candidate tested (with its statistic and p-values) and not tested, and the patterns that pass.
enum PatternsJSON {
    /// The members of `search` over `period`, the `families` searched.
    static func members(
        _ search: PatternSearch, period: PatternPeriod, families: [PatternFamily], policy: PatternsPolicy
    ) -> JSONObject {
        [
            "period": period.json,
            "families": .array(families.map { .string($0.rawValue) }),
            "falseDiscoveryRate": .number(search.falseDiscoveryRate),
            "candidates": .object([
                "lookedFor": .number(Double(search.candidateCount)),
                "tested": .number(Double(search.tested.count)),
                "notTested": .number(Double(search.notTested.count)),
                "passing": .number(Double(search.patterns.count)),
            ]),
            "patterns": .array(
                search.patterns.map { pattern in
                    var members = tested(pattern, policy: policy)
                    members["statement"] = .string(PatternStatement.sentence(pattern, policy: policy))
                    return .object(members)
                }),
            "tested": .array(search.tested.map { .object(tested($0, policy: policy)) }),
            "notTested": .array(
                search.notTested.map { untested in
                    .object([
                        "id": .string(untested.candidate.id),
                        "family": .string(untested.candidate.family.rawValue),
                        "subject": subject(untested.candidate.subject),
                        "reason": .string(untested.reason.rawValue),
                        "groups": groups(untested.candidate, policy: policy),
                    ])
                }),
        ]
    }

    /// A check-in's (or `today`'s) insight: the pattern as `patterns` lists it, with its statement,
    /// the days read and how many candidates it was found among.
    static func insight(_ insight: PatternInsight, policy: PatternsPolicy) -> JSONValue {
        var members = tested(insight.pattern, policy: policy)
        members["statement"] = .string(insight.sentence)
        members["period"] = insight.period.json
        members["falseDiscoveryRate"] = .number(insight.falseDiscoveryRate)
        members["candidates"] = .object([
            "lookedFor": .number(Double(insight.lookedForCount)),
            "tested": .number(Double(insight.testedCount)),
            "passing": .number(Double(insight.passingCount)),
        ])
        return .object(members)
    }

    /// One tested candidate.
    static func tested(_ pattern: TestedPattern, policy: PatternsPolicy) -> JSONObject {
        let effect = pattern.effect
        return [
            "id": .string(pattern.candidate.id),
            "family": .string(pattern.candidate.family.rawValue),
            "subject": subject(pattern.candidate.subject),
            "groups": groups(pattern.candidate, policy: policy),
            "test": .string(pattern.test.rawValue),
            "statistic": .number(pattern.statistic),
            "p": .number(pattern.pValue),
            "adjustedP": .number(pattern.adjustedPValue),
            "passes": .bool(pattern.passes),
            "effect": .object([
                "value": .number(rounded(effect.value, effect.unit)),
                "unit": .string(effect.unit.rawValue),
                "interval": .object([
                    "low": .number(effect.low.map { rounded($0, effect.unit) }),
                    "high": .number(effect.high.map { rounded($0, effect.unit) }),
                    "z": .number(policy.intervalZ),
                ]),
            ]),
        ]
    }

    /// What is compared, as typed members.
    static func subject(_ subject: PatternCandidate.Subject) -> JSONValue {
        switch subject {
        case .logging(let state, let group):
            return .object(["state": .string(state.rawValue), "group": .string(group.name)])
        case .dayOutcome(let outcome, let feature, let threshold):
            return .object([
                "outcome": .string(outcome.rawValue), "feature": .string(feature.rawValue),
                "threshold": .number(threshold),
            ])
        case .weekOutcome(let outcome, let feature, let minimumDays, let threshold):
            return .object([
                "outcome": .string(outcome.rawValue), "feature": .string(feature.rawValue),
                "minimumDays": .number(Double(minimumDays)), "threshold": .number(threshold),
            ])
        }
    }

    /// The two groups with their counts (days and event days, or weeks and the mean).
    static func groups(_ candidate: PatternCandidate, policy: PatternsPolicy) -> JSONValue {
        let (group, others) = PatternStatement.groupLabels(candidate.subject, policy: policy)
        switch candidate.data {
        case .shares(let groupEvents, let groupDays, let otherEvents, let otherDays):
            func entry(_ role: String, _ label: String, _ events: Int, _ days: Int) -> JSONValue {
                .object([
                    "role": .string(role), "label": .string(label), "days": .number(Double(days)),
                    "eventDays": .number(Double(events)),
                    "sharePercent": days > 0 ? .percent(100 * Double(events) / Double(days)) : .null,
                ])
            }
            return .array([
                entry("group", group, groupEvents, groupDays), entry("others", others, otherEvents, otherDays),
            ])
        case .values(let inGroup, let outside):
            func entry(_ role: String, _ label: String, _ values: [Double]) -> JSONValue {
                .object([
                    "role": .string(role), "label": .string(label), "weeks": .number(Double(values.count)),
                    "mean": values.isEmpty
                        ? .null : .number(rounded(values.reduce(0, +) / Double(values.count), candidate.effectUnit)),
                    "unit": .string(candidate.effectUnit.rawValue),
                ])
            }
            return .array([entry("group", group, inGroup), entry("others", others, outside)])
        }
    }

    /// `value` at its unit's output precision (0.01 points or days, 0.001 kg).
    static func rounded(_ value: Double, _ unit: PatternEffect.Unit) -> Double {
        switch unit {
        case .percentagePoints, .daysPerWeek: value.roundedTo(0.01)
        case .kg: value.roundedTo(0.001)
        }
    }
}
