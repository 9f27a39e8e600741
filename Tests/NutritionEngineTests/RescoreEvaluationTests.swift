import Foundation
import NutritionEngine
import Testing

/// `Evaluate.rescore`: the evaluation day's bound, and the scorer it gives.
@Suite struct RescoreEvaluationTests {
    /// The first and last evaluation days whose weeks stay inside years 0001–9999 whatever day a week
    /// starts on (a check-in looks back at most 13 days, a week ends at most 6 days later) are
    /// accepted, the day before and the day after refused, naming `as-of`.
    @Test func theEvaluationDayIsBounded() throws {
        let range = CalendarDate.evaluationRange
        #expect(range.lowerBound.description == "0001-01-15")
        #expect(range.upperBound.description == "9999-12-24")
        for day in [range.lowerBound, range.upperBound] {
            #expect(try Evaluate.rescore(RescoreRequest(asOf: day), policy: .standard).asOf == day)
        }
        for day in [range.lowerBound.adding(days: -1), range.upperBound.adding(days: 1)] {
            #expect(throws: EvaluationError.self) { try Evaluate.rescore(RescoreRequest(asOf: day), policy: .standard) }
            do {
                _ = try Evaluate.rescore(RescoreRequest(asOf: day), policy: .standard)
            } catch {
                guard case .invalidRequest(let problem) = error else {
                    Issue.record("expected invalidRequest, got \(error)")
                    continue
                }
                #expect(problem.parameter == "as-of")
                #expect(problem.message.hasSuffix("found \(day)"))
            }
        }
        #expect(try Evaluate.rescore(RescoreRequest(), policy: .standard).asOf == nil)
    }
}
