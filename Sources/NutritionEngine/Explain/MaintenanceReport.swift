/// What `maintenance` found for an eligible person: the assessment as of the ledger's last day, the
/// reset it learns from, and the policy that shaped it. Its JSON document and its page
/// (`MaintenanceMarkdown.swift`) are both built from these typed values.
public struct MaintenanceReport: Sendable, Equatable {
    /// The ledger, the window's evidence and the estimate.
    public var assessment: MaintenanceAssessment
    /// The plan's last algorithm reset the estimate learns from (nil when none).
    public var resetDate: CalendarDate?
    /// The policy in force (echoed whole in the JSON).
    public var policy: Policy
    /// The document's warnings.
    public var warnings: [InputWarning]

    /// The report of `assessment` learning from `resetDate` under `policy`, with the document's `warnings`.
    public init(
        _ assessment: MaintenanceAssessment, resetDate: CalendarDate?, policy: Policy, warnings: [InputWarning] = []
    ) {
        self.assessment = assessment
        self.resetDate = resetDate
        self.policy = policy
        self.warnings = warnings
    }

    /// The output document: the estimate as of the ledger's last day, the NASEM 2023 prior it was
    /// weighed against, and the reset it learns from (null when none).
    public var json: JSONValue {
        InputWarning.json(
            ReportEnvelope.json(
                command: "maintenance", policy: policy,
                [
                    "asOf": .string(assessment.ledger.asOf.description),
                    "maintenance": assessment.json,
                    "equationPrior": EstimateReport.nasemJSON(assessment.equations, policy: policy.estimate),
                    "resetDate": .string(resetDate?.description),
                ]), warnings)
    }
}

extension MaintenanceAssessment {
    /// The `maintenance` object every document with a learned estimate carries (`maintenance`,
    /// `check-in`): status, estimate, interval, confidence and the window's evidence beside them.
    public var json: JSONValue {
        let estimate = self.estimate
        let evidence = self.evidence
        return .object([
            "status": .string(estimate.status.rawValue),
            "holdingReasons": .array(
                estimate.holdingReasons.map {
                    .object(["code": .string($0.code.rawValue), "message": .string($0.message)])
                }),
            "kcalPerDay": .kcal(estimate.kcalPerDay),
            "standardErrorKcalPerDay": .kcal(estimate.standardErrorKcalPerDay),
            "interval95": .object([
                "low": .kcal(estimate.interval95LowKcalPerDay), "high": .kcal(estimate.interval95HighKcalPerDay),
                "unit": "kcal/day",
            ]),
            "confidence": .string(estimate.confidence.rawValue),
            "confidenceReasons": .array(estimate.confidenceReasons.map { .string($0.sentence) }),
            "loggingLooksIncomplete": .bool(evidence.loggingLooksIncomplete),
            "notes": .array(notes.map { .string($0) }),
            "algorithmVersion": .string(EngineVersion.algorithm),
            "evidence": .object([
                "windowDays": .number(Double(evidence.windowDays)),
                "windowStartDate": .string(evidence.windowStartDate),
                "windowEndDate": .string(evidence.windowEndDate),
                "excludedDaysByReason": .object(
                    JSONObject(evidence.excludedDaysByReason.mapValues { .number(Double($0)) })),
                "suspectDays": .number(Double(evidence.suspectDays)),
                "loggedDays": .number(Double(evidence.loggedDays)),
                "untrackedDays": .number(Double(evidence.untrackedDays)),
                "evidenceDays": .number(Double(evidence.evidenceDays)),
                "coveragePercent": .percent(evidence.coveragePercent),
                "weighInDays": .number(Double(evidence.weighInDays)),
                "weighInSpanDays": .number(Double(evidence.weighInSpanDays)),
                "daysSinceLastWeighIn": .number(evidence.daysSinceLastWeighIn.map(Double.init)),
                "meanEvidenceIntakeKcalPerDay": .kcal(evidence.meanEvidenceIntakeKcalPerDay),
                "meanIntakeStandardErrorKcalPerDay": .kcal(evidence.meanIntakeStandardErrorKcalPerDay),
                "weightRate": evidence.rate.map(Self.rateJSON) ?? .null,
                "energyDensityKcalPerKg": .kcal(estimate.energyDensityKcalPerKg),
                "energyDensityRule": .string(policy.energyDensity.rawValue),
                "energyDensityReason": .string(energyDensityReason),
                "dataKcalPerDay": .kcal(evidence.dataKcalPerDay),
                "dataStandardErrorKcalPerDay": .kcal(evidence.dataStandardErrorKcalPerDay),
                "priorKcalPerDay": .kcal(equations.nasemKcalPerDay),
                "priorStandardDeviationKcalPerDay": .kcal(equations.nasemStandardErrorKcalPerDay),
                "restingKcalPerDay": .kcal(equations.mifflinRestingKcalPerDay),
                "priorWeight": .number(estimate.priorWeight.roundedTo(0.001)),
                "dataWeight": .number(estimate.dataWeight.roundedTo(0.001)),
                "stateSpace": estimate.stateSpace.map(Self.filterJSON) ?? .null,
                "bodyComposition": Self.compositionJSON(estimate.bodyComposition),
            ]),
        ])
    }

    /// The sentences for the person: the window's logging signals, then the estimate's own.
    var notes: [String] { evidence.loggingSignals.map(\.note) + [estimate.note].compactMap { $0 } }

    /// Why the energy density is what it is.
    var energyDensityReason: String {
        switch policy.energyDensity {
        case .forbesPartition:
            let composition = estimate.bodyComposition
            let fatMass = "Forbes partition from fat mass \(OutputText.fixed(composition.fatMassKg, 1)) kg"
            return "\(fatMass) (\(composition.label)), moving with the smoothed weight over the history: share of "
                + "a weight change that is fat = FM/(FM + 10.4); 7,700 kcal/kg fits only people with about 40 kg of "
                + "fat and overstates the energy in a leaner person's weight change (Hall 2008)"
        case .fixed: return "fixed figure from the policy (3,500 kcal/lb)"
        }
    }

    /// The method behind `weightRate`.
    static let rateMethod =
        "robust line on raw daily weigh-ins (one-day spike screen, Huber M-estimate); AR(1)-aware standard error"

    static func rateJSON(_ rate: RobustWeightRate) -> JSONValue {
        .object([
            "kgPerWeek": .number((7 * rate.kgPerDay).roundedTo(0.001)),
            "standardErrorKgPerWeek": .number((7 * rate.standardErrorKgPerDay).roundedTo(0.001)),
            "method": .string(rateMethod),
            "noiseStandardDeviationKg": .number(rate.noiseStandardDeviationKg.roundedTo(0.001)),
            "ownAutocorrelation": .number(rate.ownAutocorrelation.map { $0.roundedTo(0.001) }),
            "autocorrelationUsed": .number(rate.autocorrelationUsed.roundedTo(0.001)),
            "replacedSpikes": .number(Double(rate.replacedSpikes)),
        ])
    }

    /// The method behind `stateSpace`.
    static let filterMethod =
        "whole-history state-space filter (METHOD.md section 4): tissue weight, maintenance (random walk), "
        + "pre-log maintenance, AR(1) scale noise; ECF and glycogen water from the logged intake; bank over "
        + "scale noise sigma x phi weighted by the weigh-ins' likelihood"

    static func filterJSON(_ r: StateSpaceMaintenance.Result) -> JSONValue {
        .object([
            "method": .string(filterMethod),
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
    }

    static func compositionJSON(_ c: BodyComposition) -> JSONValue {
        .object([
            "source": .string(c.source.rawValue),
            "label": .string(c.label),
            "bodyFatPercent": .number(c.bodyFatPercent.roundedTo(0.1)),
            "fatMassKg": .number(c.fatMassKg.roundedTo(0.1)),
            "method": .string(c.method?.rawValue),
            "date": .string(c.date?.description),
        ])
    }
}
