import Foundation
import NutritionCLI
import NutritionEngine
import TestSupport

/// A figure METHOD.md quotes from a golden vector, with the marker that names where the vector holds it.
///
/// The marker is an HTML comment written right after the number (invisible when the Markdown is rendered):
/// - `2325.17<!-- estimate/worked-example-woman-34y#/maintenance/nasem2023/kcalPerDay -->`: the JSON pointer
///   into the case's expected output (the file `vectors check` compares; JSON lines are read as an array);
/// - `72.4<!-- estimate/worked-example-woman-34y/input.json#/person/weightKg -->`: a pointer into another file of
///   the case directory (a file name has a dot; case names never do);
/// - `1580<!-- recommend/snapshot-learned-basis-markdown line "Target:" -->`: for a text output, the first line
///   of the file that contains the quoted text; one of the numbers written on that line must be the figure.
///
/// The figure is the number ending where the comment starts (`2,358.51`, `−0.362`: see `QuotedNumber`). A
/// JSON number must round to the figure at its quoted decimals; when the pointer names a string (a sentence
/// of the output), or the marker a text line, one of the numbers written in it must be written with at least
/// the quoted decimals and round to it.
struct FigureMarker: Sendable, CustomStringConvertible {
    /// Where the value is.
    enum Location: Sendable {
        case pointer(JSONPointer)
        case line(containing: String)
    }

    /// The 1-based line of the document the marker is on.
    var line: Int
    /// The figure the prose quotes.
    var figure: QuotedNumber?
    /// The case directory, relative to `Vectors/`.
    var caseName: String
    /// A file of the case directory; nil for the case's expected output.
    var file: String?
    var location: Location
    /// The comment as written, for messages.
    var text: String

    var description: String { "line \(line): \(figure?.text ?? "(no number)")<!--\(text)-->" }

    /// Every HTML comment of `document` read as a marker; a comment that is not one is a problem, as is a
    /// marker inside a fenced code block (where it would be shown).
    static func all(in document: String) -> (markers: [FigureMarker], problems: [String]) {
        var markers: [FigureMarker] = []
        var problems: [String] = []
        var searchStart = document.startIndex
        let fences = fencedRanges(in: document)
        var lineNumber = 1
        var countedUpTo = document.startIndex
        while let open = document.range(of: "<!--", range: searchStart..<document.endIndex) {
            lineNumber += document.utf8[countedUpTo..<open.lowerBound].reduce(0) {
                $1 == UInt8(ascii: "\n") ? $0 + 1 : $0
            }
            countedUpTo = open.lowerBound
            guard let close = document.range(of: "-->", range: open.upperBound..<document.endIndex) else {
                problems.append("line \(lineNumber): a comment that is never closed")
                break
            }
            searchStart = close.upperBound
            let body = String(document[open.upperBound..<close.lowerBound])
            if fences.contains(where: { $0.contains(open.lowerBound) }) {
                problems.append("line \(lineNumber): a marker inside a code block is shown, not hidden: <!--\(body)-->")
                continue
            }
            guard
                let marker = parse(
                    body, line: lineNumber, figure: QuotedNumber.ending(at: open.lowerBound, in: document))
            else {
                problems.append(
                    "line \(lineNumber): <!--\(body)--> is not a figure marker (CASE#/pointer, CASE/FILE#/pointer or "
                        + "CASE line \"text\")")
                continue
            }
            markers.append(marker)
        }
        return (markers, problems)
    }

    static func parse(_ body: String, line: Int, figure: QuotedNumber?) -> FigureMarker? {
        let trimmed = body.trimmingCharacters(in: .whitespaces)
        let path: Substring
        let location: Location
        if let lineForm = trimmed.range(of: " line \"") {
            guard trimmed.hasSuffix("\""), lineForm.upperBound < trimmed.endIndex else { return nil }
            let anchor = trimmed[lineForm.upperBound..<trimmed.index(before: trimmed.endIndex)]
            guard !anchor.isEmpty else { return nil }
            path = trimmed[..<lineForm.lowerBound]
            location = .line(containing: String(anchor))
        } else {
            guard let hash = trimmed.firstIndex(of: "#") else { return nil }
            path = trimmed[..<hash]
            location = .pointer(JSONPointer(String(trimmed[trimmed.index(after: hash)...])))
        }
        guard !path.isEmpty, !path.contains(" ") else { return nil }
        var components = path.split(separator: "/").map(String.init)
        var file: String?
        if let last = components.last, last.contains(".") {
            file = last
            components.removeLast()
        }
        guard !components.isEmpty else { return nil }
        return FigureMarker(
            line: line, figure: figure, caseName: components.joined(separator: "/"), file: file, location: location,
            text: body)
    }

    /// Why the marked figure does not match its vector, or nil when it does.
    func problem(cases: [String: GoldenVectorCase]) -> String? {
        guard let figure else { return "no number ends right before the marker" }
        guard let vectorCase = cases[caseName] else { return "no case \(caseName) under Vectors/" }
        let fileName = file ?? vectorCase.expectedFile
        let url = vectorCase.directory.appendingPathComponent(fileName)
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            return "\(caseName)/\(fileName) is not a readable text file"
        }
        switch location {
        case .pointer(let pointer):
            guard let document = Self.json(text) else { return "\(caseName)/\(fileName) is not JSON" }
            guard let value = document.value(at: pointer) else {
                return "\(caseName)/\(fileName) has nothing at \(pointer)"
            }
            if let sentence = value.stringValue {
                return QuotedNumber.all(in: sentence).contains { figure.quotes($0.number) }
                    ? nil : "quoted \(figure.text), not written in \(caseName)/\(fileName)#\(pointer): \(sentence)"
            }
            guard let number = value.numberValue else {
                return "\(caseName)/\(fileName)#\(pointer) is neither a number nor a string"
            }
            return figure.quotes(number)
                ? nil : "quoted \(figure.text), but \(caseName)/\(fileName)#\(pointer) is \(number)"
        case .line(let anchor):
            guard let matching = text.split(separator: "\n").first(where: { $0.contains(anchor) }) else {
                return "no line of \(caseName)/\(fileName) contains \"\(anchor)\""
            }
            let written = QuotedNumber.all(in: String(matching)).map(\.number)
            return written.contains(where: figure.quotes)
                ? nil : "quoted \(figure.text), not on the line of \(caseName)/\(fileName): \(matching)"
        }
    }

    /// A JSON document, or JSON lines read as an array of their values.
    static func json(_ text: String) -> JSONValue? {
        if let value = try? JSONParser().parse(text) { return value }
        var lines: [JSONValue] = []
        for line in text.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            guard let value = try? JSONParser().parse(String(line)) else { return nil }
            lines.append(value)
        }
        return lines.isEmpty ? nil : .array(lines)
    }

    /// The ranges of fenced code blocks (``` … ```).
    static func fencedRanges(in document: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var openedAt: String.Index?
        var lineStart = document.startIndex
        while lineStart < document.endIndex {
            let lineEnd = document[lineStart...].firstIndex(of: "\n") ?? document.endIndex
            if document[lineStart..<lineEnd].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                if let start = openedAt {
                    ranges.append(start..<lineEnd)
                    openedAt = nil
                } else {
                    openedAt = lineStart
                }
            }
            lineStart = lineEnd < document.endIndex ? document.index(after: lineEnd) : document.endIndex
        }
        return ranges
    }
}
