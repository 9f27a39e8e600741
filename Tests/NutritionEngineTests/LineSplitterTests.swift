import Foundation
import NutritionEngine
import TestSupport
import Testing

/// The line splitter against the definition of JSON Lines records, whatever the block boundaries.
@Suite struct LineSplitterTests {
    /// Records by definition: the text between line feeds, a trailing CR dropped, no record after a
    /// final line feed.
    static func expectedRecords(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        if bytes.last == 0x0A || bytes.isEmpty { lines.removeLast() }
        return lines.map { $0.last == 0x0D ? Array($0.dropLast()) : $0 }
    }

    /// The records of `bytes` handed on in blocks of seeded sizes; with `asDataSlices`, each block
    /// is a `Data` slice of the whole input (its indices do not start at 0, as a record sliced from
    /// it shares them), else an array slice.
    static func split(
        _ bytes: [UInt8], blockSizes: inout SplitMix64, maximumRecordBytes: Int = 1 << 20, asDataSlices: Bool = false
    ) -> [LineSplitter.Record] {
        var splitter = LineSplitter(maximumRecordBytes: maximumRecordBytes)
        var records: [LineSplitter.Record] = []
        let data = Data(bytes)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 1 + Int(blockSizes.next() % 40))
            records += asDataSlices ? splitter.append(data[start..<end]) : splitter.append(bytes[start..<end])
            start = end
        }
        if let last = splitter.finish() { records.append(last) }
        return records
    }

    @Test func recordsNumbersAndOffsetsDoNotDependOnBlockBoundaries() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<300 {
            // Short lines of letters, CRs and line feeds, so every boundary case (line feed first or
            // last in a block, inside the eight-byte scan, empty lines, CRLF) occurs.
            let bytes: [UInt8] = (0..<Int(random.next() % 120)).map { _ in
                switch random.next() % 10 {
                case 0, 1: 0x0A
                case 2: 0x0D
                default: UInt8(ascii: "a") + UInt8(random.next() % 26)
                }
            }
            let records = Self.split(bytes, blockSizes: &random, asDataSlices: random.chance(0.5))
            let expected = Self.expectedRecords(bytes)
            #expect(records.map { Array($0.bytes) } == expected)
            #expect(records.map(\.lineNumber) == (0..<expected.count).map { $0 + 1 })
            // Each record starts right after the previous line feed.
            var offset = 0
            for (record, line) in zip(records, bytes.split(separator: 0x0A, omittingEmptySubsequences: false)) {
                #expect(record.byteOffset == offset)
                offset += line.count + 1
            }
        }
    }

    @Test func aLineOverTheLimitIsOneTooLongRecordAndTheNextLineIsIntact() {
        var random = SplitMix64(seed: 11)
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 500)
        let bytes = Array("ok\n".utf8) + long + Array("\nnext\n".utf8)
        let records = Self.split(bytes, blockSizes: &random, maximumRecordBytes: 100)
        #expect(records.map(\.tooLong) == [false, true, false])
        #expect(records.map { Array($0.bytes) } == [Array("ok".utf8), [], Array("next".utf8)])
        #expect(records.map(\.lineNumber) == [1, 2, 3])
    }

    /// `--shard`'s word-at-a-time line-feed count against counting byte by byte, at every offset
    /// and length of seeded buffers dense and sparse in line feeds, with bytes of every value (a
    /// high-bit byte next to a line feed must not borrow into it).
    @Test func lineFeedCountAgreesWithCountingByteByByte() {
        var random = SplitMix64(seed: 20_261_203)
        for trial in 0..<400 {
            let density = [2, 10, 200][trial % 3]
            let bytes: [UInt8] = (0..<Int(random.next() % 300)).map { _ in
                random.next() % UInt64(density) == 0 ? 0x0A : UInt8(truncatingIfNeeded: random.next())
            }
            let start = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
            let slice = bytes[start...]
            let expected = slice.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            let counted = slice.withUnsafeBytes { LineSplitter.lineFeedCount(in: $0) }
            #expect(counted == expected, "trial \(trial)")
        }
        let allLineFeeds = [UInt8](repeating: 0x0A, count: 37)
        #expect(allLineFeeds.withUnsafeBytes { LineSplitter.lineFeedCount(in: $0) } == 37)
        let noneButNeighbours: [UInt8] = [0x0B, 0x09, 0x8A, 0xFF, 0x00, 0x0A, 0x80, 0x7F, 0x1A]
        #expect(noneButNeighbours.withUnsafeBytes { LineSplitter.lineFeedCount(in: $0) } == 1)
    }
}
