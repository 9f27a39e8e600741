/// The window's evidence from the day ledger's judgement.
///
/// The window is the policy's `windowDays` days ending the day before the ledger's `asOf` (the
/// evaluation day is in progress, so never evidence). Its days are the last days of the history the
/// filter reads (one array, `MaintenanceDay.history`); the ledger gives the counts. Days before an
/// algorithm reset count as excluded (`beforeReset`), so learned calibration restarts from the
/// equations while the window keeps its length and its counts judge the data honestly.
extension MaintenanceEvidence {
    /// The key under which `excludedDaysByReason` counts the window's days before an algorithm reset.
    static let beforeResetKey = "beforeReset"

    /// The evidence of the window ending the day before `ledger.asOf`, whose days are the last of
    /// `history` (`MaintenanceDay.history(of: ledger, notBefore: resetDate)`).
    init(
        ledger: DayLedger, history: [MaintenanceDay], notBefore resetDate: CalendarDate?,
        energyDensityKcalPerKg: Double, restingKcalPerDay: Double, policy: MaintenancePolicy
    ) {
        let windowDays = policy.windowDays
        let end = ledger.asOf.adding(days: -1)
        let start = end.adding(days: -(windowDays - 1))
        // The history runs from its first day to the day before asOf, so the window's day `offset`
        // is the history's day `history.count − windowDays + offset` (before the history when negative).
        let historyOffset = history.count - windowDays
        let ledgerDays = ledger.days
        let firstLedgerDate = ledgerDays.first?.date
        var days = [MaintenanceDay](repeating: MaintenanceDay(), count: windowDays)
        var excluded: [String: Int] = [:]
        // Room for every reason up front (the table grew twice for a window with a few kinds of day).
        excluded.reserveCapacity(ExclusionReason.allCases.count + 1)
        var untracked = 0
        var suspect = 0
        var logged = 0
        var beforeHistory = 0
        for offset in 0..<windowDays {
            let date = start.adding(days: offset)
            if let resetDate, date < resetDate {
                excluded[Self.beforeResetKey, default: 0] += 1
                beforeHistory += 1
                continue
            }
            // The ledger covers every day from the first listed one, so a missing day precedes the log.
            guard let first = firstLedgerDate, case let index = first.days(to: date), ledgerDays.indices.contains(index)
            else {
                excluded[ExclusionReason.notListed.rawValue, default: 0] += 1
                beforeHistory += 1
                continue
            }
            if ledgerDays[index].intakeKcal != nil { logged += 1 }
            if let reason = ledgerDays[index].exclusion {
                excluded[reason.rawValue, default: 0] += 1
                if reason == .declaredUntracked { untracked += 1 }
                if reason == .suspectLowIntake || reason == .suspectHighIntake { suspect += 1 }
            }
            if history.indices.contains(historyOffset + offset) { days[offset] = history[historyOffset + offset] }
        }
        self.init(
            days: days, windowStartDate: start.description, windowEndDate: end.description,
            excludedDaysByReason: excluded, untrackedDays: untracked, daysBeforeHistory: beforeHistory,
            suspectDays: suspect, loggedDays: logged, energyDensityKcalPerKg: energyDensityKcalPerKg,
            restingKcalPerDay: restingKcalPerDay, policy: policy)
    }
}
