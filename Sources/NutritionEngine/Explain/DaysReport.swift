/// Builds the `days` command's output document.
public enum DaysReport {
    /// The output for `ledger` (and `week`, when asked for) under `policy`. When `automation` is
    /// closed (a manual-only person), the maintenance reference and each day's percent of it are
    /// withheld; the suspect rule still runs, so the review list is the same.
    public static func json(
        _ ledger: DayLedger, log: DayLog, week: WeekSummary?, maintenanceUnavailableReason: String?,
        automation: AutomationGate? = nil, foods: DaysFoods? = nil, policy: Policy
    ) -> JSONValue {
        let hidden = automation.map { !$0.allowsAutomatedNumbers } ?? false
        var notes: [JSONValue] = []
        if !ledger.listedDaysNotJudged.isEmpty {
            notes.append(
                .string(
                    "days on or after asOf (\(ledger.listedDaysNotJudged.map(\.description).joined(separator: ", "))) are in progress or later and are not judged"
                ))
        }
        if log.origin == .records {
            notes.append(
                "days were built from records: intake summed per local day, the first weigh-in of each day used, exact duplicate records counted once"
            )
        }
        let counts = ledger.exclusionCounts
        var result: JSONObject = [
            "asOf": .string(ledger.asOf.description),
            "asOfSource": .string(ledger.asOfSource.rawValue),
            "timeZone": .string(log.timeZoneIdentifier),
            "dayStartsAtHour": .number(Double(log.dayStartsAtHour)),
            "dayOrigin": .string(log.origin.rawValue),
            "duplicateRecordsIgnored": .number(Double(log.duplicateRecordCount)),
            "maintenanceReference": hidden
                ? hiddenMaintenanceJSON(automation)
                : maintenanceJSON(ledger.maintenance, reason: maintenanceUnavailableReason),
            "summary": .object([
                "firstDay": .string(ledger.days.first?.date.description),
                "lastDay": .string(ledger.days.last?.date.description),
                "calendarDays": .number(Double(ledger.days.count)),
                "listedDays": .number(Double(ledger.days.filter { $0.logged != nil }.count)),
                "evidenceDays": .number(Double(ledger.evidenceDays.count)),
                "excludedDaysByReason": .object(
                    JSONObject(
                        Dictionary(
                            uniqueKeysWithValues: ExclusionReason.allCases.map {
                                ($0.rawValue, JSONValue.number(Double(counts[$0] ?? 0)))
                            }))),
                "weighInDays": .number(Double(ledger.days.filter { $0.weightStatus != nil }.count)),
                "weightOutliers": .number(
                    Double(ledger.days.filter { $0.weightStatus != nil && $0.weightStatus != .used }.count)),
            ]),
            "days": .array(ledger.days.map { hidden ? withoutMaintenancePercent(dayJSON($0)) : dayJSON($0) }),
            "review": .array(
                ledger.reviewList.map { $0.shown(under: automation) }.map {
                    .object([
                        "date": .string($0.date.description), "action": .string($0.action.rawValue),
                        "message": .string($0.message),
                    ])
                }),
            "reviewOrder":
                "suspect intakes first, then days far below the person's own recent intake or (with a plan) the target in force that day, days whose completeness is unknown and unchecked, reopened reviews, outlier weigh-ins, incomplete logs; within each kind the most recent day first",
            "week": week.map(weekJSON) ?? .null,
            "notes": .array(notes),
        ]
        // Food totals with coverage (issue 23), only for documents that log foods.
        if let foods { result["foods"] = FoodTotalsReport.daysJSON(foods) }
        return ReportEnvelope.json(command: "days", policy: policy, result)
    }

    static func maintenanceJSON(_ reference: MaintenanceReference?, reason: String?) -> JSONValue {
        guard let reference else {
            return .object([
                "kcalPerDay": .null, "source": .null, "plausibilityCheck": "notApplied",
                "note": .string(
                    (reason ?? "no maintenance estimate")
                        + "; days declared complete are evidence unchecked, days of unknown completeness are excluded (plausibilityNotChecked)"
                ),
            ])
        }
        return .object([
            "kcalPerDay": .kcal(reference.kcalPerDay), "source": .string(reference.source.name(in: .days)),
            "plausibilityCheck": "applied", "note": .null,
        ])
    }

    static func hiddenMaintenanceJSON(_ automation: AutomationGate?) -> JSONValue {
        .object([
            "kcalPerDay": .null, "source": .null, "plausibilityCheck": "applied",
            "note": .string(
                (automation?.statement ?? "") + " The suspect-intake rules still run; their references are not shown."),
        ])
    }

    static func withoutMaintenancePercent(_ day: JSONValue) -> JSONValue {
        guard case .object(var members) = day else { return day }
        members["intakePercentOfMaintenance"] = .null
        members["recentIntakeReferenceKcal"] = .null
        return .object(members)
    }

    static func dayJSON(_ day: LedgerDay) -> JSONValue {
        let logged = day.logged
        var weighInNote: JSONValue = .null
        if let logged, logged.weighInCount > 1 {
            weighInNote = .string(
                "\(logged.weighInCount) different weigh-ins on this day; the first of the day is used")
        }
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
            "weighInNote": weighInNote,
            "trendKg": day.trendKg.map { .kg($0) } ?? .null,
        ])
    }

    /// The weekly roll-up with coverage per figure (also the check-in snapshot).
    static func weekJSON(_ week: WeekSummary) -> JSONValue {
        func coverage(_ c: WeekSummary.Coverage) -> JSONValue {
            .object([
                "days": .number(Double(c.days)), "of": .number(Double(c.of)),
                "percent": c.of == 0 ? .null : .percent(100 * Double(c.days) / Double(c.of)),
            ])
        }
        func note(_ c: WeekSummary.Coverage) -> JSONValue { c.days == 0 ? "no data" : .null }
        let mix = JSONValue.object(JSONObject(week.trainingTypeMix.mapValues { .number(Double($0)) }))
        return .object([
            "start": .string(week.start.description),
            "end": .string(week.end.description),
            "weekStartsOn": .string(week.weekStart.rawValue),
            "daysEnded": .number(Double(week.daysEnded)),
            "coverageMeans":
                "days with data out of the week's days before asOf; missing days are never counted as zero",
            "status": week.hasData ? "data" : "noData",
            "note": week.hasData
                ? .null
                : (week.daysEnded == 0
                    ? "no data: the week has not started before asOf" : "no data: nothing was logged this week"),
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
                    ? "no data" : .null,
            ]),
        ])
    }
}
