/// The week-outcome family: for every weekly feature and week outcome, the mean outcome of weeks
/// with at least k days with the feature against the other weeks.
///
/// Weeks are the calendar weeks (Monday to Sunday) that lie wholly inside the ledger. A week counts
/// for a feature when the feature is known on at least `minimumKnownDaysPerWeek` of its days; k is
/// the count that splits those weeks most evenly (the smaller k on a tie), chosen from the feature
/// counts alone, never from the outcomes, so the test's p-value stays valid.
package enum WeekOutcomeCandidates {
    /// The first day of each whole Monday-to-Sunday week of `ledger`, as indices into its days.
    static func weekStarts(_ ledger: DayLedger) -> [Int] {
        weekStarts(first: ledger.days.first?.date, dayCount: ledger.days.count)
    }

    /// The first day of each whole Monday-to-Sunday week of `dayCount` consecutive days from `first`.
    static func weekStarts(first: CalendarDate?, dayCount: Int) -> [Int] {
        guard let first else { return [] }
        let offset = first.days(to: first.startOfWeek(beginningOn: .monday).adding(days: 7)) % 7
        return Array(stride(from: offset, through: dayCount - 7, by: 7))
    }

    /// The week starting at day `start` of `basis`'s ledger's outcome, nil when it cannot be measured.
    static func outcome(_ outcome: WeekOutcome, start: Int, basis: OutcomeBasis, policy: PatternsPolicy) -> Double? {
        let days = basis.ledger.days
        let week = days[start..<(start + 7)]
        let evidence = week.filter(\.isEvidence)
        switch outcome {
        case .evidenceDays:
            return Double(evidence.count)
        case .trendAgainstBalance:
            guard start > 0, evidence.count >= policy.balanceMinimumEvidenceDays,
                let before = days[start - 1].trendKg, let after = days[start + 6].trendKg
            else { return nil }
            let meanIntake = evidence.compactMap(\.intakeKcal).reduce(0, +) / Double(evidence.count)
            let implied = 7 * (meanIntake - basis.maintenanceKcalPerDay) / basis.energyDensityKcalPerKg
            return (after - before) - implied
        }
    }

    /// The k that splits `counts` most evenly into "k or more" and "fewer" (the smaller k on a tie).
    static func split(_ counts: [Int]) -> Int {
        (1...7).min { a, b in
            let balanceA = abs(2 * counts.filter { $0 >= a }.count - counts.count)
            let balanceB = abs(2 * counts.filter { $0 >= b }.count - counts.count)
            return balanceA < balanceB || (balanceA == balanceB && a < b)
        } ?? 1
    }

    /// Every week-outcome candidate of `basis`.
    package static func candidates(_ basis: OutcomeBasis, policy: PatternsPolicy) -> [PatternCandidate] {
        let days = basis.ledger.days
        let starts = weekStarts(basis.ledger)
        return WeekOutcome.allCases.flatMap { outcome in
            let values = starts.map { Self.outcome(outcome, start: $0, basis: basis, policy: policy) }
            return DayFeature.weekly.map { feature in
                let threshold = feature.threshold(over: days)
                // Per week: the days with the feature, when it is known on enough of them.
                let counts: [Int?] = starts.map { start in
                    let known = days[start..<(start + 7)].compactMap {
                        feature.holds(on: $0, threshold: threshold, clock: basis.clock, policy: policy)
                    }
                    return known.count >= policy.minimumKnownDaysPerWeek ? known.filter { $0 }.count : nil
                }
                let measured = zip(counts, values).compactMap { count, value in
                    count != nil && value != nil ? count : nil
                }
                let k = split(measured)
                var group: [Double] = []
                var others: [Double] = []
                for (count, value) in zip(counts, values) {
                    guard let count, let value else { continue }
                    if count >= k { group.append(value) } else { others.append(value) }
                }
                return PatternCandidate(
                    subject: .weekOutcome(outcome, feature, minimumDays: k, threshold: threshold),
                    data: .values(group: group, others: others))
            }
        }
    }
}
