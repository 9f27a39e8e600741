/// Splits a byte stream into JSON Lines records, block by block, with bounded memory.
///
/// A record is the bytes between two line feeds (a trailing `\r` is dropped). The text after the
/// last line feed is carried into the next block; at the end of input it is a final record only if
/// it is not empty, so a file ending in a newline has no phantom empty record. A line longer than
/// `maximumRecordBytes` is not buffered: its bytes are skipped and it becomes a `tooLong` record,
/// so one huge line can neither exhaust memory nor be lost.
public struct LineSplitter: Sendable {
    /// One record: its 1-based line number and its bytes, or the fact that it was too long.
    public struct Record: Sendable, Equatable {
        /// 1-based line number in the input.
        public var lineNumber: Int
        /// The record's bytes without the line terminator (empty when `tooLong`).
        public var bytes: [UInt8]
        /// The record exceeded the size limit; its bytes were skipped.
        public var tooLong: Bool
        /// Byte offset of the record's first byte in the input.
        public var byteOffset: Int
    }

    /// Largest record kept in memory, in bytes.
    public let maximumRecordBytes: Int
    private var carry: [UInt8] = []
    private var skippingLongLine = false
    private var nextLineNumber: Int
    private var consumedBytes: Int
    private var recordStart: Int

    /// A splitter whose first record has line number `firstLineNumber` and starts at `byteOffset`.
    public init(maximumRecordBytes: Int = 64 << 20, firstLineNumber: Int = 1, byteOffset: Int = 0) {
        self.maximumRecordBytes = maximumRecordBytes
        nextLineNumber = firstLineNumber
        consumedBytes = byteOffset
        recordStart = byteOffset
    }

    /// The line number the next record will get.
    public var lineNumber: Int { nextLineNumber }

    /// Byte offset in the input where the next record starts.
    public var nextRecordOffset: Int { recordStart }

    /// Adds a block of input and returns the records it completes.
    public mutating func append(_ block: some Collection<UInt8>) -> [Record] {
        var records: [Record] = []
        var start = block.startIndex
        var index = block.startIndex
        var position = consumedBytes
        while index != block.endIndex {
            if block[index] == 0x0A {
                if !skippingLongLine { carry.append(contentsOf: block[start..<index]) }
                records.append(finishRecord())
                recordStart = position + 1
                start = block.index(after: index)
            }
            index = block.index(after: index)
            position += 1
        }
        if !skippingLongLine {
            carry.append(contentsOf: block[start..<block.endIndex])
            if carry.count > maximumRecordBytes {
                carry = []
                skippingLongLine = true
            }
        }
        consumedBytes = position
        return records
    }

    /// Ends the input and returns the last record, if the input did not end with a line feed.
    public mutating func finish() -> Record? {
        guard skippingLongLine || !carry.isEmpty else { return nil }
        return finishRecord()
    }

    private mutating func finishRecord() -> Record {
        if carry.last == 0x0D { carry.removeLast() }
        let record = Record(lineNumber: nextLineNumber, bytes: carry, tooLong: skippingLongLine, byteOffset: recordStart)
        nextLineNumber += 1
        carry = []
        skippingLongLine = false
        return record
    }
}
