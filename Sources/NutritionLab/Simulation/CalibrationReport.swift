import Foundation
import NutritionEngine

/// Renders `Reports/maintenance-calibration.md` from a calibration run (deterministic for a seed).
public enum CalibrationReport {
    /// The seeds the engine's statistical parameters were tuned on; reports use a different seed.
    public static let tuningSeeds: [UInt64] = [7, 8, 9]
    /// The seed of the committed report.
    public static let reportSeed: UInt64 = 20_261_130

    /// A row label and the records it covers.
    struct Group {
        var label: String
        var records: [CalibrationStudy.Record]
    }

    /// One stress variant: the engine with and without its water terms on trainees whose truth departs
    /// from the filter's assumptions.
    public struct StressRow: Sendable {
        /// The variant.
        public var variant: SyntheticTrainee.Variant
        /// Records with the shipped filter (water terms on).
        public var withWater: [CalibrationStudy.Record]
        /// Records with the water terms off.
        public var withoutWater: [CalibrationStudy.Record]

        /// A row.
        public init(
            variant: SyntheticTrainee.Variant, withWater: [CalibrationStudy.Record],
            withoutWater: [CalibrationStudy.Record]
        ) {
            self.variant = variant
            self.withWater = withWater
            self.withoutWater = withoutWater
        }
    }

    /// How the real TDEETracker was (or was not) run, for the report's text.
    public struct PeerRun: Sendable {
        /// The binary's path as given, or nil when it was absent.
        public var binary: String?
        /// Trainees it gave an answer for.
        public var answered: Int

        /// A description.
        public init(binary: String?, answered: Int) {
            self.binary = binary
            self.answered = answered
        }
    }

    /// The Markdown report for `records` produced from `seed`.
    public static func markdown(
        _ records: [CalibrationStudy.Record], seed: UInt64, policy: Policy,
        peer: PeerRun = PeerRun(binary: nil, answered: 0), stress: [StressRow] = [],
        priors: [(String, [CalibrationStudy.Record])] = []
    ) -> String {
        var lines: [String] = []
        lines.append("# Maintenance calibration (synthetic trainees)")
        lines.append("")
        lines.append(
            "Regenerate (TDEETracker beside the engine): `TDEETRACKER=/work/peer/tdeetracker/tdeetracker "
                + "Reports/maintenance-calibration.sh` (\(records.count) trainees, seed \(seed)); the script builds "
                + "the release CLI, writes each trainee's log as a TDEETracker input file (`calibrate --peer-inputs "
                + "DIR`), runs the binary on each as a separate process, and regenerates this report from both outputs "
                + "(`calibrate --peer-results FILE --stress`). Without the binary the report says so and leaves the "
                + "column out; the engine alone: `swift run -c release nutrition-lab calibrate --seed \(seed) "
                + "--trainees \(records.count) --stress --out Reports/maintenance-calibration.md`."
        )
        lines.append("")
        lines.append(
            "Algorithm `\(EngineVersion.algorithm)`, policy `\(policy.version)`. Seed \(seed), \(records.count) "
                + "trainees. The filter's structure and parameters were chosen on tuning seeds 7, 8 and 9 (300 "
                + "trainees each), never on the report seed \(reportSeed); nothing in it is fitted to the trainees: "
                + "its noise levels are learned per person by the filter bank."
                + " Stated for honesty: this seed has been run after each version of the filter. Algorithm 2026.12.0 "
                + "(3 × 3 noise grid, then 2 × 2, then a 30 kcal/day model-error floor) gave MAE 85, bias −23, "
                + "coverage 93.1 % overall and 129 / 91.5 % at 4 weeks. Version 2026.12.1 changed four things, "
                + "each chosen on the tuning seeds 7–9 after an oracle-ablation diagnosis "
                + "(Reports/maintenance-diagnosis.md): the partial-day prior is the same for everyone (it no "
                + "longer switches to Beta(0.2, 40) when a person has ever flagged a day incomplete), the "
                + "energy-density SD is 5 % (derived from Jackson 2002's body-fat error), the model-error floor is "
                + "back at the reference design's 10 kcal/day, and maintenance follows the tissue weight inside "
                + "the filter (Hall's weight-linked expenditure, from the reference design). On the tuning seeds "
                + "(900 trainees) the first three moved MAE 82.7 → 75.7, bias −21 → +5, coverage 93.0 → 94.2 % (4 "
                + "weeks: 123 → 115, 93.4 %); this seed, run once then, gave MAE 77, bias +2, coverage 93.6 % (4 "
                + "weeks 124, 91.2 %). The weight link then moved the tuning seeds to 73.3, −1, 93.4 % (4 weeks "
                + "113.5, 92.7 %); "
                + " this seed's second run gave MAE 74, bias −3, coverage 93.8 % (4 weeks 122, 91.8 %). Version "
                + "2026.12.2"
                + " (issue 18) puts the prior's mean on the equations' scale (NASEM itself instead of 0.95 × NASEM, "
                + "so a first"
                + " target and the filter are in the same units; under-reporting stays in the prior's spread, "
                + "METHOD.md §4),"
                + " chosen for that reason and not tuned on any seed; the figures below are this seed's third run."
        )
        lines.append("")
        lines.append(
            "Trainees are simulated with Hall's adult model (METHOD.md §4): sex 50/50, age 20–65 y, BMI 19–38, four "
                + "NASEM activity categories; true expenditure = NASEM 2023 + SEE·z; true fat mass = Jackson 2002 × (1 "
                + "+ 0.15·z) (so the engine's energy density is off by the body-composition error a real person has); "
                + "plans of 4–16 weeks (a third exactly 4 weeks, the rest 5–16; 55 % deficits of 10–30 %, 20 % "
                + "maintenance, 25 % surpluses of 5–15 %); true intake varies day to day (CV 10–25 %, weekend boost "
                + "0–15 %); scale = true weight + AR(1) water noise (σ 0.3–0.8 kg, φ 0.3–0.7) + Monday/Sunday bumps "
                + "(0–0.4 kg) + 1 % spikes of 2–3 kg, rounded to 0.1 kg; weigh-in days 45–100 %, 4 % stop weighing 10 "
                + "days before the end; unlogged days 0–25 %, partial flagged 0–8 %, partial unflagged 0–6 %, 10 % "
                + "with an untracked block of 3–7 days; half under-report consistently by 0–15 %; per-day logging "
                + "error 5 %. The days are written as an input document and run through the shipped pipeline (day "
                + "ledger, whole-history filter) exactly as `maintenance` runs it, as of the day after the plan's last "
                + "day."
        )
        lines.append("")
        let peerText: String =
            if let binary = peer.binary {
                "**TDEETracker** = the real program (github francescoalemanno/TDEETracker, commit 25c703b, built "
                    + "with `g++ -O2 -std=c++17 -I. main.cpp`, run as `\(binary) FILE` with its defaults: 7,700 "
                    + "kcal/kg, initial TDEE = the first day's calories, no smoothing, no calibration) on each "
                    + "trainee's log: one line `yyyy-mm-dd weight kcal` per day with a weigh-in and a log that looks "
                    + "complete (it needs both on a line; other dates are gaps it bridges with its own time step); its "
                    + "answer is the last line's `TDEE: x ± sd`, interval x ± 1.96·sd; it answered for "
                    + "\(peer.answered) trainees. GPL: nothing of it is in this repository."
            } else {
                "**TDEETracker**: the binary was absent when this report was generated, so the real program is not "
                    + "in the tables (run the script with `TDEETRACKER` set)."
            }
        lines.append(
            "Truth: **logging units** = the true mean expenditure of the last \(policy.maintenance.windowDays) days "
                + "(mean true intake − change in stored energy / days) minus the consistent under-reporting of the "
                + "window's intake: the maintenance the person should aim for with the log they keep; **true** = "
                + "without that correction. Error = estimate − truth. Coverage = share of stated 95 % intervals "
                + "containing the truth. Estimators: **engine** (the whole-history state-space filter, METHOD.md §4; "
                + "holding cases included with their prior), **line fit** (the previous method: a robust 28-day line "
                + "fit combined with the NASEM prior), \(peerText) **naive** (mean of every logged intake of the "
                + "window, partial days included, − 7,700 × OLS slope; iid interval), **equations** (NASEM 2023 at the "
                + "mean window weight ± 1.96·SEE)."
        )
        lines.append("")
        let groups: [Group] = [
            Group(label: "all (4–16 weeks)", records: records),
            Group(label: "4 weeks", records: records.filter { $0.weeks == 4 }),
            Group(label: "5–8 weeks", records: records.filter { (5...8).contains($0.weeks) }),
            Group(label: "9–11 weeks", records: records.filter { (9...11).contains($0.weeks) }),
            Group(label: "12–16 weeks", records: records.filter { $0.weeks >= 12 }),
        ]
        lines.append("## Goals (logging units)")
        lines.append("")
        if let all = summary(records, \.engine, logging: true),
            let four = summary(groups[1].records, \.engine, logging: true)
        {
            lines.append(
                String(
                    format: "- MAE at most 75 kcal/day over plans of 4–16 weeks: measured %.0f — %@.",
                    all.meanAbsoluteErrorKcalPerDay, all.meanAbsoluteErrorKcalPerDay <= 75 ? "met" : "NOT met"))
            lines.append(
                String(
                    format: "- MAE at most 100 kcal/day at exactly 4 weeks: measured %.0f (n = %d) — %@.",
                    four.meanAbsoluteErrorKcalPerDay, four.count,
                    four.meanAbsoluteErrorKcalPerDay <= 100 ? "met" : "NOT met"))
            lines.append(
                String(
                    format:
                        "- 95 %% coverage between 92 %% and 98 %%: measured %.1f %% overall, %.1f %% at 4 weeks — %@.",
                    all.coveragePercent, four.coveragePercent,
                    (92...98).contains(all.coveragePercent) && (92...98).contains(four.coveragePercent)
                        ? "met" : "NOT met"))
            lines.append(
                String(
                    format: "- bias within ±20 kcal/day: measured %+.0f overall, %+.0f at 4 weeks — %@.",
                    all.biasKcalPerDay, four.biasKcalPerDay,
                    abs(all.biasKcalPerDay) <= 20 && abs(four.biasKcalPerDay) <= 20 ? "met" : "NOT met"))
            let limits = groups.compactMap { group in
                InformationLimitComparison(group.records).map { (group.label, $0) }
            }
            if !limits.isEmpty {
                let within = limits.allSatisfy { $0.1.ratio <= informationLimitAim }
                let listed = limits.map { String(format: "%@ %.2f", $0.0, $0.1.ratio) }.joined(separator: "; ")
                lines.append(
                    "- MAE at most \(String(format: "%.1f", informationLimitAim))× the information limit's at every "
                        + "plan length (engine MAE / limit MAE): \(listed) — \(within ? "met" : "NOT met")."
                )
            }
            var beats: [String] = []
            var allBeat = true
            for group in groups {
                let pairs = group.records.compactMap { r in r.peer.map { ($0, r.truthLoggingUnitsKcalPerDay) } }
                guard let p = CalibrationStudy.Summary(pairs),
                    let e = summary(group.records.filter { $0.peer != nil }, \.engine, logging: true)
                else { continue }
                if e.meanAbsoluteErrorKcalPerDay >= p.meanAbsoluteErrorKcalPerDay { allBeat = false }
                beats.append(
                    String(
                        format: "%@ %.0f vs %.0f", group.label, e.meanAbsoluteErrorKcalPerDay,
                        p.meanAbsoluteErrorKcalPerDay))
            }
            if beats.isEmpty {
                lines.append("- better than the real TDEETracker at every length: not measured (binary absent).")
            } else {
                lines.append(
                    "- better than the real TDEETracker at every length (MAE engine vs TDEETracker on the trainees "
                        + "it answered): \(beats.joined(separator: "; ")) — \(allBeat ? "met" : "NOT met")."
                )
            }
        }
        lines.append("")
        lines += informationLimitSection(groups)
        lines.append("## By weeks of data (logging units)")
        lines.append("")
        lines += table(groups, logging: true)
        lines.append("")
        lines.append("## By weeks of data (true units)")
        lines.append("")
        lines += table(groups, logging: false)
        lines.append("")
        lines.append("## By water-noise level (σ of the scale's AR(1) noise, logging units)")
        lines.append("")
        lines += table(
            [
                Group(label: "σ 0.30–0.47 kg", records: records.filter { $0.waterNoiseKg < 0.4667 }),
                Group(
                    label: "σ 0.47–0.63 kg",
                    records: records.filter { $0.waterNoiseKg >= 0.4667 && $0.waterNoiseKg < 0.6333 }),
                Group(label: "σ 0.63–0.80 kg", records: records.filter { $0.waterNoiseKg >= 0.6333 }),
            ], logging: true)
        lines.append("")
        lines.append("## By plan (logging units)")
        lines.append("")
        lines += table(
            [
                Group(label: "deficit 10–30 %", records: records.filter { $0.planFraction < 0 }),
                Group(label: "maintenance", records: records.filter { $0.planFraction == 0 }),
                Group(label: "surplus 5–15 %", records: records.filter { $0.planFraction > 0 }),
                Group(label: "honest logs", records: records.filter { $0.underReportingFraction == 0 }),
                Group(label: "under-reporting 0–15 %", records: records.filter { $0.underReportingFraction > 0 }),
            ], logging: true)
        lines.append("")
        lines.append("## By unflagged partial days (logging units)")
        lines.append("")
        lines.append(
            "The partial-day mixture (METHOD.md §4) imputes part of every day that looks low, so it lifts the "
                + "estimate of a person who never leaves a partial day unflagged and only partly corrects one who "
                + "does; the overall bias is the balance of the two."
        )
        lines.append("")
        lines += table(
            [
                Group(
                    label: "none, 4 weeks", records: records.filter { $0.unflaggedPartialDays == 0 && $0.weeks == 4 }),
                Group(
                    label: "none, 5–16 weeks", records: records.filter { $0.unflaggedPartialDays == 0 && $0.weeks > 4 }),
                Group(
                    label: "at least one, 4 weeks",
                    records: records.filter { $0.unflaggedPartialDays > 0 && $0.weeks == 4 }),
                Group(
                    label: "at least one, 5–16 weeks",
                    records: records.filter { $0.unflaggedPartialDays > 0 && $0.weeks > 4 }),
            ], logging: true)
        lines.append("")
        if !stress.isEmpty {
            lines.append("## Model-mismatch stress test (logging units, all plan lengths)")
            lines.append("")
            lines.append(
                "Each variant re-simulates the same trainees (same seed) with a truth that departs from the filter's "
                    + "assumptions: the energy density the engine derives 10 % above or below the truth (the profile "
                    + "is given a body fat that makes it so), adaptive thermogenesis ×0 or ×2 in Hall's model, "
                    + "scale-noise innovations from a Student t with 3 degrees of freedom. **physiology** is the "
                    + "shipped filter with Hall's terms (ECF and glycogen water driven by the logged intake, the "
                    + "thermic effect of food, adaptive thermogenesis); **plain** switches them all off (a random-walk "
                    + "maintenance and nothing else physiological)."
            )
            lines.append("")
            lines.append(
                "| variant | filter | n | bias | MAE | MAE 4 weeks | P90 \\|error\\| | coverage 95 % | mean "
                    + "half-width |"
            )
            lines.append("|---|---|---|---|---|---|---|---|---|")
            for row in stress {
                for (name, set) in [("physiology", row.withWater), ("plain", row.withoutWater)] {
                    guard let s = summary(set, \.engine, logging: true) else { continue }
                    let four = summary(set.filter { $0.weeks == 4 }, \.engine, logging: true)
                    lines.append(
                        String(
                            format: "| %@ | %@ | %d | %+.0f | %.0f | %.0f | %.0f | %.1f %% | %.0f |",
                            row.variant.rawValue, name, s.count, s.biasKcalPerDay,
                            s.meanAbsoluteErrorKcalPerDay, four?.meanAbsoluteErrorKcalPerDay ?? .nan,
                            s.p90AbsoluteErrorKcalPerDay, s.coveragePercent, s.meanHalfWidthKcalPerDay))
                }
            }
            lines.append("")
        }
        if !priors.isEmpty {
            lines.append("## The prior: what the equations do not know (logging units)")
            lines.append("")
            lines.append(
                "The filter's prior on pre-log maintenance, step by step, on the same trainees (METHOD.md §4): NASEM "
                    + "2023 ± its SEE; then widened for under-reporting (doubly labelled water: self-report runs 10–20 "
                    + "% low on average; Schoeller 1995, Subar et al. 2003 OPEN) by an SD of 5 % of NASEM; then "
                    + "widened by half the NASEM gap to the nearest other activity category, since the category is "
                    + "self-reported. The last row is the prior shipped before issue 18, whose mean was also shifted 5 "
                    + "% below NASEM: it is better calibrated on average here (this simulator's trainees under-report "
                    + "by 5 % on average), but it sat below the first target, which is NASEM's, so a first check-in "
                    + "lowered the target on no evidence; since issue 18 the prior's mean is the equations' and "
                    + "under-reporting is learned from the person's own data (METHOD.md §4, \"Prior\")."
            )
            lines.append("")
            lines.append("| prior | n | bias | MAE | coverage 95 % | 4 weeks: bias | MAE | coverage 95 % |")
            lines.append("|---|---|---|---|---|---|---|---|")
            for (label, set) in priors {
                guard let all = summary(set, \.engine, logging: true),
                    let four = summary(set.filter { $0.weeks == 4 }, \.engine, logging: true)
                else { continue }
                lines.append(
                    String(
                        format: "| %@ | %d | %+.0f | %.0f | %.1f %% | %+.0f | %.0f | %.1f %% |", label, all.count,
                        all.biasKcalPerDay, all.meanAbsoluteErrorKcalPerDay,
                        all.coveragePercent, four.biasKcalPerDay, four.meanAbsoluteErrorKcalPerDay, four.coveragePercent
                    ))
            }
            lines.append("")
        }
        lines.append("## Engine by status and confidence (logging units)")
        lines.append("")
        lines.append("| group | n | bias | MAE | P90 | coverage 95 % | mean half-width |")
        lines.append("|---|---|---|---|---|---|---|")
        let engineGroups: [Group] = [
            Group(label: "estimated", records: records.filter { $0.engineStatus == .estimated }),
            Group(label: "holding", records: records.filter { $0.engineStatus == .holding }),
            Group(label: "confidence high", records: records.filter { $0.engineConfidence == .high }),
            Group(label: "confidence moderate", records: records.filter { $0.engineConfidence == .moderate }),
            Group(label: "confidence low", records: records.filter { $0.engineConfidence == .low }),
            Group(label: "says logging incomplete", records: records.filter { $0.engineSaysIncomplete }),
        ]
        for group in engineGroups {
            if let s = summary(group.records, \.engine, logging: true) {
                lines.append(row(group.label, s))
            } else {
                lines.append("| \(group.label) | 0 | | | | | |")
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// The engine against the information limit (`InformationLimit`) at each plan length, with the
    /// aim of an MAE at most `informationLimitAim` times the limit's; empty when the run has no limit.
    static func informationLimitSection(_ groups: [Group]) -> [String] {
        guard groups.contains(where: { $0.records.contains { $0.informationLimit != nil } }) else { return [] }
        let aim = String(format: "%.1f", informationLimitAim)
        var lines = [
            "## The information limit (logging units)", "",
            "The same trainees run through the engine's own filter told every hidden quantity (`InformationLimit`, "
                + "METHOD.md §4): the scale noise's σ and φ (one filter, no bank), each reading's weekend bump "
                + "and spike, the true fat mass (exact Forbes ρ) and resting expenditure, which logged days are "
                + "partial (left out), the true intake of every completely logged day (no logging error, "
                + "no under-reporting) "
                + "and the simulator's own prior on pre-log maintenance (NASEM 2023 ± SEE, no shift or widening). "
                + "It is not told the intake of the days the person did not log completely, the water noise's "
                + "realisation or maintenance itself, and keeps the filter's structure (random walk, linearised "
                + "water, Forbes path). Its error is what these data cannot tell this filter on this simulator; "
                + "the aim is an engine MAE at most \(aim)× the limit's at every plan length. Both are measured "
                + "on the same trainees; ± is the standard error of the ratio (paired, delta method).",
            "",
            "| group | n | engine MAE | limit MAE | ratio | aim ≤ \(aim)× | limit bias |",
            "|---|---|---|---|---|---|---|",
        ]
        for group in groups {
            guard let c = InformationLimitComparison(group.records) else { continue }
            lines.append(
                String(
                    format: "| %@ | %d | %.0f | %.0f | %.2f ± %.2f | %@ | %+.0f |", group.label, c.count,
                    c.engineMeanAbsoluteErrorKcalPerDay, c.limitMeanAbsoluteErrorKcalPerDay, c.ratio,
                    c.ratioStandardError, c.ratio <= informationLimitAim ? "met" : "NOT met", c.limitBiasKcalPerDay))
        }
        lines.append("")
        return lines
    }

    /// The aim for the engine's MAE as a multiple of the information limit's (issue 18).
    public static let informationLimitAim = 1.1

    /// The engine's MAE against the information limit's on the records that have both (paired).
    struct InformationLimitComparison {
        var count: Int
        var engineMeanAbsoluteErrorKcalPerDay: Double
        var limitMeanAbsoluteErrorKcalPerDay: Double
        var limitBiasKcalPerDay: Double
        /// Engine MAE / limit MAE.
        var ratio: Double
        /// Its standard error by the delta method for paired means: SD(a − R·b)/(√n·b̄).
        var ratioStandardError: Double

        /// Nil with fewer than 2 records holding a limit.
        init?(_ records: [CalibrationStudy.Record]) {
            let paired = records.compactMap { r -> (Double, Double, Double)? in
                guard let limit = r.informationLimit else { return nil }
                let truth = r.truthLoggingUnitsKcalPerDay
                return (abs(r.engine.kcalPerDay - truth), abs(limit.kcalPerDay - truth), limit.kcalPerDay - truth)
            }
            guard paired.count >= 2 else { return nil }
            let n = Double(paired.count)
            count = paired.count
            engineMeanAbsoluteErrorKcalPerDay = paired.reduce(0) { $0 + $1.0 } / n
            limitMeanAbsoluteErrorKcalPerDay = paired.reduce(0) { $0 + $1.1 } / n
            limitBiasKcalPerDay = paired.reduce(0) { $0 + $1.2 } / n
            ratio = engineMeanAbsoluteErrorKcalPerDay / limitMeanAbsoluteErrorKcalPerDay
            let r = ratio  // a local: the closure cannot read self before every member is set
            let spread = paired.reduce(0) { $0 + ($1.0 - r * $1.1) * ($1.0 - r * $1.1) } / (n - 1)
            ratioStandardError = (spread / n).squareRoot() / limitMeanAbsoluteErrorKcalPerDay
        }
    }

    static func table(_ groups: [Group], logging: Bool) -> [String] {
        var lines = [
            "| group | estimator | n | bias | MAE | P90 \\|error\\| | coverage 95 % | mean half-width |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for group in groups {
            let rows: [(String, [(CalibrationStudy.Answer, Double)])] = [
                ("engine", group.records.map { ($0.engine, truth($0, logging)) }),
                ("line fit (previous)", group.records.map { ($0.lineFit, truth($0, logging)) }),
                ("TDEETracker", group.records.compactMap { r in r.peer.map { ($0, truth(r, logging)) } }),
                ("naive", group.records.compactMap { r in r.naive.map { ($0, truth(r, logging)) } }),
                ("equations", group.records.map { ($0.prior, truth($0, logging)) }),
            ]
            for (name, pairs) in rows {
                if let s = CalibrationStudy.Summary(pairs) {
                    lines.append(
                        String(
                            format: "| %@ | %@ | %d | %+.0f | %.0f | %.0f | %.1f %% | %.0f |", group.label, name,
                            s.count, s.biasKcalPerDay,
                            s.meanAbsoluteErrorKcalPerDay, s.p90AbsoluteErrorKcalPerDay, s.coveragePercent,
                            s.meanHalfWidthKcalPerDay))
                }
            }
        }
        return lines
    }

    static func truth(_ record: CalibrationStudy.Record, _ logging: Bool) -> Double {
        logging ? record.truthLoggingUnitsKcalPerDay : record.truthKcalPerDay
    }

    static func summary(
        _ records: [CalibrationStudy.Record], _ path: KeyPath<CalibrationStudy.Record, CalibrationStudy.Answer>,
        logging: Bool
    )
        -> CalibrationStudy.Summary?
    {
        CalibrationStudy.Summary(
            records.map { ($0[keyPath: path], logging ? $0.truthLoggingUnitsKcalPerDay : $0.truthKcalPerDay) })
    }

    static func row(_ label: String, _ s: CalibrationStudy.Summary) -> String {
        String(
            format: "| %@ | %d | %+.0f | %.0f | %.0f | %.1f %% | %.0f |", label, s.count, s.biasKcalPerDay,
            s.meanAbsoluteErrorKcalPerDay,
            s.p90AbsoluteErrorKcalPerDay, s.coveragePercent, s.meanHalfWidthKcalPerDay)
    }
}
