/// The `maintenance` page, built from the typed report; every number is rounded as the JSON rounds it.
extension MaintenanceReport {
    /// The page: the estimate, the window's evidence, how the filter worked it out, and the notes.
    public var page: ReportPage {
        let n = OutputText.self
        let estimate = assessment.estimate
        let evidence = assessment.evidence
        var page = PageBuilder(title: "Trend-validated maintenance")
        page.paragraph(
            "As of \(assessment.ledger.asOf.description)"
                + "\(resetDate.map { ", learning from the reset of \($0.description)" } ?? "").")
        page.section("Result")
        page.bullet(
            "Maintenance: **\(n.peopleKcal(estimate.kcalPerDay)) kcal/day** (\(estimate.status.rawValue); 95 % "
                + "interval \(n.peopleKcal(estimate.interval95LowKcalPerDay)) to "
                + "\(n.peopleKcal(estimate.interval95HighKcalPerDay))).")
        let reasons = estimate.confidenceReasons.map(\.sentence).joined(separator: "; ")
        page.bullet("Confidence: \(estimate.confidence.rawValue)\(reasons.isEmpty ? "" : ". \(reasons)").")
        for reason in estimate.holdingReasons { page.bullet("Holding: \(reason.message)") }
        if evidence.loggingLooksIncomplete {
            page.bullet(
                "Logging looks incomplete: the logged intake is low for the weight trend, so this estimate may "
                    + "read high.")
        }
        page.bullet("Equation prior (NASEM 2023): \(n.peopleKcal(assessment.equations.nasemKcalPerDay)) kcal/day.")

        page.section("Evidence")
        if let start = evidence.windowStartDate, let end = evidence.windowEndDate {
            page.bullet("Window: \(start) to \(end) (\(evidence.windowDays) days).")
        }
        page.bullet(
            "Evidence days: \(evidence.evidenceDays) (coverage \(n.percent(evidence.coveragePercent)) %); logged days "
                + "\(evidence.loggedDays).")
        let excluded = evidence.excludedDaysByReason.sorted { $0.key < $1.key }.map {
            "\(ExclusionReason.words(forKey: $0.key)) \($0.value)"
        }
        if !excluded.isEmpty { page.bullet("Left out (never counted as zero): \(excluded.joined(separator: ", ")).") }
        if let mean = evidence.meanEvidenceIntakeKcalPerDay {
            page.bullet("Mean intake on evidence days: \(n.kcal(mean)) kcal/day.")
        }
        if let rate = evidence.rate {
            page.bullet(
                "Weight trend: \(n.fixed(7 * rate.kgPerDay, 3)) kg/week ± "
                    + "\(n.fixed(7 * rate.standardErrorKgPerDay, 3)) (standard error) from \(evidence.weighInDays) "
                    + "weigh-in days; \(MaintenanceAssessment.rateMethod).")
        }
        page.bullet(
            "Energy in a kg of weight change: \(n.kcal(estimate.energyDensityKcalPerKg)) kcal/kg "
                + "(\(assessment.policy.energyDensity.words)).")

        page.section("How it was worked out")
        // The filter's posterior is not a weighted sum of the line fit and the prior, so the steps
        // state what the filter did and show the window's balance only as a comparison.
        if let filter = estimate.stateSpace {
            page.step(
                "Prior on maintenance before the log: \(n.kcal(filter.priorKcalPerDay)) ± "
                    + "\(n.kcal(filter.priorStandardDeviationKcalPerDay)) kcal/day (standard deviation) from NASEM "
                    + "2023's \(n.kcal(assessment.equations.nasemKcalPerDay)), widened for what the equations do not "
                    + "know (METHOD.md section 4).")
            page.step(
                "The whole-history filter read \(filter.historyDays) days of logged intake and \(filter.weighIns) "
                    + "weigh-ins (scale water noise learned from them: "
                    + "\(n.fixed(filter.noiseStandardDeviationKg, 3)) kg, day-to-day autocorrelation "
                    + "\(n.fixed(filter.noiseAutocorrelation, 3))): mean expenditure over the last "
                    + "\(filter.targetDays) days \(n.kcal(estimate.kcalPerDay)) ± "
                    + "\(n.kcal(estimate.standardErrorKcalPerDay)) kcal/day (posterior standard deviation).")
        }
        page.step(
            "The data carry \(n.fixed(estimate.dataWeight, 3)) of the weight: the posterior variance is "
                + "\(n.fixed(estimate.priorWeight, 3)) of the prior's.")
        if let data = evidence.dataKcalPerDay, let mean = evidence.meanEvidenceIntakeKcalPerDay,
            let rate = evidence.rate
        {
            page.step(
                "For comparison only (not the estimate), a 28-day line fit: intake \(n.kcal(mean)) - "
                    + "(\(n.fixed(7 * rate.kgPerDay, 3)) kg/week x \(n.kcal(estimate.energyDensityKcalPerKg)) "
                    + "kcal/kg / 7) = \(n.kcal(data)) kcal/day (computed unrounded).")
        }
        let notes = assessment.notes
        if !notes.isEmpty {
            page.section("Notes")
            for note in notes { page.bullet(note) }
        }
        page.versions(policyVersion: policy.version, warnings: warnings)
        return page.page
    }
}
