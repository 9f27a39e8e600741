import Foundation
import NutritionCLI
import Testing

/// Runs every case under `Vectors/`, the same comparison `nutrition-engine vectors check` makes.
@Suite struct GoldenVectorTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors")

    static func cases() throws -> [GoldenVectorCase] { try GoldenVectorCase.all(under: root) }

    // Swift Testing silently passes a parameterized test with no arguments, so the count has a floor.
    @Test func thereAreEnoughCases() throws {
        #expect(try Self.cases().count >= 20)
    }

    @Test(arguments: try GoldenVectorTests.cases())
    func vectorMatches(_ vectorCase: GoldenVectorCase) {
        let failure = GoldenVectorRunner().failure(of: vectorCase)
        #expect(failure == nil, "\(vectorCase.name): \(failure ?? "")")
    }

    @Test func runningTheSameCaseTwiceGivesTheSameBytes() throws {
        let runner = GoldenVectorRunner()
        for vectorCase in try Self.cases() {
            #expect(runner.execute(vectorCase) == runner.execute(vectorCase), "\(vectorCase.name)")
        }
    }
}
