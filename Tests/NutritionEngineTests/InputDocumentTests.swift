import NutritionEngine
import TestSupport
import Testing

@Suite struct InputDocumentTests {
    func read(_ text: String) throws(ValidationFailure) -> InputDocument {
        try InputDocumentReader.read(Array(text.utf8))
    }

    func issues(_ text: String) -> [String] {
        do {
            _ = try read(text)
            return []
        } catch {
            return error.issues.map { "\($0.path) \($0.code.rawValue)" }
        }
    }

    @Test func poundsAndInchesConvertExactly() throws {
        // 5 ft 10 in = 70 in = 177.8 cm; 200 lb = 90.718474 kg (1 lb = 0.45359237 kg exactly).
        let document = try read(
            #"{"schemaVersion": 1, "person": {"equationSex": "male", "ageYears": 45, "heightFt": 5, "heightIn": 10, "#
                + #""weightLb": 200, "activityLevel": "active"}}"#
        )
        let person = try #require(document.person)
        #expect(isApproximatelyEqual(person.heightCm, 177.8, absolute: 1e-9))
        #expect(isApproximatelyEqual(person.weightKg, 90.718474, absolute: 1e-9))
        #expect(person.unitConversions.count == 2)
    }

    @Test func metricAndImperialTwinsGiveTheSameEstimate() throws {
        let imperial = try read(
            #"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 30, "heightIn": 65, "weightLb": "#
                + #"150, "activityLevel": "inactive"}}"#
        )
        let metric = try read(
            #"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 30, "heightCm": 165.1, "#
                + #""weightKg": 68.0388555, "activityLevel": "inactive"}}"#
        )
        let a = EnergyEstimate(person: try #require(imperial.person))
        let b = EnergyEstimate(person: try #require(metric.person))
        #expect(isApproximatelyEqual(a.nasemKcalPerDay, b.nasemKcalPerDay, absolute: 1e-6))
        #expect(isApproximatelyEqual(a.mifflinRestingKcalPerDay, b.mifflinRestingKcalPerDay, absolute: 1e-6))
    }

    @Test func everyProblemIsReportedWithItsPath() {
        let found = issues(
            #"{"schemaVersion": 1, "person": {"equationSex": "x", "ageYears": "34", "heightCm": 168, "heightIn": "#
                + #"66, "weightKg": 72, "wieghtKg": 3, "activityLevel": "lowActive", "physicalActivityLevel": 1.6}, "#
                + #""extra": 1}"#
        )
        #expect(
            found.sorted() == [
                "/extra unknownKey", "/person/ageYears wrongType", "/person/equationSex invalidValue",
                "/person/heightIn conflictingFields", "/person/physicalActivityLevel conflictingFields",
                "/person/wieghtKg unknownKey",
            ])
    }

    @Test func aTypoSuggestsTheKnownKey() throws {
        do {
            _ = try read(
                #"{"schemaVersion": 1, "person": {"equationSex": "male", "ageYears": 40, "heightCm": 180, "#
                    + #""weightKg": 80, "activityLevel": "active", "bodyFatPrecent": 20}}"#
            )
            Issue.record("expected a failure")
        } catch {
            #expect(error.issues.first?.message.contains("did you mean \"bodyFatPercent\"") == true)
        }
    }

    @Test func missingSchemaVersionAndWrongRootAreReported() {
        #expect(issues(#"{"person": null}"#) == ["/schemaVersion missingField"])
        #expect(issues("[1]") == [" wrongType"])
        #expect(issues(#"{"schemaVersion": 1.5}"#) == ["/schemaVersion outOfRange"])
    }

    @Test func feetNeedInchesAndInchesOnTopOfFeetStayBelowTwelve() {
        #expect(
            issues(
                #"{"schemaVersion": 1, "person": {"equationSex": "male", "ageYears": 40, "heightFt": 6, "weightKg": "#
                    + #"80, "activityLevel": "active"}}"#
            ) == ["/person/heightIn missingField"])
        #expect(
            issues(
                #"{"schemaVersion": 1, "person": {"equationSex": "male", "ageYears": 40, "heightFt": 5, "heightIn": "#
                    + #"14, "weightKg": 80, "activityLevel": "active"}}"#
            ) == ["/person/heightIn outOfRange"])
    }

    @Test func aLedgerLongerThanTenYearsIsRefusedNotBuilt() {
        // 2026-11-02 to 9999-12-31 would be millions of empty days; 2026-11-02 to 2036-11-01 is 3652.
        let far = #"{"schemaVersion": 1, "asOf": "9999-12-31", "days": [{"date": "2026-11-02", "intakeKcal": 2000}]}"#
        #expect(issues(far) == ["/asOf outOfRange"])
        let decade =
            #"{"schemaVersion": 1, "asOf": "2036-11-01", "days": [{"date": "2026-11-02", "intakeKcal": 2000}]}"#
        #expect(issues(decade) == [])
    }
}

extension InputDocumentTests {
    func issueCount(_ text: String) -> Int {
        do {
            _ = try read(text)
            return 0
        } catch {
            return error.issues.count
        }
    }

    @Test func thousandsOfUnknownKeysAreEachReportedWithoutSuggestionsPastTheFirstFew() {
        // 20,000 unknown members in the person object: every one is counted, the first 100 issues
        // are listed (issue 10, item 16) and only 16 keys are searched for a suggestion.
        let members = (0..<20_000).map { "\"weightKk\($0)\": 1" }.joined(separator: ", ")
        let text = #"{"schemaVersion": 1, "person": {"# + members + "}}"
        let missing = issueCount(#"{"schemaVersion": 1, "person": {}}"#)
        #expect(missing >= 1)
        do {
            _ = try read(text)
            Issue.record("expected a failure")
        } catch {
            #expect(error.issues.count == 101)
            let unknown = error.issues.filter { $0.code == .unknownKey }
            #expect(unknown.filter { $0.message.contains("did you mean") }.count <= 16)
            let more = Int(error.issues.last?.message.prefix { $0.isNumber } ?? "")
            #expect(error.issues.last?.code == .tooManyIssues)
            #expect(100 + (more ?? 0) == 20_000 + missing)
        }
    }

    @Test(arguments: [false, true])
    func aLongMemberNameIsCutInTheMessageAndTheLineWithItsLength(duplicated: Bool) {
        // A 100,000-byte name (the fuzz run's was 10 MB): the message and the issue line quote its first
        // 32 characters and state its length, instead of repeating it twice per line.
        let name = String(repeating: "é", count: 50_000)
        let member = "\"\(name)\": 1"
        let text = #"{"schemaVersion": 1, "# + member + (duplicated ? ", " + member : "") + "}"
        do {
            _ = try read(text)
            Issue.record("expected a failure")
        } catch {
            let issue = error.issues.first { $0.code == (duplicated ? .duplicateKey : .unknownKey) }
            let cut = "\"" + String(repeating: "é", count: 32) + "…\" (a name of 100000 bytes)"
            #expect(issue?.message.contains(cut) == true, "\(issue?.message.prefix(200) ?? "")")
            #expect((issue?.line.utf8.count ?? .max) < 300)
            // The pointer itself stays exact for a program.
            #expect(issue?.path.tokens == [name])
        }
        // A name of 64 bytes is quoted whole.
        let short = String(repeating: "k", count: 64)
        do {
            _ = try read(#"{"schemaVersion": 1, "\#(short)": 1}"#)
            Issue.record("expected a failure")
        } catch {
            #expect(
                error.issues.contains { $0.message == "unknown member \"\(short)\"" && $0.line.contains("/\(short):") })
        }
    }
}
