/// One day as the maintenance estimate reads it: the day ledger's judgement of the day reduced to
/// what the window's evidence and the whole-history filter use.
///
/// The ledger judges each day once (`LedgerDay`, which keeps the declared `LoggedDay`); an
/// assessment then reduces its days to these in one pass (`history(of:notBefore:)`), and both the
/// window (its last `windowDays`) and the filter (all of them) read that one array. The filter
/// turns it into its own per-day coefficients (`DayStep`), which are not a day of data but the
/// rows of its linear system, shared by every filter of the bank.
package struct MaintenanceDay: Sendable, Equatable {
    /// Logged intake, kcal, when the filter reads it: logged and not declared incomplete or
    /// untracked. A suspect or unchecked day is included (the filter's partial-day mixture weighs
    /// it); nil otherwise.
    package var loggedKcal: Double?
    /// Whether the intake is evidence for the window (complete and trusted: the ledger's
    /// `isEvidence`). An evidence day always has `loggedKcal`.
    package var isEvidence: Bool
    /// Declared complete and accepted by the ledger: the partial-day mixture leaves it alone.
    package var declaredComplete: Bool
    /// The usable weigh-in, kg (nil without one, or when the ledger called it an outlier).
    package var weightKg: Double?
    /// The factor on the odds that the day is an unflagged partial log, from what its meals say
    /// (`MealEvidence.partialOddsFactor`, issue 23); 1 without such evidence, which leaves the
    /// partial-day mixture as it was.
    package var partialOddsFactor: Double

    /// A day with the given intake, role, weigh-in and meal evidence.
    package init(
        loggedKcal: Double? = nil, isEvidence: Bool = false, declaredComplete: Bool = false, weightKg: Double? = nil,
        partialOddsFactor: Double = 1
    ) {
        self.loggedKcal = loggedKcal
        self.isEvidence = isEvidence
        self.declaredComplete = declaredComplete
        self.weightKg = weightKg
        self.partialOddsFactor = partialOddsFactor
    }

    /// The intake the window counts as evidence, kcal (nil when the day is not evidence).
    var evidenceKcal: Double? { isEvidence ? loggedKcal : nil }

    /// The days of `ledger` the estimate reads, in date order: every day from the first ledger day
    /// (or `resetDate`, if later) to the day before `asOf`.
    static func history(of ledger: DayLedger, notBefore resetDate: CalendarDate? = nil) -> [MaintenanceDay] {
        let ledgerDays = ledger.days
        // Written into a buffer of room for every ledger day: appending tested the array's
        // uniqueness (a runtime call) for every day.
        return [MaintenanceDay](unsafeUninitializedCapacity: ledgerDays.count) { days, count in
            count = 0
            // Fields are read through the index: binding each day (`for day in ledger.days`) copied it
            // out, retaining every member of its log entry.
            for index in ledgerDays.indices {
                let date = ledgerDays[index].date
                if let resetDate, date < resetDate { continue }
                if date >= ledger.asOf { break }
                let exclusion = ledgerDays[index].exclusion
                var logged: Double?
                switch exclusion {
                // Suspect days go to the partial-day mixture (treating them as missing instead was tried on
                // the tuning seeds: bias −21 → +11 but MAE at 12–16 weeks 51 → 56 and coverage lower).
                case nil, .plausibilityNotChecked, .suspectLowIntake, .suspectHighIntake:
                    logged = ledgerDays[index].intakeKcal
                case .declaredIncomplete, .notListed, .noIntakeLogged, .declaredUntracked, .intakeLowerBound: break
                }
                // A declared-complete day is trusted only when the ledger accepts it (a suspect day, not yet
                // confirmed by review, goes to the partial-day mixture like an undeclared one).
                let attested = ledgerDays[index].loggedCompleteness == .complete && exclusion == nil
                let weightKg = ledgerDays[index].weightStatus == .used ? ledgerDays[index].loggedWeightKg : nil
                // What the day's meals say about a partial log (issue 23; 1 without foods or history).
                let odds = ledgerDays[index].mealEvidence?.partialOddsFactor ?? 1
                days[count] = MaintenanceDay(
                    loggedKcal: logged, isEvidence: exclusion == nil, declaredComplete: attested, weightKg: weightKg,
                    partialOddsFactor: odds)
                count += 1
            }
        }
    }
}
