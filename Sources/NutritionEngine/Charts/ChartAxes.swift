/// A horizontal axis of calendar days: each day a column from `start` to `end` (inclusive) between
/// `left` and `right`, ticks every so many days chosen so their labels never meet.
struct DateAxis: Sendable, Equatable {
    /// First and last day shown.
    var start: CalendarDate
    var end: CalendarDate
    /// Left and right edge of the plot, px.
    var left: Double
    var right: Double

    /// Width of one day, px.
    var dayWidth: Double { (right - left) / Double(max(start.days(to: end) + 1, 1)) }

    /// The left edge of `date`'s column.
    func x(startOf date: CalendarDate) -> Double { left + Double(start.days(to: date)) * dayWidth }

    /// The middle of `date`'s column.
    func x(_ date: CalendarDate) -> Double { x(startOf: date) + dayWidth / 2 }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "19 Oct" (the chart's title carries the year).
    static func label(_ date: CalendarDate) -> String {
        let c = date.components
        return "\(c.day) \(months[c.month - 1])"
    }

    /// The ticked days: every 1, 2, 7, 14, 28, … days from `start`, the smallest step whose labels
    /// (at `fontSize`) leave a gap of at least 8 px.
    func ticks(fontSize: Double) -> [CalendarDate] {
        let count = start.days(to: end) + 1
        let widest = TextMetrics.width("30 Sep", fontSize: fontSize) + 8
        let step = [1, 2, 7, 14, 28, 56, 91, 182, 364, 728].first { Double($0) * dayWidth >= widest } ?? count
        return stride(from: 0, to: count, by: step).map { start.adding(days: $0) }
    }

    /// Gridlines from `top` to `bottom` at each tick and its label below `bottom`.
    func draw(on canvas: inout ChartCanvas, top: Double, bottom: Double) {
        let ticks = ticks(fontSize: canvas.fontSize)
        for tick in ticks {
            let x = self.x(tick)
            canvas.gridline(x, top, x, bottom)
            canvas.text(Self.label(tick), x: x, y: bottom + 20, anchor: .middle)
        }
    }
}

/// A vertical axis of values from `low` (at `bottom`) to `high` (at `top`), with round ticks and
/// its unit written above it.
struct ValueAxis: Sendable, Equatable {
    /// The range shown.
    var low: Double
    var high: Double
    /// Top and bottom of the plot, px.
    var top: Double
    var bottom: Double
    /// The unit, written above the axis ("kcal/day", "kg").
    var unit: String
    /// Decimals of the tick labels.
    var decimals: Int

    /// The axis over `values` (padded, widened to at least `minimumSpan`, from 0 with `fromZero`),
    /// its ends on round ticks.
    init(
        covering values: [Double], top: Double, bottom: Double, unit: String, minimumSpan: Double,
        fromZero: Bool = false
    ) {
        var low = fromZero ? 0 : (values.min() ?? 0)
        var high = values.max() ?? (low + minimumSpan)
        if high - low < minimumSpan {
            let middle = (high + low) / 2
            low = fromZero ? 0 : middle - minimumSpan / 2
            high = fromZero ? minimumSpan : middle + minimumSpan / 2
        }
        let padding = fromZero ? 0 : (high - low) * 0.08
        step = Self.niceStep((high - low + 2 * padding) / 4)
        self.low = ((low - padding) / step).rounded(.down) * step
        self.high = max(
            ((high + (fromZero ? (high - low) * 0.1 : padding)) / step).rounded(.up) * step, self.low + step)
        self.top = top
        self.bottom = bottom
        self.unit = unit
        decimals = step == step.rounded() ? 0 : (10 * step == (10 * step).rounded() ? 1 : 2)
    }

    /// The step between ticks.
    var step: Double

    /// 1, 2, 2.5 or 5 times a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10 }
        return [1, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= raw * 0.999 } ?? 10 * power
    }

    /// The y of `value`.
    func y(_ value: Double) -> Double { bottom - (value - low) / (high - low) * (bottom - top) }

    /// The tick values.
    var ticks: [Double] {
        stride(from: low, through: high + step * 1e-6, by: step).map { $0 }
    }

    /// Gridlines from `left` to `right`, tick labels left of `left`, and the unit above the axis.
    func draw(on canvas: inout ChartCanvas, left: Double, right: Double) {
        for tick in ticks {
            canvas.gridline(left, y(tick), right, y(tick))
            canvas.text(OutputText.grouped(tick, decimals), x: left - 6, y: y(tick) + 4, anchor: .end)
        }
        canvas.text(unit, x: left - 6, y: top - 10, anchor: .start)
    }
}

/// One legend entry: a swatch drawn like the chart's mark, and its words.
struct LegendEntry: Sendable, Equatable {
    /// How the swatch is drawn.
    enum Swatch: Sendable, Equatable {
        /// A short line with these stroke attributes.
        case line(String)
        /// A dot of this fill.
        case dot(String)
        /// A small filled square (a bar) with these attributes.
        case bar(String)
        /// A translucent band of this fill.
        case band(String)
    }

    var swatch: Swatch
    var label: String
}

extension ChartCanvas {
    /// The legend, in rows from (x, y) that wrap before `maxX`; the canvas grows to hold it.
    mutating func legend(_ entries: [LegendEntry], x: Double, y: Double, maxX: Double) {
        var cursor = x
        var baseline = y
        for entry in entries {
            let width = 28 + TextMetrics.width(entry.label, fontSize: fontSize) + 16
            if cursor > x, cursor + width > maxX {
                cursor = x
                baseline += 18
            }
            let middle = baseline - 4
            switch entry.swatch {
            case .line(let style): line(cursor, middle, cursor + 22, middle, style: style)
            case .dot(let fill): dot(cursor + 11, middle, r: 4, fill: fill, title: entry.label)
            case .bar(let style):
                rect(ChartBox(x: cursor + 5, y: middle - 6, width: 12, height: 12), style: style, title: entry.label)
            case .band(let fill):
                band(
                    upper: [(cursor, middle - 5), (cursor + 22, middle - 5)],
                    lower: [(cursor, middle + 5), (cursor + 22, middle + 5)], fill: fill, title: entry.label)
            }
            grow(toHeight: baseline + 10)
            text(entry.label, x: cursor + 28, y: baseline)
            cursor += width
        }
    }
}
