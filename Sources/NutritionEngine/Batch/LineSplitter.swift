import Foundation

/// Splits a byte stream into JSON Lines records, block by block, with bounded memory.
///
/// A record is the bytes between two line feeds (a trailing `\r` is dropped). The text after the
/// last line feed is carried into the next block; at the end of input it is a final record only if
/// it is not empty, so a file ending in a newline has no phantom empty record. A line longer than
/// `maximumRecordBytes` is not buffered: its bytes are skipped and it becomes a `tooLong` record,
/// so one huge line can neither exhaust memory nor be lost.
package struct LineSplitter: Sendable {
    /// One record: its 1-based line number and its bytes, or the fact that it was too long.
    package struct Record: Sendable, Equatable {
        /// 1-based line number in the input.
        package var lineNumber: Int
        /// The record's bytes without the line terminator (empty when `tooLong`). A record that lies
        /// within one block is a slice of that block, sharing its storage: its indices are the
        /// block's (`bytes.startIndex` need not be 0).
        package var bytes: Data
        /// The record exceeded the size limit; its bytes were skipped.
        package var tooLong: Bool
        /// Byte offset of the record's first byte in the input.
        package var byteOffset: Int
    }

    /// Largest record kept in memory, in bytes.
    package let maximumRecordBytes: Int
    private var carry: [UInt8] = []
    private var skippingLongLine = false
    private var nextLineNumber: Int
    private var consumedBytes: Int
    private var recordStart: Int

    /// A splitter whose first record has line number `firstLineNumber` and starts at `byteOffset`.
    package init(maximumRecordBytes: Int = 64 << 20, firstLineNumber: Int = 1, byteOffset: Int = 0) {
        self.maximumRecordBytes = maximumRecordBytes
        nextLineNumber = firstLineNumber
        consumedBytes = byteOffset
        recordStart = byteOffset
    }

    /// The line number the next record will get.
    package var lineNumber: Int { nextLineNumber }

    /// Byte offset in the input where the next record starts.
    package var nextRecordOffset: Int { recordStart }

    /// Adds a block of input and returns the records it completes.
    package mutating func append(_ block: some Collection<UInt8>) -> [Record] { append(Data(block)) }

    /// Adds a block of input and returns the records it completes; those that lie within it share
    /// its storage.
    ///
    /// Why slices: copying every record out of its block was 2.7 % of `rescore`'s sampled time
    /// (`memmove`, and the page faults of the fresh copies), for bytes that are only read; only
    /// a record that spans blocks is gathered into one of its own.
    package mutating func append(_ block: Data) -> [Record] {
        // Scanning a contiguous buffer is several times faster than indexing `Data`, which checks
        // exclusivity on every subscript; this runs on one thread.
        block.withUnsafeBytes { append(contiguous: $0.assumingMemoryBound(to: UInt8.self), of: block) }
    }

    /// `append` of `block`, whose bytes are `source`.
    private mutating func append(contiguous block: UnsafeBufferPointer<UInt8>, of source: Data) -> [Record] {
        var records: [Record] = []
        var start = 0
        while start < block.count, let newline = Self.firstLineFeed(in: block, from: start) {
            if skippingLongLine || !carry.isEmpty {
                if !skippingLongLine {
                    carry.append(contentsOf: UnsafeBufferPointer(rebasing: block[start..<newline]))
                }
                records.append(finishRecord())
            } else {
                // No earlier bytes are carried (a carried record has at least one), so the record
                // is this block's bytes from `start` to the line feed.
                let end = newline > start && block[newline - 1] == 0x0D ? newline - 1 : newline
                records.append(
                    Record(
                        lineNumber: nextLineNumber,
                        bytes: source[(source.startIndex + start)..<(source.startIndex + end)], tooLong: false,
                        byteOffset: recordStart))
                nextLineNumber += 1
            }
            recordStart = consumedBytes + newline + 1
            start = newline + 1
        }
        if !skippingLongLine && start < block.count {
            carry.append(contentsOf: UnsafeBufferPointer(rebasing: block[start...]))
            if carry.count > maximumRecordBytes {
                carry = []
                skippingLongLine = true
            }
        }
        consumedBytes += block.count
        return records
    }

    /// Index of the first line feed at or after `start`: the C library's `memchr`, which scans a
    /// vector register at a time (the eight-bytes-at-a-time scan it replaced was ~1.5 instructions a
    /// byte, 3.4 % of `rescore`'s; `LineSplitterTests` check the records against their definition).
    private static func firstLineFeed(in block: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < block.count, let base = block.baseAddress,
            let found = memchr(base + start, 0x0A, block.count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// The number of line feeds in `bytes`, eight bytes at a time: how `--shard` counts the lines
    /// before its range (a byte-by-byte count of `Data` ran at ~200 MB/s, most of a late shard's
    /// start on a large file).
    package static func lineFeedCount(in bytes: UnsafeRawBufferPointer) -> Int {
        var count = 0
        var index = 0
        if let base = bytes.baseAddress {
            let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            while index + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                // A byte's high bit ends set unless the byte is zero (no carry crosses bytes: 0x7F + 0x7F < 0x100),
                // so the clear high bits count the line feeds.
                let nonzero = ((word & low7) &+ low7) | word
                count += (~nonzero & 0x8080_8080_8080_8080).nonzeroBitCount
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] == 0x0A { count += 1 }
            index += 1
        }
        return count
    }

    /// Ends the input and returns the last record, if the input did not end with a line feed.
    package mutating func finish() -> Record? {
        guard skippingLongLine || !carry.isEmpty else { return nil }
        return finishRecord()
    }

    private mutating func finishRecord() -> Record {
        if carry.last == 0x0D { carry.removeLast() }
        let record = Record(
            lineNumber: nextLineNumber, bytes: Data(carry), tooLong: skippingLongLine, byteOffset: recordStart)
        nextLineNumber += 1
        carry = []
        skippingLongLine = false
        return record
    }
}
