import Foundation

/// Bayesian maintenance estimate: the equation prior combined with intake and weight evidence.
///
/// prior  M ~ N(P, SEE²)                                   (NASEM 2023 and its per-sex SEE)
/// data   D = Ī − ρ·b,  Var D = Var Ī + ρ²·SE(b)² + (s_ρ·ρ·b)² + m²
/// post   M̂ = (P/SEE² + D/Var D)/(1/SEE² + 1/Var D),  SE = (1/SEE² + 1/Var D)^−½
/// Ī: mean intake of evidence days, Var Ī = s²/n·max(1 − n/N, f) (finite-population correction for
/// unlogged tracked days, floored at f for per-day logging error); b: robust rate (kg/day) with its
/// AR(1)-aware SE; ρ: energy density; s_ρ its relative SD; m: model-error floor. The data weight
/// grows continuously with evidence, so there is no cliff at any day count; gates only set the status.
package enum MaintenanceEstimator {
    /// The estimate for `evidence` given `prior`, under `policy`.
    package static func estimate(
        _ evidence: MaintenanceEvidence, prior: MaintenancePrior, policy: MaintenancePolicy = .standard
    )
        -> MaintenanceEstimate
    {
        let windowDays = policy.windowDays
        let inWindow = evidence.days.filter { (0..<windowDays).contains($0.day) }
        let intakes = inWindow.compactMap(\.intakeKcal)
        let weighIns = uniqueWeighIns(inWindow)
        // Coverage counts from the first tracked day: days marked untracked and days before the log
        // (or before a reset) were never meant to be logged.
        let trackedDays = max(windowDays - evidence.untrackedDays - evidence.daysBeforeHistory, 1)
        let coveragePercent = 100 * Double(intakes.count) / Double(trackedDays)
        let span = weighIns.count >= 2 ? weighIns[weighIns.count - 1].day - weighIns[0].day : 0
        let sinceLast = weighIns.last.map { windowDays - $0.day }

        // Intake evidence.
        var meanIntake: Double?
        var intakeVariance: Double?
        if !intakes.isEmpty {
            let n = Double(intakes.count)
            let mean = intakes.reduce(0, +) / n
            let sampleVariance =
                intakes.count >= 2
                ? intakes.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1) : (0.25 * mean) * (0.25 * mean)
            let unloggedShare = max(1 - n / Double(trackedDays), policy.intakeVarianceFloorFraction)
            meanIntake = mean
            intakeVariance = sampleVariance / n * unloggedShare
        }

        // Weight evidence.
        var fitted = weighIns
        if policy.adjustForIntakeWater {
            var intakeByDay: [Int: Double] = [:]
            for day in inWindow { if let intake = day.intakeKcal { intakeByDay[day.day] = intake } }
            let water = IntakeWaterAdjustment.waterKg(intakeByDay: intakeByDay, windowDays: windowDays)
            fitted = weighIns.map { DayWeight(day: $0.day, weightKg: $0.weightKg - water[$0.day]) }
        }
        let rate = RobustWeightRate.fit(fitted, settings: RobustWeightRate.Settings(policy))
        let energyDensity: Double =
            switch policy.energyDensity {
            case .forbesPartition: EnergyDensity.forbesKcalPerKg(fatMassKg: prior.fatMassKg)
            case .fixed: policy.fixedEnergyDensityKcalPerKg
            }

        var dataMean: Double?
        var dataVariance: Double?
        if let meanIntake, let intakeVariance, let rate {
            let storedKcalPerDay = energyDensity * rate.kgPerDay
            dataMean = meanIntake - storedKcalPerDay
            let rateSD = energyDensity * rate.standardErrorKgPerDay
            let densitySD = policy.energyDensityRelativeStandardDeviation * storedKcalPerDay
            dataVariance =
                intakeVariance + rateSD * rateSD + densitySD * densitySD + policy.modelErrorKcalPerDay
                * policy.modelErrorKcalPerDay
        }

        let priorPrecision = 1 / (prior.standardDeviationKcalPerDay * prior.standardDeviationKcalPerDay)
        let dataPrecision = dataVariance.map { 1 / $0 } ?? 0
        let totalPrecision = priorPrecision + dataPrecision
        let posteriorMean = (priorPrecision * prior.kcalPerDay + dataPrecision * (dataMean ?? 0)) / totalPrecision
        let posteriorSD = (1 / totalPrecision).squareRoot()
        let halfWidth = policy.intervalZ * posteriorSD

        let reasons = holdingReasons(
            evidenceDays: intakes.count, coveragePercent: coveragePercent, weighInDays: weighIns.count, span: span,
            sinceLast: sinceLast, policy: policy)

        // Confidence and the under-logging signals.
        var confidence = MaintenanceEstimate.Confidence(halfWidthKcalPerDay: halfWidth, policy: policy)
        var confidenceReasons = [
            "95 % half-width \(JSONWriter.format(halfWidth.roundedTo(1))) kcal/day: high at most \(JSONWriter.format(policy.highConfidenceHalfWidthKcalPerDay)), moderate at most \(JSONWriter.format(policy.moderateConfidenceHalfWidthKcalPerDay)), low above"
        ]
        if !reasons.isEmpty {
            confidence = .low
            confidenceReasons.append("holding: a gate failed, so confidence is low")
        }
        var notes: [String] = []
        var incomplete = false
        if let dataMean, dataMean < prior.restingKcalPerDay {
            incomplete = true
            confidence = .low
            let message =
                "Logged intake and weight change imply a maintenance of \(JSONWriter.format(dataMean.roundedTo(1))) kcal/day, below the resting expenditure of \(JSONWriter.format(prior.restingKcalPerDay.roundedTo(1))) kcal/day (Mifflin-St Jeor): logging looks incomplete, so this estimate probably reads low. It is reported as computed, not clamped."
            notes.append(message)
            confidenceReasons.append("implied maintenance below resting expenditure: confidence low")
        }
        let suspectPercent =
            evidence.loggedDays > 0 ? 100 * Double(evidence.suspectDays) / Double(evidence.loggedDays) : 0
        if suspectPercent >= policy.suspectDaysIncompletePercent {
            incomplete = true
            confidence = confidence.lowered
            notes.append(
                "\(evidence.suspectDays) of \(evidence.loggedDays) logged days look suspect (\(JSONWriter.format(suspectPercent.roundedTo(1))) %, threshold \(JSONWriter.format(policy.suspectDaysIncompletePercent)) %): logging looks incomplete, so the estimate may read low."
            )
            confidenceReasons.append("many suspect days: confidence lowered one step")
        }
        if !reasons.isEmpty {
            notes.append(
                "Holding: the best available estimate is shown with its wider range until the evidence passes every gate."
            )
        }

        return MaintenanceEstimate(
            status: reasons.isEmpty ? .estimated : .holding, holdingReasons: reasons,
            kcalPerDay: posteriorMean, standardErrorKcalPerDay: posteriorSD,
            interval95LowKcalPerDay: posteriorMean - halfWidth, interval95HighKcalPerDay: posteriorMean + halfWidth,
            confidence: confidence, confidenceReasons: confidenceReasons,
            windowDays: windowDays, windowStartDate: evidence.windowStartDate, windowEndDate: evidence.windowEndDate,
            excludedDaysByReason: evidence.excludedDaysByReason, suspectDays: evidence.suspectDays,
            loggedDays: evidence.loggedDays,
            untrackedDays: evidence.untrackedDays, evidenceDays: intakes.count, coveragePercent: coveragePercent,
            weighInDays: weighIns.count, weighInSpanDays: span, daysSinceLastWeighIn: sinceLast,
            meanEvidenceIntakeKcalPerDay: meanIntake,
            meanIntakeStandardErrorKcalPerDay: intakeVariance.map { $0.squareRoot() },
            rate: rate, energyDensityKcalPerKg: energyDensity, energyDensityRule: policy.energyDensity,
            fatMassKg: prior.fatMassKg,
            dataKcalPerDay: dataMean, dataStandardErrorKcalPerDay: dataVariance.map { $0.squareRoot() },
            prior: prior, priorWeight: priorPrecision / totalPrecision, loggingLooksIncomplete: incomplete, notes: notes
        )
    }

    /// One weigh-in per day (the first listed), in day order.
    static func uniqueWeighIns(_ days: [MaintenanceEvidence.Day]) -> [DayWeight] {
        var seen = Set<Int>()
        return days.sorted { $0.day < $1.day }.compactMap { day in
            guard let weight = day.weightKg, seen.insert(day.day).inserted else { return nil }
            return DayWeight(day: day.day, weightKg: weight)
        }
    }

    static func holdingReasons(
        evidenceDays: Int, coveragePercent: Double, weighInDays: Int, span: Int, sinceLast: Int?,
        policy: MaintenancePolicy
    ) -> [MaintenanceEstimate.Reason] {
        var reasons: [MaintenanceEstimate.Reason] = []
        if evidenceDays < policy.minimumEvidenceDays {
            reasons.append(
                .init(
                    code: "tooFewEvidenceDays",
                    message:
                        "\(evidenceDays) evidence days in the window; at least \(policy.minimumEvidenceDays) are needed"
                ))
        }
        if coveragePercent < policy.minimumCoveragePercent {
            reasons.append(
                .init(
                    code: "lowCoverage",
                    message:
                        "evidence days cover \(JSONWriter.format(coveragePercent.roundedTo(0.1))) % of tracked days; at least \(JSONWriter.format(policy.minimumCoveragePercent)) % are needed"
                ))
        }
        if weighInDays < policy.minimumWeighInDays {
            reasons.append(
                .init(
                    code: "tooFewWeighIns",
                    message:
                        "\(weighInDays) weigh-in days in the window; at least \(policy.minimumWeighInDays) are needed"))
        }
        if span < policy.minimumWeighInSpanDays {
            reasons.append(
                .init(
                    code: "weighInSpanTooShort",
                    message: "weigh-ins span \(span) days; at least \(policy.minimumWeighInSpanDays) are needed"))
        }
        if let sinceLast, sinceLast > policy.maximumDaysSinceLastWeighIn {
            reasons.append(
                .init(
                    code: "lastWeighInTooOld",
                    message:
                        "the last weigh-in was \(sinceLast) days before asOf; at most \(policy.maximumDaysSinceLastWeighIn) are allowed"
                ))
        } else if sinceLast == nil {
            reasons.append(
                .init(
                    code: "lastWeighInTooOld",
                    message:
                        "no weigh-in in the window; one within \(policy.maximumDaysSinceLastWeighIn) days of asOf is needed"
                ))
        }
        return reasons
    }
}
