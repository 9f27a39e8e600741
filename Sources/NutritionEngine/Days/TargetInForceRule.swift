/// The target-in-force rule (METHOD §3, "Rules"): a day that counts as evidence but whose intake is
/// below `suspectBelowFractionOfTarget` × the target in force *on that day* may be a partial log,
/// and is asked about (`confirmPartialDay`) until the person reconciles it as complete or declares
/// it incomplete, like a day far below their own recent intake. On a day the target changed, the
/// lowest of that day's targets is used (the day may have been eaten under either). Days before
/// the first plan have no target and are not judged by this rule.
extension DayLedger {
    /// The days from `start` through `end` (both optional: the whole ledger) that the rule asks about.
    public func daysFarBelowTarget(
        _ targets: TargetsInForce, from start: CalendarDate? = nil, through end: CalendarDate? = nil
    ) -> [CalendarDate] {
        guard let first = days.first, let last = days.last else { return [] }
        let range = days(from: start ?? first.date, through: end ?? last.date)
        var dates: [CalendarDate] = []
        // Read in place by index: binding each day copies it out (retaining its log entry's members).
        for index in range.indices {
            guard range[index].isEvidence, let intake = range[index].logged?.intakeKcal,
                !(range[index].logged?.intakeCompleteness == .complete
                    && range[index].logged?.reviewStatus == .reconciled),
                let target = targets.lowestKcalPerDay(on: range[index].date),
                intake < policy.suspectBelowFractionOfTarget * target
            else { continue }
            dates.append(range[index].date)
        }
        return dates
    }

    /// The ledger with the days the rule asks about added to its review list, in review order; a
    /// day already asked about for the person's own recent intake is listed once.
    public func reviewing(against targets: TargetsInForce) -> DayLedger {
        let asked = Set(reviewList.filter { $0.action == .confirmPartialDay }.map(\.date))
        let added = daysFarBelowTarget(targets).filter { !asked.contains($0) }.compactMap { date in
            day(date).flatMap(ReviewItem.farBelowTarget)
        }
        guard !added.isEmpty else { return self }
        var ledger = self
        ledger.reviewList = ReviewItem.sorted(reviewList + added)
        return ledger
    }
}
