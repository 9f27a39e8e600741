/// The pages of `days`, `maintenance` and `project` that are still built from the command's JSON
/// output document (`DaysMarkdown.swift`, `MaintenanceMarkdown.swift`, `ProjectionMarkdown.swift`):
/// a member missing from the document leaves its line out. Issue 19 replaces each with a page built
/// from the typed result, as `EstimateReport.page` is.
public enum ReportMarkdown {

    static func personLine(_ person: JSONValue?) -> String {
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

    static func number(_ value: Double) -> String { OutputText.number(value) }
    static func cell(_ value: JSONValue?) -> String { OutputText.cell(value) }
}
