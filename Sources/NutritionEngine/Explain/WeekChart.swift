/// Draws one week as an SVG (`ChartCanvas`): intake bars per day (missing days drawn as an empty
/// dashed box and labelled "not logged", never as a zero bar), the target line, daily weigh-ins and
/// the trend, on dated axes with a legend. A label that would cover a bar, a line, a dot or another
/// label is not drawn where it collides: the legend carries it.
///
/// Colours are neutral; nothing is labelled good or bad.
struct WeekChart: Sendable, Equatable {
    /// One day of the chart.
    struct Day: Sendable, Equatable {
        /// The day.
        var date: CalendarDate
        /// Logged intake, kcal, when the day has any intake.
        var intakeKcal: Double?
        /// Whether the intake is evidence (complete and trusted); other logged days are drawn grey.
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
    /// The unit the weight panel is drawn in.
    var unit: WeightUnit

    /// A chart of `days` with the target line at `targetKcalPerDay`, weights in `unit`.
    init(days: [Day], targetKcalPerDay: Double?, unit: WeightUnit = .kg) {
        self.days = days
        self.targetKcalPerDay = targetKcalPerDay
        self.unit = unit
    }

    static let width = 700.0
    static let left = 70.0
    static let right = 680.0
    static let evidenceFill = "#7a9cc6"
    static let loggedFill = "#d9d9d9"
    static let targetStyle = ##"stroke="#444" stroke-width="1.5" stroke-dasharray="6 4""##
    static let trendStyle = ##"stroke="#444" stroke-width="2""##
    static let weighInFill = "#c67a4a"

    /// The SVG document.
    var svg: String { canvas.svg }

    /// The drawing, with its text and mark boxes.
    var canvas: ChartCanvas {
        var canvas = ChartCanvas(
            width: Self.width, height: 470, fontSize: 11, title: "Week of \(days.first?.date.description ?? "")")
        guard let first = days.first?.date, let last = days.last?.date else { return canvas }
        let axis = DateAxis(start: first, end: last, left: Self.left, right: Self.right)
        var legend: [LegendEntry] = [
            LegendEntry(swatch: .bar(#"fill="\#(Self.evidenceFill)""#), label: "evidence day"),
            LegendEntry(swatch: .bar(#"fill="\#(Self.loggedFill)""#), label: "logged, not evidence"),
            LegendEntry(
                swatch: .bar(##"fill="none" stroke="#999" stroke-dasharray="4 3""##), label: "not logged"),
        ]
        // Intake panel.
        canvas.text("Intake per day", x: 10, y: 20, size: 13)
        let intake = ValueAxis(
            covering: days.compactMap(\.intakeKcal) + [targetKcalPerDay].compactMap { $0 }, top: 50, bottom: 200,
            unit: "kcal/day", minimumSpan: 500, fromZero: true)
        intake.draw(on: &canvas, left: Self.left, right: Self.right)
        axis.draw(on: &canvas, top: 50, bottom: 200)
        var notLogged: [(x: Double, top: Double)] = []
        for day in days {
            let x = axis.x(startOf: day.date) + axis.dayWidth * 0.15
            let width = axis.dayWidth * 0.7
            if let kcal = day.intakeKcal {
                let evidence = day.intakeIsEvidence
                canvas.rect(
                    ChartBox(x: x, y: intake.y(kcal), width: width, height: 200 - intake.y(kcal)),
                    style: #"fill="\#(evidence ? Self.evidenceFill : Self.loggedFill)""#,
                    title: "\(day.date) \(OutputText.peopleKcal(kcal)) kcal\(evidence ? "" : " (not used as evidence)")"
                )
            } else {
                let top = intake.y((intake.low + intake.high) / 2)
                canvas.rect(
                    ChartBox(x: x, y: top, width: width, height: 200 - top),
                    style: ##"fill="none" stroke="#999" stroke-dasharray="4 3""##, title: "\(day.date) not logged")
                notLogged.append((x + width / 2, top))
            }
        }
        if let target = targetKcalPerDay {
            let y = intake.y(target)
            canvas.line(Self.left, y, Self.right, y, style: Self.targetStyle)
            let label = "target \(OutputText.peopleKcal(target))"
            let placed = canvas.place(label, candidates: Self.lineLabelCandidates(y: y, left: Self.left, axis: axis))
            legend.append(
                LegendEntry(
                    swatch: .line(Self.targetStyle), label: placed ? "target" : "\(label) kcal/day"))
        }
        // "not logged" in its box, two lines, clear of the target line (else the legend says it).
        for (middle, top) in notLogged {
            for baseline in stride(from: top + 16, through: 200 - 16, by: 6)
            where canvas.isFree(canvas.box("not", x: middle, y: baseline, anchor: .middle))
                && canvas.isFree(canvas.box("logged", x: middle, y: baseline + 13, anchor: .middle))
            {
                canvas.text("not", x: middle, y: baseline, anchor: .middle)
                canvas.text("logged", x: middle, y: baseline + 13, anchor: .middle)
                break
            }
        }
        // Weight panel.
        canvas.text("Weight", x: 10, y: 250, size: 13)
        let weights = days.flatMap { [$0.weightKg, $0.trendKg].compactMap { $0 } }.map { unit.value(kilograms: $0) }
        let weight = ValueAxis(covering: weights, top: 280, bottom: 410, unit: unit.rawValue, minimumSpan: 1)
        weight.draw(on: &canvas, left: Self.left, right: Self.right)
        axis.draw(on: &canvas, top: 280, bottom: 410)
        if weights.isEmpty {
            canvas.text("no weigh-ins this week", x: (Self.left + Self.right) / 2, y: 345, anchor: .middle)
        } else {
            canvas.polyline(
                days.compactMap { day in day.trendKg.map { (axis.x(day.date), weight.y(unit.value(kilograms: $0))) } },
                style: Self.trendStyle)
            for day in days {
                if let kg = day.weightKg {
                    canvas.dot(
                        axis.x(day.date), weight.y(unit.value(kilograms: kg)), r: 4, fill: Self.weighInFill,
                        title: "\(day.date) \(unit.text(kilograms: kg))")
                }
            }
            legend += [
                LegendEntry(swatch: .dot(Self.weighInFill), label: "weigh-in"),
                LegendEntry(swatch: .line(Self.trendStyle), label: "trend"),
            ]
        }
        canvas.legend(legend, x: Self.left, y: 450, maxX: Self.right)
        return canvas
    }

    /// Where a horizontal line's label may go, most wanted first: above the line at its right end,
    /// below it there, above and below at its left end, then above and below at each day's gap.
    static func lineLabelCandidates(y: Double, left: Double, axis: DateAxis)
        -> [(x: Double, y: Double, anchor: TextMetrics.Anchor)]
    {
        var candidates: [(x: Double, y: Double, anchor: TextMetrics.Anchor)] = [
            (axis.right - 2, y - 5, .end), (axis.right - 2, y + 13, .end), (left + 4, y - 5, .start),
            (left + 4, y + 13, .start),
        ]
        var date = axis.start
        while date <= axis.end {
            let x = axis.x(startOf: date)
            candidates += [(x, y - 5, .middle), (x, y + 13, .middle)]
            date = date.adding(days: 1)
        }
        return candidates
    }
}
