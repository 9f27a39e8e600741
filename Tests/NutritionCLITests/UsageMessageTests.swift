import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Usage errors a person can act on: a suggestion for a misspelt command or option, day names in any
/// case, and a pointer to the page of the command that was run.
@Suite struct UsageMessageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let week4 = root.appendingPathComponent("Vectors/check-in/walkthrough/07-check-in-week-4/input.json").path
    static let general = "Run 'nutrition-engine help' for usage, or 'nutrition-engine help COMMAND' for one command.\n"

    @Test(arguments: [
        (["recomend", "x.json"], "unknown command 'recomend' (did you mean 'recommend'?)", general),
        (["checkin", "x.json"], "unknown command 'checkin' (did you mean 'check-in'?)", general),
        (["help", "recomend"], "no help for unknown command 'recomend' (did you mean 'recommend'?)", general),
        (
            ["recommend", "x.json", "--formta", "json"], "unknown option --formta (did you mean '--format'?)",
            "see 'nutrition-engine help recommend'\n"
        ),
        (
            // One word of a hyphenated option is enough, as for members in documents (rate -> ratePercentPerWeek).
            ["day", "x.json", "2026-10-21", "--weight", "70"], "unknown option --weight (did you mean '--weight-kg'?)",
            "see 'nutrition-engine help day'\n"
        ),
        (
            ["check-in", "x.json", "--week", "2026-10-19", "--format", "mardown"],
            "--format must be one of json, markdown, html, found mardown (did you mean 'markdown'?)",
            "see 'nutrition-engine help check-in'\n"
        ),
        (
            ["plan", "sett-target", "x.json"],
            "expected 'plan new FILE --target-source recommended|manual', 'plan set-target FILE --target KCAL' or "
                + "'plan reset FILE' (did you mean 'set-target'?)", "see 'nutrition-engine help plan'\n"
        ),
        (
            ["vectors", "chek", "Vectors"],
            "expected 'vectors check DIR', 'vectors record DIR' or 'vectors new DIR --command ...' "
                + "(did you mean 'check'?)", "see 'nutrition-engine help vectors'\n"
        ),
        (
            ["vectors", "check", "Vectors", "--allow-unreviewd"],
            "unknown option --allow-unreviewd (did you mean '--allow-unreviewed'?)",
            "see 'nutrition-engine help vectors check'\n"
        ),
        (
            ["vectors", "check", "Vectors", "--reprot", "json", "r.json"],
            "unknown option --reprot (did you mean '--report'?)", "see 'nutrition-engine help vectors check'\n"
        ),
    ])
    func aMisspeltNameGetsASuggestion(arguments: [String], message: String, hint: String) {
        let result = NutritionCommandLine.run(arguments: arguments)
        #expect(result.exitCode == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "nutrition-engine: \(message)\n\(hint)")
    }

    /// A name close to nothing gets no guess; an unknown option then lists the options there are.
    @Test func aFarAwayNameGetsNoGuess() {
        #expect(
            NutritionCommandLine.run(arguments: ["frobnicate"]).stderr
                == "nutrition-engine: unknown command 'frobnicate'\n\(Self.general)")
        #expect(
            NutritionCommandLine.run(arguments: ["days", "x.json", "--colour", "blue"]).stderr
                == "nutrition-engine: unknown option --colour (options: --format, --week, --week-start)\n"
                + "see 'nutrition-engine help days'\n")
        #expect(
            NutritionCommandLine.run(arguments: ["decide", "x.json", "--accept=yes"]).stderr
                == "nutrition-engine: --accept takes no value, found --accept=yes\nsee 'nutrition-engine help decide'\n"
        )
    }

    /// An option of `plan new` given to another plan subcommand is refused by name, before any file is read.
    @Test func planNewsOptionsElsewhereAreRefusedByName() {
        let reset = NutritionCommandLine.run(arguments: ["plan", "reset", "missing.json", "--target", "1800"])
        #expect(reset.exitCode == 64)
        #expect(
            reset.stderr
                == "nutrition-engine: plan reset keeps the target; --target belongs to plan new\n"
                + "see 'nutrition-engine help plan reset'\n")
        let setTarget = NutritionCommandLine.run(arguments: [
            "plan", "set-target", "missing.json", "--target", "1800", "--target-source=manual",
        ])
        #expect(
            setTarget.stderr
                == "nutrition-engine: plan set-target sets an edited target; --target-source belongs to plan new\n"
                + "see 'nutrition-engine help plan set-target'\n")
    }

    /// Every usage error ends with the page of the command (and subcommand) that was run.
    @Test(arguments: [
        (["check-in", Self.week4], "check-in"), (["check-in"], "check-in"), (["plan", "new"], "plan new"),
        (["plan", "set-target", "x.json"], "plan set-target"), (["vectors", "new", "dir"], "vectors new"),
        (["rescore", "in.jsonl", "--jobs", "0"], "rescore"), (["day", "x.json", "21-10-2026", "--reconciled"], "day"),
        (["import", "nope", "x.csv"], "import"),
    ])
    func aUsageErrorPointsToItsCommandsPage(arguments: [String], page: String) {
        let result = NutritionCommandLine.run(arguments: arguments)
        #expect(result.exitCode == 64, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\nsee 'nutrition-engine help \(page)'\n"), "\(result.stderr)")
        #expect(
            NutritionCommandLine.run(arguments: ["help"] + page.split(separator: " ").map(String.init)).exitCode == 0)
    }

    /// `--week-start` takes a day's name or its first three letters in any case: the same week as
    /// `sunday` (21 October 2026, a Wednesday, is in the Sunday week 18-24 October).
    @Test(arguments: ["Sunday", "SUNDAY", "sun", "Sun"])
    func dayNamesAreCaseInsensitiveAndMayBeShortened(name: String) throws {
        // check-in takes the same spellings, and refuses them all alike: this plan's weeks begin on Monday
        // (issue 21: the week start belongs to the plan).
        let checkIn = ["check-in", Self.week4, "--week", "2026-10-21"]
        let refused = NutritionCommandLine.run(arguments: checkIn + ["--week-start", name])
        #expect(refused == NutritionCommandLine.run(arguments: checkIn + ["--week-start", "sunday"]))
        #expect(refused.exitCode == 64)
        #expect(refused.stderr.contains("--week-start must be the plan's week start, monday"))
        for command in [["days", Self.week4, "--week", "2026-10-21"]] {
            let reference = NutritionCommandLine.run(arguments: command + ["--week-start", "sunday"])
            let result = NutritionCommandLine.run(arguments: command + ["--week-start", name])
            #expect(result == reference)
            #expect(result.exitCode == 0)
            #expect(result.stderr.contains("using the week 2026-10-18 (sunday) to 2026-10-24\n"))
        }
        let days = NutritionCommandLine.run(arguments: [
            "days", Self.week4, "--week", "2026-10-21", "--week-start", name,
        ])
        let json = try JSONParser().parse(Array(days.stdout.utf8))
        #expect(json["week", "start"] == .string("2026-10-18") && json["week", "weekStartsOn"] == .string("sunday"))
    }

    @Test func aDayThatIsNoDayOfTheWeekIsAUsageErrorWithASuggestion() {
        let result = NutritionCommandLine.run(arguments: ["days", Self.week4, "--week-start", "sundey"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("nutrition-engine: --week-start must be a day of the week ("))
        #expect(result.stderr.contains("found sundey (did you mean 'sunday'?)\nsee 'nutrition-engine help days'\n"))
        // Two letters are not a day: "su" could be a typo for anything.
        #expect(NutritionCommandLine.run(arguments: ["days", Self.week4, "--week-start", "su"]).exitCode == 64)
    }

    /// `help day` shows `--date` in its usage line and its options (it was accepted but not shown).
    @Test func helpDayShowsDate() {
        let page = NutritionCommandLine.run(arguments: ["help", "day"]).stdout
        let usage = page.components(separatedBy: "\n\n").first ?? ""
        #expect(usage.contains("[--date D]"))
        #expect(page.contains("\n  --date YYYY-MM-DD       the event date"))
    }

    /// Each option a command accepts (listed by its unknown-option error) is in the usage lines of
    /// its help page, and each option that usage names is accepted: help and parser cannot drift.
    @Test(arguments: HelpAndDefaultsTests.commands.filter { $0 != ["help"] })
    func everyAcceptedOptionIsInItsUsageLines(command: [String]) throws {
        let error = NutritionCommandLine.run(arguments: command + ["x", "--zzzz"]).stderr
        let page = NutritionCommandLine.run(arguments: ["help"] + command).stdout
        let usage = page.components(separatedBy: "\n\n").first ?? ""
        let documented = Set(Self.options(in: usage))
        if error.contains("(this command takes no options)") {
            #expect(documented.isEmpty, "\(command): \(documented)")
            return
        }
        let list = try #require(error.firstRange(of: "(options: ").map { error[$0.upperBound...] })
        let accepted = Set(Self.options(in: String(list.prefix { $0 != ")" })))
        #expect(!accepted.isEmpty)
        #expect(accepted == documented, "\(command): accepted \(accepted.sorted()), usage \(documented.sorted())")
    }

    /// The `--name` words of a text.
    static func options(in text: String) -> [String] {
        text.matches(of: /--[a-z][a-z-]*[a-z]/).map { String($0.output) }
    }
}
