import Foundation
import NutritionCLI
import NutritionEngine

/// `benchmark today [DAYS] [--document FILE]`: wall-clock timings of the Today view on a year of days
/// for Reports/today-benchmark.md (issue 21: under 5 ms end to end). Not a test: timings depend on the
/// machine.
///
/// The document is `benchmark days`' synthetic year with a screen, a Lose goal and a plan created on
/// its first day with a check-in recorded for every ended week, so every rule of the view runs (the
/// ledger reviewed against the plan's targets, the review list, the priority list, the progress fit).
enum TodayBenchmark {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["document"])
        let count =
            try parsed.positionals.first.map { (text: String) throws(CommandError) -> Int in
                guard let days = Int(text), (7...3650).contains(days) else {
                    throw .usage("benchmark today DAYS must be a whole number from 7 to 3650, found \(text)")
                }
                return days
            } ?? 365
        let text = document(days: count)
        if let path = parsed.values["document"] {
            try OutputPath.check(path, option: "--document", inputs: [], kind: .document)
            try OutputPath.writeDocument(text, to: path)
        }
        let bytes = Array(text.utf8)
        guard let read = try? InputDocumentReader.read(bytes) else {
            throw .internal("the synthetic document does not read")
        }
        // Noon in Berlin on the document's asOf, so today is its evaluation day.
        guard let asOf = read.dayLog.declaredAsOf, let at = Timestamp("\(asOf)T12:00:00+01:00") else {
            throw .internal("the synthetic document has no asOf")
        }
        var checksum = 0
        let whole = DaysBenchmark.measure(repetitions: 50) {
            guard let input = try? InputDocumentReader.read(bytes),
                let result = try? Evaluate.today(TodayRequest(document: input, at: at), policy: context.policy),
                let json = try? result.rendered(as: .json)
            else { return }
            checksum = json.utf8.count
        }
        let page = DaysBenchmark.measure(repetitions: 50) {
            guard let input = try? InputDocumentReader.read(bytes),
                let result = try? Evaluate.today(TodayRequest(document: input, at: at), policy: context.policy),
                let markdown = try? result.rendered(as: .markdown)
            else { return }
            checksum &+= markdown.utf8.count
        }
        let evaluation = DaysBenchmark.measure(repetitions: 50) {
            if let result = try? Evaluate.today(TodayRequest(document: read, at: at), policy: context.policy) {
                checksum &+= result.json.objectValue?.count ?? 0
            }
        }
        return CommandResult(
            exitCode: ExitCode.ok,
            stdout: "today: \(count) days (\(bytes.count) bytes of JSON; checksum \(checksum)), at \(at.utcText)\n"
                + "today: parse + validate + evaluate + JSON output: " + DaysBenchmark.summary(whole) + "\n"
                + "today: parse + validate + evaluate + Markdown output: " + DaysBenchmark.summary(page) + "\n"
                + "today: evaluate only (document already read): " + DaysBenchmark.summary(evaluation) + "\n")
    }

    /// `benchmark days`' year with a screen, a Lose goal and a plan checked in every ended week.
    static func document(days count: Int) -> String {
        let start = CalendarDate(iso: "2025-11-01") ?? CalendarDate(dayNumber: 20_393)
        let version = EngineVersion.algorithm
        let goal = #"{"kind":"lose","landingWeightKg":72,"ratePercentPerWeek":0.5}"#
        var events = [
            #"{"kind":"planCreated","date":"\#(start)","algorithmVersion":"\#(version)","eligibility":"eligible","#
                + #""targetSource":"recommended","policyVersion":"\#(Policy.standard.version)","targetKcalPerDay":2400,"#
                + #""goal":\#(goal)}"#
        ]
        let firstWeek = start.startOfWeek(beginningOn: .monday).adding(days: 7)
        var week = firstWeek
        let asOf = start.adding(days: count)
        while week.adding(days: 7) <= asOf {
            let date = week.adding(days: 7)
            events.append(
                #"{"kind":"checkInCompleted","date":"\#(date)","algorithmVersion":"\#(version)","week":"\#(week)"}"#)
            events.append(
                #"{"kind":"recommendationOffered","date":"\#(date)","algorithmVersion":"\#(version)","week":"\#(week)","#
                    + #""recommendation":{"kind":"keep","reasonCodes":[]}}"#)
            week = week.adding(days: 7)
        }
        let plan =
            #"{"goal":\#(goal),"activeTarget":{"kcalPerDay":2400,"source":"recommended"},"history":["#
            + events.joined(separator: ",\n") + "]}"
        let screen =
            #"{"pregnant":false,"lactating":false,"eatingDisorder":false,"type1Diabetes":false,"#
            + #""glucoseLoweringMedication":false,"chronicKidneyDisease":false,"otherConditionUnderCare":false}"#
        var text = DaysBenchmark.syntheticDocument(days: count)
        // The days document ends with its days array and the closing brace: the plan goes before it.
        guard text.hasSuffix("]}") else { return text }
        text.removeLast()
        return text + #","goal":\#(goal),"safetyScreen":\#(screen),"plan":\#(plan)}"#
    }
}
