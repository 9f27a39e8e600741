/// The whole trend-validated maintenance pipeline for one document: the day ledger (judged against
/// the equation estimate), the window's evidence, and the estimate that combines it with the prior.
public struct MaintenanceAssessment: Sendable, Equatable {
    /// The equation estimates for the person (the prior).
    public var equations: EnergyEstimate
    /// The judged days, evaluated as of `ledger.asOf`.
    public var ledger: DayLedger
    /// The window handed to the estimator.
    public var evidence: MaintenanceEvidence
    /// The estimate.
    public var estimate: MaintenanceEstimate
    /// The parameters used.
    public var policy: MaintenancePolicy

    /// The assessment for `person` and `dayLog` as of `asOf` (default: the log's own evaluation day),
    /// using only data from `resetDate` on; nil when the log has neither days nor an evaluation day.
    ///
    /// Evaluating as of an earlier day ignores every later day entirely, so a check-in for a past
    /// week gives the same numbers however much has been logged since.
    public init?(
        person: Person, dayLog: DayLog, asOf: CalendarDate? = nil, resetDate: CalendarDate? = nil, policy: Policy
    ) {
        var log = dayLog
        if let asOf { log.declaredAsOf = asOf }
        let equations = EnergyEstimate(person: person, policy: policy.estimate)
        let reference = MaintenanceReference(CurrentMaintenance(equations: equations))
        guard let ledger = DayLedger(log: log, maintenance: reference, policy: policy.days) else { return nil }
        let evidence = MaintenanceEvidence(
            ledger: ledger, windowDays: policy.maintenance.windowDays, notBefore: resetDate)
        self.equations = equations
        self.ledger = ledger
        self.evidence = evidence
        self.policy = policy.maintenance
        let asOfDate = ledger.asOf
        let composition = BodyComposition(
            person: person, days: log.days, before: asOfDate,
            recencyWindowDays: policy.maintenance.bodyFatReadingRecencyDays)
        var prior = MaintenancePrior(equations)
        prior.fatMassKg = composition.fatMassKg
        let window = MaintenanceEstimator.estimate(evidence, prior: prior, policy: policy.maintenance)
        let history = StateSpaceHistory(ledger: ledger, notBefore: resetDate)
        estimate = MaintenanceEstimator.posterior(
            window: window, history: history, filterPrior: FilterPrior(equations, policy: policy.maintenance),
            composition: composition,
            policy: policy.maintenance)
    }

    /// The `maintenance` output object: the estimate with the window and its exclusions.
    public var json: JSONValue { MaintenanceReport.json(estimate, policy: policy) }
}

/// The days the state-space filter reads: every day from the first ledger day (or the reset, if later)
/// to the day before `asOf`, with candidate intakes and usable weigh-ins.
package struct StateSpaceHistory: Sendable, Equatable {
    /// The days in order.
    package var days: [StateSpaceMaintenance.Day]
    /// Whether any of them was declared incomplete. Kept for callers; the estimator no longer reads it (a
    /// person who flags some days may still leave others unflagged: the partial-day prior is the same for everyone).
    package var everFlaggedIncomplete: Bool

    /// The history of `ledger` from `resetDate` (inclusive) on.
    package init(ledger: DayLedger, notBefore resetDate: CalendarDate? = nil) {
        var days: [StateSpaceMaintenance.Day] = []
        days.reserveCapacity(ledger.days.count)
        var flagged = false
        // Fields are read through the index: binding each day (`for day in ledger.days`) copied it
        // out, retaining every member of its log entry.
        let ledgerDays = ledger.days
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
                logged = ledgerDays[index].logged?.intakeKcal
            case .declaredIncomplete:
                flagged = true
            case .notListed, .noIntakeLogged, .declaredUntracked, .intakeLowerBound: break
            }
            // A declared-complete day is trusted only when the ledger accepts it (a suspect day, not yet
            // confirmed by review, goes to the partial-day mixture like an undeclared one).
            let attested = ledgerDays[index].logged?.intakeCompleteness == .complete && exclusion == nil
            let weightKg = ledgerDays[index].weightStatus == .used ? ledgerDays[index].logged?.weightKg : nil
            // What the day's meals say about a partial log (issue 23; 1 without foods or history).
            let odds = ledgerDays[index].mealEvidence?.partialOddsFactor ?? 1
            days.append(
                .init(loggedKcal: logged, declaredComplete: attested, weightKg: weightKg, partialOddsFactor: odds))
        }
        self.days = days
        everFlaggedIncomplete = flagged
    }

    /// A history with explicit days.
    package init(days: [StateSpaceMaintenance.Day], everFlaggedIncomplete: Bool) {
        self.days = days
        self.everFlaggedIncomplete = everFlaggedIncomplete
    }
}

/// The filter's prior on maintenance: the equations widened for what they do not know (METHOD.md §4):
/// mean (1 − u)·NASEM (u = 0 by default, the first target's scale), variance SEE² + (s_u·NASEM)² +
/// activity², where u and s_u express under-reporting and "activity" is half the NASEM gap to the
/// nearest other activity category when the category is self-reported.
package struct FilterPrior: Sendable, Equatable {
    /// Prior mean, kcal/day.
    package var kcalPerDay: Double
    /// The NASEM 2023 figure the prior is built on, kcal/day (true kcal: the filter's physiology reads it).
    package var equationsKcalPerDay: Double
    /// Prior SD, kcal/day.
    package var standardDeviationKcalPerDay: Double
    /// The activity term of the SD, kcal/day (0 when off).
    package var activityStandardDeviationKcalPerDay: Double

    /// The prior for `equations` under `policy`.
    package init(_ equations: EnergyEstimate, policy: MaintenancePolicy) {
        let nasem = equations.nasemKcalPerDay
        var activity = 0.0
        if policy.priorWidensForSelfReportedActivity {
            let levels = ActivityLevel.allCases
            if let i = levels.firstIndex(of: equations.person.activityLevel) {
                var gap = Double.infinity
                for j in [i - 1, i + 1] where levels.indices.contains(j) {
                    var other = equations.person
                    other.activityLevel = levels[j]
                    gap = min(gap, abs(NASEM2023.totalEnergyExpenditureKcalPerDay(other) - nasem))
                }
                if gap.isFinite { activity = gap / 2 }
            }
        }
        let see = equations.nasemStandardErrorKcalPerDay
        let shift = policy.priorUnderReportingStandardDeviationFraction * nasem
        kcalPerDay = (1 - policy.priorUnderReportingFraction) * nasem
        equationsKcalPerDay = nasem
        standardDeviationKcalPerDay = (see * see + shift * shift + activity * activity).squareRoot()
        activityStandardDeviationKcalPerDay = activity
    }
}
