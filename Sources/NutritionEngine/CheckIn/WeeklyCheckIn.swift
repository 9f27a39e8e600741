/// One weekly check-in, in the order the product spec gives: consistency, snapshot, days to
/// validate, measurements, evidence (association, never cause), and at most one recommendation.
///
/// Everything is evaluated as of the day after the week, so the check-in for a past week gives
/// the same result however much has been logged since; data before the plan's last reset is not used.
package struct WeeklyCheckIn: Sendable {
    /// First day of the week.
    package var weekStart: CalendarDate
    /// Last day of the week.
    var weekEnd: CalendarDate
    /// The day the check-in is recorded on.
    package var date: CalendarDate
    /// The plan state before this check-in.
    var stateBefore: PlanState
    /// The maintenance figure the check-in works from (`CurrentMaintenance.decide(for: .learnedOnly, ...)`):
    /// the learned estimate as of the day after the week, holding or not.
    package var maintenance: CurrentMaintenance
    /// The maintenance pipeline behind `maintenance` (its ledger, window and estimate).
    package var assessment: MaintenanceAssessment
    /// The weekly roll-up.
    package var week: WeekSummary
    /// Neutral counts of logging.
    package var consistency: CheckInConsistency
    /// The days the person should review, most useful first: the week's, and every other day of
    /// the estimate's window that holds the adjustment (`daysAwaited`), wherever it sits.
    package var daysToValidate: [ReviewItem]
    /// The days whose review the check-in waits for before it offers an adjustment: the week's
    /// suspect days and the window's unreviewed partial days (empty when no adjustment is computed).
    package var daysAwaited: [CalendarDate] = []
    /// Current weight for the controller: the trend at the week's end, else the document's weight, kg.
    var currentWeightKg: Double
    /// Where `currentWeightKg` came from.
    var currentWeightSource: String
    /// The safety screen re-run at the current weight: a person whose BMI or answers now exclude
    /// automation gets no recommendation, whatever the plan said at creation.
    package var currentEligibility: Eligibility
    /// Whether this check-in may show automated numbers: closed for a manual-only plan or a person
    /// who is manual-only now. Every check-in format prints through it.
    package var automation: AutomationGate
    /// Body-fat readings of the week, each with the latest earlier reading by the same method.
    package var bodyFatReadings: [BodyFatReading]
    /// The goal as recorded in the plan.
    package var goal: Goal?
    /// Goal rate of weight change, kg/week (negative = loss), when the goal sets one.
    package var goalRateKgPerWeek: Double?
    /// This week's desired target (the goal's rule on the current estimate), when one applies.
    package var desiredTarget: InitialTarget?
    /// The recommendation, or nil when none is given (manual-only plans, manual targets).
    package var recommendation: OfferedRecommendation?
    /// Why the recommendation is what it is, typed, in the order of its reason codes (empty without one).
    package var reasons: [CheckInReason] = []
    /// Why there is no recommendation, when there is none.
    package var noRecommendationReason: NoRecommendationReason?

    /// The check-in for the week containing `weekDate` of `plan`, recorded on `date`; `safetyScreen`
    /// is the document's current screen (absent = incomplete, which is not a pass).
    package init(
        person: Person, dayLog: DayLog, plan: Plan, safetyScreen: SafetyScreen?, weekDate: CalendarDate,
        date: CalendarDate,
        weekStartsOn: Weekday = .monday, policy: Policy
    ) throws(PlanRefusal) {
        let state: PlanState
        do { state = try PlanReplay.state(of: plan) } catch {
            throw PlanRefusal(code: .inconsistentHistory, message: error.issues.map(\.line).joined(separator: "; "))
        }
        try self.init(
            person: person, dayLog: dayLog, plan: plan, state: state, safetyScreen: safetyScreen, weekDate: weekDate,
            date: date, weekStartsOn: weekStartsOn, policy: policy)
    }

    /// The same check-in on `plan` already replayed to `state` (`PlanReplay.state(of: plan)`), so a
    /// caller that has replayed the history once does not replay it again; `weightScreen` is the
    /// caller's screen of the log's weigh-ins (`ScreenedWeighIns`), which the ledger reads when it
    /// screened the same weigh-ins.
    package init(
        person: Person, dayLog: DayLog, plan: Plan, state: PlanState, safetyScreen: SafetyScreen?,
        weekDate: CalendarDate, date: CalendarDate, weekStartsOn: Weekday = .monday,
        weightScreen: ScreenedWeighIns? = nil, policy: Policy
    ) throws(PlanRefusal) {
        guard !state.archived else {
            throw PlanRefusal(code: .planArchived, message: "the plan is archived; create a new plan to check in")
        }
        let weekStart = weekDate.startOfWeek(beginningOn: weekStartsOn)
        let weekEnd = weekStart.adding(days: 6)
        self.weekStart = weekStart
        self.weekEnd = weekEnd
        guard let asOf = dayLog.asOf, weekEnd < asOf else {
            throw PlanRefusal(
                code: .weekNotFinished,
                message:
                    "the week \(weekStart) to \(weekEnd) is not finished (the document is evaluated as of "
                    + "\(dayLog.asOf?.description ?? "an unknown day")); its check-in opens on "
                    + "\(weekEnd.adding(days: 1))"
            )
        }
        if let last = state.lastCheckInWeek, weekStart <= last {
            throw PlanRefusal(
                code: .alreadyCheckedIn,
                message:
                    "the week of \(weekStart) is not after the last checked-in week (\(last)); check-ins go forward "
                    + "(a missed week may be skipped, never checked in afterwards)"
            )
        }
        guard date > weekEnd, date >= state.lastEventDate else {
            throw PlanRefusal(
                code: .eventOutOfOrder,
                message:
                    "the check-in date \(date) must be after the week (\(weekEnd)) and not before the plan's last "
                    + "event (\(state.lastEventDate))"
            )
        }
        self.date = date
        stateBefore = state
        guard
            let maintenance = CurrentMaintenance.decide(
                for: .learnedOnly, person: person, dayLog: dayLog, asOf: weekEnd.adding(days: 1),
                resetDate: state.lastResetDate, weightScreen: weightScreen, policy: policy),
            let assessment = maintenance.assessment
        else {
            throw PlanRefusal(code: .noDays, message: "the document has no days to check in on")
        }
        self.maintenance = maintenance
        self.assessment = assessment
        week = WeekSummary(ledger: assessment.ledger, containing: weekStart, weekStart: weekStartsOn)
        consistency = Self.consistency(ledger: assessment.ledger, weekStart: weekStart, weekEnd: weekEnd)
        daysToValidate = assessment.ledger.reviewList.filter { $0.date >= weekStart && $0.date <= weekEnd }
        // The screen at the trend weight as of the day after the week (the ledger's trend on the
        // week's last day), as every command runs it; read off the ledger the estimate was built on.
        let safety = SafetyNow(
            person: person, weight: CurrentWeight(person: person, ledger: assessment.ledger), screen: safetyScreen,
            planEligibility: state.eligibility, absentScreen: .notAPass, policy: policy)
        currentWeightKg = safety.weight.weightKg
        currentWeightSource =
            safety.weight.source == .trend
            ? "smoothed trend on the week's last day with one" : "the document's body weight (no weigh-in in the week)"
        currentEligibility = safety.eligibility
        automation = safety.gate
        daysToValidate = daysToValidate.map { $0.shown(under: safety.gate) }
        bodyFatReadings = Self.bodyFatReadings(dayLog.days, from: weekStart, through: weekEnd)
        goal = plan.goal?.typed
        goalRateKgPerWeek = nil
        desiredTarget = nil
        recommendation = nil
        noRecommendationReason = nil
        decide(person: person, plan: plan, policy: policy)
    }

    private mutating func decide(person: Person, plan: Plan, policy: Policy) {
        guard stateBefore.eligibility == .eligible else {
            noRecommendationReason = .manualOnly
            return
        }
        guard currentEligibility.status == .eligible else {
            noRecommendationReason = .manualOnlyNow(currentEligibility.reasons.map(\.code))
            return
        }
        guard let target = stateBefore.target, target.source != .manual else {
            noRecommendationReason = .manualTarget
            return
        }
        guard let goal else {
            noRecommendationReason = .noGoal
            return
        }
        var current = person
        current.weightKg = currentWeightKg
        let destination = Destination(goal: goal, person: current, policy: policy.target)
        let estimate = assessment.estimate
        if destination.status == .accepted {
            let desired = InitialTarget(
                goal: goal, destination: destination, person: current, maintenance: maintenance, policy: policy.target)
            desiredTarget = desired
            goalRateKgPerWeek =
                goal.kind == .maintain || (goal.kind == .recomposition && !goal.fatLossPriority)
                ? 0 : desired.expectedChangeKgPerWeek
        }
        let suspectInWeek = daysToValidate.filter { $0.action == .confirmSuspectIntake }
        var validationNeeded: [CheckInReason] = []
        if !suspectInWeek.isEmpty { validationNeeded.append(.daysLookSuspect) }
        let partialDays = partialDaysUnreviewed(
            targets: TargetsInForce(plan: plan, state: stateBefore), windowDays: assessment.evidence.windowDays)
        if !partialDays.isEmpty {
            validationNeeded.append(.partialDaysUnreviewed(windowDays: assessment.evidence.windowDays))
        }
        daysAwaited = Array(Set(suspectInWeek.map(\.date) + partialDays)).sorted()
        if consistency.evidenceDays < policy.checkIn.minimumEvidenceDaysPerWeek {
            validationNeeded.append(.tooFewEvidenceDaysInWeek)
        }
        if estimate.status == .holding {
            validationNeeded += estimate.holdingReasons.map(CheckInReason.estimateHolding)
        }
        if !validationNeeded.isEmpty { return offer(ReasonedOffer(.needsMoreEvidence, reasons: validationNeeded)) }
        guard let desired = desiredTarget else {
            return offer(
                ReasonedOffer(.keep, reasons: [.reviewDestination] + destination.reasons.map(CheckInReason.destination))
            )
        }
        if goal.kind == .maintain && !policy.checkIn.maintainAdjustmentsEnabled {
            return offer(ReasonedOffer(.keep, reasons: [.maintainAdjustmentsPendingValidation]))
        }
        if !restsOnEvidence(estimate, policy: policy.checkIn) {
            let span = estimate.stateSpace?.weighInSpanDays ?? 0
            return offer(
                ReasonedOffer(
                    .keep, reasons: [.estimateRestsOnPrior(weighInSpanDays: span, dataWeight: estimate.dataWeight)]))
        }
        let input = TargetController.Input(
            currentTargetKcalPerDay: target.kcalPerDay, desiredTargetKcalPerDay: desired.kcalPerDay,
            minimumTargetKcalPerDay: desired.limits.floorKcalPerDay,
            previousIndicatedDirection: stateBefore.indicatedDirections.last { $0 != 0 } ?? 0)
        offer(TargetController.decide(input, policy: policy.checkIn))
    }

    private mutating func offer(_ offered: ReasonedOffer) {
        recommendation = offered.offer
        reasons = offered.reasons
    }

    /// Whether `estimate` rests on evidence that moved it from the prior: weigh-ins spanning at least
    /// `minimumWeighInSpanDays` (so a weight change was read) and the person's data carrying at least
    /// `minimumDataWeight` of it. Without that a change would act on the prior's shape alone.
    func restsOnEvidence(_ estimate: MaintenanceEstimate, policy: CheckInPolicy) -> Bool {
        guard let filter = estimate.stateSpace else { return false }
        return filter.weighInSpanDays >= policy.minimumWeighInSpanDays
            && estimate.dataWeight >= policy.minimumDataWeight
    }

    /// Days of the maintenance window (ending with the week, from the last reset on) that may be
    /// partial logs and are not reviewed: far below the person's own recent intake (the ledger's
    /// rule), or far below the target in force on that day while counted as evidence
    /// (`DayLedger.daysFarBelowTarget`). No adjustment is offered while there are any, so each is
    /// added to the days to validate wherever it sits, one outside the week saying so.
    mutating func partialDaysUnreviewed(targets: TargetsInForce, windowDays: Int) -> [CalendarDate] {
        let ledger = assessment.ledger
        var start = weekEnd.adding(days: -(max(windowDays, 7) - 1))
        // Days before a reset are not evidence for the estimate any more: nothing waits for them.
        if let reset = stateBefore.lastResetDate, reset > start { start = reset }
        let belowTarget = Set(ledger.daysFarBelowTarget(targets, from: start, through: weekEnd))
        var dates: [CalendarDate] = []
        var added: [ReviewItem] = []
        // The window's days are tested where they lie; only those asked about are copied out
        // (binding every day copied it, retaining its log entry's members).
        let window = ledger.days(from: start, through: weekEnd)
        for index in window.indices
        where window[index].awaitsPartialDayReview || belowTarget.contains(window[index].date) {
            let day = window[index]
            dates.append(day.date)
            guard !daysToValidate.contains(where: { $0.date == day.date && $0.action == .confirmPartialDay }),
                var item = day.awaitsPartialDayReview
                    ? ledger.reviewList.first(where: { $0.date == day.date && $0.action == .confirmPartialDay })
                    : ReviewItem.farBelowTarget(day)
            else { continue }
            if day.date < weekStart {
                item.message +=
                    " (before this week, but within the \(windowDays) days the estimate uses: no change is offered "
                    + "until it is reviewed)"
            }
            added.append(item)
        }
        if !added.isEmpty { daysToValidate = ReviewItem.sorted(daysToValidate + added) }
        return dates
    }

    static func bodyFatReadings(_ days: [LoggedDay], from start: CalendarDate, through end: CalendarDate)
        -> [BodyFatReading]
    {
        // The week's readings found by reading each day's date and reading in place: filtering the
        // log copied out every day it tested (retaining its members), a year of days per check-in.
        var readings: [BodyFatReading] = []
        for index in days.indices where days[index].date >= start && days[index].date <= end {
            guard let measurement = days[index].bodyFat else { continue }
            let date = days[index].date
            let previous = days.last { $0.date < date && $0.bodyFat?.method == measurement.method }
            readings.append(
                BodyFatReading(
                    date: date, measurement: measurement,
                    previousSameMethod: previous.flatMap { earlier in earlier.bodyFat.map { (earlier.date, $0.percent) }
                    }
                ))
        }
        return readings
    }

    static func consistency(ledger: DayLedger, weekStart: CalendarDate, weekEnd: CalendarDate) -> CheckInConsistency {
        // The ledger's days read in place by index: copying the week out, and each day of the streak
        // through `ledger.day(_:)`, retained every log entry's members (a streak can run a year).
        let days = ledger.days
        var longest = 0
        var run = 0
        var daysLogged = 0
        var evidenceDays = 0
        var weighInDays = 0
        for index in ledger.days(from: weekStart, through: weekEnd).indices {
            let logged = days[index].intakeKcal != nil
            run = logged ? run + 1 : 0
            longest = max(longest, run)
            if logged { daysLogged += 1 }
            if days[index].isEvidence { evidenceDays += 1 }
            if days[index].loggedWeightKg != nil { weighInDays += 1 }
        }
        var streak = 0
        if !days.isEmpty {
            // `ledger.day(date)` is the day at this index; a day earlier is one index lower.
            var index = days[0].date.days(to: weekEnd)
            while days.indices.contains(index), days[index].intakeKcal != nil {
                streak += 1
                index -= 1
            }
        }
        return CheckInConsistency(
            daysLogged: daysLogged, evidenceDays: evidenceDays, weighInDays: weighInDays, loggingStreakDays: streak,
            longestRunInWeekDays: longest)
    }

    /// The plan with this check-in recorded: `checkInCompleted`, then the offer when there is one.
    package func recorded(in plan: Plan) -> Plan {
        var updated = plan
        var completed = PlanEvent(kind: .checkInCompleted, date: date)
        completed.week = weekStart
        updated.history.append(completed)
        if let recommendation {
            var offered = PlanEvent(kind: .recommendationOffered, date: date)
            offered.week = weekStart
            offered.recommendation = recommendation
            updated.history.append(offered)
        }
        return updated
    }
}
