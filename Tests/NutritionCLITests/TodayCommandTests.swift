import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// `today` on the command line: the clock is read only without `--at`, and that is said on stderr
/// with the instant read, so the answer can be repeated; a bad `--at` is a usage error.
@Suite struct TodayCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixture = root.appendingPathComponent("Vectors/today/rollover-hour-json/input.json").path

    @Test func withAnInstantNothingIsSaidAboutTheClock() throws {
        let result = NutritionCommandLine.run(arguments: ["today", Self.fixture, "--at", "2026-11-06T01:30:00+01:00"])
        #expect(result.exitCode == ExitCode.ok)
        #expect(result.stderr.isEmpty)
        let output = try JSONParser().parse(Array(result.stdout.utf8))
        #expect(output["today"]?["date"] == "2026-11-05")
        #expect(output["calories"]?["remainingKcal"] == .number(1100))
    }

    /// Without `--at` the clock of this run is read: the line names the instant in a form `--at`
    /// accepts, and passing it gives the same answer.
    @Test func withoutAnInstantTheClockIsReadAndStated() throws {
        let before = Date().timeIntervalSince1970.rounded(.down)
        let result = NutritionCommandLine.run(arguments: ["today", Self.fixture])
        let after = Date().timeIntervalSince1970
        #expect(result.exitCode == ExitCode.ok)
        let line = try #require(result.stderr.split(separator: "\n").first.map(String.init))
        let prefix = "today: no --at given; read the clock: "
        #expect(line.hasPrefix(prefix))
        let stated = String(line.dropFirst(prefix.count).prefix { $0 != " " })
        let instant = try #require(Timestamp(stated))
        #expect(instant.secondsSince1970 >= before && instant.secondsSince1970 <= after)
        let repeated = NutritionCommandLine.run(arguments: ["today", Self.fixture, "--at", stated])
        #expect(repeated.stdout == result.stdout)
    }

    @Test(arguments: ["2026-11-06", "2026-11-06T01:30:00", "tomorrow"])
    func anInstantWithoutAnOffsetIsAUsageError(_ text: String) {
        let result = NutritionCommandLine.run(arguments: ["today", Self.fixture, "--at", text])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--at must be an ISO 8601 timestamp with a UTC offset or Z"))
    }

    /// An instant on a day before the document's asOf is refused, naming the day it falls on.
    @Test func anInstantBeforeTheDocumentIsRefused() {
        let result = NutritionCommandLine.run(arguments: ["today", Self.fixture, "--at", "2026-11-01T12:00:00Z"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(
            result.stderr.contains(
                "--at falls on 2026-11-01 (Europe/Berlin, dayStartsAtHour 4), before the document's asOf"))
    }
}
