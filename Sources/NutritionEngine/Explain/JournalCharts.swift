/// The journal's three charts, drawn with `ChartCanvas` on one dated axis: weight (weigh-ins as
/// dots, the trend, the landing weight), maintenance (the week-end estimates with their 95 % band
/// and the targets in force as a step line) and weekly intake per evidence day against the target.
enum JournalCharts {
    static let width = 720.0
    static let left = 64.0
    static let right = 700.0
    static let top = 50.0
    static let bottom = 230.0

    static let trendStyle = ##"stroke="#444" stroke-width="2""##
    static let weighInFill = "#c67a4a"
    static let landingStyle = ##"stroke="#2a9d8f" stroke-width="1.5" stroke-dasharray="2 4""##
    static let estimateStyle = ##"stroke="#1d3557" stroke-width="2""##
    static let bandFill = "#8fb3d9"
    static let targetStyle = ##"stroke="#444" stroke-width="1.5" stroke-dasharray="6 4""##
    static let barFill = "#7a9cc6"

    /// The charts stacked in one SVG document.
    static func stacked(_ charts: [ChartCanvas]) -> String {
        var y = 0.0
        var inner: [String] = []
        for chart in charts {
            let body = chart.svg.replacingOccurrences(
                of: #"<svg xmlns="http://www.w3.org/2000/svg" "#, with: #"<svg x="0" y="\#(ChartCanvas.f(y))" "#)
            inner.append(body.trimmingCharacters(in: .newlines))
            y += chart.height + 10
        }
        let f = ChartCanvas.f
        return
            ([
                #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(f(width))" height="\#(f(y))" viewBox="0 0 \#(f(width)) \#(f(y))">"#
            ] + inner + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// "28 Sep 2026 to 22 Nov 2026".
    static func span(_ start: CalendarDate, _ end: CalendarDate) -> String {
        func full(_ date: CalendarDate) -> String { DateAxis.label(date) + " \(date.components.year)" }
        return "\(full(start)) to \(full(end))"
    }

    /// The weigh-ins, the trend and (with `landingKg`) the landing weight, in `unit`.
    static func weight(_ series: JournalSeries, unit: WeightUnit, landingKg: Double?) -> ChartCanvas {
        var canvas = ChartCanvas(width: width, height: 290, title: "Weight, \(span(series.start, series.end))")
        canvas.text("Weight, \(span(series.start, series.end))", x: 10, y: 20, size: 14)
        let axis = DateAxis(start: series.start, end: series.end, left: left, right: right)
        let values = (series.weighIns.map(\.kg) + series.trend.map(\.kg) + [landingKg].compactMap { $0 })
            .map { unit.value(kilograms: $0) }
        let y = ValueAxis(covering: values, top: top, bottom: bottom, unit: unit.rawValue, minimumSpan: 2)
        y.draw(on: &canvas, left: left, right: right)
        axis.draw(on: &canvas, top: top, bottom: bottom)
        var legend: [LegendEntry] = []
        canvas.polyline(
            series.trend.map { (axis.x($0.date), y.y(unit.value(kilograms: $0.kg))) }, style: trendStyle)
        let radius = min(4, max(2, axis.dayWidth / 3))
        for point in series.weighIns {
            canvas.dot(
                axis.x(point.date), y.y(unit.value(kilograms: point.kg)), r: radius, fill: weighInFill,
                title: "\(point.date) \(unit.text(kilograms: point.kg))")
        }
        if !series.weighIns.isEmpty { legend.append(LegendEntry(swatch: .dot(weighInFill), label: "weigh-in")) }
        if series.trend.count > 1 { legend.append(LegendEntry(swatch: .line(trendStyle), label: "trend")) }
        if let landingKg {
            let at = y.y(unit.value(kilograms: landingKg))
            canvas.line(left, at, right, at, style: landingStyle)
            let label = "landing \(unit.text(kilograms: landingKg))"
            let placed = canvas.place(
                label, candidates: WeekChart.lineLabelCandidates(y: at, left: left, axis: axis), fill: "#2a9d8f")
            legend.append(LegendEntry(swatch: .line(landingStyle), label: placed ? "landing weight" : label))
        }
        if series.weighIns.isEmpty {
            let middle = (left + right) / 2
            canvas.place(
                "no weigh-ins in these weeks",
                candidates: stride(from: top + 20, through: bottom - 10, by: 15).map { (middle, $0, .middle) })
        }
        canvas.legend(legend, x: left, y: bottom + 44, maxX: right)
        return canvas
    }

    /// The week-end estimates with their 95 % band, and the targets in force as a step line.
    static func maintenance(
        _ estimates: [WeekEndEstimate], targets: TargetsInForce?, start: CalendarDate, end: CalendarDate
    ) -> ChartCanvas {
        var canvas = ChartCanvas(
            width: width, height: 290, title: "Maintenance estimate and target, \(span(start, end))")
        canvas.text("Maintenance estimate and target, \(span(start, end))", x: 10, y: 20, size: 14)
        let axis = DateAxis(start: start, end: end, left: left, right: right)
        let ordered = estimates.sorted { $0.weekEnd < $1.weekEnd }
        let steps = targetSteps(targets, start: start, end: end)
        let values =
            ordered.flatMap { [$0.interval95LowKcalPerDay, $0.interval95HighKcalPerDay] } + steps.map(\.kcal)
        let y = ValueAxis(covering: values, top: top, bottom: bottom, unit: "kcal/day", minimumSpan: 400)
        // The band first: it is background, beneath the gridlines' labels and every mark.
        canvas.band(
            upper: ordered.map { (axis.x($0.weekEnd), y.y($0.interval95HighKcalPerDay)) },
            lower: ordered.map { (axis.x($0.weekEnd), y.y($0.interval95LowKcalPerDay)) }, fill: bandFill,
            title: "95 % range of the estimate")
        y.draw(on: &canvas, left: left, right: right)
        axis.draw(on: &canvas, top: top, bottom: bottom)
        var legend: [LegendEntry] = []
        if ordered.isEmpty {
            canvas.text("no finished week to estimate from yet", x: (left + right) / 2, y: 110, anchor: .middle)
        } else {
            canvas.polyline(ordered.map { (axis.x($0.weekEnd), y.y($0.kcalPerDay)) }, style: estimateStyle)
            for estimate in ordered {
                canvas.dot(
                    axis.x(estimate.weekEnd), y.y(estimate.kcalPerDay), r: 3, fill: "#1d3557",
                    title: "as of \(estimate.asOf): \(OutputText.peopleKcal(estimate.kcalPerDay)) kcal/day (95 % "
                        + "\(OutputText.peopleKcal(estimate.interval95LowKcalPerDay)) to "
                        + "\(OutputText.peopleKcal(estimate.interval95HighKcalPerDay)))")
            }
            legend += [
                LegendEntry(swatch: .line(estimateStyle), label: "estimate at each week's end"),
                LegendEntry(swatch: .band(bandFill), label: "95 % range"),
            ]
        }
        if drawSteps(steps, on: &canvas, axis: axis, y: y) {
            legend.append(LegendEntry(swatch: .line(targetStyle), label: "target in force"))
        }
        canvas.legend(legend, x: left, y: bottom + 44, maxX: right)
        return canvas
    }

    /// Each week's mean intake per evidence day as a bar, with its coverage above it where it fits,
    /// and the targets in force as a step line.
    static func intake(
        _ weeks: [JournalWeek], targets: TargetsInForce?, start: CalendarDate, end: CalendarDate
    ) -> ChartCanvas {
        var canvas = ChartCanvas(width: width, height: 290, title: "Intake per evidence day, \(span(start, end))")
        canvas.text("Intake per evidence day, a week's mean, \(span(start, end))", x: 10, y: 20, size: 14)
        let axis = DateAxis(start: start, end: end, left: left, right: right)
        let steps = targetSteps(targets, start: start, end: end)
        let values = weeks.compactMap(\.summary.meanIntakeKcalPerEvidenceDay) + steps.map(\.kcal)
        let y = ValueAxis(
            covering: values, top: top, bottom: bottom, unit: "kcal/day", minimumSpan: 500, fromZero: true)
        y.draw(on: &canvas, left: left, right: right)
        axis.draw(on: &canvas, top: top, bottom: bottom)
        var bars: [(x: Double, top: Double, coverage: String)] = []
        for week in weeks {
            guard let kcal = week.summary.meanIntakeKcalPerEvidenceDay else { continue }
            let x = axis.x(startOf: week.start) + axis.dayWidth * 7 * 0.15
            let width = axis.dayWidth * 7 * 0.7
            let coverage = week.summary.intakeCoverage
            canvas.rect(
                ChartBox(x: x, y: y.y(kcal), width: width, height: bottom - y.y(kcal)), style: #"fill="\#(barFill)""#,
                title: "week of \(week.start): \(OutputText.peopleKcal(kcal)) kcal/day on "
                    + "\(coverage.days) of \(coverage.of) days")
            bars.append((x + width / 2, y.y(kcal), "\(coverage.days)/\(coverage.of)"))
        }
        var legend = [LegendEntry(swatch: .bar(#"fill="\#(barFill)""#), label: "intake per evidence day")]
        if drawSteps(steps, on: &canvas, axis: axis, y: y) {
            legend.append(LegendEntry(swatch: .line(targetStyle), label: "target in force"))
        }
        // Coverage above each bar where it fits (else the bar's title still says it).
        var shown = false
        for bar in bars {
            let size = min(canvas.fontSize, 10)
            if canvas.place(
                bar.coverage, candidates: [(bar.x, bar.top - 4, .middle), (bar.x, bar.top + 12, .middle)], size: size)
            {
                shown = true
            }
        }
        if shown {
            legend.append(LegendEntry(swatch: .bar(#"fill="none""#), label: "n/7: evidence days of the week"))
        }
        canvas.legend(legend, x: left, y: bottom + 44, maxX: right)
        return canvas
    }

    /// The targets in force from `start` to `end`: the one carried in, then each change.
    static func targetSteps(_ targets: TargetsInForce?, start: CalendarDate, end: CalendarDate)
        -> [(date: CalendarDate, kcal: Double)]
    {
        guard let targets else { return [] }
        var steps: [(date: CalendarDate, kcal: Double?)] = []
        var carried: Double?
        for change in targets.changes {
            if change.date <= start {
                carried = change.target?.kcalPerDay
            } else if change.date <= end {
                steps.append((change.date, change.target?.kcalPerDay))
            }
        }
        if let carried { steps.insert((start, carried), at: 0) }
        // A day with several changes keeps its last; a stretch without a target is left out.
        var result: [(date: CalendarDate, kcal: Double)] = []
        for (index, step) in steps.enumerated() {
            if index + 1 < steps.count, steps[index + 1].date == step.date { continue }
            if let kcal = step.kcal { result.append((step.date, kcal)) }
        }
        return result
    }

    /// The step line of `steps` up to the axis's end; false when there is none.
    static func drawSteps(
        _ steps: [(date: CalendarDate, kcal: Double)], on canvas: inout ChartCanvas, axis: DateAxis, y: ValueAxis
    ) -> Bool {
        guard !steps.isEmpty else { return false }
        canvas.stepLine(
            steps.map { (axis.x(startOf: $0.date), y.y($0.kcal)) }, endX: axis.right, style: targetStyle)
        return true
    }
}
