import NutritionEngine
import TestSupport

/// One simulated person of the closed-loop study: who they are, how they eat, log and weigh, and
/// every random draw of their 16 weeks, drawn once so that each controller arm meets the same
/// person with the same noise (only the target they are given differs).
///
/// Truth is Hall's model (`HallModel`); the person eats around the target in force with a personal
/// adherence bias and day-to-day scatter, logs with noise, gaps, partial days (flagged or not) and
/// a consistent under-reporting fraction, and weighs with AR(1) water noise and missed days.
public struct ClosedLoopPerson: Sendable {
    /// How the person relates the target to what they eat.
    public enum Adherence: String, Sendable, CaseIterable {
        /// They eat the target; an under-reporter's log shows less than they ate.
        case eatsTarget
        /// They aim what they log at the target; an under-reporter eats more than the log shows (the realistic case).
        case aimsLogAtTarget
    }

    /// The draws of one day.
    public struct DayDraws: Sendable {
        /// Standard normal of the day's intake scatter.
        public var intakeNoise: Double
        /// Standard normal of the log's per-day error.
        public var logNoise: Double
        /// Uniform draw that decides how the day is logged.
        public var logKindDraw: Double
        /// Share of the day's intake a partial log holds.
        public var partialFraction: Double
        /// Whether the person weighs in.
        public var weighed: Bool
        /// Standard normal innovation of the water noise.
        public var waterInnovation: Double
        /// One-day scale spike, kg (usually 0).
        public var spikeKg: Double
    }

    /// The person as their document gives them at the start.
    public var person: Person
    /// True maintenance before the plan, kcal/day (NASEM 2023 plus its published scatter).
    public var trueBaselineKcalPerDay: Double
    /// True resting expenditure, kcal/day.
    public var restingKcalPerDay: Double
    /// True starting fat mass, kg.
    public var fatMassKg: Double
    /// The Lose goal: 0.5 %/week to 80 % of the starting weight (not reached in 16 weeks).
    public var goal: Goal
    /// Eats (or logs) this much more than the target, fraction (e.g. 0.03 = 3 % over).
    public var adherenceBias: Double
    /// Day-to-day coefficient of variation of intake.
    public var intakeCoefficientOfVariation: Double
    /// Extra intake on Saturdays and Sundays, fraction.
    public var weekendIntakeBoost: Double
    /// Consistent under-reporting: the log holds (1 − this) of what was eaten.
    public var underReportingFraction: Double
    /// Chance that a day is not logged at all.
    public var unloggedChance: Double
    /// Chance of a partial log the person flags as incomplete.
    public var partialFlaggedChance: Double
    /// Chance of a partial log left unflagged (it looks complete).
    public var partialUnflaggedChance: Double
    /// First day of an untracked block (travel, illness), or −1.
    public var untrackedStartDay: Int
    /// Length of the untracked block, days.
    public var untrackedDays: Int
    /// Marginal SD of the scale's water noise, kg.
    public var waterNoiseKg: Double
    /// AR(1) coefficient of the water noise.
    public var waterNoiseAutocorrelation: Double
    /// Standard normal of the water noise on day 0.
    public var initialWaterNoise: Double
    /// Every day's draws, day 0 first.
    public var days: [DayDraws]

    /// Draws one person for a plan of `weeks` weeks.
    public static func generate(using random: inout SplitMix64, weeks: Int) -> ClosedLoopPerson {
        let body = SimulatedBody.draw(using: &random, bodyMassIndexKgPerM2: 25...38)
        let person = body.person
        let weight = person.weightKg
        let baseline = body.baselineKcalPerDay
        let resting = body.restingKcalPerDay
        let fat = body.fatMassKg
        let goal = Goal(kind: .lose, landingWeightKg: (weight * 0.8 * 10).rounded() / 10, ratePercentPerWeek: 0.5)
        let adherenceBias = 0.04 * random.truncatedNormal(2.5)
        let cv = random.uniform(0.08, 0.20)
        let weekendBoost = random.uniform(0, 0.10)
        let underReporting = random.chance(0.5) ? random.uniform(0, 0.20) : 0
        let unlogged = random.uniform(0, 0.20)
        let partialFlagged = random.uniform(0, 0.06)
        let partialUnflagged = random.uniform(0, 0.05)
        let totalDays = weeks * 7
        let untrackedDays = random.chance(0.1) ? Int(random.uniform(3, 8)) : 0
        let untrackedStart = untrackedDays > 0 ? Int(random.unit() * Double(totalDays - untrackedDays)) : -1
        let waterNoise = random.uniform(0.3, 0.8)
        let phi = random.uniform(0.3, 0.7)
        let weighInChance = random.uniform(0.5, 1.0)
        let initialWater = random.normal()
        var days: [DayDraws] = []
        days.reserveCapacity(totalDays)
        for _ in 0..<totalDays {
            days.append(
                DayDraws(
                    intakeNoise: random.normal(), logNoise: random.normal(), logKindDraw: random.unit(),
                    partialFraction: random.uniform(0.3, 0.7),
                    weighed: random.chance(weighInChance), waterInnovation: random.normal(),
                    spikeKg: random.chance(0.01) ? random.uniform(2, 3) : 0))
        }
        return ClosedLoopPerson(
            person: person, trueBaselineKcalPerDay: baseline, restingKcalPerDay: resting, fatMassKg: fat, goal: goal,
            adherenceBias: adherenceBias, intakeCoefficientOfVariation: cv, weekendIntakeBoost: weekendBoost,
            underReportingFraction: underReporting, unloggedChance: unlogged, partialFlaggedChance: partialFlagged,
            partialUnflaggedChance: partialUnflagged, untrackedStartDay: untrackedStart, untrackedDays: untrackedDays,
            waterNoiseKg: waterNoise, waterNoiseAutocorrelation: phi, initialWaterNoise: initialWater, days: days)
    }

    /// The person's Hall model at the start of the plan.
    public var model: HallModel {
        HallModel(
            person: person, maintenanceKcalPerDay: trueBaselineKcalPerDay, restingKcalPerDay: restingKcalPerDay,
            fatMassKg: fatMassKg)
    }

    /// How day `day` is logged (the same for every arm).
    public func logKind(day: Int) -> SyntheticTrainee.LogKind {
        if untrackedStartDay >= 0 && day >= untrackedStartDay && day < untrackedStartDay + untrackedDays {
            return .untracked
        }
        let draw = days[day].logKindDraw
        if draw < unloggedChance { return .unlogged }
        if draw < unloggedChance + partialFlaggedChance { return .partialFlagged }
        if draw < unloggedChance + partialFlaggedChance + partialUnflaggedChance { return .partialUnflagged }
        return .complete
    }

    /// True intake and the complete log's value on `day` under `targetKcalPerDay`, kcal.
    ///
    /// `eatsTarget`: eaten = target·(1 + bias)·(1 + cv·z) (weekends boosted), logged = eaten·(1 − u)·(1 + 0.05·z').
    /// `aimsLogAtTarget`: the log aims at the target the same way and the person eats logged/(1 − u).
    public func intake(day: Int, weekday: Int, targetKcalPerDay: Double, adherence: Adherence) -> (
        trueKcal: Double, loggedKcal: Double
    ) {
        let draws = days[day]
        let weekend = weekday >= 5
        let aimed = max(
            targetKcalPerDay * (1 + adherenceBias) * (1 + intakeCoefficientOfVariation * draws.intakeNoise)
                * (weekend ? 1 + weekendIntakeBoost : 1),
            0.3 * targetKcalPerDay)
        let logError = 1 + 0.05 * draws.logNoise
        switch adherence {
        case .eatsTarget:
            return (aimed, aimed * (1 - underReportingFraction) * logError)
        case .aimsLogAtTarget:
            return (aimed / (1 - underReportingFraction), aimed * logError)
        }
    }
}

extension HallModel {
    /// Steady-state maintenance of the body in state `s`: the constant intake at which fat and lean
    /// mass stay put once thermic effect and adaptive thermogenesis have settled, kcal/day.
    ///
    /// From the model's expenditure: I = K + γF·F + γL·L + δ·BW + β·(I − I_b) + 0.14·(I − I_b), so
    /// I = (K + γF·F + γL·L + δ·BW − (β + 0.14)·I_b)/(1 − β − 0.14). At the start it equals the baseline.
    public func steadyStateMaintenanceKcalPerDay(_ s: State) -> Double {
        let adaptation = Self.thermicEffect + Self.adaptiveThermogenesisFraction
        let body =
            constantKcalPerDay + Self.gammaFat * s.fatKg + Self.gammaLean * s.leanKg + deltaKcalPerKgPerDay
            * s.bodyWeightKg
        return (body - adaptation * baselineIntakeKcalPerDay) / (1 - adaptation)
    }
}
