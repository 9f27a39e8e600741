/// A page being written: blocks go to the last section opened (before any, to the intro);
/// consecutive bullets form one list, consecutive steps one numbered list.
struct PageBuilder {
    var page: ReportPage

    /// An empty page titled `title`.
    init(title: String) { page = ReportPage(title: title, sections: []) }

    private mutating func append(_ block: ReportPage.Block) {
        if page.sections.isEmpty {
            page.intro.append(block)
        } else {
            page.sections[page.sections.count - 1].blocks.append(block)
        }
    }

    private var last: ReportPage.Block? {
        page.sections.isEmpty ? page.intro.last : page.sections[page.sections.count - 1].blocks.last
    }

    private mutating func replaceLast(_ block: ReportPage.Block) {
        if page.sections.isEmpty {
            page.intro[page.intro.count - 1] = block
        } else {
            page.sections[page.sections.count - 1].blocks[page.sections[page.sections.count - 1].blocks.count - 1] =
                block
        }
    }

    /// A paragraph; an empty one is left out.
    mutating func paragraph(_ text: String) {
        if !text.isEmpty { append(.paragraph(text)) }
    }

    /// A list item, joining the list just before it.
    mutating func bullet(_ text: String) {
        if case .list(nil, let items)? = last {
            replaceLast(.list(lead: nil, items: items + [text]))
        } else {
            append(.list(lead: nil, items: [text]))
        }
    }

    /// A line under the last list item, indented.
    mutating func continuation(_ text: String) {
        guard case .list(let lead, var items)? = last, let item = items.popLast() else { return paragraph(text) }
        replaceLast(.list(lead: lead, items: items + [item + "\n  " + text]))
    }

    /// The next step of a calculation.
    mutating func step(_ text: String) {
        if case .steps(let steps)? = last { replaceLast(.steps(steps + [text])) } else { append(.steps([text])) }
    }

    mutating func table(caption: String? = nil, header: [String], rows: [[String]]) {
        append(.table(caption: caption, header: header, rows: rows))
    }

    mutating func section(_ title: String) { page.sections.append(.init(title, [])) }

    /// An SVG drawing (HTML only; Markdown leaves it out).
    mutating func figure(_ svg: String) { append(.figure(svg: svg)) }

    /// Every string in the report's top-level `notes` (and a manual-only `message`), so nothing the JSON says is lost.
    mutating func notes(_ report: JSONValue) {
        let notes = report["notes"]?.arrayValue?.compactMap { $0.stringValue ?? $0["message"]?.stringValue } ?? []
        guard !notes.isEmpty else { return }
        if !page.sections.contains(where: { $0.title == "Notes" }) { section("Notes") }
        for note in notes { bullet(note) }
    }

    mutating func versions(_ report: JSONValue) {
        if !page.sections.contains(where: { $0.title == "Notes" }) { section("Notes") }
        // The document's warnings (`InputWarning`), which the JSON carries as `warnings`.
        for warning in report["warnings"]?.arrayValue ?? [] {
            if let message = warning["message"]?.stringValue { bullet("Warning: \(message)") }
        }
        let parts = [
            report["policy"]?["version"]?.stringValue.map { "Policy \($0)" },
            report["algorithmVersion"]?.stringValue,
        ].compactMap { $0 }
        if !parts.isEmpty { bullet(parts.joined(separator: ", ") + ".") }
    }

    /// The versions line ("Policy …, algorithm …") in the Notes section, from typed values.
    mutating func versions(
        policyVersion: String, warnings: [InputWarning] = [], algorithm: String = EngineVersion.algorithm
    ) {
        if !page.sections.contains(where: { $0.title == "Notes" }) { section("Notes") }
        for warning in warnings { bullet("Warning: \(warning.message)") }
        bullet("Policy \(policyVersion), \(algorithm).")
    }
}
