/// What `rescore` computes for one valid document, and what the batch summary counts of it.
///
/// The same evaluations as the single-document commands, in the same order: eligibility first (a
/// manual-only person gets no automated number at all), then maintenance (trend-validated when
/// the document has days, else the NASEM equation with its interval), then the recommendation:
/// `Evaluate.checkIn` for the last completed week before the evaluation day, run on the plan as
/// it stood on the check-in's day (dated by the check-in's own rule), when the document has a plan
/// and days; otherwise the initial recommendation (`Evaluate.initialRecommendation`). Outcomes that
/// `recommend` or `check-in` answer as results (manual-only, a refused destination, a refused
/// check-in) are scored here, never refused. The plan's history is replayed once: the whole of it
/// checked, and the plan of the check-in's day taken from the same pass.
struct ScoredRecord {
    /// The evaluation day (`result.asOf`).
    var asOf: CalendarDate?
    /// The plan's stored target, kcal/day (`result.storedTargetKcalPerDay`).
    var storedTargetKcalPerDay: Double?
    /// Why the person is manual-only as of the evaluation day (`result.eligibility.reasonCodes`).
    var eligibilityReasons: [Eligibility.Reason]
    /// What every output must say beside the stored target (`result.targetCautions`, when any applies).
    var targetCautions: [TargetCaution]
    /// The document's warnings (`result.warnings`, when there are any).
    var warnings: [InputWarning]
    /// The gate, when it withholds automated numbers (`result.manualOnly`): then there is no
    /// maintenance and no recommendation.
    var manualOnly: AutomationGate?
    /// The `result.maintenance` member; nil writes `null`.
    var maintenance: MaintenanceMember?
    /// The `result.recommendation` member.
    var recommendation = RecommendationMember.none
    /// Labels counted by the summary.
    var labels: [String]
    /// New target minus the stored target, kcal/day, when both exist.
    var targetChangeKcalPerDay: Double?
    /// The eligibility status as of the evaluation day (`eligibility.status`).
    var eligibility: Eligibility.Status
    /// The recommendation's kind (`recommendation.kind`): nil for none (manual-only, no goal, no
    /// recommendation, a refused check-in).
    var recommendationKind: String?
    /// The recommendation's target as the line writes it (`recommendation.targetKcalPerDay`), kcal/day.
    var recommendationTargetKcalPerDay: Double?

    /// Scores `document` under `policy`, evaluated as of `asOf` (nil: the document's own evaluation day).
    init(document: InputDocument, policy: Policy, asOf override: CalendarDate?) throws(ValidationFailure) {
        guard let person = document.person else {
            throw ValidationFailure([
                DocumentRequirements.missing("person", "person is required")
            ])
        }
        // The week a check-in is for, when the document has a plan and days: the last one that
        // ended before the evaluation day (`--as-of`, else the document's own).
        let checkInWeek =
            document.plan == nil || document.dayLog.days.isEmpty
            ? nil : (override ?? document.dayLog.asOf).map(Self.lastWeekStart(before:))
        // An inconsistent history is a data error for every plan command, so it is one here too;
        // the same pass gives the plan as it stood on the check-in's day.
        var fullState: PlanState?
        var planOnCheckInDay: PlanPrefix?
        if let plan = document.plan {
            if let checkInWeek {
                (fullState, planOnCheckInDay) = try PlanReplay.state(
                    of: plan, before: CheckInDate.dayAfter(weekStartingOn: checkInWeek))
            } else {
                fullState = try PlanReplay.state(of: plan)
            }
        }
        var dayLog = document.dayLog
        if let override {
            // The reader's ten-year span holds for every evaluation day, `--as-of` included: a far
            // future day would otherwise build a ledger of millions of empty days per record.
            if let first = dayLog.days.first?.date,
                let problem = DayLogReader.spanProblem(from: first, to: override, endName: "--as-of \(override)")
            {
                throw ValidationFailure([
                    ValidationIssue(
                        path: JSONPointer(dayLog.origin == .records ? "/records" : "/days"), code: .outOfRange,
                        message: problem)
                ])
            }
            dayLog.declaredAsOf = override
        }
        asOf = dayLog.asOf
        storedTargetKcalPerDay = document.plan?.activeTarget?.kcalPerDay
        // The screen at the person's trend weight as of the evaluation day, as in every command.
        // Its weigh-ins are screened once, for this weight and for the ledger of the same days.
        let weightScreen = CurrentWeight.screened(dayLog: dayLog, policy: policy.days)
        let safety = SafetyNow(
            person: person, weight: CurrentWeight(person: person, screened: weightScreen),
            screen: document.safetyScreen,
            planEligibility: document.plan?.history.first?.eligibility, absentScreen: .notAPass, policy: policy)
        eligibilityReasons = safety.eligibility.reasons
        eligibility = safety.eligibility.status
        labels = []
        targetChangeKcalPerDay = nil
        recommendationKind = nil
        recommendationTargetKcalPerDay = nil
        let gate = safety.gate
        // The stored target with what every output must say beside it (present only when any applies).
        targetCautions = TargetCaution.cautions(
            for: document.plan?.activeTarget, gate: gate,
            floorKcalPerDay: policy.target.intakeFloorKcalPerDay(person.equationSex))
        warnings = document.warnings
        guard gate.allowsAutomatedNumbers else {
            manualOnly = gate
            labels = ["manualOnly"]
            return
        }

        var outcome = Outcome()
        var checkInMaintenance: CurrentMaintenance?
        // The document as of the record's evaluation day, which both evaluations read.
        var asOfDocument = document
        asOfDocument.dayLog = dayLog
        if let plan = document.plan, let checkInWeek, let planOnCheckInDay {
            let checked = Self.checkIn(
                asOfDocument, person: person, plan: plan, week: checkInWeek, on: planOnCheckInDay,
                weightScreen: weightScreen, policy: policy)
            outcome = checked.outcome
            checkInMaintenance = checked.maintenance
        } else {
            outcome = Self.initial(document: asOfDocument, person: person, planState: fullState, policy: policy)
        }
        // The check-in's figure when there was a check-in, else the document's latest.
        let figure =
            checkInMaintenance ?? CurrentMaintenance.decide(
                for: .latest, person: person, dayLog: dayLog, resetDate: fullState?.lastResetDate,
                weightScreen: weightScreen, policy: policy)
            ?? CurrentMaintenance(equations: EnergyEstimate(person: person, policy: policy.estimate))
        if !outcome.withholdsMaintenance {
            if figure.assessment?.estimate.status == .holding { labels.append("holding") }
            maintenance = MaintenanceMember(figure)
        }
        labels.append(outcome.label)
        recommendationKind = outcome.kind
        recommendationTargetKcalPerDay = outcome.comparedTargetKcalPerDay.map { $0.roundedTo(OutputPrecision.kcal) }
        if let target = outcome.comparedTargetKcalPerDay, let stored = storedTargetKcalPerDay {
            targetChangeKcalPerDay = target - stored
        }
        recommendation = outcome.recommendation
    }

    /// The recommendation part of a result, and the target it compares with the stored one.
    struct Outcome {
        /// Summary label: `adjust`, `keep`, `needsMoreEvidence`, `noRecommendation`, `initialTarget`,
        /// `destinationRejected`, `noGoal` or `checkInRefused`.
        var label = "noGoal"
        /// The `recommendation` member.
        var recommendation = RecommendationMember.none
        /// Its `kind`, when it has one.
        var kind: String?
        /// New target (adjust, initial) or current target (keep), kcal/day: its `targetKcalPerDay`.
        var comparedTargetKcalPerDay: Double?
        /// The check-in's own screen routes the person to manual-only (`manualOnlyNow`): no
        /// maintenance figure is shown, as in the check-in itself.
        var withholdsMaintenance = false
    }

    /// The first day of the last Monday-to-Sunday week that ended before `asOf`.
    static func lastWeekStart(before asOf: CalendarDate) -> CalendarDate {
        asOf.startOfWeek(beginningOn: .monday).adding(days: -7)
    }

    /// `Evaluate.checkIn` for the week starting on `weekStart`, on `plan` as it stood on the
    /// check-in's day (`before`: its events dated before the day after the week, already replayed),
    /// mapped onto the record's `recommendation` member.
    static func checkIn(
        _ document: InputDocument, person: Person, plan: Plan, week weekStart: CalendarDate, on before: PlanPrefix,
        weightScreen: ScreenedWeighIns? = nil, policy: Policy
    ) -> (outcome: Outcome, maintenance: CurrentMaintenance?) {
        // Until the check-in has run, its day is the one its rule gives and the plan's target is unread.
        var ran: (date: CalendarDate, planTargetBeforeKcalPerDay: Double?)?
        func member(_ answer: CheckInMember.Answer) -> RecommendationMember {
            .checkIn(CheckInMember(weekStart: weekStart, ran: ran, answer: answer))
        }
        func refused(_ code: PlanRefusal.Code, _ message: String) -> (Outcome, CurrentMaintenance?) {
            (Outcome(label: "checkInRefused", recommendation: member(.refused(code, message: message))), nil)
        }
        guard let cut = before.plan(cutting: plan), let state = before.state else {
            return refused(
                .planCreatedAfterWeek,
                "the plan was created on \(plan.history.first?.date.description ?? "an unknown day"), after the week "
                    + "checked in on"
            )
        }
        var asItStood = document
        asItStood.plan = cut
        let result: CheckInResult
        do {
            // No date: the check-in's rule dates it the day after the week, as every event of the cut
            // plan is before that day.
            result = try Evaluate.checkIn(
                CheckInRequest(document: asItStood, week: weekStart), person: person, plan: cut, state: state,
                warnings: [], weightScreen: weightScreen, policy: policy)
        } catch {
            switch error {
            case .refused(let refusal): return refused(refusal.code, refusal.message)
            case .invalidDocument, .invalidRequest, .internalInconsistency:
                return refused(.inconsistentHistory, "the plan's history cannot be replayed")
            }
        }
        let current = state.target?.kcalPerDay
        ran = (result.date.date, current)
        let report: CheckInReport
        switch result.report {
        case .manualOnly(let manualOnly):
            // The check-in's own screen (the trend weight of its week) routes the person to
            // manual-only, though `eligibility` (the evaluation day's) did not: no maintenance either.
            var eligibilityReasons: [Eligibility.ReasonCode]?
            if case .manualOnlyNow(let reasons) = manualOnly.noRecommendationReason { eligibilityReasons = reasons }
            let answer = CheckInMember.Answer.manualOnly(
                manualOnly.noRecommendationReason.code.rawValue, eligibilityReasons: eligibilityReasons)
            return (Outcome(label: "noRecommendation", recommendation: member(answer), withholdsMaintenance: true), nil)
        case .checkIn(let eligible): report = eligible
        // A check-in that records nothing of a week not yet checked in is never the record of one.
        case .recorded: return refused(.inconsistentHistory, "the plan's history cannot be replayed")
        }
        let maintenance = CurrentMaintenance(learned: report.maintenance)
        guard let offer = report.recommendation else {
            let answer = CheckInMember.Answer.noRecommendation(
                report.noRecommendationReason?.code.rawValue ?? "noRecommendation")
            return (Outcome(label: "noRecommendation", recommendation: member(answer)), maintenance)
        }
        let target: Double? =
            switch offer.kind {
            case .adjust: offer.newTargetKcalPerDay
            case .keep: current
            case .needsMoreEvidence: nil
            }
        let answer = CheckInMember.Answer.offered(
            offer.kind, targetKcalPerDay: target, changeKcalPerDay: offer.changeKcalPerDay,
            desiredTargetKcalPerDay: report.desiredTargetKcalPerDay, reasonCodes: offer.reasonCodes)
        return (
            Outcome(
                label: offer.kind.rawValue, recommendation: member(answer), kind: offer.kind.rawValue,
                comparedTargetKcalPerDay: target), maintenance
        )
    }

    /// The initial recommendation, as `recommend` gives it (the person is eligible here), for
    /// `document` as of the record's evaluation day, its plan replayed to `planState`.
    static func initial(document: InputDocument, person: Person, planState: PlanState?, policy: Policy) -> Outcome {
        guard let goal = document.goal else {
            return Outcome(label: "noGoal", recommendation: .initial(.noGoal))
        }
        let recommendation = Evaluate.initialRecommendation(
            document: document, person: person, goal: goal, planState: planState, policy: policy)
        guard let target = recommendation.target else {
            let reasons = recommendation.destination?.reasons.map(\.code.rawValue) ?? []
            return Outcome(
                label: "destinationRejected", recommendation: .initial(.destinationRejected(reasonCodes: reasons)),
                kind: "destinationRejected")
        }
        return Outcome(
            label: "initialTarget",
            recommendation: .initial(
                .target(
                    kcalPerDay: target.roundedKcalPerDay,
                    range95KcalPerDay: (target.range95KcalPerDay.lowerBound, target.range95KcalPerDay.upperBound),
                    confidence: target.confidence.rawValue,
                    reasonCodes: target.guardrails.filter(\.binding).map(\.code.rawValue))),
            kind: "initialTarget", comparedTargetKcalPerDay: target.roundedKcalPerDay)
    }
}
