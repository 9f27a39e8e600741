import Foundation

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

    /// The Markdown report for `records` produced from `seed`.
    public static func markdown(_ records: [CalibrationStudy.Record], seed: UInt64, policy: Policy) -> String {
        var lines: [String] = []
        lines.append("# Maintenance calibration (synthetic trainees)")
        lines.append("")
        lines.append("Regenerate: `swift run -c release nutrition-engine calibrate --seed \(seed) --trainees \(records.count) --out Reports/maintenance-calibration.md`")
        lines.append("")
        lines.append("Algorithm `\(EngineVersion.algorithm)`, policy `\(policy.version)`. Seed \(seed), \(records.count) trainees. The engine's statistical parameters were tuned on seeds \(tuningSeeds.map { String($0) }.joined(separator: ", ")) (1,000 trainees each), never on the report seed \(reportSeed). Tuning history, stated for honesty: the AR(1) bias correction, the spike screen and the model-error term were set on seed 7; after the first report-seed run (4-week coverage 89.6 %) the model-error term was re-chosen on seeds 7–9 (80 → 110 kcal/day, which centres the 4-week coverage of the tuning seeds at 94 %, the middle of the goal band; MAE +1 kcal/day). The study then moved from a stand-in ledger to the shipped pipeline (the day ledger, its window, the estimator) with nothing re-tuned; diagnostics on tuning seeds 7 and 8 only: without the ledger's suspect-low rule (intake below 50 % of the NASEM estimate) the 4-week MAE in logging units would be 145 and 144 instead of 154 and 151, because the rule also drops genuine low days of dieters and so raises the mean intake (bias +29 and +12 instead of +61 and +42); without its weight-outlier screen 155 and 153; judging the ledger a second time against the first estimate gained at most 2 kcal/day and was not kept.")
        lines.append("")
        lines.append("Trainees are simulated with Hall's adult model (METHOD.md §4): sex 50/50, age 20–65 y, BMI 19–38, four NASEM activity categories; true expenditure = NASEM 2023 + SEE·z; plans of 4–16 weeks (a third exactly 4 weeks, the rest 5–16; 55 % deficits of 10–30 %, 20 % maintenance, 25 % surpluses of 5–15 %); true intake varies day to day (CV 10–25 %, weekend boost 0–15 %); scale = true weight + AR(1) water noise (σ 0.3–0.8 kg, φ 0.3–0.7) + Monday/Sunday bumps (0–0.4 kg) + 1 % spikes of 2–3 kg, rounded to 0.1 kg; weigh-in days 45–100 %, 4 % stop weighing 10 days before the end; unlogged days 0–25 %, partial flagged 0–8 %, partial unflagged 0–6 %, 10 % with an untracked block of 3–7 days; half under-report consistently by 0–15 %; per-day logging error 5 %. The window is the plan's last \(policy.maintenance.windowDays) days; the days are written as an input document (complete and unflagged partial logs with nothing declared, flagged partial logs `incomplete`, untracked days `untracked`, unlogged days with only their weigh-in) and run through the shipped pipeline: the day ledger (suspect intakes outside 50–200 % of the NASEM estimate, weigh-ins more than 3 % from their neighbours' median left out), its window, and the estimator — exactly what `maintenance` runs.")
        lines.append("")
        lines.append("Truth: **true** = the window's true mean expenditure (mean true intake − change in stored energy / days). **logging units** = true minus the consistent under-reporting of the window's intake: the maintenance the person should aim for with the log they keep. Error = estimate − truth. Coverage = share of stated 95 % intervals containing the truth. Estimators: **engine** (this method, holding cases included with their best estimate), **naive** (mean of every logged intake, partial days included, − 7,700 × OLS slope of every weigh-in; iid interval), **equations** (NASEM 2023 at the mean window weight ± 1.96·SEE), **kalman** (a TDEETracker-like two-state Kalman filter on [weight, expenditure] over the whole plan, fed the days with a weigh-in and a log that looks complete, 7,700 kcal/kg, started from the same NASEM prior; `KalmanTrackerBaseline`; σ 1.0 kg and q_W 0.2 kg/day chosen for it on the same tuning seeds 7–9, q_T² 60²/7 kcal²/day).")
        lines.append("")
        let fourWeeks = records.filter { $0.weeks == 4 }
        if let engine = summary(fourWeeks, \.engine, logging: true) {
            let mae = engine.meanAbsoluteErrorKcalPerDay
            let coverage = engine.coveragePercent
            lines.append("## Goals (4 weeks of data, logging units)")
            lines.append("")
            lines.append(String(format: "- MAE at most 90 kcal/day: measured %.0f kcal/day (n = %d) — %@.", mae, engine.count, mae <= 90 ? "met" : "NOT met"))
            lines.append(String(format: "- 95 %% coverage between 90 %% and 98 %%: measured %.1f %% — %@.", coverage, (90...98).contains(coverage) ? "met" : "NOT met"))
            let kalmanPairs = fourWeeks.compactMap { r in r.kalman.map { ($0, r.truthLoggingUnitsKcalPerDay) } }
            let naivePairs = fourWeeks.compactMap { r in r.naive.map { ($0, r.truthLoggingUnitsKcalPerDay) } }
            if let kalman = CalibrationStudy.Summary(kalmanPairs), let naive = CalibrationStudy.Summary(naivePairs) {
                lines.append(
                    String(
                        format: "- Beside the others on the same trainees: engine MAE %.0f (coverage %.1f %%), two-state Kalman tracker %.0f (%.1f %%), naive %.0f (%.1f %%). The goal's reference figures (naive ~125, tracker ~97) come from a gentler generator: here the naive estimator scores %.0f, so the absolute goal is judged against a harder test than the one it was set on.",
                        mae, coverage, kalman.meanAbsoluteErrorKcalPerDay, kalman.coveragePercent, naive.meanAbsoluteErrorKcalPerDay, naive.coveragePercent, naive.meanAbsoluteErrorKcalPerDay))
            }
            lines.append("")
        }
        lines.append("## All trainees")
        lines.append("")
        lines += table([Group(label: "all", records: records)])
        lines.append("")
        lines.append("## By weeks of data")
        lines.append("")
        lines += table([
            Group(label: "4 weeks", records: fourWeeks),
            Group(label: "5–8 weeks", records: records.filter { (5...8).contains($0.weeks) }),
            Group(label: "9–16 weeks", records: records.filter { $0.weeks >= 9 }),
        ])
        lines.append("")
        lines.append("## By water-noise level (σ of the scale's AR(1) noise)")
        lines.append("")
        lines += table([
            Group(label: "σ 0.30–0.47 kg", records: records.filter { $0.waterNoiseKg < 0.4667 }),
            Group(label: "σ 0.47–0.63 kg", records: records.filter { $0.waterNoiseKg >= 0.4667 && $0.waterNoiseKg < 0.6333 }),
            Group(label: "σ 0.63–0.80 kg", records: records.filter { $0.waterNoiseKg >= 0.6333 }),
        ])
        lines.append("")
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
            if let s = summary(group.records, \.engine, logging: true) { lines.append(row(group.label, s)) } else { lines.append("| \(group.label) | 0 | | | | | |") }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    static func table(_ groups: [Group]) -> [String] {
        var lines = [
            "| group | estimator | truth | n | bias | MAE | P90 \\|error\\| | coverage 95 % | mean half-width |",
            "|---|---|---|---|---|---|---|---|---|",
        ]
        for group in groups {
            for (name, path) in [("engine", \CalibrationStudy.Record.engine), ("equations", \.prior)] as [(String, KeyPath<CalibrationStudy.Record, CalibrationStudy.Answer>)] {
                for logging in [true, false] {
                    if let s = summary(group.records, path, logging: logging) { lines.append(row(group.label, name, logging, s)) }
                }
            }
            for (name, path) in [("naive", \CalibrationStudy.Record.naive), ("kalman", \.kalman)] as [(String, KeyPath<CalibrationStudy.Record, CalibrationStudy.Answer?>)] {
                for logging in [true, false] {
                    let pairs = group.records.compactMap { r in r[keyPath: path].map { ($0, logging ? r.truthLoggingUnitsKcalPerDay : r.truthKcalPerDay) } }
                    if let s = CalibrationStudy.Summary(pairs) { lines.append(row(group.label, name, logging, s)) }
                }
            }
        }
        return lines
    }

    static func summary(_ records: [CalibrationStudy.Record], _ path: KeyPath<CalibrationStudy.Record, CalibrationStudy.Answer>, logging: Bool)
        -> CalibrationStudy.Summary?
    {
        CalibrationStudy.Summary(records.map { ($0[keyPath: path], logging ? $0.truthLoggingUnitsKcalPerDay : $0.truthKcalPerDay) })
    }

    static func row(_ label: String, _ name: String, _ logging: Bool, _ s: CalibrationStudy.Summary) -> String {
        String(
            format: "| %@ | %@ | %@ | %d | %+.0f | %.0f | %.0f | %.1f %% | %.0f |", label, name, logging ? "logging units" : "true", s.count,
            s.biasKcalPerDay, s.meanAbsoluteErrorKcalPerDay, s.p90AbsoluteErrorKcalPerDay, s.coveragePercent, s.meanHalfWidthKcalPerDay)
    }

    static func row(_ label: String, _ s: CalibrationStudy.Summary) -> String {
        String(
            format: "| %@ | %d | %+.0f | %.0f | %.0f | %.1f %% | %.0f |", label, s.count, s.biasKcalPerDay, s.meanAbsoluteErrorKcalPerDay,
            s.p90AbsoluteErrorKcalPerDay, s.coveragePercent, s.meanHalfWidthKcalPerDay)
    }
}
