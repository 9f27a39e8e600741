import Foundation

extension MaintenanceEstimator {
    /// The shipped estimate: the whole-history state-space posterior (`StateSpaceMaintenance`) as the
    /// number and its interval, with the 28-day window's descriptive evidence (counts, line fit, logging
    /// signals) kept beside it.
    ///
    /// Holding means evidence is genuinely missing: no usable weigh-in, or fewer than 3 logged intake
    /// days, since the history starts; then the filter prior is reported. Otherwise the status is
    /// `estimated` however little data there is, and the confidence follows the posterior's 95 %
    /// half-width alone (then lowered by the logging signals of the window).
    package static func posterior(
        window: MaintenanceEstimate, history: StateSpaceHistory, filterPrior: FilterPrior,
        composition: BodyComposition?,
        policy: MaintenancePolicy
    ) -> MaintenanceEstimate {
        let rho: Double =
            switch policy.energyDensity {
            case .forbesPartition: EnergyDensity.forbesKcalPerKg(fatMassKg: composition?.fatMassKg ?? window.fatMassKg)
            case .fixed: policy.fixedEnergyDensityKcalPerKg
            }
        var settings = policy.stateSpace
        settings.targetDays = policy.windowDays
        let result = StateSpaceMaintenance.estimate(
            days: history.days, priorKcalPerDay: filterPrior.kcalPerDay,
            priorStandardDeviationKcalPerDay: filterPrior.standardDeviationKcalPerDay,
            equationsKcalPerDay: filterPrior.equationsKcalPerDay, energyDensityKcalPerKg: rho,
            fatMassAt: policy.energyDensity == .forbesPartition ? composition.map { ($0.fatMassKg, $0.weightKg) } : nil,
            restingKcalPerDay: window.prior.restingKcalPerDay, settings: settings)

        var reasons: [MaintenanceEstimate.Reason] = []
        if result == nil {
            let weighIns = history.days.filter { $0.weightKg != nil }.count
            let intakes = history.days.filter { $0.loggedKcal != nil }.count
            if weighIns == 0 {
                reasons.append(
                    .init(
                        code: "noWeighIns",
                        message: "no usable weigh-in since the history starts: the weight change cannot be read"))
            }
            if intakes < 3 {
                reasons.append(
                    .init(
                        code: "tooFewIntakeDays",
                        message: "\(intakes) logged intake days since the history starts; at least 3 are needed"))
            }
        }
        let mean = result?.kcalPerDay ?? filterPrior.kcalPerDay
        let sd = result?.standardDeviationKcalPerDay ?? filterPrior.standardDeviationKcalPerDay
        let halfWidth = policy.intervalZ * sd

        var estimate = window
        estimate.status = reasons.isEmpty ? .estimated : .holding
        estimate.holdingReasons = reasons
        estimate.kcalPerDay = mean
        estimate.standardErrorKcalPerDay = sd
        estimate.interval95LowKcalPerDay = mean - halfWidth
        estimate.interval95HighKcalPerDay = mean + halfWidth
        estimate.energyDensityKcalPerKg = rho
        estimate.fatMassKg = composition?.fatMassKg ?? window.fatMassKg
        estimate.priorWeight = min(
            max((sd * sd) / (filterPrior.standardDeviationKcalPerDay * filterPrior.standardDeviationKcalPerDay), 0), 1)
        estimate.stateSpace = result
        estimate.bodyComposition = composition

        var confidence = MaintenanceEstimate.Confidence(halfWidthKcalPerDay: halfWidth, policy: policy)
        var confidenceReasons = [
            "posterior 95 % half-width \(JSONWriter.format(halfWidth.roundedTo(1))) kcal/day: high at most \(JSONWriter.format(policy.highConfidenceHalfWidthKcalPerDay)), moderate at most \(JSONWriter.format(policy.moderateConfidenceHalfWidthKcalPerDay)), low above"
        ]
        if !reasons.isEmpty {
            confidence = .low
            confidenceReasons.append("holding: evidence is missing, so the prior is reported and confidence is low")
        }
        if let data = window.dataKcalPerDay, data < window.prior.restingKcalPerDay {
            confidence = .low
            confidenceReasons.append(
                "the window's logged intake and weight change imply maintenance below resting expenditure: confidence low"
            )
        }
        let suspectPercent = window.loggedDays > 0 ? 100 * Double(window.suspectDays) / Double(window.loggedDays) : 0
        if suspectPercent >= policy.suspectDaysIncompletePercent {
            confidence = confidence.lowered
            confidenceReasons.append("many suspect days: confidence lowered one step")
        }
        estimate.confidence = confidence
        estimate.confidenceReasons = confidenceReasons
        var notes = window.notes.filter { !$0.hasPrefix("Holding:") }
        if !reasons.isEmpty {
            notes.append(
                "Holding: without weigh-ins and logged intake the estimate is the equations' prior (widened for under-reporting and self-reported activity), with its wide range."
            )
        }
        estimate.notes = notes
        return estimate
    }
}
