import Foundation
import NutritionCLI
import NutritionEngine
import NutritionLab
import TestSupport
import Testing

/// The pattern study's pieces: the engine's bounded permutation draws, simulated
/// people are valid documents drawn from their own seeds, and the command writes its report.
@Suite struct PatternsStudyTests {
    /// `PatternRandom`'s bounded draws stay below their bound (its stream is `SplitMix64`'s, checked
    /// against the published reference values in `SimulationSupportTests`).
    @Test func theEnginesBoundedDrawsStayBelowTheirBound() {
        var engine = PatternRandom(seed: 20_261_224)
        for bound in [1, 2, 7, 365] { #expect((0..<200).allSatisfy { _ in (0..<bound).contains(engine.below(bound)) }) }
    }

    /// A simulated person reads as a document, and a planted Friday share shows in the days.
    @Test func simulatedPeopleAreValidDocuments() throws {
        var random = SplitMix64(seed: 1)
        let person = PatternsPerson.generate(
            using: &random, weeks: 16, planted: .fridayIncomplete(friday: 0.9, otherDays: 0.05))
        let document = try InputDocumentReader.read(person.document)
        #expect(document.dayLog.asOf == PatternsPerson.startDate.adding(days: 112))
        let fridays = document.dayLog.days.filter { $0.date.weekday == .friday }
        let incomplete = fridays.filter { $0.intakeCompleteness == .incomplete }
        #expect(Double(incomplete.count) >= 0.6 * 16)
        let outcome = try #require(PatternsStudy.outcome(person, policy: .standard))
        #expect(outcome.foundPlanted)
        #expect(outcome.candidates == 38)
    }

    /// A food-logged person keeps the days of the same person without foods (the meals come from their
    /// own generator): every day logged in full carries foods instead of `intakeKcal`, summing to the
    /// same kcal, every other day is as it was, and the search looks for the food-log candidates too.
    @Test func foodLoggedPeopleLogTheSameDaysAsFoods() throws {
        var plain = SplitMix64(seed: 3)
        var withFoods = SplitMix64(seed: 3)
        let before = try InputDocumentReader.read(PatternsPerson.generate(using: &plain, weeks: 16).document)
        let person = PatternsPerson.generate(using: &withFoods, weeks: 16, foods: true)
        let after = try InputDocumentReader.read(person.document)
        #expect(before.dayLog.days.map(\.date) == after.dayLog.days.map(\.date))
        for (old, new) in zip(before.dayLog.days, after.dayLog.days) {
            #expect(old.intakeCompleteness == new.intakeCompleteness)
            guard !new.foods.isEmpty else {
                #expect(old.intakeKcal == new.intakeKcal)
                continue
            }
            #expect(new.foods.compactMap(\.kcal).reduce(0, +) == old.intakeKcal)
        }
        #expect(after.dayLog.days.contains { !$0.foods.isEmpty })
        let outcome = try #require(PatternsStudy.outcome(person, policy: .standard))
        #expect(outcome.candidates > 38)
    }

    /// The same seed, arm and index give the same people whatever else runs; other seeds other people.
    @Test func peopleAreDrawnFromTheirOwnSeeds() {
        let a = PatternsStudy.run(seed: 5, arm: 1, people: 3, weeks: 8, planted: nil, policy: .standard, jobs: 1)
        let b = PatternsStudy.run(seed: 5, arm: 1, people: 3, weeks: 8, planted: nil, policy: .standard, jobs: 2)
        #expect(a == b)
        var first = SplitMix64(seed: 0)
        var second = SplitMix64(seed: 0)
        let one = PatternsPerson.generate(using: &first, weeks: 8)
        let two = PatternsPerson.generate(using: &second, weeks: 8)
        #expect(one.document == two.document)
    }

    @Test func theCommandWritesItsReportWithItsCommandAtTheTop() {
        let result = LabCommandLine.run(arguments: [
            "patterns-study", "--seed", "3", "--people", "2", "--grid-people", "1", "--jobs", "2",
        ])
        #expect(result.exitCode == ExitCode.ok, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# Patterns: false alarms and power"))
        #expect(result.stdout.contains("nutrition-lab patterns-study --out Reports/patterns.md"))
        #expect(LabCommandLine.run(arguments: ["patterns-study", "--people", "0"]).exitCode == ExitCode.usage)
        #expect(LabCommandLine.run(arguments: ["patterns-study", "extra"]).exitCode == ExitCode.usage)
    }
}
