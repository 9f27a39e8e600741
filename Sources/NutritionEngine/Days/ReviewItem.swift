/// One thing the person could check on one day, with why it matters.
///
/// "Most useful first" means: the review that most directly turns a day into evidence for the
/// maintenance estimate comes first, and within one kind the most recent day comes first, because the
/// maintenance estimate uses the most recent weeks. Kinds, in order:
/// 1. `confirmSuspectIntake`: a suspect intake; one confirmation (or correction) makes it evidence.
/// 1b. `confirmPartialDay`: far below the person's own recent intake or the target in force that
///    day (`DayLedger.reviewing(against:)`), or missing a usual meal (`MealEvidence`); a partial log?
/// 2. `declareCompleteness`: intake logged but completeness unknown and not checkable; declaring
///    `complete` makes it evidence.
/// 3. `finishReopenedReview`: the person reopened the day and has not finished.
/// 4. `checkWeighIn`: an outlier weigh-in (a typo or another person on the scale?).
/// 5. `completeIntakeLog`: declared incomplete with some intake logged; finishing the log makes it evidence.
/// Days the person has reconciled are not listed again, except for weigh-ins reconciling does not cover.
public struct ReviewItem: Sendable, Equatable {
    /// What to check, in priority order.
    public enum Action: String, Sendable, CaseIterable {
        /// Confirm (reconcile as complete) or correct a suspect intake.
        case confirmSuspectIntake
        /// Confirm a day far below the person's own recent intake or target: complete, or partial?
        case confirmPartialDay
        /// Declare whether an unchecked day's log is complete.
        case declareCompleteness
        /// Finish the review of a reopened day.
        case finishReopenedReview
        /// Check an outlier weigh-in.
        case checkWeighIn
        /// Finish an incomplete log.
        case completeIntakeLog

        /// The position of this kind in `allCases`, the priority order.
        var rank: Int {
            switch self {
            case .confirmSuspectIntake: 0
            case .confirmPartialDay: 1
            case .declareCompleteness: 2
            case .finishReopenedReview: 3
            case .checkWeighIn: 4
            case .completeIntakeLog: 5
            }
        }
    }

    /// The day to review.
    public var date: CalendarDate
    /// What to check.
    public var action: Action
    /// Why, in plain words.
    public var message: String
    /// The message for a person the safety screen routes to manual targets (`shown(under:)`), when
    /// `message` names an automated figure: such a person has no maintenance estimate to compare with.
    var manualOnlyMessage: String? = nil

    /// The item as the person reads it under `gate` (their gate now; nil: not known): for a
    /// manual-only person a suspect intake asks "please confirm this day's log", never that it is
    /// "unusually low for your maintenance estimate". The action and the rule are unchanged.
    package func shown(under gate: AutomationGate?) -> ReviewItem {
        guard let gate, !gate.allowsAutomatedNumbers, let manualOnlyMessage else { return self }
        var item = self
        item.message = manualOnlyMessage
        item.manualOnlyMessage = nil
        return item
    }

    /// The items for the ledger's `days`; `reopened` says, per day, whether its review status is `reopened`.
    ///
    /// The items are gathered by kind as the days are walked (in date order), and each kind is then
    /// read newest first: the order `sorted` gives (by kind, then the most recent day first), without
    /// ranking, copying and sorting every item. Should a kind's dates not rise strictly (a day listed
    /// twice, or out of order), `sorted` orders the items instead, as before.
    static func list(for days: [LedgerDay], reopened: [Bool]) -> [ReviewItem] {
        // The items in one list as the days give them, ordered once at the end (`ordered`).
        var gathered: [ReviewItem] = []
        func append(_ item: ReviewItem) { gathered.append(item) }
        for index in days.indices {
            // Most days need no review: the conditions below are first tested on the day's own
            // judgements, read in place, because binding the day copies it out (retaining its log
            // entry's members) and this ran for every day of the ledger. The partial-day question
            // is tested on what it is made of, a superset of `awaitsPartialDayReview` (which the
            // item itself checks): asking the day for that property copied it out too.
            let exclusion = days[index].exclusion
            let weightStatus = days[index].weightStatus
            let mayNeedReview =
                exclusion == .suspectLowIntake || exclusion == .suspectHighIntake
                || exclusion == .plausibilityNotChecked
                || exclusion == .declaredIncomplete || exclusion == .intakeLowerBound
                || days[index].intakeAssessment == .farBelowRecentIntake || days[index].mealEvidence != nil
                || reopened[index] || (weightStatus != nil && weightStatus != .used)
            guard mayNeedReview else { continue }
            let day = days[index]
            // The log entry's members read where it lies (`LedgerDay.Entry`): `day.logged` copies it out.
            guard let logged = day.entry else { continue }
            if day.exclusion == .suspectLowIntake || day.exclusion == .suspectHighIntake {
                let complete = logged.intakeCompleteness == .complete
                append(
                    ReviewItem(
                        date: day.date, action: .confirmSuspectIntake,
                        message: Sentences.suspect(low: day.exclusion == .suspectLowIntake, complete: complete),
                        manualOnlyMessage: complete ? Sentences.confirmComplete : Sentences.confirmUndeclared
                    ))
            }
            if day.awaitsPartialDayReview {
                // Missing meals are the more specific question; one item per day either way.
                let message =
                    day.mealEvidence.flatMap { evidence in
                        evidence.suggestsPartialLog
                            ? evidence.message(on: day.date, declaredComplete: logged.intakeCompleteness == .complete)
                            : nil
                    }
                    ?? (logged.intakeCompleteness == .complete
                        ? Sentences.partialComplete : Sentences.partialUndeclared)
                append(ReviewItem(date: day.date, action: .confirmPartialDay, message: message))
            }
            if day.exclusion == .plausibilityNotChecked {
                append(
                    ReviewItem(
                        date: day.date, action: .declareCompleteness,
                        message: Sentences.declareCompleteness))
            }
            if logged.reviewStatus == .reopened {
                append(
                    ReviewItem(
                        date: day.date, action: .finishReopenedReview,
                        message: Sentences.finishReopened))
            }
            if let status = day.weightStatus, status != .used {
                append(
                    ReviewItem(
                        date: day.date, action: .checkWeighIn,
                        message: status == .outlierOutsidePlausibleRange
                            ? Sentences.weighInImplausible : Sentences.weighInJump))
            }
            if day.exclusion == .intakeLowerBound, let atLeast = logged.intakeAtLeastKcal {
                let unknown = logged.foods.filter { $0.kcal == nil }.map { "\"\($0.name)\"" }
                let listed =
                    unknown.prefix(3).joined(separator: ", ")
                    + (unknown.count > 3 ? " and \(unknown.count - 3) more" : "")
                append(
                    ReviewItem(
                        date: day.date, action: .completeIntakeLog,
                        message:
                            "\(listed) \(unknown.count == 1 ? "has" : "have") no calories, so the day's intake is only known to be at least \(OutputText.fixed(atLeast, 0)) kcal and does not count; adding \(unknown.count == 1 ? "its" : "their") calories would make the day count"
                    ))
            }
            if day.exclusion == .declaredIncomplete, logged.intakeKcal != nil, logged.reviewStatus != .reconciled {
                append(
                    ReviewItem(
                        date: day.date, action: .completeIntakeLog,
                        message: Sentences.finishIncomplete))
            }
        }
        return ordered(gathered)
    }

    /// `items`, gathered in date order, most useful first: each kind newest first, in `Action` order
    /// (`sorted`'s order), read off the one list; `sorted` itself should a kind's dates not rise
    /// strictly. An array per kind (`orderedByKind`, the reference: `ReviewItemOrderTests`) grew from
    /// empty and copied its last item out for every item added (r60 178.37 -> 178.06 M instructions
    /// with the one list).
    static func ordered(_ items: [ReviewItem]) -> [ReviewItem] {
        var lastDates = [CalendarDate?](repeating: nil, count: Action.allCases.count)
        for index in items.indices {
            let kind = items[index].action.rank
            let date = items[index].date
            if let last = lastDates[kind], !(last < date) { return sorted(items) }
            lastDates[kind] = date
        }
        var ordered: [ReviewItem] = []
        ordered.reserveCapacity(items.count)
        for kind in Action.allCases {
            for index in items.indices.reversed() where items[index].action == kind { ordered.append(items[index]) }
        }
        return ordered
    }

    /// The reference for `ordered`: the items gathered into an array per kind, each then read newest
    /// first, as `list` ordered them before (issue 25).
    static func orderedByKind(_ items: [ReviewItem]) -> [ReviewItem] {
        var byKind: [[ReviewItem]] = Array(repeating: [], count: Action.allCases.count)
        var ascending = true
        for item in items {
            let kind = item.action.rank
            if let last = byKind[kind].last, !(last.date < item.date) { ascending = false }
            byKind[kind].append(item)
        }
        guard ascending else { return sorted(byKind.flatMap { $0 }) }
        var ordered: [ReviewItem] = []
        ordered.reserveCapacity(byKind.reduce(0) { $0 + $1.count })
        for kind in byKind { ordered.append(contentsOf: kind.reversed()) }
        return ordered
    }

    /// The review sentences that do not depend on the day, written once: a year of days gives hundreds
    /// of items, and building each sentence by interpolation for each item was a few per cent of
    /// `rescore`. The words are those the items always had.
    private enum Sentences {
        /// "mark it reconciled" for a day declared complete, else the fuller step.
        static func how(complete: Bool) -> String {
            complete ? "mark it reconciled" : "declare it complete and mark it reconciled"
        }
        static func suspect(low: Bool, complete: Bool) -> String {
            switch (low, complete) {
            case (true, true): suspectLowComplete
            case (true, false): suspectLowUndeclared
            case (false, true): suspectHighComplete
            case (false, false): suspectHighUndeclared
            }
        }
        static func suspectSentence(low: Bool, complete: Bool) -> String {
            "logged intake is \(low ? "unusually low" : "unusually high") for your maintenance estimate; if it is "
                + "right, \(how(complete: complete)); otherwise correct it"
        }
        static let suspectLowComplete = suspectSentence(low: true, complete: true)
        static let suspectLowUndeclared = suspectSentence(low: true, complete: false)
        static let suspectHighComplete = suspectSentence(low: false, complete: true)
        static let suspectHighUndeclared = suspectSentence(low: false, complete: false)
        static func confirmSentence(complete: Bool) -> String {
            "please confirm this day's log: if it is right, \(how(complete: complete)); otherwise correct it"
        }
        static let confirmComplete = confirmSentence(complete: true)
        static let confirmUndeclared = confirmSentence(complete: false)
        static func partialSentence(complete: Bool) -> String {
            "logged intake is far below what you usually log; if the log is complete, \(how(complete: complete)); "
                + "if part of the day is missing, declare it incomplete"
        }
        static let partialComplete = partialSentence(complete: true)
        static let partialUndeclared = partialSentence(complete: false)
        static let declareCompleteness =
            "intake is logged but its completeness is unknown and cannot be checked without a person; declare it "
            + "complete or incomplete"
        static let finishReopened = "the day was reopened for review; mark it reconciled when done"
        static let weighInImplausible =
            "the weigh-in is outside the plausible range and is left out of the trend; correct it if it was mistyped"
        static let weighInJump =
            "the weigh-in jumps away from the neighbouring weigh-ins and is left out of the trend; correct it if it "
            + "was mistyped"
        static let finishIncomplete = "the log is declared incomplete; finishing it would make the day count"
    }

    /// `items` most useful first: by kind in `Action` order, then the most recent day first.
    static func sorted(_ items: [ReviewItem]) -> [ReviewItem] {
        // Rank each item once rather than in every comparison (a year of days gives hundreds of
        // items); the sort is stable, so the order is unchanged. `rank` is the kind's position in
        // `allCases` (`ReviewItemOrderTests`): a dictionary from `allCases` gave the same ranks, but
        // its first use per process looked up `Action`'s `Hashable` conformance at run time (~0.35 M
        // instructions on r60, callgrind).
        let ranked = items.map { (rank: $0.action.rank, item: $0) }
        return ranked.sorted { lhs, rhs in
            lhs.rank != rhs.rank ? lhs.rank < rhs.rank : lhs.item.date > rhs.item.date
        }.map(\.item)
    }

    /// The item for a day far below the target in force that day (the target-in-force rule), or
    /// nil for a day with no log entry.
    static func farBelowTarget(_ day: LedgerDay) -> ReviewItem? {
        guard let logged = day.entry else { return nil }
        let how =
            logged.intakeCompleteness == .complete ? "mark it reconciled" : "declare it complete and mark it reconciled"
        return ReviewItem(
            date: day.date, action: .confirmPartialDay,
            message:
                "logged intake is far below the target in force that day; if the log is complete, \(how); if part of "
                + "the day is missing, declare it incomplete"
        )
    }
}

extension ReviewItem {
    /// The review list as lines for a person: an item reads "2026-10-02: why"; more than
    /// `groupedAbove` items that say the same thing are one line, "152 days, 2026-01-01 to
    /// 2026-05-31: why", where the first of them stood. A document without a person would otherwise
    /// print one identical line per day; a week's few lines keep their dates, to be found one by one.
    package static func lines(_ items: [ReviewItem], groupedAbove: Int = 7) -> [String] {
        var groups: [(message: String, dates: [CalendarDate])] = []
        var groupOfMessage: [String: Int] = [:]
        for item in items {
            if let index = groupOfMessage[item.message] {
                groups[index].dates.append(item.date)
            } else {
                groupOfMessage[item.message] = groups.count
                groups.append((item.message, [item.date]))
            }
        }
        return groups.flatMap { group -> [String] in
            guard group.dates.count > groupedAbove, let first = group.dates.min(), let last = group.dates.max() else {
                return group.dates.map { "\($0): \(group.message)" }
            }
            return ["\(group.dates.count) days, \(first) to \(last): \(group.message)"]
        }
    }
}
