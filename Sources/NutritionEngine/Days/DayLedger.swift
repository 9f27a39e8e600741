/// Every calendar day from the first listed day to the day before `asOf`, each judged: is its
/// intake evidence for maintenance, and is its weigh-in usable for the trend?
///
/// Rules (METHOD.md section 3), with the thresholds from `DayValidationPolicy`:
/// - evidence = intake logged and (declared `complete`, or `unknown` and plausible);
/// - `incomplete`, `untracked`, unlisted days and days without intake are excluded, never zero;
/// - a `complete` or `unknown` intake below 50 % or above 200 % of the maintenance estimate is
///   suspect and excluded, unless the person confirmed it (`reconciled` and `complete`);
/// - without a maintenance estimate, `complete` days are evidence (nothing to check them against)
///   and `unknown` days are excluded (`plausibilityNotChecked`), since plausibility is what admits them.
/// Pass `maintenance` from the equations (the `days` command) or from the trend-validated estimate.
public struct DayLedger: Sendable, Equatable {
    /// Whether `asOf` was given or derived.
    public enum AsOfSource: String, Sendable {
        /// Written in the document.
        case input
        /// The day after the last listed day.
        case dayAfterLastListedDay
    }

    /// The evaluation day (in progress, so never evidence).
    public var asOf: CalendarDate
    /// Whether `asOf` was given or derived.
    public var asOfSource: AsOfSource
    /// The maintenance estimate the suspect rule used, or nil when the rule could not run.
    public var maintenance: MaintenanceReference?
    /// The thresholds used.
    public var policy: DayValidationPolicy
    /// One entry per calendar day, first listed day through the day before `asOf`, gaps included.
    public var days: [LedgerDay]
    /// Listed days on `asOf` (in progress) that the ledger does not judge.
    public var listedDaysNotJudged: [CalendarDate]
    /// Days the person should review, most useful first.
    public var reviewList: [ReviewItem]

    /// The ledger for `log`, or nil when the log has neither days nor `asOf`.
    public init?(log: DayLog, maintenance: MaintenanceReference?, policy: DayValidationPolicy = .standard) {
        self.init(log: log, maintenance: maintenance, policy: policy, weightScreen: nil)
    }

    /// The same ledger, reading its weigh-ins' judgements off `weightScreen` when that screened
    /// exactly these weigh-ins under this policy (`ScreenedWeighIns`), else screening them itself.
    package init?(
        log: DayLog, maintenance: MaintenanceReference?, policy: DayValidationPolicy,
        weightScreen: ScreenedWeighIns?
    ) {
        guard let asOf = log.asOf else { return nil }
        self.asOf = asOf
        asOfSource = log.declaredAsOf == nil ? .dayAfterLastListedDay : .input
        self.maintenance = maintenance
        self.policy = policy
        // Usually the days before `asOf` come first and the rest (none, or the days after a checked
        // week) after them: then the days before are a slice of the log's own array, where filtering
        // copied every day of a year-long log (retaining its members) for each ledger.
        let cut = log.days.firstIndex { $0.date >= asOf } ?? log.days.endIndex
        // The listed days are `entries[..<listedCount]`; each ledger day holds its entry where it lies
        // in `entries` (`LedgerDay.Entry`), never a copy.
        let entries: [LoggedDay]
        let listedCount: Int
        if log.days[cut...].allSatisfy({ $0.date >= asOf }) {
            entries = log.days
            listedCount = cut
            listedDaysNotJudged = log.days[cut...].map(\.date)
        } else {
            entries = log.days.filter { $0.date < asOf }
            listedCount = entries.count
            listedDaysNotJudged = log.days.filter { $0.date >= asOf }.map(\.date)
        }
        let listed = entries[..<listedCount]
        var days: [LedgerDay] = []
        // What the later rules read of each day's log entry, taken while the entry is in hand: reading
        // it back through `days[index].logged` copied the whole day out (retaining the entry's members).
        var intakeKcal: [Double?] = []
        var reconciledComplete: [Bool] = []
        var reopened: [Bool] = []
        // The weigh-ins written into a buffer of room for every listed day: appending tested the
        // array's uniqueness (a runtime call) for every weigh-in.
        let weighIns = [(index: Int, date: CalendarDate, kg: Double)](unsafeUninitializedCapacity: listedCount) {
            weighIns, weighInCount in
            weighInCount = 0
            guard let first = listed.first?.date else { return }
            days.reserveCapacity(first.days(to: asOf))
            intakeKcal.reserveCapacity(first.days(to: asOf))
            reconciledComplete.reserveCapacity(first.days(to: asOf))
            reopened.reserveCapacity(first.days(to: asOf))
            // Walked by index: an iterator's `pending` day was one more copy of every entry (a
            // `LoggedDay` is large, and copying it retains its members).
            var position = listed.startIndex
            var date = first
            while date < asOf {
                if position < listed.endIndex, listed[position].date == date {
                    // The entry's declarations are read where it lies, and the ledger day keeps the
                    // entry there (`LedgerDay.Entry`).
                    let intake = listed[position].intakeKcal
                    let completeness = listed[position].intakeCompleteness
                    let reviewStatus = listed[position].reviewStatus
                    intakeKcal.append(intake)
                    reconciledComplete.append(completeness == .complete && reviewStatus == .reconciled)
                    reopened.append(reviewStatus == .reopened)
                    if let kg = listed[position].weightKg {
                        weighIns[weighInCount] = (days.count, date, kg)
                        weighInCount += 1
                    }
                    let judgement = Self.intakeJudgement(
                        completeness: completeness, intakeKcal: intake,
                        intakeIsLowerBound: listed[position].intakeIsLowerBound, reviewStatus: reviewStatus,
                        maintenance: maintenance, policy: policy)
                    days.append(
                        LedgerDay(
                            date: date, entry: LedgerDay.Entry(entries, at: position),
                            intakeAssessment: judgement.assessment,
                            intakePercentOfMaintenance: judgement.percentOfMaintenance, exclusion: judgement.exclusion,
                            confirmedByReview: judgement.confirmedByReview))
                    position += 1
                } else {
                    intakeKcal.append(nil)
                    reconciledComplete.append(false)
                    reopened.append(false)
                    days.append(
                        LedgerDay(
                            date: date, entry: nil, intakeAssessment: .notAssessed, exclusion: .notListed,
                            confirmedByReview: false))
                }
                date = date.adding(days: 1)
            }
        }
        Self.judgeAgainstRecentIntake(
            &days, intakeKcal: intakeKcal, reconciledComplete: reconciledComplete, policy: policy)
        if listed.contains(where: { !$0.foods.isEmpty }) {
            MealEvidence.judge(&days, reconciledComplete: reconciledComplete, policy: policy)
        }
        Self.judgeWeights(&days, weighIns: weighIns, policy: policy, shared: weightScreen)
        self.days = days
        reviewList = ReviewItem.list(for: days, reopened: reopened)
    }

    /// The days whose intake is evidence, in date order.
    public var evidenceDays: [LedgerDay] { days.filter(\.isEvidence) }

    /// The ledger entry for `date`, or nil outside the ledger's range.
    public func day(_ date: CalendarDate) -> LedgerDay? {
        guard let first = days.first else { return nil }
        let index = first.date.days(to: date)
        return days.indices.contains(index) ? days[index] : nil
    }

    /// The entries from `start` through `end` that lie inside the ledger's range.
    public func days(from start: CalendarDate, through end: CalendarDate) -> ArraySlice<LedgerDay> {
        guard let first = days.first else { return [] }
        let lower = max(0, first.date.days(to: start))
        let upper = min(days.count, first.date.days(to: end) + 1)
        return lower < upper ? days[lower..<upper] : []
    }

    /// How many days each exclusion reason removed.
    var exclusionCounts: [ExclusionReason: Int] {
        days.reduce(into: [:]) { counts, day in if let reason = day.exclusion { counts[reason, default: 0] += 1 } }
    }

    /// The ledger's judgement of `day` against `maintenance`, the day kept in it. The day is taken
    /// (`consuming`) and moved into the result once its members are read: building the result first
    /// and reading the day after copied it a second time (retaining its members) for every day.
    static func judgeIntake(
        _ day: consuming LoggedDay, maintenance: MaintenanceReference?, policy: DayValidationPolicy
    ) -> LedgerDay {
        let judgement = Self.intakeJudgement(
            completeness: day.intakeCompleteness, intakeKcal: day.intakeKcal,
            intakeIsLowerBound: day.intakeIsLowerBound, reviewStatus: day.reviewStatus, maintenance: maintenance,
            policy: policy)
        let date = day.date
        return LedgerDay(
            date: date, entry: LedgerDay.Entry([consume day], at: 0), intakeAssessment: judgement.assessment,
            intakePercentOfMaintenance: judgement.percentOfMaintenance, exclusion: judgement.exclusion,
            confirmedByReview: judgement.confirmedByReview)
    }

    /// The maintenance rule on one day's declarations (METHOD.md section 3): its assessment, why it
    /// is not evidence (nil when it is), whether review confirmed a suspect intake, and the intake as
    /// a percentage of maintenance when both exist.
    static func intakeJudgement(
        completeness: IntakeCompleteness, intakeKcal: Double?, intakeIsLowerBound: Bool, reviewStatus: ReviewStatus,
        maintenance: MaintenanceReference?, policy: DayValidationPolicy
    ) -> (
        assessment: IntakeAssessment, exclusion: ExclusionReason?, confirmedByReview: Bool,
        percentOfMaintenance: Double?
    ) {
        switch completeness {
        case .untracked: return (.notAssessed, .declaredUntracked, false, nil)
        case .incomplete: return (.notAssessed, .declaredIncomplete, false, nil)
        case .complete, .unknown: break
        }
        guard let intake = intakeKcal else {
            return (.notAssessed, intakeIsLowerBound ? .intakeLowerBound : .noIntakeLogged, false, nil)
        }
        let declaredComplete = completeness == .complete
        guard let maintenance, maintenance.kcalPerDay > 0 else {
            return (.notChecked, declaredComplete ? nil : .plausibilityNotChecked, false, nil)
        }
        let fraction = intake / maintenance.kcalPerDay
        let percent = 100 * fraction
        let assessment: IntakeAssessment
        if fraction < policy.suspectBelowFractionOfMaintenance {
            assessment = .suspectLow
        } else if fraction > policy.suspectAboveFractionOfMaintenance {
            assessment = .suspectHigh
        } else {
            return (.plausible, nil, false, percent)
        }
        if declaredComplete && reviewStatus == .reconciled { return (assessment, nil, true, percent) }
        return (assessment, assessment == .suspectLow ? .suspectLowIntake : .suspectHighIntake, false, percent)
    }

    /// The recent-intake rule: a day that passed the maintenance rule is compared with the median
    /// of the evidence intakes in the window before it; far below it, the day is asked about unless
    /// the person confirmed it (`reconciled` and `complete`). It stays evidence: dropping such days
    /// unasked also drops genuine low days (METHOD §3 gives the calibration figures); instead a
    /// check-in offers no adjustment until they are reviewed. Flagged days do not enter the
    /// reference, so a run of partial logs does not lower it for the next.
    /// `intakeKcal` and `reconciledComplete` are, for each day, its logged intake and whether it is
    /// declared complete and reconciled (nil and false for a gap).
    ///
    /// A day entering the window and the oldest one leaving it at the next day's start replace one
    /// another in one pass over the sorted intakes (`SortedWindow.replaceLast`), where inserting and
    /// then removing made two; `judgeAgainstRecentIntakeInsertingThenRemoving` is the reference
    /// (`RecentIntakeWindowAgreementTests`).
    static func judgeAgainstRecentIntake(
        _ days: inout [LedgerDay], intakeKcal: [Double?], reconciledComplete: [Bool], policy: DayValidationPolicy
    ) {
        judgeAgainstRecentIntake(
            &days, intakeKcal: intakeKcal, reconciledComplete: reconciledComplete, policy: policy, replacing: true)
    }

    /// The reference for `judgeAgainstRecentIntake`: each entering intake inserted as it enters and
    /// each leaving one removed as it leaves, as the ledger ran it before (issue 25).
    static func judgeAgainstRecentIntakeInsertingThenRemoving(
        _ days: inout [LedgerDay], intakeKcal: [Double?], reconciledComplete: [Bool], policy: DayValidationPolicy
    ) {
        judgeAgainstRecentIntake(
            &days, intakeKcal: intakeKcal, reconciledComplete: reconciledComplete, policy: policy, replacing: false)
    }

    /// The rule, with an entering intake's insertion held back to replace the next leaving one
    /// (`replacing`) or not (the reference); a constant at each call, so what is off is not compiled in.
    @inline(__always)
    private static func judgeAgainstRecentIntake(
        _ days: inout [LedgerDay], intakeKcal: [Double?], reconciledComplete: [Bool], policy: DayValidationPolicy,
        replacing: Bool
    ) {
        let window = max(1, policy.recentIntakeWindowDays)
        let count = days.count
        // The evidence days entered so far, in day order, by index and intake; those from `oldest`
        // on are inside the window. Days leave the window in the order they entered, so leaving is
        // a move of `oldest`. Both lists live in buffers of the ledger's length (each day enters
        // at most once), and the window's intakes in a `SortedWindow` of that room: arrays grew,
        // checked their uniqueness and called `memmove` for every day entering and leaving.
        // The days written through their buffer: each write to the array tested its uniqueness (a
        // runtime call) for every day the rule judged (the ledger 11.89 -> 11.21 M instructions
        // inclusive on r60).
        days.withUnsafeMutableBufferPointer { days in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: max(count, 1)) { recentIndex in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: max(count, 1)) { recentKcal in
                    SortedWindow.withRoom(for: count) { sorted in
                        var entered = 0
                        var oldest = 0
                        // An intake that entered but is not yet in `sorted` (only when `replacing`).
                        var pending: Double?
                        // The window's intakes kept ascending by insertion and removal, rather than copied
                        // and sorted for every day (a year of days sorted a month of intakes each). Equal
                        // values stay in entry order and the one leaving is the earliest of its run, so
                        // this is the sorted window exactly.
                        func enter(_ index: Int, _ kcal: Double) {
                            recentIndex[entered] = index
                            recentKcal[entered] = kcal
                            entered += 1
                            if replacing { pending = kcal } else { sorted.insert(kcal) }
                        }
                        for index in 0..<count {
                            // The day that entered last is never the one leaving (the window is at least
                            // a day), so a pending intake is in the window. Replacing the leaving value by
                            // it leaves the same buffer as removing it and inserting: equal values other
                            // than zeros (−0 and +0) have the same bits, and removing the first or the
                            // last of equal copies is the same.
                            while oldest < entered, index - recentIndex[oldest] > window {
                                let leaving = recentKcal[oldest]
                                if let entering = pending, leaving != 0 {
                                    sorted.replaceLast(notAbove: leaving, with: entering)
                                    pending = nil
                                } else {
                                    sorted.removeFirst(notBelow: leaving)
                                }
                                oldest += 1
                            }
                            if let entering = pending {
                                sorted.insert(entering)
                                pending = nil
                            }
                            let exclusion = days[index].exclusion
                            let confirmed = days[index].confirmedByReview
                            let assessment = days[index].intakeAssessment
                            guard let intake = intakeKcal[index], exclusion == nil || confirmed,
                                assessment == .plausible || assessment == .notChecked
                            else {
                                if exclusion == nil, let intake = intakeKcal[index] { enter(index, intake) }
                                continue
                            }
                            // An empty window has no median, whatever the minimum (a policy made in
                            // code may set 0; the policy reader asks for at least 1).
                            if sorted.count >= max(1, policy.recentIntakeMinimumDays) {
                                let median = sorted.median
                                days[index].recentIntakeReferenceKcal = median
                                if intake < policy.suspectBelowFractionOfRecentIntake * median {
                                    days[index].intakeAssessment = .farBelowRecentIntake
                                    if reconciledComplete[index] {
                                        days[index].confirmedByReview = true
                                    } else {
                                        continue
                                    }
                                }
                            }
                            if days[index].isEvidence { enter(index, intake) }
                        }
                    }
                }
            }
        }
    }

    /// `weighIns` are the days with a logged weight, in day order, by index into `days`.
    /// `shared`, when it screened exactly these weigh-ins under `policy`, gives their judgements.
    static func judgeWeights(
        _ days: inout [LedgerDay], weighIns: [(index: Int, date: CalendarDate, kg: Double)],
        policy: DayValidationPolicy,
        shared: ScreenedWeighIns? = nil
    ) {
        let judgements =
            shared?.judgements(
                count: weighIns.count, date: { weighIns[$0].date }, kg: { weighIns[$0].kg }, policy: policy)
            ?? WeightScreen.judge(weighIns.map { (date: $0.date, kg: $0.kg) }, policy: policy)
        // The display trend (`WeightTrend.values` of each day's usable weigh-in) taken step by step as
        // the days are walked: the ledger's days are consecutive, so its steps are those of
        // `WeightTrend.smoothed` (`WeightTrend.step`), without the per-day array of usable weights,
        // the array of weigh-ins and the smoothed array built from it (`LedgerTrendAgreementTests`).
        let smoothing = policy.trendSmoothingPerDay
        var trend: Double?
        var previousDay = 0
        var next = 0
        let judged = min(judgements.count, weighIns.count)
        for index in days.indices {
            if next < judged, weighIns[next].index == index {
                let judgement = judgements[next]
                days[index].weightStatus = judgement.status
                days[index].weightReferenceKg = judgement.referenceKg
                if judgement.status == .used {
                    let kg = weighIns[next].kg
                    let day = weighIns[next].date.dayNumber
                    trend =
                        trend.map {
                            WeightTrend.step($0, from: previousDay, to: day, weightKg: kg, smoothing: smoothing)
                        } ?? kg
                    previousDay = day
                }
                next += 1
            }
            days[index].trendKg = trend
        }
    }
}

// The log entry's figures for `WeekSummary`, which walks the week's days by index: with these,
// `WeekSummary.init` measured 1.35 M -> 0.55 M instructions on r60 (filtering the week copied its
// days out, `$0.logged?.x` copied the day per figure). The same accessors tried in `ReviewItem.list`
// and `daysFarBelowTarget` measured worse there (more copies, not fewer), so those stay as they were.
extension LedgerDay {
    /// Logged protein, g.
    var loggedProteinG: Double? { entry?.proteinG }
    /// Logged step count.
    var loggedSteps: Double? { entry?.steps }
    /// Logged alcohol, g.
    var loggedAlcoholG: Double? { entry?.alcoholG }
    /// Logged training minutes.
    var loggedTrainingMinutes: Double? { entry?.trainingMinutes }
    /// Logged training types.
    var loggedTrainingTypes: [String]? { entry?.trainingTypes }
    /// Logged weigh-in, kg.
    var loggedWeightKg: Double? { entry?.weightKg }
    /// Declared completeness of the log entry (nil for a gap).
    var loggedCompleteness: IntakeCompleteness? { entry?.intakeCompleteness }
    /// Review state of the log entry (nil for a gap).
    var loggedReviewStatus: ReviewStatus? { entry?.reviewStatus }
}
