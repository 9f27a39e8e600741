/// How much room a line of text takes, estimated without a font engine: a sans-serif glyph averages
/// about 0.55 em, so 0.6 em per character (0.62 for digits and capitals' share) errs on the wide
/// side; the box runs from 0.8 em above the baseline to 0.25 em below it.
enum TextMetrics {
    /// Estimated width per character, in em.
    static let widthPerCharacterEm = 0.6
    /// Height above the baseline, in em.
    static let ascentEm = 0.8
    /// Depth below the baseline, in em.
    static let descentEm = 0.25

    /// Where a text's x coordinate sits on its box.
    enum Anchor: String, Sendable, Equatable {
        case start, middle, end
    }

    /// Estimated width of `text` at `fontSize`.
    static func width(_ text: String, fontSize: Double) -> Double {
        Double(text.count) * widthPerCharacterEm * fontSize
    }

    /// The box of `text` drawn at (x, baseline y) with `anchor` and `fontSize`.
    static func box(_ text: String, x: Double, y: Double, anchor: Anchor, fontSize: Double) -> ChartBox {
        let width = width(text, fontSize: fontSize)
        let left =
            switch anchor {
            case .start: x
            case .middle: x - width / 2
            case .end: x - width
            }
        return ChartBox(
            x: left, y: y - ascentEm * fontSize, width: width, height: (ascentEm + descentEm) * fontSize)
    }
}
