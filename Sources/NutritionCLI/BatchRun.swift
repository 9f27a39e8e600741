import Foundation
import NutritionEngine

/// One streaming pass of `rescore`: gathers records into batches, scores each batch on `jobs`
/// threads, writes the lines in input order, and stops cleanly at a record boundary.
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
    private var pending: [(identity: RecordIdentity, bytes: [UInt8], tooLong: Bool)] = []
    private var pendingBytes = 0
    private let started = Date()
    private var lastProgress = Date()
    private var processedBytes = 0
    private var totalBytes: Int?

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
        while splitter.nextRecordOffset < end,
            let block = try reader.nextBlock(maximumBytes: RescoreCommand.readBlockBytes)
        {
            processedBytes += block.count
            for record in splitter.append(block) where record.byteOffset < end && record.lineNumber > resumeLine {
                if let stop = enqueue(.line(record.lineNumber), record.bytes, tooLong: record.tooLong) { return stop }
            }
        }
        if let record = splitter.finish(), record.byteOffset < end, record.lineNumber > resumeLine {
            if let stop = enqueue(.line(record.lineNumber), record.bytes, tooLong: record.tooLong) { return stop }
        }
        return flush() ?? .completed
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
        for name in selected {
            let path = (directory as NSString).appendingPathComponent(name)
            let bytes: [UInt8]
            if let data = FileManager.default.contents(atPath: path) {
                bytes = [UInt8](data)
            } else {
                bytes = []
            }
            processedBytes += bytes.count
            if let stop = enqueue(.file(name), bytes, tooLong: false) { return stop }
        }
        return flush() ?? .completed
    }

    private mutating func enqueue(_ identity: RecordIdentity, _ bytes: [UInt8], tooLong: Bool) -> Stop? {
        pending.append((identity, bytes, tooLong))
        pendingBytes += bytes.count
        guard pendingBytes >= RescoreCommand.batchBytes || pending.count >= batchRecords else { return nil }
        return flush()
    }

    /// Scores and writes the pending batch; returns why to stop, if the run must stop.
    private mutating func flush() -> Stop? {
        if !pending.isEmpty {
            let scorer = self.scorer
            let outcomes = pending.parallelMap(jobs: jobs) {
                scorer.score($0.bytes, identity: $0.identity, tooLong: $0.tooLong)
            }
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
            lastWritten = pending.last?.identity
            pending.removeAll(keepingCapacity: true)
            pendingBytes = 0
            reportProgress()
        }
        return context.interruption?.isRaised == true ? .interrupted : nil
    }

    private mutating func reportProgress() {
        guard let progress = context.progress, Date().timeIntervalSince(lastProgress) >= 1 else { return }
        lastProgress = Date()
        let elapsed = Date().timeIntervalSince(started)
        let rate = Double(summary.recordsRead) / max(elapsed, 1e-9)
        var line = String(
            format: "rescore: %d records, %.0f records/s, %.1f MB/s, %.0f s elapsed", summary.recordsRead, rate,
            Double(processedBytes) / 1e6 / max(elapsed, 1e-9), elapsed)
        if let totalBytes, processedBytes > 0, totalBytes > processedBytes {
            line += String(
                format: ", about %.0f s left", elapsed * Double(totalBytes - processedBytes) / Double(processedBytes))
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
