import Foundation
import NutritionCLI
import NutritionEngine
import TestSupport

/// `benchmark rescore-input --plans N [--days 365] [--seed S] [--steady-at-goal] [--foods N] --out FILE` writes synthetic plans as
/// JSON Lines; `benchmark decode FILE --decoder foundation|parser|document` times decoding the
/// same bytes line by line. Both feed Reports/rescore-benchmark.sh (a benchmark, not a test).
enum RescoreBenchmark {
    static func input(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(
            arguments, valued: ["plans", "days", "seed", "out", "foods"], flagged: ["steady-at-goal"])
        guard parsed.positionals.isEmpty else { throw .usage("benchmark rescore-input takes only options") }
        func count(_ name: String, _ fallback: Int?) throws(CommandError) -> Int {
            guard let text = parsed.values[name] else {
                guard let fallback else { throw .usage("benchmark rescore-input needs --\(name) N") }
                return fallback
            }
            guard let value = Int(text), value >= 1 else {
                throw .usage("--\(name) must be a positive whole number, found \(text)")
            }
            return value
        }
        let plans = try count("plans", nil)
        let days = try count("days", 365)
        let seed = try count("seed", 20_261_130)
        let steadyAtGoal = parsed.flags.contains("steady-at-goal")
        // Foods per logged day (0: day-level intakes, the default).
        let foods = parsed.values["foods"] == nil ? 0 : try count("foods", nil)
        guard let out = parsed.values["out"] else { throw .usage("benchmark rescore-input needs --out FILE") }
        try OutputPath.check(out, option: "--out", inputs: [], kind: .stream)
        let writer: LineWriter =
            out == "-" ? (context.standardOutput ?? MemoryLineWriter()) : try OutputPath.openStream(out, append: false)
        var random = SplitMix64(seed: UInt64(seed))
        guard let asOf = CalendarDate(iso: "2026-11-30") else { throw .internal("bad constant date") }
        var text = ""
        var bytes = 0
        let compact = JSONWriter(style: .compact)
        for index in 0..<plans {
            do {
                text += try compact.string(
                    SyntheticPlanDocument.json(
                        index: index, days: days, asOf: asOf, random: &random, steadyAtGoal: steadyAtGoal,
                        foods: foods))
            } catch {
                throw .internal("non-finite number in a synthetic plan")
            }
            text += "\n"
            if text.utf8.count >= 4 << 20 || index == plans - 1 {
                bytes += text.utf8.count
                try writer.write(text)
                text = ""
            }
        }
        return CommandResult(
            exitCode: ExitCode.ok, stdout: "", stderr: "wrote \(plans) plans, \(bytes) bytes, to \(out)\n")
    }

    static func decode(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["decoder"])
        let file = try parsed.single("FILE (JSON Lines)")
        let decoder = parsed.values["decoder"] ?? "foundation"
        guard ["foundation", "parser", "document"].contains(decoder) else {
            throw .usage("--decoder must be foundation, parser or document")
        }
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw .cannotRead(file: file, reason: "not readable")
        }
        let reader = FileBlockReader(handle, name: file)
        var splitter = LineSplitter()
        var records = 0
        var failures = 0
        var bytes = 0
        let foundation = JSONDecoder()
        let clock = ContinuousClock()
        func decodeLine(_ line: Data) {
            records += 1
            switch decoder {
            case "foundation":
                if (try? foundation.decode(MirrorDocument.self, from: line)) == nil { failures += 1 }
            case "parser":
                if (try? JSONParser().parse(line)) == nil { failures += 1 }
            default:
                do { _ = try InputDocumentReader.read(line) } catch { failures += 1 }
            }
        }
        let started = clock.now
        while let block = try reader.nextBlock(maximumBytes: RescoreCommand.readBlockBytes) {
            bytes += block.count
            for record in splitter.append(block) { decodeLine(record.bytes) }
        }
        if let record = splitter.finish() { decodeLine(record.bytes) }
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let line = String(
            format: "decode %@: %d records (%d failed), %.1f MB in %.3f s: %.1f MB/s, %.0f records/s\n",
            decoder, records, failures, Double(bytes) / 1e6, seconds, Double(bytes) / 1e6 / seconds,
            Double(records) / seconds)
        return CommandResult(exitCode: failures == 0 ? ExitCode.ok : ExitCode.dataError, stdout: line)
    }
}
