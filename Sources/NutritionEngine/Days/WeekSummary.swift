/// The weekly roll-up: each figure over the days that have it, with its coverage; missing days are never zeros.
///
/// Coverage is days with data out of the week's days that have ended (before `asOf`; 7 for a past
/// week). A figure without data is nil and the output says "no data" instead of printing 0.
public struct WeekSummary: Sendable, Equatable {
    /// How many of the week's days a figure stands on.
    public struct Coverage: Sendable, Equatable {
        /// Days with data for the figure.
        public var days: Int
        /// Days of the week before `asOf`.
        public var of: Int

        /// `days` out of `of`.
        public init(days: Int, of: Int) {
            self.days = days
            self.of = of
        }
    }

    /// First day of the week.
    public var start: CalendarDate
    /// Last day of the week.
    public var end: CalendarDate
    /// The weekday weeks begin on.
    public var weekStart: Weekday
    /// Days of the week before `asOf` (7 for a finished week).
    public var daysEnded: Int

    /// Mean of the usable weigh-ins, kg.
    public var meanWeighInKg: Double?
    /// Mean of the display trend on the days with a usable weigh-in, kg.
    public var meanTrendKg: Double?
    /// Days with a usable weigh-in.
    public var weightCoverage: Coverage
    /// Outlier weigh-ins left out of the weight figures.
    public var weightOutliersExcluded: Int
    /// Mean intake per evidence day, kcal/day.
    public var meanIntakeKcalPerEvidenceDay: Double?
    /// Evidence days.
    public var intakeCoverage: Coverage
    /// Mean protein per evidence day that logged protein, g/day.
    public var meanProteinGPerEvidenceDay: Double?
    /// Evidence days with protein.
    public var proteinCoverage: Coverage
    /// Mean steps per day with a step count.
    public var meanStepsPerDayWithSteps: Double?
    /// Days with a step count.
    public var stepsCoverage: Coverage
    /// Alcohol summed over the days that recorded it, g.
    public var totalAlcoholG: Double?
    /// Days with an alcohol figure.
    public var alcoholCoverage: Coverage
    /// Training minutes summed over the days that recorded them, min.
    public var totalTrainingMinutes: Double?
    /// Days with training minutes.
    public var trainingMinutesCoverage: Coverage
    /// Sessions by type (one `trainingTypes` entry is one session).
    public var trainingTypeMix: [String: Int]
    /// Days with a `trainingTypes` list (an empty list means "no training", which is data).
    public var trainingTypesCoverage: Coverage

    /// Number of training sessions (entries of `trainingTypes`), nil when no day listed types.
    var trainingSessions: Int? { trainingTypesCoverage.days == 0 ? nil : trainingTypeMix.values.reduce(0, +) }

    /// Whether any figure has data.
    var hasData: Bool {
        [
            weightCoverage, intakeCoverage, proteinCoverage, stepsCoverage, alcoholCoverage, trainingMinutesCoverage,
            trainingTypesCoverage,
        ]
        .contains { $0.days > 0 } || weightOutliersExcluded > 0
    }

    /// The week of `ledger` containing `date`, weeks beginning on `weekStart`.
    public init(ledger: DayLedger, containing date: CalendarDate, weekStart: Weekday = .monday) {
        start = date.startOfWeek(beginningOn: weekStart)
        end = start.adding(days: 6)
        self.weekStart = weekStart
        daysEnded = max(0, min(7, start.days(to: ledger.asOf)))
        let week = ledger.days(from: start, through: end)
        let ended = daysEnded

        func coverage(_ count: Int) -> Coverage { Coverage(days: count, of: ended) }

        // One walk over the week's days, reading each in place: filtering the week copied its days
        // out (with their log entries, retaining their members), and `$0.logged?.x` copied the day for
        // each figure. The values are summed in day order as they are met (`WeekTally`), the sums
        // `reduce(0, +)` gave over the lists collected before, without the lists.
        var weighedKg = WeekTally()
        var weighedTrendKg = WeekTally()
        var outliers = 0
        var evidenceDays = 0
        var intake = WeekTally()
        var protein = WeekTally()
        var steps = WeekTally()
        var alcohol = WeekTally()
        var minutes = WeekTally()
        var typeLists: [[String]] = []
        for index in week.indices {
            if let kg = week[index].usableWeightKg {
                weighedKg.add(kg)
                if let trend = week[index].trendKg { weighedTrendKg.add(trend) }
            }
            if week[index].weightStatus != nil && week[index].weightStatus != .used { outliers += 1 }
            if week[index].isEvidence {
                evidenceDays += 1
                if let kcal = week[index].intakeKcal { intake.add(kcal) }
                if let grams = week[index].loggedProteinG { protein.add(grams) }
            }
            if let count = week[index].loggedSteps { steps.add(count) }
            if let grams = week[index].loggedAlcoholG { alcohol.add(grams) }
            if let trained = week[index].loggedTrainingMinutes { minutes.add(trained) }
            if let types = week[index].loggedTrainingTypes { typeLists.append(types) }
        }
        meanWeighInKg = weighedKg.mean
        meanTrendKg = weighedTrendKg.mean
        weightCoverage = coverage(weighedKg.count)
        weightOutliersExcluded = outliers
        meanIntakeKcalPerEvidenceDay = intake.mean
        intakeCoverage = coverage(evidenceDays)
        meanProteinGPerEvidenceDay = protein.mean
        proteinCoverage = coverage(protein.count)
        meanStepsPerDayWithSteps = steps.mean
        stepsCoverage = coverage(steps.count)
        totalAlcoholG = alcohol.total
        alcoholCoverage = coverage(alcohol.count)
        totalTrainingMinutes = minutes.total
        trainingMinutesCoverage = coverage(minutes.count)
        trainingTypeMix = typeLists.joined().reduce(into: [:]) { $0[$1, default: 0] += 1 }
        trainingTypesCoverage = coverage(typeLists.count)
    }
}

/// A week's values of one figure, summed as they are met: the sum starts at 0 and adds each value
/// in turn, the additions `reduce(0, +)` makes over the same values in the same order, so the same
/// bits (`WeekTallyTests`). Why not the list: seven lists a week grew one value at a time, up to
/// four allocations each, for every week the check-in summarizes (issue 25).
struct WeekTally {
    /// The sum of the values added, in the order added.
    private(set) var sum = 0.0
    /// How many values were added.
    private(set) var count = 0

    /// Adds `value`.
    mutating func add(_ value: Double) {
        sum += value
        count += 1
    }

    /// The mean of the values added; nil when none was.
    var mean: Double? { count == 0 ? nil : sum / Double(count) }

    /// The sum of the values added; nil when none was.
    var total: Double? { count == 0 ? nil : sum }
}
