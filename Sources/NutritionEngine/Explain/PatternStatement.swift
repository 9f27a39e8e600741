import Foundation

/// The words of the patterns: each candidate's groups and the sentence stating a pattern. They
/// state associations with their sizes and counts, never a cause, and carry no praise or blame.
enum PatternStatement {
    /// The two groups' names (the group, the others), e.g. "Fridays" and "other days".
    static func groupLabels(_ subject: PatternCandidate.Subject, policy: PatternsPolicy) -> (String, String) {
        let n = OutputText.self
        switch subject {
        case .logging(_, .weekday(let day)): return (day.rawValue.capitalized + "s", "other days")
        case .logging(_, .weekend): return ("weekends (Saturday and Sunday)", "weekdays")
        case .logging(_, .afterAlcoholDay):
            return (
                "days after a day with at least \(n.number(policy.alcoholDayMinimumG)) g alcohol",
                "days after a day with less"
            )
        case .dayOutcome(_, let feature, let threshold):
            return featureLabels(feature, threshold: threshold, policy: policy)
        case .weekOutcome(_, let feature, let minimumDays, let threshold):
            let days: String =
                switch feature {
                case .alcohol: "days with at least \(n.number(policy.alcoholDayMinimumG)) g alcohol"
                case .training: "training days"
                case .highSteps, .highProtein: "days with " + amountText(feature, threshold)
                case .declaredComplete: "days marked complete"
                case .breakfastProtein, .lateLastFood, .earlyFirstFood:
                    featureLabels(feature, threshold: threshold, policy: policy).0
                }
            return ("weeks with \(minimumDays) or more \(days)", "the other weeks")
        }
    }

    /// A day feature's two groups.
    static func featureLabels(_ feature: DayFeature, threshold: Double?, policy: PatternsPolicy) -> (String, String) {
        let n = OutputText.self
        switch feature {
        case .highProtein:
            return (
                "days with " + amountText(feature, threshold) + (threshold == nil ? "" : " (the median)"),
                "days with less"
            )
        case .alcohol: return ("days with at least \(n.number(policy.alcoholDayMinimumG)) g alcohol", "days with less")
        case .training:
            return (
                "training days (at least \(n.number(policy.trainingDayMinimumMinutes)) minutes)",
                "days without training"
            )
        case .highSteps:
            return (
                "days with " + amountText(feature, threshold) + (threshold == nil ? "" : " (the median)"),
                "days with fewer"
            )
        case .declaredComplete: return ("days marked complete", "days whose completeness was not stated")
        case .breakfastProtein:
            return (
                "days with at least \(n.number(policy.breakfastProteinMinimumG)) g protein at breakfast",
                "days with a breakfast of less"
            )
        case .lateLastFood:
            return (
                "days whose last food was at \(clock(policy.lateLastFoodFromHour)) or later",
                "days whose last food was earlier"
            )
        case .earlyFirstFood:
            return (
                "days whose first food was before \(clock(policy.earlyFirstFoodBeforeHour))",
                "days whose first food was later"
            )
        }
    }

    /// A policy hour as a local clock time, "21:00" (hours past 24 read as the next morning's clock).
    static func clock(_ hours: Double) -> String {
        let minutes = Int((hours * 60).rounded()) % (24 * 60)
        return (minutes / 60 < 10 ? "0" : "") + "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
    }

    /// A median split's upper side as people read it: "at least 108 g protein", "at least 9369 steps";
    /// "protein at or above the median" when there was no amount to take a median of.
    static func amountText(_ feature: DayFeature, _ threshold: Double?) -> String {
        let what = feature == .highSteps ? "steps" : "protein"
        guard let threshold else { return "\(what) at or above the median" }
        return "at least \(OutputText.fixed(threshold, 0))\(feature == .highSteps ? "" : " g") \(what)"
    }

    /// What the share counts, after "…, " (e.g. "the log was marked incomplete").
    static func eventPhrase(_ subject: PatternCandidate.Subject, policy: PatternsPolicy) -> String {
        switch subject {
        case .logging(.incomplete, _): "the log was marked incomplete"
        case .logging(.untracked, _): "the day was marked untracked"
        case .logging(.missing, _): "no intake was logged"
        case .logging(.usualMealUnlogged, _): "one of the usual meals had no food logged"
        case .dayOutcome(.withinTarget, _, _):
            "intake was within \(OutputText.number(policy.targetBandPercent)) % of the target in force"
        case .weekOutcome(.evidenceDays, _, _, _): "evidence days in the week"
        case .weekOutcome(.trendAgainstBalance, _, _, _): "the weight trend against the energy balance"
        }
    }

    /// A candidate's short name for tables, e.g. "Fridays: marked incomplete".
    static func shortName(_ subject: PatternCandidate.Subject, policy: PatternsPolicy) -> String {
        let group = groupLabels(subject, policy: policy).0
        let what: String =
            switch subject {
            case .logging(.incomplete, _): "marked incomplete"
            case .logging(.untracked, _): "marked untracked"
            case .logging(.missing, _): "nothing logged"
            case .logging(.usualMealUnlogged, _): "a usual meal unlogged"
            case .dayOutcome(.withinTarget, _, _): "within the target"
            case .weekOutcome(.evidenceDays, _, _, _): "evidence days a week"
            case .weekOutcome(.trendAgainstBalance, _, _, _): "trend against the balance"
            }
        return group.prefix(1).uppercased() + group.dropFirst() + ": " + what
    }

    /// The share "50 % of days (8 of 16)".
    static func share(_ events: Int, _ days: Int) -> String {
        guard days > 0 else { return "no days" }
        return "\(OutputText.fixed(100 * Double(events) / Double(days), 0)) % of days (\(events) of \(days))"
    }

    /// A week group's mean of `values` in `unit`, e.g. "5.8 (9 weeks)".
    static func mean(_ values: [Double], unit: PatternEffect.Unit) -> String {
        guard !values.isEmpty else { return "no weeks" }
        let mean = values.reduce(0, +) / Double(values.count)
        return "\(quantity(mean, unit)) (\(values.count) \(values.count == 1 ? "week" : "weeks"))"
    }

    /// A number in `unit` as people read it; a difference (`signed`) with its sign.
    static func quantity(_ value: Double, _ unit: PatternEffect.Unit, signed: Bool = false) -> String {
        let number = signed ? bound(value, unit) : unsigned(value, unit)
        switch unit {
        case .percentagePoints: return "\(number) percentage points"
        case .daysPerWeek: return "\(number) days a week"
        case .kg: return "\(number) kg"
        }
    }

    /// The interval's level for `z` under the normal curve, e.g. "95 %".
    static func level(_ z: Double) -> String { "\(OutputText.fixed(100 * erf(z / 2.squareRoot()), 0)) %" }

    /// A p-value to two significant digits ("0.0041"), "< 0.0001" below that.
    static func p(_ value: Double) -> String {
        value < 0.0001 ? "< 0.0001" : String(format: "%.2g", value)
    }

    /// The sentence stating `pattern`: the groups with their sizes and counts, then the difference
    /// with its interval and the adjusted p-value.
    static func sentence(_ pattern: TestedPattern, policy: PatternsPolicy) -> String {
        let subject = pattern.candidate.subject
        let (group, others) = groupLabels(subject, policy: policy)
        let lead: String
        switch (subject, pattern.candidate.data) {
        case (.weekOutcome(.trendAgainstBalance, _, _, _), .values(let inGroup, let outside)):
            lead =
                "In \(group), the weight trend changed \(balanceText(inGroup)) than the logged intake's energy balance "
                + "implies (mean of \(weeks(inGroup.count))), against \(balanceText(outside)) in \(others) "
                + "(\(weeks(outside.count)))."
        case (.weekOutcome, .values(let inGroup, let outside)):
            lead =
                "In \(group), the week had \(OutputText.fixed(average(inGroup), 1)) evidence days on average "
                + "(\(weeks(inGroup.count))), against \(OutputText.fixed(average(outside), 1)) in \(others) "
                + "(\(weeks(outside.count)))."
        case (_, .shares(let groupEvents, let groupDays, let otherEvents, let otherDays)):
            lead =
                "On \(group), \(eventPhrase(subject, policy: policy)) on \(share(groupEvents, groupDays)), against "
                + "\(share(otherEvents, otherDays).replacingOccurrences(of: " of days (", with: " of \(others) ("))."
        case (_, .values):
            lead = ""
        }
        return lead + " " + effectText(pattern.effect, z: policy.intervalZ)
            + "; adjusted p \(pattern.adjustedPValue < 0.0001 ? "" : "= ")\(p(pattern.adjustedPValue))."
    }

    /// "Difference +35 percentage points (95 % interval +11 to +58)".
    static func effectText(_ effect: PatternEffect, z: Double) -> String {
        var text = "Difference \(quantity(effect.value, effect.unit, signed: true))"
        if let low = effect.low, let high = effect.high {
            text += " (\(level(z)) interval \(bound(low, effect.unit)) to \(bound(high, effect.unit)))"
        }
        return text
    }

    /// A difference or an interval's end, with its sign, at the unit's page precision.
    private static func bound(_ value: Double, _ unit: PatternEffect.Unit) -> String {
        OutputText.signed(value, decimals(unit))
    }

    private static func unsigned(_ value: Double, _ unit: PatternEffect.Unit) -> String {
        OutputText.fixed(value, decimals(unit))
    }

    /// Whole percentage points, days a week to 0.1, kg to 0.01.
    private static func decimals(_ unit: PatternEffect.Unit) -> Int {
        switch unit {
        case .percentagePoints: 0
        case .daysPerWeek: 1
        case .kg: 2
        }
    }

    private static func average(_ values: [Double]) -> Double { values.reduce(0, +) / Double(max(values.count, 1)) }

    private static func weeks(_ count: Int) -> String { "\(count) \(count == 1 ? "week" : "weeks")" }

    /// "0.25 kg more" or "0.10 kg less" for the mean of week residuals.
    private static func balanceText(_ values: [Double]) -> String {
        let mean = average(values)
        return "\(OutputText.fixed(abs(mean), 2)) kg \(mean >= 0 ? "more" : "less")"
    }
}
