import NutritionEngine
import TestSupport

/// Synthetic exported plans for the `rescore` benchmark: realistic input documents (person,
/// safety screen, goal, a run of daily logs and a plan whose weekly history replays cleanly).
///
/// Not a model of real people: the point is a document of realistic shape and size (about 40 kB
/// for a year of days), reproducible from a seed, on which every part of re-scoring runs.
public enum SyntheticPlanDocument {
    /// The document for plan `index` with `days` logged days ending the day before `asOf`.
    ///
    /// By default the person eats below maintenance for the whole history, which stays plausible
    /// for a year or two; over five or ten years the weight would fall below any real one and the
    /// target walk below zero. With `steadyAtGoal` the loss ends at the landing weight (mean intake
    /// equals maintenance from then on) and accepted adjustments keep the target within
    /// ±300 kcal/day of the first one, so a history of any length is a valid document. Until the
    /// landing weight is reached and while the target stays in that band, both give the same document.
    ///
    /// With `foods` above 0, each logged day lists that many foods instead of its intake and protein
    /// (meals in turn breakfast, lunch, dinner, snack; each an equal share of the day's kcal and
    /// protein and 600 mg of sodium), drawing no extra random numbers: the same days, weights and
    /// plan as without, so `rescore` on both measures the foods' cost per byte (issue 23).
    public static func json(
        index: Int, days: Int, asOf: CalendarDate, random: inout SplitMix64, steadyAtGoal: Bool = false,
        foods: Int = 0
    ) -> JSONValue {
        let female = index % 2 == 0
        let heightCm = (female ? 165 : 178) + 7 * random.truncatedNormal(2.5)
        let startWeightKg = (random.uniform(26, 34) * heightCm * heightCm / 10_000).roundedTo(0.1)
        let ageYears = Double(Int(random.uniform(22, 65)))
        let person: JSONValue = .object([
            "equationSex": female ? "female" : "male", "ageYears": .number(ageYears),
            "heightCm": .number(heightCm.roundedTo(0.1)),
            "weightKg": .number(startWeightKg), "activityLevel": random.chance(0.5) ? "lowActive" : "active",
        ])
        let answers = SafetyQuestion.allCases.map { ($0.rawValue, JSONValue.bool(random.chance(0.02))) }
        let landingWeightKg = (startWeightKg * 0.82).roundedTo(0.1)
        let goal: JSONValue = .object([
            "kind": "lose", "landingWeightKg": .number(landingWeightKg),
            "ratePercentPerWeek": .number(random.chance(0.5) ? 0.5 : 0.75),
        ])
        let start = asOf.adding(days: -days)
        // Maintenance near the equations; intake a deficit below it; weight follows at 7,700 kcal/kg.
        let maintenanceKcal = (female ? 2000 : 2600) + 150 * random.normal()
        let intakeKcal = maintenanceKcal - random.uniform(80, 250)
        var trendKg = startWeightKg
        var dayValues: [JSONValue] = []
        dayValues.reserveCapacity(days)
        for offset in 0..<days {
            let meanIntakeKcal = steadyAtGoal && trendKg <= landingWeightKg ? maintenanceKcal : intakeKcal
            trendKg += (meanIntakeKcal - maintenanceKcal) / 7_700
            var day: JSONObject = ["date": .string(start.adding(days: offset).description)]
            let roll = random.unit()
            if roll < 0.85 {
                day["intakeCompleteness"] = "complete"
                day["intakeKcal"] = .number((meanIntakeKcal + 250 * random.normal()).rounded())
                day["proteinG"] = .number(max(0, 110 + 25 * random.normal()).rounded())
            } else if roll < 0.92 {
                day["intakeCompleteness"] = "incomplete"
                day["intakeKcal"] = .number((0.6 * meanIntakeKcal + 200 * random.normal()).rounded())
            } else if roll < 0.96 {
                day["intakeCompleteness"] = "untracked"
            }
            if foods > 0, let kcal = day["intakeKcal"]?.numberValue {
                day["foods"] = Self.foods(foods, kcal: kcal, proteinG: day["proteinG"]?.numberValue)
                day["intakeKcal"] = nil
                day["proteinG"] = nil
            }
            if random.chance(0.7) { day["weightKg"] = .number((trendKg + 0.6 * random.normal()).roundedTo(0.1)) }
            if random.chance(0.6) { day["steps"] = .number(max(0, 7_000 + 2_500 * random.normal()).rounded()) }
            dayValues.append(.object(day))
        }
        return .object([
            "schemaVersion": 1,
            "asOf": .string(asOf.description),
            "person": person,
            "safetyScreen": .object(JSONObject(Dictionary(uniqueKeysWithValues: answers))),
            "goal": goal,
            "days": .array(dayValues),
            "plan": plan(
                goal: goal, start: start, weeks: days / 7, initialKcal: (intakeKcal / 10).rounded() * 10,
                targetBandKcal: steadyAtGoal ? 300 : nil, random: &random),
        ])
    }

    /// `count` foods sharing `kcal` (and `proteinG`) equally, in meal order.
    static func foods(_ count: Int, kcal: Double, proteinG: Double?) -> JSONValue {
        let meals = ["breakfast", "lunch", "dinner", "snack"]
        return .array(
            (0..<count).map { index in
                var food: JSONObject = [
                    "meal": .string(meals[index % meals.count]), "name": .string("food \(index + 1)"),
                    "kcal": .number(kcal / Double(count)),
                    "nutrients": ["sodium": ["value": 600, "unit": "mg"]],
                ]
                if let proteinG { food["proteinG"] = .number(proteinG / Double(count)) }
                return .object(food)
            })
    }

    /// A plan created on `start` with a check-in and an offer every week; adjustments are mostly
    /// accepted, sometimes rejected, so the stored target moves as a real plan's would. With
    /// `targetBandKcal`, an adjustment that would take the target further than that from
    /// `initialKcal` goes the other way.
    static func plan(
        goal: JSONValue, start: CalendarDate, weeks: Int, initialKcal: Double, targetBandKcal: Double? = nil,
        random: inout SplitMix64
    ) -> JSONValue {
        func event(_ kind: PlanEvent.Kind, _ date: CalendarDate, _ members: JSONObject = [:]) -> JSONValue {
            var object = members
            object["kind"] = .string(kind.rawValue)
            object["date"] = .string(date.description)
            object["algorithmVersion"] = "synthetic-2025.1"
            return .object(object)
        }
        var targetKcal = initialKcal
        var history: [JSONValue] = [
            event(
                .planCreated, start,
                [
                    "eligibility": .string(Eligibility.Status.eligible.rawValue), "goal": goal,
                    "policyVersion": "synthetic-2025.1", "targetKcalPerDay": .number(targetKcal),
                    "targetSource": "recommended",
                ])
        ]
        let firstWeek = start.startOfWeek(beginningOn: .monday)
        for week in 0..<max(0, weeks - 1) {
            let weekStart = firstWeek.adding(days: 7 * week)
            let date = weekStart.adding(days: 7)
            guard date > start else { continue }
            history.append(event(.checkInCompleted, date, ["week": .string(weekStart.description)]))
            let roll = random.unit()
            if roll < 0.25 {
                var change = random.chance(0.7) ? -50.0 : 50.0
                if let band = targetBandKcal, abs(targetKcal + change - initialKcal) > band { change = -change }
                let offer: JSONValue = .object([
                    "kind": "adjust", "newTargetKcalPerDay": .number(targetKcal + change),
                    "changeKcalPerDay": .number(change),
                    "reasonCodes": [change < 0 ? "aimAtGoalRateLower" : "aimAtGoalRateHigher"],
                ])
                history.append(
                    event(
                        .recommendationOffered, date, ["week": .string(weekStart.description), "recommendation": offer])
                )
                if random.chance(0.8) {
                    targetKcal += change
                    history.append(event(.recommendationAccepted, date, ["targetKcalPerDay": .number(targetKcal)]))
                } else {
                    history.append(event(.recommendationRejected, date))
                }
            } else if roll < 0.9 {
                let offer: JSONValue = .object(["kind": "keep", "reasonCodes": ["changeWithinDeadBand"]])
                history.append(
                    event(
                        .recommendationOffered, date, ["week": .string(weekStart.description), "recommendation": offer])
                )
            } else {
                let offer: JSONValue = .object(["kind": "needsMoreEvidence", "reasonCodes": ["daysLookSuspect"]])
                history.append(
                    event(
                        .recommendationOffered, date, ["week": .string(weekStart.description), "recommendation": offer])
                )
            }
        }
        return .object([
            "goal": goal,
            "activeTarget": .object(["kcalPerDay": .number(targetKcal), "source": "recommended"]),
            "history": .array(history),
        ])
    }
}
