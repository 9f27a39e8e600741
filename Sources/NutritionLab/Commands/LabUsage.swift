/// The lab's help text: the overview (`help`) and one page per command.
enum LabUsage {
    static let hint = "Run 'nutrition-lab help' for usage, or 'nutrition-lab help COMMAND' for one command."

    static let text = """
        usage: nutrition-lab COMMAND [ARGS]
               nutrition-lab help COMMAND         (or COMMAND --help, COMMAND -h): one command's options, defaults, \
        example

        Tools apart from the product (nutrition-engine): seeded simulation studies behind Reports/ and
        rerunnable benchmarks. Run them on a release build: swift build -c release --product nutrition-lab.

        commands:
          calibrate [--seed N] [--trainees N] [--out FILE] [--peer-inputs DIR] [--peer-results FILE] [--peer-binary \
        PATH] [--stress]
                                         regenerate the maintenance calibration report (synthetic trainees)
          closed-loop [--seed N] [--people N] [--weeks N] [--tdeetracker PATH] [--jobs N] [--out FILE]
                                         regenerate the closed-loop check-in study (Reports/closed-loop.md);
                                         TDEETracker runs as a separate process from PATH or $TDEETRACKER
          meal-evidence [--seed N] [--trainees N] [--policy FILE] [--out FILE]
                                         regenerate the meal-evidence study (Reports/meal-evidence.md)
          real-data --apple-health DOC --daily-text DOC [--tdeetracker PATH] [--out FILE]
                                         regenerate the real-log report (Reports/real-data.md; Reports/real-data.sh
                                         imports the logs and runs it)
          patterns-study [--seed N] [--people N] [--grid-people N] [--jobs N] [--out FILE]
                                         regenerate the pattern study (Reports/patterns.md): false alarms with no
                                         pattern, power against weeks of data and effect size
          benchmark days [N] | import FILE... | maintenance | today [N] | rescore-input ... | decode ... | patterns ...
                                         rerunnable timings behind Reports/ (use a release build)
          help [COMMAND]                 this text, or one command's page

        exit codes: 0 ok, 64 usage, 65 invalid input data, 66 cannot read input, 70 internal error,
                    73 cannot write output
        """

    /// The page for `words` (a command), or nil when no such command exists.
    static func page(for words: [String]) -> String? {
        guard let command = words.first else { return text + "\n" }
        return pages[command].map { $0 + "\n" }
    }

    // The pages are laid out as they print, one indent inside each literal, so the formatter leaves them.
    // swift-format-ignore
    static let pages: [String: String] = [
        "calibrate": """
            usage: nutrition-lab calibrate [--seed N] [--trainees N] [--out FILE]

            Regenerates Reports/maintenance-calibration.md from seeded synthetic trainees.

            options:
              --seed N                random seed (default: the report's seed)
              --trainees N            trainees, 1 to 1000000 (default: 1000)
              --out FILE              write the report there (default: standard output)

            example:
              nutrition-lab calibrate --out Reports/maintenance-calibration.md
            """,
        "meal-evidence": """
            usage: nutrition-lab meal-evidence [--seed N] [--trainees N] [--policy FILE] [--out FILE]

            Regenerates Reports/meal-evidence.md: partial-day detection (precision, recall) and the
            maintenance estimate (MAE, bias, coverage) with and without meal-level logs, the current
            rule as baseline, and the meal claims' likelihood ratios on the tuning seeds 7, 8 and 9.

            options:
              --seed N                random seed (default: the report's seed, 20261130)
              --trainees N            people, 1 to 1000000 (default: 300)
              --policy FILE           study a proposed policy (default: the shipped one)
              --out FILE              write the report there (default: standard output)

            example:
              nutrition-lab meal-evidence --out Reports/meal-evidence.md
            """,
        "closed-loop": """
            usage: nutrition-lab closed-loop [--seed N] [--people N] [--weeks N] [--tdeetracker PATH] [--jobs N] \
            [--out FILE]

            Regenerates Reports/closed-loop.md: seeded people followed week by week through check-ins.

            options:
              --seed N                random seed (default: 20261201)
              --people N              people per adherence group, 1 to 100000 (default: 300)
              --weeks N               weeks, 9 to 52 (default: 16)
              --tdeetracker PATH      TDEETracker binary run as a separate process (default: $TDEETRACKER;
                                      without one the report says that arm was not run)
              --jobs N                people run at a time, 1 to 64 (default: 4)
              --out FILE              write the report there (default: standard output)

            example:
              TDEETRACKER=/path/to/tdeetracker nutrition-lab closed-loop --people 300 --out Reports/closed-loop.md
            """,
        "real-data": """
            usage: nutrition-lab real-data --apple-health DOC --daily-text DOC [--tdeetracker PATH] [--out FILE]

            Regenerates Reports/real-data.md: at weekly cuts of two real logs, the engine, TDEETracker, a naive
            28-day balance and the equations, each seeing only the days before the cut, beside the energy
            balance the next 28 days reveal (no truth needed). DOC are input documents written by
            `nutrition-engine import` from the Apple Health pair and the 26-day text log in ../shared/data.

            options:
              --apple-health DOC      the imported Apple Health pair (the log with look-ahead cuts)
              --daily-text DOC        the imported 26-day text log (too short for a look-ahead)
              --tdeetracker PATH      TDEETracker binary run as a separate process (default: $TDEETRACKER;
                                      without one its column is empty)
              --out FILE              write the report there (default: standard output)

            example:
              TDEETRACKER=/work/peer/tdeetracker/tdeetracker Reports/real-data.sh
            """,
        "patterns-study": """
            usage: nutrition-lab patterns-study [--seed N] [--people N] [--grid-people N] [--jobs N] [--out FILE]

            Regenerates Reports/patterns.md: simulated people with no pattern (how many are told one) and with a
            planted Friday incompleteness (how many are told it), against weeks of data and effect size.

            options:
              --seed N                random seed (default: 20261224, the report's; 1 and 2 were the tuning seeds)
              --people N              people per no-pattern arm, 1 to 100000 (default: 1000)
              --grid-people N         people per cell of the power grid, 1 to 100000 (default: 300)
              --jobs N                people searched at a time, 1 to 64 (default: 2; the figures do not depend on it)
              --out FILE              write the report there (default: standard output)

            example:
              nutrition-lab patterns-study --out Reports/patterns.md
            """,
        "benchmark": """
            usage: nutrition-lab benchmark days [N] | import FILE... | maintenance
                   nutrition-lab benchmark today [N] [--document FILE]
                   nutrition-lab benchmark rescore-input --plans N [--days 365] [--seed S] [--steady-at-goal] [--foods N] --out FILE
                   nutrition-lab benchmark decode FILE --decoder foundation|parser|document
                   nutrition-lab benchmark patterns [--weeks 53] [--out FILE]

            --steady-at-goal ends each synthetic person's loss at the landing weight and keeps the plan's
            target within 300 kcal/day of the first one, so histories of five or ten years stay valid
            (Reports/rescore-speed.sh --history uses it).
            --foods N lists N foods on each logged day instead of its intake (the same days, weights
            and plan otherwise), to time rescore on food logs against day-level logs per byte.

            Rerunnable timings behind Reports/*-benchmark.md (use a release build: swift build -c release).

            example:
              swift run -c release nutrition-lab benchmark days
            """,
        "help": """
            usage: nutrition-lab help [COMMAND]

            Prints the overview, or one command's page (also COMMAND --help or COMMAND -h).
            """,
    ]
}
