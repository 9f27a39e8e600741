import NutritionEngine
import TestSupport

/// The closed-loop study: simulated people follow a Lose plan for 16 weeks under four ways of
/// setting their target, side by side on the same people and the same random draws:
/// - `engine`: the real weekly path, `WeeklyCheckIn` → `decide --accept` (`Plan.applying(.accept)`),
///   in-process, after the person answers the ledger's review prompts truthfully;
/// - `fixed`: the initial target, never changed;
/// - `oracle`: each week the goal's rule applied to the person's true maintenance (in the units
///   they act on), as the ideal reference;
/// - `tdeeTracker`: an external estimator (the real TDEETracker, run by the caller) feeding the same
///   plain controller (`TargetController` with no confirmation history: same dead band, step
///   limit, floors).
/// Everything is judged on true weight and true intake, never the scale or the log.
public enum ClosedLoopStudy {
    /// How the targets are set.
    public enum Arm: String, Sendable, CaseIterable {
        /// The engine's weekly check-in, every offer accepted.
        case engine
        /// The initial target, never changed.
        case fixed
        /// The goal's rule at true maintenance, every week.
        case oracle
        /// TDEETracker's estimate through the plain controller.
        case tdeeTracker
    }

    /// What an external tracker is given: one line per day with a weigh-in and a log that looks complete.
    public struct TrackerEntry: Sendable {
        /// The day.
        public var date: CalendarDate
        /// Scale weight, kg.
        public var weightKg: Double
        /// Logged intake, kcal.
        public var intakeKcal: Double
    }

    /// An external tracker's latest estimate.
    public struct TrackerEstimate: Sendable {
        /// Expenditure, kcal/day.
        public var kcalPerDay: Double
        /// Its filtered weight, kg.
        public var weightKg: Double

        /// An estimate with the given parts.
        public init(kcalPerDay: Double, weightKg: Double) {
            self.kcalPerDay = kcalPerDay
            self.weightKg = weightKg
        }
    }

    /// Runs the tracker on the entries so far, starting from the given expenditure (kcal/day).
    public typealias Tracker = @Sendable (_ entries: [TrackerEntry], _ initialKcalPerDay: Double) -> TrackerEstimate?

    /// One arm's 16 weeks for one person.
    public struct Run: Sendable {
        /// Target in force during week w (index 0 = week 1), in the units the person acts on, kcal/day.
        public var targetKcalPerDay: [Double]
        /// The oracle's target for the person's state at the start of week w, same units, kcal/day.
        public var oracleTargetKcalPerDay: [Double]
        /// True weight at the start of each day 0...days, kg.
        public var trueWeightKg: [Double]
        /// Goal rate for week w at the person's true state (the rule at true maintenance), kg/week.
        public var goalRateKgPerWeek: [Double]
        /// Mean true intake in week w, kcal/day.
        public var meanTrueIntakeKcalPerDay: [Double]
        /// Mean true steady-state maintenance in week w, kcal/day.
        public var meanTrueMaintenanceKcalPerDay: [Double]
        /// The intake floor for the person, kcal/day.
        public var floorKcalPerDay: Double
        /// Engine only: the kind of each check-in's result (week 1 first).
        public var checkInKinds: [OfferedRecommendation.Kind]
        /// Engine only: whether each check-in still held for unreviewed partial days
        /// (`partialDaysUnreviewed`) after the person had answered every prompt it and `days` listed.
        public var heldForPartialDays: [Bool] = []
    }

    /// One person's four arms.
    public struct PersonResult: Sendable {
        /// The person.
        public var person: ClosedLoopPerson
        /// Runs by arm (`tdeeTracker` absent when no tracker was given).
        public var runs: [Arm: Run]
    }

    /// Plan day 0 (a Monday, so plan weeks are calendar weeks).
    static let planStartDate = CalendarDate(dayNumber: 20_454 + 4)  // 2026-01-05, a Monday

    /// The people of a study: `count` draws from `seed`, in order.
    public static func people(seed: UInt64, count: Int, weeks: Int = 16) -> [ClosedLoopPerson] {
        var random = SplitMix64(seed: seed)
        var drawn: [ClosedLoopPerson] = []
        for _ in 0..<count { drawn.append(ClosedLoopPerson.generate(using: &random, weeks: weeks)) }
        return drawn
    }

    /// Every arm for one person (the tracker arm only when `tracker` is given).
    public static func simulate(
        _ person: ClosedLoopPerson, weeks: Int = 16, adherence: ClosedLoopPerson.Adherence, tracker: Tracker?,
        policy: Policy = .standard
    ) -> PersonResult {
        var runs: [Arm: Run] = [:]
        for arm in Arm.allCases where arm != .tdeeTracker || tracker != nil {
            runs[arm] = simulate(person, arm: arm, weeks: weeks, adherence: adherence, tracker: tracker, policy: policy)
        }
        return PersonResult(person: person, runs: runs)
    }

    /// Simulates `people` people from `seed` under `adherence` for `weeks` weeks, `jobs` people at a
    /// time (the people are drawn in order first, so the result does not depend on `jobs`).
    public static func run(
        seed: UInt64, people count: Int, weeks: Int = 16, adherence: ClosedLoopPerson.Adherence, tracker: Tracker?,
        jobs: Int = 1,
        policy: Policy = .standard
    ) -> [PersonResult] {
        people(seed: seed, count: count, weeks: weeks).parallelMap(jobs: jobs) { person in
            simulate(person, weeks: weeks, adherence: adherence, tracker: tracker, policy: policy)
        }
    }

    /// The first two check-ins' effect on the engine's target (−1 lowered, 0 kept, +1 raised each) for
    /// each of the `count` people from `seed` with their true maintenance set to the NASEM 2023 figure
    /// (zero equation error), and whether the person logs honestly: everything else, draws included,
    /// is as in `run`. An honest logger's target changed here acts on the prior or on noise, not on a
    /// difference between the person and the equations (an under-reporter's right target, in the
    /// units they log, is lower).
    public static func firstCheckInsAtZeroEquationError(
        seed: UInt64, people count: Int, adherence: ClosedLoopPerson.Adherence, jobs: Int = 1,
        policy: Policy = .standard
    ) -> [(honest: Bool, directions: [Int])] {
        people(seed: seed, count: count).parallelMap(jobs: jobs) { drawn in
            var person = drawn
            person.trueBaselineKcalPerDay = NASEM2023.totalEnergyExpenditureKcalPerDay(person.person)
            let run = simulate(person, arm: .engine, weeks: 3, adherence: adherence, tracker: nil, policy: policy)
            return (person.underReportingFraction == 0, [direction(run, checkIn: 1), direction(run, checkIn: 2)])
        }
    }

    /// −1, 0 or +1: how check-in `checkIn` (1 = the first) moved the target of `run` (0 when the run
    /// is too short to show it).
    package static func direction(_ run: Run, checkIn: Int) -> Int {
        guard checkIn >= 1, run.targetKcalPerDay.count > checkIn else { return 0 }
        let change = run.targetKcalPerDay[checkIn] - run.targetKcalPerDay[checkIn - 1]
        return change < 0 ? -1 : change > 0 ? 1 : 0
    }

    /// The oracle's target for `person` in `state`: the goal's rule (caps, floor, true Forbes ρ) at
    /// true steady-state maintenance M gives the deficit D; eating less also lowers expenditure
    /// (thermic effect and adaptive thermogenesis, 24 % of the change in Hall's model), so the intake
    /// whose settled balance is −D is M − D/0.76. It is stated in the units the person acts on
    /// (logging units for `aimsLogAtTarget`), rounded, never below the floor; the goal rate is the
    /// settled balance of that intake over ρ.
    static func oracle(
        _ person: ClosedLoopPerson, model: HallModel, state: HallModel.State, adherence: ClosedLoopPerson.Adherence,
        policy: Policy
    ) -> (target: Double, goalRateKgPerWeek: Double, maintenance: Double) {
        let maintenance = model.steadyStateMaintenanceKcalPerDay(state)
        var current = person.person
        current.weightKg = state.bodyWeightKg
        let rho = EnergyDensity.forbesKcalPerKg(fatMassKg: state.fatKg)
        let destination = Destination(goal: person.goal, person: current, policy: policy.target)
        let rule = InitialTarget(
            goal: person.goal, destination: destination, person: current, maintenanceKcalPerDay: maintenance,
            maintenanceInterval95KcalPerDay: maintenance...maintenance, energyDensityKcalPerKg: rho,
            policy: policy.target)
        let settled = 1 - HallModel.thermicEffect - HallModel.adaptiveThermogenesisFraction
        let intake = maintenance + (rule.kcalPerDay - maintenance) / settled
        let scale = adherence == .aimsLogAtTarget ? 1 - person.underReportingFraction : 1
        let step = policy.target.targetRoundingKcalPerDay
        let shown = max((intake * scale).roundedTo(step), (rule.floorKcalPerDay / step).rounded(.up) * step)
        return (shown, settled * (shown / scale - maintenance) * 7 / rho, maintenance)
    }

    static func simulate(
        _ person: ClosedLoopPerson, arm: Arm, weeks: Int, adherence: ClosedLoopPerson.Adherence, tracker: Tracker?,
        policy: Policy
    ) -> Run {
        let model = person.model
        var state = model.initial
        let floor = policy.target.intakeFloorKcalPerDay(person.person.equationSex)
        // Day 0: the plan as `plan new` creates it (NASEM 2023, no days yet).
        let screen = SafetyScreen(
            answers: Dictionary(uniqueKeysWithValues: SafetyQuestion.allCases.map { ($0, false) }))
        let recommendation = Recommendation(
            person: person.person, goal: person.goal, safetyScreen: screen, manualTargetKcal: nil, policy: policy)
        let goalJSON: JSONValue = .object([
            "kind": "lose", "landingWeightKg": .number(person.goal.landingWeightKg),
            "ratePercentPerWeek": .number(person.goal.ratePercentPerWeek),
        ])
        var plan = try? PlanLifecycle.newPlan(
            existing: nil, recommendation: recommendation, goalJSON: goalJSON, targetSource: .recommended,
            date: planStartDate, policy: policy)
        var target = plan?.activeTarget?.kcalPerDay ?? recommendation.target?.roundedKcalPerDay ?? floor
        if arm == .oracle {
            target = oracle(person, model: model, state: state, adherence: adherence, policy: policy).target
        }
        var water = person.waterNoiseKg * person.initialWaterNoise
        var listed: [LoggedDay] = []
        var trackerEntries: [TrackerEntry] = []
        var run = Run(
            targetKcalPerDay: [], oracleTargetKcalPerDay: [], trueWeightKg: [state.bodyWeightKg], goalRateKgPerWeek: [],
            meanTrueIntakeKcalPerDay: [], meanTrueMaintenanceKcalPerDay: [], floorKcalPerDay: floor, checkInKinds: [])
        let nasem = EnergyEstimate(person: person.person, policy: policy.estimate).nasemKcalPerDay
        for week in 0..<weeks {
            let reference = oracle(person, model: model, state: state, adherence: adherence, policy: policy)
            if arm == .oracle { target = reference.target }
            run.targetKcalPerDay.append(target)
            run.oracleTargetKcalPerDay.append(reference.target)
            run.goalRateKgPerWeek.append(reference.goalRateKgPerWeek)
            var intakeSum = 0.0
            var maintenanceSum = 0.0
            for dayOfWeek in 0..<7 {
                let day = week * 7 + dayOfWeek
                let draws = person.days[day]
                let date = planStartDate.adding(days: day)
                maintenanceSum += model.steadyStateMaintenanceKcalPerDay(state)
                let (eaten, logged) = person.intake(
                    day: day, weekday: dayOfWeek, targetKcalPerDay: target, adherence: adherence)
                intakeSum += eaten
                if day > 0 {
                    let phi = person.waterNoiseAutocorrelation
                    water = phi * water + (1 - phi * phi).squareRoot() * person.waterNoiseKg * draws.waterInnovation
                }
                let scale: Double? =
                    draws.weighed ? ((state.bodyWeightKg + water + draws.spikeKg) * 10).rounded() / 10 : nil
                let kind = person.logKind(day: day)
                switch kind {
                case .complete:
                    listed.append(LoggedDay(date: date, intakeKcal: logged, weightKg: scale))
                case .partialUnflagged:
                    listed.append(LoggedDay(date: date, intakeKcal: logged * draws.partialFraction, weightKg: scale))
                case .partialFlagged:
                    listed.append(
                        LoggedDay(
                            date: date, intakeKcal: logged * draws.partialFraction, intakeCompleteness: .incomplete,
                            weightKg: scale))
                case .untracked:
                    listed.append(LoggedDay(date: date, intakeCompleteness: .untracked, weightKg: scale))
                case .unlogged:
                    if let scale { listed.append(LoggedDay(date: date, weightKg: scale)) }
                }
                if let scale, kind == .complete || kind == .partialUnflagged {
                    trackerEntries.append(
                        TrackerEntry(
                            date: date, weightKg: scale,
                            intakeKcal: kind == .complete ? logged : logged * draws.partialFraction))
                }
                state = model.step(state, intakeKcalPerDay: eaten)
                run.trueWeightKg.append(state.bodyWeightKg)
            }
            run.meanTrueIntakeKcalPerDay.append(intakeSum / 7)
            run.meanTrueMaintenanceKcalPerDay.append(maintenanceSum / 7)
            let checkInDate = planStartDate.adding(days: week * 7 + 7)
            switch arm {
            case .engine:
                guard var current = plan else { break }
                answerReviewPrompts(&listed, person: person, plan: current, asOf: checkInDate, policy: policy)
                // The document's body weight is kept current, as an app would: the mean of the
                // week's weigh-ins (the equations' prior is then for today's body).
                var documentPerson = person.person
                let weighIns = listed.suffix(7).compactMap(\.weightKg)
                if !weighIns.isEmpty { documentPerson.weightKg = weighIns.reduce(0, +) / Double(weighIns.count) }
                func checkIn() -> WeeklyCheckIn? {
                    try? WeeklyCheckIn(
                        person: documentPerson, dayLog: DayLog(declaredAsOf: checkInDate, days: listed, origin: .days),
                        plan: current, safetyScreen: screen, weekDate: planStartDate.adding(days: week * 7),
                        date: checkInDate, policy: policy)
                }
                guard var result = checkIn() else { break }
                // A check-in that waits for reviews lists its days: the person answers them and runs
                // it again before it is recorded, as the CLI allows (nothing is written until --out).
                if result.recommendation?.kind == .needsMoreEvidence,
                    answer(result.daysToValidate, in: &listed, person: person), let again = checkIn()
                {
                    result = again
                }
                current = result.recorded(in: current)
                run.checkInKinds.append(result.recommendation?.kind ?? .needsMoreEvidence)
                run.heldForPartialDays.append(
                    result.recommendation?.reasonCodes.contains(.partialDaysUnreviewed) ?? false)
                if let kind = result.recommendation?.kind, kind != .needsMoreEvidence,
                    let accepted = try? current.applying(.accept, on: checkInDate, limits: nil)
                {
                    current = accepted
                }
                plan = current
                target = current.activeTarget?.kcalPerDay ?? target
            case .tdeeTracker:
                guard let tracker, trackerEntries.count >= 7, let estimate = tracker(trackerEntries, nasem) else {
                    break
                }
                var now = person.person
                now.weightKg = estimate.weightKg
                let destination = Destination(goal: person.goal, person: now, policy: policy.target)
                guard destination.status == .accepted else { break }
                let desired = InitialTarget(
                    goal: person.goal, destination: destination, person: now,
                    maintenanceKcalPerDay: estimate.kcalPerDay,
                    maintenanceInterval95KcalPerDay: estimate.kcalPerDay...estimate.kcalPerDay, policy: policy.target)
                let offer = TargetController.recommend(
                    TargetController.Input(
                        currentTargetKcalPerDay: target, desiredTargetKcalPerDay: desired.kcalPerDay,
                        minimumTargetKcalPerDay: desired.floorKcalPerDay,
                        previousIndicatedDirection: 0),
                    policy: policy.checkIn)
                if let next = offer.newTargetKcalPerDay { target = next }
            case .fixed, .oracle:
                break
            }
        }
        return run
    }

    /// Review prompts the person answers; outlier weigh-ins are left as they are (the scale did show them).
    static let answeredActions: Set<ReviewItem.Action> = [
        .confirmSuspectIntake, .declareCompleteness, .confirmPartialDay,
    ]

    /// Before the check-in the person answers every prompt `days` lists (the ledger's review list:
    /// suspect days, days far below their own recent intake or the target in force that day,
    /// unfinished completeness) truthfully.
    static func answerReviewPrompts(
        _ days: inout [LoggedDay], person: ClosedLoopPerson, plan: Plan, asOf: CalendarDate, policy: Policy
    ) {
        let log = DayLog(declaredAsOf: asOf, days: days, origin: .days)
        let nasem = EnergyEstimate(person: person.person, policy: policy.estimate).nasemKcalPerDay
        guard
            let ledger = DayLedger(
                log: log, maintenance: MaintenanceReference(kcalPerDay: nasem, source: .nasem2023Equation),
                policy: policy.days)
        else { return }
        answer(ledger.reviewing(against: TargetsInForce(plan: plan)).reviewList, in: &days, person: person)
    }

    /// Answers `prompts` truthfully: a prompted day is confirmed (`complete`, `reconciled`) when it
    /// was fully logged and declared `incomplete` when it was a partial log. Returns whether any
    /// prompt was answered.
    @discardableResult
    static func answer(_ prompts: [ReviewItem], in days: inout [LoggedDay], person: ClosedLoopPerson) -> Bool {
        let dates = Set(prompts.filter { answeredActions.contains($0.action) }.map(\.date))
        guard !dates.isEmpty else { return false }
        for index in days.indices where dates.contains(days[index].date) {
            let day = days[index].date.dayNumber - planStartDate.dayNumber
            if person.logKind(day: day) == .complete {
                days[index].intakeCompleteness = .complete
                days[index].reviewStatus = .reconciled
            } else {
                days[index].intakeCompleteness = .incomplete
            }
        }
        return true
    }
}
