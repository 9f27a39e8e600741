import NutritionEngine

/// What one invocation of the command line produced; the executable only copies it to the process.
public struct CommandResult: Sendable, Equatable {
    /// The process exit code (sysexits: 0 ok, 64 usage, 65 data, 66 no input, 70 internal, 73 cannot create output; 130 interrupted).
    public var exitCode: Int32
    /// Text for standard output.
    public var stdout: String
    /// Text for standard error.
    public var stderr: String
    /// The validation issues behind a 65 exit, for tests and the vector runner.
    public var issues: [ValidationIssue]

    /// A result with the given parts.
    public init(exitCode: Int32, stdout: String = "", stderr: String = "", issues: [ValidationIssue] = []) {
        self.exitCode = exitCode
        self.stdout = stdout
        self.stderr = stderr
        self.issues = issues
    }
}

/// sysexits(3) codes used by the command line.
public enum ExitCode {
    /// Success.
    public static let ok: Int32 = 0
    /// The command was used incorrectly.
    public static let usage: Int32 = 64
    /// The input data was incorrect.
    public static let dataError: Int32 = 65
    /// An input file did not exist or was not readable.
    public static let noInput: Int32 = 66
    /// An internal error (a bug): reported, never a trap.
    public static let software: Int32 = 70
    /// An output file could not be created or written (also a full or closed stdout/stderr).
    public static let cannotCreate: Int32 = 73
    /// Interrupted by SIGINT (128 + 2, the shell's convention).
    public static let interrupted: Int32 = 130
}
