import Foundation
import NutritionEngine
import TestSupport

/// One simulated person's logged days for the pattern study: an input document whose days carry
/// the members the pattern search reads (completeness, intake, protein, alcohol, training, steps,
/// weigh-ins) and a plan with a target, and, when asked, one planted pattern.
///
/// With nothing planted, no day feature has anything to do with any outcome and the logging states
/// do not depend on the weekday: every pattern the engine states for such a person is a false one.
/// The days are still realistic in shape: features with weekly rhythms (training on fixed weekdays),
/// autocorrelated steps, untracked blocks and runs of missing days, a noisy scale read through the
/// body's true weight (Hall's model, `HallModel`, driven by the true intake).
public struct PatternsPerson: Sendable {
    /// A pattern put into the days on purpose.
    public enum Planted: Sendable, Equatable {
        /// Fridays are marked incomplete with probability `friday`, every other day with `otherDays`.
        case fridayIncomplete(friday: Double, otherDays: Double)
    }

    /// The input document.
    public var document: JSONValue
    /// The planted pattern, if any.
    public var planted: Planted?

    /// The first day of every simulated log (a Monday).
    public static let startDate = CalendarDate(year: 2026, month: 1, day: 5) ?? CalendarDate(dayNumber: 0)

    /// Simulates `weeks` weeks for one person with `random`, with `planted` put in; `manualOnly`
    /// answers the safety screen so that the person gets manual targets only (pregnancy); with
    /// `foods`, every day whose intake is logged in full is logged as foods (`FoodLogHabits`).
    public static func generate(
        using random: inout SplitMix64, weeks: Int, planted: Planted? = nil, manualOnly: Bool = false,
        foods: Bool = false
    ) -> PatternsPerson {
        // The meals come from their own generator, seeded from a copy of `random` (which is not
        // advanced), so a person is the same person with or without foods.
        var peek = random
        var mealRandom = SplitMix64(seed: peek.next() ^ 0x6D65_616C_735F_6C6F)
        let habits = foods ? FoodLogHabits.draw(using: &mealRandom) : nil
        let body = SimulatedBody.draw(using: &random, bodyMassIndexKgPerM2: 20...35)
        let person = body.person
        let model = HallModel(
            person: person, maintenanceKcalPerDay: body.baselineKcalPerDay, restingKcalPerDay: body.restingKcalPerDay,
            fatMassKg: body.fatMassKg)
        let plannedIntake = body.baselineKcalPerDay * (1 - random.uniform(0.05, 0.2))
        let targetKcal = (plannedIntake / 10).rounded() * 10
        let intakeCV = random.uniform(0.08, 0.18)
        let underReporting = random.uniform(0, 0.1)

        // How the person logs (none of it depends on the weekday unless planted).
        let incomplete = random.uniform(0.03, 0.25)
        let untracked = random.uniform(0, 0.04)
        let untrackedBlock = random.chance(0.1) ? Int(random.uniform(3, 8)) : 0
        let missing = random.uniform(0, 0.12)
        // Missing days come in runs: the chance of a missing day after a missing day.
        let missingRun = random.chance(0.5) ? random.uniform(0.3, 0.6) : missing
        let marksComplete = random.chance(0.3) ? 0 : random.uniform(0.5, 1)
        let logsProtein = random.chance(0.7)
        let proteinMeanG = random.uniform(60, 140)
        let logsAlcohol = random.chance(0.5)
        let alcoholChance = random.uniform(0.05, 0.3)
        let logsTraining = random.chance(0.6)
        let trainingDays = Set((0..<7).filter { _ in random.chance(0.4) })
        let hasTracker = random.chance(0.7)
        let stepsLog = random.uniform(8.3, 9.3)
        let weighInChance = random.uniform(0.4, 1)
        let waterNoiseKg = random.uniform(0.3, 0.8)
        let phi = random.uniform(0.3, 0.7)

        let totalDays = 7 * weeks
        let untrackedStart = untrackedBlock > 0 ? Int(random.unit() * Double(totalDays - untrackedBlock)) : -1
        var state = model.initial
        var noise = waterNoiseKg * random.normal()
        var stepsNoise = 0.3 * random.normal()
        var previousMissing = false
        var days: [JSONValue] = []
        for index in 0..<totalDays {
            let date = startDate.adding(days: index)
            let weekday = Weekday.allCases.firstIndex(of: date.weekday) ?? 0
            let intake = max(plannedIntake * (1 + intakeCV * random.normal()), 0.4 * plannedIntake)
            if index > 0 { noise = phi * noise + (1 - phi * phi).squareRoot() * waterNoiseKg * random.normal() }
            stepsNoise = 0.6 * stepsNoise + 0.8 * 0.3 * random.normal()
            let weighed = random.chance(weighInChance)
            var day: JSONObject = ["date": .string(date.description)]
            if weighed { day["weightKg"] = .number(((state.bodyWeightKg + noise) * 10).rounded() / 10) }

            let incompleteChance: Double =
                switch planted {
                case .fridayIncomplete(let friday, let others)?: date.weekday == .friday ? friday : others
                case nil: incomplete
                }
            let draw = random.unit()
            let isMissing = random.chance(previousMissing ? missingRun : missing)
            previousMissing = isMissing
            let inBlock = untrackedStart >= 0 && (untrackedStart..<(untrackedStart + untrackedBlock)).contains(index)
            let logged = intake * (1 - underReporting) * (1 + 0.05 * random.normal())
            var listed = true
            // Incompleteness is drawn first, so a planted Friday share is the share of all Fridays.
            let isIncomplete = random.chance(incompleteChance)
            if inBlock {
                day["intakeCompleteness"] = "untracked"
            } else if isIncomplete {
                day["intakeCompleteness"] = "incomplete"
                day["intakeKcal"] = .number((logged * random.uniform(0.3, 0.7)).rounded())
            } else if draw < untracked {
                day["intakeCompleteness"] = "untracked"
            } else if isMissing {
                // Nothing logged: listed only for what came in without the person (a weigh-in, the steps).
                listed = weighed || hasTracker
            } else {
                day["intakeCompleteness"] = random.chance(marksComplete) ? "complete" : "unknown"
                day["intakeKcal"] = .number(logged.rounded())
                if logsProtein {
                    day["proteinG"] = .number(max(10, proteinMeanG * (1 + 0.2 * random.normal())).rounded())
                }
                if let habits {
                    day["foods"] = .array(
                        habits.foods(kcal: logged.rounded(), on: date, logsProtein: logsProtein, using: &mealRandom))
                    day["intakeKcal"] = nil
                    day["proteinG"] = nil
                }
            }
            let aDrinkingDay = random.chance(alcoholChance)
            let trains = random.chance(trainingDays.contains(weekday) ? 0.85 : 0.05)
            let minutes = random.uniform(30, 90).rounded()
            if listed {
                if logsAlcohol, day["intakeKcal"] != nil {
                    day["alcoholG"] = .number(aDrinkingDay ? random.uniform(10, 40).rounded() : 0)
                }
                if logsTraining { day["trainingMinutes"] = .number(trains ? minutes : 0) }
                if hasTracker { day["steps"] = .number(exp(stepsLog + stepsNoise).rounded()) }
                days.append(.object(day))
            }
            state = model.step(state, intakeKcalPerDay: intake)
        }
        let screen = SafetyQuestion.allCases.map { ($0.rawValue, JSONValue.bool(manualOnly && $0 == .pregnant)) }
        let goal: JSONValue = .object([
            "kind": "lose", "landingWeightKg": .number((person.weightKg * 0.9).roundedTo(0.1)),
            "ratePercentPerWeek": 0.5,
        ])
        let history: [JSONValue] = [
            .object([
                "kind": "planCreated", "date": .string(startDate.description), "algorithmVersion": "patterns-study",
                "policyVersion": "patterns-study", "eligibility": "eligible", "goal": goal,
                "targetKcalPerDay": .number(targetKcal), "targetSource": "recommended",
            ])
        ]
        var members: JSONObject = [
            "schemaVersion": 1,
            "asOf": .string(startDate.adding(days: totalDays).description),
            "person": .object([
                "equationSex": .string(person.equationSex.rawValue), "ageYears": .number(person.ageYears.rounded()),
                "heightCm": .number(person.heightCm.roundedTo(0.1)),
                "weightKg": .number(person.weightKg.roundedTo(0.1)),
                "activityLevel": .string(person.activityLevel.rawValue),
            ]),
            "safetyScreen": .object(JSONObject(Dictionary(uniqueKeysWithValues: screen))),
            "goal": goal,
            "days": .array(days),
            "plan": .object([
                "goal": goal, "activeTarget": .object(["kcalPerDay": .number(targetKcal), "source": "recommended"]),
                "history": .array(history),
            ]),
        ]
        if foods { members["timeZone"] = "UTC" }
        return PatternsPerson(document: .object(members), planted: planted)
    }
}

/// How a simulated person logs foods, with nothing tied to the weekday or to any outcome: the
/// slots eaten each day by the person's own chances (a skipped meal's energy eaten at the others,
/// so which slots are logged says nothing about the day's intake), breakfast protein drawn apart
/// from the day's energy, times of day by slot, and some foods without protein or a time.
struct FoodLogHabits {
    /// Per slot (`MealSlot` order), the chance it is eaten, and its usual share of the day's energy.
    var eatChance: [Double]
    var share: [Double]
    /// The chance a day's evening snack is late (21:00 to 00:30).
    var lateSnack: Double
    /// Whether the person's app records a time with each food, and the chance a food has none.
    var logsTimes: Bool
    var noTime: Double
    /// The chance a food with protein elsewhere has none (unknown) written.
    var noProtein: Double

    static func draw(using random: inout SplitMix64) -> FoodLogHabits {
        FoodLogHabits(
            eatChance: [
                random.uniform(0.55, 1.0), random.uniform(0.8, 1.0), random.uniform(0.85, 1.0),
                random.uniform(0.1, 0.9),
            ],
            share: [
                random.uniform(0.15, 0.3), random.uniform(0.25, 0.4), random.uniform(0.3, 0.45),
                random.uniform(0.05, 0.2),
            ],
            lateSnack: random.uniform(0, 0.5), logsTimes: random.chance(0.7), noTime: random.uniform(0, 0.05),
            noProtein: random.uniform(0, 0.1))
    }

    /// The foods of a day of `kcal` on `date`, in UTC (the document's zone).
    func foods(kcal: Double, on date: CalendarDate, logsProtein: Bool, using random: inout SplitMix64) -> [JSONValue] {
        var slots = MealSlot.allCases.indices.filter { random.chance(eatChance[$0]) }
        if slots.isEmpty { slots = [1] }
        let weight = slots.map { share[$0] }.reduce(0, +)
        var left = kcal
        var foods: [JSONValue] = []
        for (n, slot) in slots.enumerated() {
            let energy = n == slots.count - 1 ? left : (kcal * share[slot] / weight).rounded()
            left -= energy
            var food: JSONObject = [
                "meal": .string(MealSlot.allCases[slot].rawValue), "name": .string(MealSlot.allCases[slot].rawValue),
                "kcal": .number(energy),
            ]
            if logsProtein && !random.chance(noProtein) {
                food["proteinG"] = .number(
                    slot == 0 ? random.uniform(8, 45).rounded() : random.uniform(5, 50).rounded())
            }
            let hours: Double =
                switch slot {
                case 0: random.uniform(6.5, 9.5)
                case 1: random.uniform(12, 14)
                case 2: random.uniform(18, 21.5)
                default: random.chance(lateSnack) ? random.uniform(21, 24.5) : random.uniform(15, 16.5)
                }
            if logsTimes && !random.chance(noTime) {
                let minutes = Int((hours * 60).rounded())
                let day = date.adding(days: minutes / (24 * 60))
                let clock = minutes % (24 * 60)
                func two(_ value: Int) -> String { (value < 10 ? "0" : "") + "\(value)" }
                food["at"] = .string("\(day)T\(two(clock / 60)):\(two(clock % 60)):00Z")
            }
            foods.append(.object(food))
        }
        return foods
    }
}
