import Foundation
import NutritionEngine
import Testing

@testable import NutritionLab

/// The benchmark's Decodable mirror (`MirrorDocument`, timed against the engine's reader by
/// `benchmark decode` and Reports/rescore-benchmark.sh) names its day, event and offer members as the
/// field tables do, so the comparison times the same members the engine reads (issue 14).
@Suite struct MirrorDocumentTableTests {
    /// The stored property names of `value` (for synthesized `Decodable`, its coding keys).
    static func memberNames(_ value: Any) -> Set<String> {
        Set(Mirror(reflecting: value).children.compactMap(\.label))
    }

    @Test func theMirrorsDayEventAndOfferMembersAreRowsOfTheFieldTables() throws {
        let decoder = JSONDecoder()
        let day = try decoder.decode(MirrorDocument.Day.self, from: Data(#"{"date":"2025-10-01"}"#.utf8))
        let dayNames = Self.memberNames(day)
        #expect(
            dayNames.isSubset(of: Set(DayFields.all.map(\.key))), "\(dayNames.subtracting(DayFields.all.map(\.key)))")
        // The members synthetic documents carry are all mirrored (so the decoders do the same work).
        #expect(
            dayNames.isSuperset(of: [
                DayFields.date.key, DayFields.intakeKcal.key, DayFields.intakeCompleteness.key, DayFields.proteinG.key,
                DayFields.steps.key, DayFields.weightKg.key,
            ]))
        let event = try decoder.decode(
            MirrorDocument.Event.self,
            from: Data(#"{"kind":"planCreated","date":"2026-01-01","algorithmVersion":"v"}"#.utf8))
        #expect(Self.memberNames(event) == Set(PlanEventFields.all.map(\.key)))
        let offer = try decoder.decode(MirrorDocument.Offer.self, from: Data(#"{"kind":"keep","reasonCodes":[]}"#.utf8))
        #expect(Self.memberNames(offer) == Set(PlanEventFields.OfferFields.all.map(\.key)))
    }
}
