/// Short quoted names (member names and the strings of a choice, at most 23 bytes) matched in place
/// by the plain decoders (`PlainDayBytesReader.swift`, `PlainEventBytesReader.swift`): the 24 bytes
/// after the opening quote are loaded once as three words, and each name is compared with them by
/// three masked comparisons, quote and all, where a byte loop cost ~30 instructions a name.
extension JSONByteCursor {
    /// The 24 bytes after the quote here (a name or choice and its closing quote fit in them), zero
    /// past the end of the input; nil when there is no quote here.
    @inline(__always) func quotedWords() -> QuotedWords? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\""), let base = bytes.baseAddress else {
            return nil
        }
        guard offset + 25 <= bytes.count else { return Self.quotedWordsNearTheEnd(of: bytes, after: offset) }
        let text = UnsafeRawPointer(base + offset + 1)
        return QuotedWords(
            text.loadUnaligned(as: UInt64.self), text.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
            text.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
    }

    /// As `quotedWords`, byte by byte, where fewer than 24 bytes follow the quote at `quote` (the
    /// zero bytes past the end match no name: each name's words end with its closing quote).
    ///
    /// Static, taking the bytes and the offset: as a method, every caller copied the whole cursor
    /// (seven words) to the stack to pass it, at every member name, to reach this rare case, and
    /// read its offset and length back from the copy (~15 % of the day reader's sampled time).
    @inline(never) private static func quotedWordsNearTheEnd(
        of bytes: UnsafeBufferPointer<UInt8>, after quote: Int
    ) -> QuotedWords {
        var words: [UInt64] = [0, 0, 0]
        for index in 0..<min(24, bytes.count - quote - 1) {
            words[index / 8] |= UInt64(bytes[quote + 1 + index]) << UInt64(8 * (index % 8))
        }
        return QuotedWords(words[0], words[1], words[2])
    }

    /// The index in `names` of the quoted name here, `expected` tried first, moving past it; nil
    /// (offset unchanged) for any other string or none.
    @inline(__always) mutating func shortName(among names: [ShortName], expecting expected: Int) -> Int? {
        guard let text = quotedWords() else { return nil }
        if let length = names[expected].length(matching: text) {
            offset += length
            return expected
        }
        for index in names.indices where index != expected {
            if let length = names[index].length(matching: text) {
                offset += length
                return index
            }
        }
        return nil
    }

    /// The choice among `cases` whose quoted raw value is here (`names` holds them in the same
    /// order), moving past it; nil for any other value.
    @inline(__always) mutating func choice<Choice>(among names: [ShortName], _ cases: [Choice]) -> Choice? {
        shortName(among: names, expecting: 0).map { cases[$0] }
    }
}

/// The 24 bytes after an opening quote, as three little-endian words.
struct QuotedWords {
    let words: (UInt64, UInt64, UInt64)

    init(_ first: UInt64, _ second: UInt64, _ third: UInt64) { words = (first, second, third) }
}

/// A name and its closing quote as three masked words (at most 24 bytes), and its length with
/// both quotes.
struct ShortName: Sendable {
    let words: (UInt64, UInt64, UInt64)
    let masks: (UInt64, UInt64, UInt64)
    let length: Int

    init(_ name: String) {
        let bytes = Array(name.utf8) + [UInt8(ascii: "\"")]
        precondition(bytes.count <= 24 && name.utf8.allSatisfy(JSONByteCursor.isPlain), "a short plain name")
        func word(_ index: Int, of bytes: [UInt8]) -> UInt64 {
            var word: UInt64 = 0
            for byte in bytes.dropFirst(8 * index).prefix(8).reversed() { word = word << 8 | UInt64(byte) }
            return word
        }
        let filled = [UInt8](repeating: 0xFF, count: bytes.count)
        words = (word(0, of: bytes), word(1, of: bytes), word(2, of: bytes))
        masks = (word(0, of: filled), word(1, of: filled), word(2, of: filled))
        length = bytes.count + 1
    }

    /// The length of the quoted name, both quotes, when `text` starts with it and its closing
    /// quote; else nil.
    @inline(__always) func length(matching text: QuotedWords) -> Int? {
        text.words.0 & masks.0 == words.0 && text.words.1 & masks.1 == words.1
            && text.words.2 & masks.2 == words.2 ? length : nil
    }
}

/// Which member followed which in the previous object of an array, four bits per slot (slot 0: the
/// first member; slot `m + 1`: the one after member `m`), tried first by the plain decoders: the
/// objects of one export list their members alike. One word, so keeping it costs no allocation.
struct MemberGuesses {
    private var word: UInt64 = 0

    /// Guesses of the members in the order of their indices, for objects of `count` members (at most 15).
    init(inOrderOf count: Int) {
        precondition(count > 0 && count < 16, "four bits a member")
        for slot in 1...count { word |= UInt64(slot % count) << UInt64(4 * slot) }
    }

    /// The member (its index) that followed the member in `slot` last time.
    @inline(__always) func member(after slot: Int) -> Int { Int(truncatingIfNeeded: word >> UInt64(4 * slot)) & 0xF }

    /// Notes that `member` followed the member in `slot`.
    @inline(__always) mutating func set(_ member: Int, after slot: Int) {
        word = word & ~(0xF << UInt64(4 * slot)) | UInt64(member) << UInt64(4 * slot)
    }
}
