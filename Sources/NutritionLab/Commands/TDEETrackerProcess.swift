import Foundation

/// Runs the real TDEETracker (GPL, never part of this repository) as a child process on one log and
/// reads its last estimate.
enum TDEETrackerProcess {
    /// The last dated line of TDEETracker's output: TDEE ± its SD, and the estimated weight.
    struct LastLine: Equatable {
        /// TDEE, kcal/day.
        var kcalPerDay: Double
        /// Its SD, kcal/day.
        var standardDeviationKcalPerDay: Double
        /// Estimated weight, kg.
        var weightKg: Double
    }

    /// The closed-loop study's call: its entries with the initial TDEE given (`-E`).
    static func estimate(path: String, entries: [ClosedLoopStudy.TrackerEntry], initialKcalPerDay: Double)
        -> ClosedLoopStudy.TrackerEstimate?
    {
        let input = entries.map {
            "\($0.date) \(String(format: "%.1f", $0.weightKg)) \(String(format: "%.0f", $0.intakeKcal))\n"
        }.joined()
        return run(path: path, input: input, arguments: ["-E", String(format: "%.0f", initialKcalPerDay)]).map {
            ClosedLoopStudy.TrackerEstimate(kcalPerDay: $0.kcalPerDay, weightKg: $0.weightKg)
        }
    }

    /// Runs `path` with `arguments`, `input` (`yyyy-mm-dd weight kcal` lines) on standard input; nil when
    /// it cannot start, fails, or prints no estimate.
    static func run(path: String, input: String, arguments: [String] = []) -> LastLine? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: output, encoding: .utf8) else { return nil }
        return lastLine(text)
    }

    /// The last `… - TDEE: x ± s  EstW: w ± s  ΔW7d: …` line of `output`, parsed.
    static func lastLine(_ output: String) -> LastLine? {
        guard let line = output.split(separator: "\n").last(where: { $0.contains("TDEE:") }) else { return nil }
        let fields = line.split(separator: " ")
        guard let t = fields.firstIndex(of: "TDEE:"), let w = fields.firstIndex(of: "EstW:"), t + 3 < fields.count,
            w + 1 < fields.count, fields[t + 2] == "±",
            let tdee = Double(fields[t + 1]), let sd = Double(fields[t + 3]), let weight = Double(fields[w + 1])
        else { return nil }
        return LastLine(kcalPerDay: tdee, standardDeviationKcalPerDay: sd, weightKg: weight)
    }
}
