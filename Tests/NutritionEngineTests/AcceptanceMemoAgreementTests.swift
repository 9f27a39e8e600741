import TestSupport
import Testing

@testable import NutritionEngine

/// `FieldObject.accepts(_:memo:)`, which answers an object giving the same rows as an earlier one
/// from the memo of that answer (for a table whose rules read only which rows are given: a day),
/// against `accepts(_:)` asking the rules every time: the same answer and the same values left, over
/// seeded runs of days drawn mostly from a few row sets in no order (as a year of days is) and
/// sometimes from any, so that the memo's slots are hit, missed and replaced (two sets sharing a
/// slot), on accepted and refused sets alike (a weight in kg and lb, a body-fat reading without its
/// method, a method without its reading, no date).
@Suite struct AcceptanceMemoAgreementTests {
    /// A day's values giving the rows of `bits`, each with a value (as the byte reader leaves them).
    static func storage(_ bits: UInt64, _ random: inout SplitMix64) -> FieldStorage {
        var values = FieldValues<DayFields>(given: FieldSet(bits: bits))
        for row in DayFields.allCases where bits & 1 << UInt64(row.rawValue) != 0 {
            switch row.spec.shape {
            case .objects: values.set(row, to: .objects([]))
            case .strings: values.set(row, to: .strings(["walk"]))
            default: values.set(row, to: .number(Double(random.next() % 3_000)))
            }
        }
        return values.storage
    }

    @Test func rememberedAnswersAgreeWithTheRules() {
        var random = SplitMix64(seed: 2_026_120_219)
        let rows = UInt64(DayFields.allCases.count)
        let every: UInt64 = (1 << rows) - 1
        let bit = { (row: DayFields) in UInt64(1) << UInt64(row.rawValue) }
        let usual: [UInt64] = [
            bit(.date) | bit(.intakeKcal) | bit(.intakeCompleteness) | bit(.steps) | bit(.weightKg),
            bit(.date) | bit(.weightKg), bit(.date) | bit(.steps), bit(.date),
            bit(.date) | bit(.weightKg) | bit(.weightLb), bit(.date) | bit(.weightLb),
            bit(.date) | bit(.bodyFatPercent), bit(.date) | bit(.bodyFatMethod),
            bit(.date) | bit(.bodyFatPercent) | bit(.bodyFatMethod), bit(.intakeKcal), 0,
        ]
        var accepted = 0
        var refused = 0
        for _ in 0..<200 {
            var memo = AcceptanceMemo()
            let pool = (0..<1 + random.next() % 8).map { _ in usual[Int(random.next() % UInt64(usual.count))] }
            for _ in 0..<100 {
                let bits =
                    random.chance(0.9) ? pool[Int(random.next() % UInt64(pool.count))] : random.next() & every
                var found = Self.storage(bits, &random)
                var reference = found
                let answer = DayFields.accepts(&found, memo: &memo)
                let expected = DayFields.accepts(&reference)
                #expect(answer == expected, "rows \(String(bits, radix: 2))")
                #expect(found == reference, "rows \(String(bits, radix: 2))")
                if expected { accepted += 1 } else { refused += 1 }
            }
        }
        #expect(accepted > 5_000 && refused > 3_000, "\(accepted) accepted, \(refused) refused")
    }
}
