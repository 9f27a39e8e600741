/// Food totals with their coverage as outputs write them (issue 23): the JSON member and the page
/// section, built from typed values only (`DaysFoods`, `FoodTotals`, `WeekFoodSummary`).
///
/// Kept apart from `DaysReport` and `DaysMarkdown` so that the typed days report can call these
/// functions unchanged, and `today`, `journal` and the check-in can show a day's or a week's
/// figures the same way (`totalsJSON`, `section`).
package enum FoodTotalsReport {
    /// How every food total reads, stated once in each output that has them.
    static let coverageMeans =
        "a total is the sum over the foods that carry the figure, with how many of the foods do (foodsCarrying of foods); a food without the figure is left out, never counted as 0, so an incomplete total is a lower bound"

    /// The `foods` member of a `days` answer.
    package static func daysJSON(_ foods: DaysFoods) -> JSONValue {
        .object([
            "coverageMeans": .string(coverageMeans),
            "atwaterKcalPerG": .object(
                JSONObject(
                    Dictionary(
                        uniqueKeysWithValues: MacroEnergySplit.kcalPerGram.map {
                            ($0.macro.key, JSONValue.number($0.kcal))
                        }
                    ))),
            "days": .array(foods.days.map(dayJSON)),
            "week": foods.week.map(weekJSON) ?? .null,
        ])
    }

    /// One day's totals, per meal slot and per meal group.
    package static func dayJSON(_ day: DayFoodTotals) -> JSONValue {
        .object([
            "date": .string(day.date.description),
            "intakeIsLowerBound": .bool(day.intakeIsLowerBound),
            "totals": totalsJSON(day.totals),
            "meals": .array(
                day.meals.map { .object(["meal": .string($0.slot.rawValue), "totals": totalsJSON($0.totals)]) }),
            "groups": .array(
                day.groups.map {
                    .object([
                        "id": .string($0.group.id), "name": .string($0.group.name), "totals": totalsJSON($0.totals),
                    ])
                }),
        ])
    }

    /// The totals of a list of foods: energy and the macronutrients always, each nutrient a food
    /// carries, and the Atwater energy split.
    package static func totalsJSON(_ totals: FoodTotals) -> JSONValue {
        func members(_ list: [FoodTotal]) -> JSONValue {
            .object(JSONObject(Dictionary(uniqueKeysWithValues: list.map { ($0.quantity.key, totalJSON($0)) })))
        }
        let split = totals.macroEnergy
        return .object([
            "foods": .number(Double(totals.foods)),
            "macros": members(totals.macros),
            "nutrients": members(totals.nutrients),
            "macroEnergy": .object([
                "foodsWithMacros": .number(Double(split.foodsWithMacros)),
                "alcoholFoods": .number(Double(split.alcoholFoods)),
                "atwaterKcal": .kcal(split.atwaterKcal),
                "loggedKcal": .kcal(split.loggedKcal),
                "parts": .object(
                    JSONObject(
                        Dictionary(
                            uniqueKeysWithValues: split.parts.map { part in
                                (
                                    part.macro.key,
                                    JSONValue.object([
                                        "kcal": .kcal(part.kcal), "percent": part.percent.map { .percent($0) } ?? .null,
                                    ])
                                )
                            }))),
            ]),
        ])
    }

    static func totalJSON(_ total: FoodTotal) -> JSONValue {
        .object([
            "total": total.amount.map { .number($0.roundedTo(0.01)) } ?? .null,
            "unit": .string(total.quantity.unit),
            "foodsCarrying": .number(Double(total.foodsCarrying)),
            "foods": .number(Double(total.foods)),
            "complete": .bool(total.isComplete),
        ])
    }

    /// The week's averages per validated day.
    package static func weekJSON(_ week: WeekFoodSummary) -> JSONValue {
        .object([
            "start": .string(week.start.description),
            "end": .string(week.end.description),
            "daysEnded": .number(Double(week.daysEnded)),
            "daysWithFoods": .number(Double(week.daysWithFoods)),
            "validatedDaysWithFoods": .number(Double(week.validatedDaysWithFoods)),
            "averagesMean":
                "mean per validated day (an evidence day listing foods) over the days whose every food carries the figure: days of of",
            "averages": .object(
                JSONObject(
                    Dictionary(
                        uniqueKeysWithValues: week.averages.map { average in
                            (
                                average.quantity.key,
                                JSONValue.object([
                                    "meanPerDay": average.meanPerDay.map { .number($0.roundedTo(0.01)) } ?? .null,
                                    "unit": .string(average.quantity.unit),
                                    "days": .number(Double(average.days)), "of": .number(Double(average.of)),
                                ])
                            )
                        }))),
        ])
    }

    /// The "Foods" section of a page: per day its totals with coverage, its meal groups, and the
    /// week's averages per validated day. Energy is rounded to 10 kcal, grams and milligrams to
    /// whole units, micrograms to 0.1 (pages are read, the JSON keeps 0.01).
    static func section(_ foods: DaysFoods, into page: inout PageBuilder) {
        page.section("Foods")
        page.paragraph(
            "Each total is the sum over the foods that carry the figure, with how many do; a food without it is left out, never counted as 0."
        )
        var rows: [[String]] = []
        for day in foods.days {
            let totals = day.totals
            rows.append(
                [day.date.description, String(totals.foods)]
                    + [FoodQuantity.energy, .protein, .carbohydrate, .fat].map { cell(totals.total($0)) }
                    + [split(totals.macroEnergy)])
        }
        page.table(
            header: ["date", "foods", "energy", "protein", "carbohydrate", "fat", "energy split (P / C / F / A)"],
            rows: rows)
        for day in foods.days {
            let nutrients = day.totals.nutrients.map(line)
            if !nutrients.isEmpty { page.bullet("\(day.date): \(nutrients.joined(separator: "; ")).") }
            for group in day.groups {
                let name = group.group.name.map { "\"\($0)\"" } ?? "\"\(group.group.id)\""
                page.bullet(
                    "\(day.date), meal group \(name): \(count(group.totals.foods, "food")); \(line(group.totals.total(.energy))); \(line(group.totals.total(.protein)))."
                )
            }
            if day.intakeIsLowerBound {
                page.bullet(
                    "\(day.date): some foods have no calories, so the day's intake is a lower bound and does not count."
                )
            }
        }
        guard let week = foods.week else { return }
        page.section("Foods, week \(week.start) to \(week.end)")
        let weekRows = week.averages.map { average -> [String] in
            [
                average.quantity.label,
                average.meanPerDay.map { amount($0, average.quantity) + " per day" } ?? "no data",
                "\(average.days) of \(average.of) validated days",
            ]
        }
        page.table(
            caption: week.validatedDaysWithFoods == 0 ? "no validated day lists foods this week" : nil,
            header: ["figure", "mean", "days"], rows: weekRows)
        page.paragraph(
            "Means are per validated day (an evidence day listing foods) over the days whose every food carries the figure."
        )
    }

    /// `sodium: 2,140 mg from 5 of 7 foods` (`no data` when no food carries it).
    static func line(_ total: FoodTotal) -> String {
        "\(total.quantity.label): " + cell(total)
    }

    static func cell(_ total: FoodTotal) -> String {
        guard let value = total.amount else { return "no data (0 of \(count(total.foods, "food")))" }
        return "\(amount(value, total.quantity)) from \(total.foodsCarrying) of \(count(total.foods, "food"))"
    }

    static func amount(_ value: Double, _ quantity: FoodQuantity) -> String {
        let rounded =
            switch quantity {
            case .energy: OutputText.peopleKcal(value)
            case .nutrient(let nutrient) where nutrient.unit == .microgram: OutputText.grouped(value, decimals: 1)
            default: OutputText.grouped(value, decimals: 0)
            }
        return "\(rounded) \(quantity.unit)"
    }

    static func split(_ split: MacroEnergySplit) -> String {
        guard split.foodsWithMacros > 0, split.parts.allSatisfy({ $0.percent != nil }) else { return "no data" }
        let shares = split.parts.map { OutputText.fixed($0.percent ?? 0, 0) + " %" }.joined(separator: " / ")
        let alcohol = split.alcoholFoods == 0 ? ", alcohol unknown" : ""
        return "\(shares)\(alcohol) (\(split.foodsWithMacros) of \(split.foods) foods)"
    }

    /// `1 food`, `3 foods`.
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
