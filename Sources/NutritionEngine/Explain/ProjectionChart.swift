/// `project --format svg`: the weekly trajectory of the dynamic model beside the static rule, as a
/// self-contained SVG line chart, drawn from typed values at the JSON's precision (so it shows
/// nothing the JSON withholds); for a manual-only person, the statement in its place.
enum ProjectionChart {
    static let width = 720.0
    static let height = 400.0
    static let left = 64.0
    static let right = 24.0
    static let top = 40.0
    static let bottom = 56.0

    /// One trajectory entry as drawn: its day, the model's and the static rule's weight (kg) and its date.
    struct Point: Equatable {
        var day: Double
        var model: Double
        var rule: Double
        var date: String?
    }

    /// What the chart draws, each number as the JSON writes it.
    struct Input: Equatable {
        /// The entries the static rule still applies to.
        var points: [Point]
        /// The planned intake, kcal/day.
        var intakeKcalPerDay: Double
        /// The landing weight, kg, when one was asked for.
        var landingWeightKg: Double?
    }

    static func header(title: String) -> [String] {
        let size = #"width="\#(format(width))" height="\#(format(height))""#
        return [
            #"<svg xmlns="http://www.w3.org/2000/svg" \#(size) viewBox="0 0 \#(format(width)) \#(format(height))""#
                + #" font-family="sans-serif" font-size="12">"#,
            "<title>\(title)</title>",
            #"<rect width="100%" height="100%" fill="white"/>"#,
        ]
    }

    /// A `<line>` from (x1, y1) to (x2, y2) drawn with `stroke` (its stroke attributes).
    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ stroke: String) -> String {
        #"<line x1="\#(format(x1))" y1="\#(format(y1))" x2="\#(format(x2))" y2="\#(format(y2))" \#(stroke)/>"#
    }

    /// A `<text>` at (x, y) holding `content` (already escaped), with `attributes` (none when empty).
    static func text(_ x: Double, _ y: Double, _ content: String, attributes: String = "") -> String {
        let attributes = attributes.isEmpty ? "" : " " + attributes
        return #"<text x="\#(format(x))" y="\#(format(y))"\#(attributes)>\#(content)</text>"#
    }

    /// The chart a manual-only person gets: the title and the gate's `statement`, no number.
    static func manualOnlySVG(statement: String) -> String {
        var lines = header(title: "Manual targets only")
        lines.append(text(left, 24, "Manual targets only", attributes: #"font-size="14""#))
        for (index, line) in wrapped(statement, columns: 96).enumerated() {
            lines.append(text(left, 56 + 18 * Double(index), escape(line)))
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The SVG document for `input` (an empty chart with its title when there is no point).
    static func svg(_ input: Input) -> String {
        let points = input.points
        var lines = header(title: "Weight projection: dynamic model (Hall 2011) and static 7,700 kcal/kg rule")
        let intake = " at \(format(input.intakeKcalPerDay)) kcal/day"
        lines.append(text(left, 24, "Weight projection\(escape(intake))", attributes: #"font-size="14""#))
        guard let first = points.first, let last = points.last else {
            lines.append("</svg>")
            return lines.joined(separator: "\n") + "\n"
        }
        let weights = points.flatMap { [$0.model, $0.rule] } + [input.landingWeightKg].compactMap { $0 }
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
            lines.append(line(left, y(kg), width - right, y(kg), ##"stroke="#e0e0e0""##))
            lines.append(text(left - 8, y(kg) + 4, format(kg), attributes: #"text-anchor="end""#))
            kg += step
        }
        lines.append(line(left, top, left, plotBottom, #"stroke="black""#))
        lines.append(line(left, plotBottom, width - right, plotBottom, #"stroke="black""#))
        let middle = format((top + plotBottom) / 2)
        lines.append(
            text(
                16, (top + plotBottom) / 2, "body weight, kg",
                attributes: #"transform="rotate(-90 16 \#(middle))" text-anchor="middle""#))
        // Day ticks at the first, middle and last points, with calendar dates when the report has them.
        let ticks = Array(Set([0, points.count / 2, points.count - 1])).sorted().map { points[$0] }
        for tick in ticks {
            let label = tick.date.map { "\($0) (day \(format(tick.day)))" } ?? "day \(format(tick.day))"
            lines.append(line(x(tick.day), plotBottom, x(tick.day), plotBottom + 5, #"stroke="black""#))
            // The first label starts at its tick and the last ends at it, so neither leaves the chart.
            let anchor = tick.day == first.day ? "start" : tick.day == last.day ? "end" : "middle"
            lines.append(text(x(tick.day), plotBottom + 20, escape(label), attributes: #"text-anchor="\#(anchor)""#))
        }
        if let landing = input.landingWeightKg {
            lines.append(
                line(left, y(landing), width - right, y(landing), ##"stroke="#2a9d8f" stroke-dasharray="2 4""##))
            lines.append(
                text(
                    width - right, y(landing) - 6, "landing \(format(landing)) kg",
                    attributes: ##"text-anchor="end" fill="#2a9d8f""##))
        }
        func path(_ value: (Point) -> Double) -> String {
            points.map { "\(format(x($0.day))),\(format(y(value($0))))" }.joined(separator: " ")
        }
        lines.append(
            ##"<polyline fill="none" stroke="#999999" stroke-width="2" stroke-dasharray="6 4" "##
                + #"points="\#(path { $0.rule })"/>"#)
        lines.append(##"<polyline fill="none" stroke="#1d3557" stroke-width="2.5" points="\##(path { $0.model })"/>"##)
        for point in points {
            let day = "day \(format(point.day))\(point.date.map { " (\($0))" } ?? "")"
            lines.append(
                ##"<circle cx="\##(format(x(point.day)))" cy="\##(format(y(point.model)))" r="3" fill="#1d3557">"##
                    + "<title>\(day): \(format(point.model)) kg; static rule \(format(point.rule)) kg</title></circle>")
        }
        let legendY = height - 12
        lines.append(line(left, legendY - 4, left + 24, legendY - 4, ##"stroke="#1d3557" stroke-width="2.5""##))
        lines.append(text(left + 30, legendY, "dynamic model (Hall et al. 2011)"))
        lines.append(
            line(
                left + 260, legendY - 4, left + 284, legendY - 4,
                ##"stroke="#999999" stroke-width="2" stroke-dasharray="6 4""##))
        lines.append(text(left + 290, legendY, "static rule, 7,700 kcal per kg"))
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
