import Foundation
import NutritionEngine

/// `rescore INPUT [--out FILE] [--as-of DATE] [--jobs N] [--policy FILE] [--compare-policy BASE] [--summary FILE] [--shard K/N] [--resume]`
///
/// Streams records through `RecordScorer` in batches: memory is bounded by the batch size, every
/// record yields exactly one output line in input order, and the bytes do not depend on `--jobs`.
package enum RescoreCommand {
    /// Records are scored in batches of about this many bytes (or `batchRecords` records).
    static let batchBytes = 8 << 20
    static let batchRecords = 4096
    package static let readBlockBytes = 1 << 20

    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(
            arguments,
            valued: ["out", "as-of", "jobs", "policy", "summary", "shard", "batch-records", "compare-policy"],
            flagged: ["resume"])
        let input = try parsed.single("INPUT (a JSON Lines file, a directory of .json files, or -)")
        let jobs = try jobCount(parsed.values["jobs"])
        let shard = try parsed.values["shard"].map { value throws(CommandError) in try Shard(value) }
        let policy =
            try parsed.values["policy"].map { file throws(CommandError) in
                try PolicyFile.read(file, input: context.input)
            } ?? context.policy
        let basePolicy = try parsed.values["compare-policy"].map { file throws(CommandError) in
            try PolicyFile.read(file, input: context.input)
        }
        let resume = parsed.flags.contains("resume")
        let asOf = try parsed.values["as-of"].map { text throws(CommandError) in
            guard let date = CalendarDate(iso: text) else { throw .usage("--as-of must be YYYY-MM-DD, found \(text)") }
            return date
        }
        let scorer = try Evaluation.run(file: input) { () throws(EvaluationError) in
            try Evaluate.rescore(RescoreRequest(asOf: asOf, basePolicy: basePolicy), policy: policy)
        }

        if input.isEmpty { throw .cannotRead(file: "''", reason: "an empty path names no file") }
        var isDirectory: ObjCBool = false
        let inputIsDirectory =
            input != "-" && FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
            && isDirectory.boolValue
        if input != "-" && !FileManager.default.fileExists(atPath: input) {
            throw .cannotRead(file: input, reason: "no such file")
        }
        if input == "-" && shard != nil { throw .usage("--shard needs a file or directory, not standard input") }

        // Every output is checked against every input before anything is opened for writing.
        let outPath = parsed.values["out"].flatMap { $0 == "-" ? nil : $0 }
        if resume && outPath == nil {
            throw .usage("--resume needs --out FILE (it continues after that file's last complete line)")
        }
        let inputs = [input] + (parsed.values["policy"].map { [$0] } ?? [])
        let directories = inputIsDirectory ? [input] : []
        if let outPath {
            try OutputPath.check(outPath, option: "--out", inputs: inputs, directoryInputs: directories, kind: .stream)
        }
        if let summaryPath = parsed.values["summary"] {
            try OutputPath.check(
                summaryPath, option: "--summary", inputs: inputs, directoryInputs: directories, kind: .document)
            try OutputPath.checkDistinct(("--out", parsed.values["out"] ?? "-"), ("--summary", summaryPath))
        }
        // The input is opened before any output, so a failure to read it truncates nothing.
        let inputHandle: FileHandle?
        if input != "-" && !inputIsDirectory {
            guard let handle = FileHandle(forReadingAtPath: input) else {
                throw .cannotRead(file: input, reason: "not readable")
            }
            inputHandle = handle
        } else {
            inputHandle = nil
        }

        var resumeAfter: RecordIdentity?
        let output: LineWriter
        let collectedStandardOutput = MemoryLineWriter()
        if let outPath {
            resumeAfter = resume ? try ResumePoint.prepare(outPath) : nil
            output = try OutputPath.openStream(outPath, append: resume)
        } else if let standardOutput = context.standardOutput {
            output = standardOutput
        } else {
            output = collectedStandardOutput
        }
        context.interruption?.isHandledByCommand = true

        var batchRecords = Self.batchRecords
        if let value = parsed.values["batch-records"] {
            guard let count = Int(value), count >= 1 else {
                throw .usage("--batch-records must be a positive whole number, found \(value)")
            }
            batchRecords = count
        }
        var run = BatchRun(
            scorer: scorer, jobs: jobs,
            batchRecords: batchRecords, output: output, context: context, resumeAfter: resumeAfter)
        let stop: BatchRun.Stop
        if inputIsDirectory {
            stop = try run.scoreDirectory(input, shard: shard)
        } else {
            stop = try run.scoreLines(input, handle: inputHandle, shard: shard)
        }

        if let summaryPath = parsed.values["summary"] {
            let text: String
            do { text = try JSONWriter().string(run.summary.json(policy: policy, basePolicy: basePolicy)) } catch {
                throw .internal("non-finite number in summary")
            }
            if summaryPath == "-" {
                try (context.standardOutput ?? collectedStandardOutput).write(text)
            } else {
                try OutputPath.writeDocument(text, to: summaryPath)
            }
        }
        var stderr = run.summaryText(policy: policy)
        if let basePolicy {
            stderr += (run.summary.policyComparison ?? PolicyComparisonSummary()).text.replacingOccurrences(
                of: "compared with base policy:", with: "compared with base policy \(basePolicy.version):")
        }
        var exitCode = ExitCode.ok
        switch stop {
        case .completed: break
        case .interrupted:
            stderr +=
                "rescore: interrupted; output is complete up to and including \(run.lastWrittenDescription); rerun with --resume to continue\n"
            exitCode = ExitCode.interrupted
        case .writeFailed(let error):
            stderr +=
                "rescore: stopped: \(error.result.stderr.trimmingCharacters(in: .newlines)); output is complete up to and including \(run.lastWrittenDescription); free space and rerun with --resume\n"
            exitCode = ExitCode.cannotCreate
        }
        return CommandResult(exitCode: exitCode, stdout: collectedStandardOutput.text, stderr: stderr)
    }

    static func jobCount(_ value: String?) throws(CommandError) -> Int {
        guard let value else { return max(1, ProcessInfo.processInfo.activeProcessorCount) }
        guard let jobs = Int(value), (1...256).contains(jobs) else {
            throw .usage("--jobs must be a whole number from 1 to 256, found \(value)")
        }
        return jobs
    }

}

/// `--shard K/N`: this run handles the K-th of N contiguous parts of the input (1 ≤ K ≤ N).
struct Shard: Equatable {
    var index: Int
    var count: Int

    init(_ text: String) throws(CommandError) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else {
            throw .usage("--shard must be K/N with 1 <= K <= N, found \(text)")
        }
        self.index = index
        self.count = count
    }

    /// The half-open range of `total` items (bytes or files) this shard owns.
    func range(of total: Int) -> Range<Int> {
        (index - 1) * total / count..<index * total / count
    }
}
