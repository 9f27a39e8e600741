/// The command-line help text.
enum Usage {
    static let hint = "Run 'nutrition-engine help' for usage."

    static let text = """
        usage: nutrition-engine COMMAND [ARGS]

        Every FILE is a JSON input document (see Vectors/README.md and schema/input-document.schema.json);
        '-' reads it from standard input. Results go to standard output as JSON.

        commands:
          estimate FILE                  maintenance-energy estimates (NASEM 2023, Mifflin-St Jeor, lean mass)
          recommend FILE [--format json|markdown]
                                         safety screen, destination check and the initial calorie target
          check-in FILE --week DATE [--format json|markdown|html] [--out NEWFILE] [--date D]
                                         the weekly check-in for a finished week; --out records it in the plan
          plan new FILE --target-source recommended|manual [--date D] [--out NEWFILE]
                                         start a plan from the document's goal (an existing plan is archived, never deleted)
          plan reset FILE [--date D] [--out NEWFILE]
                                         clear learned calibration and any pending recommendation; keeps every record
          decide FILE (--accept | --defer | --reject | --edit KCAL | --undo) [--date D] [--out NEWFILE]
                                         record the person's decision on the pending recommendation
          rescore INPUT [--out FILE] [--as-of DATE] [--jobs N] [--policy FILE] [--summary FILE] [--shard K/N] [--resume]
                                         re-score JSON Lines (or a directory of .json documents), one output line per record
          days FILE [--week YYYY-MM-DD] [--week-start monday|...|sunday]
                                         which days are evidence (and why not), weight outliers, days to
                                         review; --week adds that week's roll-up with coverage per figure
          import FORMAT FILE... [--time-zone ZONE] [--day-starts-at-hour H]
                                         FORMAT apple-health-csv (needs --time-zone), csv or daily-text:
                                         writes an input document; row counts and rejected rows on stderr
          maintenance FILE               trend-validated maintenance: equations as prior, refined by evidence days and the weight trend
          project FILE (--intake KCAL | --intake-change KCAL) [--days N] [--landing-weight-kg KG]
                                         weight projection (Hall dynamic model beside the 7,700 kcal/kg rule);
                                         baseline: the maintenance estimate when the document has days, else NASEM
          calibrate [--seed N] [--trainees N] [--out FILE] [--peer-inputs DIR] [--peer-results FILE] [--peer-binary PATH] [--stress]
                                         regenerate the maintenance calibration report (synthetic trainees)
          benchmark days [N] | import FILE... | maintenance
                                         rerunnable timings behind Reports/ (use a release build)
          benchmark rescore-input --plans N [--days 365] [--seed S] --out FILE | decode FILE --decoder foundation|parser|document
                                         synthetic plans and decode timings for Reports/rescore-benchmark.sh
          vectors check DIR              run every golden vector case under DIR; non-zero exit on any failure
          vectors record DIR             re-record the expected output of 'snapshot' cases (review the diff)
          help                           this text

        exit codes: 0 ok, 64 usage, 65 invalid input data, 66 cannot read input, 70 internal error,
                    73 cannot write output
        """
}
