import Foundation
import TestSupport
import Testing

@testable import NutritionEngine

/// The plain-event reader (`PlainEventReader`, tried on each `/plan/history` event before the field
/// table) against the field table's decoder alone, on seeded history arrays: plain events of every
/// kind it takes, events of the kinds it leaves (planCreated, decisionUndone, algorithmReset), a
/// member missing, extra or twice, values outside their bounds or shape, offers without what an
/// adjustment needs, whitespace between any two tokens. The table with the reader first must give
/// exactly what the table alone gives (the same events, or none, and the same offset), and the
/// reader alone must take every plain event.
@Suite struct PlainEventAgreementTests {
    /// The events and offset after the array: the table alone, then the table with the reader first.
    static func decodeBothWays(_ text: String) -> (table: ([PlanEvent], Int)?, withReader: ([PlanEvent], Int)?) {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var tableCursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            tableCursor.path = [.key("plan"), .key("history")]
            let table = tableCursor.decodeObjects(PlanEventFields.self).map { ($0, tableCursor.offset) }
            var readerCursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            readerCursor.path = [.key("plan"), .key("history")]
            var reader = PlainEventReader()
            let withReader = readerCursor.decodeObjects(
                PlanEventFields.self, plainFirst: { reader.decode(&$0, appendingTo: &$1) }
            ).map { ($0, readerCursor.offset) }
            return (table, withReader)
        }
    }

    /// Whether the reader alone takes the one event `text` (with `reader`'s memory of the events
    /// before), and the offset after it.
    static func readerTakes(_ text: String, _ reader: inout PlainEventReader) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var cursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            var events: [PlanEvent] = []
            guard reader.decode(&cursor, appendingTo: &events) else {
                #expect(cursor.offset == 0, "a refusal leaves the offset where it was")
                return nil
            }
            return cursor.offset
        }
    }

    /// Whitespace between two tokens: most often none.
    static func space(_ random: inout SplitMix64, _ rate: Double) -> String {
        guard random.chance(rate) else { return "" }
        return [" ", "\n", "\t", "\r\n  "][Int(random.next() % 4)]
    }

    /// An object's text from its members, in the order given.
    static func object(_ members: [(String, String)], _ random: inout SplitMix64, _ rate: Double) -> String {
        let body = members.map {
            space(&random, rate) + "\"\($0.0)\"" + space(&random, rate) + ":" + space(&random, rate) + $0.1
                + space(&random, rate)
        }
        return "{" + body.joined(separator: ",") + space(&random, rate) + "}"
    }

    /// A number's JSON text in one of the forms the reader must read as the parser does.
    static func numberText(_ value: Double, random: inout SplitMix64) -> String {
        switch random.next() % 6 {
        case 0: return "\(value)"
        case 1: return "\(Int(value.rounded()))e0"
        case 2: return String(format: "%.17g", value)
        default: return String(Int(value.rounded()))
        }
    }

    /// An offer's text, and whether it is plain (valid, of the reader's members).
    static func offerText(_ random: inout SplitMix64, _ rate: Double, odd: Bool) -> (String, Bool) {
        let kinds = OfferedRecommendation.Kind.allCases
        let kind = kinds[Int(random.next() % UInt64(kinds.count))]
        var members: [(String, String)] = [("kind", "\"\(kind.rawValue)\"")]
        if kind == .adjust || random.chance(0.1) {
            members.append(("newTargetKcalPerDay", numberText(random.uniform(1_200, 3_000), random: &random)))
            members.append(("changeKcalPerDay", numberText(random.uniform(-150, 150), random: &random)))
        }
        let codes = ["changeWithinDeadBand", "aimAtGoalRateLower", "", "limitedToMaximumWeeklyChange"]
        if random.chance(0.8) {
            let count = Int(random.next() % 4)
            let chosen = (0..<count).map { _ in "\"\(codes[Int(random.next() % UInt64(codes.count))])\"" }
            members.append(("reasonCodes", "[" + chosen.joined(separator: ",") + "]"))
        }
        var plain = true
        if odd {
            plain = false
            let oddities: [(String, String)] = [
                ("kind", "\"hold\""), ("newTargetKcalPerDay", "20001"), ("changeKcalPerDay", "\"5\""),
                ("reasonCodes", "[1]"), ("reasonCodes", "[\"a\\u0062\"]"), ("reasonCodes", "null"), ("why", "1"),
                ("kind", "\"keep\""),
            ]
            let oddity = oddities[Int(random.next() % UInt64(oddities.count))]
            if let index = members.firstIndex(where: { $0.0 == oddity.0 }), random.chance(0.5) {
                members[index] = oddity
            } else {
                members.append(oddity)
            }
            if random.chance(0.3), kind == .adjust { members.removeAll { $0.0 == "changeKcalPerDay" } }
        }
        members.shuffle(using: &random)
        return (object(members, &random, rate), plain)
    }

    /// One event's text, and whether the reader must take it.
    static func eventText(_ random: inout SplitMix64, date: CalendarDate, _ rate: Double, _ oddRate: Double) -> (
        String, Bool
    ) {
        let plainKinds: [PlanEvent.Kind] = [
            .checkInCompleted, .recommendationOffered, .recommendationAccepted, .recommendationDeferred,
            .recommendationRejected, .targetEdited,
        ]
        var members: [(String, String)] = [
            ("algorithmVersion", "\"\(random.chance(0.7) ? "synthetic-2025.1" : "engine-2026.12")\""),
            ("date", "\"\(date)\""),
        ]
        var plain = true
        let roll = random.next() % 100
        if roll < 8 {
            // A kind the reader leaves to the table (valid: the table takes it).
            plain = false
            switch random.next() % 3 {
            case 0:
                members += [
                    ("kind", "\"planCreated\""), ("eligibility", "\"eligible\""), ("policyVersion", "\"p\""),
                    ("targetSource", "\"recommended\""), ("targetKcalPerDay", "1800"),
                ]
            case 1: members += [("kind", "\"decisionUndone\""), ("undoesEvent", "1"), ("targetKcalPerDay", "1750")]
            default: members += [("kind", "\"algorithmReset\""), ("details", "[\"reset\"]")]
            }
        } else {
            let kind = plainKinds[Int(random.next() % UInt64(plainKinds.count))]
            members.append(("kind", "\"\(kind.rawValue)\""))
            let odd = random.chance(oddRate)
            for key in kind.requiredMembers.sorted() {
                switch key {
                case "week": members.append(("week", "\"\(date.adding(days: -7))\""))
                case "targetKcalPerDay":
                    members.append(("targetKcalPerDay", numberText(random.uniform(1_200, 3_000), random: &random)))
                default:
                    let (offer, offerPlain) = offerText(&random, rate, odd: odd && random.chance(0.5))
                    members.append(("recommendation", offer))
                    plain = plain && offerPlain
                }
            }
            if odd && plain {
                plain = false
                let oddities: [(String, String)] = [
                    ("week", "\"2026-02-30\""), ("targetKcalPerDay", "20000.5"), ("targetKcalPerDay", "-1"),
                    ("kind", "\"checkInDone\""), ("algorithmVersion", "\"v\\u0031\""), ("algorithmVersion", "null"),
                    ("date", "\"2026-1-01\""), ("details", "[]"), ("week", "\"2026-01-05\""),
                    ("recommendation", "{\"kind\":\"keep\"}"), ("policyVersion", "\"p\""), ("targetKcalPerDay", "1e1"),
                ]
                let oddity = oddities[Int(random.next() % UInt64(oddities.count))]
                if let index = members.firstIndex(where: { $0.0 == oddity.0 }), random.chance(0.5) {
                    members[index] = oddity
                } else if random.chance(0.2), let last = members.indices.last {
                    members.remove(at: last)  // a required member (or the kind) missing
                } else {
                    members.append(oddity)
                }
            }
        }
        members.shuffle(using: &random)
        return (object(members, &random, rate), plain)
    }

    @Test(arguments: [(UInt64(20_261_203), 0.0, 0.0), (7, 0.1, 0.2), (11, 0.0, 0.5), (13, 0.3, 0.1)])
    func seededHistoriesDecodeAlike(seed: UInt64, spaceRate: Double, oddRate: Double) {
        var random = SplitMix64(seed: seed)
        var decoded = 0
        var plainTaken = 0
        for index in 0..<2_000 {
            var events: [String] = []
            var reader = PlainEventReader()
            var date = CalendarDate(dayNumber: 739_000 + Int(random.next() % 500))
            for _ in 0..<(1 + random.next() % 6) {
                let (event, plain) = Self.eventText(&random, date: date, spaceRate, oddRate)
                date = date.adding(days: Int(random.next() % 8))
                if plain {
                    #expect(Self.readerTakes(event, &reader) == event.utf8.count, "\(event)")
                    plainTaken += 1
                }
                events.append(Self.space(&random, spaceRate) + event + Self.space(&random, spaceRate))
            }
            let text = "[" + events.joined(separator: ",") + "]"
            // Half of the arrays end the bytes; the others are followed by the rest of a document.
            let document = index % 2 == 0 ? text : text + ",\"weekStart\":null,\"padding\":\"\(text.count)\"}"
            let (table, withReader) = Self.decodeBothWays(document)
            #expect(withReader?.0 == table?.0, "\(text)")
            #expect(withReader?.1 == table?.1, "\(text)")
            if table != nil { decoded += 1 }
        }
        // Every seed gives both decoders arrays they take, and the reader plain events of its own.
        #expect(decoded > 300)
        #expect(plainTaken > 1_000)
    }

    /// Long histories of offers whose codes come from a pool larger than the reader keeps, so that
    /// its remembered codes and lists are replaced.
    @Test func longHistoriesOfManyCodesDecodeAlike() {
        var random = SplitMix64(seed: 2_026_120_301)
        for _ in 0..<40 {
            var events: [String] = []
            for week in 0..<120 {
                let count = Int(random.next() % 5)
                let codes = (0..<count).map { _ in "\"code\(random.next() % (week < 60 ? 6 : 60))\"" }
                events.append(
                    "{\"algorithmVersion\":\"v\(random.next() % 3)\",\"date\":\"2026-01-01\","
                        + "\"kind\":\"recommendationOffered\",\"recommendation\":{\"kind\":\"keep\","
                        + "\"reasonCodes\":[\(codes.joined(separator: ","))]},\"week\":\"2025-12-29\"}")
            }
            let text = "[" + events.joined(separator: ",") + "]"
            let (table, withReader) = Self.decodeBothWays(text)
            #expect(table != nil)
            #expect(withReader?.0 == table?.0)
            #expect(withReader?.1 == table?.1)
        }
    }

    @Test func anOfferIsTheEventItStates() throws {
        let text =
            "[{\"algorithmVersion\":\"synthetic-2025.1\",\"date\":\"2026-03-02\",\"kind\":\"recommendationOffered\","
            + "\"recommendation\":{\"changeKcalPerDay\":-100,\"kind\":\"adjust\",\"newTargetKcalPerDay\":1650.5,"
            + "\"reasonCodes\":[\"aimAtGoalRateLower\",\"\"]},\"week\":\"2026-02-23\"},"
            + " {\"kind\":\"recommendationAccepted\",\"date\":\"2026-03-03\",\"algorithmVersion\":\"x\","
            + "\"targetKcalPerDay\":1650.5}]"
        let (_, withReader) = Self.decodeBothWays(text)
        let events = try #require(withReader?.0)
        var offered = PlanEvent(
            kind: .recommendationOffered, date: try #require(CalendarDate(year: 2026, month: 3, day: 2)),
            algorithmVersion: "synthetic-2025.1")
        offered.week = CalendarDate(year: 2026, month: 2, day: 23)
        offered.recommendation = OfferedRecommendation(
            kind: .adjust, newTargetKcalPerDay: 1650.5, changeKcalPerDay: -100,
            reasonCodes: [.aimAtGoalRateLower, OfferedRecommendation.ReasonCode(rawValue: "")])
        var accepted = PlanEvent(
            kind: .recommendationAccepted, date: try #require(CalendarDate(year: 2026, month: 3, day: 3)),
            algorithmVersion: "x")
        accepted.targetKcalPerDay = 1650.5
        #expect(events == [offered, accepted])
        #expect(withReader?.1 == text.utf8.count)
    }

    @Test func theReaderLeavesWhatItDoesNotTake() {
        var reader = PlainEventReader()
        for text in [
            "{}", "[]", "{\"kind\":\"planCreated\",\"date\":\"2026-01-01\",\"algorithmVersion\":\"v\"}",
            "{\"kind\":\"checkInCompleted\",\"date\":\"2026-01-01\",\"algorithmVersion\":\"v\"}",
            "{\"kind\":\"recommendationRejected\",\"date\":\"2026-01-01\",\"algorithmVersion\":\"v\",\"week\":\"2026-01-05\"}",
            "{\"kind\":\"recommendationOffered\",\"date\":\"2026-01-01\",\"algorithmVersion\":\"v\",\"week\":\"2026-01-05\","
                + "\"recommendation\":{\"kind\":\"adjust\",\"changeKcalPerDay\":-100}}",
            "{\"kind\":\"recommendationRejected\",\"date\":\"2026-01-01\",\"algorithmVersion\":\"v\"",
        ] {
            #expect(Self.readerTakes(text, &reader) == nil, "\(text)")
        }
    }
}
