/// The days a pattern search read: the evaluation day and the ledger's span.
public struct PatternPeriod: Sendable, Equatable {
    /// The evaluation day (in progress, not read).
    public var asOf: CalendarDate
    /// The first day read (nil without days before `asOf`).
    public var firstDay: CalendarDate?
    /// The last day read (nil without days before `asOf`).
    public var lastDay: CalendarDate?
    /// Days read, gaps included.
    public var days: Int
    /// Whole Monday-to-Sunday weeks among them.
    public var weeks: Int

    /// The period of `ledger`.
    init(_ ledger: DayLedger) {
        self.init(
            asOf: ledger.asOf, firstDay: ledger.days.first?.date, lastDay: ledger.days.last?.date,
            days: ledger.days.count, weeks: WeekOutcomeCandidates.weekStarts(ledger).count)
    }

    init(asOf: CalendarDate, firstDay: CalendarDate?, lastDay: CalendarDate?, days: Int, weeks: Int) {
        self.asOf = asOf
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.days = days
        self.weeks = weeks
    }

    var json: JSONValue {
        .object([
            "asOf": .string(asOf.description), "firstDay": .string(firstDay?.description),
            "lastDay": .string(lastDay?.description), "days": .number(Double(days)), "weeks": .number(Double(weeks)),
        ])
    }

    /// "Days 2026-01-05 to 2026-04-26 (112 days, 16 whole weeks), as of 2026-04-27."
    var sentence: String {
        guard let firstDay, let lastDay else { return "No days before \(asOf) to read." }
        return
            "Days \(firstDay) to \(lastDay) (\(days) days, \(weeks) whole \(weeks == 1 ? "week" : "weeks")), as of \(asOf)."
    }
}

/// What `patterns` found for a person who may be given automated numbers: every candidate of
/// every family, tested or not, and the patterns that pass.
public struct PatternsReport: Sendable, Equatable {
    /// The days read.
    public var period: PatternPeriod
    /// The search.
    public var search: PatternSearch
    /// The maintenance the week balance was read against, kcal/day.
    public var maintenanceKcalPerDay: Double
    /// Where that maintenance came from.
    public var maintenanceSource: CurrentMaintenance.Source
    /// Energy per kg of weight change in the week balance, kcal/kg.
    public var energyDensityKcalPerKg: Double
    /// The policy in force (echoed whole).
    public var policy: Policy
    /// The document's warnings.
    public var warnings: [InputWarning]

    /// The search over every family of `basis` under `policy`.
    package init(
        basis: OutcomeBasis, maintenanceSource: CurrentMaintenance.Source, policy: Policy, warnings: [InputWarning]
    ) {
        let candidates =
            LoggingCandidates.candidates(LoggingDay.days(of: basis.ledger, policy: policy.patterns))
            + DayOutcomeCandidates.candidates(basis, policy: policy.patterns)
            + WeekOutcomeCandidates.candidates(basis, policy: policy.patterns)
        period = PatternPeriod(basis.ledger)
        search = PatternSearch(candidates, policy: policy.patterns)
        maintenanceKcalPerDay = basis.maintenanceKcalPerDay
        self.maintenanceSource = maintenanceSource
        energyDensityKcalPerKg = basis.energyDensityKcalPerKg
        self.policy = policy
        self.warnings = warnings
    }

    /// The output document.
    public var json: JSONValue {
        var result = PatternsJSON.members(
            search, period: period, families: PatternFamily.allCases, policy: policy.patterns)
        result["balance"] = .object([
            "maintenanceKcalPerDay": .kcal(maintenanceKcalPerDay),
            "maintenanceSource": .string(maintenanceSource.name(in: .projection)),
            "energyDensityKcalPerKg": .kcal(energyDensityKcalPerKg),
        ])
        return InputWarning.json(ReportEnvelope.json(command: "patterns", policy: policy, result), warnings)
    }

    /// The page.
    public var page: ReportPage {
        var page = PageBuilder(title: "Patterns")
        page.paragraph(period.sentence)
        PatternsPage.body(&page, search, families: PatternFamily.allCases, policy: policy.patterns, balance: self)
        page.versions(policyVersion: policy.version, warnings: warnings)
        return page.page
    }
}

/// What `patterns` gives a manual-only person: the logging family alone, searched on the person's
/// own declarations, with the gate's reasons. It is built from `LoggingDay`s, which hold no intake,
/// target or estimate, so no renderer can show an automated number.
public struct ManualOnlyPatternsReport: Sendable, Equatable {
    /// Why automated numbers are withheld.
    public var gate: AutomationGate
    /// The days read.
    public var period: PatternPeriod
    /// The logging search.
    public var search: PatternSearch
    /// The policy's version.
    public var policyVersion: String
    /// The pattern parameters (echoed: they shape no automated number).
    public var patternsPolicy: PatternsPolicy
    /// The document's warnings.
    public var warnings: [InputWarning]

    /// The logging search over `days` (the ledger's, date order) as of `asOf`.
    package init(gate: AutomationGate, days: [LoggingDay], asOf: CalendarDate, policy: Policy, warnings: [InputWarning])
    {
        self.gate = gate
        period = PatternPeriod(
            asOf: asOf, firstDay: days.first?.date, lastDay: days.last?.date, days: days.count,
            weeks: WeekOutcomeCandidates.weekStarts(first: days.first?.date, dayCount: days.count).count)
        search = PatternSearch(LoggingCandidates.candidates(days), policy: policy.patterns)
        policyVersion = policy.version
        patternsPolicy = policy.patterns
        self.warnings = warnings
    }

    /// The output document: the logging search, the gate, the policy's version and pattern parameters.
    public var json: JSONValue {
        var result = PatternsJSON.members(search, period: period, families: [.logging], policy: patternsPolicy)
        result["command"] = "patterns"
        result["algorithmVersion"] = .string(EngineVersion.algorithm)
        result["policy"] = .object(["version": .string(policyVersion), "patterns": patternsPolicy.json])
        result["manualOnly"] = gate.json
        return InputWarning.json(.object(result), warnings)
    }

    /// The page: the gate's statement, then the logging patterns.
    public var page: ReportPage {
        var page = PageBuilder(title: "Patterns")
        page.paragraph(period.sentence)
        page.paragraph(
            gate.statement + " Only logging patterns are looked for: the others compare days with a target or an "
                + "estimate.")
        if !gate.reasonCodes.isEmpty {
            page.paragraph("Reason codes: " + gate.reasonCodes.map { "`\($0)`" }.joined(separator: ", ") + ".")
        }
        PatternsPage.body(&page, search, families: [.logging], policy: patternsPolicy, balance: nil)
        page.versions(policyVersion: policyVersion, warnings: warnings)
        return page.page
    }
}
