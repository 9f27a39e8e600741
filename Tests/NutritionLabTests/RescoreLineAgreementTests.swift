import Foundation
import NutritionLab
import TestSupport
import Testing

@testable import NutritionEngine

/// `rescore`'s line written in place (`JSONLineBytes`) against the line built as a tree and written
/// by `JSONWriter`, as it was before (`RecordScorer.writesLinesThroughTree`): the same bytes for
/// every text the project keeps and for synthetic documents made to reach every kind of answer,
/// and the same bytes for random trees written through both sinks. It sits with the lab's tests
/// because the synthetic documents are the lab's own (`SyntheticPlanDocument`).
@Suite struct RescoreLineAgreementTests {
    /// Both lines of `bytes` under `scorer`, and the labels the summary counts.
    static func lines(_ bytes: [UInt8], _ scorer: RecordScorer, identity: RecordIdentity) -> (
        inPlace: RescoreOutcome, throughTree: RescoreOutcome
    ) {
        var reference = scorer
        reference.writesLinesThroughTree = true
        return (scorer.score(bytes, identity: identity), reference.score(bytes, identity: identity))
    }

    /// The policy in force alone, and beside a base policy (`--compare-policy`).
    static let scorers = [RecordScorer(policy: .standard), RecordScorer(policy: .standard, basePolicy: .standard)]

    @Test func everyProjectTextGivesTheSameLine() throws {
        var scored = 0
        for (name, data) in try ProjectTexts.all() {
            let bytes = Array(data)
            for (index, scorer) in Self.scorers.enumerated() {
                let identity: RecordIdentity = index == 1 ? .file(name) : .line(index + 1)
                let (inPlace, throughTree) = Self.lines(bytes, scorer, identity: identity)
                #expect(inPlace == throughTree, "\(name), scorer \(index)")
                if inPlace.status == .scored { scored += 1 }
            }
        }
        // The comparison means something only if many texts are valid documents.
        #expect(scored >= 100)
    }

    /// Synthetic plans, each also changed so that its answer is another kind: as they are (a
    /// check-in), with a yes on the safety screen (manual-only), without the plan (an initial
    /// target, or a refused destination with a landing weight far below a healthy one), without
    /// plan and goal (no goal), and evaluated on the plan's first day (a refused check-in).
    @Test func everyKindOfAnswerGivesTheSameLine() throws {
        let asOf = try #require(CalendarDate(iso: "2026-11-30"))
        var labels: Set<String> = []
        for index in 0..<24 {
            var random = SplitMix64(seed: UInt64(20_261_206 + index))
            let document = try #require(
                SyntheticPlanDocument.json(index: index, days: 120, asOf: asOf, random: &random).objectValue)
            var variants: [(JSONObject, RecordScorer)] = [(document, Self.scorers[index % 2])]
            var manualOnly = document
            if var screen = document["safetyScreen"]?.objectValue, let question = screen.keys.first {
                screen[question] = .bool(true)
                manualOnly["safetyScreen"] = .object(screen)
                variants.append((manualOnly, Self.scorers[0]))
            }
            var initial = document
            initial["plan"] = nil
            variants.append((initial, Self.scorers[1]))
            if var goal = document["goal"]?.objectValue {
                goal["landingWeightKg"] = .number(30)
                var rejected = initial
                rejected["goal"] = .object(goal)
                variants.append((rejected, Self.scorers[0]))
            }
            var noGoal = initial
            noGoal["goal"] = nil
            variants.append((noGoal, Self.scorers[0]))
            // As of the first day, the day the plan was made: the last completed week ended before it.
            let firstDay = document["days"]?.arrayValue?.first?["date"]?.stringValue.flatMap(CalendarDate.init(iso:))
            variants.append((document, RecordScorer(policy: .standard, asOf: firstDay)))
            for (variant, scorer) in variants {
                let bytes = Array(try JSONWriter(style: .compact).string(.object(variant)).utf8)
                let (inPlace, throughTree) = Self.lines(bytes, scorer, identity: .line(index + 1))
                #expect(inPlace == throughTree, "plan \(index)")
                labels.formUnion(inPlace.labels)
            }
        }
        for label in ["manualOnly", "initialTarget", "destinationRejected", "noGoal", "checkInRefused"] {
            #expect(labels.contains(label), "no variant gave \(label): \(labels.sorted())")
        }
        #expect(!labels.isDisjoint(with: ["adjust", "keep", "needsMoreEvidence"]), "\(labels.sorted())")
    }

    /// Writes `value` into `sink`, each object's members in the writer's key order.
    static func replay<Sink: JSONSink>(_ value: JSONValue, into sink: inout Sink) {
        switch value {
        case .null: sink.null()
        case .bool(let flag): sink.bool(flag)
        case .number(let number): sink.number(number)
        case .string(let string): sink.string(string)
        case .array(let elements):
            sink.array { array in
                for element in elements { replay(element, into: &array) }
            }
        case .object(let object):
            sink.object { members in
                for member in object.members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                    members.key(member.key)
                    replay(member.value, into: &members)
                }
            }
        }
    }

    private static let keys = ["a", "b", "Z", "é", "e\u{301}", "\"", "\\", "\n", "\u{1}", "日本", "reasonCodes", ""]

    private static func tree(_ random: inout SplitMix64, depth: Int) -> JSONValue {
        switch Int(random.uniform(0, depth > 3 ? 4 : 6)) {
        case 0: return .null
        case 1: return .bool(random.chance(0.5))
        case 2:
            let numbers = [0, -0.0, 1, -17, 1e15, 123.456, 0.1, -2.5e-8, 1e300]
            return .number(random.chance(0.5) ? numbers[Int(random.uniform(0, 9))] : random.uniform(-1e4, 1e4))
        case 3: return .string(keys[Int(random.uniform(0, Double(keys.count)))] + "x")
        case 4: return .array((0..<Int(random.uniform(0, 4))).map { _ in tree(&random, depth: depth + 1) })
        default:
            var object = JSONObject()
            for _ in 0..<Int(random.uniform(0, 5)) {
                object[keys[Int(random.uniform(0, Double(keys.count)))]] = tree(&random, depth: depth + 1)
            }
            return .object(object)
        }
    }

    @Test func bothSinksWriteWhatTheWriterWritesOfRandomTrees() throws {
        var random = SplitMix64(seed: 20_261_206)
        for _ in 0..<2_000 {
            let value = Self.tree(&random, depth: 0)
            var line = JSONLineBytes(capacity: 16)
            Self.replay(value, into: &line)
            var builder = JSONTreeBuilder()
            Self.replay(value, into: &builder)
            #expect(!line.metNonFiniteNumber)
            #expect(line.text == (try JSONWriter(style: .compact).string(value)))
            #expect(builder.built == value)
        }
    }

    /// A non-finite number is noted (the text is then not the value's), and the tree of the same
    /// calls gives the writer's error at the number's path.
    @Test func aNonFiniteNumberIsNotedAndTheTreeLocatesIt() throws {
        let value: JSONValue = .object(["a": .array([1, .object(["b": .number(.infinity)])]), "c": 2])
        var line = JSONLineBytes(capacity: 16)
        Self.replay(value, into: &line)
        #expect(line.metNonFiniteNumber)
        var builder = JSONTreeBuilder()
        Self.replay(value, into: &builder)
        let built = try #require(builder.built)
        #expect(throws: JSONWriter.NonFiniteNumber(path: JSONPointer("/a/1/b"))) {
            try JSONWriter(style: .compact).string(built)
        }
    }
}
