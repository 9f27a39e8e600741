import Foundation

/// Every JSON text the project keeps, for the tests that read all of them both ways (the parser
/// against Foundation's, the byte reader against the tree reader).
public enum ProjectTexts {
    /// The package's root directory.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every JSON text: whole `.json` files under Vectors/, and each line of every `.jsonl` file
    /// under Vectors/ and the fuzz corpus, named by path (and line), sorted by name.
    public static func all() throws -> [(name: String, bytes: Data)] {
        var texts: [(String, Data)] = []
        for directory in ["Vectors", "Tests/NutritionCLITests/FuzzCorpus"] {
            let base = root.appendingPathComponent(directory)
            guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in enumerator {
                let name = String(url.path.dropFirst(root.path.count + 1))
                if url.pathExtension == "json" {
                    texts.append((name, try Data(contentsOf: url)))
                } else if url.pathExtension == "jsonl" {
                    let lines = try Data(contentsOf: url).split(separator: 0x0A, omittingEmptySubsequences: false)
                    for (index, line) in lines.enumerated() where !line.isEmpty {
                        texts.append(("\(name):\(index + 1)", Data(line)))
                    }
                }
            }
        }
        return texts.sorted { $0.0 < $1.0 }
    }
}
