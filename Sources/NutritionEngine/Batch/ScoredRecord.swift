/// What `rescore` computes for one valid document, and what the batch summary counts of it.
///
/// The same code as the single-document commands, in the same order: eligibility first (a
/// manual-only person gets no automated number at all), then maintenance (trend-validated when
/// the document has days, else the NASEM equation with its interval), then the recommendation:
/// the weekly check-in for the last completed week before the evaluation day, run on the plan as
/// it stood before that check-in, when the document has a plan and days; otherwise the initial
/// recommendation. Outcomes that `recommend` or `check-in` answer as results (manual-only, a
/// refused destination, a refused check-in) are scored here, never refused.
struct ScoredRecord {
    /// The `result` member of the output line.
    var result: JSONValue
    /// Labels counted by the summary.
    var labels: [String]
    /// New target minus the stored target, kcal/day, when both exist.
    var targetChangeKcalPerDay: Double?

    /// Scores `document` under `policy`, evaluated as of `asOf` (nil: the document's own evaluation day).
    init(document: InputDocument, policy: Policy, asOf override: CalendarDate?) throws(ValidationFailure) {
        guard let person = document.person else {
            throw ValidationFailure([
                ValidationIssue(path: JSONPointer("/person"), code: .missingField, message: "person is required")
            ])
        }
        // An inconsistent history is a data error for every plan command, so it is one here too.
        let fullState = try document.plan.map { plan throws(ValidationFailure) in try PlanReplay.state(of: plan) }
        var dayLog = document.dayLog
        if let override {
            // The reader's ten-year span holds for every evaluation day, `--as-of` included: a far
            // future day would otherwise build a ledger of millions of empty days per record.
            if let first = dayLog.days.first?.date, first.days(to: override) > DayLogReader.maximumSpanDays {
                throw ValidationFailure([
                    ValidationIssue(
                        path: JSONPointer(dayLog.origin == .records ? "/records" : "/days"), code: .outOfRange,
                        message:
                            "the days run from \(first) to --as-of \(override), \(first.days(to: override)) days; at most \(DayLogReader.maximumSpanDays) days (10 years) are read at once"
                    )
                ])
            }
            dayLog.declaredAsOf = override
        }
        let asOf = dayLog.asOf
        let storedTargetKcalPerDay = document.plan?.activeTarget?.kcalPerDay

        var members: JSONObject = [
            "algorithmVersion": .string(EngineVersion.algorithm),
            "asOf": .string(asOf?.description),
            "storedTargetKcalPerDay": .number(storedTargetKcalPerDay),
        ]
        // The screen at the person's trend weight as of the evaluation day, as in every command.
        let safety = SafetyNow(
            person: person, dayLog: dayLog, screen: document.safetyScreen,
            planEligibility: document.plan?.history.first?.eligibility, absentScreen: .notAPass, policy: policy)
        let eligibility = safety.eligibility
        members["eligibility"] = .object([
            "status": .string(eligibility.status.rawValue),
            "reasonCodes": .array(eligibility.reasons.map { .string($0.code.rawValue) }),
        ])
        labels = []
        targetChangeKcalPerDay = nil
        let gate = safety.gate
        // The stored target with what every output must say beside it (present only when any applies).
        let cautions = TargetCaution.cautions(
            for: document.plan?.activeTarget, gate: gate,
            floorKcalPerDay: policy.target.intakeFloorKcalPerDay(person.equationSex))
        if !cautions.isEmpty { members["targetCautions"] = .array(cautions.map { .string($0.rawValue) }) }
        if !document.warnings.isEmpty { members["warnings"] = .array(document.warnings.map(\.json)) }
        guard gate.allowsAutomatedNumbers else {
            members["manualOnly"] = gate.codesJSON
            labels = ["manualOnly"]
            members["maintenance"] = .null
            members["recommendation"] = .null
            members["targetChangeKcalPerDay"] = .null
            result = .object(members)
            return
        }

        var outcome = Outcome()
        var maintenance: CurrentMaintenance?
        if let plan = document.plan, !dayLog.days.isEmpty, let asOf {
            let checked = Self.checkIn(
                person: person, dayLog: dayLog, plan: plan, safetyScreen: document.safetyScreen, asOf: asOf,
                policy: policy)
            outcome = checked.outcome
            maintenance = checked.maintenance
        } else {
            outcome = Self.initial(
                document: document, person: person, dayLog: dayLog, resetDate: fullState?.lastResetDate, policy: policy)
        }
        // The check-in's figure when there was a check-in, else the document's latest.
        let figure =
            maintenance ?? CurrentMaintenance.decide(
                for: .latest, person: person, dayLog: dayLog, resetDate: fullState?.lastResetDate, policy: policy)
            ?? CurrentMaintenance(equations: EnergyEstimate(person: person, policy: policy.estimate))
        if outcome.withholdsMaintenance {
            members["maintenance"] = .null
        } else if let assessment = figure.assessment {
            let estimate = assessment.estimate
            if estimate.status == .holding { labels.append("holding") }
            members["maintenance"] = .object([
                "source": .string(figure.source.name(in: .rescore)),
                "asOf": .string(assessment.ledger.asOf.description),
                "status": .string(estimate.status.rawValue),
                "kcalPerDay": .kcal(estimate.kcalPerDay),
                "interval95": .object([
                    "low": .kcal(estimate.interval95LowKcalPerDay), "high": .kcal(estimate.interval95HighKcalPerDay),
                ]),
                "confidence": .string(estimate.confidence.rawValue),
                "holdingReasonCodes": .array(estimate.holdingReasons.map { .string($0.code.rawValue) }),
            ])
        } else {
            members["maintenance"] = .object([
                "source": .string(figure.source.name(in: .rescore)),
                "asOf": .null,
                "status": .null,
                "kcalPerDay": .kcal(figure.kcalPerDay),
                "interval95": .object([
                    "low": .kcal(figure.interval95KcalPerDay.lowerBound),
                    "high": .kcal(figure.interval95KcalPerDay.upperBound),
                ]),
                "confidence": .null,
                "holdingReasonCodes": .array([]),
            ])
        }
        labels.append(outcome.label)
        if let target = outcome.comparedTargetKcalPerDay, let stored = storedTargetKcalPerDay {
            targetChangeKcalPerDay = target - stored
        }
        members["recommendation"] = outcome.json
        members["targetChangeKcalPerDay"] = .kcal(targetChangeKcalPerDay)
        result = .object(members)
    }

    /// The recommendation part of a result, and the target it compares with the stored one.
    struct Outcome {
        /// Summary label: `adjust`, `keep`, `needsMoreEvidence`, `noRecommendation`, `initialTarget`,
        /// `destinationRejected`, `noGoal` or `checkInRefused`.
        var label = "noGoal"
        /// The `recommendation` member.
        var json: JSONValue = .null
        /// New target (adjust, initial) or current target (keep), kcal/day.
        var comparedTargetKcalPerDay: Double?
        /// The check-in's own screen routes the person to manual-only (`manualOnlyNow`): no
        /// maintenance figure is shown, as in the check-in itself.
        var withholdsMaintenance = false
    }

    /// The check-in for the last week that ended before `asOf`, on the plan as it stood before the
    /// check-in's day (events dated on or after it are cut, and the active target recomputed).
    /// `plan` must already have passed `PlanReplay.state(of:)`.
    static func checkIn(
        person: Person, dayLog: DayLog, plan: Plan, safetyScreen: SafetyScreen?, asOf: CalendarDate, policy: Policy
    ) -> (outcome: Outcome, maintenance: CurrentMaintenance?) {
        let weekStart = asOf.startOfWeek(beginningOn: .monday).adding(days: -7)
        let checkInDate = weekStart.adding(days: 7)
        var members: JSONObject = [
            "basis": "checkIn",
            "week": .object([
                "start": .string(weekStart.description), "end": .string(weekStart.adding(days: 6).description),
            ]),
            "checkInDate": .string(checkInDate.description),
        ]
        func refused(_ code: PlanRefusal.Code, _ message: String) -> (Outcome, CurrentMaintenance?) {
            members["kind"] = .null
            members["refusal"] = .object(["code": .string(code.rawValue), "message": .string(message)])
            members["reasonCodes"] = .array([.string(code.rawValue)])
            return (Outcome(label: "checkInRefused", json: .object(members)), nil)
        }
        let eventCount = plan.history.prefix { $0.date < checkInDate }.count
        guard eventCount > 0 else {
            return refused(
                .planCreatedAfterWeek,
                "the plan was created on \(plan.history.first?.date.description ?? "an unknown day"), after the week checked in on"
            )
        }
        let checkIn: WeeklyCheckIn
        do {
            // Every event before the check-in day: the cut plan is the plan itself, whose replay the
            // caller already checked against its active target, so a second replay of the whole
            // history (a third with the check-in's own) would give back the same plan.
            let cut = eventCount == plan.history.count ? plan : try PlanReplay.truncated(plan, toFirst: eventCount)
            checkIn = try WeeklyCheckIn(
                person: person, dayLog: dayLog, plan: cut, safetyScreen: safetyScreen, weekDate: weekStart,
                date: checkInDate, policy: policy)
        } catch let error as PlanRefusal {
            return refused(error.code, error.message)
        } catch {
            return refused(.inconsistentHistory, "the plan's history cannot be replayed")
        }
        let current = checkIn.stateBefore.target?.kcalPerDay
        members["planTargetBeforeKcalPerDay"] = .number(current)
        guard let offer = checkIn.recommendation else {
            members["kind"] = .null
            members["targetKcalPerDay"] = .null
            members["reasonCodes"] = .array([
                .string(checkIn.noRecommendationReason?.code.rawValue ?? "noRecommendation")
            ])
            var outcome = Outcome(label: "noRecommendation", json: .null)
            if case .manualOnlyNow(let reasons) = checkIn.noRecommendationReason {
                // The check-in's own screen (the trend weight of its week), which may differ from
                // `eligibility` (the document's body weight).
                members["checkInEligibilityReasonCodes"] = .array(reasons.map { .string($0.rawValue) })
                outcome.withholdsMaintenance = true
            }
            outcome.json = .object(members)
            return (outcome, checkIn.maintenance)
        }
        let target: Double? =
            switch offer.kind {
            case .adjust: offer.newTargetKcalPerDay
            case .keep: current
            case .needsMoreEvidence: nil
            }
        members["kind"] = .string(offer.kind.rawValue)
        members["targetKcalPerDay"] = .kcal(target)
        members["changeKcalPerDay"] = .kcal(offer.changeKcalPerDay)
        members["desiredTargetKcalPerDay"] = .kcal(checkIn.desiredTarget?.kcalPerDay)
        members["reasonCodes"] = .array(offer.reasonCodes.map { .string($0.rawValue) })
        return (
            Outcome(label: offer.kind.rawValue, json: .object(members), comparedTargetKcalPerDay: target),
            checkIn.maintenance
        )
    }

    /// The initial recommendation, as `recommend` gives it (the person is eligible here).
    static func initial(
        document: InputDocument, person: Person, dayLog: DayLog, resetDate: CalendarDate?, policy: Policy
    ) -> Outcome {
        guard let goal = document.goal else {
            return Outcome(
                label: "noGoal",
                json: .object(["basis": "initial", "kind": .null, "targetKcalPerDay": .null, "reasonCodes": ["noGoal"]])
            )
        }
        let recommendation = Recommendation(
            person: person, goal: goal, safetyScreen: document.safetyScreen,
            manualTargetKcal: document.manualTargetKcal, dayLog: dayLog, resetDate: resetDate, policy: policy)
        guard let target = recommendation.target else {
            let reasons = recommendation.destination?.reasons.map { JSONValue.string($0.code.rawValue) } ?? []
            return Outcome(
                label: "destinationRejected",
                json: .object([
                    "basis": "initial", "kind": "destinationRejected", "targetKcalPerDay": .null,
                    "reasonCodes": .array(reasons),
                ]))
        }
        return Outcome(
            label: "initialTarget",
            json: .object([
                "basis": "initial",
                "kind": "initialTarget",
                "targetKcalPerDay": .kcal(target.roundedKcalPerDay),
                "range95": .object([
                    "low": .kcal(target.range95KcalPerDay.lowerBound),
                    "high": .kcal(target.range95KcalPerDay.upperBound),
                ]),
                "confidence": .string(target.confidence.rawValue),
                "reasonCodes": .array(target.guardrails.filter(\.binding).map { .string($0.code.rawValue) }),
            ]),
            comparedTargetKcalPerDay: target.roundedKcalPerDay)
    }
}
