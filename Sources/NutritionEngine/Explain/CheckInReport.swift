/// What a weekly check-in found for a person who may get automated numbers: the week, the
/// trend-validated maintenance behind it, the goal rate, the desired target and at most one
/// recommendation with its typed reasons. Its JSON document and its page (Markdown, or HTML with
/// the week's chart) are both built from these values.
///
/// Weight change is stated alongside intake as an association, never as its cause.
public struct CheckInReport: Sendable, Equatable {
    /// The week as logged, and the target in force (shown in full: the gate is open).
    public var week: CheckInWeek
    /// The maintenance pipeline the check-in worked from, as of the day after the week (its
    /// ledger, window and estimate).
    public var maintenance: MaintenanceAssessment
    /// Goal rate of weight change, kg/week (negative = loss), when the goal sets one.
    public var goalRateKgPerWeek: Double?
    /// This week's desired target (the goal's rule on the current estimate), kcal/day, when one applies.
    public var desiredTargetKcalPerDay: Double?
    /// The recommendation; nil when none is given (`noRecommendationReason` says why).
    public var recommendation: OfferedRecommendation?
    /// Why the recommendation is what it is, in the order of its reason codes.
    public var reasons: [CheckInReason]
    /// Why there is no recommendation (the person's own target, no goal), when there is none.
    public var noRecommendationReason: NoRecommendationReason?
    /// The strongest pattern in the person's days up to the end of the week that passes the
    /// false-discovery control (any family), or nil when none passes.
    public var insight: PatternInsight?
    /// The policy in force (echoed whole in the JSON).
    public var policy: Policy
    /// The document's warnings.
    public var warnings: [InputWarning]
    /// The plan's last reset before the check-in, if any: the estimate learns from that day on.
    public var resetDate: CalendarDate?

    /// The report of `checkIn`, whose gate is open, under `policy`, with the document's `warnings`.
    init(_ checkIn: WeeklyCheckIn, policy: Policy, warnings: [InputWarning]) {
        week = CheckInWeek(checkIn, policy: policy)
        maintenance = checkIn.assessment
        goalRateKgPerWeek = checkIn.goalRateKgPerWeek
        desiredTargetKcalPerDay = checkIn.desiredTarget?.kcalPerDay
        recommendation = checkIn.recommendation
        reasons = checkIn.reasons
        noRecommendationReason = checkIn.noRecommendationReason
        self.policy = policy
        self.warnings = warnings
        resetDate = checkIn.stateBefore.lastResetDate
    }

    /// The target in force before the check-in, kcal/day.
    var currentTargetKcalPerDay: Double? { week.target?.kcalPerDay }

    /// The output document.
    public var json: JSONValue {
        var evidence: JSONObject = [
            "maintenance": maintenance.json,
            "observedRateKgPerWeek": .number(maintenance.evidence.rate.map { (7 * $0.kgPerDay).roundedTo(0.001) }),
            "goalRateKgPerWeek": .number(goalRateKgPerWeek.map { $0.roundedTo(0.001) }),
            "statement": .string(evidenceSentence),
        ]
        for (key, value) in week.currentWeightJSON { evidence[key] = value }
        return week.json(
            evidence: .object(evidence), recommendation: recommendationJSON,
            noRecommendationReason: noRecommendationReason, insight: insight, policy: policy, warnings: warnings)
    }

    /// The page: the week's four sections, the evidence and the recommendation.
    public var page: ReportPage {
        let n = OutputText.self
        var blocks: [ReportPage.Block] = []
        if let reason = noRecommendationReason {
            blocks.append(.paragraph("No automated recommendation: \(reason.explanation)."))
        } else {
            if let (lead, reasons) = recommendationParts(forPeople: true) {
                blocks.append(.list(lead: lead, items: reasons))
            } else {
                blocks.append(.paragraph(""))
            }
            if let target = week.target, let kcal = target.kcalPerDay {
                var line = "Current target: \(n.peopleKcal(kcal)) kcal/day (\(JournalPage.sourceWords(target.source)))."
                if recommendation?.kind == .adjust {
                    line +=
                        " You can accept, defer, reject or edit this; every decision is kept in the plan's history "
                        + "and can be undone."
                }
                blocks.append(.paragraph(line))
            }
        }
        return week.page(
            evidence: evidenceSentence(forPeople: true), recommendation: blocks, insight: insight, policy: policy)
    }

    /// The recommendation's member: kind, codes, explanation and the target once accepted.
    var recommendationJSON: JSONValue {
        guard let offer = recommendation else { return .null }
        var members: JSONObject = [
            "kind": .string(offer.kind.rawValue),
            "reasonCodes": .array(offer.reasonCodes.map { .string($0.rawValue) }),
            "explanation": .string(recommendationSentence),
        ]
        // Named as `rescore` names it: the target in force once the offer is accepted.
        switch offer.kind {
        case .adjust: members["targetKcalPerDay"] = .number(offer.newTargetKcalPerDay)
        case .keep: members["targetKcalPerDay"] = .number(currentTargetKcalPerDay)
        case .needsMoreEvidence: members["targetKcalPerDay"] = .null
        }
        if let change = offer.changeKcalPerDay { members["changeKcalPerDay"] = .number(change) }
        if let desired = desiredTargetKcalPerDay, let current = currentTargetKcalPerDay {
            members["desiredTargetKcalPerDay"] = .kcal(desired)
            members["desiredChangeKcalPerDay"] = .kcal(desired - current)
        }
        if offer.kind == .needsMoreEvidence {
            members["validate"] = .array(week.daysToValidate.map { .string("\($0.date): \($0.message)") })
        }
        return .object(members)
    }

    /// The evidence in one sentence, as the JSON's `statement` writes it (kcal to 1 kcal).
    var evidenceSentence: String { evidenceSentence(forPeople: false) }

    /// The evidence in one sentence: intake against the target, the estimate with its range, the
    /// observed rate against the goal rate, and that the logs alone do not show the cause. On the
    /// page (`forPeople`) calories are to the nearest 10 kcal and rates in the person's unit; the
    /// JSON's statement keeps 1 kcal and kg.
    func evidenceSentence(forPeople: Bool) -> String {
        let n = OutputText.self
        let kcal: (Double) -> String = forPeople ? { n.peopleKcal($0) } : { n.fixed($0, 0) }
        let unit = forPeople ? week.unit : .kg
        func perWeek(_ kilograms: Double) -> Double { unit.value(kilograms: kilograms) }
        let estimate = maintenance.estimate
        var text = ""
        if let intake = week.summary.meanIntakeKcalPerEvidenceDay, let target = currentTargetKcalPerDay {
            let days = week.summary.intakeCoverage.days
            text +=
                "This week you logged \(kcal(intake)) kcal/day on average on the \(days) "
                + "day\(days == 1 ? "" : "s") that count as evidence, against a target of \(kcal(target)) "
                + "kcal/day. "
            // A reset after the week began leaves the week's days to the week's figures only: say so,
            // or "7 days that count as evidence" stands beside "0 logged intake days" (issue 20).
            if let reset = resetDate, reset > week.start {
                text +=
                    "The maintenance estimate learns only from the days since the reset on \(reset), so the "
                    + "week's days before it count for this week's figures, not for the estimate. "
            }
        }
        let settling = estimate.status == .estimated ? "estimated" : "still settling: more evidence is needed"
        text +=
            "Maintenance is estimated at \(kcal(estimate.kcalPerDay)) kcal/day (95 % range "
            + "\(kcal(estimate.interval95LowKcalPerDay)) to \(kcal(estimate.interval95HighKcalPerDay)); "
            + "\(settling) with \(estimate.confidence.rawValue) confidence)."
        // The closing sentence says only what the rate shows: "intake and weight move together" was
        // printed for a weight that did not move beyond its range, too (issue 20).
        var closing = " The logs alone do not show what causes a change in weight."
        let evidence = maintenance.evidence
        if let rate = evidence.rate, let intake = evidence.meanEvidenceIntakeKcalPerDay {
            // Only the window's days since the log began (or since a reset) were tracked.
            let tracked = evidence.windowDays - evidence.daysBeforeHistory
            let span =
                tracked < evidence.windowDays
                ? "the \(tracked) days since the log began or was reset" : "the last \(evidence.windowDays) days"
            let range = Self.rateRangeZ * rate.standardErrorKgPerDay
            text +=
                " Over \(span), logged intake averaged \(kcal(intake)) kcal/day on evidence days while weight "
                + "changed by \(n.signed(perWeek(7 * rate.kgPerDay), 3)) \(unit.rawValue)/week "
                + "(± \(n.fixed(perWeek(Self.rateRangeZ * 7 * rate.standardErrorKgPerDay), 3)))"
            if let goalRate = goalRateKgPerWeek {
                text += "; the goal rate is \(n.signed(perWeek(goalRate), 3)) \(unit.rawValue)/week."
            } else {
                text += "."
            }
            closing =
                abs(rate.kgPerDay) <= range
                ? " That range includes no change: as far as the scale can tell, weight held steady while this intake"
                    + " was logged, and the logs alone do not show why."
                : " Weight changed by more than its range while this intake was logged; the logs alone do not show"
                    + " what caused the change."
        } else if let goalRate = goalRateKgPerWeek {
            text += " The goal rate is \(n.signed(perWeek(goalRate), 3)) \(unit.rawValue)/week."
        }
        text += closing
        return text
    }

    /// The z of the ± range printed beside the window's weight rate (a 95 % range).
    static let rateRangeZ = 1.96

    /// The recommendation's explanation: its first line, then one line per reason.
    var recommendationSentence: String {
        guard let (lead, reasons) = recommendationParts(forPeople: false) else { return "" }
        return lead + "\n" + reasons.map { "- " + $0 }.joined(separator: "\n")
    }

    /// The recommendation's first line and one sentence per reason, or nil when there is none; on
    /// the page (`forPeople`) the lead's calories are grouped ("1,650"), in the JSON as before.
    func recommendationParts(forPeople: Bool) -> (lead: String, reasons: [String])? {
        guard let offer = recommendation else { return nil }
        let n = OutputText.self
        let kcal: (Double) -> String = forPeople ? { n.peopleKcal($0) } : { n.fixed($0, 0) }
        let sentences = reasons.map { reason in
            let sentence = reason.sentence(policy: policy.checkIn)
            return sentence.prefix(1).uppercased() + sentence.dropFirst()
        }
        switch offer.kind {
        case .needsMoreEvidence:
            return ("No change is suggested this week; the evidence needs checking first:", sentences)
        case .keep:
            return ("Keep the current target of \(kcal(currentTargetKcalPerDay ?? 0)) kcal/day:", sentences)
        case .adjust:
            return (
                "Change the target by \(n.signed(offer.changeKcalPerDay ?? 0, 0)) kcal/day to "
                    + "\(kcal(offer.newTargetKcalPerDay ?? 0)) kcal/day, aiming at the goal rate from the current "
                    + "weight (no catching up for past weeks):",
                sentences
            )
        }
    }
}

extension CheckInReport: CommandReport {
    /// JSON, Markdown or HTML (the page with the week's chart).
    public static var formats: [OutputFormat] { [.json, .markdown, .html] }
}
