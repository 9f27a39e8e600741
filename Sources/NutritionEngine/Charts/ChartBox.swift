/// A rectangle in SVG user units (y grows downwards): what a text or a mark covers on a chart.
struct ChartBox: Sendable, Equatable {
    /// Left edge.
    var x: Double
    /// Top edge.
    var y: Double
    /// Width.
    var width: Double
    /// Height.
    var height: Double

    /// Right edge.
    var maxX: Double { x + width }
    /// Bottom edge.
    var maxY: Double { y + height }

    /// Whether the two boxes share any area (touching edges do not count).
    func intersects(_ other: ChartBox) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether the box lies inside `other`.
    func isInside(_ other: ChartBox) -> Bool {
        x >= other.x && y >= other.y && maxX <= other.maxX && maxY <= other.maxY
    }

    /// Whether the segment from (x1, y1) to (x2, y2) passes through the box (Liang–Barsky clipping).
    func intersects(x1: Double, y1: Double, x2: Double, y2: Double) -> Bool {
        let dx = x2 - x1
        let dy = y2 - y1
        var low = 0.0
        var high = 1.0
        for (p, q) in [(-dx, x1 - x), (dx, maxX - x1), (-dy, y1 - y), (dy, maxY - y1)] {
            if p == 0 {
                if q <= 0 { return false }
            } else {
                let r = q / p
                if p < 0 { low = max(low, r) } else { high = min(high, r) }
                if low >= high { return false }
            }
        }
        return true
    }
}

/// What a text must not cover: a filled area (a bar, a dot) or a stroke (a line's segment).
enum ChartMark: Sendable, Equatable {
    /// A filled area.
    case area(ChartBox)
    /// A straight stroke from (x1, y1) to (x2, y2).
    case segment(x1: Double, y1: Double, x2: Double, y2: Double)

    /// Whether `box` covers any of the mark.
    func isCovered(by box: ChartBox) -> Bool {
        switch self {
        case .area(let area): box.intersects(area)
        case .segment(let x1, let y1, let x2, let y2): box.intersects(x1: x1, y1: y1, x2: x2, y2: y2)
        }
    }
}
