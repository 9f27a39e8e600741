/// The command-line help text.
enum Usage {
    static let hint = "Run 'nutrition-engine help' for usage."

    static let text = """
        usage: nutrition-engine COMMAND [ARGS]

        Every FILE is a JSON input document (see Vectors/README.md and schema/input-document.schema.json);
        '-' reads it from standard input. Results go to standard output as JSON.

        commands:
          estimate FILE                  maintenance-energy estimates (NASEM 2023, Mifflin-St Jeor, lean mass)
          project FILE (--intake KCAL | --intake-change KCAL) [--days N] [--landing-weight-kg KG]
                                         weight projection (Hall dynamic model beside the 7,700 kcal/kg rule)
          calibrate [--seed N] [--trainees N] [--out FILE]
                                         regenerate the maintenance calibration report (synthetic trainees)
          benchmark                      time the maintenance estimator and the calibration study
          vectors check DIR              run every golden vector case under DIR; non-zero exit on any failure
          vectors record DIR             re-record the expected output of 'snapshot' cases (review the diff)
          help                           this text

        exit codes: 0 ok, 64 usage, 65 invalid input data, 66 cannot read input, 70 internal error,
                    73 cannot write output
        """
}
