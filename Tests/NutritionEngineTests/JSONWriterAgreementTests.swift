import TestSupport
import Testing

@testable import NutritionEngine

/// The writer that builds UTF-8 bytes against the writer as first written (appending to a `String`):
/// byte-identical text for random trees, compact and pretty, with keys and strings that need escapes,
/// non-ASCII scalars (keys that sort differently by bytes than by characters), `-0`, integers, large
/// and fractional numbers; and the same error, at the same path, for a non-finite number.
@Suite struct JSONWriterAgreementTests {
    private static let pieces: [String] = [
        "a", "kcal", "Z", "é", "e\u{301}", "ü", "日本", "😀", "\"", "\\", "/", "\n", "\r", "\t", "\u{1}", "\u{1F}",
        "\u{7F}", " ", "0", "reasonCodes", "ﬁ",
    ]

    private static func text(_ random: inout SplitMix64) -> String {
        (0..<Int(random.uniform(0, 6))).map { _ in pieces[Int(random.uniform(0, Double(pieces.count)))] }.joined()
    }

    private static func number(_ random: inout SplitMix64) -> Double {
        switch Int(random.uniform(0, 7)) {
        case 0: -0.0
        case 1: Double(Int(random.uniform(-5000, 5000)))
        case 2: random.uniform(-3000, 3000)
        case 3: (random.uniform(0, 3000)).roundedTo(0.01)
        case 4: 1e15 * random.uniform(0.5, 3)
        case 5: random.uniform(0, 1e-6)
        default: 518.6666666666666
        }
    }

    private static func value(_ random: inout SplitMix64, depth: Int) -> JSONValue {
        let kind = depth > 3 ? Int(random.uniform(0, 4)) : Int(random.uniform(0, 6))
        switch kind {
        case 0: return .null
        case 1: return .bool(random.chance(0.5))
        case 2: return .number(number(&random))
        case 3: return .string(text(&random))
        case 4: return .array((0..<Int(random.uniform(0, 5))).map { _ in value(&random, depth: depth + 1) })
        default:
            var object = JSONObject()
            for _ in 0..<Int(random.uniform(0, 7)) { object[text(&random)] = value(&random, depth: depth + 1) }
            return .object(object)
        }
    }

    @Test func bytesWriterWritesExactlyAsTheStringWriter() throws {
        var random = SplitMix64(seed: 20_261_201)
        var escapes = 0
        var nonASCII = 0
        for trial in 0..<2000 {
            let tree = Self.value(&random, depth: 0)
            for style in [JSONWriter.Style.compact, .pretty] {
                let writer = JSONWriter(style: style)
                let written = try writer.string(tree)
                #expect(written == (try writer.referenceString(tree)), "trial \(trial)")
                #expect(Array(written.utf8) == Array((try writer.referenceString(tree)).utf8), "trial \(trial)")
                if written.contains("\\u00") { escapes += 1 }
                if written.utf8.contains(where: { $0 >= 0x80 }) { nonASCII += 1 }
            }
        }
        // The comparison covers escaped control bytes and multi-byte scalars, not only plain ASCII.
        #expect(escapes > 200)
        #expect(nonASCII > 200)
    }

    @Test func aNonFiniteNumberIsRefusedAtTheSamePathByBoth() {
        let tree: JSONValue = .object(["a": .array([.number(1), .object(["b": .number(.infinity)])])])
        for style in [JSONWriter.Style.compact, .pretty] {
            let writer = JSONWriter(style: style)
            #expect(throws: JSONWriter.NonFiniteNumber(path: JSONPointer("/a/1/b"))) { try writer.string(tree) }
            #expect(throws: JSONWriter.NonFiniteNumber(path: JSONPointer("/a/1/b"))) {
                try writer.referenceString(tree)
            }
        }
    }
}
