/// Builds the check-in output: JSON for tools, Markdown and HTML for people.
///
/// Wording is neutral and descriptive: days are counted, never called good or bad, and weight
/// change is stated alongside intake as an association, never as its cause.
public enum CheckInReport {
    /// The check-in as JSON.
    public static func json(_ checkIn: WeeklyCheckIn, policy: Policy) -> JSONValue {
        let c = checkIn.consistency
        let observedRate = checkIn.assessment.evidence.rate.map { 7 * $0.kgPerDay }
        let result: JSONObject = [
            "week": .object([
                "start": .string(checkIn.weekStart.description), "end": .string(checkIn.weekEnd.description),
            ]),
            "date": .string(checkIn.date.description),
            "consistency": .object([
                "daysLogged": .number(Double(c.daysLogged)),
                "evidenceDays": .number(Double(c.evidenceDays)),
                "weighInDays": .number(Double(c.weighInDays)),
                "loggingStreakDays": .number(Double(c.loggingStreakDays)),
                "longestRunInWeekDays": .number(Double(c.longestRunInWeekDays)),
                "summary": .string(consistencySentence(c)),
            ]),
            "snapshot": DaysReport.weekJSON(checkIn.week),
            "daysToValidate": .array(
                checkIn.daysToValidate.map { item in
                    .object([
                        "date": .string(item.date.description), "action": .string(item.action.rawValue),
                        "message": .string(item.message),
                        "inWeek": .bool(item.date >= checkIn.weekStart && item.date <= checkIn.weekEnd),
                        "holdsAdjustment": .bool(
                            (item.action == .confirmSuspectIntake || item.action == .confirmPartialDay)
                                && checkIn.daysAwaited.contains(item.date)),
                    ])
                }),
            "measurements": measurementsJSON(checkIn),
            "evidence": checkIn.automation.allowsAutomatedNumbers
                ? .object([
                    "maintenance": checkIn.assessment.json,
                    "observedRateKgPerWeek": .number(observedRate.map { $0.roundedTo(0.001) }),
                    "goalRateKgPerWeek": .number(checkIn.goalRateKgPerWeek.map { $0.roundedTo(0.001) }),
                    "currentWeightKg": .kg(checkIn.currentWeightKg),
                    "currentWeightSource": .string(checkIn.currentWeightSource),
                    "statement": .string(evidenceSentence(checkIn)),
                ])
                : .object([
                    "maintenance": checkIn.automation.json,
                    "currentWeightKg": .kg(checkIn.currentWeightKg),
                    "currentWeightSource": .string(checkIn.currentWeightSource),
                    "statement": .string(evidenceSentence(checkIn)),
                ]),
            "recommendation": recommendationJSON(checkIn, policy: policy),
            "noRecommendationReason": .string(checkIn.noRecommendationReason?.statement),
            "eligibilityNow": .object([
                "status": .string(checkIn.currentEligibility.status.rawValue),
                "reasonCodes": .array(checkIn.currentEligibility.reasons.map { .string($0.code.rawValue) }),
            ]),
            "activeTarget": activeTargetJSON(checkIn, policy: policy),
        ]
        return ReportEnvelope.json(command: "check-in", policy: policy, result)
    }

    static func recommendationJSON(_ checkIn: WeeklyCheckIn, policy: Policy) -> JSONValue {
        guard let offer = checkIn.recommendation, checkIn.automation.allowsAutomatedNumbers else { return .null }
        var members: JSONObject = [
            "kind": .string(offer.kind.rawValue),
            "reasonCodes": .array(offer.reasonCodes.map { .string($0.rawValue) }),
            "explanation": .string(recommendationSentence(checkIn, policy: policy.checkIn)),
        ]
        // Named as `rescore` names it: the target in force once the offer is accepted.
        switch offer.kind {
        case .adjust: members["targetKcalPerDay"] = .number(offer.newTargetKcalPerDay)
        case .keep: members["targetKcalPerDay"] = .number(checkIn.stateBefore.target?.kcalPerDay)
        case .needsMoreEvidence: members["targetKcalPerDay"] = .null
        }
        if let change = offer.changeKcalPerDay { members["changeKcalPerDay"] = .number(change) }
        if let desired = checkIn.desiredTarget, let current = checkIn.stateBefore.target?.kcalPerDay {
            members["desiredTargetKcalPerDay"] = .kcal(desired.kcalPerDay)
            members["desiredChangeKcalPerDay"] = .kcal(desired.kcalPerDay - current)
        }
        if offer.kind == .needsMoreEvidence {
            members["validate"] = .array(checkIn.daysToValidate.map { .string("\($0.date): \($0.message)") })
        }
        return .object(members)
    }

    static func measurementsJSON(_ checkIn: WeeklyCheckIn) -> JSONValue {
        let days = checkIn.assessment.ledger.days(from: checkIn.weekStart, through: checkIn.weekEnd)
        let trends = days.compactMap(\.trendKg)
        return .object([
            "trendStartKg": .kg(trends.first),
            "trendEndKg": .kg(trends.last),
            "trendChangeKg": .kg(trends.last.flatMap { last in trends.first.map { last - $0 } }),
            "meanWeighInKg": .kg(checkIn.week.meanWeighInKg),
            "weighInCoverage": .string("\(checkIn.week.weightCoverage.days)/\(checkIn.week.weightCoverage.of) days"),
            "bodyFat": .array(
                checkIn.bodyFatReadings.map { reading in
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

    /// The target in force as the person may see it: a recommended (automated) target is withheld
    /// from a person who is manual-only now; their own manual or edited number is theirs to see.
    static func shownTarget(_ checkIn: WeeklyCheckIn) -> ActiveTarget? {
        guard let target = checkIn.stateBefore.target else { return nil }
        return checkIn.automation.allowsAutomatedNumbers || target.source != .recommended ? target : nil
    }

    /// The intake floor of the person's equations, kcal/day.
    static func floorKcalPerDay(_ checkIn: WeeklyCheckIn, policy: Policy) -> Double {
        policy.target.intakeFloorKcalPerDay(checkIn.assessment.equations.person.equationSex)
    }

    /// What must be said beside the target in force (`TargetCaution`).
    static func targetCautions(_ checkIn: WeeklyCheckIn, policy: Policy) -> [TargetCaution] {
        TargetCaution.cautions(
            for: checkIn.stateBefore.target, gate: checkIn.automation,
            floorKcalPerDay: floorKcalPerDay(checkIn, policy: policy))
    }

    /// `activeTarget`: the target as shown (its number withheld from a person manual-only now, the
    /// source kept), with `cautions` when any applies; null when no target is in force.
    static func activeTargetJSON(_ checkIn: WeeklyCheckIn, policy: Policy) -> JSONValue {
        guard let target = checkIn.stateBefore.target else { return .null }
        let shown = shownTarget(checkIn)
        var members: JSONObject = [
            "kcalPerDay": .number(shown?.kcalPerDay), "source": .string(target.source.rawValue),
        ]
        let cautions = targetCautions(checkIn, policy: policy)
        if !cautions.isEmpty {
            members["cautions"] = TargetCaution.json(cautions)
        }
        return shown == nil && cautions.isEmpty ? .null : .object(members)
    }

    static func consistencySentence(_ c: WeeklyCheckIn.Consistency) -> String {
        "Intake was logged on \(c.daysLogged) of 7 days (\(c.evidenceDays) usable as evidence) and weight on \(c.weighInDays) of 7 days. The current logging streak is \(c.loggingStreakDays) day\(c.loggingStreakDays == 1 ? "" : "s")."
    }

    static func evidenceSentence(_ checkIn: WeeklyCheckIn) -> String {
        guard checkIn.automation.allowsAutomatedNumbers else { return checkIn.automation.statement }
        let estimate = checkIn.assessment.estimate
        var text = ""
        if let intake = checkIn.week.meanIntakeKcalPerEvidenceDay, let target = checkIn.stateBefore.target {
            let days = checkIn.week.intakeCoverage.days
            text +=
                "This week you logged \(kcal(intake)) kcal/day on average on the \(days) day\(days == 1 ? "" : "s") that count as evidence, against a target of \(kcal(target.kcalPerDay)) kcal/day. "
        }
        text +=
            "Maintenance is estimated at \(kcal(estimate.kcalPerDay)) kcal/day (95 % range \(kcal(estimate.interval95LowKcalPerDay)) to \(kcal(estimate.interval95HighKcalPerDay)); \(estimate.status == .estimated ? "estimated" : "still settling: more evidence is needed") with \(estimate.confidence.rawValue) confidence)."
        // The closing sentence says only what the rate shows: "intake and weight move together" was
        // printed for a weight that did not move beyond its range, too (issue 20).
        var closing = " The logs alone do not show what causes a change in weight."
        let evidence = checkIn.assessment.evidence
        if let rate = evidence.rate, let intake = evidence.meanEvidenceIntakeKcalPerDay {
            // Only the window's days since the log began (or since a reset) were tracked.
            let tracked = evidence.windowDays - evidence.daysBeforeHistory
            let span =
                tracked < evidence.windowDays
                ? "the \(tracked) days since the log began or was reset" : "the last \(evidence.windowDays) days"
            let range = rateRangeZ * rate.standardErrorKgPerDay
            text +=
                " Over \(span), logged intake averaged \(kcal(intake)) kcal/day on evidence days while weight changed by \(signed(7 * rate.kgPerDay)) kg/week (± \(fixed(rateRangeZ * 7 * rate.standardErrorKgPerDay, 3)))"
            if let goalRate = checkIn.goalRateKgPerWeek {
                text += "; the goal rate is \(signed(goalRate)) kg/week."
            } else {
                text += "."
            }
            closing =
                abs(rate.kgPerDay) <= range
                ? " That range includes no change: as far as the scale can tell, weight held steady while this intake"
                    + " was logged, and the logs alone do not show why."
                : " Weight changed by more than its range while this intake was logged; the logs alone do not show"
                    + " what caused the change."
        } else if let goalRate = checkIn.goalRateKgPerWeek {
            text += " The goal rate is \(signed(goalRate)) kg/week."
        }
        return text + closing
    }

    /// The z of the ± range printed beside the window's weight rate (a 95 % range).
    static let rateRangeZ = 1.96

    /// A plain sentence for each reason code a recommendation can carry (no code is shown to the person).
    static func reasonSentence(_ code: OfferedRecommendation.ReasonCode, checkIn: WeeklyCheckIn, policy: CheckInPolicy)
        -> String
    {
        let f = { (value: Double) in OutputText.number(value) }
        switch code {
        case .changeWithinDeadBand:
            return
                "the target this week's estimate points to is within \(f(policy.deadBandKcalPerDay)) kcal/day of the current one, too small a difference to act on."
        case .aimAtGoalRateLower:
            return "to move at the goal rate from the current weight, the estimate points to a lower target."
        case .aimAtGoalRateHigher:
            return "to move at the goal rate from the current weight, the estimate points to a higher target."
        case .limitedToMaximumWeeklyChange:
            return
                "the target changes by at most \(f(policy.maximumWeeklyChangeKcalPerDay)) kcal/day in one week, so the rest waits for the next check-ins."
        case .directionChangeAwaitsSecondCheckIn:
            return
                "last time the estimate pointed the other way, so the target waits for a second check-in pointing"
                + " this way before it changes."
        case .minimumTargetApplied:
            return "the target does not go below the lowest intake allowed (the intake floor and the deficit limit)."
        case .noRoomToChange: return "the target is already at the lowest intake allowed, so it stays."
        case .maintainAdjustmentsPendingValidation:
            return
                "automatic changes for Maintain goals are not switched on yet (pending validation), so the target stays as set."
        case .reviewDestination:
            return
                "the goal's destination no longer fits the current weight; a new plan with a reviewed goal is needed before the target changes."
        case .daysLookSuspect:
            return "a day this week looks unusual for a complete log; confirming or correcting it lets it count."
        case .partialDaysUnreviewed:
            return
                "a day of the last \(checkIn.assessment.evidence.windowDays) days the estimate uses, in this week or before it, is far below your usual intake or the target in force that day and may be a partial log; each such day is listed under the days to validate."
        case .tooFewEvidenceDaysInWeek:
            return "fewer than \(policy.minimumEvidenceDaysPerWeek) days this week count as evidence."
        case .estimateRestsOnPrior:
            let estimate = checkIn.assessment.estimate
            let span = estimate.stateSpace?.weighInSpanDays ?? 0
            var missing: [String] = []
            if span < policy.minimumWeighInSpanDays {
                missing.append(
                    "your weigh-ins so far span \(span) day\(span == 1 ? "" : "s"), and \(policy.minimumWeighInSpanDays)"
                        + " are needed to read a weight change")
            }
            if estimate.dataWeight < policy.minimumDataWeight {
                missing.append(
                    "your own logs and weigh-ins carry \(f((100 * estimate.dataWeight).roundedTo(1))) % of it, and"
                        + " \(f(100 * policy.minimumDataWeight)) % are needed")
            }
            return
                "the maintenance estimate still rests mostly on the equations (\(missing.joined(separator: "; "))),"
                + " so it cannot yet say the target is wrong."
        default:
            if let reason = checkIn.assessment.estimate.holdingReasons.first(where: {
                $0.code.rawValue == code.rawValue
            }) {
                return reason.message + "."
            }
            return "the evidence needs another look before the target changes."
        }
    }

    static func recommendationSentence(_ checkIn: WeeklyCheckIn, policy: CheckInPolicy) -> String {
        guard let (lead, reasons) = recommendationParts(checkIn, policy: policy) else { return "" }
        return lead + "\n" + reasons.map { "- " + $0 }.joined(separator: "\n")
    }

    /// The recommendation's first line and one sentence per reason code, or nil when there is none.
    static func recommendationParts(_ checkIn: WeeklyCheckIn, policy: CheckInPolicy) -> (
        lead: String, reasons: [String]
    )? {
        guard let offer = checkIn.recommendation else { return nil }
        let reasons = offer.reasonCodes.map { capitalized(reasonSentence($0, checkIn: checkIn, policy: policy)) }
        switch offer.kind {
        case .needsMoreEvidence:
            return ("No change is suggested this week; the evidence needs checking first:", reasons)
        case .keep:
            return (
                "Keep the current target of \(kcal(checkIn.stateBefore.target?.kcalPerDay ?? 0)) kcal/day:", reasons
            )
        case .adjust:
            return (
                "Change the target by \(signedKcal(offer.changeKcalPerDay ?? 0)) kcal/day to \(kcal(offer.newTargetKcalPerDay ?? 0)) kcal/day, aiming at the goal rate from the current weight (no catching up for past weeks):",
                reasons
            )
        }
    }

    private static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// The check-in as Markdown for a person or a product reviewer.
    public static func markdown(_ checkIn: WeeklyCheckIn, policy: Policy) -> String {
        page(checkIn, policy: policy, chart: nil).markdown
    }

    /// The check-in as a standalone HTML page: the Markdown's content plus the week chart.
    public static func html(_ checkIn: WeeklyCheckIn, policy: Policy) -> String {
        let days = checkIn.assessment.ledger.days(from: checkIn.weekStart, through: checkIn.weekEnd).map {
            WeekChart.Day(
                date: $0.date, intakeKcal: $0.intakeKcal, intakeIsEvidence: $0.isEvidence,
                weightKg: $0.logged?.weightKg, trendKg: $0.trendKg)
        }
        let chart = WeekChart(days: days, targetKcalPerDay: shownTarget(checkIn)?.kcalPerDay)
        return page(checkIn, policy: policy, chart: chart).html
    }

    /// The check-in as a page of six sections; `chart`, when given, is drawn at the week's figures.
    static func page(_ checkIn: WeeklyCheckIn, policy: Policy, chart: WeekChart?) -> ReportPage {
        let w = checkIn.week
        func figure(
            _ name: String, _ value: Double?, _ unit: String, _ coverage: WeekSummary.Coverage, decimals: Int = 0
        ) -> String {
            let shown = value.map { fixed($0, decimals) + " " + unit } ?? "no data"
            return "\(name): \(shown) (\(coverage.days) of \(coverage.of) days)"
        }
        let glance: [String] = [
            figure("Intake per evidence day", w.meanIntakeKcalPerEvidenceDay, "kcal", w.intakeCoverage),
            figure("Protein per evidence day", w.meanProteinGPerEvidenceDay, "g", w.proteinCoverage),
            figure("Mean weigh-in", w.meanWeighInKg, "kg", w.weightCoverage, decimals: 2),
            figure("Steps per day with steps", w.meanStepsPerDayWithSteps, "steps", w.stepsCoverage),
            figure("Training minutes (total)", w.totalTrainingMinutes, "min", w.trainingMinutesCoverage),
            "Days not logged are left out of every average, never counted as zero.",
        ]
        let toValidate: ReportPage.Block =
            checkIn.daysToValidate.isEmpty
            ? .paragraph("None this week.")
            : .list(lead: nil, items: checkIn.daysToValidate.map { "\($0.date): \($0.message)" })
        var measurements: [String] = []
        let trends = checkIn.assessment.ledger.days(from: checkIn.weekStart, through: checkIn.weekEnd).compactMap(
            \.trendKg)
        if let first = trends.first, let last = trends.last {
            measurements.append(
                "Weight trend: \(fixed(first, 2)) kg at the start of the week, \(fixed(last, 2)) kg at the end (\(signed(last - first)) kg)."
            )
        } else {
            measurements.append("No weigh-ins this week.")
        }
        for reading in checkIn.bodyFatReadings {
            var line =
                "Body fat \(fixed(reading.measurement.percent, 1)) % on \(reading.date) (\(reading.measurement.method.rawValue))"
            if let previous = reading.previousSameMethod {
                line +=
                    "; \(signedPoints(reading.measurement.percent - previous.percent)) points since \(previous.date) by the same method."
            } else {
                line += "; no earlier reading by the same method to compare with."
            }
            measurements.append(line)
        }
        var recommendation: [ReportPage.Block] = []
        let cautions = targetCautions(checkIn, policy: policy).map {
            ReportPage.Block.paragraph($0.message)
        }
        if let reason = checkIn.noRecommendationReason {
            recommendation.append(.paragraph("No automated recommendation: \(reason.explanation)."))
        } else {
            if let (lead, reasons) = recommendationParts(checkIn, policy: policy.checkIn) {
                recommendation.append(.list(lead: lead, items: reasons))
            } else {
                recommendation.append(.paragraph(""))
            }
            if let current = checkIn.stateBefore.target {
                var line = "Current target: \(kcal(current.kcalPerDay)) kcal/day (\(current.source.rawValue))."
                if checkIn.recommendation?.kind == .adjust {
                    line +=
                        " You can accept, defer, reject or edit this; every decision is kept in the plan's history and can be undone."
                }
                recommendation.append(.paragraph(line))
            }
        }
        recommendation += cautions
        return ReportPage(
            title: "Weekly check-in: \(checkIn.weekStart) to \(checkIn.weekEnd)",
            documentTitle: "Weekly check-in \(checkIn.weekStart)",
            sections: [
                .init("1. Consistency", [.paragraph(consistencySentence(checkIn.consistency))]),
                .init(
                    "2. Week at a glance",
                    (chart.map { [.figure(svg: $0.svg)] } ?? []) + [.list(lead: nil, items: glance)]),
                .init("3. Days to validate", [toValidate]),
                .init("4. Measurements", [.list(lead: nil, items: measurements)]),
                .init("5. What the evidence shows", [.paragraph(evidenceSentence(checkIn))]),
                .init("6. Recommendation for next week", recommendation),
            ],
            footer: "Policy \(policy.version), \(EngineVersion.algorithm).")
    }

    private static func fixed(_ value: Double, _ decimals: Int) -> String { OutputText.fixed(value, decimals) }
    private static func kcal(_ value: Double) -> String { OutputText.fixed(value, 0) }
    private static func signed(_ value: Double) -> String { OutputText.signed(value, 3) }
    private static func signedPoints(_ value: Double) -> String { OutputText.signed(value, 1) }
    private static func signedKcal(_ value: Double) -> String { OutputText.signed(value, 0) }
}
