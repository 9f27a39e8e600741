/// The page of a pattern search, eligible or manual-only: the patterns found, then every candidate
/// tested and not, then how it was worked out. Worded as associations, never causes.
enum PatternsPage {
    /// The sections of `search` over `families`; `balance` is the eligible report (its week balance).
    static func body(
        _ page: inout PageBuilder, _ search: PatternSearch, families: [PatternFamily], policy: PatternsPolicy,
        balance: PatternsReport?
    ) {
        let q = OutputText.number(search.falseDiscoveryRate)
        page.section("Patterns found")
        if search.patterns.isEmpty {
            page.paragraph(
                "None of the \(search.tested.count) tested candidates passes the false-discovery control (q = \(q)): "
                    + "the differences seen in these days are within what chance gives across this many comparisons.")
        } else {
            for pattern in search.patterns { page.bullet(PatternStatement.sentence(pattern, policy: policy)) }
        }
        page.paragraph(
            "Each is an association in the days logged, with its size and counts; it does not show that one thing "
                + "causes another.")
        page.section("What was looked for")
        page.paragraph(
            "\(search.candidateCount) candidates: \(search.tested.count) tested, \(search.notTested.count) not tested "
                + "(too few days or weeks in a group, or margins that could not reach q).")
        if !search.tested.isEmpty {
            page.table(
                header: ["Candidate", "Group", "Others", "Test", "p", "Adjusted p", "Stated"],
                rows: search.tested.map { tested in
                    let (group, others) = counts(tested.candidate)
                    return [
                        PatternStatement.shortName(tested.candidate.subject, policy: policy), group, others,
                        tested.test == .fisherExact ? "Fisher exact" : "permutation",
                        PatternStatement.p(tested.pValue), PatternStatement.p(tested.adjustedPValue),
                        tested.passes ? "yes" : "no",
                    ]
                })
        }
        if !search.notTested.isEmpty {
            page.section("Not tested")
            page.table(
                header: ["Candidate", "Group", "Others", "Why"],
                rows: search.notTested.map { untested in
                    let (group, others) = counts(untested.candidate)
                    return [
                        PatternStatement.shortName(untested.candidate.subject, policy: policy), group, others,
                        reason(untested.reason, policy: policy),
                    ]
                })
        }
        page.section("How it was worked out")
        let n = OutputText.self
        for family in families {
            switch family {
            case .logging:
                page.step(
                    "Logging: for each weekday, weekends and days after an alcohol day (at least "
                        + "\(n.number(policy.alcoholDayMinimumG)) g), the share of days marked incomplete, marked "
                        + "untracked, or with no intake logged, against the person's other days: Fisher's exact test, two-sided."
                )
            case .dayOutcomes:
                page.step(
                    "Days: on days whose intake is evidence and with one target in force, intake within "
                        + "\(n.number(policy.targetBandPercent)) % of it, by protein and steps (each split at its median), "
                        + "alcohol, training and declared completeness: Fisher's exact test, two-sided.")
            case .weekOutcomes:
                let known =
                    policy.minimumKnownDaysPerWeek >= 7
                    ? "every day" : "at least \(policy.minimumKnownDaysPerWeek) days"
                var text =
                    "Weeks: whole Monday-to-Sunday weeks with the feature known on \(known), split at the count of "
                    + "feature days that halves them most evenly; the evidence days of the week (days whose intake "
                    + "counts as logged in full)"
                if let balance {
                    text +=
                        ", and the week's weight-trend change minus 7 x (mean evidence intake - "
                        + "\(n.number(balance.maintenanceKcalPerDay.roundedTo(10))) kcal/day maintenance) / "
                        + "\(n.number(balance.energyDensityKcalPerKg.roundedTo(10))) kcal/kg"
                }
                page.step(
                    text + ": a permutation test of the difference in means (\(policy.permutationCount) random "
                        + "relabellings, seeded from the data, so the same days always give the same p-value).")
            }
        }
        if let foods = foodStep(search, policy: policy) { page.step(foods) }
        page.step(
            "Each group needs at least \(policy.minimumDaysPerGroup) days (\(policy.minimumWeeksPerGroup) weeks); "
                + "a candidate whose margins could not give p <= q is not tested.")
        page.step(
            "Benjamini-Hochberg at q = \(q) over the \(search.tested.count) tested candidates: a pattern is stated "
                + "when its adjusted p-value is at most \(q), which keeps the expected share of chance findings among "
                + "those stated at most \(q).")
        page.section("Notes")
        page.bullet(
            "Fisher RA (1935) The Design of Experiments; Agresti A (2002) Categorical Data Analysis, 2nd ed., 3.5.")
        page.bullet("Benjamini Y, Hochberg Y (1995) J R Stat Soc B 57:289-300.")
        page.bullet(
            "Newcombe RG (1998) Stat Med 17:873-890 (interval of a difference of shares); Welch BL (1947) Biometrika "
                + "34:28-35 (interval of a difference of means).")
    }

    /// What the food-log candidates read, nil when none was looked for (a person without food logs).
    static func foodStep(_ search: PatternSearch, policy: PatternsPolicy) -> String? {
        let subjects = (search.tested.map(\.candidate) + search.notTested.map(\.candidate)).map(\.subject)
        var parts: [String] = []
        if subjects.contains(where: { if case .logging(.usualMealUnlogged, _) = $0 { true } else { false } }) {
            parts.append(
                "a usual meal with no food logged (the usual meals learned from the person's own validated food logs; "
                    + "only days judged by their meals are counted)")
        }
        let features = DayFeature.allCases.filter { feature in
            feature.readsFoods
                && subjects.contains { if case .dayOutcome(_, feature, _) = $0 { true } else { false } }
        }
        if !features.isEmpty {
            let names = features.map { PatternStatement.featureLabels($0, threshold: nil, policy: policy).0 }
            parts.append(
                "the days-within-target share on " + names.joined(separator: ", ")
                    + " (a breakfast or a day with a food whose protein or time is unknown is in neither group)")
        }
        guard !parts.isEmpty else { return nil }
        return "Food logs: " + parts.joined(separator: "; ")
            + ". These candidates are looked for only for a person whose days carry them, and join the same "
            + "false-discovery control."
    }

    /// A candidate's two groups as table cells: "8 of 16 (50 %)" or "5.8 days a week (9 weeks)".
    static func counts(_ candidate: PatternCandidate) -> (String, String) {
        switch candidate.data {
        case .shares(let groupEvents, let groupDays, let otherEvents, let otherDays):
            func cell(_ events: Int, _ days: Int) -> String {
                days == 0
                    ? "0 days" : "\(events) of \(days) (\(OutputText.fixed(100 * Double(events) / Double(days), 0)) %)"
            }
            return (cell(groupEvents, groupDays), cell(otherEvents, otherDays))
        case .values(let group, let others):
            return (
                PatternStatement.mean(group, unit: candidate.effectUnit),
                PatternStatement.mean(others, unit: candidate.effectUnit)
            )
        }
    }

    /// Why a candidate was not tested, in words.
    static func reason(_ reason: NotTestedReason, policy: PatternsPolicy) -> String {
        switch reason {
        case .tooFewDays: "a group has fewer than \(policy.minimumDaysPerGroup) days"
        case .tooFewWeeks: "a group has fewer than \(policy.minimumWeeksPerGroup) weeks"
        case .cannotReachFalseDiscoveryRate: "too few days with the outcome to reach q"
        case .noVariation: "every week has the same value"
        }
    }
}
