import NutritionEngine
import TestSupport

/// One simulated person following a plan, with the truth the calibration compares against.
///
/// Truth comes from Hall's model (`HallModel`) driven by day-to-day varying true intake; what the
/// engine sees is a noisy scale and an imperfect food log, written as the days of an input document
/// (`SyntheticTrainee.dayLog`) and judged by the real day ledger.
public struct SyntheticTrainee: Sendable {
    /// How a day was logged.
    public enum LogKind: String, Sendable {
        /// Logged completely (possibly under-reported by the person's consistent bias).
        case complete
        /// Nothing logged.
        case unlogged
        /// Partly logged and marked incomplete by the person.
        case partialFlagged
        /// Partly logged but not marked: looks complete.
        case partialUnflagged
        /// Marked untracked (travel, illness).
        case untracked
    }

    /// One simulated day.
    public struct Day: Sendable {
        /// Day number from the plan start.
        public var day: Int
        /// True intake, kcal.
        public var trueIntakeKcal: Double
        /// What the log holds, kcal (nil when unlogged or untracked).
        public var loggedIntakeKcal: Double?
        /// How the day was logged.
        public var logKind: LogKind
        /// True morning body weight, kg.
        public var trueWeightKg: Double
        /// Morning scale reading, kg (nil when not weighed).
        public var scaleWeightKg: Double?
        /// The part of the reading that is neither body weight nor water noise: the weekend bump and
        /// any 2–3 kg spike, kg (0 when not weighed). Only the information-limit filter is told it.
        public var scaleArtifactKg: Double = 0
    }

    /// The person at the start (the prior uses their mean window scale weight instead).
    public var person: Person
    /// True baseline expenditure before the plan, kcal/day.
    public var trueBaselineKcalPerDay: Double
    /// Plan length, weeks.
    public var planWeeks: Int
    /// Planned intake relative to true baseline, e.g. −0.2 = 20 % deficit.
    public var planFraction: Double
    /// Consistent under-reporting fraction of logged intake (0 = honest).
    public var underReportingFraction: Double
    /// Marginal SD of the scale's water noise, kg.
    public var waterNoiseKg: Double
    /// AR(1) coefficient of the water noise.
    public var waterNoiseAutocorrelation: Double
    /// True fat mass at the start, kg (the engine sees only the Jackson 2002 estimate).
    public var trueFatMassKg: Double = 0
    /// True resting expenditure, kcal/day (the engine sees only Mifflin–St Jeor).
    public var trueRestingKcalPerDay: Double = 0
    /// The days.
    public var days: [Day]
    /// True mean expenditure over the last `windowDays` days, kcal/day (mean intake − Δstored energy / days).
    public var trueWindowExpenditureKcalPerDay: Double
    /// True mean intake over the window, kcal/day.
    public var trueWindowIntakeKcalPerDay: Double

    /// The truth in the person's logging units: true expenditure minus the consistent under-reporting
    /// of the window's intake, kcal/day. Targets set from logged intake are right in these units.
    public var trueWindowExpenditureLoggingUnitsKcalPerDay: Double {
        trueWindowExpenditureKcalPerDay - underReportingFraction * trueWindowIntakeKcalPerDay
    }

    /// A way the simulated truth departs from what the estimator assumes (model-mismatch stress tests).
    public enum Variant: String, Sendable, CaseIterable {
        /// Hall's model, AR(1) Gaussian scale noise: the base simulator.
        case base
        /// The energy density the engine derives is 10 % above the truth (its fat mass is overstated).
        case densityPlus10
        /// The energy density the engine derives is 10 % below the truth.
        case densityMinus10
        /// No adaptive thermogenesis in the truth.
        case adaptiveThermogenesisOff
        /// Twice Hall's adaptive thermogenesis in the truth.
        case adaptiveThermogenesisDouble
        /// Scale-noise innovations from a Student t with 3 degrees of freedom (same SD): heavier tails.
        case heavyTailedNoise
    }

    /// Simulates one trainee with `random`; the last `windowDays` days form the evaluated window.
    public static func generate(using random: inout SplitMix64, windowDays: Int = 28, variant: Variant = .base)
        -> SyntheticTrainee
    {
        let body = SimulatedBody.draw(using: &random, bodyMassIndexKgPerM2: 19...38)
        let person = body.person
        let weight = person.weightKg
        let baseline = body.baselineKcalPerDay
        let resting = body.restingKcalPerDay
        let fat = body.fatMassKg
        var model = HallModel(
            person: person, maintenanceKcalPerDay: baseline, restingKcalPerDay: resting, fatMassKg: fat)
        switch variant {
        case .adaptiveThermogenesisOff: model.adaptiveThermogenesisScale = 0
        case .adaptiveThermogenesisDouble: model.adaptiveThermogenesisScale = 2
        default: break
        }

        // A third of plans are exactly 4 weeks (the goals are stated at 4 weeks); the rest 5–16 weeks.
        let planWeeks = random.chance(1.0 / 3) ? 4 : 5 + Int(random.unit() * 12) % 12
        let kind = random.unit()
        let planFraction = kind < 0.55 ? -random.uniform(0.10, 0.30) : kind < 0.75 ? 0 : random.uniform(0.05, 0.15)
        let plannedIntake = baseline * (1 + planFraction)
        let intakeCV = random.uniform(0.10, 0.25)
        let weekendIntakeBoost = random.uniform(0, 0.15)
        let underReporting = random.chance(0.5) ? random.uniform(0, 0.15) : 0
        let waterNoise = random.uniform(0.3, 0.8)
        let phi = random.uniform(0.3, 0.7)
        let weekendWeightBump = random.uniform(0, 0.4)
        let weighInChance = random.uniform(0.45, 1.0)
        let stopsWeighingEarly = random.chance(0.04)
        let unloggedChance = random.uniform(0, 0.25)
        let partialFlaggedChance = random.uniform(0, 0.08)
        let partialUnflaggedChance = random.uniform(0, 0.06)
        let untrackedBlock = random.chance(0.1) ? Int(random.uniform(3, 8)) : 0
        let startWeekday = Int(random.unit() * 7) % 7

        let totalDays = planWeeks * 7
        let untrackedStart = untrackedBlock > 0 ? Int(random.unit() * Double(totalDays - untrackedBlock)) : -1
        var state = model.initial
        var storedAtWindowStart = state.storedEnergyKcal
        var noise = waterNoise * random.normal()
        var days: [Day] = []
        days.reserveCapacity(totalDays)
        for day in 0..<totalDays {
            if day == totalDays - windowDays { storedAtWindowStart = state.storedEnergyKcal }
            let weekday = (startWeekday + day) % 7  // 0 = Monday
            let weekend = weekday >= 5
            let intake = max(
                plannedIntake * (1 + intakeCV * random.normal()) * (weekend ? 1 + weekendIntakeBoost : 1),
                0.3 * plannedIntake)
            if day > 0 {
                let shock = variant == .heavyTailedNoise ? random.studentT3UnitVariance() : random.normal()
                noise = phi * noise + (1 - phi * phi).squareRoot() * waterNoise * shock
            }
            let bump = weekday == 0 ? weekendWeightBump : weekday == 6 ? weekendWeightBump / 2 : 0
            let spike = random.chance(0.01) ? random.uniform(2, 3) : 0
            let weighed = random.chance(weighInChance) && !(stopsWeighingEarly && day >= totalDays - 10)
            let scale = weighed ? ((state.bodyWeightKg + noise + bump + spike) * 10).rounded() / 10 : nil

            let untracked = untrackedStart >= 0 && (untrackedStart..<(untrackedStart + untrackedBlock)).contains(day)
            let draw = random.unit()
            let kind: LogKind =
                untracked
                ? .untracked
                : draw < unloggedChance
                    ? .unlogged
                    : draw < unloggedChance + partialFlaggedChance
                        ? .partialFlagged
                        : draw < unloggedChance + partialFlaggedChance + partialUnflaggedChance
                            ? .partialUnflagged : .complete
            let reported = intake * (1 - underReporting) * (1 + 0.05 * random.normal())
            let logged: Double? =
                switch kind {
                case .complete: reported
                case .partialFlagged, .partialUnflagged: reported * random.uniform(0.3, 0.7)
                case .unlogged, .untracked: nil
                }
            days.append(
                Day(
                    day: day, trueIntakeKcal: intake, loggedIntakeKcal: logged, logKind: kind,
                    trueWeightKg: state.bodyWeightKg, scaleWeightKg: scale, scaleArtifactKg: weighed ? bump + spike : 0)
            )
            state = model.step(state, intakeKcalPerDay: intake)
        }
        let window = days.suffix(windowDays)
        let meanIntake = window.reduce(0) { $0 + $1.trueIntakeKcal } / Double(windowDays)
        let expenditure = meanIntake - (state.storedEnergyKcal - storedAtWindowStart) / Double(windowDays)
        var shown = person
        let densityFactor = variant == .densityPlus10 ? 1.1 : variant == .densityMinus10 ? 0.9 : 1
        if densityFactor != 1 {
            // The fat mass whose Forbes density is the true one times the factor, given to the engine
            // as the profile's body fat: the engine's energy density is then off by exactly that factor.
            let target = densityFactor * EnergyDensity.forbesKcalPerKg(fatMassKg: fat)
            let share = min(
                max(
                    (target - EnergyDensity.leanKcalPerKg) / (EnergyDensity.fatKcalPerKg - EnergyDensity.leanKcalPerKg),
                    0.01), 0.95)
            let fatMass = share * EnergyDensity.forbesConstantKg / (1 - share)
            shown.bodyFatPercent = min(100 * fatMass / weight, 70)
        }
        return SyntheticTrainee(
            person: shown, trueBaselineKcalPerDay: baseline, planWeeks: planWeeks, planFraction: planFraction,
            underReportingFraction: underReporting, waterNoiseKg: waterNoise, waterNoiseAutocorrelation: phi,
            trueFatMassKg: fat, trueRestingKcalPerDay: resting, days: days,
            trueWindowExpenditureKcalPerDay: expenditure, trueWindowIntakeKcalPerDay: meanIntake)
    }

    /// The trainee's log as TDEETracker reads it: one line `yyyy-mm-dd weight_kg kcal` for every day
    /// with a weigh-in and a log that looks complete (complete or unflagged partial), since the program
    /// needs both on a line and treats other dates as gaps. Scale readings as the scale gave them.
    public func tdeeTrackerLog(startDate: CalendarDate) -> String {
        var text = ""
        for day in days {
            guard let weight = day.scaleWeightKg, let kcal = day.loggedIntakeKcal,
                day.logKind == .complete || day.logKind == .partialUnflagged
            else { continue }
            text +=
                "\(startDate.adding(days: day.day)) \(JSONWriter.format(weight.roundedTo(0.1))) "
                + "\(JSONWriter.format(kcal.roundedTo(1)))\n"
        }
        return text
    }

    /// The trainee's days as an input document would hold them, from `startDate` (plan day 0), with
    /// `asOf` the day after the plan's last day, so the maintenance window is the plan's last days.
    ///
    /// What the person would write: complete logs and unflagged partial logs carry their intake with
    /// nothing declared (`unknown`: the ledger's plausibility rule decides), flagged partial logs are
    /// declared `incomplete`, untracked days `untracked`; unlogged days list only their weigh-in, and a
    /// day with neither log nor weigh-in is not listed at all. Scale spikes stay in for the ledger's
    /// outlier screen and the estimator's robust fit.
    public func dayLog(startDate: CalendarDate) -> DayLog {
        let listed: [LoggedDay] = days.compactMap { day in
            let date = startDate.adding(days: day.day)
            switch day.logKind {
            case .complete, .partialUnflagged:
                return LoggedDay(
                    date: date, intakeKcal: day.loggedIntakeKcal, intakeCompleteness: .unknown,
                    weightKg: day.scaleWeightKg)
            case .partialFlagged:
                return LoggedDay(
                    date: date, intakeKcal: day.loggedIntakeKcal, intakeCompleteness: .incomplete,
                    weightKg: day.scaleWeightKg)
            case .untracked:
                return LoggedDay(date: date, intakeCompleteness: .untracked, weightKg: day.scaleWeightKg)
            case .unlogged:
                return day.scaleWeightKg.map { LoggedDay(date: date, weightKg: $0) }
            }
        }
        return DayLog(declaredAsOf: startDate.adding(days: days.count), days: listed, origin: .days)
    }
}
