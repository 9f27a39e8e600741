import Foundation
import NutritionEngine
import Testing

/// `PlanReplay.state(of:before:)`, the one replay `rescore` makes of a history, agrees with the
/// reference it replaces: the whole history replayed by `state(of:)`, and the plan of a day cut by
/// `truncated(_:toFirst:)` and replayed again.
@Suite struct PlanPrefixReplayTests {
    static let walkthrough = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough")

    /// Every plan of the walkthrough that reads (a tampered one whose history does not replay is
    /// refused both ways; one with an unknown event kind does not read).
    static func plans() throws -> [(name: String, plan: Plan)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: walkthrough.path).sorted()
        return try names.compactMap { name in
            let url = walkthrough.appendingPathComponent(name).appendingPathComponent("input.json")
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            let bytes = try Data(contentsOf: url)
            let document = try? InputDocumentReader.read([UInt8](bytes))
            return document?.plan.map { (name, $0) }
        }
    }

    @Test func agreesWithTheFullReplayAndTheCutOneOnEveryDay() throws {
        let plans = try Self.plans()
        #expect(plans.count >= 20)
        for (name, plan) in plans {
            guard let full = try? PlanReplay.state(of: plan) else {
                #expect(throws: ValidationFailure.self, "\(name)") {
                    try PlanReplay.state(of: plan, before: plan.history[0].date)
                }
                continue
            }
            let first = try #require(plan.history.first?.date)
            let last = try #require(plan.history.last?.date)
            var day = first.adding(days: -1)
            while day <= last.adding(days: 1) {
                let (state, before) = try PlanReplay.state(of: plan, before: day)
                #expect(state == full, "\(name) before \(day)")
                let count = plan.history.prefix { $0.date < day }.count
                #expect(before.eventCount == count, "\(name) before \(day)")
                if count == 0 {
                    #expect(before.state == nil && before.plan(cutting: plan) == nil, "\(name) before \(day)")
                } else {
                    let cut = try PlanReplay.truncated(plan, toFirst: count)
                    #expect(before.plan(cutting: plan) == cut, "\(name) before \(day)")
                    #expect(before.state == (try PlanReplay.state(of: cut)), "\(name) before \(day)")
                }
                day = day.adding(days: 1)
            }
        }
    }
}
