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
    /// `weightScreen`, when given, is the record's screen of the same weigh-ins (`ScreenedWeighIns`).
    package init?(
        person: Person, dayLog: DayLog, asOf: CalendarDate? = nil, resetDate: CalendarDate? = nil,
        weightScreen: ScreenedWeighIns? = nil, policy: Policy
    ) {
        var log = dayLog
        if let asOf { log.declaredAsOf = asOf }
        let equations = EnergyEstimate(person: person, policy: policy.estimate)
        guard
            let ledger = DayLedger(
                log: log, maintenance: Self.intakeScreen(equations), policy: policy.days, weightScreen: weightScreen)
        else { return nil }
        let composition = BodyComposition(
            person: person, days: log.days, before: ledger.asOf,
            recencyWindowDays: policy.maintenance.bodyFatReadingRecencyDays)
        // One energy density for the window's balance and the filter.
        let rho = Self.energyDensityKcalPerKg(composition, policy: policy.maintenance)
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

extension MaintenanceAssessment {
    /// The reference the assessment's day ledger screens intakes against: the equations (a learned
    /// figure is itself built from the screened days).
    static func intakeScreen(_ equations: EnergyEstimate) -> MaintenanceReference {
        MaintenanceReference(CurrentMaintenance(equations: equations))
    }

    /// The energy density of weight change the window's balance and the filter read the scale with,
    /// kcal/kg: Forbes at the fat mass of `composition`, or the policy's fixed figure.
    static func energyDensityKcalPerKg(_ composition: BodyComposition, policy: MaintenancePolicy) -> Double {
        switch policy.energyDensity {
        case .forbesPartition: EnergyDensity.forbesKcalPerKg(fatMassKg: composition.fatMassKg)
        case .fixed: policy.fixedEnergyDensityKcalPerKg
        }
    }
}

/// The estimates `MaintenanceAssessment` gives as of days up to a ledger's evaluation day, each
/// from the data before its day, worked out from that one ledger (the journal's week-end estimates).
///
/// A ledger as of an earlier day judges each earlier day's intake as the whole ledger does: by the
/// day's own declarations against the equations, and by the recent-intake and meal rules, which
/// read only the days before it (METHOD.md §3). So those judgements, and the days the filter reads
/// (`MaintenanceDay`), are taken once from the whole ledger. Only the weigh-in screen looks ahead
/// (a weigh-in's neighbours are the weigh-ins within ±`outlierNeighbourWindowDays` days, later ones
/// included), so the weigh-ins before each day are screened again among themselves. The body
/// composition is the readings' before the day, as the assessment's is.
///
/// Only the number, its interval and its status are worked out: the window's evidence, which sets
/// nothing but the confidence, is not. `MaintenanceAssessment` stays the reference, and a seeded
/// test holds the two equal as of every day.
struct EarlierMaintenanceEstimates {
    /// The number, interval and status `MaintenanceAssessment(...).estimate` gives as of a day.
    struct Estimate: Equatable {
        /// The estimate, kcal/day.
        var kcalPerDay: Double
        /// Its 95 % interval's lower end, kcal/day.
        var interval95LowKcalPerDay: Double
        /// Its 95 % interval's upper end, kcal/day.
        var interval95HighKcalPerDay: Double
        /// Estimated, or holding.
        var status: MaintenanceEstimate.Status
    }

    private let person: Person
    private let policy: Policy
    private let prior: FilterPrior
    private let restingKcalPerDay: Double
    /// The ledger's evaluation day: the latest day an estimate can be as of.
    private let asOf: CalendarDate
    /// The ledger's first day (nil for a ledger without days).
    private let firstDate: CalendarDate?
    /// The days the filter reads, one per ledger day, as of the ledger's evaluation day.
    private let days: [MaintenanceDay]
    /// The logged weigh-ins, in date order, by index into `days` (what the ledger's screen judged).
    private let weighIns: [(index: Int, date: CalendarDate, kg: Double)]
    /// The log's days with a body-fat reading.
    private let readings: [LoggedDay]

    /// The estimates for `person` with `dayLog`, from `ledger`: `dayLog`'s ledger screened against
    /// the equations (`MaintenanceReference.equationEstimate`), as the assessment builds it. Nil for
    /// a ledger screened otherwise.
    init?(person: Person, dayLog: DayLog, ledger: DayLedger, policy: Policy) {
        let equations = EnergyEstimate(person: person, policy: policy.estimate)
        guard ledger.maintenance == MaintenanceAssessment.intakeScreen(equations), ledger.policy == policy.days
        else { return nil }
        self.person = person
        self.policy = policy
        prior = FilterPrior(equations, policy: policy.maintenance)
        restingKcalPerDay = equations.mifflinRestingKcalPerDay
        asOf = ledger.asOf
        firstDate = ledger.days.first?.date
        days = MaintenanceDay.history(of: ledger)
        var weighIns: [(index: Int, date: CalendarDate, kg: Double)] = []
        let ledgerDays = ledger.days
        for index in ledgerDays.indices {
            if let kg = ledgerDays[index].loggedWeightKg { weighIns.append((index, ledgerDays[index].date, kg)) }
        }
        self.weighIns = weighIns
        readings = dayLog.days.filter { $0.bodyFat != nil }
    }

    /// The estimate as of `day` (at most the ledger's evaluation day) from the data on or after
    /// `resetDate`; nil for a later day.
    func estimate(asOf day: CalendarDate, resetDate: CalendarDate?) -> Estimate? {
        guard day <= asOf else { return nil }
        let end = firstDate.map { min(max($0.days(to: day), 0), days.count) } ?? 0
        let start = resetDate.flatMap { reset in firstDate.map { min(max($0.days(to: reset), 0), end) } } ?? 0
        var history = Array(days[start..<end])
        // The screen of the weigh-ins before `day`, among themselves: the ledger as of `day` screens these.
        let before = weighIns.prefix { $0.date < day }
        let judgements = WeightScreen.judge(before.map { (date: $0.date, kg: $0.kg) }, policy: policy.days)
        for (judgement, weighIn) in zip(judgements, before) where weighIn.index >= start {
            history[weighIn.index - start].weightKg = judgement.status == .used ? weighIn.kg : nil
        }
        let composition = BodyComposition(
            person: person, days: readings, before: day,
            recencyWindowDays: policy.maintenance.bodyFatReadingRecencyDays)
        let rho = MaintenanceAssessment.energyDensityKcalPerKg(composition, policy: policy.maintenance)
        // `MaintenanceEstimate`'s number, interval and status, without the window's evidence.
        let holding = !MaintenanceEstimate.Reason.reasons(for: history).isEmpty
        var settings = policy.maintenance.stateSpace
        settings.targetDays = policy.maintenance.windowDays
        let posterior =
            holding
            ? nil
            : StateSpaceMaintenance.estimate(
                days: history, priorKcalPerDay: prior.kcalPerDay,
                priorStandardDeviationKcalPerDay: prior.standardDeviationKcalPerDay,
                equationsKcalPerDay: prior.equationsKcalPerDay, energyDensityKcalPerKg: rho,
                fatMassAt: policy.maintenance.energyDensity == .forbesPartition
                    ? (composition.fatMassKg, composition.weightKg) : nil,
                restingKcalPerDay: restingKcalPerDay, settings: settings)
        let mean = posterior?.kcalPerDay ?? prior.kcalPerDay
        let halfWidth =
            policy.maintenance.intervalZ * (posterior?.standardDeviationKcalPerDay ?? prior.standardDeviationKcalPerDay)
        return Estimate(
            kcalPerDay: mean, interval95LowKcalPerDay: mean - halfWidth, interval95HighKcalPerDay: mean + halfWidth,
            status: holding ? .holding : .estimated)
    }
}

extension EarlierMaintenanceEstimates.Estimate {
    /// The number, interval and status of `estimate`.
    init(_ estimate: MaintenanceEstimate) {
        self.init(
            kcalPerDay: estimate.kcalPerDay, interval95LowKcalPerDay: estimate.interval95LowKcalPerDay,
            interval95HighKcalPerDay: estimate.interval95HighKcalPerDay, status: estimate.status)
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
