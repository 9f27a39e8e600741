import TestSupport
import Testing

@testable import NutritionEngine

/// `JSONByteCursor.name(among:in:expecting:)`, which compares a string's first eight bytes with each
/// name's as one word before any byte loop, against the byte-by-byte comparison it replaced
/// (`nameByteByByte`, kept as its reference): the same name, or none, and the same offset after
/// it, on seeded texts made from every table's member and choice names (whole, cut, lengthened, with
/// one byte changed or escaped, at the end of the input or followed by more of a document),
/// whichever name is expected or none.
@Suite struct MemberNameWordAgreementTests {
    static let names: [String] = {
        let specs =
            DayFields.all + PlanEventFields.all + PlanEventFields.OfferFields.all + FoodFields.all
            + NutrientFields.all + MassAmountFields.all
        let all = specs.map(\.key) + specs.flatMap(\.choices)
        // Names of each length around the word's: 7 bytes and a quote fill it, 8 do not.
        return Array(Set(all + ["a", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghabcdefg", "abcdefghabcdefgh"]))
            .sorted()
    }()

    /// The name found and the offset after it, read by `name` (word first) or its reference.
    static func read(_ text: [UInt8], _ table: MemberNames, count: Int, expecting expected: Int, reference: Bool)
        -> (Int?, Int)
    {
        text.withUnsafeBufferPointer { buffer in
            var cursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            let found =
                reference
                ? cursor.nameByteByByte(among: table, in: 0..<count, expecting: expected)
                : cursor.name(among: table, in: 0..<count, expecting: expected)
            return (found, cursor.offset)
        }
    }

    @Test func namesComparedAsWordsAgreeWithTheByteComparison() {
        let table = MemberNames(Self.names)
        var random = SplitMix64(seed: 20_261_202)
        var matched = 0
        var unmatched = 0
        for trial in 0..<40_000 {
            var name = Array(Self.names[Int(random.next() % UInt64(Self.names.count))].utf8)
            switch random.next() % 7 {
            case 0: name.removeLast(min(name.count, 1 + Int(random.next() % 3)))
            case 1: name.append(UInt8(ascii: "s"))
            case 2: name[Int(random.next() % UInt64(name.count))] ^= 0x20
            case 3: name.insert(UInt8(ascii: "\\"), at: Int(random.next() % UInt64(name.count)))
            default: break
            }
            var text: [UInt8] = [UInt8(ascii: "\"")] + name
            if random.chance(0.9) { text.append(UInt8(ascii: "\"")) }
            // Followed by more of a document, or by a few bytes, or ending here.
            switch random.next() % 3 {
            case 0: text += Array(#":1234,"next":"#.utf8)
            case 1: text += Array(":1}".utf8.prefix(Int(random.next() % 4)))
            default: break
            }
            let expected =
                random.chance(0.2) ? MemberNames.none : Int(random.next() % UInt64(Self.names.count))
            let found = Self.read(text, table, count: Self.names.count, expecting: expected, reference: false)
            let reference = Self.read(text, table, count: Self.names.count, expecting: expected, reference: true)
            #expect(found.0 == reference.0, "trial \(trial): \(String(decoding: text, as: UTF8.self))")
            #expect(found.1 == reference.1, "trial \(trial): \(String(decoding: text, as: UTF8.self))")
            if reference.0 == nil { unmatched += 1 } else { matched += 1 }
        }
        // Both answers occur often enough to mean something.
        #expect(matched > 10_000 && unmatched > 10_000, "\(matched) matched, \(unmatched) not")
    }
}
