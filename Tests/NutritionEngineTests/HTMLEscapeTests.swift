import TestSupport
import Testing

@testable import NutritionEngine

/// `OutputText.escaped` writes every `&`, `<` and `>` of a page's text as its entity, whatever follows
/// it, and leaves every other scalar as it was.
@Suite struct HTMLEscapeTests {
    @Test func markupCharactersBecomeEntities() {
        #expect(OutputText.escaped("Fish & chips <large>") == "Fish &amp; chips &lt;large&gt;")
        #expect(OutputText.escaped("&amp;") == "&amp;amp;")
        #expect(OutputText.escaped("plain text, é and 🍎") == "plain text, é and 🍎")
        #expect(OutputText.escaped("") == "")
    }

    /// A combining mark makes `<` or `&` part of a longer character; the bytes still start markup in
    /// XML, so they must still be escaped (the character-wise search used before did not).
    @Test func aMarkupCharacterFollowedByACombiningMarkIsStillEscaped() {
        #expect(
            OutputText.escaped("<\u{301}script>").unicodeScalars.elementsEqual("&lt;\u{301}script&gt;".unicodeScalars))
        #expect(OutputText.escaped("&\u{301}").unicodeScalars.elementsEqual("&amp;\u{301}".unicodeScalars))
        #expect(OutputText.escaped("x>\u{20DD}").unicodeScalars.elementsEqual("x&gt;\u{20DD}".unicodeScalars))
    }

    /// On seeded text: no raw `<` or `>` is left, every `&` starts one of the three entities, and
    /// turning the entities back gives the input scalar for scalar.
    @Test func seededTextRoundTripsThroughItsEntities() {
        var generator = SplitMix64(seed: 20_261_201)
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", " ", "&", "<", ">", ";", "#", "\u{301}", "\u{E9}", "\u{1F34E}", "\n",
        ]
        for _ in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 24) {
                scalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }
            let text = String(scalars)
            let escaped = OutputText.escaped(text)
            #expect(!escaped.unicodeScalars.contains("<") && !escaped.unicodeScalars.contains(">"))
            // Read back scalar by scalar: a combining mark after ";" would join it as one Character.
            let entities: [(text: [Unicode.Scalar], scalar: Unicode.Scalar)] = [
                (Array("&amp;".unicodeScalars), "&"), (Array("&lt;".unicodeScalars), "<"),
                (Array("&gt;".unicodeScalars), ">"),
            ]
            let written = Array(escaped.unicodeScalars)
            var back: [Unicode.Scalar] = []
            var index = 0
            while index < written.count {
                guard written[index] == "&" else {
                    back.append(written[index])
                    index += 1
                    continue
                }
                let entity = entities.first { written[index...].starts(with: $0.text) }
                #expect(entity != nil, "a bare & in \(escaped.debugDescription)")
                guard let entity else { break }
                back.append(entity.scalar)
                index += entity.text.count
            }
            #expect(back.elementsEqual(text.unicodeScalars))
        }
    }
}
