/// Built from the command's JSON output document (to be replaced by a page built from the typed
/// result, issue 19); a member missing from the document leaves its line out.
extension ReportMarkdown {
    /// `maintenance --format markdown`.
    public static func maintenance(_ report: JSONValue) -> String { maintenancePage(report).markdown }

    /// The `maintenance` page.
    static func maintenancePage(_ report: JSONValue) -> ReportPage {
        var page = PageBuilder(title: "Trend-validated maintenance")
        if let asOf = report["asOf"]?.stringValue {
            page.paragraph(
                "As of \(asOf)\(report["resetDate"]?.stringValue.map { ", learning from the reset of \($0)" } ?? "").")
        }
        let estimate = report["maintenance"]
        page.section("Result")
        if let status = estimate?["status"]?.stringValue {
            if let kcal = estimate?["kcalPerDay"]?.numberValue {
                var text = "Maintenance: **\(number(kcal)) kcal/day** (\(status)"
                if let interval = estimate?["interval95"], let low = interval["low"]?.numberValue,
                    let high = interval["high"]?.numberValue
                {
                    text += "; 95 % interval \(number(low)) to \(number(high))"
                }
                page.bullet(text + ").")
            } else {
                page.bullet("Status: \(status).")
            }
        }
        if let confidence = estimate?["confidence"]?.stringValue {
            let reasons =
                estimate?["confidenceReasons"]?.arrayValue?.compactMap(\.stringValue).joined(separator: "; ") ?? ""
            page.bullet("Confidence: \(confidence)\(reasons.isEmpty ? "" : ". \(reasons)").")
        }
        for reason in estimate?["holdingReasons"]?.arrayValue ?? [] {
            let text = reason["message"]?.stringValue ?? reason.stringValue ?? reason["code"]?.stringValue
            if let text { page.bullet("Holding: \(text)") }
        }
        if estimate?["loggingLooksIncomplete"] == .bool(true) {
            page.bullet(
                "Logging looks incomplete: the logged intake is low for the weight trend, so this estimate may read high."
            )
        }
        if let prior = report["equationPrior"]?["kcalPerDay"]?.numberValue {
            page.bullet("Equation prior (NASEM 2023): \(number(prior)) kcal/day.")
        }
        if let evidence = estimate?["evidence"]?.objectValue.map(JSONValue.object) {
            page.section("Evidence")
            if let start = evidence["windowStartDate"]?.stringValue, let end = evidence["windowEndDate"]?.stringValue {
                page.bullet(
                    "Window: \(start) to \(end)\(evidence["windowDays"]?.numberValue.map { " (\(number($0)) days)" } ?? "")."
                )
            }
            if let days = evidence["evidenceDays"]?.numberValue, let coverage = evidence["coveragePercent"]?.numberValue
            {
                page.bullet(
                    "Evidence days: \(number(days)) (coverage \(number(coverage)) %); logged days \(evidence["loggedDays"]?.numberValue.map(number) ?? "unknown")."
                )
            }
            let excluded =
                evidence["excludedDaysByReason"]?.objectValue.map {
                    $0.members.sorted { $0.key < $1.key }.map { "\($0.key) \(number($0.value.numberValue ?? 0))" }
                } ?? []
            if !excluded.isEmpty {
                page.bullet("Left out (never counted as zero): \(excluded.joined(separator: ", ")).")
            }
            if let mean = evidence["meanEvidenceIntakeKcalPerDay"]?.numberValue {
                page.bullet("Mean intake on evidence days: \(number(mean)) kcal/day.")
            }
            if let rate = evidence["weightRate"], let perWeek = rate["kgPerWeek"]?.numberValue {
                let se = rate["standardErrorKgPerWeek"]?.numberValue.map { " ± \(number($0)) (standard error)" } ?? ""
                page.bullet(
                    "Weight trend: \(number(perWeek)) kg/week\(se) from \(evidence["weighInDays"]?.numberValue.map(number) ?? "?") weigh-in days; \(rate["method"]?.stringValue ?? "")."
                )
            }
            if let density = evidence["energyDensityKcalPerKg"]?.numberValue {
                page.bullet(
                    "Energy in a kg of weight change: \(number(density)) kcal/kg (\(evidence["energyDensityRule"]?.stringValue ?? ""))."
                )
            }
            page.section("How it was worked out")
            // The filter's posterior is not a weighted sum of the line fit and the prior, so the
            // steps state what the filter did and show the line fit only as a comparison.
            let stateSpace = evidence["stateSpace"]
            if let prior = stateSpace?["priorKcalPerDay"]?.numberValue,
                let priorSD = stateSpace?["priorStandardDeviationKcalPerDay"]?.numberValue
            {
                let nasem =
                    evidence["priorKcalPerDay"]?.numberValue.map {
                        " from NASEM 2023's \(number($0)), widened for what the equations do not know (METHOD.md section 4)"
                    } ?? ""
                page.step(
                    "Prior on maintenance before the log: \(number(prior)) ± \(number(priorSD)) kcal/day (standard deviation)\(nasem)."
                )
            }
            if let kcal = estimate?["kcalPerDay"]?.numberValue,
                let sd = estimate?["standardErrorKcalPerDay"]?.numberValue,
                let days = stateSpace?["historyDays"]?.numberValue, let weighIns = stateSpace?["weighIns"]?.numberValue,
                let target = stateSpace?["targetDays"]?.numberValue
            {
                let noise =
                    if let sigma = stateSpace?["noiseStandardDeviationKg"]?.numberValue,
                        let phi = stateSpace?["noiseAutocorrelation"]?.numberValue
                    {
                        " (scale water noise learned from them: \(number(sigma)) kg, day-to-day autocorrelation \(number(phi)))"
                    } else { "" }
                page.step(
                    "The whole-history filter read \(number(days)) days of logged intake and \(number(weighIns)) weigh-ins\(noise): mean expenditure over the last \(number(target)) days \(number(kcal)) ± \(number(sd)) kcal/day (posterior standard deviation)."
                )
            }
            if let dataWeight = evidence["dataWeight"]?.numberValue,
                let priorWeight = evidence["priorWeight"]?.numberValue
            {
                page.step(
                    "The data carry \(number(dataWeight)) of the weight: the posterior variance is \(number(priorWeight)) of the prior's."
                )
            }
            if let data = evidence["dataKcalPerDay"]?.numberValue,
                let mean = evidence["meanEvidenceIntakeKcalPerDay"]?.numberValue,
                let perWeek = evidence["weightRate"]?["kgPerWeek"]?.numberValue,
                let density = evidence["energyDensityKcalPerKg"]?.numberValue
            {
                page.step(
                    "For comparison only (not the estimate), a 28-day line fit: intake \(number(mean)) - (\(number(perWeek)) kg/week x \(number(density)) kcal/kg / 7) = \(number(data)) kcal/day (computed unrounded)."
                )
            }
        }
        page.notes(estimate ?? .null)
        page.notes(report)
        page.versions(report)
        return page.page
    }

}
