import Foundation
import NutritionLab
import TestSupport
import Testing

@testable import NutritionEngine

/// The byte reader of the field tables (`FieldBytesReader.swift`), which decodes the `days` and
/// `/plan/history` arrays, against the tree reader it shortcuts, on whole documents.
///
/// `InputDocumentReader.read(bytes)` takes the fast path; `read(JSONParser().parse(bytes))` never
/// does. Both must give the same document, or the same issues (codes, paths, messages), on every
/// text the project keeps and on synthetic documents with one day broken in each way the fast path
/// must hand back to the tree reader. It sits with the lab's tests because those documents are the
/// lab's own (`SyntheticPlanDocument`, what the rescore benchmark feeds the fast path).
@Suite struct BytesDecoderAgreementTests {
    /// The outcome of reading `bytes` one way: the document or its sorted issues.
    static func outcome(_ read: () throws(ValidationFailure) -> InputDocument) -> Result<
        InputDocument, ValidationFailure
    > {
        do { return .success(try read()) } catch { return .failure(error) }
    }

    static func treeOutcome(_ bytes: [UInt8]) -> Result<InputDocument, ValidationFailure> {
        outcome { () throws(ValidationFailure) -> InputDocument in
            let value: JSONValue
            do throws(JSONSyntaxError) { value = try JSONParser().parse(bytes) } catch {
                throw ValidationFailure([ValidationIssue(error)])
            }
            return try InputDocumentReader.read(value)
        }
    }

    static func fastOutcome(_ bytes: [UInt8]) -> Result<InputDocument, ValidationFailure> {
        outcome { () throws(ValidationFailure) -> InputDocument in try InputDocumentReader.read(bytes) }
    }

    @Test func bothReadersAgreeOnEveryVectorAndFuzzText() throws {
        let texts = try ProjectTexts.all()
        #expect(texts.count >= 500)
        var documentsWithDays = 0
        for (name, data) in texts {
            let bytes = Array(data)
            #expect(Self.fastOutcome(bytes) == Self.treeOutcome(bytes), "\(name)")
            if case .success(let document) = Self.fastOutcome(bytes), !document.dayLog.days.isEmpty {
                documentsWithDays += 1
            }
        }
        // The comparison means something only if the texts hold valid documents with days.
        #expect(documentsWithDays >= 10)
    }

    /// A synthetic document (a year of plain days) as one line of bytes.
    static func syntheticLine(index: Int) throws -> String {
        var random = SplitMix64(seed: UInt64(20_261_130 + index))
        let asOf = try #require(CalendarDate(iso: "2026-11-30"))
        return try JSONWriter(style: .compact).string(
            SyntheticPlanDocument.json(index: index, days: 60, asOf: asOf, random: &random))
    }

    @Test func plainSyntheticDaysTakeTheFastPathAndReadTheSame() throws {
        for index in 0..<8 {
            let bytes = Array(try Self.syntheticLine(index: index).utf8)
            let (tree, decoded, history) = try JSONParser().parseDecodingEntries(bytes)
            #expect(decoded?.count == 60, "plan \(index): the fast path was not taken for days")
            #expect(
                history != nil && history?.count == tree["plan", "history"]?.arrayValue?.count,
                "plan \(index): the fast path was not taken for the history")
            #expect(Self.fastOutcome(bytes) == Self.treeOutcome(bytes), "plan \(index)")
        }
    }

    /// The members of a day inserted before the first one: each is something the fast path must
    /// refuse (an error, or a shape it does not decode), or accept with the same value.
    static let dayEdits: [String] = [
        #""date":null"#, #""date":"2025-02-30""#, #""date":2025"#, #""date":"2025-10-0\u0031""#,
        #""date":"2025-10-01","date":"2025-10-01""#,
        #""date":"2025-10-01","intakeKcal":-1"#, #""date":"2025-10-01","intakeKcal":30001"#,
        #""date":"2025-10-01","intakeKcal":"2000""#,
        #""date":"2025-10-01","intakeKcal":1e999"#, #""date":"2025-10-01","intakeKcal":-"#,
        #""date":"2025-10-01","intakeKcal":01"#,
        #""date":"2025-10-01","intakeKcal":2000.123456789012345678"#, #""date":"2025-10-01","intakeKcal":null"#,
        #""date":"2025-10-01","steps":12.5"#, #""date":"2025-10-01","steps":1e5"#,
        #""date":"2025-10-01","steps":300001"#,
        #""date":"2025-10-01","weightKg":1"#, #""date":"2025-10-01","weightLb":180"#,
        #""date":"2025-10-01","weightKg":80,"weightLb":180"#,
        #""date":"2025-10-01","trainingTypes":[]"#, #""date":"2025-10-01","trainingTypes":["strength","run"]"#,
        #""date":"2025-10-01","trainingTypes":[""]"#, #""date":"2025-10-01","trainingTypes":[1]"#,
        #""date":"2025-10-01","trainingTypes":"run""#,
        #""date":"2025-10-01","trainingTypes":["Lauf\u00e9"]"#, #""date":"2025-10-01","trainingTypes":["Laufé"]"#,
        #""date":"2025-10-01","intakeCompleteness":"Complete""#, #""date":"2025-10-01","reviewStatus":"reopened""#,
        #""date":"2025-10-01","bodyFatPercent":20,"bodyFatMethod":"dexa""#,
        #""date":"2025-10-01","bodyFatMethod":"dexa""#,
        #""date":"2025-10-01","wieght":80"#, #""date":"2025-10-01" , "alcoholG" : 12.5 "#,
        #""date":"2025-10-01","trainingMinutes":1441"#,
        #""date":"2025-10-01","proteinG":-0.0"#, #""date":"2025-10-01","intakeKcal":2E3"#, #""date":"2025-12-31""#,
    ]

    @Test func everyBrokenOrUnusualDayReadsTheSameBothWays() throws {
        let line = try Self.syntheticLine(index: 3)
        let daysStart = try #require(line.range(of: #""days":["#))
        var refused = 0
        for edit in Self.dayEdits {
            let edited = line.replacingCharacters(in: daysStart, with: #""days":[{"# + edit + "},")
            let bytes = Array(edited.utf8)
            let fast = Self.fastOutcome(bytes)
            #expect(fast == Self.treeOutcome(bytes), "\(edit)")
            if case .failure = fast { refused += 1 }
        }
        // Most edits are errors; the comparison covers their messages and paths too.
        #expect(refused >= 20)
        // Whole-array shapes: not an array, empty, a non-object element, a trailing comma, a cut line.
        for replacement in [#""days":{},"x":["#, #""days":[],"x":["#, #""days":[1,"#, #""days":[,"#, #""days":[{}, "#] {
            let edited = line.replacingCharacters(in: daysStart, with: replacement)
            #expect(Self.fastOutcome(Array(edited.utf8)) == Self.treeOutcome(Array(edited.utf8)), "\(replacement)")
        }
        let cut = Array(line.utf8.prefix(line.utf8.count / 3))
        #expect(Self.fastOutcome(cut) == Self.treeOutcome(cut))
        // A nesting limit the days would exceed is reported as the tree parser reports it.
        let withTraining = Array(
            line.replacingCharacters(in: daysStart, with: #""days":[{"date":"2025-10-01","trainingTypes":["run"]},"#)
                .utf8)
        for depth in 1...4 {
            let tree = Result { () throws(JSONSyntaxError) -> JSONValue in
                try JSONParser(maximumDepth: depth).parse(withTraining)
            }
            let fast = Result { () throws(JSONSyntaxError) -> JSONValue in
                try JSONParser(maximumDepth: depth).parseDecodingDays(withTraining).0
            }
            switch (tree, fast) {
            case (.failure(let treeError), .failure(let fastError)):
                #expect(ValidationIssue(treeError) == ValidationIssue(fastError), "depth \(depth)")
            case (.success, .success): break
            default: Issue.record("depth \(depth): one parser accepted what the other refused")
            }
        }
    }

    /// Events inserted at the start of the plan history: each is something the fast path must refuse
    /// (an error, or a shape it does not decode), or accept with the same value.
    static let eventEdits: [String] = [
        #"{"algorithmVersion":"v","date":"2026-01-01","eligibility":"eligible","goal":{"kind":"lose","x":[1,"#
            + #"{"y":null}]},"kind":"planCreated","policyVersion":"p","targetSource":"recommended"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","eligibility":"maybe","kind":"planCreated","#
            + #""policyVersion":"p","targetSource":"recommended"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","eligibility":"eligible","kind":"planCreated","#
            + #""targetSource":"recommended"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","eligibility":"eligible","goal":null,"kind":"planCreated","#
            + #""policyVersion":"p","targetSource":"recommended"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","eligibility":"eligible","goal":{"a":1,"a":2},"#
            + #""kind":"planCreated","policyVersion":"p","targetSource":"recommended"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","eligibility":"eligible","kind":"planCreated","#
            + #""policyVersion":"p","targetKcalPerDay":20001,"targetSource":"recommended"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","eligibility":"eligible","kind":"planCreated","#
            + #""policyVersion":"p","targetSource":"guess"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","eligibility":"eligible","kind":"planCreated","#
            + #""policyVersion":"p","targetSource":"recommended","week":"2026-01-01"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"checkInCompleted","week":"2025-12-22"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"checkInCompleted"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"checkInCompleted","week":"2025-12-22","foo":1}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"checkInCompleted","kind":"checkInCompleted","#
            + #""week":"2025-12-22"}"#,
        #"{"algorithmVersion":"v","date":"2026-13-01","kind":"checkInCompleted","week":"2025-12-22"}"#,
        #"{"algorithmVersion":"vé","date":"2026-01-01","kind":"checkInCompleted","week":"2025-12-22"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"checkedIn","week":"2025-12-22"}"#,
        #"{"date":"2026-01-01","kind":"checkInCompleted","week":"2025-12-22"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"decisionUndone","targetKcalPerDay":2000,"#
            + #""undoesEvent":3}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"decisionUndone","targetKcalPerDay":2000,"#
            + #""undoesEvent":1.5}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"decisionUndone","targetKcalPerDay":2000,"#
            + #""undoesEvent":-1}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","details":["a",""],"kind":"algorithmReset"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","details":["a",2],"kind":"algorithmReset"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","details":"a","kind":"algorithmReset"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","details":["a\nb"],"kind":"planArchived"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"recommendationOffered","#
            + #""recommendation":{"kind":"adjust","newTargetKcalPerDay":1900,"changeKcalPerDay":-100,"#
            + #""reasonCodes":["x",""]},"week":"2025-12-22"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"recommendationOffered","#
            + #""recommendation":{"kind":"adjust","newTargetKcalPerDay":1900},"week":"2025-12-22"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"recommendationOffered","#
            + #""recommendation":{"kind":"keep","reasonCodes":[1,"x"]},"week":"2025-12-22"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"recommendationOffered","#
            + #""recommendation":{"kind":"keep","why":"x"},"week":"2025-12-22"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"recommendationOffered","#
            + #""recommendation":{"kind":"keep","changeKcalPerDay":-20001},"week":"2025-12-22"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"recommendationOffered","recommendation":{},"#
            + #""week":"2025-12-22"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"recommendationOffered","recommendation":"keep","#
            + #""week":"2025-12-22"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"recommendationRejected"}"#,
        #"{"algorithmVersion":"v","date":"2026-01-01","kind":"recommendationRejected","targetKcalPerDay":null}"#,
        #"{}"#, #"1"#, #"null"#,
    ]

    @Test func everyBrokenOrUnusualEventReadsTheSameBothWays() throws {
        let line = try Self.syntheticLine(index: 5)
        let historyStart = try #require(line.range(of: #""history":["#))
        var refused = 0
        for edit in Self.eventEdits {
            let bytes = Array(line.replacingCharacters(in: historyStart, with: #""history":["# + edit + ",").utf8)
            let fast = Self.fastOutcome(bytes)
            #expect(fast == Self.treeOutcome(bytes), "\(edit)")
            if case .failure = fast { refused += 1 }
        }
        #expect(refused >= 20)
        // A goal nested past the parser's limit is refused at the same place both ways.
        let deepGoal = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        let deep =
            #"{"algorithmVersion":"v","date":"2026-01-01","eligibility":"eligible","goal":"# + deepGoal
            + #","kind":"planCreated","policyVersion":"p","targetSource":"recommended"}"#
        let bytes = Array(line.replacingCharacters(in: historyStart, with: #""history":["# + deep + ",").utf8)
        #expect(Self.fastOutcome(bytes) == Self.treeOutcome(bytes))
        if case .success = Self.fastOutcome(bytes) { Issue.record("a goal nested 70 deep was accepted") }
    }
}
