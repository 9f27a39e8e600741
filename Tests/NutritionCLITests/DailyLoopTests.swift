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

    /// A past week stays viewable: check-in --week 2026-10-12 on the week-4 document (that week was
    /// checked in on 19 October with an adjust offer to 1800 kcal/day) shows the check-in as recorded,
    /// read-only, dated 19 October: the same adjust to 1800 (`PastCheckInViewTests` has the rest).
    /// Recording it again is still refused (alreadyCheckedIn).
    @Test func aPastCheckInIsShownReadOnlyAndRecordingItIsRefused() throws {
        let input = Self.walkthrough.appendingPathComponent("07-check-in-week-4/input.json").path
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        let view = Self.run(["check-in", input, "--week", "2026-10-12"])
        #expect(view.exitCode == 0, "\(view.stderr)")
        #expect(
            view.stderr.hasPrefix(
                "check-in: the week of 2026-10-12 was checked in on 2026-10-19; showing it as recorded in the "
                    + "plan, read-only (nothing is recorded; the week's snapshot and evidence are not stored); the "
                    + "recommendation recorded then: adjust (--recompute shows what it would say now)\n"))
        let report = try JSONParser().parse(Array(view.stdout.utf8))
        #expect(report["date"] == "2026-10-19")
        #expect(report["recommendation"]?["kind"] == "adjust")
        #expect(report["recommendation"]?["targetKcalPerDay"] == .number(1800))
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)

        let folder = try Self.folder()
        let out = folder.appendingPathComponent("again.json").path
        let again = Self.run(["check-in", input, "--week", "2026-10-12", "--out", out])
        #expect(again.exitCode == ExitCode.dataError)
        #expect(again.stderr.contains("alreadyCheckedIn"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// import --into merges, losing nothing: 1 November the same (unchanged), 2 November gains its
    /// steps (filled in), 3 November's intake differs (1500 in the document, 1800 imported: a conflict
    /// kept as the document's, or with --replace taken with 1500 in the day's history), 4 November is
    /// new (added, and asOf moves forward to it). The person is kept.
    @Test func importIntoMergesAndReportsConflicts() throws {
        let folder = try Self.folder()
        let target = folder.appendingPathComponent("plan.json").path
        let csv = folder.appendingPathComponent("days.csv").path
        let person = #"{"equationSex":"female","ageYears":38,"heightCm":167,"weightKg":80,"activityLevel":"lowActive"}"#
        try Data(
            (#"{"schemaVersion":1,"asOf":"2026-11-03","person":\#(person),"days":["#
                + #"{"date":"2026-11-01","intakeKcal":1900},{"date":"2026-11-02","intakeKcal":2000,"proteinG":120},"#
                + #"{"date":"2026-11-03","intakeKcal":1500}]}"#).utf8
        ).write(to: URL(fileURLWithPath: target))
        try Data(
            "date,intakeKcal,proteinG,steps\n2026-11-01,1900,,\n2026-11-02,2000,120,8000\n2026-11-03,1800,95,\n2026-11-04,2100,110,9000\n"
                .utf8
        ).write(to: URL(fileURLWithPath: csv))

        let kept = Self.run(["import", "csv", csv, "--into", target])
        #expect(kept.exitCode == 0, "\(kept.stderr)")
        #expect(
            kept.stderr.contains(
                "import: imported days run to 2026-11-04, after asOf 2026-11-03: asOf moves forward to 2026-11-04\n"
                    + "import: merged into the document: 1 days added, 2 values filled in, 1 days unchanged, 1 "
                    + "conflicting values\n"
                    + "  2026-11-03 intakeKcal: document 1500, import 1800: kept the document's (--replace takes the "
                    + "import's)\n"))
        let merged = try JSONParser().parse(Array(kept.stdout.utf8))
        let days = try #require(merged["days"]?.arrayValue)
        try #require(days.count == 4)
        #expect(days.map { $0["date"]?.stringValue ?? "" } == ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"])
        #expect(days[1]["steps"] == .number(8000))
        #expect(days[2]["intakeKcal"] == .number(1500))
        #expect(days[2]["proteinG"] == .number(95))
        #expect(days[3]["intakeKcal"] == .number(2100))
        #expect(merged["asOf"] == "2026-11-04")
        #expect(merged["person"]?["heightCm"] == .number(167))

        let replaced = Self.run([
            "import", "csv", csv, "--into", target, "--replace", "--date", "2026-11-04", "--in-place",
        ])
        #expect(replaced.exitCode == 0, "\(replaced.stderr)")
        #expect(
            replaced.stderr.contains(
                "2026-11-03 intakeKcal: document 1500, import 1800: replaced; the document's value is kept in the day's history"
            ))
        let written = try JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: target))))
        let day = try #require(written["days"]?.arrayValue?.dropFirst(2).first)
        #expect(day["intakeKcal"] == .number(1800))
        #expect(
            day["history"]?.arrayValue == [
                .object(["changedOn": "2026-11-04", "previous": .object(["intakeKcal": .number(1500)])])
            ])
        #expect(FileManager.default.fileExists(atPath: target + "~"))
        // A merge option without --into is a usage error.
        #expect(Self.run(["import", "csv", csv, "--replace"]).exitCode == ExitCode.usage)
    }
}
