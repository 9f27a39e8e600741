import Foundation
import NutritionCLI
import Testing

/// Every figure METHOD.md quotes from a worked example carries a marker naming the vector member it comes
/// from (`FigureMarker`), and equals that member at the precision it is quoted: a change that moves a vector
/// fails here until the prose follows.
@Suite struct MethodFigureTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// How many markers METHOD.md holds now. Removing marked figures fails this floor: lower it only when a
    /// figure goes on purpose, never to make the check pass.
    static let markerFloor = 236

    static func method() throws -> String {
        try String(contentsOf: root.appendingPathComponent("METHOD.md"), encoding: .utf8)
    }

    static func casesByName() throws -> [String: GoldenVectorCase] {
        let cases = try GoldenVectorCase.all(under: root.appendingPathComponent("Vectors"))
        return Dictionary(uniqueKeysWithValues: cases.map { ($0.name, $0) })
    }

    @Test func everyMarkedFigureEqualsItsVector() throws {
        let (markers, problems) = FigureMarker.all(in: try Self.method())
        let cases = try Self.casesByName()
        let mismatches = markers.compactMap { marker in marker.problem(cases: cases).map { "\(marker): \($0)" } }
        #expect(problems.isEmpty, "METHOD.md:\n\(problems.joined(separator: "\n"))")
        #expect(mismatches.isEmpty, "METHOD.md:\n\(mismatches.joined(separator: "\n"))")
    }

    @Test func markersCannotQuietlyDisappear() throws {
        let count = FigureMarker.all(in: try Self.method()).markers.count
        #expect(count >= Self.markerFloor, "\(count) figure markers in METHOD.md, the floor is \(Self.markerFloor)")
    }

    /// Each worked example's own section carries markers, so a new example without them is noticed.
    @Test func everyWorkedExampleSectionIsMarked() throws {
        let method = try Self.method()
        let sections = method.components(separatedBy: "\n### ").dropFirst()
        let workedExamples = sections.filter { $0.hasPrefix("Worked example") }
        #expect(workedExamples.count >= 4)
        for section in workedExamples {
            let heading = section.prefix { $0 != "\n" }
            let body = section.components(separatedBy: "\n## ").first ?? section
            #expect(!FigureMarker.all(in: body).markers.isEmpty, "no figure marker under '### \(heading)'")
        }
    }

    /// METHOD points only inside the repository: no `../` or absolute path, and every file, folder or
    /// vector case it names (`Reports/…`, `Sources/…`, `Tests/…`, `Vectors/…`, or a case such as
    /// `days/week-with-gaps`; a trailing `*` is a pattern, and `Tests/…Tests` names a suite's file) exists.
    @Test func everyPathItNamesIsInTheRepository() throws {
        let method = try Self.method()
        #expect(!method.contains("../"), "METHOD.md points outside the repository")
        #expect(!method.contains("/work/"), "METHOD.md names an absolute path")
        let vectorFolders = [
            "estimate", "recommend", "days", "import", "maintenance", "trend", "project", "check-in", "rescore",
            "patterns",
        ]
        let pattern =
            #"(?<![\w/])(Reports|Sources|Tests|Vectors)/[A-Za-z0-9_./+-]*[A-Za-z0-9_/-]|`[a-z-]+/[a-z0-9/._-]+`"#
        let regex = try NSRegularExpression(pattern: pattern)
        let text = method as NSString
        var named: Set<String> = []
        for match in regex.matches(in: method, range: NSRange(location: 0, length: text.length)) {
            var path = text.substring(with: match.range).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            if path.hasSuffix("/") { path.removeLast() }
            guard let first = path.split(separator: "/").first else { continue }
            if vectorFolders.contains(String(first)) { path = "Vectors/" + path }
            guard
                path.hasPrefix("Reports/") || path.hasPrefix("Sources/") || path.hasPrefix("Tests/")
                    || path.hasPrefix("Vectors/")
            else { continue }
            named.insert(path)
        }
        #expect(named.count >= 40)
        let manager = FileManager.default
        let missing = named.filter { path in
            let url = Self.root.appendingPathComponent(path)
            return !manager.fileExists(atPath: url.path) && !manager.fileExists(atPath: url.path + ".swift")
        }
        #expect(missing.isEmpty, "METHOD.md names \(missing.sorted().joined(separator: ", ")), not in the repository")
    }

    /// The check itself can fail: a wrong figure, one quoted more precisely than the vector holds, a missing
    /// case, pointer or line, a string without the figure, a malformed marker and a marker inside a code block
    /// are each reported; the right ones (JSON number, input file, text line, a sentence of the output) pass.
    @Test func theCheckFindsEveryKindOfWrongMarker() throws {
        let cases = try Self.casesByName()
        let w = "estimate/worked-example-woman-34y"
        let text = """
            NASEM **2325.17<!-- \(w)#/maintenance/nasem2023/kcalPerDay --> kcal/day**, (−16.37<!-- \(w)#/maintenance/crossCheck/mifflinMinusNasemKcalPerDay -->),
            2,325<!-- \(w)#/maintenance/nasem2023/kcalPerDay -->, 72.4<!-- \(w)/input.json#/person/weightKg -->,
            1580<!-- recommend/snapshot-learned-basis-markdown line "Target:" -->,
            −0.028<!-- check-in/walkthrough/07-check-in-week-4#/evidence/statement -->.
            Wrong: 2325.18<!-- \(w)#/maintenance/nasem2023/kcalPerDay -->, 2325.166<!-- \(w)#/maintenance/nasem2023/kcalPerDay -->,
            16.37<!-- \(w)#/maintenance/crossCheck/mifflinMinusNasemKcalPerDay -->,
            1<!-- estimate/no-such-case#/maintenance -->, 2<!-- \(w)#/no/such/member -->,
            3<!-- \(w)#/bodyMassIndex/whoClass -->, 1590<!-- recommend/snapshot-learned-basis-markdown line "Target:" -->,
            4<!-- recommend/snapshot-learned-basis-markdown line "no such line" -->, text<!-- \(w)#/bodyMassIndex/kgPerM2 -->
            5<!-- a note, not a marker -->
            ```
            6<!-- \(w)#/bodyMassIndex/kgPerM2 -->
            ```
            """
        let (markers, problems) = FigureMarker.all(in: text)
        let results = markers.map { $0.problem(cases: cases) }
        #expect(results.prefix(6).allSatisfy { $0 == nil }, "\(Array(results.prefix(6)))")
        #expect(results.dropFirst(6).allSatisfy { $0 != nil }, "\(Array(results.dropFirst(6)))")
        #expect(markers.count == 15)
        #expect(problems.count == 2, "\(problems)")
        #expect(results[6]?.contains("quoted 2325.18") == true)
        #expect(results[10]?.contains("nothing at /no/such/member") == true)
    }
}
