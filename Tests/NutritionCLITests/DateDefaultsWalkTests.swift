import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 21: date defaults over a whole plan walk, without a single `--date`. The rules: a check-in
/// is dated the day after its week; a decision on a pending recommendation the day of the check-in
/// that offered it; every other event (`plan new`, `day`, `plan set-target`, `plan reset`) the later
/// of the document's asOf and the plan's last event. No date of the plan's history and no asOf ever
/// moves backwards.
@Suite struct DateDefaultsWalkTests {
    static let walkthrough = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Vectors/check-in/walkthrough")

    /// The walkthrough's person, goal and screen with its days up to 11 October, asOf 12 October
    /// (no plan yet).
    static func start() throws -> String {
        let data = try Data(contentsOf: walkthrough.appendingPathComponent("01-plan-new/input.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let days = object["days"] as? [[String: Any]] ?? []
        object["days"] = days.filter { ($0["date"] as? String ?? "") <= "2026-10-11" }
        object["asOf"] = "2026-10-12"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ne-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("plan.json").path
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The walkthrough's logged intake (and weigh-in, where there was one) for 12–27 October.
    static let logged: [(date: String, kcal: Int, kg: Double?)] = [
        ("2026-10-12", 1900, 78.1), ("2026-10-13", 1808, nil), ("2026-10-14", 2109, 77.9), ("2026-10-15", 2100, 78.0),
        ("2026-10-16", 1685, 77.7), ("2026-10-17", 1872, 77.6), ("2026-10-18", 1923, nil), ("2026-10-19", 1801, 78.1),
        ("2026-10-20", 1949, 78.0), ("2026-10-21", 1915, 78.0), ("2026-10-22", 1830, 77.6), ("2026-10-23", 1098, nil),
        ("2026-10-24", 1905, 77.5), ("2026-10-25", 1972, 78.0), ("2026-10-26", 1935, 77.5), ("2026-10-27", 2022, 77.6),
    ]

    @Test func aWholePlanWalkWithoutDatesGetsEachRulesDate() throws {
        let file = try Self.start()
        var asOfs: [String] = []
        func document() throws -> JSONValue {
            try JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        }
        /// Runs `arguments` (`FILE` standing for the file); its stderr must state `dated`.
        func step(_ arguments: [String], dated: String) throws {
            let result = NutritionCommandLine.run(arguments: arguments.map { $0 == "FILE" ? file : $0 })
            #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(dated), "\(arguments): \(result.stderr)")
            asOfs.append(try document()["asOf"]?.stringValue ?? "")
        }
        func log(through last: String) throws {
            for day in Self.logged where day.date <= last && day.date > (asOfs.last ?? "") {
                // Each day is on or after asOf and after every plan event: dated its own day, the new asOf.
                try step(
                    ["day", "FILE", day.date, "--intake", "\(day.kcal)"]
                        + (day.kg.map { ["--weight-kg", "\($0)"] } ?? [])
                        + ["--in-place"],
                    dated: "day: dated \(day.date), the document's asOf")
                let changed = try document()["days"]?.arrayValue?.first { $0["date"]?.stringValue == day.date }
                #expect(changed?["history"]?.arrayValue?.first?["changedOn"]?.stringValue == day.date, "\(day.date)")
            }
        }
        let dated = "(give --date YYYY-MM-DD to change)"

        // No plan: plan new is dated asOf, 12 October.
        try step(
            ["plan", "new", "FILE", "--target-source", "recommended", "--in-place"],
            dated: "plan new: dated 2026-10-12, the document's asOf \(dated)")
        asOfs = ["2026-10-11"]  // the days from the 12th on are logged below
        try log(through: "2026-10-19")
        // Week 12–18 October: the day after it, 19 October (the plan's last event, the 12th, is earlier).
        try step(
            ["check-in", "FILE", "--week", "2026-10-12", "--in-place"],
            dated: "check-in: dated 2026-10-19, the day after the week \(dated)")
        try log(through: "2026-10-20")
        // asOf is now 20 October; the decision is dated the check-in that offered it.
        try step(
            ["decide", "FILE", "--defer", "--in-place"],
            dated: "decide: dated 2026-10-19, the check-in that offered the recommendation \(dated)")
        // The later of asOf (20 October) and the last event (19 October).
        try step(
            ["plan", "set-target", "FILE", "--target", "1600", "--in-place"],
            dated: "plan set-target: dated 2026-10-20, the document's asOf \(dated)")
        try log(through: "2026-10-26")
        try step(
            ["check-in", "FILE", "--week", "2026-10-19", "--in-place"],
            dated: "check-in: dated 2026-10-26, the day after the week \(dated)")
        try log(through: "2026-10-27")
        try step(
            ["decide", "FILE", "--reject", "--in-place"],
            dated: "decide: dated 2026-10-26, the check-in that offered the recommendation \(dated)")
        try step(
            ["plan", "reset", "FILE", "--confirm", "--in-place"],
            dated: "plan reset: dated 2026-10-27, the document's asOf \(dated)")

        let history = try #require(try document()["plan"]?["history"]?.arrayValue)
        let events = history.map { ($0["kind"]?.stringValue ?? "", $0["date"]?.stringValue ?? "") }
        let expected = [
            ("planCreated", "2026-10-12"), ("checkInCompleted", "2026-10-19"), ("recommendationOffered", "2026-10-19"),
            ("recommendationDeferred", "2026-10-19"), ("targetEdited", "2026-10-20"),
            ("checkInCompleted", "2026-10-26"), ("recommendationOffered", "2026-10-26"),
            ("recommendationRejected", "2026-10-26"), ("algorithmReset", "2026-10-27"),
        ]
        #expect(events.map(\.0) == expected.map(\.0))
        #expect(events.map(\.1) == expected.map(\.1))
        #expect(events.map(\.1) == events.map(\.1).sorted(), "a plan event moved backwards: \(events)")
        #expect(asOfs == asOfs.sorted(), "asOf moved backwards: \(asOfs)")
        #expect(asOfs.last == "2026-10-27")

        // The first week, viewed afterwards, is the record: dated 19 October, deferred that day, then
        // the edit to 1600 of 20 October, both before the next check-in.
        let view = NutritionCommandLine.run(arguments: ["check-in", file, "--week", "2026-10-12"])
        let recorded = try JSONParser().parse(Array(view.stdout.utf8))
        #expect(recorded["date"] == "2026-10-19")
        let decisions = try #require(recorded["decisions"]?.arrayValue)
        #expect(decisions.map { $0["kind"]?.stringValue ?? "" } == ["recommendationDeferred", "targetEdited"])
        #expect(decisions.map { $0["date"]?.stringValue ?? "" } == ["2026-10-19", "2026-10-20"])
        #expect(decisions.last?["activeTargetAfter"] == .object(["kcalPerDay": .number(1600), "source": "edited"]))
    }
}
