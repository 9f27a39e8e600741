/// The `days` page, built from the typed report.
extension DaysReport {
    /// The page: the summary, the week's roll-up (when asked for), the days to review and every day.
    public var page: ReportPage {
        let n = OutputText.self
        var page = PageBuilder(title: "Day ledger")
        page.paragraph("As of \(ledger.asOf)\(timeZone.map { ", time zone \($0)" } ?? "").")
        page.section("Summary")
        if let first = ledger.days.first?.date, let last = ledger.days.last?.date {
            page.bullet("Days \(first) to \(last): \(ledger.days.count) calendar days, \(listedDays) listed.")
        }
        page.bullet("Evidence days: \(ledger.evidenceDays.count).")
        let counts = ledger.exclusionCounts
        let excluded = ExclusionReason.allCases.sorted { $0.rawValue < $1.rawValue }.compactMap { reason in
            counts[reason].flatMap { $0 > 0 ? "\(reason.words) \($0)" : nil }
        }
        if !excluded.isEmpty { page.bullet("Left out (never counted as zero): \(excluded.joined(separator: ", ")).") }
        page.bullet("Weigh-in days: \(weighInDays); outliers: \(weightOutliers).")
        if case .applied(let figure) = reference {
            page.bullet(
                "Plausibility checked against \(n.kcal(figure.kcalPerDay)) kcal/day (\(figure.source.name(in: .days)))."
            )
        } else if let note = referenceNote(exclusion: ExclusionReason.plausibilityNotChecked.words) {
            page.bullet(note)
        }
        if let week { Self.weekSection(week, on: &page) }
        if let foods { FoodTotalsReport.section(foods, into: &page) }
        page.section("Days to review")
        if ledger.reviewList.isEmpty { page.paragraph("Nothing to review.") }
        for line in ReviewItem.lines(ledger.reviewList) { page.bullet(line) }
        if !ledger.days.isEmpty {
            page.section("Days")
            page.table(
                header: ["date", "intake kcal", "completeness", "review", "evidence", "weight kg", "trend kg"],
                rows: ledger.days.map(Self.dayRow))
        }
        if !notes.isEmpty {
            page.section("Notes")
            for note in notes { page.bullet(note) }
        }
        page.versions(policyVersion: policy.version, warnings: warnings)
        return page.page
    }

    /// The week's table: each figure with its coverage, "no data" where there is none.
    static func weekSection(_ week: WeekSummary, on page: inout PageBuilder) {
        let n = OutputText.self
        page.section("Week \(week.start) to \(week.end)")
        func row(_ label: String, _ value: String?, _ coverage: WeekSummary.Coverage) -> [String] {
            [label, value ?? noData, "\(coverage.days) of \(coverage.of) days"]
        }
        let rows = [
            row(
                "intake, mean per evidence day", week.meanIntakeKcalPerEvidenceDay.map { "\(n.kcal($0)) kcal" },
                week.intakeCoverage),
            row(
                "protein, mean per evidence day", week.meanProteinGPerEvidenceDay.map { "\(n.fixed($0, 1)) g" },
                week.proteinCoverage),
            row("weight, mean trend", week.meanTrendKg.map { "\(n.kg($0)) kg" }, week.weightCoverage),
            row(
                "steps, mean per day with steps", week.meanStepsPerDayWithSteps.map { n.fixed($0, 0) },
                week.stepsCoverage),
            row(
                "training minutes", week.totalTrainingMinutes.map { "\(n.fixed($0, 0)) min" },
                week.trainingMinutesCoverage),
            row("alcohol", week.totalAlcoholG.map { "\(n.fixed($0, 1)) g" }, week.alcoholCoverage),
        ]
        page.table(caption: weekNote(week), header: ["figure", "value", "coverage"], rows: rows)
        page.paragraph("Coverage: \(coverageMeans).")
    }

    /// One day's row: the logged values, whether it is evidence (and why not) and the weigh-in.
    static func dayRow(_ day: LedgerDay) -> [String] {
        let n = OutputText.self
        let evidence = day.isEvidence ? "yes" : (day.exclusion.map { "no: \($0.words)" } ?? "no")
        let status = day.weightStatus.flatMap { $0 == .used ? nil : " (\($0.words))" } ?? ""
        return [
            day.date.description, day.logged?.intakeKcal.map(n.kcal) ?? "",
            day.logged?.intakeCompleteness.rawValue ?? "", day.logged?.reviewStatus.rawValue ?? "", evidence,
            (day.logged?.weightKg.map(n.kg) ?? "") + status, day.trendKg.map(n.kg) ?? "",
        ]
    }
}
