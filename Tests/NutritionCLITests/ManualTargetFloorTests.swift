import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 18 item 5: a manual target of 300 kcal/day was stored silently, also for an
/// eating-disorder plan. Below the intake floor (1,200 kcal/day for the female equations) it is
/// stored only with `--acknowledge-below-floor`, the acknowledgement is kept in the plan's history,
/// and every later output carries the clinical-direction sentence. A manual-only person's review
/// list asks to confirm a day's log and never mentions a maintenance estimate.
@Suite struct ManualTargetFloorTests {
    static let sentence = "a target this low needs clinical direction"

    static func document(eatingDisorder: Bool) throws -> [String: Any] {
        var document = try ManualOnlyCommandsTests.document("01-plan-new")
        ManualOnlyCommandsTests.setScreen(&document, eatingDisorder: eatingDisorder)
        return document
    }

    static func planNew(_ source: String, target: String, acknowledge: Bool) -> (CommandResult, String) {
        let out = source + ".\(target)-\(acknowledge).json"
        var arguments = [
            "plan", "new", source, "--target-source", "manual", "--target", target, "--date", "2026-09-28",
        ]
        if acknowledge { arguments.append("--acknowledge-below-floor") }
        return (NutritionCommandLine.run(arguments: arguments + ["--out", out]), out)
    }

    @Test(arguments: [true, false])
    func aTargetBelowTheFloorIsStoredOnlyWithTheAcknowledgement(eatingDisorder: Bool) throws {
        let source = try ManualOnlyCommandsTests.write(try Self.document(eatingDisorder: eatingDisorder))
        // Outside: 300 kcal/day without the option is refused, and nothing is written.
        let (refused, refusedOut) = Self.planNew(source, target: "300", acknowledge: false)
        #expect(refused.exitCode == 65, "\(refused.stderr)")
        #expect(refused.stderr.contains("belowIntakeFloor") && refused.stderr.contains("--acknowledge-below-floor"))
        #expect(!FileManager.default.fileExists(atPath: refusedOut))
        // The floor (a policy number) is quoted to an eligible person only.
        #expect(refused.stderr.contains("1200") == !eatingDisorder, "\(refused.stderr)")
        // Just below the floor: refused too; at the floor and inside: stored without the option.
        #expect(Self.planNew(source, target: "1199.99", acknowledge: false).0.exitCode == 65)
        for target in ["1200", "1900"] {
            let (stored, _) = Self.planNew(source, target: target, acknowledge: false)
            #expect(stored.exitCode == 0, "\(target): \(stored.stderr)")
            #expect(!stored.stderr.contains(Self.sentence), "\(target): \(stored.stderr)")
        }
        // With the option: stored, said, and the acknowledgement kept in the plan's history.
        let (stored, out) = Self.planNew(source, target: "300", acknowledge: true)
        #expect(stored.exitCode == 0, "\(stored.stderr)")
        #expect(stored.stderr.contains("target 300 kcal/day (manual)") && stored.stderr.contains(Self.sentence))
        let written = try JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        let created = try #require(written["plan"]?["history"]?.arrayValue?.first)
        #expect(created["targetKcalPerDay"] == .number(300))
        let details = created["details"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(details.count == 1 && details[0].hasPrefix("acknowledged:") && details[0].contains(Self.sentence))
        // The written document reads back (details are a member planCreated may carry).
        #expect(NutritionCommandLine.run(arguments: ["days", out]).exitCode == 0)
    }

    @Test func theOptionBelongsToAManualNewPlanOnly() throws {
        let source = try ManualOnlyCommandsTests.write(try Self.document(eatingDisorder: false))
        let recommended = NutritionCommandLine.run(arguments: [
            "plan", "new", source, "--target-source", "recommended", "--acknowledge-below-floor",
        ])
        #expect(recommended.exitCode == 64, "\(recommended.stderr)")
        let edit = NutritionCommandLine.run(arguments: [
            "plan", "set-target", source, "--target", "300", "--acknowledge-below-floor",
        ])
        #expect(edit.exitCode == 64, "\(edit.stderr)")
        #expect(
            NutritionCommandLine.run(arguments: ["help", "plan", "new"]).stdout.contains("--acknowledge-below-floor"))
    }

    /// Every later output of the acknowledged plan carries the sentence: check-in in its three
    /// formats, the measuring commands (JSON, Markdown and standard error), decisions, rescore and
    /// recommend's echo of the document's manualTargetKcal.
    @Test(arguments: [true, false])
    func everyLaterOutputCarriesTheClinicalDirectionSentence(eatingDisorder: Bool) throws {
        var base = try Self.document(eatingDisorder: eatingDisorder)
        base["manualTargetKcal"] = 300
        let source = try ManualOnlyCommandsTests.write(base)
        let (stored, path) = Self.planNew(source, target: "300", acknowledge: true)
        #expect(stored.exitCode == 0, "\(stored.stderr)")
        func check(_ command: [String], stream: KeyPath<CommandResult, String> = \.stdout) {
            let result = NutritionCommandLine.run(arguments: command)
            #expect(result.exitCode == 0, "\(command): \(result.stderr)")
            #expect(result[keyPath: stream].contains(Self.sentence), "\(command.joined(separator: " "))")
        }
        for format in ["json", "markdown", "html"] {
            check(["check-in", path, "--week", "2026-10-19", "--format", format])
        }
        for command in [["estimate", path], ["maintenance", path], ["days", path], ["recommend", path]] {
            check(command)
            check(command, stream: \.stderr)
            check(command + ["--format", "markdown"])
        }
        let checkIn = try JSONParser().parse(
            Data(NutritionCommandLine.run(arguments: ["check-in", path, "--week", "2026-10-19"]).stdout.utf8))
        #expect(checkIn["activeTarget"]?["kcalPerDay"] == .number(300))
        #expect(checkIn["activeTarget"]?["cautions"]?.arrayValue?.first?["code"] == .string("belowIntakeFloor"))
        // The reset states the caution when it asks first (stdout) and when it acts (stderr).
        check(["plan", "reset", path, "--date", "2026-10-26"])
        check(
            ["plan", "reset", path, "--date", "2026-10-26", "--confirm", "--out", path + ".reset.json"],
            stream: \.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let line = try JSONSerialization.data(withJSONObject: object) + Data("\n".utf8)
        let rescore = NutritionCommandLine.run(arguments: ["rescore", "-"], stdin: line)
        #expect(rescore.stdout.contains("\"targetCautions\":[\"belowIntakeFloor\"]"), "\(rescore.stdout)")
    }

    /// For a manual-only person the review list says "please confirm this day's log", never
    /// "unusually low for your maintenance estimate"; the eligible twin's says the latter.
    @Test func aManualOnlyPersonsReviewListNamesNoMaintenanceEstimate() throws {
        var eligible = try Self.document(eatingDisorder: false)
        var days = try #require(eligible["days"] as? [[String: Any]])
        days[10]["intakeKcal"] = 400  // far below the equations' maintenance: a suspect intake
        eligible["days"] = days
        var manualOnly = eligible
        ManualOnlyCommandsTests.setScreen(&manualOnly, eatingDisorder: true)
        let twin = NutritionCommandLine.run(arguments: ["days", try ManualOnlyCommandsTests.write(eligible)])
        #expect(twin.stdout.contains("unusually low for your maintenance estimate"), "\(twin.stdout.suffix(800))")
        // The manual-only person's own plan (a check-in needs one).
        let (created, path) = Self.planNew(
            try ManualOnlyCommandsTests.write(manualOnly), target: "1900", acknowledge: false)
        #expect(created.exitCode == 0, "\(created.stderr)")
        for command in [["days", path], ["days", path, "--format", "markdown"]] {
            let result = NutritionCommandLine.run(arguments: command)
            #expect(result.stdout.contains("please confirm this day's log"), "\(command)")
            #expect(!result.stdout.contains("maintenance estimate"), "\(command)")
        }
        let date = try #require(days[10]["date"] as? String)
        let week = try #require(CalendarDate(iso: date)).startOfWeek(beginningOn: .monday).description
        for format in ["json", "markdown", "html"] {
            let result = NutritionCommandLine.run(arguments: ["check-in", path, "--week", week, "--format", format])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(result.stdout.contains("please confirm this day's log"), "check-in \(format)")
            #expect(!result.stdout.contains("for your maintenance estimate"), "check-in \(format)")
        }
    }
}
