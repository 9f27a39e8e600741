/// Everything `recommend` decides for one person: eligibility first, then the destination, then
/// the target. A manual-only person gets no estimate at all: nothing automated is even computed.
package struct Recommendation: Sendable, Equatable {
    /// The person as read (metric).
    package var person: Person
    /// The goal as read.
    package var goal: Goal
    /// The safety screen as read (nil when the document has none).
    package var safetyScreen: SafetyScreen?
    /// The person's own target, kcal/day, echoed as user-provided.
    package var manualTargetKcal: Double?
    /// Eligible or manual-only, screened at `currentWeight`.
    package var eligibility: Eligibility
    /// The destination check; nil when manual-only.
    package var destination: Destination?
    /// The maintenance estimates; nil when manual-only.
    package var estimate: EnergyEstimate?
    /// The target; nil when manual-only or when the destination is refused.
    package var target: InitialTarget?
    /// The protein range; present exactly when `target` is.
    package var protein: ProteinTarget?
    /// The maintenance figure the target starts from (`CurrentMaintenance.decide`); nil when
    /// manual-only or when the destination is refused.
    package var maintenance: CurrentMaintenance?
    /// The weight the destination, the equations, the target and protein are computed at.
    package var currentWeight: CurrentWeight

    /// The first target for a document, as `recommend`, `plan new` and `rescore` all give it (one
    /// basis, METHOD §2): `person`, `goal`, `safetyScreen` and `manualTargetKcal` as read, with the
    /// maintenance figure `CurrentMaintenance.decide(for: .initialTarget, ...)` gives for `dayLog`
    /// as of `asOf` (default: the log's own evaluation day) from data on or after `resetDate`,
    /// and the current weight of that figure's ledger (the trend when there are weigh-ins).
    package init(
        person: Person, goal: Goal, safetyScreen: SafetyScreen?, manualTargetKcal: Double?, dayLog: DayLog,
        asOf: CalendarDate? = nil, resetDate: CalendarDate? = nil, policy: Policy
    ) {
        // The screen runs at the person's weight now (the trend of the log's weigh-ins, issue 18 item 4),
        // as in every other command; a manual-only person's days are not even assessed.
        let weightNow = CurrentWeight(person: person, dayLog: dayLog, asOf: asOf, policy: policy.days)
        let eligible =
            Eligibility(person: weightNow.person(person), screen: safetyScreen, policy: policy.safety).status
            == .eligible
        let figure =
            eligible
            ? CurrentMaintenance.decide(
                for: .initialTarget, person: person, dayLog: dayLog, asOf: asOf, resetDate: resetDate, policy: policy)
            : nil
        self.init(
            person: person, goal: goal, safetyScreen: safetyScreen, manualTargetKcal: manualTargetKcal,
            maintenance: figure,
            currentWeight: figure?.ledger.map { CurrentWeight(person: person, ledger: $0) } ?? weightNow,
            policy: policy)
    }

    /// Decides for `person` with `goal`, `safetyScreen` and `manualTargetKcal` under `policy`.
    ///
    /// `maintenance` is the figure the target starts from; nil means the equations at the current
    /// weight. `currentWeight` is the weight the target is computed at (nil: the profile's).
    package init(
        person: Person, goal: Goal, safetyScreen: SafetyScreen?, manualTargetKcal: Double?,
        maintenance: CurrentMaintenance? = nil, currentWeight: CurrentWeight? = nil,
        policy: Policy
    ) {
        self.person = person
        self.goal = goal
        self.safetyScreen = safetyScreen
        self.manualTargetKcal = manualTargetKcal
        let weight = currentWeight ?? CurrentWeight(person: person, ledger: nil)
        self.currentWeight = weight
        let current = weight.person(person)
        eligibility = Eligibility(person: current, screen: safetyScreen, policy: policy.safety)
        guard eligibility.status == .eligible else { return }
        let destination = Destination(goal: goal, person: current, policy: policy.target)
        let estimate = EnergyEstimate(person: current, policy: policy.estimate)
        self.destination = destination
        self.estimate = estimate
        guard destination.status == .accepted else { return }
        let figure = maintenance ?? CurrentMaintenance(equations: estimate)
        self.maintenance = figure
        target = InitialTarget(
            goal: goal, destination: destination, person: current, maintenance: figure, policy: policy.target)
        protein = ProteinTarget(person: current, policy: policy.target)
    }
}
