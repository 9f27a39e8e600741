import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Replays the check-in walkthrough: every command that changes the document, run on a step's
/// input, must give the next step's input byte for byte (same history in, same bytes out).
@Suite struct WalkthroughReplayTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough")

    @Test func replayingTheHistoryGivesTheSameBytes() throws {
        let chain = try JSONParser().parse(try Data(contentsOf: Self.root.appendingPathComponent("chain.json")))
        let steps = try #require(chain["steps"]?.arrayValue)
        #expect(steps.count >= 15)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ne-replay-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var checkIns = 0
        for step in steps {
            let name = try #require(step["case"]?.stringValue)
            let input = Self.root.appendingPathComponent(name).appendingPathComponent("input.json").path
            let arguments = (step["command"]?.arrayValue ?? []).compactMap(\.stringValue).map { argument in
                argument == "input.json" ? input : argument == "OUT" ? scratch.path : argument
            }
            if arguments.first == "check-in" { checkIns += 1 }
            let result = NutritionCommandLine.run(arguments: arguments)
            #expect(result.exitCode == 0, "\(name): \(result.stderr)")
            guard let next = step["next"]?.stringValue else { continue }
            let produced = try Data(contentsOf: scratch)
            let expected = try Data(
                contentsOf: Self.root.appendingPathComponent(next).appendingPathComponent("input.json"))
            #expect(produced == expected, "\(name) → \(next)")
        }
        #expect(checkIns >= 8)
    }
}
