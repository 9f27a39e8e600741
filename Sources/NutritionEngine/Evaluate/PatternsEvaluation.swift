/// `patterns`: the regularities in a person's own days that pass an exact or permutation test with
/// false-discovery control, and every candidate looked for.
public struct PatternsRequest: Sendable, Equatable {
    /// The document whose days are searched (its person and screen decide the gate, its plan the
    /// targets in force).
    public var document: InputDocument
    /// The evaluation day: only the days before it are read (nil: the document's `asOf`, else the
    /// day after its last listed day). A check-in passes the day after its week.
    public var asOf: CalendarDate?

    /// A request for `document` as of `asOf`.
    public init(document: InputDocument, asOf: CalendarDate? = nil) {
        self.document = document
        self.asOf = asOf
    }
}

/// What `patterns` found: every family searched, or, for a manual-only person, the logging family alone.
public enum PatternsResult: Sendable, Equatable {
    /// Logging patterns and associations with the outcomes the engine measures.
    case patterns(PatternsReport)
    /// The person is manual-only: logging patterns only, nothing that reads a target or an estimate.
    case manualOnly(ManualOnlyPatternsReport)

    /// The search's result, whichever the case.
    public var search: PatternSearch {
        switch self {
        case .patterns(let report): report.search
        case .manualOnly(let report): report.search
        }
    }
}

extension Evaluate {
    /// The pattern search for `request` under `policy`. Throws `invalidDocument` without a person
    /// (the safety screen decides which families may be searched) or without days.
    public static func patterns(_ request: PatternsRequest, policy: Policy) throws(EvaluationError) -> PatternsResult {
        try patterns(request, callerGate: nil, policy: policy)
    }

    /// The same, for a caller with its own gate (the check-in's insight): when `callerGate` is closed
    /// and the document's own gate is open, the person is searched as manual-only under `callerGate`.
    package static func patterns(_ request: PatternsRequest, callerGate: AutomationGate?, policy: Policy)
        throws(EvaluationError) -> PatternsResult
    {
        let document = request.document
        var dayLog = document.dayLog
        if let asOf = request.asOf { dayLog.declaredAsOf = asOf }
        var missing: [ValidationIssue] = []
        if document.person == nil {
            missing.append(
                DocumentRequirements.missing(
                    "person",
                    "patterns needs the person's body data (the safety screen decides which patterns are looked for)"
                ))
        }
        let plainLedger = DayLedger(log: dayLog, maintenance: nil, policy: policy.days)
        if plainLedger == nil {
            missing.append(
                DocumentRequirements.missing("days", "days (or records) are required for the patterns command"))
        }
        guard let person = document.person, let plainLedger else { throw .invalidDocument(missing) }
        let documentGate = SafetyNow(
            person: person, dayLog: dayLog, screen: document.safetyScreen,
            planEligibility: document.plan?.history.first?.eligibility, absentScreen: .notAsked, policy: policy
        ).gate
        // The closed gate wins: a caller's closed gate keeps an eligible document to logging patterns.
        let gate = documentGate.allowsAutomatedNumbers ? (callerGate ?? documentGate) : documentGate
        let warnings = InputWarning.list(for: document, policy: policy)
        guard gate.allowsAutomatedNumbers else {
            return .manualOnly(
                ManualOnlyPatternsReport(
                    gate: gate, days: LoggingDay.days(of: plainLedger, policy: policy.patterns),
                    asOf: plainLedger.asOf, policy: policy, warnings: warnings))
        }
        let current = CurrentMaintenance.decide(for: .latest, person: person, dayLog: dayLog, policy: policy)
        let ledger =
            current?.ledger
            ?? DayLedger(
                log: dayLog, maintenance: MaintenanceReference.equationEstimate(for: person, policy: policy).reference,
                policy: policy.days) ?? plainLedger
        let maintenance =
            current ?? CurrentMaintenance(equations: EnergyEstimate(person: person, policy: policy.estimate))
        let basis = OutcomeBasis(
            ledger: ledger, targets: document.plan.map(TargetsInForce.init(plan:)),
            maintenanceKcalPerDay: maintenance.kcalPerDay,
            energyDensityKcalPerKg: maintenance.energyDensityKcalPerKg ?? policy.target.energyDensityKcalPerKg(person),
            clock: dayLog.timeZoneIdentifier.flatMap {
                LocalDayClock(timeZoneIdentifier: $0, dayStartsAtHour: dayLog.dayStartsAtHour)
            })
        return .patterns(
            PatternsReport(basis: basis, maintenanceSource: maintenance.source, policy: policy, warnings: warnings))
    }
}

extension PatternsResult: CommandReport {
    /// JSON or Markdown.
    public static var formats: [OutputFormat] { [.json, .markdown] }

    /// The output document.
    public var json: JSONValue {
        switch self {
        case .patterns(let report): report.json
        case .manualOnly(let report): report.json
        }
    }

    /// The document's warnings.
    public var warnings: [InputWarning] {
        switch self {
        case .patterns(let report): report.warnings
        case .manualOnly(let report): report.warnings
        }
    }

    /// The page for people.
    public var page: ReportPage {
        switch self {
        case .patterns(let report): report.page
        case .manualOnly(let report): report.page
        }
    }
}
