/// The pages of `estimate`, `days`, `maintenance` and `project` (a `ReportPage`, rendered to
/// Markdown), in the style of `recommend` and `check-in`: a heading, the result first, then how it
/// was worked out and notes.
///
/// Each page is built from the command's JSON output document and nothing else, so it can never
/// show a number the JSON does not: whatever the JSON withholds (e.g. for a manual-only person) the
/// page withholds too. A member missing from the document leaves its line out.
public enum ReportMarkdown {
    /// `estimate --format markdown`.
    public static func estimate(_ report: JSONValue) -> String { estimatePage(report).markdown }

    /// The `estimate` page.
    static func estimatePage(_ report: JSONValue) -> ReportPage {
        var page = Page(title: "Maintenance estimate")
        page.paragraph(personLine(report["person"]))
        let maintenance = report["maintenance"]
        page.section("Result")
        if let nasem = maintenance?["nasem2023"], let kcal = nasem["kcalPerDay"]?.numberValue {
            var text = "NASEM 2023: **\(number(kcal)) kcal/day**"
            if let interval = nasem["interval95"], let low = interval["low"]?.numberValue,
                let high = interval["high"]?.numberValue
            {
                text += " (95 % range \(number(low)) to \(number(high)) kcal/day)"
            }
            page.bullet(text + ".")
        }
        if let mifflin = maintenance?["mifflinStJeor"], let kcal = mifflin["maintenanceKcalPerDay"]?.numberValue {
            var text = "Mifflin-St Jeor cross-check: \(number(kcal)) kcal/day"
            if let check = maintenance?["crossCheck"], let percent = check["mifflinVsNasemPercent"]?.numberValue,
                let threshold = check["disagreementThresholdPercent"]?.numberValue
            {
                let verdict = check["disagrees"] == .bool(true) ? "they disagree" : "they agree"
                text += ", \(number(percent)) % from NASEM (threshold \(number(threshold)) %): \(verdict)"
            }
            page.bullet(text + ".")
            if let note = maintenance?["crossCheck"]?["note"]?.stringValue { page.continuation(note) }
        }
        if let lean = maintenance?["leanMass"], let kg = lean["leanMassKg"]?.numberValue {
            let cunningham = lean["cunningham1980RestingKcalPerDay"]?.numberValue.map { "Cunningham \(number($0))" }
            let katch = lean["katchMcArdle1991RestingKcalPerDay"]?.numberValue.map { "Katch-McArdle \(number($0))" }
            page.bullet(
                "Lean mass \(number(kg)) kg; resting expenditure: \([cunningham, katch].compactMap { $0 }.joined(separator: ", ")) kcal/day."
            )
        }
        if let bmi = report["bodyMassIndex"], let value = bmi["kgPerM2"]?.numberValue {
            page.bullet(
                "Body mass index: \(number(value)) kg/m2 (WHO class \(bmi["whoClass"]?.stringValue ?? "unknown")).")
        }
        page.section("How it was worked out")
        if let equation = maintenance?["nasem2023"]?["equation"], let person = report["person"],
            let intercept = equation["interceptKcalPerDay"]?.numberValue,
            let perYear = equation["kcalPerDayPerYearOfAge"]?.numberValue,
            let perCm = equation["kcalPerDayPerCmOfHeight"]?.numberValue,
            let perKg = equation["kcalPerDayPerKgOfWeight"]?.numberValue,
            let age = person["ageYears"]?.numberValue, let height = person["heightCm"]?.numberValue,
            let weight = person["weightKg"]?.numberValue,
            let kcal = maintenance?["nasem2023"]?["kcalPerDay"]?.numberValue
        {
            page.step(
                "NASEM 2023 (\(equation["sex"]?.stringValue ?? ""), \(equation["activityLevel"]?.stringValue ?? "")): \(number(intercept)) + (\(number(perYear)) x \(number(age)) y) + \(number(perCm)) x \(number(height)) cm + \(number(perKg)) x \(number(weight)) kg = \(number(kcal)) kcal/day."
            )
            if let interval = maintenance?["nasem2023"]?["interval95"],
                let half = interval["halfWidthKcalPerDay"]?.numberValue,
                let low = interval["low"]?.numberValue, let high = interval["high"]?.numberValue
            {
                let standardError = maintenance?["nasem2023"]?["standardErrorOfEstimateKcalPerDay"]?.numberValue
                let z = report["policy"]?["estimate"]?["predictionIntervalZ"]?.numberValue
                let product =
                    standardError.flatMap { se in z.map { " (\(number($0)) x \(number(se)) kcal/day)" } } ?? ""
                page.step(
                    "95 % range: \(number(kcal)) ± \(number(half))\(product) = \(number(low)) to \(number(high)) kcal/day."
                )
            }
        }
        if let mifflin = maintenance?["mifflinStJeor"], let resting = mifflin["restingKcalPerDay"]?.numberValue,
            let multiplier = mifflin["activityMultiplier"]?.numberValue,
            let kcal = mifflin["maintenanceKcalPerDay"]?.numberValue
        {
            let reason = mifflin["activityMultiplierReason"]?.stringValue.map { " (\($0))" } ?? ""
            page.step(
                "Mifflin-St Jeor: resting \(number(resting)) kcal/day x activity \(number(multiplier))\(reason) = \(number(kcal)) kcal/day."
            )
        }
        page.section("Notes")
        var sources: [String] = []
        if let source = maintenance?["nasem2023"]?["equation"]?["source"]?.stringValue { sources.append(source) }
        if let source = maintenance?["mifflinStJeor"]?["equation"]?["source"]?.stringValue { sources.append(source) }
        sources += maintenance?["leanMass"]?["sources"]?.arrayValue?.compactMap(\.stringValue) ?? []
        if let source = report["bodyMassIndex"]?["source"]?.stringValue { sources.append(source) }
        for source in sources { page.bullet("\(source).") }
        page.notes(report)
        page.versions(report)
        return page.page
    }

    /// `maintenance --format markdown`.
    public static func maintenance(_ report: JSONValue) -> String { maintenancePage(report).markdown }

    /// The `maintenance` page.
    static func maintenancePage(_ report: JSONValue) -> ReportPage {
        var page = Page(title: "Trend-validated maintenance")
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

    /// `days --format markdown`.
    public static func days(_ report: JSONValue) -> String { daysPage(report).markdown }

    /// The `days` page.
    static func daysPage(_ report: JSONValue) -> ReportPage {
        var page = Page(title: "Day ledger")
        if let asOf = report["asOf"]?.stringValue {
            page.paragraph("As of \(asOf)\(report["timeZone"]?.stringValue.map { ", time zone \($0)" } ?? "").")
        }
        if let summary = report["summary"] {
            page.section("Summary")
            if let first = summary["firstDay"]?.stringValue, let last = summary["lastDay"]?.stringValue {
                page.bullet(
                    "Days \(first) to \(last): \(summary["calendarDays"]?.numberValue.map(number) ?? "?") calendar days, \(summary["listedDays"]?.numberValue.map(number) ?? "?") listed."
                )
            }
            if let evidence = summary["evidenceDays"]?.numberValue {
                page.bullet("Evidence days: \(number(evidence)).")
            }
            let excluded =
                summary["excludedDaysByReason"]?.objectValue?.members.sorted { $0.key < $1.key }.filter {
                    ($0.value.numberValue ?? 0) > 0
                }.map { "\($0.key) \(number($0.value.numberValue ?? 0))" } ?? []
            if !excluded.isEmpty {
                page.bullet("Left out (never counted as zero): \(excluded.joined(separator: ", ")).")
            }
            if let weighIns = summary["weighInDays"]?.numberValue {
                page.bullet(
                    "Weigh-in days: \(number(weighIns)); outliers: \(summary["weightOutliers"]?.numberValue.map(number) ?? "0")."
                )
            }
        }
        if let reference = report["maintenanceReference"] {
            if let kcal = reference["kcalPerDay"]?.numberValue {
                page.bullet(
                    "Plausibility checked against \(number(kcal)) kcal/day (\(reference["source"]?.stringValue ?? ""))."
                )
            } else if let note = reference["note"]?.stringValue {
                page.bullet("\(note)")
            }
        }
        if let week = report["week"], let start = week["start"]?.stringValue, let end = week["end"]?.stringValue {
            page.section("Week \(start) to \(end)")
            var rows: [[String]] = []
            func row(_ label: String, _ value: String?, _ coverage: JSONValue?, note: JSONValue?) {
                let covered =
                    coverage.flatMap { c in
                        c["days"]?.numberValue.flatMap { d in
                            c["of"]?.numberValue.map { "\(number(d)) of \(number($0)) days" }
                        }
                    } ?? ""
                rows.append([label, value ?? note?.stringValue ?? "no data", covered])
            }
            row(
                "intake, mean per evidence day",
                week["intake"]?["meanKcalPerEvidenceDay"]?.numberValue.map { "\(number($0)) kcal" },
                week["intake"]?["coverage"], note: week["intake"]?["note"])
            row(
                "protein, mean per evidence day",
                week["protein"]?["meanGPerEvidenceDay"]?.numberValue.map { "\(number($0)) g" },
                week["protein"]?["coverage"], note: week["protein"]?["note"])
            row(
                "weight, mean trend", week["weight"]?["meanTrendKg"]?.numberValue.map { "\(number($0)) kg" },
                week["weight"]?["coverage"], note: week["weight"]?["note"])
            row(
                "steps, mean per day with steps", week["steps"]?["meanPerDayWithSteps"]?.numberValue.map(number),
                week["steps"]?["coverage"], note: week["steps"]?["note"])
            row(
                "training minutes",
                week["training"]?["totalMinutesOverCoveredDays"]?.numberValue.map { "\(number($0)) min" },
                week["training"]?["minutesCoverage"], note: week["training"]?["note"])
            row(
                "alcohol", week["alcohol"]?["totalGOverCoveredDays"]?.numberValue.map { "\(number($0)) g" },
                week["alcohol"]?["coverage"], note: week["alcohol"]?["note"])
            page.table(caption: week["note"]?.stringValue, header: ["figure", "value", "coverage"], rows: rows)
            if let means = week["coverageMeans"]?.stringValue { page.paragraph("Coverage: \(means).") }
        }
        let review = report["review"]?.arrayValue ?? []
        page.section("Days to review")
        if review.isEmpty { page.paragraph("Nothing to review.") }
        for item in review {
            page.bullet(
                "\(item["date"]?.stringValue ?? "?"): \(item["message"]?.stringValue ?? item["action"]?.stringValue ?? "")"
            )
        }
        let days = report["days"]?.arrayValue ?? []
        if !days.isEmpty {
            page.section("Days")
            var rows: [[String]] = []
            for day in days {
                let evidence =
                    day["evidence"] == .bool(true) ? "yes" : (day["reason"]?.stringValue.map { "no: \($0)" } ?? "no")
                let weight =
                    cell(day["weightKg"])
                    + (day["weightStatus"]?.stringValue.flatMap { $0 == "used" || $0 == "none" ? nil : " (\($0))" }
                        ?? "")
                rows.append([
                    day["date"]?.stringValue ?? "", cell(day["intakeKcal"]),
                    day["intakeCompleteness"]?.stringValue ?? "", day["reviewStatus"]?.stringValue ?? "", evidence,
                    weight,
                    cell(day["trendKg"]),
                ])
            }
            page.table(
                header: ["date", "intake kcal", "completeness", "review", "evidence", "weight kg", "trend kg"],
                rows: rows)
        }
        page.notes(report)
        page.versions(report)
        return page.page
    }

    /// `project --format markdown`: the weekly trajectory beside the static rule, with calendar dates
    /// when the report has them.
    public static func project(_ report: JSONValue) -> String { projectPage(report).markdown }

    /// The `project` page.
    static func projectPage(_ report: JSONValue) -> ReportPage {
        var page = Page(title: "Weight projection")
        let maintenance = report["maintenance"]
        page.section("Plan")
        if let intake = report["intakeKcalPerDay"]?.numberValue {
            let change =
                report["intakeChangeKcalPerDay"]?.numberValue.map {
                    " (\($0 >= 0 ? "+" : "")\(number($0)) kcal/day from maintenance)"
                } ?? ""
            page.bullet("Intake: **\(number(intake)) kcal/day**\(change).")
        }
        if let kcal = maintenance?["kcalPerDay"]?.numberValue {
            page.bullet(
                "Maintenance: \(number(kcal)) kcal/day (\(maintenance?["source"]?.stringValue ?? "")\(maintenance?["status"]?.stringValue.map { ", \($0)" } ?? "")\(maintenance?["confidence"]?.stringValue.map { ", confidence \($0)" } ?? ""))."
            )
        }
        if maintenance?["loggingLooksIncomplete"] == .bool(true) {
            page.bullet(
                "Logging looks incomplete, so the maintenance estimate and every projected number may read low.")
        }
        if let start = report["start"], let weight = start["weightKg"]?.numberValue {
            page.bullet(
                "Start: \(number(weight)) kg on \(start["date"]?.stringValue ?? "day 0") (\(start["weightSource"]?.stringValue ?? ""))."
            )
        }
        for question in ["intakeToReachLanding", "intakeToStayAfterLanding"] {
            if let answer = report[question], let message = answer["message"]?.stringValue { page.bullet("\(message)") }
        }
        if let message = report["landing"]?["message"]?.stringValue {
            var text = message
            if let day = report["landing"]?["staticRuleDay"]?.numberValue {
                text += " The static rule says day \(number(day))."
            }
            page.bullet(text)
        }
        let trajectory = report["trajectory"]?.arrayValue ?? []
        if !trajectory.isEmpty {
            page.section("Trajectory")
            let dated = trajectory.first?["date"]?.stringValue != nil
            let rows = trajectory.map { point in
                [cell(point["day"])] + (dated ? [point["date"]?.stringValue ?? ""] : []) + [
                    cell(point["weightKg"]), cell(point["staticRuleWeightKg"]),
                ]
            }
            page.table(header: ["day"] + (dated ? ["date"] : []) + ["dynamic model kg", "static rule kg"], rows: rows)
        }
        page.section("Method")
        if let name = report["model"]?["name"]?.stringValue {
            page.bullet("\(name): \(report["model"]?["source"]?.stringValue ?? "").")
        }
        if let fat = report["model"]?["startFatMassKg"]?.numberValue {
            page.bullet(
                "Starting fat mass \(number(fat)) kg (\(report["model"]?["startFatMassSource"]?.stringValue ?? "")).")
        }
        if let meaning = report["staticRule"]?["meaning"]?.stringValue { page.bullet("Static rule: \(meaning).") }
        if let note = maintenance?["note"]?.stringValue { page.bullet("Maintenance: \(note).") }
        page.notes(report)
        page.versions(report)
        return page.page
    }

    /// `estimate`, `maintenance` or `project --format markdown` for a manual-only person: the
    /// statement and its reason codes, and no number (the JSON result holds none either).
    public static func manualOnly(_ report: JSONValue) -> String { manualOnlyPage(report).markdown }

    /// The `manual-only` page.
    static func manualOnlyPage(_ report: JSONValue) -> ReportPage {
        var page = Page(title: "Manual targets only")
        if let note = report["manualOnly"]?["note"]?.stringValue { page.paragraph(note) }
        if case .array(let codes)? = report["manualOnly"]?["reasonCodes"], !codes.isEmpty {
            page.paragraph(
                "Reason codes: " + codes.compactMap(\.stringValue).map { "`\($0)`" }.joined(separator: ", ") + ".")
        }
        page.versions(report)
        return page.page
    }

    private static func personLine(_ person: JSONValue?) -> String {
        guard let person else { return "" }
        var parts: [String] = []
        if let sex = person["equationSex"]?.stringValue { parts.append(sex) }
        if let age = person["ageYears"]?.numberValue { parts.append("\(number(age)) y") }
        if let height = person["heightCm"]?.numberValue { parts.append("\(number(height)) cm") }
        if let weight = person["weightKg"]?.numberValue { parts.append("\(number(weight)) kg") }
        if let fat = person["bodyFatPercent"]?.numberValue { parts.append("body fat \(number(fat)) %") }
        if let activity = person["activityLevel"]?.stringValue { parts.append("activity \(activity)") }
        if let pal = person["physicalActivityLevel"]?.numberValue { parts.append("PAL \(number(pal))") }
        return parts.isEmpty ? "" : "Person: \(parts.joined(separator: ", "))."
    }

    private static func number(_ value: Double) -> String { OutputText.number(value) }
    private static func cell(_ value: JSONValue?) -> String { OutputText.cell(value) }

    /// A page being written: blocks go to the last section opened (before any, to the intro);
    /// consecutive bullets form one list, consecutive steps one numbered list.
    private struct Page {
        var page: ReportPage

        init(title: String) { page = ReportPage(title: title, sections: []) }

        private mutating func append(_ block: ReportPage.Block) {
            if page.sections.isEmpty {
                page.intro.append(block)
            } else {
                page.sections[page.sections.count - 1].blocks.append(block)
            }
        }

        private var last: ReportPage.Block? {
            page.sections.isEmpty ? page.intro.last : page.sections[page.sections.count - 1].blocks.last
        }

        private mutating func replaceLast(_ block: ReportPage.Block) {
            if page.sections.isEmpty {
                page.intro[page.intro.count - 1] = block
            } else {
                page.sections[page.sections.count - 1].blocks[page.sections[page.sections.count - 1].blocks.count - 1] =
                    block
            }
        }

        /// A paragraph; an empty one is left out.
        mutating func paragraph(_ text: String) {
            if !text.isEmpty { append(.paragraph(text)) }
        }

        /// A list item, joining the list just before it.
        mutating func bullet(_ text: String) {
            if case .list(nil, let items)? = last {
                replaceLast(.list(lead: nil, items: items + [text]))
            } else {
                append(.list(lead: nil, items: [text]))
            }
        }

        /// A line under the last list item, indented.
        mutating func continuation(_ text: String) {
            guard case .list(let lead, var items)? = last, let item = items.popLast() else { return paragraph(text) }
            replaceLast(.list(lead: lead, items: items + [item + "\n  " + text]))
        }

        /// The next step of a calculation.
        mutating func step(_ text: String) {
            if case .steps(let steps)? = last { replaceLast(.steps(steps + [text])) } else { append(.steps([text])) }
        }

        mutating func table(caption: String? = nil, header: [String], rows: [[String]]) {
            append(.table(caption: caption, header: header, rows: rows))
        }

        mutating func section(_ title: String) { page.sections.append(.init(title, [])) }

        /// Every string in the report's top-level `notes` (and a manual-only `message`), so nothing the JSON says is lost.
        mutating func notes(_ report: JSONValue) {
            let notes = report["notes"]?.arrayValue?.compactMap { $0.stringValue ?? $0["message"]?.stringValue } ?? []
            guard !notes.isEmpty else { return }
            if !page.sections.contains(where: { $0.title == "Notes" }) { section("Notes") }
            for note in notes { bullet(note) }
        }

        mutating func versions(_ report: JSONValue) {
            if !page.sections.contains(where: { $0.title == "Notes" }) { section("Notes") }
            let parts = [
                report["policy"]?["version"]?.stringValue.map { "Policy \($0)" },
                report["algorithmVersion"]?.stringValue,
            ].compactMap { $0 }
            if !parts.isEmpty { bullet(parts.joined(separator: ", ") + ".") }
        }
    }
}
