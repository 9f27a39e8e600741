import NutritionEngine

/// The command-line help text: the overview (`help`) and one page per command (`help COMMAND`,
/// `COMMAND --help`, `COMMAND -h`), kept in this one file so every command's usage lives together.
enum Usage {
    static let hint = "Run 'nutrition-engine help' for usage, or 'nutrition-engine help COMMAND' for one command."

    /// The line after a usage error of `arguments`: the page of the command (and subcommand) run,
    /// when it has one, else the overview's `hint`.
    static func hint(for arguments: [String]) -> String {
        guard arguments.first != "help", let key = pageKey(for: arguments) else { return hint }
        return "see 'nutrition-engine help \(key)'"
    }

    /// The commands (first words of the pages), for "did you mean".
    static let commands = Set(pages.keys.map { String($0.prefix { $0 != " " }) })

    /// `--version`: the engine, its algorithms and the default policy, one per line.
    static var version: String {
        """
        nutrition-engine \(EngineVersion.engine)
        algorithm \(EngineVersion.algorithm)
        default policy \(Policy.standard.version)

        """
    }

    static let text = """
        usage: nutrition-engine COMMAND [ARGS]
               nutrition-engine help COMMAND      (or COMMAND --help, COMMAND -h): one command's options, defaults, \
        example
               nutrition-engine --version

        Every FILE is a JSON input document (Vectors/input-document.schema.json, README.md); '-' reads it
        from standard input. Results go to standard output as JSON unless --format says otherwise.

        commands:
          estimate FILE [--format json|markdown]
                                         maintenance-energy estimates (NASEM 2023, Mifflin-St Jeor, lean mass)
          recommend FILE [--format json|markdown]
                                         safety screen, destination check and the initial calorie target
          days FILE [--week DATE] [--week-start DAY] [--format json|markdown]
                                         which days are evidence (and why not), weight outliers, days to
                                         review; --week adds that week's roll-up with coverage per figure
          today FILE [--at TIMESTAMP] [--format json|markdown]
                                         the Today view for one instant: which day it is, calories and protein
                                         remaining, the week so far with coverage, one next action
          day FILE DATE [--complete|--incomplete|--untracked] [--reconciled|--reopened] [--intake KCAL] [--weight-kg KG | --weight-lb LB]
              [--date D] [--out NEWFILE | --in-place]
                                         validate or correct one day; earlier values are kept in the day's history
          maintenance FILE [--format json|markdown]
                                         trend-validated maintenance: equations as prior, refined by evidence days \
        and the weight trend
          journal FILE [--weeks N] [--week-start DAY] [--format json|markdown|html|svg]
                                         progress week by week, newest first: coverage, check-ins, decisions,
                                         the estimate at each week's end, targets, the current plan; charts
          check-in FILE --week DATE [--week-start DAY] [--format json|markdown|html] [--out NEWFILE | --in-place] [--date D]
                   [--recompute]
                                         the weekly check-in for a finished week; --out records it in the plan;
                                         a week already checked in is shown as recorded (--recompute: on the
                                         days as they are now)
          decide FILE (--accept | --defer | --reject | --edit KCAL | --undo) [--date D] [--out NEWFILE | --in-place]
                                         record the person's decision on the pending recommendation (or an own edit)
          plan new FILE --target-source recommended|manual [--target KCAL] [--acknowledge-below-floor] [--date D]
                   [--out NEWFILE | --in-place]
                                         start a plan from the document's goal (an existing plan is archived, never \
        deleted)
          plan set-target FILE --target KCAL [--date D] [--out NEWFILE | --in-place]
                                         change the target between check-ins, within the floor, deficit cap and upper \
        limit
          plan reset FILE [--date D] [--confirm] [--out NEWFILE | --in-place]
                                         clear learned calibration and any pending recommendation; keeps every record;
                                         without --confirm only states what it would clear and keep
          project FILE (--intake KCAL | --intake-change KCAL | --landing-weight-kg KG --by DATE) [--days N]
                  [--landing-weight-kg KG] [--format json|markdown|svg]
                                         weight projection from today's trend weight (Hall dynamic model beside
                                         the 7,700 kcal/kg rule); the intake that reaches a weight by a date
                                         and the intake that keeps it
          patterns FILE [--format json|markdown]
                                         regularities in the person's own days (logging by weekday, weekends,
                                         after alcohol; day features against outcomes), each tested, with
                                         false-discovery control; lists every candidate tried
          import FORMAT FILE... [--time-zone ZONE] [--day-starts-at-hour H] [--into FILE [--replace]]
                 [--column FIELD=HEADER,...] [--date-format M/D/YYYY] [--meal-map NAME=SLOT,...]
                 [--meal-windows SLOT=HH:MM-HH:MM,...]
                                         FORMAT apple-health-csv (needs --time-zone), csv, daily-text or
                                         food-log-csv (one row per food):
                                         writes an input document; row counts and rejected rows on stderr
          export csv FILE [--foods]       the log as CSV on stdout (a row per day, or per food), read back by
                                         import csv (or import food-log-csv); unknowns empty, never 0
          rescore INPUT [--out FILE] [--as-of DATE] [--jobs N] [--policy FILE] [--compare-policy BASE] [--summary \
        FILE] [--shard K/N] [--resume]
                  [--batch-records N]
                                         re-score JSON Lines (or a directory of .json documents), one output line per \
        record
          vectors check DIR [--report junit|json FILE]... [--allow-unreviewed]
                                         run every golden vector case under DIR; exit 1 on any failure
                                         (a NOT YET REVIEWED case fails unless --allow-unreviewed)
          vectors record DIR             re-record 'snapshot' cases; a changed one is marked NOT YET REVIEWED
          vectors new DIR --command '...' --description TEXT [--oracle snapshot|independent] [--source TEXT]
                                         scaffold a golden case (never overwrites)
          help [COMMAND]                 this text, or one command's page

        exit codes: 0 ok, 1 a golden vector failed (vectors check), 64 usage, 65 invalid input data,
                    66 cannot read input, 70 internal error, 73 cannot write output, 130 interrupted

        Simulation studies and benchmarks are a separate tool: nutrition-lab help.
        """

    /// Shared option descriptions, so a flag reads the same on every page that accepts it.
    private static let weekStartOption =
        "--week-start DAY        first day of the week: monday (default), tuesday, ..., sunday, in any case\n"
        + "                          or as its first three letters (Sunday, sun)"
    private static let dateOption =
        "--date YYYY-MM-DD       the event date (default: the later of the document's asOf and the plan's last\n"
        + "                                      event, stated on stderr; decide on a pending recommendation: the check-in\n"
        + "                                      that offered it; never the machine clock)"
    private static let outOption =
        "--out NEWFILE           write the updated document there (default: standard output); '-' is stdout\n"
        + "              --in-place              replace FILE itself instead (atomic; its previous bytes are kept as FILE~;\n"
        + "                                      a symbolic link or device is refused)"

    /// The page for `words` (a command and, for `plan` and `vectors`, its subcommand),
    /// or nil when no such command exists.
    static func page(for words: [String]) -> String? {
        guard !words.isEmpty else { return text + "\n" }
        return pageKey(for: words).flatMap { pages[$0] }.map { $0 + "\n" }
    }

    /// The key in `pages` for `words`: `plan new`, `vectors check`, or the command; nil for no such command.
    private static func pageKey(for words: [String]) -> String? {
        guard let command = words.first else { return nil }
        if ["plan", "vectors"].contains(command), words.count > 1, pages["\(command) \(words[1])"] != nil {
            return "\(command) \(words[1])"
        }
        return pages[command] != nil ? command : nil
    }

    /// One page per command: usage, what it does, every option with its default, an example.
    // The pages are laid out as they print, one indent inside each literal, so the formatter leaves them.
    // swift-format-ignore
    static let pages: [String: String] = [
        "estimate": """
            usage: nutrition-engine estimate FILE [--format json|markdown]

            Maintenance energy from the person's body data: NASEM 2023 (the primary estimate, with its
            95 % range), Mifflin-St Jeor as a cross-check and, with body fat, the lean-mass equations.

            options:
              --format json|markdown  output format (default: json)

            example:
              nutrition-engine estimate Vectors/estimate/nasem-check-woman-30y-active/input.json --format markdown
            """,
        "recommend": """
            usage: nutrition-engine recommend FILE [--format json|markdown]

            The safety screen, the destination check and the initial calorie target for the document's goal.
            With logged days the target starts from the learned maintenance and the trend weight, as plan new's
            does. Manual-only people and refused destinations are results (exit 0) without an automated number.

            options:
              --format json|markdown  output format (default: json)

            example:
              nutrition-engine recommend Vectors/recommend/worked-example-lose/input.json --format markdown
            """,
        "days": """
            usage: nutrition-engine days FILE [--week YYYY-MM-DD] [--week-start DAY] [--format json|markdown]

            The day ledger: which days are evidence and why the others are not, weight outliers, and the
            days to review. Missing, incomplete and untracked days are never counted as zero.

            options:
              --week YYYY-MM-DD       add the roll-up (with coverage per figure) of the week containing
                                      that day; a day that is not a week start is moved to its week's start
                                      and the week used is stated on stderr (default: no roll-up)
              \(weekStartOption)
              --format json|markdown  output format (default: json)

            example:
              nutrition-engine days Vectors/check-in/walkthrough/07-check-in-week-4/input.json --week 2026-10-19
            """,
        "day": """
            usage: nutrition-engine day FILE DATE [--complete | --incomplete | --untracked]
                                              [--reconciled | --reopened] [--intake KCAL] [--weight-kg KG | --weight-lb LB]
                                              [--date D] [--out NEWFILE | --in-place]

            Records the answers a check-in asks for on one day (e.g. 'mark it reconciled') in the document.
            A value that changes is never overwritten silently: the day's previous values are appended to
            its 'history' with the date of the change, and every command reads the written document back.
            A DATE after the document's asOf is today's log: the day is added and asOf moves forward to it.
            Without --date the change is dated the later of asOf (after that move) and the plan's last
            event, stated on stderr.

            options:
              --complete | --incomplete | --untracked
                                      the day's completeness (default: unchanged)
              --reconciled | --reopened
                                      the day's review status (default: unchanged)
              --intake KCAL           corrected intake, kcal (0 to 30000; default: unchanged)
              --weight-kg KG          corrected morning weight, kg (2 to 650; default: unchanged)
              --weight-lb LB          the same in pounds, kept as weightLb (5 to 1430; default: unchanged)
              \(dateOption)
              \(outOption)

            example:
              nutrition-engine day plan.json 2026-10-21 --reconciled --out plan.json.new
              nutrition-engine day plan.json 2026-12-02 --intake 640 --weight-lb 170.2 --in-place
            """,
        "today": """
            usage: nutrition-engine today FILE [--at TIMESTAMP] [--format json|markdown]

            The Today view for one instant: which logging day it is (the document's timeZone and
            dayStartsAtHour) and why; calories remaining against the target in force (or the person's own
            manualTargetKcal) and protein remaining against the protein range; the week so far with the
            coverage of each figure (missing days are never zero); and one suggested next action from a
            fixed priority list, with its reason. A day is never scored. Nothing is written.

            options:
              --at TIMESTAMP          the instant, ISO 8601 with a UTC offset or Z (2026-11-05T08:30:00+01:00);
                                      default: this machine's clock, read now and stated on stderr
              --format json|markdown  output format (default: json)

            example:
              nutrition-engine today Vectors/today/rollover-hour-json/input.json --at 2026-11-06T01:30:00+01:00
            """,
        "maintenance": """
            usage: nutrition-engine maintenance FILE [--format json|markdown]

            Trend-validated maintenance: the NASEM 2023 estimate as the prior, refined by the 28-day
            window's evidence days and raw weigh-ins; estimated or holding (with reasons), 95 % interval,
            confidence, and whether logging looks incomplete.

            options:
              --format json|markdown  output format (default: json)

            example:
              nutrition-engine maintenance Vectors/check-in/walkthrough/07-check-in-week-4/input.json --format markdown
            """,
        "journal": """
            usage: nutrition-engine journal FILE [--weeks N] [--week-start DAY] [--format json|markdown|html|svg]

            Progress week by week, newest first: intake and protein per evidence day, steps, the weight
            trend, alcohol and training, each with its coverage; the check-in status and the decisions
            taken; the maintenance estimate as it stood at each week's end (what 'maintenance' gives as of
            the day after the week) beside the target in force; the current plan. The HTML page and the
            SVG draw weight, the estimate with its 95 % band and the target, and weekly intake.
            A manual-only person's journal has no automated number in any format or chart.

            options:
              --weeks N               only the newest N weeks (1 to 520; default: every week of the log)
              --week-start DAY        the first day of every week (default: monday)
              --format json|markdown|html|svg  output format (default: json)

            example:
              nutrition-engine journal Vectors/check-in/walkthrough/19-check-in-week-8/input.json --format html
            """,
        "patterns": """
            usage: nutrition-engine patterns FILE [--format json|markdown]

            Regularities in the person's own days, stated only when a test supports them: the share of days
            marked incomplete, marked untracked or with no intake logged, by weekday, on weekends and after an
            alcohol day, against the person's other days; and day features (protein, alcohol, training, steps,
            declared completeness) against intake within 10 % of the target in force, evidence days per week and
            the weekly weight trend against the energy balance. Fisher's exact test for shares of days, a seeded
            permutation test for week means, Benjamini-Hochberg at q = 0.05 over every candidate tested; each
            group needs 8 days (4 weeks). The output lists every candidate tried, tested or not, with counts and
            p-values, and words each pattern as an association, never a cause. Manual-only people get logging
            patterns only. Needs the person (for the safety screen) and days.

            options:
              --format json|markdown  output format (default: json)

            example:
              nutrition-engine patterns Vectors/patterns/friday-incomplete/input.json --format markdown
            """,
        "check-in": """
            usage: nutrition-engine check-in FILE --week YYYY-MM-DD [--week-start DAY]
                                                [--format json|markdown|html] [--date D] [--out NEWFILE | --in-place]
                                                [--recompute]

            The weekly check-in for a finished week: consistency, snapshot, days to validate, evidence and
            at most one recommendation. It evaluates the days as of the day after the week. A week already
            checked in is shown read-only as the plan recorded it: the day, the algorithm, the target then,
            the recommendation and the decisions after it (the plan stores no snapshot or evidence).

            options:
              --week YYYY-MM-DD       any day of the week to check in (required); a day that is not a week
                                      start is moved to its week's start, stated on stderr
              --week-start DAY        the plan's week start (stored when the plan was created, default monday);
                                      another day is refused: weeks would overlap the plan's check-in weeks
              --format json|markdown|html
                                      output format (default: json)
              --date YYYY-MM-DD       the check-in's date (default: the day after the week, or the plan's
                                      last event date when that is later; stated on stderr)
              --out NEWFILE           record the check-in (and any offered recommendation) in the plan and
                                      write the document there (default: nothing is recorded)
              --in-place              record it in FILE itself instead (atomic; the previous bytes are kept
                                      as FILE~; a symbolic link or device is refused)
              --recompute             for a week already checked in: what the check-in would say now, on the
                                      plan as it stood then with the days as they are now (answers given
                                      since included); read-only, never recorded

            example:
              nutrition-engine check-in Vectors/check-in/walkthrough/07-check-in-week-4/input.json --week 2026-10-19 \
            --format markdown
            """,
        "decide": """
            usage: nutrition-engine decide FILE (--accept | --defer | --reject | --edit KCAL | --undo)
                                              [--date D] [--out NEWFILE | --in-place]

            Records the person's decision on the pending recommendation in the plan's history. --edit sets
            the person's own target, with or without a pending recommendation, within the same floor and
            deficit cap as the engine's targets and at most the upper end of the maintenance estimate's
            95 % range (Gain: plus the surplus cap); a refusal names the allowed range. A person who is
            manual-only now can neither accept an automated offer nor edit against these limits.

            options:
              --accept | --defer | --reject | --undo
                                      the decision (exactly one decision is required)
              --edit KCAL             the person's own target, kcal/day
              \(dateOption)
              \(outOption)

            example:
              nutrition-engine decide Vectors/check-in/walkthrough/08-accept/input.json --accept --date 2026-10-26
            """,
        "plan new": """
            usage: nutrition-engine plan new FILE --target-source recommended|manual [--target KCAL]
                                                [--acknowledge-below-floor] [--week-start DAY] [--date D]
                                                [--out NEWFILE | --in-place]

            Starts a plan from the document's goal; an existing plan is archived unchanged, never deleted.
            A recommended target is recommend's for the same document and day, and is printed with its basis.

            options:
              --target-source recommended|manual
                                      where the target comes from (required: never inherited)
              --target KCAL           the manual target, 1 to 20000 kcal/day (with --target-source manual;
                                      default: the document's manualTargetKcal)
              --acknowledge-below-floor
                                      store a manual target below the intake floor (1200 kcal/day for the
                                      female equations, 1500 for the male, policy target.intakeFloorKcalPerDay)
                                      at the person's explicit request; without it such a target is refused
                                      (exit 65). The acknowledgement is kept in the plan's history, and every
                                      later output says that a target this low needs clinical direction
              --week-start DAY        the weekday the plan's check-in weeks begin on, stored in the plan
                                      (default: monday); a check-in with another --week-start is refused
              \(dateOption)
              \(outOption)

            example:
              nutrition-engine plan new Vectors/check-in/walkthrough/01-plan-new/input.json --target-source manual \
            --target 1800 --date 2026-09-28
            """,
        "plan set-target": """
            usage: nutrition-engine plan set-target FILE --target KCAL [--date D] [--out NEWFILE | --in-place]

            The person changes their own target between check-ins, recorded as an 'edited' decision event;
            the same floor, deficit cap and upper limit apply as to 'decide --edit', which it is.

            options:
              --target KCAL           the new target, kcal/day (required)
              \(dateOption)
              \(outOption)

            example:
              nutrition-engine plan set-target Vectors/check-in/walkthrough/18-edit/input.json --target 1800 --date \
            2026-11-16
            """,
        "plan reset": """
            usage: nutrition-engine plan reset FILE [--date D] [--confirm] [--out NEWFILE | --in-place]

            Clears learned calibration and any pending recommendation; keeps every record and the target.
            It asks first: without --confirm it prints what it will clear and keep (with counts) and
            changes and writes nothing, --out included (exit 0); with --confirm it records the reset,
            with the same statement in the reset event. A reset cannot be undone.

            options:
              \(dateOption)
              --confirm               do the reset (without it, only state what it would clear and keep)
              \(outOption)

            example:
              nutrition-engine plan reset Vectors/check-in/walkthrough/20-reset/input.json --date 2026-11-23
              nutrition-engine plan reset Vectors/check-in/walkthrough/20-reset/input.json --date 2026-11-23 --confirm
            """,
        "plan": """
            usage: nutrition-engine plan new|set-target|reset FILE ...

            Run 'nutrition-engine help plan new', 'help plan set-target' or 'help plan reset' for each.
            """,
        "project": """
            usage: nutrition-engine project FILE (--intake KCAL | --intake-change KCAL) [--days N]
                                               [--landing-weight-kg KG] [--format json|markdown|svg]
                   nutrition-engine project FILE --landing-weight-kg KG --by YYYY-MM-DD [--days N] [--format ...]

            Weekly weight projection with the Hall adult model beside the static 7,700 kcal/kg rule, like
            the NIH Body Weight Planner. Day 0 is the document's asOf, at the current weight: the smoothed
            trend of the weigh-ins (the profile's weightKg when there are none); every week has its
            calendar date. The baseline is the trend-validated maintenance when the document has days,
            else NASEM 2023. With a landing weight it also answers: which intake keeps that weight
            afterwards, and with --by which constant intake reaches it by that date (the projection then
            runs at that intake).

            options:
              --intake KCAL           planned intake, kcal/day (500 to 10000)
              --intake-change KCAL    planned change from the baseline maintenance, kcal/day (-5000 to 5000)
              --landing-weight-kg KG  the weight to reach (30 to 300): the day it is reached, the intake
                                      that keeps it (default: none)
              --by YYYY-MM-DD         solve for the intake that reaches --landing-weight-kg on that date
                                      (needs asOf; default: none); an answer below the engine's own deficit
                                      cap and intake floor is flagged, with the date the lowest allowed
                                      intake reaches the landing
              --days N                horizon in days (1 to 3650; default: the days to --by, else
                                      \(Policy.standard.projection.defaultDays), policy projection.defaultDays)
              --format json|markdown|svg
                                      output format (default: json; svg is a chart of the weekly trajectory)

            example:
              nutrition-engine project Vectors/check-in/walkthrough/07-check-in-week-4/input.json --intake-change \
            -500 --days 84
              nutrition-engine project Vectors/maintenance/steady-loss-full/input.json --landing-weight-kg 80 --by \
            2027-03-01 --format markdown
            """,
        "import": """
            usage: nutrition-engine import FORMAT FILE... [--time-zone ZONE] [--day-starts-at-hour H]
                                            [--column FIELD=HEADER,...] [--date-format FORMAT] [--meal-map NAME=SLOT,...]
                                            [--meal-windows SLOT=HH:MM-HH:MM,...]
                                            [--into FILE [--replace] [--date D] [--out NEWFILE | --in-place]]

            Another app's export as an input document on standard output; row counts and every rejected
            row (with its line) on standard error; exit 65 when no row could be used, in one line: which
            format the file looks like (and the command to run) when it is not FORMAT.

            FORMAT:
              apple-health-csv        Apple Health records as CSV (UTC timestamps; needs --time-zone); each
                                      dietary-energy row is a food named by its HKFoodType, its meal slot from
                                      the local clock time (marked mealSource clock; see --meal-windows)
              csv                     date,intakeKcal,weightKg,... one row per day
              daily-text              one line per day
              food-log-csv            a food diary: one row per food (date, meal, food name, calories and
                                      nutrient columns carrying their unit, e.g. "Sodium (mg)"); cells --,
                                      empty and n/a are unknown, never 0; "1,040" is 1040

            options:
              --time-zone ZONE        IANA zone such as Europe/Berlin (required for apple-health-csv)
              --day-starts-at-hour H  hour 0-23 at which a local day starts (default: 0)
              --column FIELD=HEADER   food-log-csv: the header holding FIELD (date, meal, name, kcal, proteinG,
                                      carbsG, fatG, alcoholG or a nutrient such as sodium), comma-separated
              --date-format FORMAT    food-log-csv: YYYY-MM-DD (default), M/D/YYYY, D/M/YYYY or D.M.YYYY
              --meal-map NAME=SLOT    food-log-csv: an export's meal name to breakfast, lunch, dinner or snack
                                      (built in: those four, snacks, supper, Meal 1-3 in time order, Meal 4+ snack)
              --meal-windows SLOT=HH:MM-HH:MM
                                      apple-health-csv: the local clock windows of the meal slots, comma-separated
                                      (default meal-clock-windows-2026.12: breakfast=04:00-10:30,
                                      lunch=10:30-15:00,dinner=17:00-22:00; any other time is a snack)
              --into FILE             merge the days into that document (person, goal and plan kept): new
                                      days added, absent values filled in, the same values left; a value
                                      that differs is reported with both values and kept as the document's;
                                      asOf moves forward to the last imported day when that is later; the
                                      merged document goes to standard output (or --out / --in-place)
              --replace               with --into: take the imported value of a conflict instead; the
                                      document's value goes to the day's history, dated --date
              \(dateOption)
              \(outOption)

            example:
              nutrition-engine import csv Vectors/import/csv-units/days.csv
              nutrition-engine import csv Vectors/import/csv-units/days.csv --into plan.json --in-place
            """,
        "export": """
            usage: nutrition-engine export csv FILE [--foods]

            The document's log as CSV on standard output, what the person logged: one row per day
            (date,intakeKcal,weightKg,proteinG,steps,trainingMinutes,alcoholG,intakeCompleteness,
            reviewStatus; import csv reads it back), or with --foods one row per food (Date, Meal, Food
            Name, Calories, the macros and one column per nutrient and unit carried; import food-log-csv
            reads it back). Unknown values are left empty, never 0.

            options:
              --foods                 one row per food

            example:
              nutrition-engine export csv Vectors/foods/week-totals-with-coverage/input.json --foods
            """,
        "rescore": """
            usage: nutrition-engine rescore INPUT [--out FILE] [--as-of DATE] [--jobs N] [--policy FILE]
                                               [--compare-policy BASE] [--summary FILE] [--shard K/N] [--resume]
                                               [--batch-records N]

            Re-scores JSON Lines (or a directory of .json documents): one output line per record in input
            order (result or validation errors), a summary on stderr (and as JSON with --summary). A
            record's optional "id" (string) is echoed in its line.

            options:
              --out FILE              output file (default: standard output)
              --as-of DATE            score every record as of this day (default: each record's asOf)
              --jobs N                parallel jobs, 1 to 256 (default: the number of processors)
              --policy FILE           policy parameters (default: the shipped policy); format:
                                      Vectors/policy.schema.json; a changed policy needs its own version
              --compare-policy BASE   also score each record under BASE (a policy file): each line gets
                                      a "comparison", the summary counts kind and eligibility transitions,
                                      a histogram of target differences and the most affected records
              --summary FILE          also write the summary as JSON there
              --shard K/N             handle the K-th of N contiguous parts of the input (default: all)
              --resume                continue after the last complete line of --out
              --batch-records N       records scored per batch (default: batches of about 8 MB); the output
                                      is the same for any batch size

            example:
              nutrition-engine rescore Vectors/rescore/compare-policy-dead-band-and-floor/input.jsonl --as-of \
            2026-10-26 --policy Vectors/rescore/compare-policy-dead-band-and-floor/proposal.json --compare-policy \
            Vectors/rescore/compare-policy-dead-band-and-floor/base-policy.json
            """,
        "vectors check": """
            usage: nutrition-engine vectors check DIR [--report junit|json FILE]... [--allow-unreviewed]

            Runs every golden case (a directory with case.json) below DIR and compares its output with the
            expected file. A JSON mismatch names every differing JSON pointer with its expected and actual
            values, and the tolerance; a Markdown, HTML or SVG mismatch is a unified diff (expected, then
            output); a wrong exit code shows the stdout and stderr the command wrote. A case whose source
            in case.json says NOT YET REVIEWED (vectors new, or vectors record changing it) fails too.

            options:
              --report junit FILE     also write JUnit XML (one testcase per case, oracle and reviewed as
                                      properties, every reason in its failure, the streams of a wrong exit)
              --report json FILE      also write JSON: per case name, oracle, reviewed, result, timeSeconds
                                      and failures (each with kind, message and its details)
                                      (--report may be given more than once; default: no report)
              --allow-unreviewed      let a NOT YET REVIEWED case pass when its output matches (it is still
                                      listed on stderr and in the reports; default: it fails)

            exit codes: 0 all cases pass, 1 a case failed, 64 usage, 65 invalid case.json,
                        66 DIR unreadable or without cases, 73 a report cannot be written

            example:
              nutrition-engine vectors check Vectors --report junit vectors.xml
            """,
        "vectors new": """
            usage: nutrition-engine vectors new DIR --command 'COMMAND ARGS...' --description TEXT
                                              [--oracle snapshot|independent] [--source TEXT] [--exit-code N]

            Scaffolds a golden case in DIR (put its input files there first): case.json with the command
            (file names relative to DIR) and, for a snapshot, the first recording of its output in
            expected.json, expected.md or expected.html (by --format) for you to review. Never overwrites.

            options:
              --command '...'         the nutrition-engine command without the program name (required)
              --description TEXT      what the case shows (required)
              --oracle snapshot|independent
                                      where the expected values come from (default: snapshot)
              --source TEXT           the paper, hand calculation or oracle (required for independent)
              --exit-code N           the expected exit code (default: what the command returns)

            example:
              nutrition-engine vectors new my-vectors/woman-30 --command 'estimate input.json --format markdown' \
            --description 'a woman of 30, active'
            """,
        "vectors record": """
            usage: nutrition-engine vectors record DIR

            Re-records the expected output of 'snapshot' cases only (never 'independent' ones). A case whose
            recording changed gets 'NOT YET REVIEWED: ...' at the start of its source in case.json (the earlier
            text kept after 'before:'), so vectors check fails it until you have reviewed the diff number by
            number and written what you checked it against; a byte-identical recording changes nothing.

            example:
              nutrition-engine vectors record Vectors
            """,
        "vectors": """
            usage: nutrition-engine vectors check|record|new DIR ...

            Run 'nutrition-engine help vectors check', 'help vectors record' or 'help vectors new' for each.
            """,
        "help": """
            usage: nutrition-engine help [COMMAND [SUBCOMMAND]]

            The overview, or one command's usage, options, defaults and an example.

            example:
              nutrition-engine help check-in
            """,
    ]
}
