/// The maintenance figure a command works from, with its 95 % interval, where it came from and as of
/// when: decided for every command by `CurrentMaintenance.decide(for:person:dayLog:asOf:resetDate:policy:)`.
///
/// The day ledger's suspect-intake reference is one too (its `source` is what `days` prints).
public struct CurrentMaintenance: Sendable, Equatable {
    /// Where the figure came from: one enum for every command.
    public enum Source: Sendable, Equatable, CaseIterable {
        /// The whole-history (trend-validated) estimate from the person's logged intake and weight (METHOD.md §4).
        case learned
        /// NASEM 2023 adult total energy expenditure for the person's category (METHOD.md §1).
        case nasem2023Equation
        /// A value supplied by the caller (tests, benchmarks, a coach's override).
        case supplied

        /// The outputs that name a source; each kept the name it printed before the sources were one enum.
        public enum Vocabulary: Sendable {
            /// `days`: `maintenanceReference.source`.
            case days
            /// `project`: `maintenance.source`.
            case projection
            /// `rescore`: `result.maintenance.source`.
            case rescore
            /// `recommend`: `basis.maintenance.source`.
            case initialTarget
        }

        /// The name `vocabulary`'s output prints for this source. The three outputs named the
        /// equations three ways (`nasem2023Equation`, `nasem2023`, the equation's version string);
        /// the names are kept byte for byte, and this is the one place that maps them.
        public func name(in vocabulary: Vocabulary) -> String {
            switch (self, vocabulary) {
            case (.learned, _): "trendValidated"
            case (.nasem2023Equation, .days), (.nasem2023Equation, .initialTarget): "nasem2023Equation"
            case (.nasem2023Equation, .projection): "nasem2023"
            case (.nasem2023Equation, .rescore): NASEM2023.version
            case (.supplied, _): "supplied"
            }
        }
    }

    /// What a command needs the figure for. The commands differ in exactly these ways, decided in
    /// `decide` and nowhere else.
    public enum Use: Sendable, Equatable, CaseIterable {
        /// The suspect-intake screen of the day ledger (`days`, and the ledger the learned estimate is
        /// built from): always the equations, since the learned figure is itself built from the
        /// screened days. None without a person or for one outside the adult equations' domain.
        case intakeScreen
        /// A first target: `recommend`, `plan new` and `rescore`'s initial recommendation, one basis
        /// for all three (METHOD.md §2): the learned estimate when it is `estimated` (a new plan
        /// starts from what the logs have shown); a holding estimate, an evidence window that lists
        /// no day (e.g. a plan dated long after the last logged day), or no days, leaves the
        /// equations, evaluated at the current weight (`CurrentWeight`: the trend when there are
        /// weigh-ins), with the holding assessment kept for the statement.
        case initialTarget
        /// The weekly check-in (as of the day after the week) and `maintenance`: the learned
        /// estimate, holding or not (a holding estimate asks for more evidence; `maintenance`
        /// reports it with its reasons). None without days or an evaluation day.
        case learnedOnly
        /// `project`, `decide --edit` and `plan set-target` (the edit limits), and `rescore`'s
        /// maintenance: the learned estimate whenever the document lists days, holding or not
        /// (status and interval shown); without days, the equations.
        case latest
    }

    /// Maintenance, kcal/day.
    public var kcalPerDay: Double
    /// The 95 % interval of `kcalPerDay`, kcal/day (the point itself for a supplied value).
    public var interval95KcalPerDay: ClosedRange<Double>
    /// Where it came from.
    public var source: Source
    /// The evaluation day of a learned figure (the ledger's asOf); nil for the equations or a supplied value.
    public var asOf: CalendarDate?
    /// The learned assessment behind a `learned` figure; nil otherwise.
    public var assessment: MaintenanceAssessment?
    /// For `initialTarget`: the learned assessment that was consulted and left aside because it is
    /// holding, or because its evidence window lists no day.
    public var holdingAssessment: MaintenanceAssessment?

    /// The day ledger the figure was decided on (the learned or the holding assessment's), if any.
    public var ledger: DayLedger? { (assessment ?? holdingAssessment)?.ledger }

    /// Energy density of weight change the learned estimate read the scale with, kcal/kg (nil for the
    /// equations: the target policy's rule decides).
    public var energyDensityKcalPerKg: Double? { assessment?.estimate.energyDensityKcalPerKg }

    /// A supplied value of `kcalPerDay` kcal/day from `source` (tests, benchmarks, a coach's override).
    public init(kcalPerDay: Double, source: Source) {
        self.kcalPerDay = kcalPerDay
        interval95KcalPerDay = kcalPerDay...kcalPerDay
        self.source = source
    }

    /// The NASEM 2023 figure of `estimate`, with its 95 % prediction interval.
    public init(equations estimate: EnergyEstimate) {
        kcalPerDay = estimate.nasemKcalPerDay
        interval95KcalPerDay = estimate.nasemInterval95LowKcalPerDay...estimate.nasemInterval95HighKcalPerDay
        source = .nasem2023Equation
    }

    /// The learned figure of `assessment`, with its 95 % interval, as of its ledger's evaluation day.
    public init(learned assessment: MaintenanceAssessment) {
        let estimate = assessment.estimate
        kcalPerDay = estimate.kcalPerDay
        interval95KcalPerDay = estimate.interval95LowKcalPerDay...estimate.interval95HighKcalPerDay
        source = .learned
        asOf = assessment.ledger.asOf
        self.assessment = assessment
    }

    /// The one answer to "which maintenance figure": the figure for `use` for `person` with `dayLog`,
    /// evaluated as of `asOf` (default: the log's own evaluation day) from data on or after
    /// `resetDate`. Nil when there is none for that use (see `Use`).
    ///
    /// Eligibility is not decided here: a manual-only person's figure is still computed where a
    /// command needs its ledger, and `AutomationGate` keeps every automated number out of the output.
    public static func decide(
        for use: Use, person: Person?, dayLog: DayLog, asOf: CalendarDate? = nil, resetDate: CalendarDate? = nil,
        policy: Policy
    ) -> CurrentMaintenance? {
        decide(
            for: use, person: person, dayLog: dayLog, asOf: asOf, resetDate: resetDate, weightScreen: nil,
            policy: policy)
    }

    /// The same, with the record's screen of its weigh-ins (`ScreenedWeighIns`) for the assessment's ledger.
    package static func decide(
        for use: Use, person: Person?, dayLog: DayLog, asOf: CalendarDate? = nil, resetDate: CalendarDate? = nil,
        weightScreen: ScreenedWeighIns?, policy: Policy
    ) -> CurrentMaintenance? {
        guard let person else { return nil }
        switch use {
        case .intakeScreen:
            guard unavailableReason(for: person) == nil else { return nil }
            return CurrentMaintenance(equations: EnergyEstimate(person: person, policy: policy.estimate))
        case .initialTarget:
            let assessment = MaintenanceAssessment(
                person: person, dayLog: dayLog, asOf: asOf, resetDate: resetDate, weightScreen: weightScreen,
                policy: policy)
            // A first target starts from what the logs have shown lately: with no listed day in the
            // evidence window (after the reset, if any), the equations, not a figure carried from
            // days long past whose window the statement would name as its evidence.
            if let assessment, assessment.estimate.status == .estimated,
                windowHoldsADay(dayLog, before: assessment.ledger.asOf, notBefore: resetDate, policy: policy)
            {
                return CurrentMaintenance(learned: assessment)
            }
            let current = CurrentWeight(person: person, ledger: assessment?.ledger).person(person)
            var figure = CurrentMaintenance(equations: EnergyEstimate(person: current, policy: policy.estimate))
            // An assessment of no listed days holds for want of days: that is "no days", whatever the evaluation day.
            figure.holdingAssessment = assessment?.ledger.days.isEmpty == false ? assessment : nil
            return figure
        case .learnedOnly:
            return MaintenanceAssessment(
                person: person, dayLog: dayLog, asOf: asOf, resetDate: resetDate, weightScreen: weightScreen,
                policy: policy
            ).map(CurrentMaintenance.init(learned:))
        case .latest:
            if !dayLog.days.isEmpty,
                let assessment = MaintenanceAssessment(
                    person: person, dayLog: dayLog, asOf: asOf, resetDate: resetDate, weightScreen: weightScreen,
                    policy: policy)
            {
                return CurrentMaintenance(learned: assessment)
            }
            return CurrentMaintenance(equations: EnergyEstimate(person: person, policy: policy.estimate))
        }
    }

    /// Whether `dayLog` lists a day in the maintenance window before `asOf` (`windowDays` days), on
    /// or after `resetDate`.
    static func windowHoldsADay(
        _ dayLog: DayLog, before asOf: CalendarDate, notBefore resetDate: CalendarDate?, policy: Policy
    )
        -> Bool
    {
        var start = asOf.adding(days: -policy.maintenance.windowDays)
        if let resetDate, resetDate > start { start = resetDate }
        return dayLog.days.contains { $0.date >= start && $0.date < asOf }
    }

    /// Why the intake screen has no figure for `person` (no person, or one outside the adult
    /// equations' domain), or nil when it has one.
    public static func unavailableReason(for person: Person?) -> String? {
        guard let person else {
            return "the document has no person, so there is no maintenance estimate to check intakes against"
        }
        let domainIssues = EquationDomain.issues(for: person, at: JSONPointer(tokens: ["person"]))
        guard domainIssues.isEmpty else {
            return
                "the person is outside the adult equations' domain "
                + "(\(domainIssues.map(\.message).joined(separator: "; ")))"
        }
        return nil
    }
}
