import Foundation
import Testing

/// Issue 10, items 11 and 17, on the built executable (these are properties of the process, not of
/// the in-process command line): a full or closed standard stream is exit 73 with no trap, and
/// SIGINT while a command waits on standard input is exit 130.
@Suite struct ProcessStreamTests {
    /// The `nutrition-engine` executable built beside the test bundle (`swift build --build-tests`
    /// and `swift test` build it).
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .appendingPathComponent("nutrition-engine").path
    static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough/07-check-in-week-4/input.json").path

    /// Runs `script` with `/bin/sh -c` and `$NE` naming the executable; the exit status, whether the
    /// process ended by a signal, and its standard error (when not redirected by the script).
    func shell(_ script: String) throws -> (status: Int32, signalled: Bool, stderr: String) {
        #expect(
            FileManager.default.isExecutableFile(atPath: Self.executable),
            "build the executable first: \(Self.executable)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ["NE": Self.executable, "DOC": Self.document, "PATH": "/usr/bin:/bin"]
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, text)
    }

    @Test(arguments: [
        #""$NE" estimate "$DOC" >/dev/full"#,
        #""$NE" estimate "$DOC" >&-"#,
        #""$NE" days "$DOC" --week 2026-10-19 >/dev/full"#,
        #""$NE" check-in "$DOC" --week 2026-10-19 --date 2026-10-26 --format markdown >&-"#,
        #""$NE" help >/dev/full"#,
        #""$NE" rescore "$DOC" >/dev/full"#,
        #""$NE" rescore - <"$DOC" >&-"#,
    ])
    func aFullOrClosedStandardOutputIsExit73(_ script: String) throws {
        let run = try shell(script)
        #expect(!run.signalled, "\(script): ended by a signal")
        #expect(run.status == 73, "\(script)")
        #expect(run.stderr.contains("<stdout>: cannot write output"), "\(script): \(run.stderr)")
    }

    @Test(arguments: [#""$NE" no-such-command 2>/dev/full"#, #""$NE" estimate /no/such/file 2>&-"#])
    func aFullOrClosedStandardErrorIsExit73(_ script: String) throws {
        let run = try shell(script)
        #expect(!run.signalled, "\(script): ended by a signal")
        #expect(run.status == 73, "\(script)")
    }

    @Test(arguments: [#""$NE" estimate - </"#, #""$NE" rescore - </"#, #""$NE" import csv - </"#])
    func aStandardInputThatCannotBeReadIsExit66(_ script: String) throws {
        // Standard input is a directory: read(2) fails with EISDIR (readDataToEndOfFile trapped).
        let run = try shell(script)
        #expect(!run.signalled, "\(script): ended by a signal")
        #expect(run.status == 66, "\(script)")
        #expect(run.stderr.contains("<stdin>: cannot read input"), "\(script): \(run.stderr)")
    }

    @Test func aClosedStandardOutputNeverReceivesAnOutputFile() throws {
        // With fd 1 closed, the first file opened would take its number; the run must neither write
        // the document into its output file twice nor succeed silently.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ne-process-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try (RescoreTests.person(weightKg: 70) + "\n").write(
            toFile: folder + "/in.jsonl", atomically: false, encoding: .utf8)
        let run = try shell(#""$NE" rescore "# + folder + #"/in.jsonl --out "# + folder + #"/out.jsonl >&-"#)
        #expect(run.status == 0)
        let lines = try String(contentsOfFile: folder + "/out.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1)
    }

    @Test(arguments: ["estimate -", "days -", "rescore -", "import csv -"])
    func interruptWhileWaitingOnStandardInputIsExit130(_ command: String) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = command.split(separator: " ").map(String.init)
        let input = Pipe()  // held open and never written: the command waits
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the process ignores SIGINT (the first thing main does, before it installs its
        // handler), then signal it; a signal lost between the two steps is repeated each second.
        let started = Date()
        while process.isRunning && Date().timeIntervalSince(started) < 10
            && !Self.ignoresInterrupt(process.processIdentifier)
        {
            Thread.sleep(forTimeInterval: 0.02)
        }
        Thread.sleep(forTimeInterval: 0.3)
        let deadline = Date().addingTimeInterval(10)
        var lastSignal = Date.distantPast
        while process.isRunning && Date() < deadline {
            if Date().timeIntervalSince(lastSignal) >= 1 {
                process.interrupt()
                lastSignal = Date()
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try input.fileHandleForWriting.close()
        #expect(process.terminationReason == .exit, "\(command)")
        #expect(process.terminationStatus == 130, "\(command)")
    }

    /// Whether process `pid` ignores or catches SIGINT (its bit in `SigIgn` or `SigCgt` of
    /// /proc/PID/status): libdispatch's signal source catches it once installed.
    static func ignoresInterrupt(_ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
        return status.split(separator: "\n").contains { line in
            guard line.hasPrefix("SigIgn:") || line.hasPrefix("SigCgt:"),
                let mask = UInt64(line.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16)
            else { return false }
            return mask & (1 << (SIGINT - 1)) != 0
        }
    }
}
