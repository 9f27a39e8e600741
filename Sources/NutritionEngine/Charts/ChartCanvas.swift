/// An SVG drawing that knows where its texts and marks are, so that a label is placed only where it
/// covers no other text and no bar, line or dot (`place`), and a test can check a finished chart
/// (`collisions`). Gridlines and bands are background: they are drawn beneath everything, and a
/// label's white halo keeps it readable over them.
///
/// Pure text generation with coordinates at one decimal, so the same values give the same bytes.
struct ChartCanvas: Sendable, Equatable {
    /// Width, SVG user units (px).
    let width: Double
    /// Height, px; the legend grows it (`legend`).
    private(set) var height: Double
    /// The default font size, px.
    let fontSize: Double
    /// The SVG elements, in drawing order.
    private(set) var elements: [String] = []
    /// Every text's box, with its content (for `collisions`).
    private(set) var texts: [(content: String, box: ChartBox)] = []
    /// Every bar, dot and line segment.
    private(set) var marks: [ChartMark] = []

    /// An empty canvas of `width` × `height` titled `title` (the SVG's `<title>`).
    init(width: Double, height: Double, fontSize: Double = 12, title: String) {
        self.width = width
        self.height = height
        self.fontSize = fontSize
        elements.append("<title>\(OutputText.escaped(title))</title>")
        elements.append(#"<rect width="100%" height="100%" fill="white"/>"#)
    }

    static func == (lhs: ChartCanvas, rhs: ChartCanvas) -> Bool { lhs.svg == rhs.svg }

    /// The whole canvas, as a box.
    var bounds: ChartBox { ChartBox(x: 0, y: 0, width: width, height: height) }

    /// A number at one decimal, the coordinates' precision.
    static func f(_ value: Double) -> String { OutputText.fixed(value, 1) }

    /// Makes the canvas at least `newHeight` tall (for a legend below the plot).
    mutating func grow(toHeight newHeight: Double) { height = max(height, newHeight) }

    // MARK: Background

    /// A gridline (background: texts may cross it).
    mutating func gridline(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let f = Self.f
        elements.append(
            ##"<line x1="\##(f(x1))" y1="\##(f(y1))" x2="\##(f(x2))" y2="\##(f(y2))" stroke="#e6e6e6"/>"##)
    }

    /// A band between `upper` and `lower` (points left to right; background).
    mutating func band(upper: [(x: Double, y: Double)], lower: [(x: Double, y: Double)], fill: String, title: String) {
        guard !upper.isEmpty else { return }
        let points = (upper + lower.reversed()).map { "\(Self.f($0.x)),\(Self.f($0.y))" }.joined(separator: " ")
        elements.append(
            #"<polygon points="\#(points)" fill="\#(fill)" fill-opacity="0.35" stroke="none">"#
                + "<title>\(OutputText.escaped(title))</title></polygon>")
    }

    // MARK: Marks

    /// A straight line, drawn with `style` (its stroke attributes).
    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, style: String) {
        let f = Self.f
        elements.append(#"<line x1="\#(f(x1))" y1="\#(f(y1))" x2="\#(f(x2))" y2="\#(f(y2))" \#(style)/>"#)
        marks.append(.segment(x1: x1, y1: y1, x2: x2, y2: y2))
    }

    /// A line through `points` (left to right), drawn with `style`.
    mutating func polyline(_ points: [(x: Double, y: Double)], style: String) {
        guard points.count > 1 else { return }
        let text = points.map { "\(Self.f($0.x)),\(Self.f($0.y))" }.joined(separator: " ")
        elements.append(#"<polyline points="\#(text)" fill="none" \#(style)/>"#)
        for (a, b) in zip(points, points.dropFirst()) { marks.append(.segment(x1: a.x, y1: a.y, x2: b.x, y2: b.y)) }
    }

    /// A step line: each value held from its x to the next one's (the last to `endX`).
    mutating func stepLine(_ steps: [(x: Double, y: Double)], endX: Double, style: String) {
        var points: [(x: Double, y: Double)] = []
        for (index, step) in steps.enumerated() {
            if let previous = points.last { points.append((step.x, previous.y)) }
            points.append(step)
            if index == steps.count - 1 { points.append((endX, step.y)) }
        }
        polyline(points, style: style)
    }

    /// A filled rectangle (a bar), or with `fill` "none" a hollow one whose edges are the marks.
    mutating func rect(_ box: ChartBox, style: String, title: String) {
        let f = Self.f
        elements.append(
            #"<rect x="\#(f(box.x))" y="\#(f(box.y))" width="\#(f(box.width))" height="\#(f(box.height))" \#(style)>"#
                + "<title>\(OutputText.escaped(title))</title></rect>")
        if style.contains(#"fill="none""#) {
            marks += [
                .segment(x1: box.x, y1: box.y, x2: box.maxX, y2: box.y),
                .segment(x1: box.maxX, y1: box.y, x2: box.maxX, y2: box.maxY),
                .segment(x1: box.x, y1: box.maxY, x2: box.maxX, y2: box.maxY),
                .segment(x1: box.x, y1: box.y, x2: box.x, y2: box.maxY),
            ]
        } else {
            marks.append(.area(box))
        }
    }

    /// A dot of radius `r` at (cx, cy).
    mutating func dot(_ cx: Double, _ cy: Double, r: Double, fill: String, title: String) {
        let f = Self.f
        elements.append(
            #"<circle cx="\#(f(cx))" cy="\#(f(cy))" r="\#(f(r))" fill="\#(fill)">"#
                + "<title>\(OutputText.escaped(title))</title></circle>")
        marks.append(.area(ChartBox(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)))
    }

    // MARK: Texts

    /// The box `content` would take at (x, y).
    func box(_ content: String, x: Double, y: Double, anchor: TextMetrics.Anchor, size: Double? = nil) -> ChartBox {
        TextMetrics.box(content, x: x, y: y, anchor: anchor, fontSize: size ?? fontSize)
    }

    /// Whether `box` lies on the canvas and covers no text and no mark drawn so far.
    func isFree(_ box: ChartBox) -> Bool {
        box.isInside(bounds) && !texts.contains { $0.box.intersects(box) } && !marks.contains { $0.isCovered(by: box) }
    }

    /// A text drawn where it is asked to be (titles, axis labels: laid out so they cannot meet).
    mutating func text(
        _ content: String, x: Double, y: Double, anchor: TextMetrics.Anchor = .start, size: Double? = nil,
        fill: String? = nil
    ) {
        let f = Self.f
        var attributes = anchor == .start ? "" : #" text-anchor="\#(anchor.rawValue)""#
        if let size { attributes += #" font-size="\#(f(size))""# }
        if let fill { attributes += #" fill="\#(fill)""# }
        let halo = #" stroke="white" stroke-width="3" paint-order="stroke""#
        elements.append(
            #"<text x="\#(f(x))" y="\#(f(y))"\#(attributes)\#(halo)>\#(OutputText.escaped(content))</text>"#)
        texts.append((content, box(content, x: x, y: y, anchor: anchor, size: size)))
    }

    /// A label at the first of `candidates` (x, y, anchor) where it covers nothing; false, and
    /// nothing drawn, when every candidate would (the caller puts it in the legend instead).
    @discardableResult
    mutating func place(
        _ content: String, candidates: [(x: Double, y: Double, anchor: TextMetrics.Anchor)], size: Double? = nil,
        fill: String? = nil
    ) -> Bool {
        for candidate in candidates
        where isFree(box(content, x: candidate.x, y: candidate.y, anchor: candidate.anchor, size: size)) {
            text(content, x: candidate.x, y: candidate.y, anchor: candidate.anchor, size: size, fill: fill)
            return true
        }
        return false
    }

    // MARK: Checks

    /// Every overlap of a text with another text or a mark, and every text off the canvas, in words
    /// (empty for a chart drawn right).
    var collisions: [String] {
        var found: [String] = []
        for (index, text) in texts.enumerated() {
            if !text.box.isInside(bounds) { found.append("\"\(text.content)\" leaves the chart") }
            for other in texts[(index + 1)...] where text.box.intersects(other.box) {
                found.append("\"\(text.content)\" overlaps \"\(other.content)\"")
            }
            if let mark = marks.first(where: { $0.isCovered(by: text.box) }) {
                found.append("\"\(text.content)\" covers \(mark)")
            }
        }
        return found
    }

    /// The standalone SVG document.
    var svg: String {
        let f = Self.f
        let open =
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(f(width))" height="\#(f(height))""#
            + #" viewBox="0 0 \#(f(width)) \#(f(height))" font-family="sans-serif" font-size="\#(f(fontSize))">"#
        return ([open] + elements + ["</svg>"]).joined(separator: "\n") + "\n"
    }
}
