/// What `today` found for a person who may see automated numbers: the day and why, calories and
/// protein remaining, the week so far, progress toward the goal rate (when the evidence supports
/// it) and one next action. Its JSON document and its page are both built from these typed values.
public struct TodayReport: Sendable, Equatable {
    /// Which day today is, and why.
    public var day: TodayDate
    /// Today's log entry, nil when today is not listed.
    public var today: LoggedDay?
    /// Calories remaining against the target in force.
    public var calories: CaloriesToday
    /// Protein remaining against the protein range.
    public var protein: ProteinRemaining
    /// The week so far.
    public var week: WeekSoFar
    /// Progress toward the goal rate.
    public var progress: GoalProgress
    /// The one suggested next action.
    public var action: NextAction
    /// The strongest pattern in the person's days before today that passes the false-discovery
    /// control (`PatternSearch.strongestInsight`, as the check-in), nil when none passes.
    public var insight: PatternInsight?
    /// What the view says about the document's dates.
    public var notes: [String]
    /// The unit the page shows weights in: the one the person entered their weight in.
    public var unit: WeightUnit
    /// Today's food totals with their coverage, nil when today lists no foods.
    public var foods: DayFoodTotals?
    /// The policy in force (echoed whole in the JSON).
    public var policy: Policy
    /// The document's warnings.
    public var warnings: [InputWarning]

    /// The output document, numbers rounded to their documented precision.
    public var json: JSONValue {
        var result = TodayText.commonJSON(
            day: day, today: today, calories: calories, week: week, action: action, notes: notes)
        result["protein"] = TodayText.proteinJSON(protein)
        result["progress"] = TodayText.progressJSON(progress)
        if let foods { result["foods"] = FoodTotalsReport.dayJSON(foods) }
        TodayText.insightJSON(insight, policy: policy.patterns, into: &result)
        return InputWarning.json(ReportEnvelope.json(command: "today", policy: policy, result), warnings)
    }

    /// The page: the day, calories, protein, the week so far, progress and the next action.
    public var page: ReportPage {
        var page = PageBuilder(title: "Today")
        TodayText.dayAndCalories(day, calories: calories, on: &page)
        TodayText.protein(protein, unit: unit, on: &page)
        TodayText.foods(foods, on: &page)
        TodayText.week(week, unit: unit, on: &page)
        TodayText.progress(progress, unit: unit, on: &page)
        TodayText.insight(insight, on: &page)
        TodayText.action(action, notes: notes, on: &page)
        page.versions(policyVersion: policy.version, warnings: warnings)
        return page.page
    }
}

extension TodayReport: CommandReport {
    /// JSON or Markdown.
    public static var formats: [OutputFormat] { [.json, .markdown] }
}

/// What `today` found for a person routed to manual targets: calories remaining against the
/// person's own target only (never a recommended one), protein logged without a range, the week so
/// far from the person's own log, and a next action that never asks for a weigh-in.
///
/// It holds no protein range, goal rate or automated target, so no renderer can show one.
public struct ManualOnlyToday: Sendable, Equatable {
    /// Which day today is, and why.
    public var day: TodayDate
    /// Today's log entry, nil when today is not listed.
    public var today: LoggedDay?
    /// Calories remaining against the person's own target (`withheld` when the target in force is
    /// an automated one).
    public var calories: CaloriesToday
    /// The week so far.
    public var week: WeekSoFar
    /// The one suggested next action.
    public var action: NextAction
    /// The strongest logging pattern in the person's days before today that passes the
    /// false-discovery control, nil when none passes: only the logging family is searched under
    /// this view's gate, so no insight compares days with a target or an estimate.
    public var insight: PatternInsight?
    /// The pattern parameters the insight was worded under (they shape no automated number).
    var patternsPolicy: PatternsPolicy
    /// Why automated numbers are withheld.
    public var gate: AutomationGate
    /// What the view says about the document's dates.
    public var notes: [String]
    /// The unit the page shows weights in: the one the person entered their weight in.
    public var unit: WeightUnit
    /// Today's food totals with their coverage (what was logged, no automated number), nil when
    /// today lists no foods.
    public var foods: DayFoodTotals?
    /// The policy's version (echoed alone: the parameters are the makings of automated numbers).
    public var policyVersion: String
    /// The document's warnings.
    public var warnings: [InputWarning]

    /// The manual-only view; `calories` must not hold a recommended target (the evaluation withholds it).
    init(
        day: TodayDate, today: LoggedDay?, calories: CaloriesToday, week: WeekSoFar, action: NextAction,
        insight: PatternInsight?, gate: AutomationGate, notes: [String], unit: WeightUnit, foods: DayFoodTotals?,
        policy: Policy, warnings: [InputWarning]
    ) {
        if case .remaining(let remaining) = calories {
            precondition(remaining.target.source != .recommended, "a manual-only view shows the person's own target")
        }
        self.day = day
        self.today = today
        self.calories = calories
        self.week = week
        self.action = action
        self.insight = insight
        patternsPolicy = policy.patterns
        self.gate = gate
        self.notes = notes
        self.unit = unit
        self.foods = foods
        policyVersion = policy.version
        self.warnings = warnings
    }

    /// The output document: the view without automated numbers, the gate's status, codes and statement.
    public var json: JSONValue {
        var result = TodayText.commonJSON(
            day: day, today: today, calories: calories, week: week, action: action, notes: notes)
        result["protein"] = .object([
            "loggedG": today?.proteinG.map { .number($0.roundedTo(0.1)) } ?? .null,
            "note": .string(TodayText.noProteinRange),
        ])
        result["command"] = "today"
        result["algorithmVersion"] = .string(EngineVersion.algorithm)
        result["policy"] = PolicyEcho.versionOnly(version: policyVersion)
        result["manualOnly"] = gate.json
        if let foods { result["foods"] = FoodTotalsReport.dayJSON(foods) }
        TodayText.insightJSON(insight, policy: patternsPolicy, into: &result)
        return InputWarning.json(.object(result), warnings)
    }

    /// The page: the statement, the day, calories against the own target, the week and the next action.
    public var page: ReportPage {
        var page = PageBuilder(title: "Today (manual targets only)")
        page.paragraph(gate.statement)
        TodayText.dayAndCalories(day, calories: calories, on: &page)
        page.section("Protein")
        page.bullet(TodayText.proteinLogged(today))
        page.bullet("N" + TodayText.noProteinRange.dropFirst() + ".")
        TodayText.foods(foods, on: &page)
        TodayText.week(week, unit: unit, on: &page)
        TodayText.insight(insight, on: &page)
        TodayText.action(action, notes: notes, on: &page)
        if !gate.reasons.isEmpty {
            page.bullet("Reason codes: " + gate.reasons.map { "`\($0.code)`" }.joined(separator: ", ") + ".")
        }
        page.versions(policyVersion: policyVersion, warnings: warnings)
        return page.page
    }
}

extension ManualOnlyToday: CommandReport {
    /// JSON or Markdown.
    public static var formats: [OutputFormat] { [.json, .markdown] }
}

/// The parts both Today views write the same way, JSON and page.
enum TodayText {
    /// Why a manual-only view has no protein range.
    static let noProteinRange =
        "no protein range is shown: it is an automated number, and the safety screen routes this person to manual "
        + "targets"

    /// What the week's coverage means in the Today view.
    static let coverageMeans =
        "days with data out of the week's days before today (the days so far; today is in progress and in no "
        + "figure); missing days are never counted as zero"

    // MARK: JSON

    /// The members both views have: the day, today's log, calories, the week, the action and notes.
    static func commonJSON(
        day: TodayDate, today: LoggedDay?, calories: CaloriesToday, week: WeekSoFar, action: NextAction,
        notes: [String]
    ) -> JSONObject {
        [
            "today": dayJSON(day),
            "log": logJSON(today),
            "calories": caloriesJSON(calories),
            "weekSoFar": weekJSON(week),
            "nextAction": actionJSON(action),
            "notes": .array(notes.map { .string($0) }),
        ]
    }

    static func dayJSON(_ day: TodayDate) -> JSONValue {
        .object([
            "date": .string(day.date.description),
            "weekday": .string(day.date.weekday.rawValue),
            "at": .string(day.at.utcText),
            "localDate": .string(day.wallClock.date.description),
            "localTime": .string(day.wallClock.time),
            "utcOffsetSeconds": .number(Double(day.wallClock.offsetSeconds)),
            "timeZone": .string(day.timeZone),
            "timeZoneSource": .string(day.zoneSource.rawValue),
            "dayStartsAtHour": .number(Double(day.dayStartsAtHour)),
            "beforeDayStart": .bool(day.beforeDayStart),
            "reason": .string(day.reason),
        ])
    }

    /// Today's own entries as logged (nothing computed).
    static func logJSON(_ today: LoggedDay?) -> JSONValue {
        .object([
            "listed": .bool(today != nil),
            "intakeKcal": .kcal(today?.intakeKcal),
            "proteinG": today?.proteinG.map { .number($0.roundedTo(0.1)) } ?? .null,
            "intakeCompleteness": .string(today?.intakeCompleteness.rawValue),
            "reviewStatus": .string(today?.reviewStatus.rawValue),
            "weightKg": .kg(today?.weightKg),
            "steps": .number(today?.steps),
            "trainingMinutes": .number(today?.trainingMinutes),
            "alcoholG": .number(today?.alcoholG),
        ])
    }

    static func caloriesJSON(_ calories: CaloriesToday) -> JSONValue {
        var members: JSONObject = [
            "status": .string(status(calories)), "targetKcalPerDay": .null, "targetSource": .null,
            "targetSetOn": .null, "loggedKcal": .null, "remainingKcal": .null, "aboveTargetKcal": .null,
            "shareOfTargetPercent": .null, "remainingIsUpperBound": .null, "note": .string(caloriesNote(calories)),
        ]
        func target(_ target: ActiveTarget) {
            members["targetKcalPerDay"] = .kcal(target.kcalPerDay)
            members["targetSource"] = .string(target.source.rawValue)
        }
        switch calories {
        case .remaining(let remaining):
            target(remaining.target)
            members["targetSetOn"] = .string(remaining.setOn?.description)
            members["loggedKcal"] = .kcal(remaining.loggedKcal)
            members["remainingKcal"] = .kcal(remaining.remainingKcal)
            members["aboveTargetKcal"] = remaining.remainingKcal < 0 ? .kcal(-remaining.remainingKcal) : .null
            members["shareOfTargetPercent"] = remaining.shareOfTargetPercent.map { .percent($0) } ?? .null
            members["remainingIsUpperBound"] = .bool(remaining.declaredIncomplete)
        case .untracked(let untracked): target(untracked)
        case .noTarget, .withheld: break
        }
        return .object(members)
    }

    static func status(_ calories: CaloriesToday) -> String {
        switch calories {
        case .remaining: "remaining"
        case .untracked: "untracked"
        case .noTarget: "noTarget"
        case .withheld: "withheld"
        }
    }

    /// The sentence beside the calorie figures, nil when they speak for themselves.
    static func caloriesNote(_ calories: CaloriesToday) -> String? {
        switch calories {
        case .remaining(let remaining):
            if remaining.loggedKcal == nil { return "nothing is logged yet today: the whole target remains" }
            if remaining.declaredIncomplete {
                return "today is declared incomplete: the logged intake is a lower bound, so the remainder is an "
                    + "upper bound"
            }
            return nil
        case .untracked: return "today is declared untracked: nothing is computed against the target"
        case .noTarget:
            return "no target is in force: the document has no plan target and no manualTargetKcal"
        case .withheld:
            return "the target in force is an automated one, and the safety screen routes this person to manual "
                + "targets: only the person's own target is used (set one with plan set-target)"
        }
    }

    static func proteinJSON(_ protein: ProteinRemaining) -> JSONValue {
        func grams(_ value: Double?) -> JSONValue { value.map { .number($0.roundedTo(0.1)) } ?? .null }
        return .object([
            "loggedG": grams(protein.loggedG),
            "targetLowG": grams(protein.target.lowGramsPerDay),
            "targetHighG": grams(protein.target.highGramsPerDay),
            "referenceWeightKg": .kg(protein.target.referenceWeightKg),
            "referenceIsWeightAtReferenceBMI": .bool(protein.target.referenceIsWeightAtReferenceBMI),
            "remainingToLowG": grams(protein.remainingToLowG),
            "remainingToHighG": grams(protein.remainingToHighG),
            "shareOfLowPercent": protein.shareOfLowPercent.map { .percent($0) } ?? .null,
            "note": .string(proteinNote(protein)),
            "source": .string(ProteinTarget.source),
        ])
    }

    static func proteinNote(_ protein: ProteinRemaining) -> String? {
        if protein.proteinUnknown {
            return "intake is logged today without a protein figure: protein is unknown, not zero, so no remainder "
                + "is stated"
        }
        return protein.loggedG == nil ? "no protein is logged yet today: the whole range remains" : nil
    }

    static func weekJSON(_ week: WeekSoFar) -> JSONValue {
        var members = DaysReport.weekJSON(week.summary).objectValue ?? JSONObject()
        members["coverageMeans"] = .string(coverageMeans)
        members["note"] = .string(weekNote(week))
        members["trend"] = .object([
            "trendBeforeWeekKg": .kg(week.trendBeforeWeekKg),
            "latestTrendKg": .kg(week.latestTrendKg),
            "latestTrendDate": .string(week.latestTrendDate?.description),
            "changeSinceWeekBeganKg": .kg(week.trendChangeSinceWeekBeganKg),
            "weighInDays": .number(Double(week.weighInDays)),
            "daysSoFar": .number(Double(week.daysSoFar)),
            "note": .string(trendNote(week)),
        ])
        return .object(members)
    }

    /// Why the week so far has no data, nil when it has some.
    static func weekNote(_ week: WeekSoFar) -> String? {
        guard !week.summary.hasData else { return nil }
        return week.daysSoFar == 0
            ? "no data so far: the week began today" : "no data so far: nothing was logged on the week's ended days"
    }

    /// Why the trend's change is not stated, nil when it is.
    static func trendNote(_ week: WeekSoFar) -> String? {
        guard week.trendChangeSinceWeekBeganKg == nil else { return nil }
        if week.weighInDays == 0 {
            return "no usable weigh-in on the week's ended days: the change since the week began is not stated "
                + "(the trend only carries an older value forward)"
        }
        return "no trend before the week began: the change since then is not stated"
    }

    static func progressJSON(_ progress: GoalProgress) -> JSONValue {
        let stated = progress.status == .stated
        return .object([
            "status": .string(progress.status.rawValue),
            "goalRateKgPerWeek": progress.goalRateKgPerWeek.map { .number($0.roundedTo(0.001)) } ?? .null,
            "goalRatePercentPerWeek": .number(progress.goalRatePercentPerWeek),
            "currentWeightKg": .kg(progress.currentWeightKg),
            "weighIns": .number(Double(progress.weighIns)),
            "rateKgPerWeek": stated ? .number(progress.rateKgPerWeek.map { $0.roundedTo(0.001) }) : .null,
            "halfWidth95KgPerWeek": progress.halfWidth95KgPerWeek.map { .number($0.roundedTo(0.001)) } ?? .null,
            "rule": .string(progressRule),
            "note": .string(progressSentence(progress) { OutputText.fixed($0, 2) + " kg/week" }),
        ])
    }

    /// The progress rule in words.
    static let progressRule =
        "the robust rate of the week's usable weigh-ins (METHOD section 4) is stated beside the goal rate only when "
        + "its 95 % interval (1.96 standard errors) is narrower than the goal rate"

    /// The progress sentence, each rate written by `rate` (kg/week in: "-0.4 kg/week" in the JSON,
    /// the person's unit at 0.01 on the page).
    static func progressSentence(_ progress: GoalProgress, rate: (Double) -> String) -> String {
        switch progress.status {
        case .noGoalRate:
            return "Progress is not stated: " + (progress.noRateReason?.sentence ?? "there is no goal rate") + "."
        case .notSupported:
            let goal = progress.goalRateKgPerWeek.map(rate) ?? ""
            guard let halfWidth = progress.halfWidth95KgPerWeek else {
                let count = progress.weighIns == 1 ? "1 usable weigh-in" : "\(progress.weighIns) usable weigh-ins"
                return "Progress toward the goal rate (\(goal)) is not stated: \(count) this week so far, and "
                    + "a rate needs at least two."
            }
            return "Progress toward the goal rate (\(goal)) is not stated: the \(progress.weighIns) usable "
                + "weigh-ins of this week so far give a rate only to within ±\(rate(halfWidth)) (95 %), "
                + "which cannot tell that rate from no change; the check-in reads the rate over 28 days."
        case .stated:
            let goal = progress.goalRateKgPerWeek.map(rate) ?? ""
            let observed = progress.rateKgPerWeek.map(rate) ?? ""
            let halfWidth = progress.halfWidth95KgPerWeek.map(rate) ?? ""
            return "The \(progress.weighIns) usable weigh-ins of this week so far change at \(observed) "
                + "(±\(halfWidth), 95 %); the goal rate is \(goal). The check-in, not this view, "
                + "decides any change of target."
        }
    }

    static func actionJSON(_ action: NextAction) -> JSONValue {
        .object([
            "action": .string(action.kind.rawValue),
            "priority": .number(Double(action.priority)),
            "date": .string(action.date?.description),
            "week": .string(action.week?.description),
            "review": action.review.map {
                .object([
                    "date": .string($0.date.description), "action": .string($0.action.rawValue),
                    "message": .string($0.message),
                ])
            } ?? .null,
            "message": .string(action.message),
            "reason": .string(action.reason),
            "priorityOrder": .string(NextAction.priorityOrder),
        ])
    }

    // MARK: Page

    /// The day and why, then the calories.
    static func dayAndCalories(_ day: TodayDate, calories: CaloriesToday, on page: inout PageBuilder) {
        let n = OutputText.self
        page.paragraph("Today is **\(TodayDate.named(day.date))**: \(day.reason).")
        page.section("Calories")
        switch calories {
        case .remaining(let remaining):
            page.bullet("Target in force: \(targetLine(remaining.target, setOn: remaining.setOn)).")
            if let logged = remaining.loggedKcal {
                let share =
                    remaining.shareOfTargetPercent.map { " (\(n.people($0, decimals: 0)) % of the target)" } ?? ""
                page.bullet("Logged so far: \(n.peopleKcal(logged)) kcal\(share).")
            } else {
                page.bullet("Logged so far: nothing yet.")
            }
            let left = remaining.remainingKcal
            page.bullet(
                left < 0
                    ? "**Remaining: \(n.peopleKcal(left)) kcal** (\(n.peopleKcal(-left)) kcal above the target)."
                    : "**Remaining: \(n.peopleKcal(left)) kcal.**")
            if let note = caloriesNote(calories) { page.bullet(note.prefix(1).uppercased() + note.dropFirst() + ".") }
        case .untracked(let target):
            page.bullet("Target in force: \(targetLine(target, setOn: nil)).")
            page.bullet("Today is declared untracked: nothing is computed against the target.")
        case .noTarget, .withheld:
            if let note = caloriesNote(calories) { page.bullet(note.prefix(1).uppercased() + note.dropFirst() + ".") }
        }
    }

    /// "1,930 kcal/day (recommended by the engine, set on 2026-10-26)".
    static func targetLine(_ target: ActiveTarget, setOn: CalendarDate?) -> String {
        "\(OutputText.peopleKcal(target.kcalPerDay)) kcal/day (\(JournalPage.sourceWords(target.source))"
            + (setOn.map { ", set on \($0)" } ?? "") + ")"
    }

    /// "Logged so far: 64 g." or the absence of a figure.
    static func proteinLogged(_ today: LoggedDay?) -> String {
        guard let grams = today?.proteinG else {
            return today?.intakeKcal == nil
                ? "Protein logged so far: nothing yet." : "Protein logged so far: not logged (unknown, not zero)."
        }
        return "Protein logged so far: \(OutputText.peopleGrams(grams)) g."
    }

    static func protein(_ protein: ProteinRemaining, unit: WeightUnit, on page: inout PageBuilder) {
        let n = OutputText.self
        let target = protein.target
        // The range is set per kg of body weight; a person who weighs in pounds reads the weight in both.
        let reference =
            WeightUnit.kg.text(kilograms: target.referenceWeightKg)
            + (unit == .kg ? "" : ", \(unit.text(kilograms: target.referenceWeightKg))")
        page.section("Protein")
        page.bullet(
            "Range: \(n.peopleGrams(target.lowGramsPerDay)) to \(n.peopleGrams(target.highGramsPerDay)) g/day "
                + "(\(n.number(target.gramsPerKgPerDay.lowerBound)) to \(n.number(target.gramsPerKgPerDay.upperBound)) "
                + "g per kg of \(reference)).")
        if let grams = protein.loggedG {
            let share = protein.shareOfLowPercent.map { " (\(n.people($0, decimals: 0)) % of the low end)" } ?? ""
            page.bullet("Logged so far: \(n.peopleGrams(grams)) g\(share).")
        }
        if let low = protein.remainingToLowG, let high = protein.remainingToHighG {
            page.bullet(
                "Remaining: \(n.peopleGrams(low)) g to the low end, \(n.peopleGrams(high)) g to the high end"
                    + (low < 0 ? " (\(n.peopleGrams(-low)) g above the low end)." : "."))
        }
        if let note = proteinNote(protein) { page.bullet(note.prefix(1).uppercased() + note.dropFirst() + ".") }
    }

    static func week(_ week: WeekSoFar, unit: WeightUnit, on page: inout PageBuilder) {
        let n = OutputText.self
        let summary = week.summary
        page.section("This week so far (\(summary.start) to \(summary.end))")
        func row(_ label: String, _ value: String?, _ coverage: WeekSummary.Coverage) -> [String] {
            [label, value ?? DaysReport.noData, "\(coverage.days) of \(coverage.of) days so far"]
        }
        let rows = [
            row(
                "calories, mean per validated day",
                summary.meanIntakeKcalPerEvidenceDay.map { "\(n.peopleKcal($0)) kcal" },
                summary.intakeCoverage),
            row(
                "protein, mean per validated day", summary.meanProteinGPerEvidenceDay.map { "\(n.peopleGrams($0)) g" },
                summary.proteinCoverage),
            row(
                "steps, mean per day with steps", summary.meanStepsPerDayWithSteps.map { n.people($0, decimals: 0) },
                summary.stepsCoverage),
            row("weigh-ins", summary.meanWeighInKg.map { "mean \(unit.text(kilograms: $0))" }, summary.weightCoverage),
            row(
                "training minutes, total", summary.totalTrainingMinutes.map { "\(n.people($0, decimals: 0)) min" },
                summary.trainingMinutesCoverage),
            row(
                "training sessions",
                summary.trainingSessions.map { sessions in
                    let mix = summary.trainingTypeMix.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
                    return "\(sessions)" + (mix.isEmpty ? "" : " (\(mix.joined(separator: ", ")))")
                }, summary.trainingTypesCoverage),
            row("alcohol, total", summary.totalAlcoholG.map { "\(n.peopleGrams($0)) g" }, summary.alcoholCoverage),
        ]
        page.table(caption: weekNote(week), header: ["figure", "value", "coverage"], rows: rows)
        if week.trendChangeSinceWeekBeganKg != nil, let latest = week.latestTrendKg,
            let before = week.trendBeforeWeekKg, let date = week.latestTrendDate
        {
            page.bullet(
                "Weight trend: \(unit.text(kilograms: latest)) on \(date), "
                    + "\(unit.changeText(fromKilograms: before, toKilograms: latest)) since the week began "
                    + "(\(unit.text(kilograms: before)) on \(summary.start.adding(days: -1)))."
            )
        } else if let note = trendNote(week) {
            page.bullet("Weight trend: " + note + ".")
        }
        page.paragraph("Coverage: \(coverageMeans).")
    }

    static func progress(_ progress: GoalProgress, unit: WeightUnit, on page: inout PageBuilder) {
        page.section("Progress toward the goal rate")
        page.paragraph(progressSentence(progress) { unit.rateText(kilogramsPerWeek: $0) })
    }

    /// Today's foods: energy and the macronutrients with how many foods carry each, the energy split,
    /// then each nutrient a food carries (nothing when today lists no foods).
    static func foods(_ foods: DayFoodTotals?, on page: inout PageBuilder) {
        guard let foods, foods.totals.foods > 0 else { return }
        page.section("Foods today")
        for quantity in [FoodQuantity.energy, .protein, .carbohydrate, .fat] {
            page.bullet(FoodTotalsReport.line(foods.totals.total(quantity)) + ".")
        }
        page.bullet(
            "Energy split (protein / carbohydrate / fat, and alcohol when a food carries it): "
                + "\(FoodTotalsReport.split(foods.totals.macroEnergy))."
        )
        let nutrients = foods.totals.nutrients.map(FoodTotalsReport.line)
        if !nutrients.isEmpty { page.bullet(nutrients.joined(separator: "; ") + ".") }
        if foods.intakeIsLowerBound {
            page.bullet("Some foods have no calories, so today's intake from foods is a lower bound.")
        }
        page.paragraph("A food without a figure is left out of that total, never counted as 0.")
    }

    static func action(_ action: NextAction, notes: [String], on page: inout PageBuilder) {
        page.section("Next")
        page.paragraph("**\(action.message)**")
        page.paragraph("Why this first: \(action.reason). Order: \(NextAction.priorityOrder).")
        page.section("Notes")
        for note in notes { page.bullet(note.prefix(1).uppercased() + note.dropFirst() + ".") }
    }
}
