import NutritionEngine

/// What an app shows after reading a person's document: the first target and this week's check-in.
struct WeekSummaryForApp {
    /// The first target `recommend` gives, kcal/day (nil: manual-only, or the goal was refused).
    var firstTargetKcalPerDay: Double?
    /// The day the check-in is dated: the day after the week unless the request gives one.
    var checkInDate: CalendarDate
    /// The check-in's one recommendation (keep, adjust or needs more evidence), nil for none.
    var offer: OfferedRecommendation?
    /// The check-in as the person reads it.
    var checkInPage: String
}

/// Reads the JSON document `bytes`, asks for the person's first target and runs the weekly
/// check-in of the week that contains `week`, under the standard policy.
func summarize(documentBytes bytes: [UInt8], week: CalendarDate) throws -> WeekSummaryForApp {
    // Every problem of the document at once, each at its JSON pointer (`ValidationFailure`).
    let document = try InputDocumentReader.read(bytes)

    var firstTarget: Double?
    switch try Evaluate.recommend(RecommendRequest(document: document), policy: .standard) {
    case .recommendation(let report):
        firstTarget = report.target?.initial.roundedKcalPerDay
    case .manualOnly, .manualOnlyPlan:
        firstTarget = nil  // The person sets their own target: the result holds no automated number.
    }

    let checkIn = try Evaluate.checkIn(CheckInRequest(document: document, week: week), policy: .standard)
    var offer: OfferedRecommendation?
    if case .checkIn(let report) = checkIn.report { offer = report.recommendation }
    return WeekSummaryForApp(
        firstTargetKcalPerDay: firstTarget, checkInDate: checkIn.date.date, offer: offer,
        checkInPage: try checkIn.rendered(as: .markdown))
}
