import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// An import given the wrong format names the right one, in one line.
@Suite struct ImportFormatDetectionTests {
    static let shared = URL(fileURLWithPath: "/work/shared/data")
    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Vectors/import")

    static let appleHealth = vectors.appendingPathComponent("apple-health-pair-berlin/apple-health-body-mass.csv").path
    static let csv = vectors.appendingPathComponent("csv-units/days.csv").path
    static let dailyText = vectors.appendingPathComponent("daily-text-26d/daily-weight-intake-26d.txt").path

    @Test(arguments: [
        ("csv", appleHealth, "apple-health-csv"), ("daily-text", appleHealth, "apple-health-csv"),
        ("daily-text", csv, "csv"), ("apple-health-csv", csv, "csv"),
        ("csv", dailyText, "daily-text"), ("apple-health-csv", dailyText, "daily-text"),
    ])
    func theWrongFormatNamesTheRightOneInOneLine(given: String, file: String, right: String) {
        var arguments = ["import", given, file]
        if given == "apple-health-csv" { arguments += ["--time-zone", "UTC"] }
        let result = NutritionCommandLine.run(arguments: arguments)
        #expect(result.exitCode == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.count < 400)
        #expect(
            result.stderr.contains(
                "this looks like \(right), not \(given); run: nutrition-engine import \(right) \(file)"))
    }

    @Test func detectionOfTheRealExports() throws {
        for (name, format) in [
            ("apple-health-body-mass.csv", ImportFormat.appleHealthCSV),
            ("apple-health-dietary-energy.csv", .appleHealthCSV), ("daily-weight-intake-26d.txt", .dailyText),
        ] {
            let url = Self.shared.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else { continue }
            #expect(ImportFormat.detect(Array(data)) == format, "\(name)")
        }
        #expect(ImportFormat.detect(Array("hello world\n".utf8)) == nil)
        #expect(ImportFormat.detect([]) == nil)
    }

    @Test func anEmptyImportOfTheRightFormatIsStillOneLine() {
        let result = NutritionCommandLine.run(
            arguments: ["import", "csv", "-"], stdin: Data("date,intakeKcal\n2026-01-01,abc\n2026-01-02,xyz\n".utf8))
        #expect(result.exitCode == 65)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(
            result.stderr.contains(
                "no usable rows as csv (rows read 2, rejected 2, not imported 0); first problem: <stdin>:2:"))
    }
    @Test func aWrongFormatFileAmongGoodOnesIsNamedNotImportedAsRejectedRows() {
        // A good CSV beside an Apple Health export given to csv: the export's 500 rows were
        // reported as rejected (2.8 KB on stderr) and the import exited 0 without its data.
        let result = NutritionCommandLine.run(arguments: ["import", "csv", Self.csv, Self.appleHealth])
        #expect(result.exitCode == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "\(Self.appleHealth):/: invalidValue: this looks like apple-health-csv, not csv; run: "
                    + "nutrition-engine import apple-health-csv \(Self.appleHealth) --time-zone ZONE"
            ), "\(result.stderr)")
        // Two wrong files of different formats: each is named with its own format, not the first one's.
        let mixed = NutritionCommandLine.run(arguments: ["import", "csv", Self.dailyText, Self.appleHealth])
        #expect(mixed.exitCode == 65)
        #expect(
            mixed.stderr.contains(
                "\(Self.dailyText):/: invalidValue: this looks like daily-text, not csv; run: nutrition-engine "
                    + "import daily-text \(Self.dailyText)\n"
            ), "\(mixed.stderr)")
        #expect(!mixed.stderr.contains("import apple-health-csv \(Self.dailyText)"), "\(mixed.stderr)")
    }
}
