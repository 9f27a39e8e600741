import Foundation

#if canImport(Glibc)
    import Glibc
#endif

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
    private let interruption: InterruptionFlag?

    /// Reads `handle` (named `name` in messages), stopping after `limit` bytes when given; with
    /// `interruption`, a wait for input (a terminal or pipe) ends as end of input once it is raised.
    public init(_ handle: FileHandle, name: String, limit: Int? = nil, interruption: InterruptionFlag? = nil) {
        self.handle = handle
        self.name = name
        remaining = limit
        self.interruption = interruption
    }

    /// Waits until the descriptor has input (or end of input); false when `interruption` was raised first.
    private func waitUntilReadable(_ interruption: InterruptionFlag) -> Bool {
        var request = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while !interruption.isRaised {
            let ready = poll(&request, 1, 100)
            if ready != 0 && !(ready < 0 && errno == EINTR) { return true }
        }
        return false
    }

    /// The next block, or nil at the end (or at the limit).
    public func nextBlock(maximumBytes: Int) throws(CommandError) -> Data? {
        let count = remaining.map { min($0, maximumBytes) } ?? maximumBytes
        guard count > 0 else { return nil }
        if let interruption, !waitUntilReadable(interruption) { return nil }
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

/// Writes to a file descriptor with `write(2)`, failing loudly (exit 73) when the disk is full, the
/// descriptor is closed or the reader went away; Foundation's `FileHandle.write(_:)` traps instead.
public final class FileLineWriter: LineWriter {
    private let descriptor: Int32
    private let name: String
    private let closesDescriptor: Bool

    /// A writer to `descriptor`, named `name` in messages; closes it when done if `closesDescriptor`.
    public init(descriptor: Int32, name: String, closesDescriptor: Bool = false) {
        self.descriptor = descriptor
        self.name = name
        self.closesDescriptor = closesDescriptor
    }

    /// A writer to `handle`'s descriptor (the handle keeps ownership).
    public convenience init(_ handle: FileHandle, name: String) {
        self.init(descriptor: handle.fileDescriptor, name: name)
    }

    deinit { if closesDescriptor { close(descriptor) } }

    /// Writes `text`; throws `cannotWrite` on any failure.
    public func write(_ text: String) throws(CommandError) {
        if let error = StandardStreams.writeAll(descriptor, text) {
            throw .cannotWrite(file: name, reason: String(cString: strerror(error)))
        }
    }
}

/// Whole-buffer writes with `write(2)`, reporting `errno` instead of trapping.
public enum StandardStreams {
    /// Writes all of `text` to `descriptor`, retrying short writes and `EINTR`; the `errno` of a
    /// failure, or nil when every byte was written.
    public static func writeAll(_ descriptor: Int32, _ text: String) -> Int32? {
        var text = text
        return text.withUTF8 { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if written == 0 { return EIO }
                offset += written
            }
            return nil
        }
    }

    /// All bytes from `descriptor` to its end with `read(2)`, or the `errno` of a failure
    /// (Foundation's `readDataToEndOfFile` traps, e.g. when standard input is a directory).
    public static func readAll(_ descriptor: Int32) -> (data: Data, failure: Int32?) {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return (data, errno)
            }
            if count == 0 { return (data, nil) }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Makes sure descriptors 0, 1 and 2 are open, so that a file opened later never takes the
    /// number of a closed standard stream (and receives text meant for it). A closed stream is
    /// replaced by `/dev/null` opened in the direction that fails: reading it gives end of input,
    /// writing it fails with `EBADF`, so output to a closed stdout is exit 73, not lost silently.
    public static func reserveClosedStandardDescriptors() {
        for descriptor: Int32 in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}

/// Set from a SIGINT handler, read between batches; a lock makes it safe across threads.
public final class InterruptionFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    private var handled = false

    /// A flag that is not raised.
    public init() {}

    /// Marks that an interruption was requested.
    public func raise() { lock.withLock { raised = true } }

    /// Whether an interruption was requested.
    public var isRaised: Bool { lock.withLock { raised } }

    /// Whether the running command stops by itself at a safe point once the flag is raised
    /// (`rescore`); otherwise the executable ends the process with exit 130 on SIGINT.
    public var isHandledByCommand: Bool {
        get { lock.withLock { handled } }
        set { lock.withLock { handled = newValue } }
    }
}
