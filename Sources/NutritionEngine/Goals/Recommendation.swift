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
    /// The trend-validated estimate the target starts from instead of the equations (a new plan on
    /// a document whose days give an `estimated` maintenance); nil when the target uses NASEM 2023.
    public var learnedMaintenance: MaintenanceEstimate?

    /// Decides for `person` with `goal`, `safetyScreen` and `manualTargetKcal` under `policy`.
    ///
    /// `learnedMaintenance`, when given and `estimated` (not holding), replaces the equations as the
    /// target's maintenance, with its interval and its energy density: METHOD §5, a new plan starts
    /// from the current estimate rather than forgetting what the logs have shown.
    public init(
        person: Person, goal: Goal, safetyScreen: SafetyScreen?, manualTargetKcal: Double?, learnedMaintenance: MaintenanceEstimate? = nil,
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
        if let learned = learnedMaintenance, learned.status == .estimated {
            self.learnedMaintenance = learned
            target = InitialTarget(
                goal: goal, destination: destination, person: person, maintenanceKcalPerDay: learned.kcalPerDay,
                maintenanceInterval95KcalPerDay: learned.interval95LowKcalPerDay...learned.interval95HighKcalPerDay,
                energyDensityKcalPerKg: learned.energyDensityKcalPerKg, policy: policy.target)
        } else {
            target = InitialTarget(goal: goal, destination: destination, person: person, estimate: estimate, policy: policy.target)
        }
        protein = ProteinTarget(person: person, policy: policy.target)
    }
}
