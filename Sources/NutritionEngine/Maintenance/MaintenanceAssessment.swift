/// The whole trend-validated maintenance pipeline for one document: the day ledger (judged against
/// the equation estimate), the window's evidence (descriptive), and the estimate (the whole-history
/// filter's posterior). Each part has one author: the ledger judges the days, the window describes
/// its 28 days, the filter sets the number, its interval, status and confidence.
public struct MaintenanceAssessment: Sendable, Equatable {
    /// The equation estimates for the person (the prior).
    public var equations: EnergyEstimate
    /// The judged days, evaluated as of `ledger.asOf`.
    public var ledger: DayLedger
    /// What the window before asOf shows: counts, coverage, weight rate, energy balance, logging signals.
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
    package init?(
        person: Person, dayLog: DayLog, asOf: CalendarDate? = nil, resetDate: CalendarDate? = nil, policy: Policy
    ) {
        var log = dayLog
        if let asOf { log.declaredAsOf = asOf }
        let equations = EnergyEstimate(person: person, policy: policy.estimate)
        let reference = MaintenanceReference(CurrentMaintenance(equations: equations))
        guard let ledger = DayLedger(log: log, maintenance: reference, policy: policy.days) else { return nil }
        let composition = BodyComposition(
            person: person, days: log.days, before: ledger.asOf,
            recencyWindowDays: policy.maintenance.bodyFatReadingRecencyDays)
        // One energy density for the window's balance and the filter.
        let rho: Double =
            switch policy.maintenance.energyDensity {
            case .forbesPartition: EnergyDensity.forbesKcalPerKg(fatMassKg: composition.fatMassKg)
            case .fixed: policy.maintenance.fixedEnergyDensityKcalPerKg
            }
        let resting = equations.mifflinRestingKcalPerDay
        let history = MaintenanceDay.history(of: ledger, notBefore: resetDate)
        let evidence = MaintenanceEvidence(
            ledger: ledger, history: history, notBefore: resetDate, energyDensityKcalPerKg: rho,
            restingKcalPerDay: resting, policy: policy.maintenance)
        self.equations = equations
        self.ledger = ledger
        self.evidence = evidence
        self.policy = policy.maintenance
        estimate = MaintenanceEstimate(
            history: history, prior: FilterPrior(equations, policy: policy.maintenance), energyDensityKcalPerKg: rho,
            composition: composition, restingKcalPerDay: resting, evidence: evidence, policy: policy.maintenance)
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
