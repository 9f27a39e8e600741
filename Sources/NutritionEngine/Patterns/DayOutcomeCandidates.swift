/// The day-outcome family: for every `DayFeature`, the share of days with intake within the target
/// among days with the feature against days without it (a food feature only when it is known on
/// some day of the ledger).
package enum DayOutcomeCandidates {
    /// Whether `day`'s intake was within `targetBandPercent` of the one target in force that day;
    /// nil when the intake is not evidence or not exactly one target was in force.
    package static func withinTarget(_ day: LedgerDay, targets: TargetsInForce, policy: PatternsPolicy) -> Bool? {
        guard day.isEvidence, let intake = day.intakeKcal else { return nil }
        let inForce = targets.targets(on: day.date)
        guard inForce.count == 1, let target = inForce.first?.kcalPerDay, target > 0 else { return nil }
        return abs(intake - target) <= policy.targetBandPercent / 100 * target
    }

    /// Every day-outcome candidate of `basis`; none without targets.
    package static func candidates(_ basis: OutcomeBasis, policy: PatternsPolicy) -> [PatternCandidate] {
        guard let targets = basis.targets else { return [] }
        let outcomes = basis.ledger.days.map { withinTarget($0, targets: targets, policy: policy) }
        return DayFeature.allCases.compactMap { feature in
            // The median over the days the candidate reads (the outcome measured), so the split is even there.
            let threshold = feature.threshold(over: zip(basis.ledger.days, outcomes).filter { $0.1 != nil }.map(\.0))
            var counts = (groupEvents: 0, groupDays: 0, otherEvents: 0, otherDays: 0)
            var known = false
            for (day, outcome) in zip(basis.ledger.days, outcomes) {
                let has = feature.holds(on: day, threshold: threshold, clock: basis.clock, policy: policy)
                known = known || has != nil
                guard let outcome, let has else { continue }
                if has {
                    counts.groupDays += 1
                    counts.groupEvents += outcome ? 1 : 0
                } else {
                    counts.otherDays += 1
                    counts.otherEvents += outcome ? 1 : 0
                }
            }
            // A food feature known on no day (no food logs, no times) is not looked for: the person's
            // family of candidates is then the one without food logs.
            if feature.readsFoods && !known { return nil }
            return PatternCandidate(
                subject: .dayOutcome(.withinTarget, feature, threshold: threshold),
                data: .shares(
                    groupEvents: counts.groupEvents, groupDays: counts.groupDays, otherEvents: counts.otherEvents,
                    otherDays: counts.otherDays))
        }
    }
}
