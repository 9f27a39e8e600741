/// `project --format svg`: the weekly trajectory of the dynamic model beside the static rule, as a
/// self-contained SVG line chart, drawn from typed values at the JSON's precision (so it shows
/// nothing the JSON withholds), in the person's unit; with the weigh-ins of the four weeks up to day
/// 0 as dots before it and the plan's own goal as a line; for a manual-only person, the statement
/// in its place.
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

    /// A usable weigh-in of the log before the projection: its day (0 or less), weight (kg) and date.
    struct Logged: Equatable {
        var day: Double
        var kg: Double
        var date: CalendarDate
    }

    /// What the chart draws, each number as the JSON writes it (the log's and the goal's as the
    /// document holds them, to 0.01 kg).
    struct Input: Equatable {
        /// The entries the static rule still applies to.
        var points: [Point]
        /// The planned intake, kcal/day.
        var intakeKcalPerDay: Double
        /// The landing weight, kg, when one was asked for.
        var landingWeightKg: Double?
        /// The unit weights are shown in.
        var unit: WeightUnit = .kg
        /// The usable weigh-ins of the days up to day 0 (`loggedDays`), oldest first.
        var logged: [Logged] = []
        /// The landing weight of the plan's own goal, kg, when it has one.
        var goalWeightKg: Double? = nil
    }

    /// How many days of the log before day 0 the chart shows: four weeks, enough to see the trend
    /// the projection starts from without squeezing the projection.
    static let loggedDays = 28

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
    static let goalStyle = ##"stroke="#b5179e" stroke-width="1.5" stroke-dasharray="8 3 2 3""##
    static let weighInFill = "#c67a4a"

    /// The SVG document for `input` (an empty chart with its title when there is no point).
    static func svg(_ input: Input) -> String { canvas(input).svg }

    /// The drawing for `input`, with its text and mark boxes (`ChartCanvas`): a label that would
    /// cover a line, a dot or another label is carried by the legend instead.
    static func canvas(_ input: Input) -> ChartCanvas {
        let points = input.points
        let unit = input.unit
        var canvas = ChartCanvas(
            width: width, height: height,
            title: "Weight projection: dynamic model (Hall 2011) and static 7,700 kcal/kg rule")
        canvas.text(
            "Weight projection at \(OutputText.peopleKcal(input.intakeKcalPerDay)) kcal/day", x: left, y: 22, size: 14)
        guard let firstPoint = points.first, let last = points.last else { return canvas }
        let logged = input.logged
        let first = logged.first.map { $0.day < firstPoint.day ? $0.day : firstPoint.day } ?? firstPoint.day
        let plotBottom = height - bottom
        let plotRight = width - right
        let kilograms =
            points.flatMap { [$0.model, $0.rule] } + logged.map(\.kg)
            + [input.landingWeightKg, input.goalWeightKg].compactMap { $0 }
        let axis = ValueAxis(
            covering: kilograms.map { unit.value(kilograms: $0) }, top: top + 20, bottom: plotBottom,
            unit: unit.rawValue, minimumSpan: 2)
        func y(_ kg: Double) -> Double { axis.y(unit.value(kilograms: kg)) }
        let span = max(last.day - first, 1)
        func x(_ day: Double) -> Double { left + (day - first) / span * (plotRight - left) }
        axis.draw(on: &canvas, left: left, right: plotRight)
        // Day ticks at day 0, the last and the middle points and the log's first day, with calendar
        // dates when the report has them; a label that would meet another one is left out (its
        // gridline stays), so the ends come first.
        var ticks: [(day: Double, label: String)] = []
        func tick(_ point: Point) -> (day: Double, label: String) {
            (point.day, point.date.map { "\($0) (day \(format(point.day)))" } ?? "day \(format(point.day))")
        }
        ticks.append(tick(firstPoint))
        ticks.append(tick(last))
        // The log's first day by its short date ("3 Nov"): a long label there would meet day 0's.
        if let oldest = logged.first, oldest.day < firstPoint.day {
            ticks.append((oldest.day, DateAxis.label(oldest.date)))
        }
        ticks.append(tick(points[points.count / 2]))
        var ticked: Set<Double> = []
        for (day, label) in ticks where ticked.insert(day).inserted {
            canvas.gridline(x(day), axis.top, x(day), plotBottom)
            // The first label starts at its tick and the last ends at it, so neither leaves the chart.
            let anchor: TextMetrics.Anchor = day == first ? .start : day == last.day ? .end : .middle
            canvas.place(label, candidates: [(x(day), plotBottom + 18, anchor)])
        }
        canvas.line(left, axis.top, left, plotBottom, style: #"stroke="black""#)
        canvas.line(left, plotBottom, plotRight, plotBottom, style: #"stroke="black""#)
        canvas.polyline(points.map { (x($0.day), y($0.rule)) }, style: ruleStyle)
        canvas.polyline(points.map { (x($0.day), y($0.model)) }, style: modelStyle)
        for point in points {
            let day = "day \(format(point.day))\(point.date.map { " (\($0))" } ?? "")"
            canvas.dot(
                x(point.day), y(point.model), r: 3, fill: "#1d3557",
                title: "\(day): \(unit.text(kilograms: point.model)); static rule \(unit.text(kilograms: point.rule))")
        }
        for weighIn in logged {
            canvas.dot(
                x(weighIn.day), y(weighIn.kg), r: 2.5, fill: weighInFill,
                title: "\(weighIn.date): \(unit.text(kilograms: weighIn.kg)) logged")
        }
        var legend = [
            LegendEntry(swatch: .line(modelStyle), label: "dynamic model (Hall et al. 2011)"),
            LegendEntry(swatch: .line(ruleStyle), label: "static rule, 7,700 kcal per kg"),
        ]
        if !logged.isEmpty { legend.append(LegendEntry(swatch: .dot(weighInFill), label: "logged weigh-in")) }
        // The goal is drawn apart only when it is not the landing weight asked for (as shown, to 0.1).
        let landingIsGoal =
            input.landingWeightKg.flatMap { landing in
                input.goalWeightKg.map { unit.shown($0) == unit.shown(landing) }
            } ?? false
        var levels: [(kg: Double, style: String, fill: String, label: String, legendLabel: String)] = []
        if let landing = input.landingWeightKg {
            levels.append(
                (
                    landing, landingStyle, "#2a9d8f",
                    (landingIsGoal ? "landing = goal " : "landing ") + unit.text(kilograms: landing),
                    landingIsGoal ? "landing weight, the plan's goal" : "landing weight"
                ))
        }
        if let goal = input.goalWeightKg, !landingIsGoal {
            levels.append((goal, goalStyle, "#b5179e", "goal \(unit.text(kilograms: goal))", "the plan's goal"))
        }
        // Every line first, then the labels: a label placed before the next line was drawn could lie on it.
        for level in levels { canvas.line(left, y(level.kg), plotRight, y(level.kg), style: level.style) }
        for level in levels {
            let at = y(level.kg)
            var candidates: [(x: Double, y: Double, anchor: TextMetrics.Anchor)] = []
            for fraction in [1.0, 0.0, 0.5, 0.75, 0.25] {
                let anchor: TextMetrics.Anchor = fraction == 1 ? .end : fraction == 0 ? .start : .middle
                let position = left + 4 + fraction * (plotRight - left - 8)
                candidates += [(position, at - 6, anchor), (position, at + 15, anchor)]
            }
            let placed = canvas.place(level.label, candidates: candidates, fill: level.fill)
            legend.append(LegendEntry(swatch: .line(level.style), label: placed ? level.legendLabel : level.label))
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
