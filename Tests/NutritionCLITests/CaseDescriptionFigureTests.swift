import Foundation
import NutritionCLI
import NutritionEngine
import TestSupport
import Testing

/// A `case.json` description states numbers the case really produces: a figure it quotes must be found in
/// the case itself, so a vector that moves fails here until its description follows.
///
/// A *figure* is a number written with a decimal point, or of magnitude 100 or more (read as `QuotedNumber`
/// reads it), that is not a date, a dotted version, or a year after a capitalised word ("NASEM 2023",
/// "March 2027"). It is *found* when one of these equals it at its quoted precision (rounds to it):
/// 1. a number in a file of the case directory other than `case.json` (JSON number leaves and the numbers
///    written inside JSON strings; the numbers written in a text file such as `expected.md` or a CSV export), or
///    in the case's command line or tolerance;
/// 2. a default of the shipped policy (`PolicyEcho.json(.standard)`), the thresholds a description names;
/// 3. the BMI such a number gives at the input's `person.heightCm` (number / (heightCm / 100)²);
/// 4. a constant of the equations' domain or of the NASEM activity bands (METHOD §1: rules, not policy).
/// What is left is listed in `derivedFigures`, case by case, with the reason.
@Suite struct CaseDescriptionFigureTests {
    static let vectors = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors")

    /// Height 120–230 cm, weight 30–300 kg, PAL 1.0–2.5 and its band edges 1.53, 1.68, 1.85.
    static let ruleConstants: [Double] = [120, 230, 30, 300, 1.0, 2.5, 1.53, 1.68, 1.85]

    /// Figures a description works out by hand that no file of its case holds, and why each is kept.
    static let derivedFigures: [String: (figures: [String], reason: String)] = [
        "check-in/plan-target/set-target-between-check-ins": (
            ["2358.51", "471.70", "1886.81"], "the edit limit that day, printed only when a lower target is refused"
        ),
        "estimate/nasem-check-mean-man-active": (["2,930"], "the NASEM report's own printed, rounded value"),
        "import/apple-health-foods-clock-slots": (
            ["2015", "39.5", "44.5", "430"],
            "the days' intake and protein summed by hand from the foods (the document lists the foods, not their sums)"
        ),
        "import/apple-health-pair-berlin": (
            ["3396", "2907.4556", "391.8356", "623.1", "924.0", "968.52"],
            "the row count of the input export and one day's slot sums, counted and summed by hand from its rows"
        ),
        "recommend/lose-landing-at-named-lowest-weight-160cm": (
            ["0.005", "2.56", "47.3472"], "the lowest landing weight worked out by hand, (floor - 0.005) x height²"
        ),
        "recommend/lose-landing-at-rising-floor-age-65": (
            ["0.005", "2.56", "51.8272"], "the lowest landing weight worked out by hand, (floor - 0.005) x height²"
        ),
        "recommend/refused-lose-landing-below-older-adult-floor-age-70": (
            ["1.42", "44.3507"], "the lowest landing weight worked out by hand, (floor - 0.005) x height²"
        ),
    ]

    static func cases() throws -> [GoldenVectorCase] { try GoldenVectorCase.all(under: vectors) }

    /// The figures of `text` that a description must back.
    static func figures(in text: String) -> [QuotedNumber] {
        let found = QuotedNumber.all(in: text)
        return found.compactMap { number, range in
            guard number.decimals > 0 || abs(number.value) >= 100 else { return nil }
            if number.decimals == 0, (1900...2099).contains(number.value), isAfterACapitalisedWord(range, in: text) {
                return nil
            }
            return number
        }
    }

    static func isAfterACapitalisedWord(_ range: Range<String.Index>, in text: String) -> Bool {
        let before = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        let word = before.split(whereSeparator: { $0 == " " || $0 == "(" }).last ?? ""
        return word.first?.isUppercase == true
    }

    /// Every number the case can show for a figure (rules 1–4 above).
    static func candidates(of vectorCase: GoldenVectorCase) throws -> [QuotedNumber] {
        var numbers = vectorCase.command.flatMap { QuotedNumber.all(in: $0).map(\.number) }
        numbers += [vectorCase.tolerance.absolute, vectorCase.tolerance.relative].map(QuotedNumber.exact)
        numbers += PolicyEcho.json(.standard).numbersWithin
        numbers += ruleConstants.map(QuotedNumber.exact)
        let files = try FileManager.default.contentsOfDirectory(
            at: vectorCase.directory, includingPropertiesForKeys: [.isDirectoryKey])
        var height: Double?
        for file in files where file.lastPathComponent != "case.json" {
            guard (try? file.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true,
                let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8)
            else { continue }
            if let json = FigureMarker.json(text) {
                numbers += json.numbersWithin
                if file.lastPathComponent == "input.json" { height = json["person", "heightCm"]?.numberValue }
            } else {
                numbers += QuotedNumber.all(in: text).map(\.number)
            }
        }
        if let height, height > 0 {
            let metres = height / 100
            numbers += numbers.map { QuotedNumber.exact($0.value / (metres * metres)) }
        }
        return numbers
    }

    /// The figures of the description that the case does not show.
    static func unbacked(_ vectorCase: GoldenVectorCase) throws -> [String] {
        let figures = figures(in: vectorCase.summary)
        guard !figures.isEmpty else { return [] }
        let candidates = try candidates(of: vectorCase)
        return figures.filter { figure in !candidates.contains(where: figure.quotes) }.map(\.text)
    }

    @Test func thereAreEnoughCases() throws {
        #expect(try Self.cases().count >= 200)
    }

    @Test(arguments: try CaseDescriptionFigureTests.cases())
    func everyFigureOfTheDescriptionIsInTheCase(_ vectorCase: GoldenVectorCase) throws {
        let allowed = Set(Self.derivedFigures[vectorCase.name]?.figures ?? [])
        let missing = try Self.unbacked(vectorCase).filter { !allowed.contains($0) }
        #expect(
            missing.isEmpty,
            Comment(
                rawValue: "\(vectorCase.name): the description quotes \(missing.joined(separator: ", ")), which the "
                    + "case does not show")
        )
    }

    /// An exception that is no longer needed (the figure is gone from the description, or the case shows it
    /// now) is removed, so the list stays short and true.
    @Test func everyListedDerivedFigureIsStillNeeded() throws {
        let cases = Dictionary(uniqueKeysWithValues: try Self.cases().map { ($0.name, $0) })
        for (name, entry) in Self.derivedFigures {
            let vectorCase = try #require(cases[name], "no case \(name)")
            let unbacked = Set(try Self.unbacked(vectorCase))
            for figure in entry.figures {
                #expect(unbacked.contains(figure), "\(name): \(figure) is listed but no longer needs to be")
            }
        }
    }

    /// The rule reads figures as written and can fail.
    @Test func figuresAreReadAsWrittenAndAStaleOneIsCaught() throws {
        let text =
            "NASEM 2023 gives 2358.51 (95 % 1876.84-2840.18) on 2026-10-26, algorithm 2026.12.2: 1,950 kcal, "
            + "−0.362 kg, 12 days, 99 kg, 18.5"
        #expect(Self.figures(in: text).map(\.text) == ["2358.51", "1876.84", "2840.18", "1,950", "−0.362", "18.5"])
        let cases = Dictionary(uniqueKeysWithValues: try Self.cases().map { ($0.name, $0) })
        var vectorCase = try #require(cases["rescore/initial-target-by-hand"])
        vectorCase.summary = "the initial target 1950 from NASEM 2358.51, against the stored 2,000: change -50"
        #expect(try Self.unbacked(vectorCase).isEmpty)
        vectorCase.summary = "the initial target 1930 from NASEM 2358.51 (a deficit of 429.00)"
        #expect(try Self.unbacked(vectorCase) == ["1930", "429.00"])
    }
}
