import Foundation
import TestSupport
import Testing

@testable import NutritionEngine

/// The plain-day decoder (`JSONByteCursor.decodePlainDays`) against the decoder it goes before, the
/// field table's (`decodeObjects(DayFields.self)`), on seeded `days` arrays: plain days, days with
/// a value outside its bounds or shape, a member the plain decoder does not take, a member twice,
/// no date, whitespace between any two tokens. What the plain decoder accepts, the table's decoder
/// accepts to the same days and the same offset; what the table's refuses, the plain one refuses;
/// and arrays of plain days with valid values are always the plain decoder's.
@Suite struct PlainDayAgreementTests {
    /// One member's JSON text, and whether the plain decoder may take it (a plain member with a
    /// value of its shape within its bounds).
    struct Member {
        let key: String
        let value: String
        let plain: Bool
    }

    /// The decoded days and the offset after the array, for both decoders, with the array at the
    /// end of the bytes (so that the last names are read near the end of the input) or before `tail`.
    static func decodeBothWays(_ text: String, limit: Int = .max) -> (
        plain: ([LoggedDay], Int)?, table: ([LoggedDay], Int)?
    ) {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var plainCursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            plainCursor.path = [.key("days")]
            let plain = plainCursor.decodePlainDays(keepingAtMost: limit).map { ($0, plainCursor.offset) }
            var tableCursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            tableCursor.path = [.key("days")]
            let table = tableCursor.decodeObjects(DayFields.self, keepingAtMost: limit).map { ($0, tableCursor.offset) }
            if plain == nil { #expect(plainCursor.offset == 0, "a refusal leaves the offset where it was") }
            return (plain, table)
        }
    }

    /// A number's JSON text: whole, with a fraction of one to three digits, or in one of the forms the
    /// plain decoder must read as the parser does (exponents, many digits).
    static func numberText(_ value: Double, random: inout SplitMix64) -> String {
        switch random.next() % 8 {
        case 0: return "\(value)"
        case 1: return String(Int(value.rounded()))
        case 2: return "\(Int(value.rounded()))e0"
        case 3: return String(format: "%.3fE2", value / 100)
        case 4: return String(format: "%.17g", value)
        default: return String(format: "%.\(random.next() % 4)f", value)
        }
    }

    /// A member of a day: most often a plain member with a valid value; else one of the cases above.
    static func member(random: inout SplitMix64) -> Member {
        let numberRows: [DayFields] = [.intakeKcal, .proteinG, .weightKg, .trainingMinutes, .alcoholG]
        let roll = random.next() % 100
        switch roll {
        case 0..<60:
            let row = numberRows[Int(random.next() % UInt64(numberRows.count))]
            let bounds = row.spec.numberBounds
            return Member(
                key: row.key,
                value: numberText(random.uniform(bounds.lowerBound, bounds.upperBound), random: &random), plain: true)
        case 60..<68:
            return Member(key: "steps", value: String(random.next() % 300_001), plain: true)
        case 68..<76:
            let choices = IntakeCompleteness.allCases
            return Member(
                key: "intakeCompleteness", value: "\"\(choices[Int(random.next() % 4)].rawValue)\"", plain: true)
        case 76..<82:
            let choices = ReviewStatus.allCases
            return Member(key: "reviewStatus", value: "\"\(choices[Int(random.next() % 3)].rawValue)\"", plain: true)
        case 82..<90:
            // A value outside its row's bounds or shape (the table's decoder refuses it too).
            let refused: [(String, String)] = [
                ("intakeKcal", "30000.5"), ("intakeKcal", "-1"), ("proteinG", "null"), ("weightKg", "\"70\""),
                ("steps", "1.5"), ("steps", "-0"), ("steps", "300001"), ("steps", "1e1"), ("alcoholG", "2001"),
                ("intakeKcal", "01"), ("intakeKcal", "1."), ("intakeCompleteness", "\"Complete\""),
                ("intakeCompleteness", "\"completed\""), ("reviewStatus", "\"ope\""), ("reviewStatus", "1"),
                ("intakeCompleteness", "\"comp\\u006cete\""), ("date", "\"2025-02-30\""), ("date", "\"2025-3-01\""),
                ("trainingMinutes", "[]"), ("weightKg", "1e400"),
            ]
            let (key, value) = refused[Int(random.next() % UInt64(refused.count))]
            return Member(key: key, value: value, plain: false)
        default:
            // A member the plain decoder leaves to the table's (some valid, some not).
            let others: [(String, String)] = [
                ("weightLb", "165"), ("trainingTypes", "[\"run\"]"), ("bodyFatPercent", "20"),
                ("bodyFatMethod", "\"dexa\""), ("foods", "[]"), ("mealGroups", "[]"), ("note", "\"x\""),
                ("history", "[]"), ("intakeKcall", "1"), ("dat", "\"2025-01-01\""),
            ]
            let (key, value) = others[Int(random.next() % UInt64(others.count))]
            return Member(key: key, value: value, plain: false)
        }
    }

    /// Whitespace between two tokens: most often none.
    static func space(_ random: inout SplitMix64, _ rate: Double) -> String {
        guard random.chance(rate) else { return "" }
        return [" ", "\n", "\t", "\r\n  "][Int(random.next() % 4)]
    }

    /// A seeded `days` array's text, and whether every day is plain (the plain decoder must take it).
    static func daysText(random: inout SplitMix64, spaceRate: Double, oddRate: Double) -> (String, Bool) {
        var plain = true
        var days: [String] = []
        var date = CalendarDate(dayNumber: 738_000 + Int(random.next() % 1_000))
        for _ in 0..<(1 + random.next() % 6) {
            var members: [Member] = []
            if !random.chance(oddRate / 4) {
                members.append(Member(key: "date", value: "\"\(date)\"", plain: true))
            } else {
                plain = false  // no date
            }
            date = date.adding(days: 1)
            for _ in 0..<(random.next() % 7) {
                var member = member(random: &random)
                if !member.plain && !random.chance(oddRate) {
                    member = Member(key: "steps", value: String(random.next() % 20_000), plain: true)
                }
                members.append(member)
            }
            members.shuffle(using: &random)
            // A member given twice goes to the table's decoder (which refuses it).
            var keys = Set<String>()
            for member in members where !keys.insert(member.key).inserted || !member.plain { plain = false }
            let body = members.map {
                space(&random, spaceRate) + "\"\($0.key)\"" + space(&random, spaceRate) + ":"
                    + space(&random, spaceRate) + $0.value + space(&random, spaceRate)
            }
            days.append("{" + body.joined(separator: ",") + space(&random, spaceRate) + "}")
        }
        let joined = days.map { space(&random, spaceRate) + $0 + space(&random, spaceRate) }.joined(separator: ",")
        return ("[" + joined + "]", plain)
    }

    @Test(arguments: [(UInt64(20_261_203), 0.0, 0.0), (7, 0.1, 0.2), (11, 0.0, 0.4), (13, 0.3, 0.1)])
    func seededArraysDecodeAlike(seed: UInt64, spaceRate: Double, oddRate: Double) {
        var random = SplitMix64(seed: seed)
        var plainAccepted = 0
        for index in 0..<3_000 {
            let (text, plain) = Self.daysText(random: &random, spaceRate: spaceRate, oddRate: oddRate)
            // Half of the arrays end the bytes; the others are followed by the rest of a document.
            let document = index % 2 == 0 ? text : text + ",\"records\":null,\"padding\":\"\(text.count)\"}"
            let (fast, table) = Self.decodeBothWays(document)
            if let fast {
                plainAccepted += 1
                #expect(table?.0 == fast.0, "\(text)")
                #expect(table?.1 == fast.1, "\(text)")
            }
            if plain { #expect(fast != nil, "a plain array left the plain decoder: \(text)") }
            if table == nil { #expect(fast == nil, "\(text)") }
        }
        // The seeds with odd members still give the plain decoder some arrays of its own.
        #expect(plainAccepted > 300)
    }

    @Test func aDayWithEveryPlainMemberIsTheDayItStates() throws {
        let text =
            "[{\"date\":\"2026-02-28\",\"intakeKcal\":2150.5,\"proteinG\":120,\"intakeCompleteness\":\"untracked\","
            + "\"reviewStatus\":\"reconciled\",\"weightKg\":80.25,\"steps\":9000,\"trainingMinutes\":45,"
            + "\"alcoholG\":14}, {\"steps\":1,\"date\":\"2026-03-01\"}]"
        let (fast, _) = Self.decodeBothWays(text)
        let days = try #require(fast?.0)
        let path = JSONPointer(tokens: ["days"])
        #expect(
            days == [
                LoggedDay(
                    date: try #require(CalendarDate(year: 2026, month: 2, day: 28)), intakeKcal: 2150.5, proteinG: 120,
                    intakeCompleteness: .untracked, reviewStatus: .reconciled, weightKg: 80.25, steps: 9000,
                    trainingMinutes: 45, alcoholG: 14, sourcePath: path.appending(0)),
                LoggedDay(
                    date: try #require(CalendarDate(year: 2026, month: 3, day: 1)), steps: 1,
                    sourcePath: path.appending(1)),
            ])
        #expect(fast?.1 == text.utf8.count)
    }

    @Test func moreDaysThanTheLimitGoToTheTableDecoder() {
        let text = "[" + (1...5).map { "{\"date\":\"2026-01-0\($0)\"}" }.joined(separator: ",") + "]"
        #expect(Self.decodeBothWays(text, limit: 5).plain?.0.count == 5)
        let (plain, table) = Self.decodeBothWays(text, limit: 4)
        #expect(plain == nil)
        #expect(table?.0.count == 4)
    }

    @Test func emptyAndMalformedArrays() {
        #expect(Self.decodeBothWays("[]").plain?.0 == [])
        #expect(Self.decodeBothWays("[ ]").plain?.1 == 3)
        for text in ["[{}]", "[1]", "{}", "[{\"date\":\"2026-01-01\"}", "[{\"date\":\"2026-01-01\",}]", "[{\"date\"}]"]
        {
            #expect(Self.decodeBothWays(text).plain == nil, "\(text)")
        }
    }
}
