import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 10, items 10–12 and 17: no output path destroys an input, special files are never
/// replaced, `-` is standard output, and a failed write is exit 73 in the real process, never a trap.
@Suite struct OutputSafetyTests {
    static let walkthrough = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough")

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ne-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func run(_ arguments: [String], stdin: String = "") -> CommandResult {
        NutritionCommandLine.run(arguments: arguments, stdin: Data(stdin.utf8))
    }

    /// A folder holding `in.jsonl` (rescore records), `doc.json` (a document with a plan, ready for
    /// check-in), `new.json` (a document with a goal and no plan, ready for `plan new`) and
    /// `pending.json` (a plan with a pending recommendation, ready for `decide`).
    func fixture() throws -> URL {
        let folder = try Self.temporaryDirectory()
        try RescoreTests.batch.write(to: folder.appendingPathComponent("in.jsonl"), atomically: false, encoding: .utf8)
        try FileManager.default.copyItem(
            at: Self.walkthrough.appendingPathComponent("07-check-in-week-4/input.json"),
            to: folder.appendingPathComponent("doc.json"))
        try FileManager.default.copyItem(
            at: Self.walkthrough.appendingPathComponent("01-plan-new/input.json"),
            to: folder.appendingPathComponent("new.json"))
        try FileManager.default.copyItem(
            at: Self.walkthrough.appendingPathComponent("10-defer/input.json"),
            to: folder.appendingPathComponent("pending.json"))
        return folder
    }

    // MARK: Item 10: no output path may destroy an input.

    @Test func rescoreRefusesEveryOutputThatIsAnInputAndLeavesItIntact() throws {
        let folder = try fixture()
        let input = folder.appendingPathComponent("in.jsonl").path
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        let link = folder.appendingPathComponent("link.jsonl").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input)
        let policy = folder.appendingPathComponent("policy.json").path
        try #"{"version": "test-1"}"#.write(toFile: policy, atomically: false, encoding: .utf8)
        let policyBefore = try Data(contentsOf: URL(fileURLWithPath: policy))
        for arguments in [
            ["rescore", input, "--out", input], ["rescore", input, "--out", link],
            ["rescore", input, "--summary", input],
            ["rescore", input, "--out", input, "--resume"], ["rescore", link, "--summary", input],
            ["rescore", input, "--policy", policy, "--out", policy],
        ] {
            let result = run(arguments)
            #expect(result.exitCode == 64, "\(arguments)")
            #expect(result.stderr.contains("no output may overwrite an input: write to a new file"), "\(arguments)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: policy)) == policyBefore)
        // Two outputs naming one file would overwrite each other.
        let out = folder.appendingPathComponent("out.jsonl").path
        #expect(run(["rescore", input, "--out", out, "--summary", out]).exitCode == 64)
    }

    @Test func rescoreRefusesAJSONOutputInsideItsInputFolder() throws {
        let folder = try fixture()
        let records = folder.appendingPathComponent("records")
        try FileManager.default.createDirectory(at: records, withIntermediateDirectories: true)
        try RescoreTests.person(weightKg: 70).write(
            to: records.appendingPathComponent("a.json"), atomically: false, encoding: .utf8)
        let result = run(["rescore", records.path, "--summary", records.appendingPathComponent("summary.json").path])
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("inside the input folder"))
    }

    @Test func documentCommandsRefuseWritingOverTheirInput() throws {
        let folder = try fixture()
        let document = folder.appendingPathComponent("doc.json").path
        let fresh = folder.appendingPathComponent("new.json").path
        let pending = folder.appendingPathComponent("pending.json").path
        let pendingBefore = try Data(contentsOf: URL(fileURLWithPath: pending))
        let before = try Data(contentsOf: URL(fileURLWithPath: document))
        let freshBefore = try Data(contentsOf: URL(fileURLWithPath: fresh))
        for arguments in [
            ["check-in", document, "--week", "2026-10-19", "--date", "2026-10-26", "--out", document],
            ["decide", pending, "--defer", "--date", "2026-10-26", "--out", pending],
            ["plan", "reset", document, "--date", "2026-10-26", "--confirm", "--out", document],
            ["plan", "new", fresh, "--target-source", "recommended", "--date", "2026-09-28", "--out", fresh],
        ] {
            let result = run(arguments)
            #expect(result.exitCode == 64, "\(arguments)")
            #expect(result.stderr.contains("write to a new file"), "\(arguments)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: document)) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: fresh)) == freshBefore)
        #expect(try Data(contentsOf: URL(fileURLWithPath: pending)) == pendingBefore)
    }

    // MARK: Item 12: special files are never replaced.

    @Test func aDocumentIsNeverWrittenOverADeviceFIFOOrFolder() throws {
        let folder = try fixture()
        let document = folder.appendingPathComponent("doc.json").path
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // A private copy of the null device (c 1 3) where the test may create one (as root): never
        // the system's /dev/null, which a build with the bug would replace by a regular file.
        let device = folder.appendingPathComponent("null").path
        let haveDevice = mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0
        for out in [fifo, folder.path] + (haveDevice ? [device] : []) {
            let result = run(["check-in", document, "--week", "2026-10-19", "--date", "2026-10-26", "--out", out])
            #expect(result.exitCode == 73, "\(out)")
            #expect(result.stderr.contains("cannot write output"), "\(out)")
        }
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        if haveDevice { #expect(lstat(device, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR) }
        // The same rule for the other document outputs.
        #expect(
            run([
                "rescore", folder.appendingPathComponent("in.jsonl").path, "--out",
                folder.appendingPathComponent("o").path, "--summary", fifo,
            ]).exitCode == 73)
    }

    @Test func aDocumentIsWrittenThroughASymbolicLink() throws {
        let folder = try fixture()
        let document = folder.appendingPathComponent("doc.json").path
        let target = folder.appendingPathComponent("target.json").path
        try "{}".write(toFile: target, atomically: false, encoding: .utf8)
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.json")
        let result = run(["check-in", document, "--week", "2026-10-19", "--date", "2026-10-26", "--out", link])
        #expect(result.exitCode == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.json")
        let written = try JSONParser().parse(Data(contentsOf: URL(fileURLWithPath: target)))
        #expect(written["plan", "history"]?.arrayValue?.contains { $0["kind"] == "checkInCompleted" } == true)
        // A link to nothing is refused, not replaced by a file.
        let dangling = folder.appendingPathComponent("dangling.json").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "missing/x.json")
        #expect(
            run(["check-in", document, "--week", "2026-10-19", "--date", "2026-10-26", "--out", dangling]).exitCode
                == 73)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == "missing/x.json")
        // No temporary file is left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.hasPrefix(".nutrition-engine-") })
    }

    // MARK: Item 17: `-` is standard output; an empty path is named as such.

    @Test func dashAsOutputIsStandardOutput() throws {
        let folder = try fixture()
        let input = folder.appendingPathComponent("in.jsonl").path
        let dash = FileManager.default.currentDirectoryPath + "/-"
        #expect(!FileManager.default.fileExists(atPath: dash))
        let plain = run(["rescore", input, "--jobs", "1"])
        let dashed = run(["rescore", input, "--jobs", "1", "--out", "-"])
        #expect(dashed.exitCode == 0)
        #expect(dashed.stdout == plain.stdout)
        #expect(!plain.stdout.isEmpty)
        let summary = run([
            "rescore", input, "--jobs", "1", "--out", folder.appendingPathComponent("o.jsonl").path, "--summary", "-",
        ])
        #expect(try JSONParser().parse(summary.stdout)["recordsRead"] == 40)
        #expect(run(["rescore", input, "--summary", "-"]).exitCode == 64)
        let decided = run([
            "decide", folder.appendingPathComponent("pending.json").path, "--defer", "--date", "2026-10-26", "--out",
            "-",
        ])
        #expect(decided.exitCode == 0)
        #expect(
            try JSONParser().parse(decided.stdout)["plan", "history"]?.arrayValue?.last?["kind"]
                == "recommendationDeferred")
        #expect(!FileManager.default.fileExists(atPath: dash))
    }

    @Test func anEmptyPathIsNamedAsSuch() throws {
        let folder = try fixture()
        for arguments in [["estimate", ""], ["rescore", ""], ["days", ""]] {
            let result = run(arguments)
            #expect(result.exitCode == 66, "\(arguments)")
            #expect(
                result.stderr == "nutrition-engine: '': cannot read input: an empty path names no file\n",
                "\(arguments)")
        }
        let result = run(["rescore", folder.appendingPathComponent("in.jsonl").path, "--out", ""])
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--out is an empty path"))
    }
}
