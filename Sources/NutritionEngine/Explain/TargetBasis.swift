/// What a first target starts from, as `recommend` shows it and `plan new` states it: the
/// maintenance figure (learned from the logged days, or the equations and why) with its 95 %
/// interval, and the current weight.
public struct TargetBasis: Sendable, Equatable {
    /// The maintenance figure the target starts from (`CurrentMaintenance.decide`).
    public var maintenance: CurrentMaintenance
    /// The weight the target is computed at.
    public var weight: CurrentWeight

    /// The basis of `recommendation`'s target; nil when it has none (manual-only, or a refused destination).
    init?(_ recommendation: Recommendation) {
        guard recommendation.eligibility.status == .eligible, let figure = recommendation.maintenance else {
            return nil
        }
        maintenance = figure
        weight = recommendation.currentWeight
    }

    /// The basis in words (lower case, no final stop): "starting maintenance … kcal/day (95 % …-…),
    /// learned from the logged days …; current weight … kg, the weight trend on …".
    public var statement: String {
        let n = OutputText.self
        let range = maintenance.interval95KcalPerDay
        var text =
            "starting maintenance \(n.kcal(maintenance.kcalPerDay)) kcal/day "
            + "(95 % \(n.kcal(range.lowerBound))-\(n.kcal(range.upperBound)))"
        if maintenance.source == .learned, let evidence = maintenance.assessment?.evidence {
            text += ", learned from the logged days \(evidence.historyStartDate ?? "")..\(evidence.windowEndDate ?? "")"
        } else if let consulted = maintenance.holdingAssessment, consulted.estimate.status == .estimated {
            let window = consulted.evidence
            text +=
                " from the NASEM 2023 equations (no logged day in the evidence window "
                + "\(window.windowStartDate ?? "")..\(window.windowEndDate ?? ""))"
        } else if let holding = maintenance.holdingAssessment?.estimate {
            text +=
                " from the NASEM 2023 equations: the logged days' estimate is holding "
                + "(\(holding.holdingReasons.map(\.message).joined(separator: "; ")))"
        } else {
            text += " from the NASEM 2023 equations (no logged days)"
        }
        switch weight.source {
        case .trend:
            text +=
                "; current weight \(n.kg(weight.weightKg)) kg, the weight trend on "
                + "\(weight.trendDate?.description ?? "")"
        case .profile: text += "; current weight \(n.kg(weight.weightKg)) kg, the profile weight (no weigh-ins)"
        }
        return text
    }

    /// The `basis` member: the statement's figures, typed.
    var json: JSONValue {
        let learned = maintenance.source == .learned ? maintenance.assessment?.evidence : nil
        return .object([
            "maintenance": .object([
                "source": .string(maintenance.source.name(in: .initialTarget)),
                "kcalPerDay": .kcal(maintenance.kcalPerDay),
                "interval95": .object([
                    "low": .kcal(maintenance.interval95KcalPerDay.lowerBound),
                    "high": .kcal(maintenance.interval95KcalPerDay.upperBound),
                ]),
                "asOf": .string(maintenance.asOf?.description),
                "windowStartDate": .string(learned?.windowStartDate),
                "windowEndDate": .string(learned?.windowEndDate),
                "holdingReasonCodes": .array(
                    (maintenance.holdingAssessment?.estimate.holdingReasons ?? []).map { .string($0.code.rawValue) }),
            ]),
            "weight": .object([
                "kg": .kg(weight.weightKg), "source": .string(weight.source.rawValue),
                "trendDate": .string(weight.trendDate?.description),
            ]),
            "statement": .string(statement),
        ])
    }
}
