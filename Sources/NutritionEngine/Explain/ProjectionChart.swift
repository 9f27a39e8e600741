/// `project --format svg`: the weekly trajectory of the dynamic model beside the static rule, as a
/// self-contained SVG line chart. Rendered from the `project` JSON report only, like the Markdown, so
/// it shows nothing the JSON withholds.
package enum ProjectionChart {
    static let width = 720.0
    static let height = 400.0
    static let left = 64.0
    static let right = 24.0
    static let top = 40.0
    static let bottom = 56.0

    /// The SVG document for a `project` report (an empty chart with its title when there is no trajectory).
    package static func svg(_ report: JSONValue) -> String {
        let points = (report["trajectory"]?.arrayValue ?? []).compactMap {
            point -> (day: Double, model: Double, rule: Double, date: String?)? in
            guard let day = point["day"]?.numberValue, let model = point["weightKg"]?.numberValue,
                let rule = point["staticRuleWeightKg"]?.numberValue
            else { return nil }
            return (day, model, rule, point["date"]?.stringValue)
        }
        var lines = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(format(width))" height="\##(format(height))" viewBox="0 0 \##(format(width)) \##(format(height))" font-family="sans-serif" font-size="12">"##,
            ##"<title>Weight projection: dynamic model (Hall 2011) and static 7,700 kcal/kg rule</title>"##,
            ##"<rect width="100%" height="100%" fill="white"/>"##,
        ]
        if let note = report["manualOnly"]?["note"]?.stringValue {
            // A manual-only result holds no trajectory: the chart carries the statement instead.
            lines[1] = "<title>Manual targets only</title>"
            lines.append(##"<text x="\##(format(left))" y="24" font-size="14">Manual targets only</text>"##)
            for (index, line) in wrapped(note, columns: 96).enumerated() {
                lines.append(
                    ##"<text x="\##(format(left))" y="\##(format(56 + 18 * Double(index)))">\##(escape(line))</text>"##)
            }
            lines.append("</svg>")
            return lines.joined(separator: "\n") + "\n"
        }
        let intake = report["intakeKcalPerDay"]?.numberValue.map { " at \(format($0)) kcal/day" } ?? ""
        lines.append(
            ##"<text x="\##(format(left))" y="24" font-size="14">Weight projection\##(escape(intake))</text>"##)
        guard let first = points.first, let last = points.last else {
            lines.append("</svg>")
            return lines.joined(separator: "\n") + "\n"
        }
        let weights =
            points.flatMap { [$0.model, $0.rule] } + [report["landing"]?["weightKg"]?.numberValue].compactMap { $0 }
        var low = (weights.min() ?? 0).rounded(.down)
        var high = (weights.max() ?? 1).rounded(.up)
        if high - low < 2 { low -= 1; high += 1 }
        let span = max(last.day - first.day, 1)
        func x(_ day: Double) -> Double { left + (day - first.day) / span * (width - left - right) }
        func y(_ kg: Double) -> Double { top + (high - kg) / (high - low) * (height - top - bottom) }
        let plotBottom = height - bottom
        // Axes and horizontal grid lines at whole kilograms (about five of them).
        let step = max(((high - low) / 5).rounded(.up), 1)
        var kg = low
        while kg <= high + 1e-9 {
            lines.append(
                ##"<line x1="\##(format(left))" y1="\##(format(y(kg)))" x2="\##(format(width - right))" y2="\##(format(y(kg)))" stroke="#e0e0e0"/>"##
            )
            lines.append(
                ##"<text x="\##(format(left - 8))" y="\##(format(y(kg) + 4))" text-anchor="end">\##(format(kg))</text>"##
            )
            kg += step
        }
        lines.append(
            ##"<line x1="\##(format(left))" y1="\##(format(top))" x2="\##(format(left))" y2="\##(format(plotBottom))" stroke="black"/>"##
        )
        lines.append(
            ##"<line x1="\##(format(left))" y1="\##(format(plotBottom))" x2="\##(format(width - right))" y2="\##(format(plotBottom))" stroke="black"/>"##
        )
        lines.append(
            ##"<text x="16" y="\##(format((top + plotBottom) / 2))" transform="rotate(-90 16 \##(format((top + plotBottom) / 2)))" text-anchor="middle">body weight, kg</text>"##
        )
        // Day ticks at the first, middle and last points, with calendar dates when the report has them.
        let ticks = Array(Set([0, points.count / 2, points.count - 1])).sorted().map { points[$0] }
        for tick in ticks {
            let label = tick.date.map { "\($0) (day \(format(tick.day)))" } ?? "day \(format(tick.day))"
            lines.append(
                ##"<line x1="\##(format(x(tick.day)))" y1="\##(format(plotBottom))" x2="\##(format(x(tick.day)))" y2="\##(format(plotBottom + 5))" stroke="black"/>"##
            )
            // The first label starts at its tick and the last ends at it, so neither leaves the chart.
            let anchor = tick.day == first.day ? "start" : tick.day == last.day ? "end" : "middle"
            lines.append(
                ##"<text x="\##(format(x(tick.day)))" y="\##(format(plotBottom + 20))" text-anchor="\##(anchor)">\##(escape(label))</text>"##
            )
        }
        if let landing = report["landing"]?["weightKg"]?.numberValue {
            lines.append(
                ##"<line x1="\##(format(left))" y1="\##(format(y(landing)))" x2="\##(format(width - right))" y2="\##(format(y(landing)))" stroke="#2a9d8f" stroke-dasharray="2 4"/>"##
            )
            lines.append(
                ##"<text x="\##(format(width - right))" y="\##(format(y(landing) - 6))" text-anchor="end" fill="#2a9d8f">landing \##(format(landing)) kg</text>"##
            )
        }
        func path(_ value: ((day: Double, model: Double, rule: Double, date: String?)) -> Double) -> String {
            points.map { "\(format(x($0.day))),\(format(y(value($0))))" }.joined(separator: " ")
        }
        lines.append(
            ##"<polyline fill="none" stroke="#999999" stroke-width="2" stroke-dasharray="6 4" points="\##(path { $0.rule })"/>"##
        )
        lines.append(##"<polyline fill="none" stroke="#1d3557" stroke-width="2.5" points="\##(path { $0.model })"/>"##)
        for point in points {
            lines.append(
                ##"<circle cx="\##(format(x(point.day)))" cy="\##(format(y(point.model)))" r="3" fill="#1d3557"><title>day \##(format(point.day))\##(point.date.map { " (\($0))" } ?? ""): \##(format(point.model)) kg; static rule \##(format(point.rule)) kg</title></circle>"##
            )
        }
        let legendY = height - 12
        lines.append(
            ##"<line x1="\##(format(left))" y1="\##(format(legendY - 4))" x2="\##(format(left + 24))" y2="\##(format(legendY - 4))" stroke="#1d3557" stroke-width="2.5"/>"##
        )
        lines.append(
            ##"<text x="\##(format(left + 30))" y="\##(format(legendY))">dynamic model (Hall et al. 2011)</text>"##)
        lines.append(
            ##"<line x1="\##(format(left + 260))" y1="\##(format(legendY - 4))" x2="\##(format(left + 284))" y2="\##(format(legendY - 4))" stroke="#999999" stroke-width="2" stroke-dasharray="6 4"/>"##
        )
        lines.append(
            ##"<text x="\##(format(left + 290))" y="\##(format(legendY))">static rule, 7,700 kcal per kg</text>"##)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in lines of at most `columns` characters, broken at spaces.
    private static func wrapped(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > columns {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static func format(_ value: Double) -> String { OutputText.fixed(value, 2) }
    private static func escape(_ text: String) -> String { OutputText.escaped(text) }
}
