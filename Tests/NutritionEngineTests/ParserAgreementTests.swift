import Foundation
import NutritionEngine
import TestSupport
import Testing

/// The engine's own JSON parser against Foundation's `JSONDecoder` on every JSON text the project
/// keeps: every vector file (inputs, expected outputs, case files) and every fuzz-corpus line.
/// Where both accept a text they must read the same value; the engine may refuse more (duplicate
/// keys, lone surrogates, numbers that overflow a double) but never accept what Foundation refuses.
@Suite struct ParserAgreementTests {
    /// Any JSON value, decoded by `JSONDecoder` without a schema.
    enum FoundationValue: Decodable, Equatable {
        case null, bool(Bool), number(Double), string(String), array([FoundationValue]), object(
            [String: FoundationValue])

        init(from decoder: Decoder) throws {
            if var array = try? decoder.unkeyedContainer() {
                var elements: [FoundationValue] = []
                while !array.isAtEnd { elements.append(try array.decode(FoundationValue.self)) }
                self = .array(elements)
                return
            }
            if let object = try? decoder.container(keyedBy: AnyKey.self) {
                var members: [String: FoundationValue] = [:]
                for key in object.allKeys {
                    members[key.stringValue] = try object.decode(FoundationValue.self, forKey: key)
                }
                self = .object(members)
                return
            }
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }

        init(_ value: JSONValue) {
            switch value {
            case .null: self = .null
            case .bool(let flag): self = .bool(flag)
            case .number(let number): self = .number(number)
            case .string(let text): self = .string(text)
            case .array(let elements): self = .array(elements.map(FoundationValue.init))
            case .object(let members):
                self = .object(Dictionary(uniqueKeysWithValues: members.map { ($0.key, FoundationValue($0.value)) }))
            }
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    @Test func bothParsersReadTheSameValuesFromEveryVectorAndFuzzText() throws {
        let texts = try ProjectTexts.all()
        #expect(texts.count >= 500)
        var agreed = 0
        for (name, bytes) in texts {
            let ours = Result { () throws(JSONSyntaxError) -> JSONValue in try JSONParser().parse(bytes) }
            let foundation = Result { try JSONDecoder().decode(FoundationValue.self, from: bytes) }
            switch (ours, foundation) {
            case (.success(let value), .success(let other)):
                #expect(FoundationValue(value) == other, "\(name)")
                agreed += 1
            case (.success, .failure):
                Issue.record("\(name): the engine accepted a text JSONDecoder refuses")
            case (.failure, _):
                break
            }
        }
        // Every vector file is valid JSON; only fuzz lines may be refused.
        #expect(agreed >= texts.filter { !$0.name.contains("FuzzCorpus") }.count)
    }
}
