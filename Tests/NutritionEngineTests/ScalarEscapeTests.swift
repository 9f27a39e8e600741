import TestSupport
import Testing

@testable import NutritionEngine

/// The CSV field quoting and RFC 6901's pointer escapes read and write Unicode scalars, as the
/// readers do: a comma, quote, `~` or `/` followed by a combining mark is still that byte.
@Suite struct ScalarEscapeTests {
    private static let alphabet: [Unicode.Scalar] = [
        "a", "Z", " ", "\t", ",", "\"", "\n", "\r", "~", "/", "0", "1", "\u{301}", "\u{20DD}", "\u{E9}", "\u{1F34E}",
    ]

    private static func seededText(_ generator: inout SplitMix64) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int(generator.next() % 16) {
            scalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
        }
        return String(scalars)
    }

    @Test func aCommaOrQuoteBeforeACombiningMarkIsQuoted() {
        #expect(ExportCSV.quoted("Pie,\u{301}x").unicodeScalars.elementsEqual("\"Pie,\u{301}x\"".unicodeScalars))
        #expect(ExportCSV.quoted("5\"\u{301}").unicodeScalars.elementsEqual("\"5\"\"\u{301}\"".unicodeScalars))
        #expect(ExportCSV.quoted(" \u{301}lead").unicodeScalars.first == "\"")
        #expect(ExportCSV.quoted("plain") == "plain")
    }

    /// Every seeded field, written between two others, reads back by `CSVRows` as itself.
    @Test func seededFieldsReadBackAsWritten() {
        var generator = SplitMix64(seed: 20_261_201)
        for _ in 0..<2_000 {
            let text = Self.seededText(&generator)
            let row = "left," + ExportCSV.quoted(text) + ",right\n"
            let rows = CSVRows(Array(row.utf8)).rows
            #expect(rows.count == 1)
            #expect(rows.first?.fields.count == 3, "\(text.debugDescription) was written \(row.debugDescription)")
            guard let fields = rows.first?.fields, fields.count == 3 else { continue }
            #expect(fields[1].unicodeScalars.elementsEqual(text.unicodeScalars))
        }
    }

    @Test func pointerEscapesWorkOnScalars() {
        let pointer = JSONPointer(tokens: ["a/\u{301}", "~\u{301}"])
        #expect(pointer.description.unicodeScalars.elementsEqual("/a~1\u{301}/~0\u{301}".unicodeScalars))
        #expect(JSONPointer("/a~1\u{301}/~0\u{301}") == pointer)
        #expect(JSONPointer("/~01/~10/~~1/~2").tokens == ["~1", "/0", "~/", "~2"])
    }

    /// Every seeded list of tokens survives its text: `JSONPointer(text)` of `description` is the
    /// same pointer, and its text holds no `/` but the separators.
    @Test func seededPointersReadBackFromTheirText() {
        var generator = SplitMix64(seed: 6_901)
        for _ in 0..<2_000 {
            let tokens = (0..<Int(generator.next() % 4)).map { _ in Self.seededText(&generator) }
            let pointer = JSONPointer(tokens: tokens)
            let text = pointer.description
            #expect(
                JSONPointer(text).tokens.elementsEqual(tokens) { $0.unicodeScalars.elementsEqual($1.unicodeScalars) })
            #expect(text.unicodeScalars.filter { $0 == "/" }.count == tokens.count)
        }
    }
}
