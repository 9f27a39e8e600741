/// Everything `recommend` decides for one person: eligibility first, then the destination, then
/// the target. A manual-only person gets no estimate at all: nothing automated is even computed.
public struct Recommendation: Sendable, Equatable {
    /// The person as read (metric).
    public var person: Person
    /// The goal as read.
    public var goal: Goal
    /// The safety screen as read (nil when the document has none).
    public var safetyScreen: SafetyScreen?
    /// The person's own target, kcal/day, echoed as user-provided.
    public var manualTargetKcal: Double?
    /// Eligible or manual-only.
    public var eligibility: Eligibility
    /// The destination check; nil when manual-only.
    public var destination: Destination?
    /// The maintenance estimates; nil when manual-only.
    public var estimate: EnergyEstimate?
    /// The target; nil when manual-only or when the destination is refused.
    public var target: InitialTarget?
    /// The protein range; present exactly when `target` is.
    public var protein: ProteinTarget?
    /// The maintenance figure the target starts from (`CurrentMaintenance.decide`); nil when
    /// manual-only or when the destination is refused.
    public var maintenance: CurrentMaintenance?

    /// Decides for `person` with `goal`, `safetyScreen` and `manualTargetKcal` under `policy`.
    ///
    /// `maintenance` is the figure the target starts from, as `CurrentMaintenance.decide` gave it
    /// for the command (`plan new` passes the learned estimate when it is `estimated`, METHOD §5);
    /// nil means the equations, which is what `decide(for: .recommend, ...)` gives.
    public init(
        person: Person, goal: Goal, safetyScreen: SafetyScreen?, manualTargetKcal: Double?,
        maintenance: CurrentMaintenance? = nil,
        policy: Policy
    ) {
        self.person = person
        self.goal = goal
        self.safetyScreen = safetyScreen
        self.manualTargetKcal = manualTargetKcal
        eligibility = Eligibility(person: person, screen: safetyScreen, policy: policy.safety)
        guard eligibility.status == .eligible else { return }
        let destination = Destination(goal: goal, person: person, policy: policy.target)
        let estimate = EnergyEstimate(person: person, policy: policy.estimate)
        self.destination = destination
        self.estimate = estimate
        guard destination.status == .accepted else { return }
        let figure = maintenance ?? CurrentMaintenance(equations: estimate)
        self.maintenance = figure
        target = InitialTarget(
            goal: goal, destination: destination, person: person, maintenance: figure, policy: policy.target)
        protein = ProteinTarget(person: person, policy: policy.target)
    }
}
