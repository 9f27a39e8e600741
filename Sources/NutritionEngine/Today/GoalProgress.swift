/// Progress toward the weekly intent, the goal's rate, stated only when the week's evidence can
/// tell that rate from no change (an automated number: eligible results only).
///
/// The rule: the usable weigh-ins of the week so far are fitted with the robust rate of METHOD §4
/// (`RobustWeightRate`: spike screen, Huber line, AR(1)-aware standard error). The rate is stated
/// beside the goal rate only when its 95 % interval (± 1.96 standard errors) is narrower than the
/// goal rate itself: otherwise the weigh-ins of a few days could not tell the intended change from
/// none, and a figure would invite reading water as progress. With day-to-day water noise of about
/// 0.5 kg, a week's weigh-ins rarely qualify; the check-in reads the rate over 28 days. Only a Lose
/// goal sets a weekly rate (% of body weight per week); Maintain, Gain (a surplus) and Recomposition
/// have none to compare with. Nothing here changes a target or coaches.
public struct GoalProgress: Sendable, Equatable {
    /// What the rule concluded.
    public enum Status: String, Sendable, CaseIterable {
        /// The rate is stated beside the goal rate.
        case stated
        /// The weigh-ins so far cannot tell the goal rate from no change.
        case notSupported
        /// There is no goal rate to compare with.
        case noGoalRate
    }

    /// Why there is no goal rate.
    public enum NoRateReason: String, Sendable, CaseIterable {
        /// The document has no plan.
        case noPlan
        /// The plan records no goal.
        case noGoal
        /// The goal sets no weekly rate (Maintain, Gain, Recomposition).
        case goalSetsNoRate
        /// The goal's destination is not accepted now (e.g. the landing weight is reached).
        case destinationNotAccepted

        /// The sentence for the reason.
        var sentence: String {
            switch self {
            case .noPlan: "there is no plan, so no goal rate to compare with"
            case .noGoal: "the plan records no goal, so no goal rate to compare with"
            case .goalSetsNoRate:
                "only a Lose goal sets a weekly rate of weight change; this goal has none to compare with"
            case .destinationNotAccepted:
                "the goal's destination is not accepted at the current weight, so its rate does not apply"
            }
        }
    }

    /// The goal's rate, kg/week (negative: loss), when there is one.
    public var goalRateKgPerWeek: Double?
    /// The goal's rate, % of the current weight per week.
    public var goalRatePercentPerWeek: Double?
    /// The current (trend) weight the rate is a percentage of, kg.
    public var currentWeightKg: Double
    /// The robust rate of the week's weigh-ins, kg/week (nil with fewer than two).
    public var rateKgPerWeek: Double?
    /// Half the width of its 95 % interval, kg/week.
    public var halfWidth95KgPerWeek: Double?
    /// Usable weigh-ins of the week so far.
    public var weighIns: Int
    /// Why there is no goal rate, when there is none.
    public var noRateReason: NoRateReason?

    /// The z of a two-sided 95 % interval.
    static let z95 = 1.96

    /// What the rule concluded.
    public var status: Status {
        guard goalRateKgPerWeek != nil else { return .noGoalRate }
        guard let halfWidth = halfWidth95KgPerWeek, let goal = goalRateKgPerWeek, halfWidth < abs(goal) else {
            return .notSupported
        }
        return .stated
    }

    /// The progress of `plan`'s goal (nil: no plan) for `person` at their current weight, from the
    /// usable `weighIns` of the week so far.
    init(plan: Plan?, person: Person, weighIns: [DayWeight], policy: Policy) {
        currentWeightKg = person.weightKg
        self.weighIns = weighIns.count
        if let fit = RobustWeightRate.fit(weighIns, settings: RobustWeightRate.Settings(policy.maintenance)) {
            rateKgPerWeek = fit.kgPerDay * 7
            halfWidth95KgPerWeek = Self.z95 * fit.standardErrorKgPerDay * 7
        }
        guard let plan else {
            noRateReason = .noPlan
            return
        }
        guard let goal = plan.goal?.typed else {
            noRateReason = .noGoal
            return
        }
        guard goal.kind == .lose else {
            noRateReason = .goalSetsNoRate
            return
        }
        let destination = Destination(goal: goal, person: person, policy: policy.target)
        guard destination.status == .accepted, let percent = destination.ratePercentPerWeek else {
            noRateReason = .destinationNotAccepted
            return
        }
        goalRatePercentPerWeek = percent
        goalRateKgPerWeek = -percent / 100 * person.weightKg
    }
}
