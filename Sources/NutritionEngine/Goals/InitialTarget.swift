/// The first calorie target: maintenance (NASEM 2023) shifted by the goal's rule, then the caps and
/// the intake floor, with its 95 % range, confidence and the static expected rate of change.
///
/// The rule is a non-decreasing function of maintenance, so applying it to both ends of the
/// maintenance 95 % prediction interval gives the 95 % range of the target (caps and floor included).
public struct InitialTarget: Sendable, Equatable {
    /// Which rule set the target.
    public enum Rule: String, Sendable {
        /// Lose: maintenance − weight × rate × energy density ÷ 7, capped.
        case deficitFromRate
        /// Maintain, and Recomposition without fat-loss priority: maintenance.
        case maintenance
        /// Gain: maintenance × (1 + surplus by training experience).
        case surplusByExperience
        /// Recomposition with fat-loss priority: maintenance × (1 − recomposition deficit).
        case recompositionDeficit
    }

    /// The rule used.
    public var rule: Rule
    /// Maintenance (NASEM 2023 TEE), kcal/day.
    public var maintenanceKcalPerDay: Double
    /// Ends of the maintenance 95 % prediction interval, kcal/day.
    public var maintenanceInterval95KcalPerDay: ClosedRange<Double>
    /// Lose: the deficit the requested rate asks for before caps, kcal/day.
    public var requestedDeficitKcalPerDay: Double?
    /// Gain: the surplus in percent of maintenance, and the experience it came from.
    public var surplusPercent: Double?
    /// Gain: the experience used.
    public var trainingExperience: TrainingExperience?
    /// Gain: whether the experience is the policy default because the person gave none.
    public var trainingExperienceAssumed: Bool
    /// Recomposition with fat-loss priority: the deficit in percent of maintenance.
    public var recompositionDeficitPercent: Double?
    /// Every cap and floor checked at the central estimate, in the order applied.
    public var guardrails: [Guardrail]
    /// The target, unrounded, kcal/day.
    public var kcalPerDay: Double
    /// The target rounded to the policy step (never below the floor), kcal/day.
    public var roundedKcalPerDay: Double
    /// The target rule applied to the ends of the maintenance interval, kcal/day.
    public var range95KcalPerDay: ClosedRange<Double>
    /// Confidence, from the half-width of the maintenance interval the range is carried from.
    public var confidence: TargetConfidence
    /// The deficit cap, floor and surplus rule at the central maintenance.
    public var limits: DeficitLimits
    /// The intake floor for the person's equations, kcal/day.
    public var floorKcalPerDay: Double { limits.floorKcalPerDay }
    /// Energy density of weight change used for the deficit and the rate (static), kcal/kg.
    public var energyDensityKcalPerKg: Double
    /// How that energy density was chosen.
    public var energyDensityRule: EnergyDensityRule
    /// Current weight, kg.
    var currentWeightKg: Double
    /// Landing weight, kg, when the goal has one.
    public var landingWeightKg: Double?

    /// Whether the intake floor raised the target.
    public var floorBinds: Bool { guardrails.contains { $0.code == .intakeFloor && $0.binding } }
    /// Half-width of the maintenance interval, kcal/day.
    public var halfWidthKcalPerDay: Double {
        (maintenanceInterval95KcalPerDay.upperBound - maintenanceInterval95KcalPerDay.lowerBound) / 2
    }
    /// Target − maintenance, kcal/day (negative = deficit).
    var dailyBalanceKcalPerDay: Double { kcalPerDay - maintenanceKcalPerDay }
    /// Expected weight change, kg/week: balance × 7 ÷ energy density (static; negative = loss).
    public var expectedChangeKgPerWeek: Double { dailyBalanceKcalPerDay * 7 / energyDensityKcalPerKg }
    /// Expected weight change in percent of current weight per week.
    public var expectedChangePercentPerWeek: Double { 100 * expectedChangeKgPerWeek / currentWeightKg }
    /// Weeks to the landing weight at the expected rate, when the rate moves toward it.
    public var weeksToDestination: Double? {
        guard let landing = landingWeightKg else { return nil }
        let distance = landing - currentWeightKg
        guard distance != 0, expectedChangeKgPerWeek != 0, (distance > 0) == (expectedChangeKgPerWeek > 0) else {
            return nil
        }
        return distance / expectedChangeKgPerWeek
    }

    /// The target for an accepted `destination` of `goal` for `person`, from the NASEM estimate.
    public init(goal: Goal, destination: Destination, person: Person, estimate: EnergyEstimate, policy: TargetPolicy) {
        self.init(
            goal: goal, destination: destination, person: person, maintenance: CurrentMaintenance(equations: estimate),
            policy: policy)
    }

    /// The target for an accepted `destination` of `goal` for `person`, from `maintenance` (the figure
    /// `CurrentMaintenance.decide` gave the command), its 95 % interval and, for a learned figure, the
    /// energy density the estimator read the scale with.
    public init(
        goal: Goal, destination: Destination, person: Person, maintenance: CurrentMaintenance, policy: TargetPolicy
    ) {
        self.init(
            goal: goal, destination: destination, person: person, maintenanceKcalPerDay: maintenance.kcalPerDay,
            maintenanceInterval95KcalPerDay: maintenance.interval95KcalPerDay,
            energyDensityKcalPerKg: maintenance.energyDensityKcalPerKg,
            policy: policy)
    }

    /// The target for an accepted `destination` of `goal` for `person`, from any maintenance
    /// estimate and its 95 % interval (kcal/day): the equations at onboarding, the trend-validated
    /// estimate at a check-in. `person.weightKg` is the weight the rate is taken from.
    /// `energyDensityKcalPerKg`, when given, is the ρ to use (a check-in passes the one the
    /// maintenance estimator read the scale with, so the goal rate and the observed rate agree);
    /// otherwise the policy's rule decides.
    public init(
        goal: Goal, destination: Destination, person: Person, maintenanceKcalPerDay maintenance: Double,
        maintenanceInterval95KcalPerDay interval: ClosedRange<Double>, energyDensityKcalPerKg density: Double? = nil,
        policy: TargetPolicy
    ) {
        maintenanceKcalPerDay = maintenance
        maintenanceInterval95KcalPerDay = interval
        let limits = DeficitLimits(maintenanceKcalPerDay: maintenance, sex: person.equationSex, policy: policy)
        self.limits = limits
        let floorKcalPerDay = limits.floorKcalPerDay
        energyDensityKcalPerKg = density ?? policy.energyDensityKcalPerKg(person)
        energyDensityRule = policy.energyDensityRule
        currentWeightKg = person.weightKg
        landingWeightKg = goal.kind == .lose || goal.kind == .gain ? destination.landingWeightKg : nil
        requestedDeficitKcalPerDay = nil
        surplusPercent = nil
        trainingExperience = nil
        trainingExperienceAssumed = false
        recompositionDeficitPercent = nil
        switch goal.kind {
        case .lose:
            rule = .deficitFromRate
            let rate = destination.ratePercentPerWeek ?? policy.defaultLossRatePercentPerWeek
            requestedDeficitKcalPerDay = person.weightKg * rate / 100 * energyDensityKcalPerKg / 7
        case .maintain:
            rule = .maintenance
        case .gain:
            rule = .surplusByExperience
            let experience = person.trainingExperience ?? policy.defaultTrainingExperience
            trainingExperience = experience
            trainingExperienceAssumed = person.trainingExperience == nil
            surplusPercent = policy.surplusPercent(experience)
        case .recomposition:
            if goal.fatLossPriority {
                rule = .recompositionDeficit
                recompositionDeficitPercent = policy.effectiveRecompositionDeficitPercent
            } else {
                rule = .maintenance
            }
        }
        let central = Self.apply(
            rule, maintenance: maintenance, requestedDeficit: requestedDeficitKcalPerDay,
            surplusPercent: surplusPercent,
            recompositionDeficitPercent: recompositionDeficitPercent, floor: floorKcalPerDay, policy: policy)
        kcalPerDay = central.target
        guardrails = central.guardrails
        let low = Self.apply(
            rule, maintenance: maintenanceInterval95KcalPerDay.lowerBound, requestedDeficit: requestedDeficitKcalPerDay,
            surplusPercent: surplusPercent, recompositionDeficitPercent: recompositionDeficitPercent,
            floor: floorKcalPerDay, policy: policy)
        let high = Self.apply(
            rule, maintenance: maintenanceInterval95KcalPerDay.upperBound, requestedDeficit: requestedDeficitKcalPerDay,
            surplusPercent: surplusPercent, recompositionDeficitPercent: recompositionDeficitPercent,
            floor: floorKcalPerDay, policy: policy)
        range95KcalPerDay = low.target...high.target
        let step = policy.targetRoundingKcalPerDay
        roundedKcalPerDay = max(central.target.roundedTo(step), (floorKcalPerDay / step).rounded(.up) * step)
        confidence = TargetConfidence(
            halfWidthKcalPerDay: (maintenanceInterval95KcalPerDay.upperBound
                - maintenanceInterval95KcalPerDay.lowerBound) / 2,
            policy: policy)
    }

    /// The rule at one value of maintenance: the target and the guardrails checked, kcal/day.
    static func apply(
        _ rule: Rule, maintenance: Double, requestedDeficit: Double?, surplusPercent: Double?,
        recompositionDeficitPercent: Double?, floor: Double, policy: TargetPolicy
    ) -> (target: Double, guardrails: [Guardrail]) {
        var guardrails: [Guardrail] = []
        let limits = DeficitLimits(maintenanceKcalPerDay: maintenance, floorKcalPerDay: floor, policy: policy)
        let beforeFloor: Double
        switch rule {
        case .deficitFromRate:
            let capped = limits.cappedDeficit(requestedDeficit ?? 0)
            guardrails += capped.guardrails
            beforeFloor = maintenance - capped.deficitKcalPerDay
        case .maintenance:
            beforeFloor = maintenance
        case .surplusByExperience:
            beforeFloor = DeficitLimits.withSurplus(maintenance, surplusPercent: surplusPercent ?? 0)
        case .recompositionDeficit:
            beforeFloor = maintenance * (1 - (recompositionDeficitPercent ?? 0) / 100)
        }
        let target = max(beforeFloor, limits.floorKcalPerDay)
        guardrails.append(
            Guardrail(
                code: .intakeFloor, limitKcalPerDay: limits.floorKcalPerDay, beforeKcalPerDay: beforeFloor,
                afterKcalPerDay: target))
        return (target, guardrails)
    }
}
