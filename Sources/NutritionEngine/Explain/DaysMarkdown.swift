/// Built from the command's JSON output document (to be replaced by a page built from the typed
/// result, issue 19); a member missing from the document leaves its line out.
extension ReportMarkdown {
    /// `days --format markdown`.
    public static func days(_ report: JSONValue) -> String { daysPage(report).markdown }

    /// `days --format markdown` with the food totals of the same answer (issue 23), from typed values.
    public static func days(_ report: JSONValue, foods: DaysFoods?) -> String {
        daysPage(report, foods: foods).markdown
    }

    /// The `days` page.
    static func daysPage(_ report: JSONValue, foods: DaysFoods? = nil) -> ReportPage {
        var page = PageBuilder(title: "Day ledger")
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
        if let foods { FoodTotalsReport.section(foods, into: &page) }
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

}
