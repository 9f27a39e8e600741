import NutritionEngine
import Testing

/// `OfferedRecommendation.ReasonCode`'s `==` compares the raw values' UTF-8 lengths before the
/// strings (issue 25). For every code an export holds (ASCII) it must answer what `String`'s `==`
/// answers; beyond ASCII it is the documented rule: equal strings of the same UTF-8 length.
@Suite struct ReasonCodeEqualityTests {
    static let named: [OfferedRecommendation.ReasonCode] = [
        .changeWithinDeadBand, .aimAtGoalRateLower, .aimAtGoalRateHigher, .limitedToMaximumWeeklyChange,
        .directionChangeAwaitsSecondCheckIn, .minimumTargetApplied, .noRoomToChange,
        .maintainAdjustmentsPendingValidation, .reviewDestination, .daysLookSuspect, .partialDaysUnreviewed,
        .tooFewEvidenceDaysInWeek,
    ]

    @Test func asciiCodesAreEqualExactlyWhenTheirStringsAre() {
        // The named codes, the same spellings made afresh from their bytes (another string's
        // storage, as a read history gives them), and every string of up to three letters of "ab_"
        // (many distinct codes of one length).
        var texts =
            Self.named.map(\.rawValue) + Self.named.map { String(decoding: Array($0.rawValue.utf8), as: UTF8.self) }
        var short = [""]
        for _ in 0..<3 { short = short + short.flatMap { prefix in ["a", "b", "_"].map { prefix + $0 } } }
        texts += Set(short).sorted()
        var equalPairs = 0
        for a in texts {
            for b in texts {
                let codesEqual = OfferedRecommendation.ReasonCode(rawValue: a) == .init(rawValue: b)
                #expect(codesEqual == (a == b), "\(a) vs \(b)")
                if codesEqual {
                    equalPairs += 1
                    #expect(
                        OfferedRecommendation.ReasonCode(rawValue: a).hashValue
                            == OfferedRecommendation.ReasonCode(rawValue: b).hashValue)
                }
            }
        }
        // The check is not vacuous: distinct strings of one length and equal ones both occurred.
        #expect(equalPairs > texts.count)
        #expect(Self.named.contains(OfferedRecommendation.ReasonCode(rawValue: "reviewDestination")))
        #expect(!Self.named.contains(OfferedRecommendation.ReasonCode(rawValue: "reviewDestinatioN")))
    }

    @Test func spellingsOfDifferentLengthsAreDifferentCodes() {
        // "é" as one scalar (2 bytes) and as e + combining acute (3 bytes): equal strings, two codes.
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        #expect(OfferedRecommendation.ReasonCode(rawValue: composed) != .init(rawValue: decomposed))
        // Canonically equivalent spellings of one length (Ḋ + dot below, Ḍ + dot above: 5 bytes each)
        // stay equal, as their strings are.
        let first = "\u{1E0A}\u{323}"
        let second = "\u{1E0C}\u{307}"
        #expect(first.utf8.count == second.utf8.count && first == second)
        #expect(OfferedRecommendation.ReasonCode(rawValue: first) == .init(rawValue: second))
        #expect(
            OfferedRecommendation.ReasonCode(rawValue: first).hashValue
                == OfferedRecommendation.ReasonCode(rawValue: second).hashValue)
    }
}
