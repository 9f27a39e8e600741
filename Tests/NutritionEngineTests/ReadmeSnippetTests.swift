import Foundation
import NutritionEngine
import TestSupport
import Testing

/// README's "Using the library" snippet is `ReadmeSnippet.swift`, which this target compiles, and it
/// gives the walkthrough's week-4 check-in as its golden vector states it.
@Suite struct ReadmeSnippetTests {
    static let walkthrough = "Vectors/check-in/walkthrough/07-check-in-week-4"

    @Test func readmeShowsTheSnippetThisTargetCompiles() throws {
        let readme = try String(contentsOf: ProjectTexts.root.appendingPathComponent("README.md"), encoding: .utf8)
        let file = try String(
            contentsOf: ProjectTexts.root.appendingPathComponent("Tests/NutritionEngineTests/ReadmeSnippet.swift"),
            encoding: .utf8)
        let section = try #require(readme.range(of: "## Using the library\n"))
        let open = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
        #expect(String(readme[open.upperBound..<close.lowerBound]) + "\n" == file)
    }

    @Test func theSnippetGivesTheWalkthroughCheckIn() throws {
        let bytes = Array(
            try Data(contentsOf: ProjectTexts.root.appendingPathComponent(Self.walkthrough + "/input.json")))
        let week = try #require(CalendarDate(iso: "2026-10-21"))  // a Wednesday of the week 19-25 October
        let summary = try summarize(documentBytes: bytes, week: week)
        // The check-in rule dates it the day after the week: 25 October + 1.
        #expect(summary.checkInDate == CalendarDate(iso: "2026-10-26"))
        // The plan's target is 1950 kcal/day and a check-in changes it by at most 150 kcal/day
        // (the walkthrough's vector: adjust by -150 to 1800).
        let expected = try JSONParser().parse(
            Array(try Data(contentsOf: ProjectTexts.root.appendingPathComponent(Self.walkthrough + "/expected.json"))))
        let offer = try #require(summary.offer)
        #expect(offer.kind == .adjust)
        #expect(offer.changeKcalPerDay == expected["recommendation", "changeKcalPerDay"]?.numberValue)
        #expect(offer.changeKcalPerDay == -150)
        #expect(offer.newTargetKcalPerDay == 1800)
        #expect(summary.checkInPage.contains("1,800 kcal/day"))
        // A first target exists for this eligible person and respects the 1200 kcal/day floor for women.
        let first = try #require(summary.firstTargetKcalPerDay)
        #expect(first >= 1200)
    }
}
