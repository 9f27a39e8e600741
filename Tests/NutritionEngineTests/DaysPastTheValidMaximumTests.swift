import Testing

@testable import NutritionEngine

/// A `days` array longer than any valid document's (issue 20): the byte decoder keeps the first
/// `DayLogReader.maximumDaysOfAValidDocument` days whole and only the dates of the rest, and the
/// problems listed are still the first found, with the count of the others.
@Suite struct DaysPastTheValidMaximumTests {
    static let cap = ValidationIssue.maximumListedPerDocument
    static let maximum = DayLogReader.maximumDaysOfAValidDocument

    static func document(_ days: [String], asOf: String? = nil) -> [UInt8] {
        let asOfMember = asOf.map { #""asOf": ""# + $0 + #"", "# } ?? ""
        return Array((#"{"schemaVersion": 1, "# + asOfMember + #""days": ["# + days.joined(separator: ",") + "]}").utf8)
    }

    static func issues(_ read: () throws(ValidationFailure) -> InputDocument) -> [ValidationIssue] {
        do {
            _ = try read()
            return []
        } catch {
            return error.issues
        }
    }

    @Test func aHugeDuplicateDocumentListsTheCapAndCountsTheRest() throws {
        // Five times as many copies of one day as a valid document can hold: every copy after the
        // first repeats its date, so there are copies - 1 problems; the first `cap` are listed.
        let copies = 5 * Self.maximum
        let bytes = Self.document(Array(repeating: #"{"date": "2026-01-01", "intakeKcal": 2000}"#, count: copies))
        let (_, kept, _, past) = try JSONParser().parseDecodingEntries(
            bytes, keepingAtMostDays: Self.maximum)
        #expect(kept?.count == Self.maximum)
        #expect(past?.count == copies - Self.maximum)
        #expect(past?.withFoods.isEmpty == true)

        let issues = Self.issues { () throws(ValidationFailure) in try InputDocumentReader.read(bytes) }
        #expect(issues.count == Self.cap + 1)
        // The first found, in document order: the copies at indices 1...cap, each naming the first.
        #expect(
            Set(issues.dropLast().map(\.path.description)) == Set((1...Self.cap).map { "/days/\($0)/date" }))
        #expect(issues.dropLast().allSatisfy { $0.code == .duplicateDate })
        #expect(issues.dropLast().allSatisfy { $0.message == "2026-01-01 is already listed at /days/0" })
        #expect(
            issues.last
                == ValidationIssue(
                    path: .root, code: .tooManyIssues,
                    message:
                        "\(copies - 1 - Self.cap) more issues not listed (at most \(Self.cap) are listed per document; "
                        + "fix these and run again)"))
    }

    /// Documents past the maximum whose problems lie in the reduced days: the tree reader, which
    /// keeps every day, is the reference, and the byte reader must list the same issues.
    static let pastTheMaximum: [(name: String, bytes: [UInt8])] = {
        let start = CalendarDate(dayNumber: 20_000)
        func day(_ offset: Int, foods: String = "") -> String {
            #"{"date": ""# + start.adding(days: offset).description + #"", "intakeKcal": 2000"# + foods + "}"
        }
        let count = Self.maximum + 500
        let food = #", "foods": [{"id": "oats-1", "meal": "breakfast", "name": "oats", "kcal": 2000}]"#
        return [
            // Distinct dates running back from the first: one span problem, with the earliest date.
            ("backwards", document((0..<count).map { day(-$0) })),
            // Distinct dates forward without asOf: the evaluation day is the day after the last listed.
            ("forwards", document((0..<count).map { day($0) })),
            // Forward past a declared asOf: one "after asOf" problem counting the days past the kept ones.
            ("after asOf", document((0..<count).map { day($0) }, asOf: start.adding(days: 3000).description)),
            // A few problems only past the maximum: the first days are distinct, then duplicates of
            // earlier and of later days, and a food id used twice (kept whole for its check).
            (
                "mixed",
                document(
                    (0..<Self.maximum).map { day($0) } + [day(5), day(-1), day(-1), day(-2, foods: food)]
                        + [day(-3, foods: food)] + (0..<300).map { day(-1 - $0 % 40) })
            ),
        ]
    }()

    @Test(arguments: pastTheMaximum.indices)
    func theByteReaderListsWhatTheTreeReaderLists(_ index: Int) throws {
        let (name, bytes) = Self.pastTheMaximum[index]
        let tree = try JSONParser().parse(bytes)
        let reference = Self.issues { () throws(ValidationFailure) in try InputDocumentReader.read(tree) }
        let fast = Self.issues { () throws(ValidationFailure) in try InputDocumentReader.read(bytes) }
        #expect(!reference.isEmpty, "\(name): a document past the maximum is invalid")
        #expect(fast == reference, "\(name)")
        let (_, _, _, past) = try JSONParser().parseDecodingEntries(bytes, keepingAtMostDays: Self.maximum)
        #expect(past?.firstIndex == Self.maximum, "\(name): the days past the maximum are reduced")
        if name == "mixed" {
            // The food id used twice lies past the maximum: found from the day kept whole.
            #expect(past?.withFoods.count == 2)
            #expect(reference.contains { $0.code == .duplicateId })
        }
    }
}
