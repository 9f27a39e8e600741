import Foundation
import NutritionEngine
import TestSupport
import Testing

/// `Evaluate.today` (issue 21): which day today is, calories and protein remaining, the week so far
/// with its coverage, one next action, and manual-only with the person's own target only. Every
/// figure is worked by hand from the fixture Vectors/today/rollover-hour-json/input.json:
/// Europe/Berlin, the day starts at 04:00, a Lose plan at 1950 kcal created Monday 26 October with
/// that week's check-in recorded; 26 October to 1 November 1900 kcal each (weigh-ins 80.0 on the
/// 26th and 79.4 on the 1st), Monday 2 November 2000 kcal, 130 g, 9000 steps, 79.6 kg; Tuesday
/// 1800 kcal, 110 g, 11000 steps, 40 min strength, 20 g alcohol; Wednesday missing; Thursday 5
/// November (today) 850 kcal and 60 g so far.
@Suite struct TodayEvaluationTests {
    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Vectors")

    /// The fixture as a JSON object, for a test to change.
    static func fixture() throws -> [String: Any] {
        let data = try Data(contentsOf: vectors.appendingPathComponent("today/rollover-hour-json/input.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func document(_ object: [String: Any]) throws -> InputDocument {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return try SourceDocument(json: try JSONParser().parse(Array(data))).document
    }

    static func at(_ text: String) throws -> Timestamp { try #require(Timestamp(text)) }

    static func today(_ object: [String: Any], at text: String) throws -> TodayResult {
        try Evaluate.today(
            TodayRequest(
                document: try document(object), at: try at(text),
                writtenOffsetSeconds: Timestamp.writtenOffsetSeconds(text)
            ), policy: .standard)
    }

    static func report(_ result: TodayResult) throws -> TodayReport {
        guard case .today(let report) = result else { throw Failure("expected the eligible view, found \(result)") }
        return report
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The trend by hand (α = 0.1 a day, 1 − 0.9ⁿ over a gap of n days): 80.0 on 26 October; 79.4
    /// six days later moves it by 1 − 0.9⁶ = 0.468559 of the gap, to 79.7188646; 79.6 the next day
    /// by 0.1, to 79.7069781, carried to Wednesday.
    static let trendBeforeWeek = 80 + (1 - pow(0.9, 6)) * (79.4 - 80)
    static let trendNow = trendBeforeWeek + 0.1 * (79.6 - trendBeforeWeek)

    /// 01:30 on Friday 6 November (CET, +01:00) is before the 04:00 start, so it is still Thursday;
    /// 04:00 is Friday. Calories: 1950 − 850 = 1100 kcal, 850 / 1950 = 43.59 %.
    @Test func theRolloverHourPutsANightOnThePreviousDay() throws {
        let night = try Self.report(try Self.today(try Self.fixture(), at: "2026-11-06T01:30:00+01:00"))
        #expect(night.day.date == CalendarDate(iso: "2026-11-05"))
        #expect(night.day.wallClock.date == CalendarDate(iso: "2026-11-06"))
        #expect(night.day.beforeDayStart)
        #expect(night.day.reason.contains("before the day starts at 04:00"))
        guard case .remaining(let calories) = night.calories else { return #expect(Bool(false), "\(night.calories)") }
        #expect(calories.target.kcalPerDay == 1950)
        #expect(calories.loggedKcal == 850)
        #expect(calories.remainingKcal == 1100)
        #expect(isApproximatelyEqual(try #require(calories.shareOfTargetPercent), 100 * 850 / 1950, absolute: 1e-9))
        // Protein: 1.6 to 2.2 g per kg of the trend weight (BMI 79.71 / 1.67² = 28.6, below 30).
        #expect(isApproximatelyEqual(night.protein.target.referenceWeightKg, Self.trendNow, absolute: 1e-9))
        #expect(
            isApproximatelyEqual(try #require(night.protein.remainingToLowG), 1.6 * Self.trendNow - 60, absolute: 1e-9))
        #expect(
            isApproximatelyEqual(try #require(night.protein.remainingToHighG), 2.2 * Self.trendNow - 60, absolute: 1e-9)
        )

        // 04:00 local on Friday: Friday, not listed yet, so the whole target remains.
        let morning = try Self.report(try Self.today(try Self.fixture(), at: "2026-11-06T03:00:00Z"))
        #expect(morning.day.date == CalendarDate(iso: "2026-11-06"))
        #expect(!morning.day.beforeDayStart)
        guard case .remaining(let fresh) = morning.calories else { return #expect(Bool(false), "\(morning.calories)") }
        #expect(fresh.loggedKcal == nil)
        #expect(fresh.remainingKcal == 1950)
        #expect(fresh.shareOfTargetPercent == nil)
    }

    /// Across both changes of 2026 in Berlin, with the day starting at 04:00: on 29 March 01:30Z is
    /// 03:30 CEST (+02:00, still the 28th) and 02:00Z is 04:00 CEST (the 29th; a fixed +01:00 would
    /// read 03:00 and say the 28th). On 25 October 02:30Z is 03:30 CET (+01:00, the 24th) and
    /// 03:00Z is 04:00 CET (the 25th).
    @Test(arguments: [
        ("2026-03-29T01:30:00Z", "2026-03-28", 7200), ("2026-03-29T02:00:00Z", "2026-03-29", 7200),
        ("2026-10-25T02:30:00Z", "2026-10-24", 3600), ("2026-10-25T03:00:00Z", "2026-10-25", 3600),
    ])
    func daylightSavingChangesMoveTheRolloverWithTheLocalClock(at: String, day: String, offset: Int) throws {
        let document: [String: Any] = [
            "schemaVersion": 1, "timeZone": "Europe/Berlin", "dayStartsAtHour": 4, "asOf": "2026-03-01",
            "person": [
                "equationSex": "female", "ageYears": 38, "heightCm": 167, "weightKg": 80, "activityLevel": "lowActive",
            ],
            "safetyScreen": Self.allNo,
        ]
        let report = try Self.report(try Self.today(document, at: at))
        #expect(report.day.date == CalendarDate(iso: day))
        #expect(report.day.wallClock.offsetSeconds == offset)
    }

    static var allNo: [String: Any] {
        [
            "chronicKidneyDisease": false, "eatingDisorder": false, "glucoseLoweringMedication": false,
            "lactating": false,
            "otherConditionUnderCare": false, "pregnant": false, "type1Diabetes": false,
        ]
    }

    /// Without a timeZone the offset written in the instant places it; without either it is refused.
    @Test func withoutATimeZoneTheWrittenOffsetPlacesTheInstant() throws {
        var object = try Self.fixture()
        object["timeZone"] = nil
        // 23:30 at −05:00 is 04:30Z on the 6th, but the person's clock read the 5th.
        let report = try Self.report(try Self.today(object, at: "2026-11-05T23:30:00-05:00"))
        #expect(report.day.date == CalendarDate(iso: "2026-11-05"))
        #expect(report.day.timeZone == "UTC-05:00")
        #expect(report.day.zoneSource == .offsetOfInstant)
        #expect(
            throws: EvaluationError.invalidRequest(
                RequestProblem(
                    parameter: "at",
                    message: "cannot be placed on a day: the document has no timeZone and the instant no UTC offset"))
        ) {
            try Evaluate.today(
                TodayRequest(document: try Self.document(object), at: try Self.at("2026-11-05T23:30:00Z")),
                policy: .standard)
        }
    }

    /// The view never looks back: an instant on a day before the document's asOf is refused.
    @Test func anInstantBeforeTheDocumentsDaysIsRefused() throws {
        do {
            _ = try Self.today(try Self.fixture(), at: "2026-11-04T12:00:00+01:00")
            Issue.record("an instant before asOf was accepted")
        } catch let error as EvaluationError {
            guard case .invalidRequest(let problem) = error else { return #expect(Bool(false), "\(error)") }
            #expect(problem.parameter == "at")
            #expect(problem.message.contains("before the document's asOf 2026-11-05"))
        }
    }

    /// The week so far is Monday to Wednesday (today is in progress): intake (2000 + 1800) / 2 = 1900
    /// kcal over 2 of 3 days (the missing Wednesday is left out, never 0: (2000 + 1800 + 0) / 3 would
    /// be 1266.67), protein 120 g, steps 10000, one weigh-in, 40 min and 20 g on 1 of 3 days; the
    /// trend changed by trendNow − trendBeforeWeek = −0.0119 kg since Sunday.
    @Test func theWeekSoFarLeavesMissingDaysOutAndStatesCoverage() throws {
        let report = try Self.report(try Self.today(try Self.fixture(), at: "2026-11-05T12:00:00+01:00"))
        let summary = report.week.summary
        #expect(summary.start == CalendarDate(iso: "2026-11-02"))
        #expect(report.week.daysSoFar == 3)
        #expect(summary.meanIntakeKcalPerEvidenceDay == 1900)
        #expect(summary.intakeCoverage == WeekSummary.Coverage(days: 2, of: 3))
        #expect(summary.meanProteinGPerEvidenceDay == 120)
        #expect(summary.meanStepsPerDayWithSteps == 10000)
        #expect(summary.stepsCoverage == WeekSummary.Coverage(days: 2, of: 3))
        #expect(summary.weightCoverage == WeekSummary.Coverage(days: 1, of: 3))
        #expect(summary.totalTrainingMinutes == 40)
        #expect(summary.trainingMinutesCoverage == WeekSummary.Coverage(days: 1, of: 3))
        #expect(summary.totalAlcoholG == 20)
        #expect(summary.trainingTypeMix == ["strength": 1])
        #expect(isApproximatelyEqual(try #require(report.week.trendBeforeWeekKg), Self.trendBeforeWeek, absolute: 1e-9))
        #expect(
            isApproximatelyEqual(
                try #require(report.week.trendChangeSinceWeekBeganKg), Self.trendNow - Self.trendBeforeWeek,
                absolute: 1e-9))
        // One weigh-in cannot give a rate: the goal rate (0.5 % of 79.707 kg = 0.399 kg/week) is not compared.
        #expect(report.progress.status == .notSupported)
        #expect(
            isApproximatelyEqual(
                try #require(report.progress.goalRateKgPerWeek), -0.005 * Self.trendNow, absolute: 1e-9))
        #expect(report.progress.rateKgPerWeek == nil || report.progress.status != .stated)
    }

    /// Above the target the remainder is negative and stated neutrally: 1950 − 2300 = −350 kcal,
    /// 117.95 %; no word of praise or blame appears in either format.
    @Test func aboveTheTargetTheRemainderIsNegativeAndNeutral() throws {
        var object = try Self.fixture()
        var days = try #require(object["days"] as? [[String: Any]])
        days[days.count - 1]["intakeKcal"] = 2300
        object["days"] = days
        let result = try Self.today(object, at: "2026-11-05T21:00:00+01:00")
        guard case .remaining(let calories) = try Self.report(result).calories else {
            return #expect(Bool(false), "\(result)")
        }
        #expect(calories.remainingKcal == -350)
        #expect(isApproximatelyEqual(try #require(calories.shareOfTargetPercent), 100 * 2300 / 1950, absolute: 1e-9))
        let json = try result.rendered(as: .json)
        let page = try result.rendered(as: .markdown)
        #expect(json.contains(#""aboveTargetKcal":350"#) || json.contains(#""aboveTargetKcal": 350"#))
        #expect(page.contains("**Remaining: -350 kcal** (350 kcal above the target)."))
        for text in [json, page] {
            for word in ["good", "bad", "great", "well done", "too much", "overate", "failed", "congrat", "excellent"] {
                #expect(!text.lowercased().contains(word), "\(word)")
            }
        }
    }

    /// The priority list, first that applies: with yesterday missing, finish it; a suspect day of the
    /// next check-in's week, review it; yesterday complete and
    /// last week's check-in not recorded, the check-in; recorded, a weigh-in after more than 3 days
    /// without; weighed today, keep logging (intake already logged) or start (none yet).
    @Test func theNextActionIsTheFirstOfThePriorityList() throws {
        var object = try Self.fixture()
        #expect(
            try Self.report(try Self.today(object, at: "2026-11-05T12:00:00+01:00")).action.kind == .finishYesterday)

        var days = try #require(object["days"] as? [[String: Any]])
        days.insert(
            ["date": "2026-11-04", "intakeKcal": 1900, "proteinG": 120, "intakeCompleteness": "complete"], at: 9)
        object["days"] = days
        var plan = try #require(object["plan"] as? [String: Any])
        let recorded = try #require(plan["history"] as? [[String: Any]])
        plan["history"] = Array(recorded.prefix(1))
        object["plan"] = plan
        let ready = try Self.report(try Self.today(object, at: "2026-11-05T12:00:00+01:00")).action
        #expect(ready.kind == .checkInReady)
        #expect(ready.week == CalendarDate(iso: "2026-10-26"))

        plan["history"] = recorded
        object["plan"] = plan
        // The last weigh-in was Monday 2 November, 3 days before Thursday: not yet more than 3.
        #expect(try Self.report(try Self.today(object, at: "2026-11-05T12:00:00+01:00")).action.kind == .continueToday)
        // On Friday it is 4 days: a weigh-in is asked for.
        days.append(["date": "2026-11-06", "intakeKcal": 400])
        // Thursday finished at 1900 kcal, complete (850 kcal declared complete would be a suspect day the
        // check-in asks about, and reviewDay would come first).
        days[days.count - 2]["intakeCompleteness"] = "complete"
        days[days.count - 2]["intakeKcal"] = 1900
        object["days"] = days
        object["asOf"] = "2026-11-06"
        let weigh = try Self.report(try Self.today(object, at: "2026-11-06T12:00:00+01:00")).action
        #expect(weigh.kind == .weighIn)
        #expect(weigh.message.contains("4 days ago"))
        // Thursday's 850 kcal declared complete is suspect (far below maintenance): the check-in of this
        // week will ask about it, which comes before the weigh-in.
        var suspect = object
        var suspectDays = days
        suspectDays[suspectDays.count - 2]["intakeKcal"] = 850
        suspect["days"] = suspectDays
        let review = try Self.report(try Self.today(suspect, at: "2026-11-06T12:00:00+01:00")).action
        #expect(review.kind == .reviewDay)
        #expect(review.date == CalendarDate(iso: "2026-11-05"))
        // Weighed on Friday with nothing eaten yet: start logging today.
        days[days.count - 1] = ["date": "2026-11-06", "weightKg": 79.5]
        object["days"] = days
        let start = try Self.report(try Self.today(object, at: "2026-11-06T12:00:00+01:00")).action
        #expect(start.kind == .startToday)
        #expect(start.priority == 5)
    }

    /// Manual-only: the recommended plan target (1950) is withheld, never used; the person's own
    /// target (1800, no plan) is: 1800 − 850 = 950 kcal. No protein range, goal rate or weigh-in prompt
    /// in any format.
    @Test func manualOnlyUsesTheOwnTargetOnlyInEveryFormat() throws {
        var object = try Self.fixture()
        var screen = Self.allNo
        screen["eatingDisorder"] = true
        object["safetyScreen"] = screen
        let withheld = try Self.today(object, at: "2026-11-05T12:00:00+01:00")
        guard case .manualOnly(let view) = withheld else { return #expect(Bool(false), "\(withheld)") }
        #expect(view.calories == .withheld)
        #expect(view.action.kind != .weighIn)
        for text in [try withheld.rendered(as: .json), try withheld.rendered(as: .markdown)] {
            #expect(!text.contains("1950"))
            for automated in ["targetLowG", "goalRate", "Range:", "kcal/week", "maintenance estimate"] {
                #expect(!text.contains(automated), "\(automated)")
            }
            #expect(!text.contains(String(format: "%.1f", 1.6 * Self.trendNow)))
        }

        object["plan"] = nil
        object["manualTargetKcal"] = 1800
        let own = try Self.today(object, at: "2026-11-05T12:00:00+01:00")
        guard case .manualOnly(let ownView) = own, case .remaining(let calories) = ownView.calories else {
            return #expect(Bool(false), "\(own)")
        }
        #expect(calories.target == ActiveTarget(kcalPerDay: 1800, source: .manual))
        #expect(calories.remainingKcal == 950)
        #expect(try own.rendered(as: .markdown).contains("**Remaining: 950 kcal.**"))
        // Without any weigh-in a manual-only person is still never asked to weigh in.
        var days = try #require(object["days"] as? [[String: Any]])
        for index in days.indices { days[index]["weightKg"] = nil }
        object["days"] = days
        guard case .manualOnly(let noWeights) = try Self.today(object, at: "2026-11-05T12:00:00+01:00") else {
            return #expect(Bool(false))
        }
        #expect(noWeights.action.kind != .weighIn)
    }

    /// The week so far is the plan's week: with weekStart sunday stored at creation, Thursday 5
    /// November's week began on Sunday 1 November, so it holds 1 November (1900 kcal), 2 November
    /// (2000) and 3 November (1800): (1900 + 2000 + 1800) / 3 = 1900 over 3 of 4 days so far.
    @Test func theWeekSoFarBeginsOnThePlansWeekStart() throws {
        var object = try Self.fixture()
        var plan = try #require(object["plan"] as? [String: Any])
        var history = try #require(plan["history"] as? [[String: Any]])
        history[0]["weekStart"] = "sunday"
        // The recorded Monday-week check-in would not fit Sunday weeks: this plan has none yet.
        plan["history"] = Array(history.prefix(1))
        object["plan"] = plan
        let report = try Self.report(try Self.today(object, at: "2026-11-05T12:00:00+01:00"))
        #expect(report.week.summary.start == CalendarDate(iso: "2026-11-01"))
        #expect(report.week.summary.weekStart == .sunday)
        #expect(report.week.daysSoFar == 4)
        #expect(report.week.summary.meanIntakeKcalPerEvidenceDay == 1900)
        #expect(report.week.summary.intakeCoverage == WeekSummary.Coverage(days: 3, of: 4))
    }
}
