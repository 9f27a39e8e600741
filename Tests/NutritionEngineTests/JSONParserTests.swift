import Foundation
import NutritionEngine
import TestSupport
import Testing

@Suite struct JSONParserTests {
    func parse(_ text: String) throws -> JSONValue { try JSONParser().parse(text) }

    func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONParser().parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" { "a": [1, -2.5e2, true, false, null, "x\ny\u00e9\ud83d\ude00"], "b": {} } "#)
        #expect(value == ["a": [1, -250, true, false, nil, "x\nyé😀"], "b": [:]])
    }

    @Test func agreesWithTheStandardLibraryOnRandomDecimals() throws {
        // Clinger's fast path must give the correctly rounded double, like Double(String) does.
        var random = SplitMix64(seed: 20261130)
        for _ in 0..<20_000 {
            let mantissa = Int64.random(in: -999_999_999_999_999...999_999_999_999_999, using: &random)
            let exponent = Int.random(in: -30...30, using: &random)
            let text = "\(mantissa)e\(exponent)"
            let decimal = "\(mantissa / 1000).\(String(abs(mantissa % 1000)).leftPadded(to: 3))"
            #expect(try parse(text) == .number(Double(text) ?? .nan), "\(text)")
            #expect(try parse(decimal) == .number(Double(decimal) ?? .nan), "\(decimal)")
        }
    }

    @Test func longMantissasAndTinyNumbersUseTheCorrectlyRoundedPath() throws {
        #expect(try parse("0.30000000000000004441") == .number(0.30000000000000004))
        #expect(try parse("123456789012345678901234567890") == .number(1.2345678901234568e29))
        #expect(try parse("1e-320") == .number(Double("1e-320") ?? .nan))
        #expect(try parse("-0") == .number(-0.0))
    }

    @Test func duplicateKeysAreRefusedWithTheirPath() {
        let error = syntaxError(Array(#"{"person": {"ageYears": 3, "ageYears": 4}}"#.utf8))
        #expect(error?.kind == .duplicateKey)
        #expect(error?.path == JSONPointer("/person/ageYears"))
    }

    @Test func duplicatesAreFoundInLargeObjectsInLinearTime() {
        // 200,000 distinct members parse; a repeat of the 17th key (past the scan limit) is still caught.
        let members = (0..<200_000).map { "\"k\($0)\": \($0)" }
        #expect(syntaxError(Array(("{" + members.joined(separator: ",") + "}").utf8)) == nil)
        let repeated = "{" + (members[0..<40] + ["\"k16\": 0"]).joined(separator: ",") + "}"
        #expect(syntaxError(Array(repeated.utf8))?.kind == .duplicateKey)
        let early = "{" + (members[0..<5] + ["\"k3\": 0"]).joined(separator: ",") + "}"
        #expect(syntaxError(Array(early.utf8))?.kind == .duplicateKey)
    }

    @Test func objectEqualityIgnoresMemberOrder() throws {
        #expect(try parse(#"{"a": 1, "b": [2]}"#) == (try parse(#"{"b": [2], "a": 1}"#)))
        #expect(try parse(#"{"a": 1}"#) != (try parse(#"{"a": 1, "b": 2}"#)))
    }

    @Test(arguments: [
        ("", JSONSyntaxError.Kind.emptyInput), ("   \n", .emptyInput), ("{} x", .invalidJSON), ("[1,]", .invalidJSON),
        ("{\"a\":1,}", .invalidJSON), ("01", .invalidJSON), ("1.", .invalidJSON), ("-", .invalidJSON),
        ("NaN", .invalidJSON),
        ("Infinity", .invalidJSON), ("1e400", .numberOutOfRange), ("-1e400", .numberOutOfRange),
        ("\"abc", .invalidJSON),
        ("\"a\u{01}\"", .invalidJSON), ("\"\\x\"", .invalidJSON), ("\"\\ud800\"", .invalidJSON),
        ("\"\\udc00\"", .invalidJSON),
        ("tru", .invalidJSON), ("{'a': 1}", .invalidJSON), ("[1 2]", .invalidJSON),
    ])
    func malformedTextIsRefused(text: String, kind: JSONSyntaxError.Kind) {
        #expect(syntaxError(Array(text.utf8))?.kind == kind)
    }

    @Test func invalidUTF8IsRefusedNotRepaired() {
        #expect(syntaxError([0x22, 0x61, 0xFF, 0x22])?.kind == .invalidUTF8)
        #expect(syntaxError([0x22, 0x5C, 0x6E, 0xC3, 0x22])?.kind == .invalidUTF8)
    }

    @Test func deepNestingIsRefusedWithoutRecursingFurther() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(syntaxError(Array(deep.utf8))?.kind == .nestingTooDeep)
        let shallow = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(syntaxError(Array(shallow.utf8)) == nil)
    }

    @Test func errorsNameLineAndColumn() {
        let error = syntaxError(Array("{\n  \"a\": [1,\n   x]\n}".utf8))
        #expect(error?.line == 3)
        #expect(error?.column == 4)
        #expect(error?.path == JSONPointer("/a/1"))
    }

    @Test func writerOutputParsesBackToTheSameValue() throws {
        let value: JSONValue = ["z": [1, 2.5, "a\"b\\c\u{1}/"], "a": ["nested": nil, "flag": false], "é": -0.001]
        for style in [JSONWriter.Style.pretty, .compact] {
            #expect(try parse(try JSONWriter(style: style).string(value)) == value)
        }
    }

    @Test func writerSortsKeysAndNormalisesNumbers() throws {
        let text = try JSONWriter(style: .compact).string(["b": 1, "a": -0.0, "c": 2929.06, "d": 1e20])
        #expect(text == #"{"a":0,"b":1,"c":2929.06,"d":1e+20}"#)
    }

    @Test func writerRefusesNonFiniteNumbersWithTheirPath() {
        do {
            _ = try JSONWriter().string(["a": [.number(.infinity)]])
            Issue.record("a non-finite number was written")
        } catch {
            #expect(error.path == JSONPointer("/a/0"))
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
