/// Built from the command's JSON output document (to be replaced by a page built from the typed
/// result, issue 19); a member missing from the document leaves its line out.
extension ReportMarkdown {
    /// `project --format markdown`: the weekly trajectory beside the static rule, with calendar dates
    /// when the report has them.
    public static func project(_ report: JSONValue) -> String { projectPage(report).markdown }

    /// The `project` page.
    static func projectPage(_ report: JSONValue) -> ReportPage {
        var page = PageBuilder(title: "Weight projection")
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

}
