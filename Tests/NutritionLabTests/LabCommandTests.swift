import Foundation
import NutritionCLI
import NutritionEngine
import NutritionLab
import Testing

/// `closed-loop` argument errors are usage errors (64), and the report names an absent tracker.
@Suite struct ClosedLoopCommandTests {
    @Test(arguments: [
        ["closed-loop", "--people", "0"], ["closed-loop", "--seed", "x"], ["closed-loop", "--weeks", "4"],
        ["closed-loop", "extra"],
        ["closed-loop", "--tdeetracker", "/nonexistent/tdeetracker"],
    ])
    func badArgumentsAreUsageErrors(_ arguments: [String]) {
        #expect(LabCommandLine.run(arguments: arguments).exitCode == 64)
    }

    @Test func withoutATrackerTheReportSaysSo() {
        let result = LabCommandLine.run(arguments: ["closed-loop", "--people", "3", "--weeks", "9"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("TDEETracker: not run"))
        #expect(result.stdout.contains("| tdeeTracker | not run |"))
    }
}

/// `calibrate`: usage errors, the report's first line and its command, and no special file replaced.
@Suite struct CalibrateCommandTests {
    @Test(arguments: [["calibrate", "--seed", "abc"], ["calibrate", "--trainees", "0"]])
    func usageErrorsExit64(_ arguments: [String]) {
        let result = LabCommandLine.run(arguments: arguments)
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("nutrition-lab: "))
    }

    @Test func calibrateWritesMarkdownWithItsCommandAtTheTop() {
        let result = LabCommandLine.run(arguments: ["calibrate", "--seed", "3", "--trainees", "12"])
        #expect(result.exitCode == ExitCode.ok)
        #expect(result.stdout.contains("--seed 3 --trainees 12"))
        #expect(result.stdout.hasPrefix("# Maintenance calibration"))
    }

    @Test func aReportIsNeverWrittenOverAFIFO() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ne-lab-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(LabCommandLine.run(arguments: ["calibrate", "--trainees", "1", "--out", fifo]).exitCode == 73)
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }
}

/// The lab's help: every command has a page with its usage and an example, reached three ways,
/// and the product CLI no longer runs the lab's commands.
@Suite struct LabHelpTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: ["calibrate", "closed-loop", "real-data", "benchmark"])
    func everyCommandHasAPageWithUsageAndExample(command: String) {
        let pages = [
            LabCommandLine.run(arguments: ["help", command]),
            LabCommandLine.run(arguments: [command, "--help"]),
            LabCommandLine.run(arguments: [command, "days", "-h"]),
        ]
        for page in pages {
            #expect(page.exitCode == 0)
            #expect(page.stderr.isEmpty)
            #expect(page.stdout.hasPrefix("usage: nutrition-lab \(command)"))
            #expect(page.stdout.contains("example:"))
        }
        #expect(pages[0].stdout == pages[1].stdout && pages[1].stdout == pages[2].stdout)
    }

    /// Every repository path the lab's help names exists.
    @Test func helpNamesOnlyFilesThatExist() throws {
        var text = LabCommandLine.run(arguments: ["help"]).stdout
        for command in ["calibrate", "closed-loop", "real-data", "benchmark"] {
            text += LabCommandLine.run(arguments: ["help", command]).stdout
        }
        let pattern = try NSRegularExpression(pattern: #"(?:Vectors|Reports)/[A-Za-z0-9_./-]*[A-Za-z0-9_]"#)
        let paths = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
        #expect(paths.count >= 3)
        for path in Set(paths) where !path.contains("*") {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path)")
        }
    }

    @Test(arguments: ["calibrate", "closed-loop", "real-data", "benchmark"])
    func theProductCommandLineDoesNotRunThem(command: String) {
        let result = NutritionCommandLine.run(arguments: [command])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr.hasPrefix("nutrition-engine: unknown command '\(command)'"))
    }

    @Test func unknownCommandsAndHelpAreUsageErrors() {
        #expect(LabCommandLine.run(arguments: ["estimate"]).exitCode == 64)
        #expect(LabCommandLine.run(arguments: ["help", "nope"]).exitCode == 64)
        #expect(
            LabCommandLine.run(arguments: []).stderr.hasSuffix(
                "Run 'nutrition-lab help' for usage, or 'nutrition-lab help COMMAND' for one command.\n"))
    }
}
