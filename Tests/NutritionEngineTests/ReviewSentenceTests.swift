import Testing

@testable import NutritionEngine

/// The review list's sentences, word for word, for every kind of item whose words do not depend on
/// the day (they are built once, not for each item). The expected texts are typed here from the
/// wording the items have always had, not taken from the program.
@Suite struct ReviewSentenceTests {
    static var first: CalendarDate {
        guard let date = CalendarDate(year: 2026, month: 11, day: 2) else { preconditionFailure("test date") }
        return date
    }

    /// The ledger's review items for `days` (listed from `first` on, one a day) against a
    /// maintenance of `maintenance` kcal/day (nil: none), keyed by day offset.
    static func items(_ days: [LoggedDay], maintenance: Double? = 2000) throws -> [Int: [ReviewItem]] {
        let ledger = try #require(
            DayLedger(
                log: DayLog(days: days, origin: .days),
                maintenance: maintenance.map { MaintenanceReference(kcalPerDay: $0, source: .supplied) }))
        return Dictionary(grouping: ledger.reviewList) { first.days(to: $0.date) }
    }

    static func day(
        _ offset: Int, kcal: Double?, _ completeness: IntakeCompleteness = .unknown, _ review: ReviewStatus = .open,
        kg: Double? = nil
    ) -> LoggedDay {
        LoggedDay(
            date: first.adding(days: offset), intakeKcal: kcal, intakeCompleteness: completeness,
            reviewStatus: review, weightKg: kg)
    }

    @Test func suspectIntakeSentencesByDirectionAndDeclaration() throws {
        // Maintenance 2000: 500 kcal is below 50 %, 5000 above 200 %.
        let items = try Self.items([
            Self.day(0, kcal: 500, .complete), Self.day(1, kcal: 500), Self.day(2, kcal: 5000, .complete),
            Self.day(3, kcal: 5000),
        ])
        let expected: [(String, String)] = [
            (
                "logged intake is unusually low for your maintenance estimate; if it is right, mark it reconciled; "
                    + "otherwise correct it",
                "please confirm this day's log: if it is right, mark it reconciled; otherwise correct it"
            ),
            (
                "logged intake is unusually low for your maintenance estimate; if it is right, declare it complete "
                    + "and mark it reconciled; otherwise correct it",
                "please confirm this day's log: if it is right, declare it complete and mark it reconciled; "
                    + "otherwise correct it"
            ),
            (
                "logged intake is unusually high for your maintenance estimate; if it is right, mark it reconciled; "
                    + "otherwise correct it",
                "please confirm this day's log: if it is right, mark it reconciled; otherwise correct it"
            ),
            (
                "logged intake is unusually high for your maintenance estimate; if it is right, declare it complete "
                    + "and mark it reconciled; otherwise correct it",
                "please confirm this day's log: if it is right, declare it complete and mark it reconciled; "
                    + "otherwise correct it"
            ),
        ]
        for (offset, (message, manualOnly)) in expected.enumerated() {
            let item = try #require(items[offset]?.only)
            #expect(item.action == .confirmSuspectIntake)
            #expect(item.message == message)
            #expect(item.manualOnlyMessage == manualOnly)
        }
    }

    @Test func partialDaySentenceByDeclaration() throws {
        // Five evidence days of 2000 kcal, then 1300 kcal: inside the maintenance band (above 1000),
        // below 0.7 × the recent median of 2000 = 1400, so asked about as a partial day.
        let usual = (0..<5).map { Self.day($0, kcal: 2000, .complete) }
        let items = try Self.items(usual + [Self.day(5, kcal: 1300, .complete), Self.day(6, kcal: 1300)])
        #expect(
            items[5]?.map(\.message) == [
                "logged intake is far below what you usually log; if the log is complete, mark it reconciled; if "
                    + "part of the day is missing, declare it incomplete"
            ])
        #expect(
            items[6]?.map(\.message) == [
                "logged intake is far below what you usually log; if the log is complete, declare it complete and "
                    + "mark it reconciled; if part of the day is missing, declare it incomplete"
            ])
        #expect(items[5]?.only?.action == .confirmPartialDay && items[6]?.only?.action == .confirmPartialDay)
    }

    @Test func sentencesThatDependOnNothingButTheirKind() throws {
        // 500 kg is outside the plausible 25–400 kg; 90 kg after three days of 80 kg jumps 12.5 % from
        // their median (more than 3 %).
        let items = try Self.items([
            Self.day(0, kcal: 2000, .complete, .reopened), Self.day(1, kcal: 2000, .incomplete),
            Self.day(2, kcal: 2000, .complete, kg: 500), Self.day(3, kcal: 2000, .complete, kg: 80),
            Self.day(4, kcal: 2000, .complete, kg: 80), Self.day(5, kcal: 2000, .complete, kg: 80),
            Self.day(6, kcal: 2000, .complete, kg: 90),
        ])
        #expect(items[0]?.map(\.message) == ["the day was reopened for review; mark it reconciled when done"])
        #expect(items[1]?.map(\.message) == ["the log is declared incomplete; finishing it would make the day count"])
        #expect(
            items[2]?.map(\.message) == [
                "the weigh-in is outside the plausible range and is left out of the trend; correct it if it was "
                    + "mistyped"
            ])
        #expect(
            items[6]?.map(\.message) == [
                "the weigh-in jumps away from the neighbouring weigh-ins and is left out of the trend; correct it if "
                    + "it was mistyped"
            ])
        #expect(items[3] == nil && items[4] == nil && items[5] == nil)
        let unchecked = try Self.items([Self.day(0, kcal: 2000)], maintenance: nil)
        #expect(
            unchecked[0]?.map(\.message) == [
                "intake is logged but its completeness is unknown and cannot be checked without a person; declare "
                    + "it complete or incomplete"
            ])
    }
}

extension Array {
    /// The one element, or nil when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
