/// `day`: one day's validation answers (completeness, review status, a corrected intake or weight)
/// recorded in the document, every earlier value kept in the day's history.
public struct DayRequest: Sendable, Equatable {
    /// The document as read; the answer changes its `days` and nothing else.
    public var source: SourceDocument
    /// The day and the answers.
    public var correction: DayCorrection
    /// The day the answers are recorded on; nil for the later of the document's `asOf` (moved to the
    /// day when it is after it) and the plan's last event (never the machine clock, so replaying the
    /// same answers gives the same document).
    public var changedOn: CalendarDate?

    /// The answers `correction` for `source`, recorded on `changedOn` (nil: the document's `asOf`).
    public init(source: SourceDocument, correction: DayCorrection, changedOn: CalendarDate? = nil) {
        self.source = source
        self.correction = correction
        self.changedOn = changedOn
    }
}

/// The document with the answers recorded, and what changed.
public struct DayResult: Sendable, Equatable {
    /// The whole document with the day changed (every other member as it was), checked to read back.
    public var document: JSONValue
    /// The day the change is recorded on.
    public var changedOn: CalendarDate
    /// One line per changed member, "member: old -> new" (empty when the day already had these values).
    public var changes: [String]
    /// Whether the day was not listed before and was added.
    public var addedDay: Bool
    /// What was done, in lines for the person: the date used when it was defaulted, then the changes.
    public var statement: [String]
}

extension DayCorrection {
    /// The intakes an answer may give, kcal (the day reader's bounds).
    static var intakeRangeKcal: ClosedRange<Double> { DayLogReader.Bounds.kcal }
    /// The weights an answer may give, kg (a person's plausible bounds).
    static var weightRangeKg: ClosedRange<Double> { PersonReader.PlausibleBounds.weightKg }
    /// The weights an answer may give in pounds, lb: whole pounds inside the kg bounds (2 kg = 4.41 lb,
    /// 650 kg = 1433.0 lb), so the range reads plainly in an error.
    static var weightRangeLb: ClosedRange<Double> { 5...1430 }

    /// Throws `invalidRequest` for an intake or weight outside its range (or not a number: NaN), or
    /// when there is nothing to record. `Evaluate.day` checks it; a caller may check first, as the
    /// command line does before it reads the document, with `texts` (parameter → the value as typed)
    /// quoted in a problem instead of the number read from them.
    public func check(quoting texts: [String: String] = [:]) throws(EvaluationError) {
        try RequestProblem.check(intakeKcal, "intake", in: Self.intakeRangeKcal, quoting: texts["intake"])
        try RequestProblem.check(weightKg, "weight-kg", in: Self.weightRangeKg, quoting: texts["weight-kg"])
        try RequestProblem.check(weightLb, "weight-lb", in: Self.weightRangeLb, quoting: texts["weight-lb"])
        if weightKg != nil && weightLb != nil {
            throw .invalidRequest(.request("give the weight once: --weight-kg KG or --weight-lb LB"))
        }
        guard
            intakeCompleteness != nil || reviewStatus != nil || intakeKcal != nil || weightKg != nil || weightLb != nil
        else {
            throw .invalidRequest(
                .request(
                    "give what to record: --complete, --incomplete, --untracked, --reconciled, --reopened, "
                        + "--intake KCAL, --weight-kg KG or --weight-lb LB"))
        }
    }
}

extension Evaluate {
    /// `request`'s answers recorded in its document. Throws `invalidRequest` for an answer outside
    /// its range, nothing to record, or no date to record it on (no `changedOn` and no `asOf`);
    /// `invalidDocument` when the document logs records rather than days, or the changed document
    /// would not read back (e.g. a day added years before the others). A day after the declared
    /// `asOf` is added and moves `asOf` forward to it; the default `changedOn` is the later of that
    /// `asOf` and the plan's last event (`EventDate`).
    public static func day(_ request: DayRequest) throws(EvaluationError) -> DayResult {
        let correction = request.correction
        try correction.check()
        let log = request.source.document.dayLog
        // The default is the later of asOf (after a day beyond it moves it) and the plan's last event.
        var dated = request.source.document
        if let asOf = log.declaredAsOf, correction.date > asOf { dated.dayLog.declaredAsOf = correction.date }
        let chosen = try EventDate(request.changedOn, document: dated, command: "day")
        let changedOn = chosen.date
        let applied: DayCorrection.Applied
        switch correction.applied(to: request.source.json, log: log, changedOn: changedOn) {
        case .success(let value): applied = value
        case .failure(let issue): throw .invalidDocument([issue])
        }
        // Nothing is written that would not read back (a day added years before the others would
        // make the log span more than the reader accepts).
        do { _ = try InputDocumentReader.read(applied.document) } catch { throw .invalidDocument(error.issues) }
        var statement: [String]
        if applied.changes.isEmpty {
            statement = ["day \(correction.date): nothing changed (the day already has these values)"]
        } else {
            statement = chosen.statement.map { [$0] } ?? []
            if let moved = applied.movedAsOf, let previous = log.declaredAsOf {
                statement.append("day: \(moved) is after asOf \(previous): asOf moves forward to \(moved)")
            }
            let added = applied.addedDay ? " (added to days)" : ""
            statement.append(
                "day \(correction.date)\(added), changed on \(changedOn); earlier values kept in its history:")
            statement += applied.changes.map { "  \($0)" }
        }
        return DayResult(
            document: applied.document, changedOn: changedOn, changes: applied.changes, addedDay: applied.addedDay,
            statement: statement)
    }
}
