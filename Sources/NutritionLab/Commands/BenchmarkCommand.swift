import NutritionCLI
import NutritionEngine

/// `benchmark days [DAYS] | import FILE... | maintenance | today [DAYS] | rescore-input | decode | patterns`: rerunnable timings for
/// the figures in Reports/ (benchmarks, never timed tests; run them on a release build).
enum BenchmarkCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        switch arguments.first {
        case "days", "import": return try DaysBenchmark.run(arguments, context: context)
        case "today": return try TodayBenchmark.run(Array(arguments.dropFirst()), context: context)
        case "maintenance": return try MaintenanceBenchmark.run(Array(arguments.dropFirst()), context: context)
        case "rescore-input": return try RescoreBenchmark.input(Array(arguments.dropFirst()), context: context)
        case "decode": return try RescoreBenchmark.decode(Array(arguments.dropFirst()), context: context)
        case "patterns": return try PatternsBenchmark.run(Array(arguments.dropFirst()), context: context)
        default:
            throw .usage(
                "expected 'benchmark days [DAYS]', 'benchmark import FILE...', 'benchmark maintenance', 'benchmark "
                    + "today [DAYS]', 'benchmark rescore-input --plans N ...', 'benchmark decode FILE --decoder ...' "
                    + "or 'benchmark patterns [--weeks N] [--out FILE]'"
            )
        }
    }
}
