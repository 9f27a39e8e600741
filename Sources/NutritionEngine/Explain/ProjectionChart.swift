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

    static let modelStyle = ##"stroke="#1d3557" stroke-width="2.5""##
    static let ruleStyle = ##"stroke="#999999" stroke-width="2" stroke-dasharray="6 4""##
    static let landingStyle = ##"stroke="#2a9d8f" stroke-width="1.5" stroke-dasharray="2 4""##

    /// The SVG document for `input` (an empty chart with its title when there is no point).
    static func svg(_ input: Input) -> String { canvas(input).svg }

    /// The drawing for `input`, with its text and mark boxes (`ChartCanvas`): a label that would
    /// cover a line, a dot or another label is carried by the legend instead.
    static func canvas(_ input: Input) -> ChartCanvas {
        let points = input.points
        var canvas = ChartCanvas(
            width: width, height: height,
            title: "Weight projection: dynamic model (Hall 2011) and static 7,700 kcal/kg rule")
        canvas.text(
            "Weight projection at \(OutputText.peopleKcal(input.intakeKcalPerDay)) kcal/day", x: left, y: 22, size: 14)
        guard let first = points.first, let last = points.last else { return canvas }
        let plotBottom = height - bottom
        let plotRight = width - right
        let axis = ValueAxis(
            covering: points.flatMap { [$0.model, $0.rule] } + [input.landingWeightKg].compactMap { $0 },
            top: top + 20, bottom: plotBottom, unit: "kg", minimumSpan: 2)
        let span = max(last.day - first.day, 1)
        func x(_ day: Double) -> Double { left + (day - first.day) / span * (plotRight - left) }
        axis.draw(on: &canvas, left: left, right: plotRight)
        // Day ticks at the first, middle and last points, with calendar dates when the report has them.
        let ticks = Array(Set([0, points.count / 2, points.count - 1])).sorted().map { points[$0] }
        for tick in ticks {
            let label = tick.date.map { "\($0) (day \(format(tick.day)))" } ?? "day \(format(tick.day))"
            canvas.gridline(x(tick.day), axis.top, x(tick.day), plotBottom)
            // The first label starts at its tick and the last ends at it, so neither leaves the chart.
            let anchor: TextMetrics.Anchor = tick.day == first.day ? .start : tick.day == last.day ? .end : .middle
            canvas.text(label, x: x(tick.day), y: plotBottom + 18, anchor: anchor)
        }
        canvas.line(left, axis.top, left, plotBottom, style: #"stroke="black""#)
        canvas.line(left, plotBottom, plotRight, plotBottom, style: #"stroke="black""#)
        canvas.polyline(points.map { (x($0.day), axis.y($0.rule)) }, style: ruleStyle)
        canvas.polyline(points.map { (x($0.day), axis.y($0.model)) }, style: modelStyle)
        for point in points {
            let day = "day \(format(point.day))\(point.date.map { " (\($0))" } ?? "")"
            canvas.dot(
                x(point.day), axis.y(point.model), r: 3, fill: "#1d3557",
                title: "\(day): \(format(point.model)) kg; static rule \(format(point.rule)) kg")
        }
        var legend = [
            LegendEntry(swatch: .line(modelStyle), label: "dynamic model (Hall et al. 2011)"),
            LegendEntry(swatch: .line(ruleStyle), label: "static rule, 7,700 kcal per kg"),
        ]
        if let landing = input.landingWeightKg {
            let y = axis.y(landing)
            canvas.line(left, y, plotRight, y, style: landingStyle)
            let label = "landing \(OutputText.fixed(landing, 1)) kg"
            var candidates: [(x: Double, y: Double, anchor: TextMetrics.Anchor)] = []
            for fraction in [1.0, 0.0, 0.5, 0.75, 0.25] {
                let anchor: TextMetrics.Anchor = fraction == 1 ? .end : fraction == 0 ? .start : .middle
                let at = left + 4 + fraction * (plotRight - left - 8)
                candidates += [(at, y - 6, anchor), (at, y + 15, anchor)]
            }
            let placed = canvas.place(label, candidates: candidates, fill: "#2a9d8f")
            legend.append(LegendEntry(swatch: .line(landingStyle), label: placed ? "landing weight" : label))
        }
        canvas.legend(legend, x: left, y: height - 12, maxX: plotRight)
        return canvas
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
