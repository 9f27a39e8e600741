import Foundation
import NutritionEngine

/// Renders `Reports/real-data.md`: the four estimators at weekly cuts of the real logs in
/// `../shared/data`, against the balance the next 28 days reveal (METHOD.md §4).
public enum RealDataReport {
    /// One real log with what the report says about it.
    public struct DataSet: Sendable {
        /// Section title.
        public var title: String
        /// Where it came from and how it was imported (Markdown).
        public var description: String
        /// The log.
        public var log: RealLog
        /// The document's days.
        public var dayLog: DayLog
        /// The profile the engine and the equations are given (assumed: the exports carry none).
        public var person: Person

        /// A data set.
        public init(title: String, description: String, log: RealLog, dayLog: DayLog, person: Person) {
            self.title = title
            self.description = description
            self.log = log
            self.dayLog = dayLog
            self.person = person
        }
    }

    /// The profile the report assumes for a log without one: male, 35 years, 180 cm, low active, at
    /// the mean weigh-in of the log's first 7 days (nil without one). Chosen before looking at any
    /// estimate; it moves only the prior, the equations, Jackson's fat mass (ρ) and the weight link.
    public static func assumedPerson(
        _ log: RealLog, sex: EquationSex = .male, ageYears: Double = 35, activityLevel: ActivityLevel = .lowActive
    ) -> Person? {
        guard let weight = log.meanWeight(0..<7)?.kg else { return nil }
        return Person(
            equationSex: sex, ageYears: ageYears, heightCm: 180, weightKg: weight, activityLevel: activityLevel)
    }

    /// What the report prints about TDEETracker's run.
    public struct TrackerRun: Sendable {
        /// The binary's path, or nil when it was not run.
        public var binary: String?

        /// A description.
        public init(binary: String?) { self.binary = binary }
    }

    /// The whole report. `main` is the log with look-ahead cuts; `short` one too short for a
    /// look-ahead (estimates and swing only); `sensitivity` the engine and equations on `main` with
    /// other profiles (label, cuts).
    public static func markdown(
        main: DataSet, mainCuts: [RealDataStudy.Cut], sensitivity: [(String, [RealDataStudy.Cut])],
        short: DataSet, shortCuts: [RealDataStudy.Cut], tracker: TrackerRun, command: String, policy: Policy
    ) -> String {
        var lines: [String] = []
        lines.append("# Real logs: each estimator against the balance the next 28 days reveal")
        lines.append("")
        lines.append(
            "Regenerate: `\(command)` (imports both logs with `nutrition-engine import`, then runs `nutrition-lab "
                + "real-data`; without `TDEETRACKER` its column is empty and the report says so)."
        )
        lines.append("")
        lines.append(
            "Algorithm `\(EngineVersion.algorithm)`, policy `\(policy.version)`. Every accuracy figure "
                + "of METHOD.md §4 comes from simulators that run the filter's own physiology; this report needs "
                + "no truth. At each weekly cut every estimator sees only the days before the cut, and its maintenance "
                + "is set beside the energy balance that the next \(LookAheadBalance.lookAheadDays) days reveal. "
                + "What that does and does not show is in METHOD.md §4 (\"Real logs\") and at the end."
        )
        lines.append("")
        lines.append("## Estimators and the look-ahead balance")
        lines.append("")
        let trackerText =
            if let binary = tracker.binary {
                "**TDEETracker**: the real program (github francescoalemanno/TDEETracker, commit 25c703b, built "
                    + "with `g++ -O2 -std=c++17 -I. main.cpp`, run as a separate process `\(binary)` "
                    + "with its defaults: "
                    + "7,700 kcal/kg, initial TDEE = the first day's calories) on the days before the cut that have "
                    + "both a weigh-in and an intake, one `yyyy-mm-dd weight kcal` line each; its answer is the last "
                    + "line's `TDEE: x ± sd`, interval x ± 1.96·sd. GPL: nothing of it is in this repository."
            } else {
                "**TDEETracker**: not run (set `TDEETRACKER` to a built binary); its column is empty."
            }
        lines.append(
            "- **engine**: what `nutrition-engine maintenance` says for the document truncated at the cut "
                + "(asOf = the cut day, only earlier days listed), with its 95 % interval."
        )
        lines.append("- \(trackerText)")
        lines.append(
            "- **naive 28-day balance**: mean logged intake of the 28 days before the cut − 7,700 kcal/kg "
                + "× the OLS slope of their weigh-ins, with an iid interval."
        )
        lines.append(
            "- **equations**: NASEM 2023 for the profile at the mean weigh-in of the 28 days before the "
                + "cut, ± its 95 % prediction interval."
        )
        lines.append(
            "- **look-ahead balance** at cut c: B = mean logged intake of days c … c+27 − ρ·(W̄_end − W̄_start)/28, "
                + "W̄ the mean weigh-in of the 7 days centred on day c (c−3 … c+3) and on day c+28 (c+25 … c+31), "
                + "so the two weight levels are 28 mornings apart like the 28 days of intake; "
                + "at least \(LookAheadBalance.minimumWeighIns) "
                + "weigh-ins in each 7-day mean and \(LookAheadBalance.minimumIntakeDays) logged days of 28. "
                + "Every logged day counts, however low (the log as kept). **ρ** = the engine's Forbes energy "
                + "density at the cut: Forbes at the fat mass the engine uses, moved with the weight level at "
                + "the cut by the Forbes share, as its filter does; **7,700** kcal/kg as a sensitivity line."
        )
        lines.append("")
        lines.append(
            "**The balance is itself an estimate.** The two weight levels are 28 days apart, so their errors "
                + "are independent and SD(B) ≈ ρ·√2·s/28, s the SD of a 7-day mean weigh-in about the tissue "
                + "weight (plus the sampling error of the intake mean when days are unlogged). s is estimated "
                + "from each log two ways, a low and a high estimate (next section): from the second "
                + "differences of consecutive 7-day block means (d = m₋ − 2m + m₊ removes a locally straight "
                + "path; Var d = 6·s² for independent block errors), and from the balance's own week-to-week "
                + "change. A perfect estimator whose error is independent of that noise would still show an MAE "
                + "of about 0.80·SD(B) (the mean absolute value of a normal), and its 95 % interval would contain "
                + "B less often than 95 %: the column *calibrated* gives what a calibrated interval of the "
                + "stated width would show against a B that noisy. *RMS, noise removed* = √(mean difference² − "
                + "mean SD²(B)), the estimator's own RMS disagreement if the two errors are independent. "
                + "Consecutive cuts share 21 of their 28 look-ahead days, so the cuts are far from independent "
                + "(about one independent comparison per 4 cuts)."
        )
        lines.append("")
        lines += section(main, cuts: mainCuts, sensitivity: sensitivity)
        lines += shortSection(short, cuts: shortCuts)
        lines.append("## What this shows and what it does not")
        lines.append("")
        lines.append(
            "- It shows how each estimator's figure, made with only the past, agrees with the balance the "
                + "same person's next four weeks of log and scale reveal, and how much it moves from one week "
                + "to the next, on real data with real duplicates, gaps and refeeds that nothing here was tuned "
                + "to."
        )
        lines.append(
            "- It is not an accuracy against truth: there is none. The balance is an estimate with the "
                + "noise above; no estimator's MAE can fall far below the noise floor, and differences between "
                + "estimators smaller than that floor are not evidence."
        )
        lines.append(
            "- The balance is made from the same log: it trusts every logged day (a partial day lowers "
                + "it; consistent under-reporting is in it and in every log-based estimator alike). It therefore "
                + "favours estimators that trust the log (naive, TDEETracker) over one that treats a low day "
                + "as possibly partial (the engine's mixture) and over the equations, which never read the log. "
                + "It is in logging units, the units a target set from the log must be in."
        )
        lines.append(
            "- It measures forecasting, not estimation: every estimator describes the 28 days before the "
                + "cut, the balance the 28 days after it. A real change of maintenance (a bulk raises it, a diet "
                + "lowers it) counts against every estimator."
        )
        lines.append(
            "- The balance uses ρ. With the engine's own ρ it shares the engine's energy density; with "
                + "7,700 kcal/kg it shares the naive balance's and TDEETracker's. Both lines are shown so neither "
                + "choice decides the comparison."
        )
        lines.append(
            "- Two people, one of them for 26 days: no figure here generalises to a population; the synthetic "
                + "calibration (Reports/maintenance-calibration.md) is where population figures come from, on "
                + "a simulator whose physiology the filter shares."
        )
        lines.append("")
        return lines.joined(separator: "\n")
    }

    static func section(
        _ data: DataSet, cuts: [RealDataStudy.Cut], sensitivity: [(String, [RealDataStudy.Cut])]
    ) -> [String] {
        var lines = ["## \(data.title)", "", data.description, ""]
        lines.append(profileSentence(data, sensitivity: true))
        lines.append("")
        guard let noise = LookAheadBalance.weeklyMeanNoiseKg(data.log) else {
            lines.append("Too few 7-day blocks with weigh-ins to estimate the balance's noise; no comparison made.")
            lines.append("")
            return lines
        }
        let balances = cuts.compactMap(\.lookAhead)
        let (ownSwing, ownPairs) = RealDataSummary.swing(cuts.map { ($0.index, $0.lookAhead?.kcalPerDay) })
        let meanRho =
            balances.isEmpty ? 0 : balances.reduce(0) { $0 + $1.energyDensityKcalPerKg } / Double(balances.count)
        // Consecutive balances share 21 intake days but none of their end windows' weigh-ins: with
        // maintenance the same from one week to the next, ΔB is the noise of four independent 7-day
        // means, SD(ΔB) = ρ·2·s/28, and E|ΔB| = 0.798·SD(ΔB).
        let high = ownSwing.map { $0 * Double(LookAheadBalance.lookAheadDays) / (0.798 * 2 * meanRho) } ?? noise.kg
        let noiseLevels = (low: noise.kg, high: max(high, noise.kg))
        let meanSD = { (s: Double) -> Double in
            balances.isEmpty
                ? 0 : balances.reduce(0) { $0 + $1.standardDeviation(weeklyMeanNoiseKg: s) } / Double(balances.count)
        }
        lines.append(
            String(
                format:
                    "Cuts: every 7 days from day 28 (%@) to %@, %d cuts (%d with a look-ahead balance; the others "
                    + "have fewer than %d weigh-ins in a 7-day end window).",
                cuts.first.map { "\($0.date)" } ?? "none", cuts.last.map { "\($0.date)" } ?? "none", cuts.count,
                balances.count, LookAheadBalance.minimumWeighIns))
        lines.append("")
        lines.append(
            String(
                format:
                    "Noise of a 7-day mean weigh-in, two ways: **low** s = %.2f kg from %d second differences of "
                    + "7-day block means (neighbouring blocks share slow water swings, which makes it read low); "
                    + "**high** s = %.2f kg from the balance's own week-to-week change (%d pairs: if maintenance "
                    + "stayed the same for a week, consecutive balances would differ only by the noise of four "
                    + "independent 7-day means, E|ΔB| = 0.80·ρ·2·s/28; real change and the water of changed "
                    + "intake count too, which makes it read high). SD(B) with the engine's ρ, mean over the "
                    + "cuts: %.0f (low) to %.0f (high) kcal/day, so **a perfect estimator would show an MAE of "
                    + "about %.0f–%.0f kcal/day against B**; read every MAE below against that floor.",
                noiseLevels.low, noise.differences, noiseLevels.high, ownPairs, meanSD(noiseLevels.low),
                meanSD(noiseLevels.high), 0.798 * meanSD(noiseLevels.low), 0.798 * meanSD(noiseLevels.high)))
        lines.append("")
        lines.append("### Summary, ρ = the engine's at the cut (logging units, kcal/day)")
        lines.append("")
        lines += summaryTable(cuts, balance: \.lookAhead, noise: noiseLevels)
        lines.append("### Sensitivity: ρ = 7,700 kcal/kg")
        lines.append("")
        lines += summaryTable(cuts, balance: \.lookAhead7700, noise: noiseLevels)
        if !sensitivity.isEmpty {
            lines.append(
                "### Sensitivity: the assumed profile (engine and equations; the balance keeps the shipped profile's ρ)"
            )
            lines.append("")
            lines.append("| profile | estimator | cuts | mean difference | MAE | coverage 95 % | week-to-week swing |")
            lines.append("|---|---|---|---|---|---|---|")
            let reference = Dictionary(uniqueKeysWithValues: cuts.map { ($0.index, $0.lookAhead) })
            for (label, set) in sensitivity {
                for estimator in [RealDataStudy.Estimator.engine, .equations] {
                    guard
                        let s = RealDataSummary(
                            set, estimator, balance: { reference[$0.index] ?? nil }, noiseKg: noiseLevels.low)
                    else { continue }
                    lines.append(
                        String(
                            format: "| %@ | %@ | %d | %+.0f | %.0f | %.0f %% | %@ |", label, estimator.rawValue,
                            s.count, s.meanDifferenceKcalPerDay, s.meanAbsoluteDifferenceKcalPerDay,
                            s.coveragePercent, number(s.weekToWeekSwingKcalPerDay)))
                }
            }
            lines.append("")
        }
        lines.append("### Every cut (kcal/day; estimates with their 95 % interval)")
        lines.append("")
        lines.append(
            "| cut (asOf) | days seen | balance, engine ρ | ± SD (low–high) | balance, 7,700 | engine | TDEETracker "
                + "| naive | equations |"
        )
        lines.append("|---|---|---|---|---|---|---|---|---|")
        for cut in cuts {
            let b = cut.lookAhead
            lines.append(
                row([
                    "\(cut.date)", "\(cut.index)",
                    b.map { String(format: "%.0f (ρ %.0f)", $0.kcalPerDay, $0.energyDensityKcalPerKg) } ?? "–",
                    b.map {
                        String(
                            format: "%.0f–%.0f", $0.standardDeviation(weeklyMeanNoiseKg: noiseLevels.low),
                            $0.standardDeviation(weeklyMeanNoiseKg: noiseLevels.high))
                    } ?? "–", number(cut.lookAhead7700?.kcalPerDay),
                    interval(cut.engine), interval(cut.tdeeTracker), interval(cut.naive), interval(cut.equations),
                ]))
        }
        lines.append("")
        return lines
    }

    static func summaryTable(
        _ cuts: [RealDataStudy.Cut], balance: KeyPath<RealDataStudy.Cut, LookAheadBalance?>,
        noise: (low: Double, high: Double)
    ) -> [String] {
        var lines = [
            "| estimator | cuts | mean difference (estimate − B) | MAE | RMS, noise removed (low / high) | "
                + "coverage 95 % | calibrated would show (low / high) | week-to-week swing |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for estimator in RealDataStudy.Estimator.allCases {
            guard let s = RealDataSummary(cuts, estimator, balance: { $0[keyPath: balance] }, noiseKg: noise.low),
                let h = RealDataSummary(cuts, estimator, balance: { $0[keyPath: balance] }, noiseKg: noise.high)
            else {
                lines.append("| \(estimator.rawValue) | 0 | | | | | | |")
                continue
            }
            lines.append(
                String(
                    format: "| %@ | %d | %+.0f | %.0f | %.0f / %.0f | %.0f %% | %.0f / %.0f %% | %@ |",
                    estimator.rawValue, s.count, s.meanDifferenceKcalPerDay, s.meanAbsoluteDifferenceKcalPerDay,
                    s.noiseCorrectedRootMeanSquareKcalPerDay, h.noiseCorrectedRootMeanSquareKcalPerDay,
                    s.coveragePercent, s.calibratedCoveragePercent, h.calibratedCoveragePercent,
                    number(s.weekToWeekSwingKcalPerDay)))
        }
        let (swing, pairs) = RealDataSummary.swing(cuts.map { ($0.index, $0[keyPath: balance]?.kcalPerDay) })
        lines.append(
            row([
                "(the balance B itself)", "\(cuts.compactMap { $0[keyPath: balance] }.count)", "", "", "", "", "",
                number(swing),
            ]))
        lines.append("")
        lines.append(
            "Week-to-week swing = mean |change| between consecutive cuts (\(pairs) pairs for the balance); "
                + "the balance's own swing is mostly its noise and shows the scale of week-to-week change that "
                + "the data can support."
        )
        lines.append("")
        return lines
    }

    static func shortSection(_ data: DataSet, cuts: [RealDataStudy.Cut]) -> [String] {
        var lines = ["## \(data.title)", "", data.description, ""]
        lines.append(profileSentence(data, sensitivity: false))
        lines.append("")
        lines.append(
            "\(data.log.count) days is shorter than one look-ahead (28 days of intake plus 3 days for the "
                + "end level, after at least 3 days before the cut for the start level): no cut has a look-ahead "
                + "balance, so no mean difference, MAE or coverage can be computed for this log, and none is "
                + "given. What can be computed is each estimator's answer at weekly cuts (days 14 and 21, and "
                + "as of the day after the last day, with the naive balance and the equations on the days there "
                + "are) and the swing between them."
        )
        lines.append("")
        lines.append("| cut (asOf) | days seen | engine | TDEETracker | naive | equations |")
        lines.append("|---|---|---|---|---|---|")
        for cut in cuts {
            lines.append(
                row([
                    "\(cut.date)", "\(cut.index)", interval(cut.engine), interval(cut.tdeeTracker), interval(cut.naive),
                    interval(cut.equations),
                ]))
        }
        lines.append("")
        var swings: [String] = []
        for estimator in RealDataStudy.Estimator.allCases {
            let (swing, pairs) = RealDataSummary.swing(cuts.map { ($0.index, $0.answer(estimator)?.kcalPerDay) })
            swings.append("\(estimator.rawValue) \(number(swing)) (\(pairs) \(pairs == 1 ? "pair" : "pairs"))")
        }
        lines.append(
            "Week-to-week swing (days 14 → 21; the last cut is 5 days later, not a "
                + "week): \(swings.joined(separator: "; "))."
        )
        lines.append("")
        return lines
    }

    static func profileSentence(_ data: DataSet, sensitivity: Bool) -> String {
        let p = data.person
        return String(
            format:
                "Profile assumed (the log has none; chosen before any estimate was looked at): %@, %.0f years, "
                + "%.0f cm, %@, %.1f kg (the mean weigh-in of the first 7 days). It moves only the engine's prior, "
                + "the equations, the Jackson 2002 fat mass behind ρ and the weight link%@.",
            p.equationSex.rawValue, p.ageYears, p.heightCm, p.activityLevel.rawValue, p.weightKg,
            sensitivity ? "; the profile sensitivity table shows by how much" : "")
    }

    /// A Markdown table row.
    static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

    /// A whole number of kcal/day, or a dash.
    static func number(_ value: Double?) -> String { value.map { String(format: "%.0f", $0) } ?? "–" }

    static func interval(_ answer: CalibrationStudy.Answer?) -> String {
        guard let answer else { return "–" }
        return String(format: "%.0f [%.0f, %.0f]", answer.kcalPerDay, answer.low, answer.high)
    }
}
