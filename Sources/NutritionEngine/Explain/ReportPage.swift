/// A page for people, as data: a title, sections of blocks (paragraphs, lists, tables, figures)
/// and a footer below a rule. `markdown` and `html` render the same page, so the HTML is never
/// made by reading the Markdown back.
public struct ReportPage: Sendable, Equatable {
    /// One block of a section.
    public enum Block: Sendable, Equatable {
        /// A paragraph (its line breaks are kept in Markdown).
        case paragraph(String)
        /// Items, one per line; with a lead line right before them (no blank line between).
        case list(lead: String?, items: [String])
        /// Numbered steps of a calculation, one per line.
        case steps([String])
        /// A table: a header row and rows of cells, with a caption line right above it.
        case table(caption: String? = nil, header: [String], rows: [[String]])
        /// An SVG drawing: part of the HTML, left out of the Markdown (which has no drawings).
        case figure(svg: String)
    }

    /// A titled section.
    public struct Section: Sendable, Equatable {
        /// The heading.
        public var title: String
        /// The content, in order.
        var blocks: [Block]

        /// A section titled `title` holding `blocks`.
        public init(_ title: String, _ blocks: [Block]) {
            self.title = title
            self.blocks = blocks
        }
    }

    /// The page's heading.
    public var title: String
    /// The HTML document's title (the browser tab).
    public var documentTitle: String
    /// Blocks between the title and the first section.
    public var intro: [Block]
    /// The sections, in order.
    public var sections: [Section]
    /// A line below a rule at the end (versions), if any.
    public var footer: String?

    /// A page titled `title`.
    public init(
        title: String, documentTitle: String? = nil, intro: [Block] = [], sections: [Section], footer: String? = nil
    ) {
        self.title = title
        self.documentTitle = documentTitle ?? title
        self.intro = intro
        self.sections = sections
        self.footer = footer
    }

    /// The page as Markdown: a blank line after each heading and each block; figures left out.
    public var markdown: String {
        var lines = ["# \(title)", ""]
        func add(_ block: Block) {
            switch block {
            case .paragraph(let text): lines.append(text)
            case .list(let lead, let items):
                let list = items.map { "- " + $0 }.joined(separator: "\n")
                lines.append(lead.map { $0 + "\n" + list } ?? list)
            case .steps(let steps): lines += steps.enumerated().map { "\($0.offset + 1). \($0.element)" }
            case .table(let caption, let header, let rows):
                if let caption { lines.append(caption) }
                lines.append(Self.markdownRow(header))
                lines.append("|" + header.map { _ in "---|" }.joined())
                lines += rows.map(Self.markdownRow)
            case .figure: return
            }
            lines.append("")
        }
        intro.forEach(add)
        for section in sections {
            lines += ["## \(section.title)", ""]
            section.blocks.forEach(add)
        }
        if let footer { lines += ["---", footer, ""] }
        return lines.joined(separator: "\n")
    }

    /// The page as a standalone HTML document, figures drawn in place.
    public var html: String {
        let e = OutputText.escaped
        var body = "<h1>\(e(title))</h1>\n"
        func add(_ block: Block) {
            switch block {
            case .paragraph(let text) where !text.isEmpty: body += "<p>\(e(text))</p>\n"
            case .paragraph: return
            case .list(let lead, let items):
                if let lead, !lead.isEmpty { body += "<p>\(e(lead))</p>\n" }
                body += "<ul>\n" + items.map { "<li>\(e($0))</li>\n" }.joined() + "</ul>\n"
            case .steps(let steps): body += "<ol>\n" + steps.map { "<li>\(e($0))</li>\n" }.joined() + "</ol>\n"
            case .table(let caption, let header, let rows):
                body += "<table>\n" + (caption.map { "<caption>\(e($0))</caption>\n" } ?? "")
                body += "<tr>" + header.map { "<th>\(e($0))</th>" }.joined() + "</tr>\n"
                for row in rows { body += "<tr>" + row.map { "<td>\(e($0))</td>" }.joined() + "</tr>\n" }
                body += "</table>\n"
            case .figure(let svg): body += svg
            }
        }
        intro.forEach(add)
        for section in sections {
            body += "<h2>\(e(section.title))</h2>\n"
            section.blocks.forEach(add)
        }
        if let footer { body += "<hr>\n<p>\(e(footer))</p>\n" }
        return
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta "
            + "charset=\"utf-8\"><title>\(e(documentTitle))</title></head>\n<body style=\"font-family: sans-serif; "
            + "max-width: 760px\">\n\(body)</body>\n</html>\n"
    }

    private static func markdownRow(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
}
