/// Draws one week as an SVG: intake bars per day (missing days drawn as an empty dashed box and
/// labelled "not logged", never as a zero bar), the target line, daily weigh-ins and the trend.
///
/// Pure text generation with fixed coordinates and `%.1f` formatting, so the same week gives the
/// same bytes. Colours are neutral; nothing is labelled good or bad.
struct WeekChart: Sendable, Equatable {
    /// One day of the chart.
    struct Day: Sendable, Equatable {
        /// The day.
        var date: CalendarDate
        /// Logged intake, kcal, when the day has any intake.
        var intakeKcal: Double?
        /// Whether the intake is evidence (complete and trusted); other logged days are drawn hatched.
        var intakeIsEvidence: Bool
        /// The day's weigh-in, kg.
        var weightKg: Double?
        /// The smoothed trend, kg.
        var trendKg: Double?
    }

    /// The week's days, in order.
    var days: [Day]
    /// The target in force, kcal/day, when there is one.
    var targetKcalPerDay: Double?

    /// A chart of `days` with the target line at `targetKcalPerDay`.
    init(days: [Day], targetKcalPerDay: Double?) {
        self.days = days
        self.targetKcalPerDay = targetKcalPerDay
    }

    private static let width = 700.0
    private static let panelHeight = 180.0
    private static let left = 70.0
    private static let right = 20.0

    /// The SVG document.
    var svg: String {
        let columnWidth = (Self.width - Self.left - Self.right) / Double(max(days.count, 1))
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"700\" height=\"440\" viewBox=\"0 0 700 440\" "
            + "font-family=\"sans-serif\" font-size=\"11\">\n"
        out += "<title>Week of \(days.first?.date.description ?? "")</title>\n"
        // Intake panel: 0 at y = 210, top at y = 30.
        let intakeValues = days.compactMap(\.intakeKcal) + [targetKcalPerDay].compactMap { $0 }
        let intakeMax = max(((intakeValues.max() ?? 2000) * 1.15 / 500).rounded(.up) * 500, 500)
        func intakeY(_ kcal: Double) -> Double { 210 - kcal / intakeMax * Self.panelHeight }
        out +=
            "<text x=\"10\" y=\"20\">Intake per day (kcal): blue bars are evidence days, grey bars were logged but "
            + "are not evidence, dashed boxes were not logged</text>\n"
        out += line(Self.left, 210, Self.width - Self.right, 210, stroke: "#999")
        for tick in stride(from: 0.0, through: intakeMax, by: intakeMax / 4) {
            out += text(Self.left - 6, intakeY(tick) + 4, fmt(tick, 0), anchor: "end")
        }
        for (index, day) in days.enumerated() {
            let x = Self.left + Double(index) * columnWidth + columnWidth * 0.15
            let barWidth = columnWidth * 0.7
            out += text(x + barWidth / 2, 226, String(day.date.description.suffix(5)), anchor: "middle")
            if let kcal = day.intakeKcal {
                let fill = day.intakeIsEvidence ? "#7a9cc6" : "#d9d9d9"
                out +=
                    "<rect x=\"\(fmt(x))\" y=\"\(fmt(intakeY(kcal)))\" width=\"\(fmt(barWidth))\" "
                    + "height=\"\(fmt(210 - intakeY(kcal)))\" fill=\"\(fill)\"><title>\(day.date) \(fmt(kcal, 0)) "
                    + "kcal\(day.intakeIsEvidence ? "" : " (not used as evidence)")</title></rect>\n"
            } else {
                out +=
                    "<rect x=\"\(fmt(x))\" y=\"\(fmt(intakeY(intakeMax * 0.5)))\" width=\"\(fmt(barWidth))\" "
                    + "height=\"\(fmt(210 - intakeY(intakeMax * 0.5)))\" fill=\"none\" stroke=\"#999\" "
                    + "stroke-dasharray=\"4 3\"><title>\(day.date) not logged</title></rect>\n"
                out += text(x + barWidth / 2, intakeY(intakeMax * 0.25), "not logged", anchor: "middle")
            }
        }
        if let target = targetKcalPerDay {
            out += line(
                Self.left, intakeY(target), Self.width - Self.right, intakeY(target), stroke: "#444", dash: "6 4")
            out += text(Self.width - Self.right, intakeY(target) - 4, "target \(fmt(target, 0))", anchor: "end")
        }
        // Weight panel: y from 260 to 420.
        let weights = days.flatMap { [$0.weightKg, $0.trendKg].compactMap { $0 } }
        out += "<text x=\"10\" y=\"250\">Weight (kg): dots are weigh-ins, the line is the trend</text>\n"
        if let low = weights.min(), let high = weights.max() {
            let padding = max((high - low) * 0.2, 0.5)
            let bottom = low - padding
            let top = high + padding
            func weightY(_ kg: Double) -> Double { 420 - (kg - bottom) / (top - bottom) * 160 }
            func centre(_ index: Int) -> Double { Self.left + (Double(index) + 0.5) * columnWidth }
            out += text(Self.left - 6, weightY(top) + 4, fmt(top, 1), anchor: "end")
            out += text(Self.left - 6, weightY(bottom) + 4, fmt(bottom, 1), anchor: "end")
            let trendPoints = days.enumerated().compactMap { index, day in
                day.trendKg.map { "\(fmt(centre(index))),\(fmt(weightY($0)))" }
            }
            if trendPoints.count > 1 {
                out +=
                    "<polyline points=\"\(trendPoints.joined(separator: " "))\" fill=\"none\" stroke=\"#444\" "
                    + "stroke-width=\"2\"/>\n"
            }
            for (index, day) in days.enumerated() {
                if let kg = day.weightKg {
                    out +=
                        "<circle cx=\"\(fmt(centre(index)))\" cy=\"\(fmt(weightY(kg)))\" r=\"4\" "
                        + "fill=\"#c67a4a\"><title>\(day.date) \(fmt(kg, 2)) kg</title></circle>\n"
                }
            }
        } else {
            out += text(Self.width / 2, 340, "no weigh-ins this week", anchor: "middle")
        }
        out += "</svg>\n"
        return out
    }

    private func fmt(_ value: Double, _ decimals: Int = 1) -> String { OutputText.fixed(value, decimals) }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, dash: String? = nil)
        -> String
    {
        "<line x1=\"\(fmt(x1))\" y1=\"\(fmt(y1))\" x2=\"\(fmt(x2))\" y2=\"\(fmt(y2))\" "
            + "stroke=\"\(stroke)\"\(dash.map { " stroke-dasharray=\"\($0)\"" } ?? "")/>\n"
    }

    private func text(_ x: Double, _ y: Double, _ content: String, anchor: String = "start") -> String {
        "<text x=\"\(fmt(x))\" y=\"\(fmt(y))\" text-anchor=\"\(anchor)\">\(content)</text>\n"
    }
}
