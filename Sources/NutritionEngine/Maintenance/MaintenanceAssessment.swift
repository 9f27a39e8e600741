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
    public init?(person: Person, dayLog: DayLog, asOf: CalendarDate? = nil, resetDate: CalendarDate? = nil, policy: Policy) {
        var log = dayLog
        if let asOf { log.declaredAsOf = asOf }
        let equations = EnergyEstimate(person: person, policy: policy.estimate)
        let reference = MaintenanceReference(kcalPerDay: equations.nasemKcalPerDay, source: .nasem2023Equation)
        guard let ledger = DayLedger(log: log, maintenance: reference, policy: policy.days) else { return nil }
        let evidence = MaintenanceEvidence(ledger: ledger, windowDays: policy.maintenance.windowDays, notBefore: resetDate)
        self.equations = equations
        self.ledger = ledger
        self.evidence = evidence
        self.policy = policy.maintenance
        estimate = MaintenanceEstimator.estimate(evidence, prior: MaintenancePrior(equations), policy: policy.maintenance)
    }

    /// The `maintenance` output object: the estimate with the window and its exclusions.
    public var json: JSONValue { MaintenanceReport.json(estimate, policy: policy) }
}
