/// `plan reset`: clear the learned calibration and any pending recommendation, keeping logs,
/// check-ins, decisions, prior plans, the target and the safety status. It asks first: without
/// `confirm` it states what it would clear and keep and changes nothing.
public struct PlanResetRequest: Sendable, Equatable {
    /// The document whose plan is reset.
    public var source: SourceDocument
    /// The reset's day (nil: the document's `asOf`, stated).
    public var date: CalendarDate?
    /// Whether the person confirmed the statement: only then is the reset recorded.
    public var confirm: Bool

    /// A request to reset `source`'s plan on `date`, recorded only when `confirm`.
    public init(source: SourceDocument, date: CalendarDate? = nil, confirm: Bool) {
        self.source = source
        self.date = date
        self.confirm = confirm
    }
}

/// What `plan reset` did: stated what it would do, or did it.
public enum PlanResetResult: Sendable, Equatable {
    /// Not confirmed: what the reset would record; nothing changed.
    case stated(PlanResetPreview)
    /// Confirmed: the reset is recorded with that statement.
    case reset(PlanChange)
}

/// What a reset would clear and keep, shown before the person confirms it.
public struct PlanResetPreview: Sendable, Equatable {
    /// The day the reset would be recorded on.
    public var date: CalendarDate
    /// What it would clear and keep, one line each, with counts (the reset event records the same lines).
    public var details: [String]
    /// The defaulted date's statement, when it was defaulted.
    public var statement: [String]

    /// The preview as the person reads it, ending in a line feed. `unwritten` names the output
    /// that was asked for and not written (nil: none, or standard output).
    public func text(unwritten: String?) -> String {
        "plan reset on \(date), not done yet: it would record\n" + details.map { "  " + $0 + "\n" }.joined()
            + "Nothing was changed or written\(unwritten.map { " (\($0) was not written)" } ?? ""); "
            + "run again with --confirm to reset.\n"
    }
}

extension Evaluate {
    /// The reset of `request`'s plan, stated or (with `confirm`) recorded.
    ///
    /// Throws `invalidDocument` when there is no plan (one that does not replay is refused by `SourceDocument`);
    /// `invalidRequest` without a date (none given, no `asOf`); `refused` for an archived plan or
    /// a date before its last event.
    public static func planReset(_ request: PlanResetRequest, policy: Policy) throws(EvaluationError)
        -> PlanResetResult
    {
        let document = request.source.document
        let date = try EventDate(request.date, document: document, command: "plan reset")
        guard let plan = document.plan else {
            throw .invalidDocument([DocumentRequirements.missing("plan", "plan reset needs a plan")])
        }
        // The person's screen now (at the trend weight as of the reset day): the statement must not
        // call a person eligible whom the screen now routes to manual targets.
        let manualOnlyNow =
            document.person.map {
                SafetyNow(
                    person: $0, dayLog: document.dayLog, asOf: min(date.date, document.dayLog.asOf ?? date.date),
                    screen: document.safetyScreen, planEligibility: nil, absentScreen: .notAPass, policy: policy
                ).eligibility.status == .manualOnly
            } ?? false
        let kept = PlanLifecycle.Kept(
            dayLog: document.dayLog, plan: plan, manualOnlyNow: manualOnlyNow,
            floorKcalPerDay: document.person.map { policy.target.intakeFloorKcalPerDay($0.equationSex) })
        guard request.confirm else {
            let details: [String]
            do { details = try PlanLifecycle.resetStatement(plan, date: date.date, kept: kept) } catch {
                throw .refused(error)
            }
            return .stated(
                PlanResetPreview(date: date.date, details: details, statement: date.statement.map { [$0] } ?? []))
        }
        let updated: Plan
        do { updated = try PlanLifecycle.reset(plan, date: date.date, kept: kept) } catch { throw .refused(error) }
        let details = updated.history.last?.details ?? []
        return .reset(
            try PlanChange(
                updated, in: request.source, date: date,
                lines: ["plan reset on \(date.date):"] + details.map { "  " + $0 }))
    }
}
