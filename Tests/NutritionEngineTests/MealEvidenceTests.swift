import Testing

@testable import NutritionEngine

/// Meals as evidence of a complete day (issue 23 item 3): the usual meals learned from the person's
/// own validated days, a day missing one or far below its usual energy asked about, nothing claimed
/// before enough history, and the filter's partial-day mixture reading the evidence as an odds factor.
@Suite struct MealEvidenceTests {
    static let start = CalendarDate(dayNumber: 20_756)  // 2026-10-30, a Friday: offset 7 is Friday 6 Nov

    static func food(_ meal: MealSlot, _ kcal: Double) -> FoodEvent {
        FoodEvent(meal: meal, name: meal.rawValue, kcal: kcal)
    }

    /// A usual day: breakfast 400, lunch 600, dinner 800 (and a snack every other day).
    static func usual(_ offset: Int) -> [FoodEvent] {
        [food(.breakfast, 400), food(.lunch, 600), food(.dinner, 800)] + (offset % 2 == 0 ? [food(.snack, 150)] : [])
    }

    static func day(
        _ offset: Int, _ foods: [FoodEvent], completeness: IntakeCompleteness = .complete,
        review: ReviewStatus = .open
    ) -> LoggedDay {
        var day = LoggedDay(date: start.adding(days: offset), intakeCompleteness: completeness, reviewStatus: review)
        day.logFoods(foods)
        return day
    }

    static func ledger(_ days: [LoggedDay], policy: DayValidationPolicy = .standard) throws -> DayLedger {
        let asOf = try #require(days.last?.date.adding(days: 1))
        return try #require(DayLedger(log: DayLog(declaredAsOf: asOf, days: days), maintenance: nil, policy: policy))
    }

    @Test func noClaimBeforeTheMinimumHistory() throws {
        // Six usual days, then a day without dinner: six reference days < 7, so no claim.
        let days =
            (0..<6).map { Self.day($0, Self.usual($0)) } + [
                Self.day(6, [Self.food(.breakfast, 400), Self.food(.lunch, 600)])
            ]
        let ledger = try Self.ledger(days)
        #expect(ledger.days.allSatisfy { $0.mealEvidence == nil })
        // The day is still far below the person's recent intake (1,000 < 0.7 x 1,950): that rule asks.
        #expect(
            ledger.reviewList.map(\.message) == [
                "logged intake is far below what you usually log; if the log is complete, mark it reconciled; if part of the day is missing, declare it incomplete"
            ])
    }

    @Test func aDayMissingAUsualMealIsAskedAbout() throws {
        // Seven usual days (30 Oct to 5 Nov), then Friday 6 Nov without dinner: 1,000 kcal, also
        // below 0.7 x the recent median (1,950: four days of 1,950, three of 1,800) = 1,365, so
        // both rules see it; one item is asked, the meal question.
        let friday = Self.day(7, [Self.food(.breakfast, 400), Self.food(.lunch, 600)])
        #expect(friday.date.weekday == .friday)
        let ledger = try Self.ledger((0..<7).map { Self.day($0, Self.usual($0)) } + [friday])
        let evidence = try #require(ledger.days[7].mealEvidence)
        #expect(evidence.referenceDays == 7)
        // Snacks on 4 of 7 days (offsets 0, 2, 4, 6): below 80 %, not usual.
        #expect(evidence.usualSlots == [.breakfast, .lunch, .dinner])
        #expect(evidence.missingSlots == [.dinner] && evidence.shortSlots.isEmpty)
        #expect(evidence.partialOddsFactor == DayValidationPolicy.standard.partialOddsFactorMealsShort)
        #expect(ledger.days[7].isEvidence && ledger.days[7].awaitsPartialDayReview)
        let items = ledger.reviewList.filter { $0.date == friday.date }
        #expect(items.map(\.action) == [.confirmPartialDay])
        #expect(
            items.first?.message
                == "Dinner is not logged on Friday; was the day complete? If it was, mark it reconciled; if part of the day is missing, declare it incomplete"
        )
        // The usual days themselves were judged from day 7 on only; earlier ones make no claim.
        #expect(ledger.days[6].mealEvidence == nil)
    }

    @Test func aMealFarBelowItsUsualEnergyIsAskedAbout() throws {
        // Dinner at 250 kcal against a usual 800: below 0.35 x 800 = 280. The day's total, 1,250
        // kcal, is also below 0.7 x the recent median 1,950 = 1,365.
        let short = Self.day(7, [Self.food(.breakfast, 400), Self.food(.lunch, 600), Self.food(.dinner, 250)])
        let ledger = try Self.ledger((0..<7).map { Self.day($0, Self.usual($0)) } + [short])
        let evidence = try #require(ledger.days[7].mealEvidence)
        #expect(evidence.missingSlots.isEmpty)
        #expect(evidence.shortSlots == [MealEvidence.ShortSlot(slot: .dinner, kcal: 250, usualKcal: 800)])
        #expect(
            ledger.reviewList.first { $0.date == short.date }?.message.hasPrefix(
                "Dinner on Friday is 250 kcal, far below your usual 800 kcal; was the day complete?") == true)
        // At 290 kcal (above 280) the dinner is not far below.
        let fine = Self.day(7, [Self.food(.breakfast, 400), Self.food(.lunch, 600), Self.food(.dinner, 290)])
        let fineEvidence = try #require(
            try Self.ledger((0..<7).map { Self.day($0, Self.usual($0)) } + [fine]).days[7].mealEvidence)
        #expect(!fineEvidence.suggestsPartialLog)
        #expect(fineEvidence.partialOddsFactor == DayValidationPolicy.standard.partialOddsFactorMealsUsual)
    }

    @Test func aSkippedMealWithTheDaysEnergyAllThereIsNotAsked() throws {
        // Friday without breakfast, lunch 1,000 and dinner 800: 1,800 kcal, at or above 0.9 x the
        // recent median 1,950 = 1,755, so the meal was moved, not missed: not asked. The filter
        // still reads the meals alone (odds x the "short" factor): it weighs the energy itself.
        let moved = Self.day(7, [Self.food(.lunch, 1000), Self.food(.dinner, 800)])
        let ledger = try Self.ledger((0..<7).map { Self.day($0, Self.usual($0)) } + [moved])
        let evidence = try #require(ledger.days[7].mealEvidence)
        #expect(ledger.days[7].recentIntakeReferenceKcal == 1950)
        #expect(evidence.missingSlots == [.breakfast] && evidence.mealsShort && evidence.intakeAtUsualLevel)
        #expect(!evidence.suggestsPartialLog && !ledger.days[7].awaitsPartialDayReview)
        #expect(evidence.partialOddsFactor == DayValidationPolicy.standard.partialOddsFactorMealsShort)
        #expect(!ledger.reviewList.contains { $0.date == moved.date })
        // Lunch 900 instead: 1,700 kcal < 1,755 (and above 0.7 x 1,950 = 1,365, so only the meals ask).
        let short = Self.day(7, [Self.food(.lunch, 900), Self.food(.dinner, 800)])
        let asked = try Self.ledger((0..<7).map { Self.day($0, Self.usual($0)) } + [short])
        #expect(asked.days[7].intakeAssessment != .farBelowRecentIntake)
        #expect(asked.days[7].mealEvidence?.suggestsPartialLog == true && asked.days[7].awaitsPartialDayReview)
        #expect(
            asked.reviewList.first { $0.date == short.date }?.message.hasPrefix(
                "Breakfast is not logged on Friday; was the day complete?") == true)
    }

    @Test func aConfirmedDayIsNotAskedAndTeachesTheUsualMeals() throws {
        // Friday without dinner, declared complete and reconciled: a genuine two-meal day.
        let friday = Self.day(
            7, [Self.food(.breakfast, 400), Self.food(.lunch, 600)], completeness: .complete, review: .reconciled)
        let ledger = try Self.ledger((0..<7).map { Self.day($0, Self.usual($0)) } + [friday])
        let day = ledger.days[7]
        #expect(day.mealEvidence?.missingSlots == [.dinner])
        #expect(day.confirmedByReview && !day.awaitsPartialDayReview)
        #expect(day.mealEvidence?.partialOddsFactor == 1)
        #expect(!ledger.reviewList.contains { $0.date == friday.date })
    }

    @Test func anAskedDayDoesNotEnterTheUsualMeals() throws {
        // Three days running without dinner after the seven usual ones: each is asked about, and
        // dinner stays usual (the asked days are not reference days until confirmed).
        let noDinner = (7..<10).map { Self.day($0, [Self.food(.breakfast, 400), Self.food(.lunch, 600)]) }
        let ledger = try Self.ledger((0..<7).map { Self.day($0, Self.usual($0)) } + noDinner)
        for index in 7..<10 {
            #expect(ledger.days[index].mealEvidence?.missingSlots == [.dinner])
            #expect(ledger.days[index].mealEvidence?.referenceDays == 7)
        }
    }

    @Test func daysOutsideTheWindowAreForgotten() throws {
        // With a 7-day window and a 7-day minimum, a gap of a week leaves no history: no claim.
        var policy = DayValidationPolicy.standard
        policy.mealPatternWindowDays = 7
        let days = (0..<7).map { Self.day($0, Self.usual($0)) } + [Self.day(15, [Self.food(.lunch, 600)])]
        #expect(try Self.ledger(days, policy: policy).day(Self.start.adding(days: 15))?.mealEvidence == nil)
    }

    /// Slots an import took from the clock (`mealSource: clock`) are no evidence: the same Friday
    /// without dinner that is asked about with stated slots is neither judged nor asked about, and
    /// a week of clock-slotted days teaches no usual meals to a later stated day.
    @Test func clockAssignedSlotsAreNeitherLearnedFromNorAskedAbout() throws {
        func clocked(_ foods: [FoodEvent]) -> [FoodEvent] {
            foods.map { food in
                var food = food
                food.mealSource = .clock
                return food
            }
        }
        let friday = [Self.food(.breakfast, 400), Self.food(.lunch, 600)]
        // Stated slots throughout: the Friday is asked about (aDayMissingAUsualMealIsAskedAbout).
        let stated = try Self.ledger((0..<7).map { Self.day($0, Self.usual($0)) } + [Self.day(7, friday)])
        #expect(stated.days[7].mealEvidence?.missingSlots == [.dinner])
        // Every slot from the clock: no day judged, no meal question (1,000 kcal on 1,950 usual is
        // still asked by the recent-intake rule, which reads the energy, not the meals).
        let allClock = try Self.ledger(
            (0..<7).map { Self.day($0, clocked(Self.usual($0))) } + [Self.day(7, clocked(friday))])
        #expect(allClock.days.allSatisfy { $0.mealEvidence == nil })
        #expect(!allClock.reviewList.contains { $0.action == .confirmPartialDay && $0.message.contains("not logged") })
        #expect(allClock.days.map(\.logged?.intakeKcal) == stated.days.map(\.logged?.intakeKcal))
        // Clock-slotted history, then a stated Friday: no reference days, so no claim.
        let clockHistory = try Self.ledger(
            (0..<7).map { Self.day($0, clocked(Self.usual($0))) } + [Self.day(7, friday)])
        #expect(clockHistory.days[7].mealEvidence == nil)
        // One clock-slotted food makes the day no evidence of its meals either.
        let mixed = try Self.ledger(
            (0..<7).map { Self.day($0, Self.usual($0)) } + [Self.day(7, friday + clocked([Self.food(.snack, 50)]))])
        #expect(mixed.days[7].mealEvidence == nil)
    }

    @Test func aLedgerWithoutFoodsHasNoMealEvidence() throws {
        let days = (0..<10).map {
            LoggedDay(date: Self.start.adding(days: $0), intakeKcal: 2000, intakeCompleteness: .complete)
        }
        #expect(try Self.ledger(days).days.allSatisfy { $0.mealEvidence == nil })
    }

    /// The filter's input: factor 1 leaves it exactly as it was; a factor above 1 raises a day's
    /// probability of being partial, below 1 lowers it.
    @Test func theFilterReadsTheEvidenceAsAnOddsFactor() throws {
        func days(factor: Double) -> [MaintenanceDay] {
            (0..<40).map { t in
                // Day 30 logged at 60 % of the usual 2,000: inside the partial range [0.15, 0.9].
                let kcal = t == 30 ? 1200.0 : 2000 + Double((t * 37) % 200) - 100
                return MaintenanceDay(
                    loggedKcal: kcal, weightKg: 80 - 0.01 * Double(t), partialOddsFactor: t == 30 ? factor : 1)
            }
        }
        func estimate(_ days: [MaintenanceDay]) throws -> StateSpaceMaintenance.Result {
            try #require(
                StateSpaceMaintenance.estimate(
                    days: days, priorKcalPerDay: 2200, priorStandardDeviationKcalPerDay: 250,
                    energyDensityKcalPerKg: 7700))
        }
        let plain = try estimate(days(factor: 1))
        let noEvidence = try estimate(
            days(factor: 1).map { MaintenanceDay(loggedKcal: $0.loggedKcal, weightKg: $0.weightKg) })
        #expect(plain == noEvidence)
        let short = try estimate(days(factor: 4))
        let usual = try estimate(days(factor: 0.3))
        #expect(short.expectedPartialDays > plain.expectedPartialDays)
        #expect(usual.expectedPartialDays < plain.expectedPartialDays)
    }
}
