/// What `days` found: every calendar day judged, the review list and, when asked, one week's
/// roll-up. Its JSON document and its page are both built from these typed values.
///
/// For a manual-only person the maintenance reference and each day's figures against it are not
/// held (`Reference.withheld`, the days' percent and recent-intake reference removed), so no
/// renderer can show them; the rules still ran, so the review list is the same.
public struct DaysReport: Sendable, Equatable {
    /// The figure the suspect-intake screen compared each day's intake with, as the report shows it.
    public enum Reference: Sendable, Equatable {
        /// The screen ran against this figure.
        case applied(MaintenanceReference)
        /// There is no figure (no person, or one outside the adult equations' domain), with the reason.
        case unavailable(reason: String?)
        /// The person is manual-only: the screen ran, its figure is not shown; the gate's statement says why.
        case withheld(statement: String)
    }

    /// The judged days (for a withheld reference, without the figures compared with it) and the review list.
    public var ledger: DayLedger
    /// The screen's reference.
    public var reference: Reference
    /// The IANA time zone of the days, when the document gives one.
    public var timeZone: String?
    /// Local hour a logging day begins.
    public var dayStartsAtHour: Int
    /// Where the days came from (`days` or `records`).
    public var dayOrigin: DayLog.Origin
    /// Records counted once because they exactly repeated another.
    public var duplicateRecordsIgnored: Int
    /// The week's roll-up, when asked for.
    public var week: WeekSummary?
    /// The week asked for, when one was.
    public var weekChoice: WeekChoice?
    /// The policy in force (echoed whole in the JSON).
    public var policy: Policy
    /// The document's warnings.
    public var warnings: [InputWarning]
    /// The food totals with coverage (issue 23), nil when no day lists foods or meal groups (a
    /// document without foods answers as before).
    public var foods: DaysFoods?

    /// The report of `ledger` (built from `log`) with `week`, under `policy`. The screen's reference
    /// is the ledger's figure (nil with `unavailableReason`), withheld with the figures compared with
    /// it when `gate` (the person's gate now; nil without a person) is closed.
    package init(
        ledger: DayLedger, log: DayLog, week: WeekSummary?, weekChoice: WeekChoice? = nil,
        unavailableReason: String?, gate: AutomationGate?, policy: Policy, warnings: [InputWarning] = []
    ) {
        var ledger = ledger
        if let gate, !gate.allowsAutomatedNumbers {
            reference = .withheld(statement: gate.statement)
            ledger.maintenance = nil
            for index in ledger.days.indices {
                ledger.days[index].intakePercentOfMaintenance = nil
                ledger.days[index].recentIntakeReferenceKcal = nil
            }
        } else if let figure = ledger.maintenance {
            reference = .applied(figure)
        } else {
            reference = .unavailable(reason: unavailableReason)
        }
        // A suspect intake of a manual-only person asks to confirm the log; it never names the
        // estimate it was screened against.
        ledger.reviewList = ledger.reviewList.map { $0.shown(under: gate) }
        self.ledger = ledger
        timeZone = log.timeZoneIdentifier
        dayStartsAtHour = log.dayStartsAtHour
        dayOrigin = log.origin
        duplicateRecordsIgnored = log.duplicateRecordCount
        self.week = week
        self.weekChoice = weekChoice
        self.policy = policy
        self.warnings = warnings
        foods = DaysFoods(ledger: ledger, weekOf: weekChoice?.start, weekStart: weekChoice?.weekStart ?? .monday)
    }

    /// The line stated on standard error when the week asked for does not start on its first day.
    public var weekStatement: String? { weekChoice?.statement(command: "days") }

    /// The report's notes: days not judged, and how days were built from records.
    public var notes: [String] {
        var notes: [String] = []
        if !ledger.listedDaysNotJudged.isEmpty {
            notes.append(
                "days on or after asOf (\(ledger.listedDaysNotJudged.map(\.description).joined(separator: ", "))) "
                    + "are in progress or later and are not judged")
        }
        if dayOrigin == .records {
            notes.append(
                "days were built from records: intake summed per local day, the first weigh-in of each day used, "
                    + "exact duplicate records counted once")
        }
        return notes
    }

    /// The order the review list is in, in words.
    static let reviewOrder =
        "suspect intakes first, then days far below the person's own recent intake or (with a plan) the target in "
        + "force that day, days whose completeness is unknown and unchecked, reopened reviews, outlier weigh-ins, "
        + "incomplete logs; within each kind the most recent day first"

    /// The screen's reference as the JSON says it (the exclusion by its code).
    var referenceNote: String? { referenceNote(exclusion: ExclusionReason.plausibilityNotChecked.rawValue) }

    /// The screen's reference, the exclusion of unknown days written as `exclusion` (its code in the
    /// JSON, its words on the page).
    func referenceNote(exclusion: String) -> String? {
        switch reference {
        case .applied: nil
        case .unavailable(let reason):
            (reason ?? "no maintenance estimate")
                + "; days declared complete are evidence unchecked, days of unknown completeness are excluded "
                + "(\(exclusion))"
        case .withheld(let statement):
            statement + " The suspect-intake rules still run; their references are not shown."
        }
    }

    /// The output document, numbers rounded to their documented precision.
    public var json: JSONValue {
        let counts = ledger.exclusionCounts
        var result: JSONObject = [
            "asOf": .string(ledger.asOf.description),
            "asOfSource": .string(ledger.asOfSource.rawValue),
            "timeZone": .string(timeZone),
            "dayStartsAtHour": .number(Double(dayStartsAtHour)),
            "dayOrigin": .string(dayOrigin.rawValue),
            "duplicateRecordsIgnored": .number(Double(duplicateRecordsIgnored)),
            "maintenanceReference": referenceJSON,
            "summary": .object([
                "firstDay": .string(ledger.days.first?.date.description),
                "lastDay": .string(ledger.days.last?.date.description),
                "calendarDays": .number(Double(ledger.days.count)),
                "listedDays": .number(Double(listedDays)),
                "evidenceDays": .number(Double(ledger.evidenceDays.count)),
                "excludedDaysByReason": .object(
                    JSONObject(
                        Dictionary(
                            uniqueKeysWithValues: ExclusionReason.allCases.map {
                                ($0.rawValue, JSONValue.number(Double(counts[$0] ?? 0)))
                            }))),
                "weighInDays": .number(Double(weighInDays)),
                "weightOutliers": .number(Double(weightOutliers)),
            ]),
            "days": .array(ledger.days.map(Self.dayJSON)),
            "review": .array(
                ledger.reviewList.map {
                    .object([
                        "date": .string($0.date.description), "action": .string($0.action.rawValue),
                        "message": .string($0.message),
                    ])
                }),
            "reviewOrder": .string(Self.reviewOrder),
            "week": week.map(Self.weekJSON) ?? .null,
            "notes": .array(notes.map { .string($0) }),
        ]
        // Food totals with coverage (issue 23), only for documents that log foods.
        if let foods { result["foods"] = FoodTotalsReport.daysJSON(foods) }
        return InputWarning.json(ReportEnvelope.json(command: "days", policy: policy, result), warnings)
    }

    /// Days with a log entry.
    var listedDays: Int { ledger.days.filter { $0.logged != nil }.count }
    /// Days with a weigh-in.
    var weighInDays: Int { ledger.days.filter { $0.weightStatus != nil }.count }
    /// Weigh-ins left out of the trend.
    var weightOutliers: Int { ledger.days.filter { $0.weightStatus != nil && $0.weightStatus != .used }.count }

    var referenceJSON: JSONValue {
        switch reference {
        case .applied(let figure):
            .object([
                "kcalPerDay": .kcal(figure.kcalPerDay), "source": .string(figure.source.name(in: .days)),
                "plausibilityCheck": "applied", "note": .null,
            ])
        case .unavailable:
            .object([
                "kcalPerDay": .null, "source": .null, "plausibilityCheck": "notApplied",
                "note": .string(referenceNote),
            ])
        case .withheld:
            .object([
                "kcalPerDay": .null, "source": .null, "plausibilityCheck": "applied", "note": .string(referenceNote),
            ])
        }
    }

    /// The note beside a day weighed more than once.
    static func weighInNote(_ day: LedgerDay) -> String? {
        guard let logged = day.logged, logged.weighInCount > 1 else { return nil }
        return "\(logged.weighInCount) different weigh-ins on this day; the first of the day is used"
    }

    static func dayJSON(_ day: LedgerDay) -> JSONValue {
        let logged = day.logged
        return .object([
            "date": .string(day.date.description),
            "listed": .bool(logged != nil),
            "intakeCompleteness": .string(logged?.intakeCompleteness.rawValue),
            "reviewStatus": .string(logged?.reviewStatus.rawValue),
            "intakeKcal": .kcal(logged?.intakeKcal),
            "proteinG": logged?.proteinG.map { .number($0.roundedTo(0.1)) } ?? .null,
            "assessment": .string(day.intakeAssessment.rawValue),
            "intakePercentOfMaintenance": day.intakePercentOfMaintenance.map { .percent($0) } ?? .null,
            "recentIntakeReferenceKcal": .kcal(day.recentIntakeReferenceKcal),
            "evidence": .bool(day.isEvidence),
            "reason": .string(day.exclusion?.rawValue),
            "confirmedByReview": .bool(day.confirmedByReview),
            "weightKg": logged?.weightKg.map { .kg($0) } ?? .null,
            "weightStatus": .string(day.weightStatus?.rawValue),
            "weightReferenceKg": day.weightReferenceKg.map { .kg($0) } ?? .null,
            "weighIns": logged.map { .number(Double($0.weighInCount)) } ?? .null,
            "weighInNote": .string(weighInNote(day)),
            "trendKg": day.trendKg.map { .kg($0) } ?? .null,
        ])
    }

    /// The words for a week's figure without data.
    static let noData = "no data"

    /// Why a week has no data, nil when it has some.
    static func weekNote(_ week: WeekSummary) -> String? {
        guard !week.hasData else { return nil }
        return week.daysEnded == 0
            ? "no data: the week has not started before asOf" : "no data: nothing was logged this week"
    }

    /// What the weeks' coverage means.
    static let coverageMeans =
        "days with data out of the week's days before asOf; missing days are never counted as zero"

    /// The weekly roll-up with coverage per figure (also the check-in snapshot).
    static func weekJSON(_ week: WeekSummary) -> JSONValue {
        func coverage(_ c: WeekSummary.Coverage) -> JSONValue {
            .object([
                "days": .number(Double(c.days)), "of": .number(Double(c.of)),
                "percent": c.of == 0 ? .null : .percent(100 * Double(c.days) / Double(c.of)),
            ])
        }
        func note(_ c: WeekSummary.Coverage) -> JSONValue { c.days == 0 ? .string(noData) : .null }
        let mix = JSONValue.object(JSONObject(week.trainingTypeMix.mapValues { .number(Double($0)) }))
        return .object([
            "start": .string(week.start.description),
            "end": .string(week.end.description),
            "weekStartsOn": .string(week.weekStart.rawValue),
            "daysEnded": .number(Double(week.daysEnded)),
            "coverageMeans": .string(coverageMeans),
            "status": week.hasData ? "data" : "noData",
            "note": .string(weekNote(week)),
            "weight": .object([
                "meanWeighInKg": week.meanWeighInKg.map { .kg($0) } ?? .null,
                "meanTrendKg": week.meanTrendKg.map { .kg($0) } ?? .null,
                "coverage": coverage(week.weightCoverage),
                "outliersExcluded": .number(Double(week.weightOutliersExcluded)),
                "note": note(week.weightCoverage),
            ]),
            "intake": .object([
                "meanKcalPerEvidenceDay": .kcal(week.meanIntakeKcalPerEvidenceDay),
                "coverage": coverage(week.intakeCoverage), "note": note(week.intakeCoverage),
            ]),
            "protein": .object([
                "meanGPerEvidenceDay": week.meanProteinGPerEvidenceDay.map { .number($0.roundedTo(0.1)) } ?? .null,
                "coverage": coverage(week.proteinCoverage), "note": note(week.proteinCoverage),
            ]),
            "steps": .object([
                "meanPerDayWithSteps": week.meanStepsPerDayWithSteps.map { .number($0.roundedTo(1)) } ?? .null,
                "coverage": coverage(week.stepsCoverage), "note": note(week.stepsCoverage),
            ]),
            "alcohol": .object([
                "totalGOverCoveredDays": week.totalAlcoholG.map { .number($0.roundedTo(0.1)) } ?? .null,
                "coverage": coverage(week.alcoholCoverage), "note": note(week.alcoholCoverage),
            ]),
            "training": .object([
                "totalMinutesOverCoveredDays": week.totalTrainingMinutes.map { .number($0.roundedTo(1)) } ?? .null,
                "minutesCoverage": coverage(week.trainingMinutesCoverage),
                "sessions": week.trainingSessions.map { .number(Double($0)) } ?? .null,
                "typeMix": week.trainingTypesCoverage.days == 0 ? .null : mix,
                "typesCoverage": coverage(week.trainingTypesCoverage),
                "note": week.trainingMinutesCoverage.days == 0 && week.trainingTypesCoverage.days == 0
                    ? .string(noData) : .null,
            ]),
        ])
    }
}

extension DaysReport: CommandReport {
    /// JSON or Markdown.
    public static var formats: [OutputFormat] { [.json, .markdown] }
}
