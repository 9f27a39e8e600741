/// Builds the `maintenance` command's output, and the `maintenance` member other documents
/// (check-in, project) carry, from a `MaintenanceEstimate`.
public enum MaintenanceReport {
    /// The `maintenance` command's output: the estimate as of the ledger's last day, the NASEM 2023
    /// prior it was weighed against, and the reset it learns from (null when none).
    public static func command(_ assessment: MaintenanceAssessment, resetDate: CalendarDate?, policy: Policy)
        -> JSONValue
    {
        ReportEnvelope.json(
            command: "maintenance", policy: policy,
            [
                "asOf": .string(assessment.ledger.asOf.description),
                "maintenance": assessment.json,
                "equationPrior": EstimateReport.nasemJSON(assessment.equations, policy: policy.estimate),
                "resetDate": .string(resetDate?.description),
            ])
    }

    /// The `maintenance` object: status, estimate, interval, confidence and the evidence behind them.
    public static func json(_ estimate: MaintenanceEstimate, policy: MaintenancePolicy) -> JSONValue {
        let rate: JSONValue =
            estimate.rate.map { rate in
                .object([
                    "kgPerWeek": .number((7 * rate.kgPerDay).roundedTo(0.001)),
                    "standardErrorKgPerWeek": .number((7 * rate.standardErrorKgPerDay).roundedTo(0.001)),
                    "method":
                        "robust line on raw daily weigh-ins (one-day spike screen, Huber M-estimate); AR(1)-aware standard error",
                    "noiseStandardDeviationKg": .number(rate.noiseStandardDeviationKg.roundedTo(0.001)),
                    "ownAutocorrelation": rate.ownAutocorrelation.map { .number($0.roundedTo(0.001)) } ?? .null,
                    "autocorrelationUsed": .number(rate.autocorrelationUsed.roundedTo(0.001)),
                    "replacedSpikes": .number(Double(rate.replacedSpikes)),
                ])
            } ?? .null
        let densityReason: String =
            switch estimate.energyDensityRule {
            case .forbesPartition:
                "Forbes partition from fat mass \(OutputText.fixed(estimate.fatMassKg, 1)) kg\(estimate.bodyComposition.map { " (\($0.label))" } ?? ""), moving with the smoothed weight over the history: share of a weight change that is fat = FM/(FM + 10.4); 7,700 kcal/kg fits only people with about 40 kg of fat and overstates the energy in a leaner person's weight change (Hall 2008)"
            case .fixed: "fixed figure from the policy (3,500 kcal/lb)"
            }
        let filter: JSONValue =
            estimate.stateSpace.map { r in
                .object([
                    "method":
                        "whole-history state-space filter (METHOD.md section 4): tissue weight, maintenance (random walk), pre-log maintenance, AR(1) scale noise; ECF and glycogen water from the logged intake; bank over scale noise sigma x phi weighted by the weigh-ins' likelihood",
                    "historyDays": .number(Double(r.historyDays)),
                    "targetDays": .number(Double(r.targetDays)),
                    "candidateIntakeDays": .number(Double(r.candidateDays)),
                    "expectedUnflaggedPartialDays": .number(r.expectedPartialDays.roundedTo(0.01)),
                    "weighIns": .number(Double(r.weighIns)),
                    "weighInSpanDays": .number(Double(r.weighInSpanDays)),
                    "gatedWeighIns": .number(Double(r.gatedWeighIns)),
                    "noiseStandardDeviationKg": .number(r.noiseStandardDeviationKg.roundedTo(0.001)),
                    "noiseAutocorrelation": .number(r.noiseAutocorrelation.roundedTo(0.001)),
                    "meanInputIntakeKcalPerDay": .kcal(r.meanInputIntakeKcalPerDay),
                    "priorKcalPerDay": .kcal(r.priorKcalPerDay),
                    "priorStandardDeviationKcalPerDay": .kcal(r.priorStandardDeviationKcalPerDay),
                ])
            } ?? .null
        let composition: JSONValue =
            estimate.bodyComposition.map { c in
                .object([
                    "source": .string(c.source.rawValue),
                    "label": .string(c.label),
                    "bodyFatPercent": .number(c.bodyFatPercent.roundedTo(0.1)),
                    "fatMassKg": .number(c.fatMassKg.roundedTo(0.1)),
                    "method": c.method.map { .string($0.rawValue) } ?? .null,
                    "date": c.date.map { .string($0.description) } ?? .null,
                ])
            } ?? .null
        return .object([
            "status": .string(estimate.status.rawValue),
            "holdingReasons": .array(
                estimate.holdingReasons.map { .object(["code": .string($0.code), "message": .string($0.message)]) }),
            "kcalPerDay": .kcal(estimate.kcalPerDay),
            "standardErrorKcalPerDay": .kcal(estimate.standardErrorKcalPerDay),
            "interval95": .object([
                "low": .kcal(estimate.interval95LowKcalPerDay), "high": .kcal(estimate.interval95HighKcalPerDay),
                "unit": "kcal/day",
            ]),
            "confidence": .string(estimate.confidence.rawValue),
            "confidenceReasons": .array(estimate.confidenceReasons.map { .string($0) }),
            "loggingLooksIncomplete": .bool(estimate.loggingLooksIncomplete),
            "notes": .array(estimate.notes.map { .string($0) }),
            "algorithmVersion": .string(EngineVersion.algorithm),
            "evidence": .object([
                "windowDays": .number(Double(estimate.windowDays)),
                "windowStartDate": estimate.windowStartDate.map { .string($0) } ?? .null,
                "windowEndDate": estimate.windowEndDate.map { .string($0) } ?? .null,
                "excludedDaysByReason": .object(
                    JSONObject(estimate.excludedDaysByReason.mapValues { .number(Double($0)) })),
                "suspectDays": .number(Double(estimate.suspectDays)),
                "loggedDays": .number(Double(estimate.loggedDays)),
                "untrackedDays": .number(Double(estimate.untrackedDays)),
                "evidenceDays": .number(Double(estimate.evidenceDays)),
                "coveragePercent": .percent(estimate.coveragePercent),
                "weighInDays": .number(Double(estimate.weighInDays)),
                "weighInSpanDays": .number(Double(estimate.weighInSpanDays)),
                "daysSinceLastWeighIn": estimate.daysSinceLastWeighIn.map { .number(Double($0)) } ?? .null,
                "meanEvidenceIntakeKcalPerDay": .kcal(estimate.meanEvidenceIntakeKcalPerDay),
                "meanIntakeStandardErrorKcalPerDay": .kcal(estimate.meanIntakeStandardErrorKcalPerDay),
                "weightRate": rate,
                "energyDensityKcalPerKg": .kcal(estimate.energyDensityKcalPerKg),
                "energyDensityRule": .string(estimate.energyDensityRule.rawValue),
                "energyDensityReason": .string(densityReason),
                "dataKcalPerDay": .kcal(estimate.dataKcalPerDay),
                "dataStandardErrorKcalPerDay": .kcal(estimate.dataStandardErrorKcalPerDay),
                "priorKcalPerDay": .kcal(estimate.prior.kcalPerDay),
                "priorStandardDeviationKcalPerDay": .kcal(estimate.prior.standardDeviationKcalPerDay),
                "restingKcalPerDay": .kcal(estimate.prior.restingKcalPerDay),
                "priorWeight": .number(estimate.priorWeight.roundedTo(0.001)),
                "dataWeight": .number(estimate.dataWeight.roundedTo(0.001)),
                "stateSpace": filter,
                "bodyComposition": composition,
            ]),
        ])
    }
}
