import Foundation
import TestSupport
import Testing

@testable import NutritionEngine

/// The byte reader decodes each object of an array, and each nested object in it, into the storage
/// the previous one left (moved out and back, its room kept, only its bits cleared). These tests
/// check that a reused storage decodes to the same fields as a fresh one, over seeded foods with
/// nested `nutrients` objects, some of them refused mid-object (a bad unit, a value out of range,
/// an unknown or repeated member, a text cut short), so that no leftover of an earlier object, nor
/// of one given up half-way, shows through.
@Suite struct FieldStorageReuseTests {
    static let path = JSONPointer(tokens: ["days", "0", "foods", "0"])

    /// One nutrient amount's text: usually valid, sometimes refused.
    static func amountText(_ random: inout SplitMix64) -> String {
        let units = ["g", "mg", "mcg", "ug", "\\u00b5g", "kcal", "cups"]
        let unit = random.chance(0.85) ? units[Int(random.next() % 4)] : units[4 + Int(random.next() % 3)]
        let value: String =
            switch random.next() % 10 {
            case 0: "-1"
            case 1: "100001"
            case 2: "\"12\""
            default: String(Double(random.next() % 100_000) / 8)
            }
        var members = [("unit", "\"\(unit)\""), ("value", value)]
        if random.chance(0.3) { members.reverse() }
        if random.chance(0.05) { members.removeLast() }
        if random.chance(0.03) { members.append(("unit", "\"g\"")) }
        if random.chance(0.03) { members.append(("extra", "1")) }
        return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// One food's text: a few members, most often a `nutrients` object of a few amounts, and
    /// sometimes a refused member or a text cut short.
    static func foodText(_ random: inout SplitMix64) -> String {
        var members: [(String, String)] = []
        if random.chance(0.5) { members.append(("id", "\"f\(random.next() % 50)\"")) }
        members.append(("meal", random.chance(0.95) ? "\"lunch\"" : "\"brunch\""))
        members.append(("name", random.chance(0.95) ? "\"food \(random.next() % 9)\"" : "\"\""))
        if random.chance(0.8) {
            members.append(("kcal", random.chance(0.95) ? String(Double(random.next() % 24_000) / 3) : "40000"))
        }
        if random.chance(0.4) { members.append(("proteinG", String(random.next() % 90))) }
        if random.chance(0.3) { members.append(("group", "\"g\(random.next() % 4)\"")) }
        if random.chance(0.2) {
            members.append(("templateVersion", String(1 + random.next() % 9)))
            if random.chance(0.9) { members.append(("templateId", "\"t\"")) }
        }
        if random.chance(0.8) {
            var nutrients: [String] = []
            for nutrient in Nutrient.allCases where random.chance(0.15) {
                nutrients.append("\"\(nutrient.rawValue)\":\(amountText(&random))")
            }
            if random.chance(0.03) { nutrients.append("\"unobtainium\":{\"unit\":\"g\",\"value\":1}") }
            members.append(("nutrients", "{" + nutrients.joined(separator: ",") + "}"))
        }
        if random.chance(0.3) { members.shuffle(using: &random) }
        var text = "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        if random.chance(0.05) { text.removeLast(1 + Int(random.next() % UInt64(text.count - 1))) }
        return text
    }

    /// Decodes `text` as one food into `storage`: whether it was accepted and where the cursor ended.
    static func decode(_ text: String, into storage: inout FieldStorage) -> (accepted: Bool, offset: Int) {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var cursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            cursor.path = [.key("days"), .index(0), .key("foods"), .index(0)]
            let accepted = cursor.decodeNestedObject(FoodFields.self, into: &storage)
            return (accepted, cursor.offset)
        }
    }

    /// Decodes `text` as an array of foods into `storages`.
    static func decodeArray(_ text: String, into storages: inout [FieldStorage]) -> (accepted: Bool, offset: Int) {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var cursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            cursor.path = [.key("foods")]
            let accepted = cursor.decodeNestedObjects(FoodFields.self, into: &storages)
            return (accepted, cursor.offset)
        }
    }

    @Test func reusedStorageDecodesEachFoodAsAFreshOne() {
        var random = SplitMix64(seed: 20_261_201)
        var reused = FieldStorage.empty
        var accepted = 0
        var refused = 0
        for index in 0..<3_000 {
            let text = Self.foodText(&random)
            var fresh = FieldStorage.empty
            let again = Self.decode(text, into: &reused)
            let once = Self.decode(text, into: &fresh)
            #expect(again.accepted == once.accepted, "food \(index): \(text)")
            guard again.accepted, once.accepted else {
                refused += 1
                continue
            }
            accepted += 1
            #expect(again.offset == once.offset, "food \(index): \(text)")
            let reusedValues = FieldValues<FoodFields>(reused)
            let freshValues = FieldValues<FoodFields>(fresh)
            #expect(reusedValues == freshValues, "food \(index): \(text)")
            #expect(
                FoodFields.build(reusedValues, at: Self.path) == FoodFields.build(freshValues, at: Self.path),
                "food \(index): \(text)")
        }
        // Both kinds occur often enough to mean something.
        #expect(accepted > 500)
        #expect(refused > 500)
    }

    @Test func reusedStoragesDecodeEachArrayOfFoodsAsFreshOnes() {
        var random = SplitMix64(seed: 20_261_202)
        var reused: [FieldStorage] = []
        var acceptedArrays = 0
        for index in 0..<1_000 {
            let count = Int(random.next() % 6)
            var foods: [String] = []
            for _ in 0..<count {
                // Mostly plain foods, so that whole arrays are accepted; a refused one ends the array.
                var text = Self.foodText(&random)
                while random.chance(0.7), !Self.accepts(text) { text = Self.foodText(&random) }
                foods.append(text)
            }
            let text = "[" + foods.joined(separator: ",") + "]"
            var fresh: [FieldStorage] = []
            let again = Self.decodeArray(text, into: &reused)
            let once = Self.decodeArray(text, into: &fresh)
            #expect(again.accepted == once.accepted, "array \(index): \(text)")
            guard again.accepted, once.accepted else { continue }
            acceptedArrays += 1
            #expect(again.offset == once.offset, "array \(index)")
            #expect(reused.count == count && fresh.count == count, "array \(index)")
            for (left, right) in zip(reused, fresh) {
                let reusedValues = FieldValues<FoodFields>(left)
                let freshValues = FieldValues<FoodFields>(right)
                #expect(reusedValues == freshValues, "array \(index): \(text)")
                #expect(
                    FoodFields.build(reusedValues, at: Self.path) == FoodFields.build(freshValues, at: Self.path),
                    "array \(index): \(text)")
            }
        }
        #expect(acceptedArrays > 200)
    }

    /// Whether the byte reader accepts `text` as one food (into a fresh storage).
    static func accepts(_ text: String) -> Bool {
        var storage = FieldStorage.empty
        return decode(text, into: &storage).accepted
    }
}
