import Foundation
import Testing

@testable import NutritionEngine

/// Food log events on a day (issue 23 item 1), read by both interpreters: the day's intake derived
/// from its foods, unknown never zero, nutrient units converted or refused, and every bad input a
/// located error. Expected numbers are summed by hand from the documents below.
@Suite struct FoodLogReaderTests {
    /// A document of `days` (JSON texts of day objects), asOf 2026-11-10.
    static func document(_ days: [String]) -> [UInt8] {
        Array(#"{"schemaVersion":1,"asOf":"2026-11-10","days":[\#(days.joined(separator: ","))]}"#.utf8)
    }

    /// What reading a document gave: its days, or its issues as "path code".
    enum Outcome: Equatable {
        case days([LoggedDay])
        case failure([String])

        struct Refused: Error {}

        /// The days, or a thrown error when the document was refused.
        func get() throws -> [LoggedDay] {
            guard case .days(let days) = self else { throw Refused() }
            return days
        }
    }

    /// The document read both ways (they must agree).
    static func read(_ days: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Outcome {
        let bytes = document(days)
        let fast = BytesDecoderAgreementTests.fastOutcome(bytes)
        let tree = BytesDecoderAgreementTests.treeOutcome(bytes)
        #expect(fast == tree, "the byte and tree readers disagree", sourceLocation: sourceLocation)
        switch tree {
        case .success(let document): return .days(document.dayLog.days)
        case .failure(let failure): return .failure(failure.issues.map { "\($0.path) \($0.code.rawValue)" })
        }
    }

    static func issues(_ days: [String]) -> [ValidationIssue] {
        if case .failure(let failure) = BytesDecoderAgreementTests.treeOutcome(document(days)) { return failure.issues }
        return []
    }

    static let breakfast =
        #"{"id":"b1","meal":"breakfast","name":"Oats","kcal":350,"proteinG":12.5,"carbsG":60,"fatG":6}"#
    static let lunch = #"{"id":"l1","meal":"lunch","name":"Salad","kcal":512.4,"proteinG":20}"#
    static let dinner = #"{"id":"d1","meal":"dinner","name":"Pasta","kcal":901.6}"#

    @Test func aDaysIntakeIsTheSumOfItsFoodsKcal() throws {
        let days = try Self.read([#"{"date":"2026-11-02","foods":[\#(Self.breakfast),\#(Self.lunch),\#(Self.dinner)]}"#]
        )
        .get()
        // 350 + 512.4 + 901.6 = 1764 kcal; protein only from two of three foods: unknown, not 32.5 g.
        #expect(days[0].intakeKcal == 1764)
        #expect(days[0].intakeAtLeastKcal == nil)
        #expect(days[0].proteinG == nil)
        #expect(days[0].foods.map { $0.name } == ["Oats", "Salad", "Pasta"])
        #expect(days[0].foods[0].sourcePath == JSONPointer("/days/0/foods/0"))
    }

    @Test func proteinIsTheFoodsSumWhenEveryFoodCarriesIt() throws {
        let days = try Self.read([#"{"date":"2026-11-02","foods":[\#(Self.breakfast),\#(Self.lunch)]}"#]).get()
        #expect(days[0].proteinG == 32.5)  // 12.5 + 20
        #expect(days[0].intakeKcal == 862.4)  // 350 + 512.4
    }

    @Test func aDaysOwnProteinStandsWhenNoFoodCarriesProtein() throws {
        let days = try Self.read([#"{"date":"2026-11-02","proteinG":90,"foods":[\#(Self.dinner)]}"#]).get()
        #expect(days[0].proteinG == 90)
        #expect(days[0].intakeKcal == 901.6)
    }

    @Test func aFoodWithoutKcalMakesTheIntakeALowerBoundNotEvidence() throws {
        let soup = #"{"meal":"dinner","name":"Soup"}"#
        let days = try Self.read([#"{"date":"2026-11-02","foods":[\#(Self.breakfast),\#(soup)]}"#]).get()
        #expect(days[0].intakeKcal == nil)
        #expect(days[0].intakeAtLeastKcal == 350)
        let ledger = try #require(
            DayLedger(log: DayLog(declaredAsOf: CalendarDate(iso: "2026-11-03"), days: days), maintenance: nil))
        #expect(ledger.days[0].exclusion == ExclusionReason.intakeLowerBound)
        #expect(!ledger.days[0].isEvidence)
        let item = try #require(ledger.reviewList.first)
        #expect(item.action == ReviewItem.Action.completeIntakeLog)
        #expect(item.message.contains("\"Soup\" has no calories") && item.message.contains("at least 350 kcal"))
    }

    @Test func anEmptyListOfFoodsIsNoFoodsNotZeroKcal() throws {
        let days = try Self.read([
            #"{"date":"2026-11-02","foods":[]}"#, #"{"date":"2026-11-03","intakeKcal":1800,"foods":[]}"#,
        ])
        .get()
        #expect(days[0].intakeKcal == nil && days[0].intakeAtLeastKcal == nil)
        #expect(days[1].intakeKcal == 1800)
    }

    @Test func aGivenIntakeMustAgreeWithTheFoods() throws {
        // Within half a kcal of 1764: accepted, and the intake is the foods' sum.
        let agreeing = try Self.read([
            #"{"date":"2026-11-02","intakeKcal":1764.4,"foods":[\#(Self.breakfast),\#(Self.lunch),\#(Self.dinner)]}"#
        ]).get()
        #expect(agreeing[0].intakeKcal == 1764)
        let disagreeing = Self.issues([
            #"{"date":"2026-11-02","intakeKcal":1700,"foods":[\#(Self.breakfast),\#(Self.lunch),\#(Self.dinner)]}"#
        ])
        #expect(disagreeing.map(\.path) == [JSONPointer("/days/0/intakeKcal")])
        #expect(disagreeing.first?.code == .conflictingFields)
        // Both pointers are named: the day's member (the issue's path) and the foods.
        #expect(disagreeing.first?.message.contains("/days/0/foods") == true)
        #expect(disagreeing.first?.message.contains("1764") == true)
        let lowerBound = Self.issues([
            #"{"date":"2026-11-02","intakeKcal":1700,"foods":[\#(Self.breakfast),{"meal":"snack","name":"Tea"}]}"#
        ])
        #expect(lowerBound.first?.message.contains("/days/0/foods/1 has no kcal") == true)
        let protein = Self.issues([#"{"date":"2026-11-02","proteinG":30,"foods":[\#(Self.breakfast),\#(Self.lunch)]}"#])
        #expect(protein.map { "\($0.path) \($0.code)" } == ["/days/0/proteinG conflictingFields"])
    }

    @Test func nutrientAmountsAreConvertedToTheNutrientsOwnUnit() throws {
        let food =
            #"{"meal":"lunch","name":"Soup","nutrients":{"sodium":{"value":2.14,"unit":"g"},"fiber":{"value":3500,"unit":"mg"},"vitaminD":{"value":0.01,"unit":"mg"},"folate":{"value":120,"unit":"mcg"},"vitaminB12":{"value":2.4,"unit":"µg"}}}"#
        let days = try Self.read([#"{"date":"2026-11-02","foods":[\#(food)]}"#]).get()
        let soup = days[0].foods[0]
        #expect(soup.amount(of: Nutrient.sodium) == 2140)  // 2.14 g × 1000 mg/g
        #expect(soup.amount(of: Nutrient.fiber) == 3.5)  // 3500 mg ÷ 1000 mg/g
        #expect(soup.amount(of: Nutrient.vitaminD) == 10)  // 0.01 mg × 1000 µg/mg
        #expect(soup.amount(of: Nutrient.folate) == 120)
        #expect(soup.amount(of: Nutrient.vitaminB12) == 2.4)
        #expect(soup.amount(of: Nutrient.potassium) == nil)
        #expect(soup.kcal == nil)
    }

    /// Every bad input of the issue, each a located error.
    @Test(arguments: [
        (
            #"{"meal":"lunch","name":"Soup","nutrients":{"sodium":{"value":1,"unit":"kcal"}}}"#,
            "/days/0/foods/0/nutrients/sodium/unit invalidValue"
        ),
        (
            #"{"meal":"lunch","name":"Soup","nutrients":{"sodium":{"value":1}}}"#,
            "/days/0/foods/0/nutrients/sodium/unit missingField"
        ),
        (#"{"meal":"lunch","name":"Soup","nutrients":{"sodium":1200}}"#, "/days/0/foods/0/nutrients/sodium wrongType"),
        (
            #"{"meal":"lunch","name":"Soup","nutrients":{"sodum":{"value":1,"unit":"mg"}}}"#,
            "/days/0/foods/0/nutrients/sodum unknownKey"
        ),
        (#"{"meal":"lunch","name":"Soup","kcal":-5}"#, "/days/0/foods/0/kcal outOfRange"),
        (
            #"{"meal":"lunch","name":"Soup","nutrients":{"iron":{"value":-1,"unit":"mg"}}}"#,
            "/days/0/foods/0/nutrients/iron/value outOfRange"
        ),
        (#"{"meal":"brunch","name":"Soup"}"#, "/days/0/foods/0/meal invalidValue"),
        (#"{"name":"Soup"}"#, "/days/0/foods/0/meal missingField"),
        (#"{"meal":"lunch","name":""}"#, "/days/0/foods/0/name invalidValue"),
        (#"{"meal":"lunch","name":"Soup","templateVersion":2}"#, "/days/0/foods/0/templateId missingField"),
        (#"{"meal":"lunch","name":"Soup","group":"g9"}"#, "/days/0/foods/0/group invalidValue"),
        (#"{"meal":"lunch","name":"Soup","kcla":100}"#, "/days/0/foods/0/kcla unknownKey"),
    ])
    func eachBadFoodIsALocatedError(_ food: String, _ expected: String) throws {
        let outcome = Self.read([#"{"date":"2026-11-02","foods":[\#(food)]}"#])
        #expect(outcome == .failure([expected]))
    }

    @Test func theUnitMessageSaysANutrientIsAMass() {
        let issues = Self.issues([
            #"{"date":"2026-11-02","foods":[{"meal":"lunch","name":"Soup","nutrients":{"sodium":{"value":1,"unit":"kcal"}}}]}"#
        ])
        #expect(issues.first?.message.contains("an energy unit; this is a mass") == true)
    }

    @Test func identifiersAreUniqueWithinTheDocument() {
        let first =
            #"{"date":"2026-11-02","mealGroups":[{"id":"g1"}],"foods":[{"id":"x","meal":"lunch","name":"A","group":"g1"}]}"#
        let second = #"{"date":"2026-11-03","mealGroups":[{"id":"g1"}],"foods":[{"id":"x","meal":"lunch","name":"B"}]}"#
        #expect(
            Self.read([first, second])
                == .failure(["/days/1/foods/0/id duplicateId", "/days/1/mealGroups/0/id duplicateId"]))
        let message = Self.issues([first, second]).first { $0.path == JSONPointer("/days/1/foods/0/id") }?.message
        #expect(message == "food id \"x\" is already used at /days/0/foods/0")
        // A group of another day is not this day's group.
        let elsewhere = #"{"date":"2026-11-03","foods":[{"meal":"lunch","name":"B","group":"g1"}]}"#
        #expect(Self.read([first, elsewhere]) == .failure(["/days/1/foods/0/group invalidValue"]))
    }

    @Test func aFoodsMembersAreKeptAsGiven() throws {
        let food =
            #"{"id":"f1","meal":"snack","name":"Bar","at":"2026-11-02T15:30:00+01:00","kcal":210,"carbsG":24,"fatG":9.5,"alcoholG":0,"source":"barcode","templateId":"t7","templateVersion":3,"group":"g1"}"#
        let days = try Self.read([
            #"{"date":"2026-11-02","mealGroups":[{"id":"g1","name":"Afternoon"}],"foods":[\#(food)]}"#
        ])
        .get()
        let bar = days[0].foods[0]
        #expect(bar.id == "f1" && bar.meal == .snack && bar.name == "Bar" && bar.kcal == 210)
        #expect(bar.carbsG == 24 && bar.fatG == 9.5 && bar.alcoholG == 0 && bar.proteinG == nil)
        #expect(bar.source == "barcode" && bar.templateId == "t7" && bar.templateVersion == 3 && bar.group == "g1")
        #expect(bar.at == Timestamp("2026-11-02T14:30:00Z"))
        #expect(
            days[0].mealGroups == [
                MealGroup(id: "g1", name: "Afternoon", sourcePath: JSONPointer("/days/0/mealGroups/0"))
            ])
        // A food carrying 0 g of alcohol is data: the day's alcohol is 0 g, known.
        #expect(days[0].alcoholG == 0)
    }

    @Test func theNutrientRowsAreTheNutrients() {
        // The table's cases are written out beside `Nutrient`'s: they must be the same, in order.
        #expect(NutrientFields.allCases.map { "\($0)" } == Nutrient.allCases.map(\.rawValue))
        #expect(NutrientFields.all.map(\.key) == Nutrient.allCases.map(\.rawValue))
        // A food cannot exceed a day: the food table's bounds are the day's, written out.
        #expect(FoodFields.kcal.spec.numberBounds == DayFields.intakeKcal.spec.numberBounds)
        #expect(FoodFields.proteinG.spec.numberBounds == DayFields.proteinG.spec.numberBounds)
        #expect(FoodFields.alcoholG.spec.numberBounds == DayFields.alcoholG.spec.numberBounds)
    }

    @Test func plainFoodsTakeTheByteReader() throws {
        // The fast path decodes the days (the tree then holds one null per day) when every food is plain.
        let bytes = Self.document([#"{"date":"2026-11-02","foods":[\#(Self.breakfast),\#(Self.lunch)]}"#])
        let (_, days) = try JSONParser().parseDecodingDays(bytes)
        #expect(days?.first?.foods.count == 2)
        // A food with a history (corrections) is the tree reader's.
        let corrected = #"{"meal":"lunch","name":"A","history":[{"changedOn":"2026-11-03","previous":{"kcal":100}}]}"#
        let (_, treeDays) = try JSONParser().parseDecodingDays(
            Self.document([#"{"date":"2026-11-02","foods":[\#(corrected)]}"#]))
        #expect(treeDays == nil)
    }
}

/// Corrections of a food log event keep the earlier values in the event's history (issue 23 item 1).
@Suite struct FoodCorrectionTests {
    static let text =
        #"{"schemaVersion":1,"asOf":"2026-11-10","days":[{"date":"2026-11-02","intakeKcal":862.4,"foods":[{"id":"b1","meal":"breakfast","name":"Oats","kcal":350},{"id":"l1","meal":"lunch","name":"Salad","kcal":512.4}]}]}"#

    @Test func aCorrectionAppendsToTheEventsHistoryAndTheDayFollowsItsFoods() throws {
        let json = try JSONParser().parse(Array(Self.text.utf8))
        let date = try #require(CalendarDate(iso: "2026-11-02"))
        let changedOn = try #require(CalendarDate(iso: "2026-11-05"))
        let applied = try FoodCorrection(date: date, foodId: "b1", meal: MealSlot.snack, kcal: 380).applied(
            to: json, changedOn: changedOn
        ).get()
        #expect(
            applied.changes == [
                "meal: breakfast -> snack", "kcal: 350 -> 380", "intakeKcal: 862.4 -> (the foods' sum)",
            ])
        let day = try #require(applied.document["days"]?.arrayValue?.first)
        let food = try #require(day["foods"]?.arrayValue?.first)
        #expect(food["kcal"] == JSONValue.number(380))
        #expect(
            food["history"]
                == JSONValue.array([
                    .object([
                        "changedOn": "2026-11-05", "previous": .object(["meal": "breakfast", "kcal": .number(350)]),
                    ])
                ]))
        // The day's own intake, which would now disagree, moved to the day's history.
        #expect(day["intakeKcal"] == nil)
        #expect(day["history"]?.arrayValue?.first?["previous", "intakeKcal"] == JSONValue.number(862.4))
        // The corrected document reads back, its intake the new sum 380 + 512.4.
        let document = try InputDocumentReader.read(applied.document)
        #expect(document.dayLog.days[0].intakeKcal == 892.4)
    }

    /// A meal slot an import took from the clock becomes the person's once they state it, even when
    /// they state the same slot: the mark goes to the event's history.
    @Test func statingTheMealOfAClockSlottedFoodRemovesTheMark() throws {
        let text =
            #"{"schemaVersion":1,"days":[{"date":"2026-11-02","foods":[{"id":"a","meal":"snack","mealSource":"clock","name":"Stew","kcal":650}]}]}"#
        let json = try JSONParser().parse(Array(text.utf8))
        let date = try #require(CalendarDate(iso: "2026-11-02"))
        for (meal, changes) in [
            (MealSlot.dinner, ["meal: snack -> dinner", "mealSource: clock -> (stated)"]),
            (.snack, ["mealSource: clock -> (stated)"]),
        ] {
            let applied = try FoodCorrection(date: date, foodId: "a", meal: meal).applied(to: json, changedOn: date)
                .get()
            #expect(applied.changes == changes)
            let food = try #require(applied.document["days"]?.arrayValue?.first?["foods"]?.arrayValue?.first)
            #expect(food["mealSource"] == nil)
            #expect(food["history"]?.arrayValue?.first?["previous", "mealSource"] == JSONValue.string("clock"))
            let read = try InputDocumentReader.read(applied.document)
            #expect(read.dayLog.days[0].foods.first?.mealSource == .stated)
        }
        // A correction of the energy alone leaves the mark.
        let energy = try FoodCorrection(date: date, foodId: "a", kcal: 600).applied(to: json, changedOn: date).get()
        #expect(energy.changes == ["kcal: 650 -> 600"])
    }

    @Test func aCorrectionToTheSameValuesChangesNothing() throws {
        let json = try JSONParser().parse(Array(Self.text.utf8))
        let date = try #require(CalendarDate(iso: "2026-11-02"))
        let applied = try FoodCorrection(date: date, foodId: "l1", kcal: 512.4).applied(
            to: json, changedOn: date
        ).get()
        #expect(applied.changes.isEmpty && applied.document == json)
    }

    @Test func anUnknownEventOrABadValueIsRefused() throws {
        let json = try JSONParser().parse(Array(Self.text.utf8))
        let date = try #require(CalendarDate(iso: "2026-11-02"))
        let missing = FoodCorrection(date: date, foodId: "zz", kcal: 1).applied(to: json, changedOn: date)
        #expect(throws: ValidationIssue.self) { try missing.get() }
        let negative = FoodCorrection(date: date, foodId: "b1", kcal: -1).applied(to: json, changedOn: date)
        #expect((try? negative.get()) == nil)
    }
}
