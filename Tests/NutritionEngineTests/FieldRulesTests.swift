import NutritionEngine
import TestSupport
import Testing

/// The rules across members that the day, record, event and offer tables leave to domain code
/// (`FieldObject`), read through whole documents: each issue below is stated by hand from the rule.
@Suite struct FieldRulesTests {
    func issues(_ text: String) -> [String] {
        do {
            _ = try InputDocumentReader.read(Array(text.utf8))
            return []
        } catch {
            return error.issues.map { "\($0.path) \($0.code.rawValue)" }
        }
    }

    static func records(_ record: String) -> String {
        #"{"schemaVersion":1,"asOf":"2026-11-03","timeZone":"UTC","records":["# + record + "]}"
    }

    static func days(_ day: String) -> String {
        #"{"schemaVersion":1,"asOf":"2026-11-03","days":[{"date":"2026-11-02","# + day + "}]}"
    }

    @Test func aRecordsWeightIsGivenOnceOnlyOnAWeightRecord() {
        // A weight record: both units is one conflict at the pound member.
        #expect(
            issues(Self.records(#"{"kind":"weight","at":"2026-11-02T08:00:00Z","weightKg":80,"weightLb":176}"#))
                == ["/records/0/weightLb conflictingFields"])
        // An intake record has no weight: both are unknown members, and there is nothing to give once.
        #expect(
            issues(
                Self.records(#"{"kind":"intake","at":"2026-11-02T08:00:00Z","kcal":500,"weightKg":80,"weightLb":176}"#))
                == ["/records/0/weightKg unknownKey", "/records/0/weightLb unknownKey"])
        // Without a valid kind only the kind is reported.
        #expect(
            issues(Self.records(#"{"kind":"meal","at":"2026-11-02T08:00:00Z","kcal":-5,"weightKg":80,"weightLb":176}"#))
                == ["/records/0/kind invalidValue"])
        // A weight record needs a weight; an intake record its energy.
        #expect(
            issues(Self.records(#"{"kind":"weight","at":"2026-11-02T08:00:00Z"}"#))
                == ["/records/0/weightKg missingField"])
        #expect(
            issues(Self.records(#"{"kind":"intake","at":"2026-11-02T08:00:00Z","proteinG":20}"#))
                == ["/records/0/kcal missingField"])
    }

    @Test func aDaysWeightInPoundsIsConvertedExactlyAndGivenOnce() throws {
        #expect(issues(Self.days(#""weightKg":80,"weightLb":176"#)) == ["/days/0/weightLb conflictingFields"])
        // 176 lb × 0.45359237 kg/lb = 79.83225712 kg.
        let document = try InputDocumentReader.read(Array(Self.days(#""weightLb":176"#).utf8))
        let weight = try #require(document.dayLog.days.first?.weightKg)
        #expect(isApproximatelyEqual(weight, 79.832_257_12, absolute: 1e-9))
    }

    @Test func aBodyFatReadingAndItsMethodComeTogether() throws {
        #expect(issues(Self.days(#""bodyFatPercent":20"#)) == ["/days/0/bodyFatMethod missingField"])
        #expect(issues(Self.days(#""bodyFatMethod":"dexa""#)) == ["/days/0/bodyFatPercent missingField"])
        // A reading refused for its range needs no method, and its method is not "without" it.
        #expect(
            issues(Self.days(#""bodyFatPercent":99,"bodyFatMethod":"dexa""#)) == ["/days/0/bodyFatPercent outOfRange"])
        let document = try InputDocumentReader.read(
            Array(Self.days(#""bodyFatPercent":20,"bodyFatMethod":"dexa""#).utf8))
        #expect(document.dayLog.days.first?.bodyFat?.percent == 20)
    }

    static func history(_ event: String) -> String {
        #"{"schemaVersion":1,"plan":{"history":["# + event + "]}}"
    }

    @Test func anEventIsReadByItsKindAndAnAdjustmentStatesBothNumbers() {
        // An unknown kind stops the reading: the kind is refused and its other members are unknown.
        #expect(
            issues(
                Self.history(#"{"kind":"checkedIn","date":"2026-01-01","algorithmVersion":"v","week":"2025-12-22"}"#))
                == ["/plan/history/0/kind invalidValue", "/plan/history/0/week unknownKey"])
        // A member another kind carries is unknown on this one; a required one is missing.
        #expect(
            issues(
                Self.history(#"{"kind":"checkInCompleted","date":"2026-01-01","algorithmVersion":"v","details":[]}"#))
                == ["/plan/history/0/details unknownKey", "/plan/history/0/week missingField"])
        #expect(
            issues(
                Self.history(
                    #"{"kind":"recommendationOffered","date":"2026-01-01","algorithmVersion":"v","week":"2025-12-22","#
                        + #""recommendation":{"kind":"adjust","reasonCodes":[]}}"#))
                == [
                    "/plan/history/0/recommendation/changeKcalPerDay missingField",
                    "/plan/history/0/recommendation/newTargetKcalPerDay missingField",
                ])
    }

    @Test func anEventWithoutAGoalHasNoneNotANullOne() throws {
        // A stored goal is optional on planCreated; absent, it is absent (a null one would be read
        // as a goal and refused: "expected an object, found null").
        let event =
            #"{"algorithmVersion":"v","date":"2026-09-28","eligibility":"eligible","kind":"planCreated","#
            + #""policyVersion":"p","targetSource":"recommended"}"#
        for history in [event, event + #",{"algorithmVersion":"v","date":"2026-09-28","kind":3}"#] {
            #expect(!issues(Self.history(history)).contains("/plan/history/0/goal wrongType"), "\(history)")
        }
        let document = try InputDocumentReader.read(Array(Self.history(event).utf8))
        let stored = try #require(document.plan?.history.first)
        #expect(stored.goal == nil)
    }

    @Test func pastTheListedMaximumTheFirstIssuesFoundInEachDayAreListed() {
        // 40 days with three problems each, found in row order: intakeKcal, steps, then the unknown
        // member. 33 days give 99 issues; the 100th listed is the 34th day's intakeKcal, and its
        // steps and unknown member are among the 20 counted, not listed.
        let day = #""intakeKcal":-1,"steps":1.5,"wieght":80"#
        let days = (0..<40).map { index -> String in
            let date = (index < 30 ? "2026-09-" : "2026-10-") + String(format: "%02d", index % 30 + 1)
            return #"{"date":""# + date + #"","# + day + "}"
        }
        let text = #"{"schemaVersion":1,"days":["# + days.joined(separator: ",") + "]}"
        let found = issues(text)
        #expect(found.count == 101)
        #expect(found.contains("/days/33/intakeKcal outOfRange"))
        #expect(!found.contains("/days/33/steps outOfRange"))
        #expect(!found.contains("/days/33/wieght unknownKey"))
        #expect(found.last == " tooManyIssues")
    }
}
