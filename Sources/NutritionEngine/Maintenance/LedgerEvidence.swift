/// Hands the day ledger's judgement of a window to the maintenance estimator.
///
/// The window is the policy's `windowDays` days ending the day before the ledger's `asOf` (the
/// evaluation day is in progress, so never evidence). Only evidence days carry an intake and only
/// weigh-ins the ledger used carry a weight; days before an algorithm reset count as excluded
/// (`beforeReset`), so learned calibration restarts from the equations while the window keeps
/// its length and the gates judge the data honestly.
extension MaintenanceEvidence {
    /// The evidence of the window ending the day before `ledger.asOf`.
    public init(ledger: DayLedger, windowDays: Int, notBefore resetDate: CalendarDate? = nil) {
        let end = ledger.asOf.adding(days: -1)
        let start = end.adding(days: -(windowDays - 1))
        var days: [Day] = []
        var excluded: [String: Int] = [:]
        var untracked = 0
        var suspect = 0
        var logged = 0
        var beforeHistory = 0
        for offset in 0..<windowDays {
            let date = start.adding(days: offset)
            if let resetDate, date < resetDate {
                excluded["beforeReset", default: 0] += 1
                beforeHistory += 1
                continue
            }
            // The ledger covers every day from the first listed one, so a missing day precedes the log.
            guard let day = ledger.day(date) else {
                excluded[ExclusionReason.notListed.rawValue, default: 0] += 1
                beforeHistory += 1
                continue
            }
            if day.intakeKcal != nil { logged += 1 }
            if let reason = day.exclusion {
                excluded[reason.rawValue, default: 0] += 1
                if reason == .declaredUntracked { untracked += 1 }
                if reason == .suspectLowIntake || reason == .suspectHighIntake { suspect += 1 }
            }
            let intake = day.isEvidence ? day.intakeKcal : nil
            let weight = day.usableWeightKg
            if intake != nil || weight != nil { days.append(Day(day: offset, intakeKcal: intake, weightKg: weight)) }
        }
        self.init(
            days: days, windowStartDate: start.description, windowEndDate: end.description,
            excludedDaysByReason: excluded,
            untrackedDays: untracked, suspectDays: suspect, loggedDays: logged, daysBeforeHistory: beforeHistory)
    }
}
