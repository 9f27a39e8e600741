import Foundation
import NutritionCLI
import Testing

/// `Vectors/README.md`'s table "What is here" gives each folder's case count; it is checked against the
/// directories, so a new case or folder fails until the table says so.
@Suite struct VectorsReadmeCountTests {
    static let vectors = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors")

    /// A row of the table: its folders (backticked in the first cell), the count it states and, when it says
    /// "N reviewed snapshot(s)", that number.
    struct Row {
        var folders: [String]
        var cases: Int
        var snapshots: Int?
    }

    static func rows() throws -> [Row] {
        let readme = try String(contentsOf: vectors.appendingPathComponent("README.md"), encoding: .utf8)
        guard let table = readme.components(separatedBy: "## What is here").dropFirst().first else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return table.split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, cells[1].hasPrefix("`") else { return nil }
            let folders = cells[1].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
                String($0.element.dropLast($0.element.hasSuffix("/") ? 1 : 0))
            }
            guard let count = Int(cells[2].prefix { $0.isNumber }) else { return nil }
            var snapshots: Int?
            if let phrase = cells[2].range(of: #"\d+ reviewed snapshot"#, options: .regularExpression) {
                snapshots = Int(cells[2][phrase].prefix { $0.isNumber })
            }
            return Row(folders: folders, cases: count, snapshots: snapshots)
        }
    }

    @Test func everyFolderCountIsTheNumberOfItsCases() throws {
        let cases = try GoldenVectorCase.all(under: Self.vectors)
        let rows = try Self.rows()
        #expect(rows.count >= 8)
        var counted = 0
        for row in rows {
            let inRow = cases.filter { vectorCase in row.folders.contains { vectorCase.name.hasPrefix($0 + "/") } }
            counted += inRow.count
            #expect(
                inRow.count == row.cases,
                "README row \(row.folders): says \(row.cases), the folders hold \(inRow.count)")
            if let snapshots = row.snapshots {
                let found = inRow.filter { $0.oracle == .snapshot }.count
                #expect(
                    found == snapshots, "README row \(row.folders): says \(snapshots) snapshots, there are \(found)")
            }
        }
        #expect(
            counted == cases.count, "README's table counts \(counted) of the \(cases.count) cases: a folder has no row")
    }
}
