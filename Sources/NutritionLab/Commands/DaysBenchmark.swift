import Foundation
import NutritionCLI
import NutritionEngine
import TestSupport

/// `benchmark days [DAYS]` and `benchmark import FILE...`: wall-clock timings for Reports/days-benchmark.md.
///
/// Not a test: timings depend on the machine. Each measurement repeats the whole pipeline and reports
/// the median and the slowest run.
enum DaysBenchmark {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        guard let what = arguments.first else {
            throw .usage("expected 'benchmark days [DAYS]' or 'benchmark import FILE...'")
        }
        switch what {
        case "days":
            let count = arguments.count > 1 ? Int(arguments[1]) ?? 365 : 365
            let document = Array(syntheticDocument(days: count).utf8)
            var evidence = 0
            let timings = measure(repetitions: 50) {
                guard let input = try? InputDocumentReader.read(document),
                    let ledger = DayLedger(
                        log: input.dayLog,
                        maintenance: MaintenanceReference.equationEstimate(for: input.person, policy: context.policy)
                            .reference,
                        policy: context.policy.days)
                else { return }
                let week = WeekSummary(ledger: ledger, containing: ledger.asOf.adding(days: -3))
                _ = try? JSONWriter().string(
                    DaysReport(
                        ledger: ledger, log: input.dayLog, week: week, unavailableReason: nil, gate: nil,
                        policy: context.policy
                    ).json)
                evidence = ledger.evidenceDays.count
            }
            guard let input = try? InputDocumentReader.read(document) else {
                throw .internal("the synthetic document does not read")
            }
            let reference = MaintenanceReference.equationEstimate(for: input.person, policy: context.policy).reference
            let ledgerTimings = measure(repetitions: 50) {
                if let ledger = DayLedger(log: input.dayLog, maintenance: reference, policy: context.policy.days) {
                    evidence =
                        WeekSummary(ledger: ledger, containing: ledger.asOf.adding(days: -3)).intakeCoverage.days
                        + ledger.evidenceDays.count
                }
            }
            return CommandResult(
                exitCode: ExitCode.ok,
                stdout:
                    "days: \(count) days (\(document.count) bytes of JSON; checksum \(evidence)), parse + validate + "
                    + "ledger + week + JSON output: "
                    + summary(timings) + "\ndays: ledger + week only (document already read): " + summary(ledgerTimings)
                    + "\n")
        case "import":
            var files: [ImportFile] = []
            for name in arguments.dropFirst() {
                files.append(ImportFile(name: name, bytes: Array(try context.input.bytes(name))))
            }
            guard !files.isEmpty else { throw .usage("benchmark import needs the files to import") }
            let clock = LocalDayClock(timeZoneIdentifier: "Europe/Berlin")
            var rows = 0
            let timings = measure(repetitions: 20) {
                let result = Importer.run(.appleHealthCSV, files: files, clock: clock)
                _ = try? JSONWriter().string(Importer.document(result, clock: clock))
                rows = result.rowsRead
            }
            return CommandResult(
                exitCode: ExitCode.ok,
                stdout: "import apple-health-csv: \(rows) rows, parse + place + JSON output, " + summary(timings) + "\n"
            )
        default:
            throw .usage("unknown benchmark '\(what)'")
        }
    }

    /// The wall-clock time of each of `repetitions` runs of `body`, ms, sorted.
    static func measure(repetitions: Int, _ body: () -> Void) -> [Double] {
        let clock = ContinuousClock()
        return (0..<repetitions).map { _ in
            let elapsed = clock.measure(body)
            return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        }.sorted()
    }

    /// "N runs: median M ms, slowest S ms" for sorted timings.
    static func summary(_ sortedMilliseconds: [Double]) -> String {
        let median = sortedMilliseconds[sortedMilliseconds.count / 2]
        return String(
            format: "%d runs: median %.2f ms, slowest %.2f ms", sortedMilliseconds.count, median,
            sortedMilliseconds.last ?? 0)
    }

    /// A deterministic year of realistic days: varied intake and completeness, weigh-ins on most days, gaps.
    static func syntheticDocument(days count: Int) -> String {
        // Seeded, so the document is the same on every machine (this seed keeps the bytes it always had).
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        func next() -> Double { random.unit() }
        let start = CalendarDate(iso: "2025-11-01") ?? CalendarDate(dayNumber: 20_393)
        var entries: [String] = []
        for offset in 0..<count {
            let roll = next()
            if roll < 0.05 { continue }
            let completeness =
                roll < 0.10 ? "incomplete" : roll < 0.12 ? "untracked" : roll < 0.60 ? "complete" : "unknown"
            let intake = String(format: "%.0f", 1600 + 1400 * next())
            let weight = String(format: "%.1f", 80 - Double(offset) * 0.01 + next())
            let steps = Int(4000 + 8000 * next())
            entries.append(
                "{\"date\":\"\(start.adding(days: offset))\",\"intakeKcal\":\(intake),\"proteinG\":120,"
                    + "\"intakeCompleteness\":\"\(completeness)\",\"weightKg\":\(weight),\"steps\":\(steps),"
                    + "\"trainingMinutes\":30,\"trainingTypes\":[\"strength\"],\"alcoholG\":0}"
            )
        }
        return """
            {"schemaVersion":1,"asOf":"\(start.adding(days: count))","timeZone":"Europe/Berlin",
            "person":{"equationSex":"male","ageYears":40,"heightCm":180,"weightKg":80,"activityLevel":"active"},
            "days":[\(entries.joined(separator: ",\n"))]}
            """
    }
}
