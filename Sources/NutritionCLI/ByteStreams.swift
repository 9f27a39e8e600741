import Foundation

/// Reads input in blocks, so batch commands never hold a whole file in memory.
public protocol BlockReader: AnyObject {
    /// The next block of at most `maximumBytes` bytes, or nil at the end of input.
    func nextBlock(maximumBytes: Int) throws(CommandError) -> Data?
}

/// Where streaming commands write their output, line by line.
public protocol LineWriter: AnyObject {
    /// Writes `text` (whole lines); throws when the bytes could not all be written.
    func write(_ text: String) throws(CommandError)
}

/// A block reader over bytes already in memory (standard input in tests).
public final class MemoryBlockReader: BlockReader {
    private let data: Data
    private var offset = 0

    /// A reader over `data`.
    public init(_ data: Data) { self.data = data }

    /// The next block, or nil at the end.
    public func nextBlock(maximumBytes: Int) -> Data? {
        guard offset < data.count else { return nil }
        let end = min(offset + maximumBytes, data.count)
        defer { offset = end }
        return data.subdata(in: data.startIndex + offset..<data.startIndex + end)
    }
}

/// A block reader over an open file handle.
public final class FileBlockReader: BlockReader {
    private let handle: FileHandle
    private let name: String
    private var remaining: Int?

    /// Reads `handle` (named `name` in messages), stopping after `limit` bytes when given.
    public init(_ handle: FileHandle, name: String, limit: Int? = nil) {
        self.handle = handle
        self.name = name
        remaining = limit
    }

    /// The next block, or nil at the end (or at the limit).
    public func nextBlock(maximumBytes: Int) throws(CommandError) -> Data? {
        let count = remaining.map { min($0, maximumBytes) } ?? maximumBytes
        guard count > 0 else { return nil }
        do {
            guard let block = try handle.read(upToCount: count), !block.isEmpty else { return nil }
            remaining = remaining.map { $0 - block.count }
            return block
        } catch {
            throw .cannotRead(file: name, reason: "read failed: \(error.localizedDescription)")
        }
    }
}

/// Collects output in memory (for in-process runs and tests).
public final class MemoryLineWriter: LineWriter {
    /// Everything written so far.
    public private(set) var text = ""

    /// An empty writer.
    public init() {}

    /// Appends `text`.
    public func write(_ text: String) { self.text += text }
}

/// Writes to a file handle, failing loudly (exit 73) when the disk is full or the file is gone.
public final class FileLineWriter: LineWriter {
    private let handle: FileHandle
    private let name: String

    /// A writer to `handle`, named `name` in messages.
    public init(_ handle: FileHandle, name: String) {
        self.handle = handle
        self.name = name
    }

    /// Writes `text`; throws `cannotWrite` on any failure.
    public func write(_ text: String) throws(CommandError) {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw .cannotWrite(file: name, reason: error.localizedDescription)
        }
    }
}

/// Set from a SIGINT handler, read between batches; a lock makes it safe across threads.
public final class InterruptionFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    /// A flag that is not raised.
    public init() {}

    /// Marks that an interruption was requested.
    public func raise() { lock.withLock { raised = true } }

    /// Whether an interruption was requested.
    public var isRaised: Bool { lock.withLock { raised } }
}
