/// The formats a command's result can be written in.
public enum OutputFormat: String, Sendable, Equatable, CaseIterable {
    /// The machine-readable document, every number at full output precision.
    case json
    /// The page for people, as Markdown.
    case markdown
    /// The page for people, as a standalone HTML document (charts inline).
    case html
    /// The command's chart alone.
    case svg
}

/// What every command's result offers its renderers: typed values turned into the JSON document,
/// the page for people and, where the command draws one, a chart. Renderers read the result's
/// typed members, never the JSON back by key.
public protocol CommandReport: Sendable {
    /// The formats this result is written in; the first is the default.
    static var formats: [OutputFormat] { get }
    /// The JSON output document (the envelope with command, versions and policy echo included).
    var json: JSONValue { get }
    /// The page for people (Markdown and HTML render the same page).
    var page: ReportPage { get }
    /// The chart, as a standalone SVG document, for results that draw one.
    var svg: String? { get }
    /// The document's warnings (`InputWarning`): in the JSON as `warnings`, on the page under Notes,
    /// and on standard error in the command line.
    var warnings: [InputWarning] { get }
}

extension CommandReport {
    /// No chart.
    public var svg: String? { nil }

    /// No warnings.
    public var warnings: [InputWarning] { [] }

    /// The result written in `format`: pretty JSON, Markdown, HTML or SVG text. Throws when a
    /// non-finite number reached the JSON (a bug; reported at its path, never written), or when the
    /// result has no chart and `svg` is asked.
    public func rendered(as format: OutputFormat) throws(RenderingError) -> String {
        switch format {
        case .json:
            do {
                return try JSONWriter(style: .pretty).string(json)
            } catch {
                throw .nonFiniteNumber(path: error.path.description)
            }
        case .markdown: return page.markdown
        case .html: return page.html
        case .svg:
            guard let svg else { throw .formatNotAvailable(format) }
            return svg
        }
    }
}

/// Why a result could not be written in a format.
public enum RenderingError: Error, Sendable, Equatable {
    /// A non-finite number reached the JSON output at `path` (a bug: nothing is written).
    case nonFiniteNumber(path: String)
    /// The result is not written in this format.
    case formatNotAvailable(OutputFormat)
}
