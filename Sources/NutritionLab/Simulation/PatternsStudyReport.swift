import Foundation
import NutritionEngine

/// Reports/patterns.md: the pattern study's arms, written from their outcomes.
public enum PatternsStudyReport {
    /// The seed the report is generated from (not used while the method was built).
    public static let reportSeed: UInt64 = 20_261_224
    /// The seeds used while the method and the simulation were built and tuned.
    public static let tuningSeeds: [UInt64] = [1, 2]
    /// Weeks of data in the power grid.
    public static let gridWeeks = [8, 12, 16, 26, 52]
    /// Friday incompleteness in the power grid (other days: `otherDaysShare`).
    public static let gridFridayShares = [0.3, 0.4, 0.5, 0.6, 0.7]
    /// Incompleteness on the other days of a planted person.
    public static let otherDaysShare = 0.15

    /// One arm's headline figures.
    struct Arm {
        var outcomes: [PatternsStudy.Outcome]
        var toldAny: Int { outcomes.filter { !$0.stated.isEmpty }.count }
        var found: Int { outcomes.filter(\.foundPlanted).count }
        var toldOther: Int { outcomes.filter { $0.stated.contains { $0 != PatternsStudy.plantedId } }.count }
        /// People told a pattern other than the planted one that is not one of its echoes.
        var toldUnrelated: Int {
            outcomes.filter { outcome in
                outcome.stated.contains {
                    $0 != PatternsStudy.plantedId
                        && !PatternsStudy.isEcho($0, belowOthers: outcome.statedBelowOthers.contains($0))
                }
            }.count
        }
        var meanCandidates: Double { mean(outcomes.map { Double($0.candidates) }) }
        var meanTested: Double { mean(outcomes.map { Double($0.tested) }) }

        func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }
    }

    /// The report from `seed` with `people` per null arm and `gridPeople` per power-grid cell.
    public static func markdown(seed: UInt64, people: Int, gridPeople: Int, jobs: Int, policy: Policy) -> String {
        func arm(_ id: UInt64, _ count: Int, weeks: Int, _ planted: PatternsPerson.Planted?, manualOnly: Bool = false)
            -> Arm
        {
            Arm(
                outcomes: PatternsStudy.run(
                    seed: seed, arm: id, people: count, weeks: weeks, planted: planted, manualOnly: manualOnly,
                    policy: policy, jobs: jobs))
        }
        func foodArm(_ id: UInt64, _ count: Int, weeks: Int, manualOnly: Bool = false) -> Arm {
            Arm(
                outcomes: PatternsStudy.run(
                    seed: seed, arm: id, people: count, weeks: weeks, planted: nil, manualOnly: manualOnly, foods: true,
                    policy: policy, jobs: jobs))
        }
        let nullArms: [(String, Arm)] = [
            ("no pattern, 16 weeks", arm(1, people, weeks: 16, nil)),
            ("no pattern, 52 weeks", arm(2, people, weeks: 52, nil)),
            (
                "no pattern, 16 weeks, manual-only (logging patterns only)",
                arm(3, people, weeks: 16, nil, manualOnly: true)
            ),
        ]
        let foodArms: [(String, Arm)] = [
            ("no pattern, 16 weeks, food-logged", foodArm(5, people, weeks: 16)),
            ("no pattern, 52 weeks, food-logged", foodArm(6, people, weeks: 52)),
            ("no pattern, 16 weeks, food-logged, manual-only", foodArm(7, people, weeks: 16, manualOnly: true)),
        ]
        let headline = PatternsPerson.Planted.fridayIncomplete(friday: 0.5, otherDays: otherDaysShare)
        let manualHeadline = arm(4, gridPeople, weeks: 16, headline, manualOnly: true)
        var grid: [[Arm]] = []
        for (w, weeks) in gridWeeks.enumerated() {
            grid.append(
                gridFridayShares.enumerated().map { f, share in
                    arm(
                        100 + UInt64(10 * w + f), gridPeople, weeks: weeks,
                        .fridayIncomplete(friday: share, otherDays: otherDaysShare))
                })
        }
        let q = policy.patterns.falseDiscoveryRate
        var lines: [String] = []
        lines.append("# Patterns: false alarms and power (`nutrition-lab patterns-study`)")
        lines.append("")
        lines.append(
            "Regenerate: `swift build -c release --product nutrition-lab && .build/release/nutrition-lab patterns-study "
                + "--out Reports/patterns.md` (seed \(seed), \(people) people per no-pattern arm, \(gridPeople) per cell "
                + "of the power grid; the figures do not depend on `--jobs`).")
        lines.append("")
        lines.append(
            "Seeds: the report's seed \(seed) was not used while the method was built; the tuning seeds were "
                + tuningSeeds.map(String.init).joined(separator: " and ") + ". Policy \(policy.version), "
                + "\(EngineVersion.algorithm): q = \(fmt(q)), \(policy.patterns.minimumDaysPerGroup) days and "
                + "\(policy.patterns.minimumWeeksPerGroup) weeks per group, \(policy.patterns.permutationCount) "
                + "relabellings.")
        lines.append("")
        lines.append("## The simulated people")
        lines.append("")
        lines.append(
            "Each person (`PatternsPerson`, from `SimulatedBody` and Hall's model) logs 8 to 52 weeks from Monday "
                + "2026-01-05 with a plan whose target is their planned intake. Incomplete days 3-25 % of days, "
                + "untracked 0-4 % (and in 1 person of 10 a block of 3-8 untracked days), missing 0-12 % (in half of "
                + "the people in runs: 30-60 % chance of a missing day after one), completeness declared by 7 people of "
                + "10, protein by 7 of 10, alcohol (10-40 g on 5-30 % of days) by half, training on each person's own "
                + "weekdays by 6 of 10, autocorrelated steps from a tracker by 7 of 10, weigh-ins on 40-100 % of days "
                + "with AR(1) water noise. With no pattern planted, no feature has anything to do with any outcome "
                + "and no logging state depends on the weekday, so every pattern stated is a false one. A planted "
                + "person's Fridays are marked incomplete with probability F and every other day with 15 %.")
        lines.append("")
        lines.append("## No pattern: the share of people told any pattern (promise: at most \(fmt(100 * q)) %)")
        lines.append("")
        lines.append("| arm | people | told any pattern | 95 % interval | candidates looked for | tested |")
        lines.append("|---|---|---|---|---|---|")
        for (name, arm) in nullArms {
            let (low, high) = wilson(arm.toldAny, arm.outcomes.count)
            lines.append(
                "| \(name) | \(arm.outcomes.count) | \(arm.toldAny) (\(pct(arm.toldAny, arm.outcomes.count))) | "
                    + "\(fmt1(100 * low)) to \(fmt1(100 * high)) % | \(fmt1(arm.meanCandidates)) | \(fmt1(arm.meanTested)) |"
            )
        }
        let falseIds = nullArms.flatMap { $0.1.outcomes.flatMap(\.stated) }
        lines.append("")
        lines.append("Patterns stated to people with none: " + countedIds(falseIds))
        lines.append("")
        lines += foodSection(foodArms, q: q)
        let cell = grid[gridWeeks.firstIndex(of: 16) ?? 0][gridFridayShares.firstIndex(of: 0.5) ?? 0]
        lines.append("## A planted pattern: Fridays incomplete on F of days against 15 % on other days")
        lines.append("")
        lines.append(
            "The example of issue 24, 16 weeks at F = 50 %: the pattern is found for \(cell.found) of "
                + "\(cell.outcomes.count) people (\(pct(cell.found, cell.outcomes.count))) with every family searched, "
                + "and for \(manualHeadline.found) of \(manualHeadline.outcomes.count) "
                + "(\(pct(manualHeadline.found, manualHeadline.outcomes.count))) when only logging patterns are "
                + "searched (a manual-only person, fewer candidates).")
        lines.append("")
        lines.append("Power (share of planted people told \"Fridays are marked incomplete more often\"):")
        lines.append("")
        lines.append("| weeks | " + gridFridayShares.map { "F = \(fmt(100 * $0)) %" }.joined(separator: " | ") + " |")
        lines.append("|---|" + gridFridayShares.map { _ in "---|" }.joined())
        for (w, weeks) in gridWeeks.enumerated() {
            lines.append(
                "| \(weeks) | " + grid[w].map { pct($0.found, $0.outcomes.count) }.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append(
            "The smallest cells where the pattern is found for at least 80 % of people: "
                + smallestAbove(grid, share: 0.8) + ".")
        lines.append("")
        lines.append(
            "Planted people told some other pattern as well, and (after the slash) told one that is not an echo of "
                + "the Fridays (an echo: another weekday, or weekends, less often incomplete than the other days, "
                + "which hold the Fridays, or Fridays less often untracked or missing, most of them being "
                + "incomplete; true of these days, and a consequence of the planted pattern):")
        lines.append("")
        lines.append("| weeks | " + gridFridayShares.map { "F = \(fmt(100 * $0)) %" }.joined(separator: " | ") + " |")
        lines.append("|---|" + gridFridayShares.map { _ in "---|" }.joined())
        for (w, weeks) in gridWeeks.enumerated() {
            lines.append(
                "| \(weeks) | "
                    + grid[w].map {
                        "\(pct($0.toldOther, $0.outcomes.count)) / \(pct($0.toldUnrelated, $0.outcomes.count))"
                    }
                    .joined(separator: " | ") + " |")
        }
        let unrelated = grid.flatMap { $0.flatMap { $0.outcomes } }.flatMap { outcome in
            outcome.stated.filter {
                $0 != PatternsStudy.plantedId
                    && !PatternsStudy.isEcho($0, belowOthers: outcome.statedBelowOthers.contains($0))
            }
        }
        let statedToPlanted = grid.flatMap { $0.flatMap { $0.outcomes } }.reduce(0) { $0 + $1.stated.count }
        lines.append("")
        lines.append(
            "Of the \(statedToPlanted) patterns stated to planted people over the whole grid, \(unrelated.count) "
                + "(\(pct(unrelated.count, statedToPlanted))) were neither the planted pattern nor an echo of it: the "
                + "share of false statements among those made, which Benjamini-Hochberg keeps at most q = "
                + "\(fmt(100 * q)) % on average. They were: "
                + Dictionary(grouping: unrelated, by: { $0 }).sorted {
                    ($1.value.count, $0.key) < ($0.value.count, $1.key)
                }
                .map { "`\($0.key)` \($0.value.count)" }.joined(separator: ", ") + ".")
        lines.append("")
        lines.append("## What this shows and what it does not")
        lines.append("")
        lines.append(
            "- With no pattern in the data, the engine tells few people any pattern: the exact tests are "
                + "conservative and Benjamini-Hochberg over every tested candidate keeps the chance of any false "
                + "statement at most q when nothing is there (then every statement is false, so the false-discovery "
                + "rate is the chance of any).")
        let tested = nullArms[0].1.meanTested.rounded()
        let alone = PatternsStudy.singleTestPower(
            groupDays: 16, groupShare: 0.5, otherDays: 96, otherShare: otherDaysShare, alpha: q)
        let amongTested = PatternsStudy.singleTestPower(
            groupDays: 16, groupShare: 0.5, otherDays: 96, otherShare: otherDaysShare, alpha: q / tested)
        lines.append(
            "- A Friday share of 50 % against 15 % over 16 weeks is at the edge of what 16 Fridays can show. "
                + "Summed exactly over the binomial counts of 16 Fridays and 96 other days: one Fisher test at "
                + "\(fmt(q)) with no other candidate finds it with probability \(fmt1(100 * alone)) %; as the only "
                + "true pattern among about \(fmt(tested)) tested candidates it needs p at most q/\(fmt(tested)) = "
                + String(format: "%.4f", q / tested) + ", which it reaches with probability "
                + "\(fmt1(100 * amongTested)) %. The grid gives the sizes and lengths at which the promise of 80 % holds."
        )
        lines.append(
            "- The simulated null has weekly rhythms in features and runs of missing days, but no rhythm in the "
                + "outcomes; real logs may hold confounded associations (weekend drinking and weekend eating), which "
                + "the engine states as associations, never as causes.")
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// The no-pattern section for people who log foods (`FoodLogHabits`): the food-log candidates
    /// join the same false-discovery control, so the share told any pattern must stay at most q.
    static func foodSection(_ arms: [(String, Arm)], q: Double) -> [String] {
        var lines: [String] = []
        lines.append("## No pattern, with food logs (promise: at most \(fmt(100 * q)) %)")
        lines.append("")
        lines.append(
            "The same people, every day whose intake is logged in full logged as foods instead (`FoodLogHabits`, "
                + "UTC): each slot eaten by the person's own chances (breakfast 55-100 %, lunch 80-100 %, dinner "
                + "85-100 %, snacks 10-90 % of days), a skipped meal's energy eaten at the others, breakfast protein "
                + "drawn apart from the day's energy, times by slot (snacks late on 0-50 % of days), times recorded "
                + "by 7 people of 10 (0-5 % of foods without one), 0-10 % of foods without protein. Nothing depends on "
                + "the weekday or on any outcome, so every pattern stated is a false one; the food-log candidates "
                + "(a usual meal unlogged, protein at breakfast, meal timing) join the one Benjamini-Hochberg pass.")
        lines.append("")
        lines.append(
            "| arm | people | told any pattern | 95 % interval | candidates looked for | tested | told a food-log pattern |"
        )
        lines.append("|---|---|---|---|---|---|---|")
        for (name, arm) in arms {
            let (low, high) = wilson(arm.toldAny, arm.outcomes.count)
            let food = arm.outcomes.filter { $0.stated.contains(where: isFoodCandidate) }.count
            lines.append(
                "| \(name) | \(arm.outcomes.count) | \(arm.toldAny) (\(pct(arm.toldAny, arm.outcomes.count))) | "
                    + "\(fmt1(100 * low)) to \(fmt1(100 * high)) % | \(fmt1(arm.meanCandidates)) | \(fmt1(arm.meanTested)) | "
                    + "\(food) (\(pct(food, arm.outcomes.count))) |")
        }
        let stated = arms.flatMap { $0.1.outcomes.flatMap(\.stated) }
        lines.append("")
        lines.append("Patterns stated to these people: " + countedIds(stated))
        lines.append("")
        return lines
    }

    /// Whether `id` is a food-log candidate.
    /// "N." or "N (`id` k, ...)." with the ids in order: how many times each pattern was stated.
    static func countedIds(_ ids: [String]) -> String {
        guard !ids.isEmpty else { return "\(ids.count)." }
        let counts = Dictionary(grouping: ids, by: { $0 }).sorted { $0.key < $1.key }
        return "\(ids.count) (" + counts.map { "`\($0.key)` \($0.value.count)" }.joined(separator: ", ") + ")."
    }

    static func isFoodCandidate(_ id: String) -> Bool {
        id.hasPrefix("logging.usualMealUnlogged.") || id.hasSuffix(".breakfastProtein") || id.hasSuffix(".lateLastFood")
            || id.hasSuffix(".earlyFirstFood")
    }

    /// For each weeks row, the smallest F reaching `share`.
    static func smallestAbove(_ grid: [[Arm]], share: Double) -> String {
        let cells = gridWeeks.enumerated().compactMap { w, weeks -> String? in
            guard
                let f = grid[w].firstIndex(where: {
                    !$0.outcomes.isEmpty && Double($0.found) >= share * Double($0.outcomes.count)
                })
            else { return nil }
            return "\(weeks) weeks from F = \(fmt(100 * gridFridayShares[f])) %"
        }
        return cells.isEmpty ? "none in the grid" : cells.joined(separator: ", ")
    }

    /// The Wilson score interval of `x` of `n` at z = 1.96.
    static func wilson(_ x: Int, _ n: Int) -> (Double, Double) {
        guard n > 0 else { return (0, 1) }
        let z = 1.96
        let p = Double(x) / Double(n)
        let d = 1 + z * z / Double(n)
        let centre = (p + z * z / (2 * Double(n))) / d
        let half = z / d * (p * (1 - p) / Double(n) + z * z / (4 * Double(n) * Double(n))).squareRoot()
        return (max(0, centre - half), min(1, centre + half))
    }

    static func pct(_ x: Int, _ n: Int) -> String { n == 0 ? "-" : "\(fmt1(100 * Double(x) / Double(n))) %" }
    static func fmt(_ x: Double) -> String { JSONWriter.format(x.roundedTo(0.01)) }
    static func fmt1(_ x: Double) -> String { String(format: "%.1f", x) }
}
