/// What every check-in shows, with automated numbers or without: the week as the person logged it
/// (consistency, the roll-up, the days to validate, the measurements), the current weight and
/// screen, and the target in force as the person may see it. It holds no maintenance estimate,
/// rate or recommendation: those are `CheckInReport`'s, which a manual-only check-in does not have.
///
/// Wording is neutral and descriptive: days are counted, never called good or bad.
public struct CheckInWeek: Sendable, Equatable {
    /// First day of the week.
    public var start: CalendarDate
    /// Last day of the week.
    public var end: CalendarDate
    /// The day the check-in is recorded on.
    public var date: CalendarDate
    /// Logging consistency in the week, in neutral counts.
    public var consistency: CheckInConsistency
    /// The week's roll-up, each figure with its coverage.
    public var summary: WeekSummary
    /// The days the person should review, most useful first.
    public var daysToValidate: [ReviewItem]
    /// The days whose review the check-in waits for before it offers an adjustment.
    var daysAwaited: [CalendarDate]
    /// The week's days as the chart and the measurements read them (intake, weigh-in, trend).
    var days: [WeekChart.Day]
    /// Body-fat readings of the week, each with the latest earlier reading by the same method.
    public var bodyFatReadings: [BodyFatReading]
    /// The current weight the screen was re-run at, kg.
    public var currentWeightKg: Double
    /// The unit the page and chart show weights in: the one the person entered their weight in.
    public var unit: WeightUnit
    /// Where `currentWeightKg` came from, in words.
    var currentWeightSource: String
    /// The safety screen at the current weight, with the answers now.
    public var eligibilityNow: Eligibility
    /// The target in force before the check-in, as shown; nil when none is in force.
    public var target: CheckInTarget?
    /// The week's food totals with coverage (each day listing foods, and the averages per validated
    /// day; issue 23), nil when no day of the week lists foods.
    public var foods: DaysFoods?

    /// The week of `checkIn`, its target shown as `checkIn.automation` allows, with the cautions of `policy`.
    init(_ checkIn: WeeklyCheckIn, policy: Policy) {
        start = checkIn.weekStart
        end = checkIn.weekEnd
        date = checkIn.date
        consistency = checkIn.consistency
        summary = checkIn.week
        daysToValidate = checkIn.daysToValidate
        daysAwaited = checkIn.daysAwaited
        days = checkIn.assessment.ledger.days(from: checkIn.weekStart, through: checkIn.weekEnd).map {
            WeekChart.Day(
                date: $0.date, intakeKcal: $0.intakeKcal, intakeIsEvidence: $0.isEvidence,
                weightKg: $0.logged?.weightKg, trendKg: $0.trendKg)
        }
        bodyFatReadings = checkIn.bodyFatReadings
        foods = DaysFoods(
            ledger: checkIn.assessment.ledger, weekOf: checkIn.weekStart, weekStart: checkIn.weekStart.weekday,
            within: checkIn.weekStart...checkIn.weekEnd)
        currentWeightKg = checkIn.currentWeightKg
        unit = WeightUnit(person: checkIn.assessment.equations.person)
        currentWeightSource = checkIn.currentWeightSource
        eligibilityNow = checkIn.currentEligibility
        let floor = policy.target.intakeFloorKcalPerDay(checkIn.assessment.equations.person.equationSex)
        target = checkIn.stateBefore.target.map { target in
            CheckInTarget(
                target, gate: checkIn.automation,
                cautions: TargetCaution.cautions(for: target, gate: checkIn.automation, floorKcalPerDay: floor))
        }
    }

    /// The week's smoothed trend weights, kg, first day to last (days without one left out).
    var trendsKg: [Double] { days.compactMap(\.trendKg) }

    /// The week drawn as an SVG chart, with the target line where the target's number is shown.
    var chart: WeekChart { WeekChart(days: days, targetKcalPerDay: target?.kcalPerDay, unit: unit) }

    // MARK: JSON

    /// The check-in document: these members, `evidence` and `recommendation` (the caller's), the
    /// reason there is no recommendation, the envelope and the document's warnings.
    func json(
        evidence: JSONValue, recommendation: JSONValue, noRecommendationReason: NoRecommendationReason?,
        insight: PatternInsight?, policy: Policy, warnings: [InputWarning]
    ) -> JSONValue {
        let c = consistency
        var result: JSONObject = [
            "week": .object(["start": .string(start.description), "end": .string(end.description)]),
            "date": .string(date.description),
            "consistency": .object([
                "daysLogged": .number(Double(c.daysLogged)),
                "evidenceDays": .number(Double(c.evidenceDays)),
                "weighInDays": .number(Double(c.weighInDays)),
                "loggingStreakDays": .number(Double(c.loggingStreakDays)),
                "longestRunInWeekDays": .number(Double(c.longestRunInWeekDays)),
                "summary": .string(consistencySentence),
            ]),
            "snapshot": DaysReport.weekJSON(summary),
            "daysToValidate": .array(
                daysToValidate.map { item in
                    .object([
                        "date": .string(item.date.description), "action": .string(item.action.rawValue),
                        "message": .string(item.message),
                        "inWeek": .bool(item.date >= start && item.date <= end),
                        "holdsAdjustment": .bool(
                            (item.action == .confirmSuspectIntake || item.action == .confirmPartialDay)
                                && daysAwaited.contains(item.date)),
                    ])
                }),
            "measurements": measurementsJSON,
            "evidence": evidence,
            "recommendation": recommendation,
            "noRecommendationReason": .string(noRecommendationReason?.statement),
            "eligibilityNow": .object([
                "status": .string(eligibilityNow.status.rawValue),
                "reasonCodes": .array(eligibilityNow.reasons.map { .string($0.code.rawValue) }),
            ]),
            "activeTarget": activeTargetJSON,
        ]
        // Absent, not null, when no pattern passes: a check-in without one reads as it did before.
        if let insight { result["insight"] = PatternsJSON.insight(insight, policy: policy.patterns) }
        // Food totals with coverage (issue 23), only when a day of the week lists foods.
        if let foods { result["foods"] = FoodTotalsReport.daysJSON(foods) }
        return InputWarning.json(ReportEnvelope.json(command: "check-in", policy: policy, result), warnings)
    }

    /// The current weight and where it came from, as `evidence` carries them.
    var currentWeightJSON: JSONObject {
        ["currentWeightKg": .kg(currentWeightKg), "currentWeightSource": .string(currentWeightSource)]
    }

    var measurementsJSON: JSONValue {
        let trends = trendsKg
        return .object([
            "trendStartKg": .kg(trends.first),
            "trendEndKg": .kg(trends.last),
            "trendChangeKg": .kg(trends.last.flatMap { last in trends.first.map { last - $0 } }),
            "meanWeighInKg": .kg(summary.meanWeighInKg),
            "weighInCoverage": .string("\(summary.weightCoverage.days)/\(summary.weightCoverage.of) days"),
            "bodyFat": .array(
                bodyFatReadings.map { reading in
                    .object([
                        "date": .string(reading.date.description),
                        "percent": .percent(reading.measurement.percent),
                        "method": .string(reading.measurement.method.rawValue),
                        "previousSameMethodDate": .string(reading.previousSameMethod?.date.description),
                        "changeSincePreviousSameMethodPercentagePoints": .number(
                            reading.previousSameMethod.map {
                                (reading.measurement.percent - $0.percent).roundedTo(0.01)
                            }),
                    ])
                }),
            "bodyFatRule":
                "readings are compared only with an earlier reading by the same method; methods differ systematically",
        ])
    }

    /// `activeTarget`: the target as shown (its number withheld from a person manual-only now, the
    /// source kept), with `cautions` when any applies; null when no target is in force, or when its
    /// number is withheld and nothing needs saying beside it.
    var activeTargetJSON: JSONValue {
        guard let target else { return .null }
        var members: JSONObject = ["kcalPerDay": .number(target.kcalPerDay), "source": .string(target.source.rawValue)]
        if !target.cautions.isEmpty { members["cautions"] = TargetCaution.json(target.cautions) }
        return target.kcalPerDay == nil && target.cautions.isEmpty ? .null : .object(members)
    }

    // MARK: Page

    var consistencySentence: String {
        let c = consistency
        return "Intake was logged on \(c.daysLogged) of 7 days (\(c.evidenceDays) usable as evidence) and weight on "
            + "\(c.weighInDays) of 7 days. The current logging streak is \(c.loggingStreakDays) "
            + "day\(c.loggingStreakDays == 1 ? "" : "s")."
    }

    /// The page of six sections: these four, then `evidence` (one sentence) and `recommendation`,
    /// the target's cautions last; a seventh with `insight` when a pattern passes. The week's chart
    /// is drawn in the HTML.
    func page(evidence: String, recommendation: [ReportPage.Block], insight: PatternInsight?, policy: Policy)
        -> ReportPage
    {
        let n = OutputText.self
        let w = summary
        func figure(
            _ name: String, _ value: Double?, _ unit: String, _ coverage: WeekSummary.Coverage,
            written: (Double) -> String = { n.people($0, decimals: 0) }
        ) -> String {
            let shown = value.map { written($0) + " " + unit } ?? "no data"
            return "\(name): \(shown) (\(coverage.days) of \(coverage.of) days)"
        }
        // Calories to 10 kcal, protein to whole grams of the JSON's 0.1 g, weights to 0.1 in the person's
        // unit on the page (issue 22); the JSON keeps full precision in kg.
        let glance: [String] = [
            figure(
                "Intake per evidence day", w.meanIntakeKcalPerEvidenceDay, "kcal", w.intakeCoverage,
                written: n.peopleKcal),
            figure(
                "Protein per evidence day", w.meanProteinGPerEvidenceDay, "g", w.proteinCoverage, written: n.peopleGrams
            ),
            "Mean weigh-in: \(w.meanWeighInKg.map { unit.text(kilograms: $0) } ?? "no data") "
                + "(\(w.weightCoverage.days) of \(w.weightCoverage.of) days)",
            figure("Steps per day with steps", w.meanStepsPerDayWithSteps, "steps", w.stepsCoverage),
            figure("Training minutes (total)", w.totalTrainingMinutes, "min", w.trainingMinutesCoverage),
            "Days not logged are left out of every average, never counted as zero.",
        ]
        let toValidate: ReportPage.Block =
            daysToValidate.isEmpty
            ? .paragraph("None this week.")
            : .list(lead: nil, items: daysToValidate.map { "\($0.date): \($0.message)" })
        var measurements: [String] = []
        let trends = trendsKg
        if let first = trends.first, let last = trends.last {
            measurements.append(
                "Weight trend: \(unit.text(kilograms: first)) at the start of the week, \(unit.text(kilograms: last)) "
                    + "at the end (\(unit.changeText(fromKilograms: first, toKilograms: last))).")
        } else {
            measurements.append("No weigh-ins this week.")
        }
        for reading in bodyFatReadings {
            var line =
                "Body fat \(n.fixed(reading.measurement.percent, 1)) % on \(reading.date) "
                + "(\(reading.measurement.method.words))"
            if let previous = reading.previousSameMethod {
                line +=
                    "; \(n.signed(reading.measurement.percent - previous.percent, 1)) points since \(previous.date) "
                    + "by the same method."
            } else {
                line += "; no earlier reading by the same method to compare with."
            }
            measurements.append(line)
        }
        let cautions = (target?.cautions ?? []).map { ReportPage.Block.paragraph($0.message) }
        var sections: [ReportPage.Section] = [
            .init("1. Consistency", [.paragraph(consistencySentence)]),
            .init(
                "2. Week at a glance",
                [.figure(svg: chart.svg), .list(lead: nil, items: glance)] + (foods.map(Self.foodBlocks) ?? [])),
            .init("3. Days to validate", [toValidate]),
            .init("4. Measurements", [.list(lead: nil, items: measurements)]),
            .init("5. What the evidence shows", [.paragraph(evidence)]),
            .init("6. Recommendation for next week", recommendation + cautions),
        ]
        if let insight {
            sections.append(
                .init("7. A pattern in your days", [.paragraph(insight.sentence), .paragraph(insight.basisSentence)]))
        }
        return ReportPage(
            title: "Weekly check-in: \(start) to \(end)",
            documentTitle: "Weekly check-in \(start)",
            sections: sections,
            footer: "Policy \(policy.version), \(EngineVersion.algorithm).")
    }
}

extension CheckInWeek {
    /// The week's foods on the page: the means per validated day with their coverage, and each day's
    /// energy and protein from its foods with how many foods carry them.
    static func foodBlocks(_ foods: DaysFoods) -> [ReportPage.Block] {
        var items: [String] = []
        if let week = foods.week {
            for average in week.averages where average.meanPerDay != nil {
                items.append(
                    "\(average.quantity.label): \(FoodTotalsReport.amount(average.meanPerDay ?? 0, average.quantity)) "
                        + "per validated day (\(average.days) of \(average.of) days)")
            }
        }
        for day in foods.days {
            items.append(
                "\(day.date): \(FoodTotalsReport.line(day.totals.total(.energy))); "
                    + FoodTotalsReport.line(day.totals.total(.protein)))
        }
        return [
            .list(
                lead: "From the foods logged (a food without a figure is left out, never counted as 0):", items: items)
        ]
    }
}

/// The target in force before a check-in, as the check-in shows it: where it came from always, its
/// number unless withheld, and what must be said beside it (`TargetCaution`).
public struct CheckInTarget: Sendable, Equatable {
    /// Where the target came from.
    public var source: TargetSource
    /// The target, kcal/day; nil when withheld: a recommended target is an automated number, not
    /// shown to a person who is manual-only now (their own manual or edited number is theirs to see).
    public private(set) var kcalPerDay: Double?
    /// What must be said beside it.
    public var cautions: [TargetCaution]

    /// `target` as `gate` allows it to be shown, with `cautions`.
    init(_ target: ActiveTarget, gate: AutomationGate, cautions: [TargetCaution]) {
        source = target.source
        kcalPerDay = gate.allowsAutomatedNumbers || target.source != .recommended ? target.kcalPerDay : nil
        self.cautions = cautions
    }
}
