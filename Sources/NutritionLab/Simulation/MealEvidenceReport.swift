import Foundation
import NutritionEngine

/// Renders `Reports/meal-evidence.md` from a meal-evidence run (deterministic for a seed).
public enum MealEvidenceReport {
    /// The seed of the committed report (the calibration report's: never used to choose the rule or
    /// its parameters).
    public static let reportSeed: UInt64 = CalibrationReport.reportSeed

    /// The Markdown report for `records` from `seed`, with `tuning` (each tuning seed's meal claims,
    /// the likelihood ratios the policy's odds factors were set from).
    public static func markdown(
        _ records: [MealEvidenceStudy.Record], seed: UInt64,
        tuning: [(seed: UInt64, claims: MealEvidenceStudy.Detection)],
        policy: Policy
    ) -> String {
        let days = policy.days
        var lines = [
            "# Meals as evidence of a complete day",
            "",
            "Regenerate: `Reports/meal-evidence.sh` (runs `nutrition-lab meal-evidence --seed \(seed) --trainees "
                + "\(records.count) --out Reports/meal-evidence.md`). Algorithm `\(EngineVersion.algorithm)`, policy "
                + "`\(policy.version)`. Seed \(seed), \(records.count) simulated people: the calibration study's "
                + "trainees for that seed (4–16 weeks, under-reporting, flagged and unflagged partial days, "
                + "untracked and unlogged days), each logged day split into meals and foods by the person's own "
                + "habits (`MealLogTrainee`: breakfast eaten on 55–100 % of days, lunch 80–100 %, dinner 90–100 %, "
                + "snacks 10–90 %); a partial day's log leaves one eaten meal out (65 %) or logs one at 10–50 % "
                + "of what was eaten.",
            "",
            "Each person's same logged intakes run twice through the shipped pipeline (`MaintenanceAssessment`): "
                + "as day-level intakes (the current rule: a day below \(figure(days.suspectBelowFractionOfRecentIntake)) × "
                + "the person's own recent median is asked about) and as foods (the meal rule beside it: usual "
                + "slots are those logged on ≥ \(figure(days.usualMealMinimumShare * 100)) % of the "
                + "validated food-log days in the \(days.mealPatternWindowDays) days before, from "
                + "\(days.mealPatternMinimumDays) such days on; a usual slot missing, or below "
                + "\(figure(days.mealFarBelowUsualFraction)) × its median, on a day logged below "
                + "\(figure(days.mealShortBelowFractionOfRecentIntake)) × the person's own recent median, is asked "
                + "about; the filter's partial-day prior odds × \(figure(days.partialOddsFactorMealsShort)) on a day "
                + "whose meals are short whatever its energy (the filter weighs the energy itself), × "
                + "\(figure(days.partialOddsFactorMealsUsual)) on a day with every usual meal). Nobody "
                + "answers a question in either run, so the differences are the evidence alone.",
            "",
            "## Partial-day detection",
            "",
            "Days scored: those whose completeness the person left unknown (complete logs and unflagged partial "
                + "ones). A positive is a day the pipeline asks about; the truth is an unflagged partial log.",
            "",
            "| rule | partial days | asked | precision | recall |",
            "|---|---:|---:|---:|---:|",
        ]
        for (label, path) in [
            ("current rule (0.7 × own median), day-level log", \MealEvidenceStudy.Record.currentRule),
            ("meal rule alone", \MealEvidenceStudy.Record.mealRule),
            ("either (shipped, with foods)", \MealEvidenceStudy.Record.either),
        ] as [(String, KeyPath<MealEvidenceStudy.Record, MealEvidenceStudy.Detection>)] {
            let d = MealEvidenceStudy.total(records, path)
            lines.append(
                "| \(label) | \(d.truePositives + d.falseNegatives) | \(d.truePositives + d.falsePositives) | "
                    + "\(percent(d.precisionPercent)) | \(percent(d.recallPercent)) |")
        }
        let claims = MealEvidenceStudy.total(records, \.mealClaims)
        lines += [
            "",
            "The meal rule claims nothing before \(days.mealPatternMinimumDays) validated food-log days: it judged "
                + "\(claims.truePositives + claims.falsePositives + claims.falseNegatives + claims.trueNegatives) of "
                + "the scored days.",
            "",
            "## The maintenance estimate",
            "",
            "Error against the true mean expenditure of the window in logging units, kcal/day (estimate − truth).",
            "",
            "| weeks | people | MAE without meals | MAE with meals | bias without | bias with | coverage without | coverage with |",
            "|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        let groups: [(String, [MealEvidenceStudy.Record])] = [
            ("all (4–16)", records), ("4", records.filter { $0.weeks == 4 }),
            ("5–8", records.filter { (5...8).contains($0.weeks) }),
            ("9–11", records.filter { (9...11).contains($0.weeks) }), ("12–16", records.filter { $0.weeks >= 12 }),
        ]
        for (label, group) in groups {
            guard
                let without = CalibrationStudy.Summary(group.map { ($0.withoutMeals, $0.truthLoggingUnitsKcalPerDay) }),
                let with = CalibrationStudy.Summary(group.map { ($0.withMeals, $0.truthLoggingUnitsKcalPerDay) })
            else { continue }
            lines.append(
                String(
                    format: "| %@ | %d | %.1f | %.1f | %+.1f | %+.1f | %.1f %% | %.1f %% |", label, group.count,
                    without.meanAbsoluteErrorKcalPerDay, with.meanAbsoluteErrorKcalPerDay, without.biasKcalPerDay,
                    with.biasKcalPerDay, without.coveragePercent, with.coveragePercent))
        }
        if let without = CalibrationStudy.Summary(records.map { ($0.withoutMeals, $0.truthLoggingUnitsKcalPerDay) }),
            let with = CalibrationStudy.Summary(records.map { ($0.withMeals, $0.truthLoggingUnitsKcalPerDay) })
        {
            let rule = MealEvidenceStudy.total(records, \.currentRule)
            let either = MealEvidenceStudy.total(records, \.either)
            lines += [
                "",
                "Reading: with meals the pipeline asks about \(either.truePositives) of the partial days instead of "
                    + "\(rule.truePositives), at a precision of \(percent(either.precisionPercent)) instead of "
                    + "\(percent(rule.precisionPercent)); the estimate itself moves little (MAE "
                    + String(
                        format: "%.1f → %.1f, bias %+.1f → %+.1f kcal/day", without.meanAbsoluteErrorKcalPerDay,
                        with.meanAbsoluteErrorKcalPerDay, without.biasKcalPerDay, with.biasKcalPerDay)
                    + "): the filter's partial-day mixture already weighs a low day by its energy, so the meals add "
                    + "most where the person is asked and answers (not simulated here: nobody answers).",
            ]
        }
        lines += [
            "",
            "## The odds factors",
            "",
            "The filter's factors are likelihood ratios of the meals alone: P(meals short | partial) / "
                + "P(meals short | complete), and the same for every usual meal there, on the days the meals are "
                + "judged (whatever the day's energy, which the filter weighs itself). They were set from the tuning seeds (300 people each), never from "
                + "the report seed; the report seed's own ratios are shown beside them as a check.",
            "",
            "| seeds | days judged | ratio when a meal is short (policy \(figure(days.partialOddsFactorMealsShort))) | "
                + "ratio when every usual meal is there (policy \(figure(days.partialOddsFactorMealsUsual))) |",
            "|---|---:|---:|---:|",
        ]
        for (label, detection) in tuning.map({ ("tuning \($0.seed)", $0.claims) }) + [("report \(seed)", claims)] {
            let judged =
                detection.truePositives + detection.falsePositives + detection.falseNegatives + detection.trueNegatives
            let ratios = MealEvidenceStudy.likelihoodRatios(detection)
            lines.append(
                "| \(label) | \(judged) | \(ratios.map { String(format: "%.2f", $0.short) } ?? "—") | "
                    + "\(ratios.map { String(format: "%.2f", $0.usual) } ?? "—") |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func percent(_ value: Double?) -> String { value.map { String(format: "%.1f %%", $0) } ?? "—" }
}

extension MealEvidenceReport {
    /// A policy figure as written (0.7, 28, 0.35).
    static func figure(_ value: Double) -> String { String(format: "%g", value) }
}
