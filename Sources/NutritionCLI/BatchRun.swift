import Foundation
import NutritionEngine

/// One streaming pass of `rescore`: gathers records into batches, scores them on `jobs` threads,
/// writes the lines in input order, and stops cleanly at a record boundary.
///
/// With one job a batch is scored on the calling thread between reading it and writing it. With
/// more, the calling thread hands each block's records to `jobs` workers as it reads them and
/// writes each batch once all its records are scored, while the workers take records one at a time
/// from the batch being read and up to `batchesInFlight` before it: reading, splitting and writing
/// overlap the scoring, and no batch waits for its slowest record. Memory stays bounded by about
/// `batchesInFlight + 1` batches.
struct BatchRun {
    enum Stop {
        case completed
        case interrupted
        case writeFailed(CommandError)
    }

    let scorer: RecordScorer
    let jobs: Int
    let batchRecords: Int
    let output: LineWriter
    let context: CommandContext
    let resumeAfter: RecordIdentity?
    private(set) var summary = BatchSummary()
    private(set) var lastWritten: RecordIdentity?
    /// Records read and not yet handed to the workers (more jobs).
    private var pending: [PendingRecord] = []
    /// With one job, the outcomes of the batch being gathered: each record is scored as soon as it
    /// is read, while its bytes are still in the processor's cache (scored when the batch was
    /// complete, its first records were 8 MB of reading earlier), and written with its batch.
    private var scored: [RescoreOutcome] = []
    /// The batch being gathered: its records and input bytes so far, and its last record.
    private var batchCount = 0
    private var batchBytes = 0
    private var batchLast: RecordIdentity?
    /// The workers scoring batches (nil with one job); open only inside `scoreLines` or `scoreDirectory`.
    private var pool: OrderedBatchPool<PendingRecord, RescoreOutcome>?
    /// Per batch in the pool, oldest first: its last record, and the input bytes read when it was queued.
    private var queued: [(last: RecordIdentity, bytesRead: Int)] = []
    private let started = Date()
    private var lastProgress = Date()
    private var processedBytes = 0
    /// The input bytes read when the last written batch was complete: what the progress line counts.
    private var writtenThroughBytes = 0
    private var totalBytes: Int?

    /// Whole batches left with the workers while the next is read: two, so that a worker finishing
    /// the older one's last records finds the newer one's waiting.
    static let batchesInFlight = 2

    /// A record read and not yet scored.
    struct PendingRecord: Sendable {
        var identity: RecordIdentity
        var bytes: Data
        var tooLong: Bool
    }

    init(
        scorer: RecordScorer, jobs: Int, batchRecords: Int, output: LineWriter, context: CommandContext,
        resumeAfter: RecordIdentity?
    ) {
        self.scorer = scorer
        self.jobs = jobs
        self.batchRecords = batchRecords
        self.output = output
        self.context = context
        self.resumeAfter = resumeAfter
    }

    var lastWrittenDescription: String {
        switch lastWritten ?? resumeAfter {
        case .line(let number)?: "input line \(number)"
        case .file(let name)?: "input file \(name)"
        case nil: "no record (nothing was written)"
        }
    }

    /// Scores a JSON Lines file (or standard input), restricted to `shard`'s byte range.
    mutating func scoreLines(_ input: String, handle inputHandle: FileHandle?, shard: Shard?) throws(CommandError)
        -> Stop
    {
        let reader: BlockReader
        var splitter = LineSplitter()
        var end = Int.max
        if input == "-" {
            reader = context.standardInputBlocks()
        } else {
            guard let handle = inputHandle ?? FileHandle(forReadingAtPath: input) else {
                throw .cannotRead(file: input, reason: "not readable")
            }
            let size = Self.fileSize(input)
            totalBytes = size
            if let shard {
                let range = shard.range(of: size)
                let (start, lineNumber) = try Self.firstLineStart(handle, name: input, from: range.lowerBound)
                end = range.upperBound
                splitter = LineSplitter(firstLineNumber: lineNumber, byteOffset: start)
                do { try handle.seek(toOffset: UInt64(start)) } catch {
                    throw .cannotRead(file: input, reason: "cannot seek")
                }
                totalBytes = max(0, end - start)
            }
            reader = FileBlockReader(handle, name: input)
        }
        var resumeLine = 0
        if case .line(let number)? = resumeAfter { resumeLine = number }
        openPool()
        defer { closePool() }
        while splitter.nextRecordOffset < end,
            let block = try reader.nextBlock(maximumBytes: RescoreCommand.readBlockBytes)
        {
            processedBytes += block.count
            for record in splitter.append(block) where record.byteOffset < end && record.lineNumber > resumeLine {
                if let stop = enqueue(.line(record.lineNumber), record.bytes, tooLong: record.tooLong) { return stop }
            }
            if let stop = handOn() { return stop }
        }
        if let record = splitter.finish(), record.byteOffset < end, record.lineNumber > resumeLine {
            if let stop = enqueue(.line(record.lineNumber), record.bytes, tooLong: record.tooLong) { return stop }
        }
        return finish()
    }

    /// Scores every `.json` file in `directory`, sorted by name, restricted to `shard`'s files.
    mutating func scoreDirectory(_ directory: String, shard: Shard?) throws(CommandError) -> Stop {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        } catch {
            throw .cannotRead(file: directory, reason: "cannot list the directory")
        }
        var selected = names[shard?.range(of: names.count) ?? 0..<names.count]
        if case .file(let last)? = resumeAfter, let position = selected.firstIndex(of: last) {
            selected = selected[(position + 1)...]
        }
        openPool()
        defer { closePool() }
        for name in selected {
            let path = (directory as NSString).appendingPathComponent(name)
            let bytes = FileManager.default.contents(atPath: path) ?? Data()
            processedBytes += bytes.count
            if let stop = enqueue(.file(name), bytes, tooLong: false) { return stop }
            if let stop = handOn() { return stop }
        }
        return finish()
    }

    private mutating func openPool() {
        guard jobs > 1 else { return }
        let scorer = self.scorer
        pool = OrderedBatchPool(workers: jobs) { record in
            scorer.score(record.bytes, identity: record.identity, tooLong: record.tooLong)
        }
    }

    private mutating func closePool() {
        pool?.close()
        pool = nil
        queued = []
    }

    private mutating func enqueue(_ identity: RecordIdentity, _ bytes: Data, tooLong: Bool) -> Stop? {
        if pool == nil {
            scored.append(scorer.score(bytes, identity: identity, tooLong: tooLong))
        } else {
            pending.append(PendingRecord(identity: identity, bytes: bytes, tooLong: tooLong))
        }
        batchCount += 1
        batchBytes += bytes.count
        batchLast = identity
        guard batchBytes >= RescoreCommand.batchBytes || batchCount >= batchRecords else { return nil }
        return endBatch()
    }

    /// With workers, hands them the records read so far, to score while the rest of the batch is
    /// read; before a batch's first records, writes the oldest batches while `batchesInFlight` wait.
    /// Why the run must stop, if it must.
    private mutating func handOn() -> Stop? {
        guard let pool, !pending.isEmpty else { return nil }
        if pending.count == batchCount {
            while queued.count >= Self.batchesInFlight {
                if let stop = writeOldest(pool) { return stop }
            }
        }
        pool.append(pending)
        pending.removeAll(keepingCapacity: true)
        return nil
    }

    /// Ends the batch being gathered: writes it here with one job (its records scored as they were
    /// read), seals it for the workers with more. Why the run must stop, if it must.
    private mutating func endBatch() -> Stop? {
        guard let last = batchLast else { return nil }
        guard let pool else {
            let outcomes = scored
            scored.removeAll(keepingCapacity: true)
            (batchCount, batchBytes, batchLast) = (0, 0, nil)
            return write(outcomes, last: last, bytesRead: processedBytes)
        }
        if let stop = handOn() { return stop }
        pool.seal()
        queued.append((last, processedBytes))
        (batchCount, batchBytes, batchLast) = (0, 0, nil)
        return nil
    }

    /// Scores and writes everything still pending, in order; why the run stops.
    private mutating func finish() -> Stop {
        if let stop = endBatch() { return stop }
        if let pool {
            while !queued.isEmpty {
                if let stop = writeOldest(pool) { return stop }
            }
        }
        return context.interruption?.isRaised == true ? .interrupted : .completed
    }

    /// Waits for the oldest queued batch and writes it.
    private mutating func writeOldest(_ pool: OrderedBatchPool<PendingRecord, RescoreOutcome>) -> Stop? {
        let batch = queued.removeFirst()
        return write(pool.takeOldest() ?? [], last: batch.last, bytesRead: batch.bytesRead)
    }

    /// Writes one batch's lines; its records count as done only once every byte is written. Why the
    /// run must stop (a failed write, or an interruption raised by now), if it must.
    private mutating func write(_ outcomes: [RescoreOutcome], last: RecordIdentity, bytesRead: Int) -> Stop? {
        var text = ""
        text.reserveCapacity(outcomes.reduce(0) { $0 + $1.line.utf8.count + 1 })
        for outcome in outcomes {
            text += outcome.line
            text += "\n"
        }
        do {
            try output.write(text)
        } catch {
            return .writeFailed(error)
        }
        for outcome in outcomes { summary.add(outcome) }
        lastWritten = last
        writtenThroughBytes = bytesRead
        reportProgress()
        return context.interruption?.isRaised == true ? .interrupted : nil
    }

    private mutating func reportProgress() {
        guard let progress = context.progress, Date().timeIntervalSince(lastProgress) >= 1 else { return }
        lastProgress = Date()
        let elapsed = Date().timeIntervalSince(started)
        let rate = Double(summary.recordsRead) / max(elapsed, 1e-9)
        var line = String(
            format: "rescore: %d records, %.0f records/s, %.1f MB/s, %.0f s elapsed", summary.recordsRead, rate,
            Double(writtenThroughBytes) / 1e6 / max(elapsed, 1e-9), elapsed)
        if let totalBytes, writtenThroughBytes > 0, totalBytes > writtenThroughBytes {
            line += String(
                format: ", about %.0f s left",
                elapsed * Double(totalBytes - writtenThroughBytes) / Double(writtenThroughBytes))
        }
        progress(line)
    }

    func summaryText(policy: Policy) -> String {
        var text =
            "rescore: \(summary.recordsRead) records read, \(summary.scored) scored, \(summary.refused) refused "
            + "(policy \(policy.version))\n"
        for (code, count) in summary.refusedByCode.sorted(by: { $0.key < $1.key }) {
            text += "  refused \(code): \(count)\n"
        }
        for (label, count) in summary.labelCounts.sorted(by: { $0.key < $1.key }) { text += "  \(label): \(count)\n" }
        if summary.targetComparisons > 0 {
            text += String(
                format:
                    "  target change vs stored target: %d compared (%d lower, %d unchanged, %d higher), mean %+.1f, "
                    + "min %+.0f, max %+.0f kcal/day\n",
                summary.targetComparisons, summary.targetLower, summary.targetUnchanged, summary.targetHigher,
                summary.targetChangeSumKcalPerDay / Double(summary.targetComparisons),
                summary.targetChangeMinKcalPerDay ?? 0, summary.targetChangeMaxKcalPerDay ?? 0)
        }
        return text
    }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// The first line start at or after `offset`, and its 1-based line number (counting line feeds before it).
    static func firstLineStart(_ handle: FileHandle, name: String, from offset: Int) throws(CommandError) -> (Int, Int)
    {
        guard offset > 0 else { return (0, 1) }
        var lineFeeds = 0
        var position = 0
        do {
            try handle.seek(toOffset: 0)
            // Count line feeds before offset − 1; the byte at offset − 1 decides whether a line starts at offset.
            while position < offset - 1 {
                guard let block = try handle.read(upToCount: min(1 << 20, offset - 1 - position)), !block.isEmpty else {
                    break
                }
                lineFeeds += block.withUnsafeBytes { LineSplitter.lineFeedCount(in: $0) }
                position += block.count
            }
            while true {
                guard let block = try handle.read(upToCount: 1 << 16), !block.isEmpty else {
                    return (position, lineFeeds + 1)
                }
                if let newline = block.firstIndex(of: 0x0A) {
                    return (position + (newline - block.startIndex) + 1, lineFeeds + 2)
                }
                position += block.count
            }
        } catch {
            throw .cannotRead(file: name, reason: "cannot read to find the shard's first line")
        }
    }
}
