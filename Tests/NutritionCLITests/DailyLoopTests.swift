import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// The daily loop of issue 21: `day` adds today's log after asOf and moves asOf forward (with
/// `--weight-lb`), `--in-place` on every command that writes a document (atomic, previous bytes kept
/// as FILE~, symbolic links refused), and date defaults that never move backwards.
@Suite struct DailyLoopTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let walkthrough = root.appendingPathComponent("Vectors/check-in/walkthrough")

    static func run(_ arguments: [String], stdin: String = "") -> CommandResult {
        NutritionCommandLine.run(arguments: arguments, stdin: Data(stdin.utf8))
    }

    /// A fresh folder for files a test writes.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ne-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Today's log after asOf 5 January: the day is added, asOf moves to 7 January (6 January has
    /// ended, missing), the change is dated the new asOf, and the weight is kept in pounds.
    @Test func aDayAfterAsOfIsAddedAndMovesAsOfForward() throws {
        let document =
            #"{"schemaVersion": 1, "asOf": "2026-01-05", "days": [{"date": "2026-01-01", "intakeKcal": 2000}]}"#
        let result = Self.run(["day", "-", "2026-01-07", "--intake", "640", "--weight-lb", "170.2"], stdin: document)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "day: dated 2026-01-07, the document's asOf (give --date YYYY-MM-DD to change)\n"
                + "day: 2026-01-07 is after asOf 2026-01-05: asOf moves forward to 2026-01-07\n"
                + "day 2026-01-07 (added to days), changed on 2026-01-07; earlier values kept in its history:\n"
                + "  intakeKcal: (absent) -> 640\n  weightLb: (absent) -> 170.2\n")
        let written = try JSONParser().parse(Array(result.stdout.utf8))
        #expect(written["asOf"] == "2026-01-07")
        let day = try #require(written["days"]?.arrayValue?.last)
        #expect(day["date"] == "2026-01-07")
        #expect(day["weightLb"] == .number(170.2))
        #expect(day["weightKg"] == nil)
        // A day before asOf leaves asOf alone.
        let earlier = Self.run(["day", "-", "2026-01-03", "--intake", "1800"], stdin: document)
        #expect(try JSONParser().parse(Array(earlier.stdout.utf8))["asOf"] == "2026-01-05")
        // Both units at once is a usage error.
        #expect(
            Self.run(["day", "-", "2026-01-07", "--weight-kg", "77", "--weight-lb", "170"], stdin: document).exitCode
                == ExitCode.usage)
    }

    /// Without --date a day's change is dated the later of asOf and the plan's last event: the week-4
    /// document (asOf 30 November) with a target edit recorded on 2 December is dated 2 December.
    @Test func eventsDefaultToTheLaterOfAsOfAndThePlansLastEvent() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("plan.json").path
        let input = Self.walkthrough.appendingPathComponent("07-check-in-week-4/input.json").path
        try FileManager.default.copyItem(atPath: input, toPath: file)
        let edit = Self.run(["plan", "set-target", file, "--target", "1900", "--date", "2026-12-02", "--in-place"])
        #expect(edit.exitCode == 0, "\(edit.stderr)")
        let day = Self.run(["day", file, "2026-11-29", "--reconciled"])
        #expect(day.exitCode == 0, "\(day.stderr)")
        #expect(
            day.stderr.hasPrefix(
                "day: dated 2026-12-02, the plan's last event, which is after the document's asOf 2026-11-30 (give "
                    + "--date YYYY-MM-DD to change)\n"))
        let reset = Self.run(["plan", "reset", file])
        #expect(reset.stderr.hasPrefix("plan reset: dated 2026-12-02, the plan's last event"))
    }

    /// --in-place replaces the file atomically, keeps the previous bytes as FILE~ and says so; the
    /// written document reads back. It is refused on a symbolic link (exit 73, nothing written), with
    /// --out, and for standard input.
    @Test func inPlaceKeepsThePreviousBytesAndRefusesLinks() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("plan.json").path
        let input = Self.walkthrough.appendingPathComponent("07-check-in-week-4/input.json").path
        try FileManager.default.copyItem(atPath: input, toPath: file)
        let before = try Data(contentsOf: URL(fileURLWithPath: file))

        let result = Self.run(["day", file, "2026-11-28", "--reconciled", "--in-place"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasSuffix("\(file) replaced in place; its previous bytes are in \(file)~\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file + "~")) == before)
        let after = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(after != before)
        #expect(Self.run(["days", file]).exitCode == 0)

        // check-in records in place too (week of 23 November, dated the day after it).
        let checkIn = Self.run(["check-in", file, "--week", "2026-11-23", "--in-place"])
        #expect(checkIn.exitCode == 0, "\(checkIn.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file + "~")) == after)
        let recorded = try JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        #expect(recorded["plan"]?["history"]?.arrayValue?.contains { $0["week"] == "2026-11-23" } == true)

        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        let refused = Self.run(["day", link, "2026-11-27", "--reconciled", "--in-place"])
        #expect(refused.exitCode == ExitCode.cannotCreate)
        #expect(refused.stderr.contains("is a symbolic link; --in-place replaces only a regular file"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes)
        #expect(!FileManager.default.fileExists(atPath: link + "~"))

        let both = Self.run(["decide", file, "--accept", "--in-place", "--out", file + ".new"])
        #expect(both.exitCode == ExitCode.usage)
        #expect(both.stderr.contains("give --out NEWFILE or --in-place, not both"))
        let stdin = Self.run(["day", "-", "2026-11-27", "--reconciled", "--in-place"], stdin: "{}")
        #expect(stdin.exitCode == ExitCode.usage)
        // --out still refuses the input itself.
        let over = Self.run(["day", file, "2026-11-27", "--reconciled", "--out", file])
        #expect(over.exitCode == ExitCode.usage)
        #expect(over.stderr.contains("no output may overwrite an input"))
    }

    /// The week start belongs to the plan: plan new --week-start sunday stores it; a check-in then
    /// uses Sunday weeks without being told, and refuses --week-start monday (a Monday week would
    /// overlap two of the plan's Sunday weeks, and two check-ins could move the target twice in a week).
    @Test func theWeekStartIsStoredInThePlanAndAnotherIsRefused() throws {
        let input = Self.walkthrough.appendingPathComponent("01-plan-new/input.json").path
        let created = Self.run([
            "plan", "new", input, "--target-source", "recommended", "--date", "2026-09-28", "--week-start", "sun",
        ])
        #expect(created.exitCode == 0, "\(created.stderr)")
        #expect(created.stderr.contains("plan new: check-in weeks begin on sunday, stored in the plan\n"))
        let document = try JSONParser().parse(Array(created.stdout.utf8))
        #expect(document["plan"]?["history"]?.arrayValue?.first?["weekStart"] == "sunday")

        let sundayWeek = Self.run(["check-in", "-", "--week", "2026-10-05"], stdin: created.stdout)
        #expect(sundayWeek.exitCode == 0, "\(sundayWeek.stderr)")
        #expect(
            sundayWeek.stderr.hasPrefix(
                "check-in: 2026-10-05 is a monday; using the week 2026-10-04 (sunday) to 2026-10-10\n"))
        let monday = Self.run(
            ["check-in", "-", "--week", "2026-10-05", "--week-start", "monday"], stdin: created.stdout)
        #expect(monday.exitCode == ExitCode.usage)
        #expect(
            monday.stderr.hasPrefix(
                "nutrition-engine: --week-start must be the plan's week start, sunday (stored when the plan was "
                    + "created), found monday: weeks beginning on another day would overlap the plan's check-in weeks\n"
            ))
        // The same week start given again is accepted; a plan created without one keeps Monday weeks.
        #expect(
            Self.run(["check-in", "-", "--week", "2026-10-05", "--week-start", "sunday"], stdin: created.stdout)
                == sundayWeek)
        let plain = Self.run(["plan", "new", input, "--target-source", "recommended", "--date", "2026-09-28"])
        #expect(
            try JSONParser().parse(Array(plain.stdout.utf8))["plan"]?["history"]?.arrayValue?.first?["weekStart"] == nil
        )
    }
}
