import Foundation
import NutritionCLI
import NutritionEngine

/// `real-data --apple-health DOC --daily-text DOC [--tdeetracker PATH] [--out FILE]`: regenerates
/// Reports/real-data.md from the two real logs, each already imported into an input document
/// (`Reports/real-data.sh` does both imports). TDEETracker runs as a separate process from
/// `--tdeetracker` or `$TDEETRACKER`; without one its column is empty and the report says so.
enum RealDataCommand {
    static let command = "TDEETRACKER=/work/peer/tdeetracker/tdeetracker Reports/real-data.sh"

    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["apple-health", "daily-text", "tdeetracker", "out"])
        guard parsed.positionals.isEmpty else { throw .usage("real-data takes no positional arguments") }
        guard let appleFile = parsed.values["apple-health"], let textFile = parsed.values["daily-text"] else {
            throw .usage("real-data needs --apple-health DOC and --daily-text DOC (documents written by import)")
        }
        if let out = parsed.values["out"] {
            try OutputPath.check(out, option: "--out", inputs: [appleFile, textFile], kind: .document)
        }
        let trackerPath = parsed.values["tdeetracker"] ?? ProcessInfo.processInfo.environment["TDEETRACKER"]
        var tracker: RealDataStudy.Tracker?
        if let trackerPath {
            guard FileManager.default.isExecutableFile(atPath: trackerPath) else {
                throw .usage("--tdeetracker \(trackerPath) is not an executable file")
            }
            tracker = { text in
                TDEETrackerProcess.run(path: trackerPath, input: text).map {
                    CalibrationStudy.Answer(
                        kcalPerDay: $0.kcalPerDay, low: $0.kcalPerDay - 1.96 * $0.standardDeviationKcalPerDay,
                        high: $0.kcalPerDay + 1.96 * $0.standardDeviationKcalPerDay)
                }
            }
        }
        let apple = try dataSet(
            appleFile, context: context, title: "Apple Health export (body mass + dietary energy)",
            description:
                "`/work/shared/data/apple-health-body-mass.csv` and `apple-health-dietary-energy.csv` (public "
                + "repository jnz/KalorieKalman, a bulk phase), imported with `nutrition-engine "
                + "import apple-health-csv "
                + "BODY DIET --time-zone Europe/Berlin --day-starts-at-hour 4`: item-level intake summed into "
                + "local days, duplicate readings of the two sources (Renpho, YAZIO) counted once, the first "
                + "weigh-in of a day kept. **Why Europe/Berlin**: the foods are German products (Magerquark, "
                + "Mivolis) logged in YAZIO, a German app, and in Berlin time the 100 distinct weigh-ins fall "
                + "between 04:00 and 12:59, 89 of them 07:00–10:59, before the day's first meal, while the 3,396 "
                + "food items run from 06:00 to past midnight, 47 of them at 00:xx and only 16 between 01:00 "
                + "and 05:59. **Why a day from 04:00**: that quiet stretch is where a day ends for this person, "
                + "so a snack just after midnight stays with its evening (56 items move against a midnight boundary). "
                + "With UTC instead only 9 items would land on another day, so the choice hardly moves a 28-day "
                + "mean. (Counts from the two CSV files with Python's zoneinfo when this report was written; "
                + "the files do not change.)"
        )
        let text = try dataSet(
            textFile, context: context, title: "TDEETracker's 26-day text log",
            description:
                "`/work/shared/data/daily-weight-intake-26d.txt` (public repository francescoalemanno/TDEETracker, "
                + "`real_data.conf`), imported with `nutrition-engine import daily-text FILE` (dates are already "
                + "local days; the goal-weight line is not a day)."
        )
        let policy = context.policy
        let mainCuts = RealDataStudy.run(
            log: apple.log, dayLog: apple.dayLog, person: apple.person, cuts: RealDataStudy.weeklyCuts(apple.log),
            policy: policy, tracker: tracker)
        var sensitivity: [(String, [RealDataStudy.Cut])] = []
        for (label, age, level) in [
            ("age 25", 25.0, ActivityLevel.lowActive), ("age 45", 45.0, .lowActive), ("inactive", 35.0, .inactive),
            ("active", 35.0, .active),
        ] {
            guard let person = RealDataReport.assumedPerson(apple.log, ageYears: age, activityLevel: level) else {
                continue
            }
            sensitivity.append(
                (
                    label,
                    RealDataStudy.run(
                        log: apple.log, dayLog: apple.dayLog, person: person,
                        cuts: RealDataStudy.weeklyCuts(apple.log), policy: policy, tracker: nil)
                ))
        }
        let shortCuts = RealDataStudy.run(
            log: text.log, dayLog: text.dayLog, person: text.person,
            cuts: [14, 21, text.log.count].filter { $0 <= text.log.count }, policy: policy, tracker: tracker)
        let report = RealDataReport.markdown(
            main: apple, mainCuts: mainCuts, sensitivity: sensitivity, short: text, shortCuts: shortCuts,
            tracker: RealDataReport.TrackerRun(binary: trackerPath), command: command, policy: policy)
        guard let out = parsed.values["out"], out != "-" else {
            return CommandResult(exitCode: ExitCode.ok, stdout: report)
        }
        try OutputPath.writeDocument(report, to: out)
        return CommandResult(exitCode: ExitCode.ok, stdout: "wrote \(out)\n")
    }

    static func dataSet(_ file: String, context: CommandContext, title: String, description: String)
        throws(CommandError) -> RealDataReport.DataSet
    {
        let document = try context.input.document(file)
        let name = InputSource.displayName(file)
        guard let log = RealLog(document.dayLog), let person = RealDataReport.assumedPerson(log) else {
            throw .invalid(
                file: name,
                issues: [
                    ValidationIssue(
                        path: JSONPointer("/days"), code: .missingField,
                        message: "real-data needs days with a weigh-in in the first 7")
                ])
        }
        return RealDataReport.DataSet(
            title: "\(title), \(log.count) days from \(log.startDate)", description: description, log: log,
            dayLog: document.dayLog, person: person)
    }
}
