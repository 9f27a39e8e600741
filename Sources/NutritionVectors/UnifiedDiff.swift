import NutritionEngine

/// A unified diff of two texts, line by line (longest common subsequence), with three lines of
/// context: what `vectors check` prints when a Markdown or HTML case differs.
public enum UnifiedDiff {
    /// The diff of `expected` (old, `---`) against `actual` (new, `+++`); empty when they are equal.
    /// Texts longer than `maximumLines` lines are compared only up to the first differing line.
    public static func text(
        expected: String, actual: String, expectedName: String, actualName: String, maximumLines: Int = 4000
    ) -> String {
        guard expected != actual else { return "" }
        var old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Common head and tail are trimmed first so the quadratic table covers only the changed middle.
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        let oldMiddle = Array(old[head..<(old.count - tail)])
        let newMiddle = Array(new[head..<(new.count - tail)])
        var operations: [(kind: Character, line: String)] = old[..<head].map { (" ", $0) }
        if oldMiddle.count * newMiddle.count <= maximumLines * maximumLines / 4 {
            operations += lcsOperations(oldMiddle, newMiddle)
        } else {
            operations += oldMiddle.map { ("-", $0) } + newMiddle.map { ("+", $0) }
        }
        operations += old[(old.count - tail)...].map { (" ", $0) }
        old = []
        new = []
        return "--- \(expectedName)\n+++ \(actualName)\n" + hunks(operations)
    }

    private static func lcsOperations(_ old: [String], _ new: [String]) -> [(kind: Character, line: String)] {
        let rows = old.count + 1
        let columns = new.count + 1
        var lengths = [Int](repeating: 0, count: rows * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * columns + j] =
                    old[i] == new[j]
                    ? lengths[(i + 1) * columns + j + 1] + 1
                    : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
            }
        }
        var operations: [(kind: Character, line: String)] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                operations.append((" ", old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1] {
                // Deletions before insertions, as diff -u writes them.
                operations.append(("-", old[i]))
                i += 1
            } else {
                operations.append(("+", new[j]))
                j += 1
            }
        }
        return operations
    }

    /// Groups operations into `@@ -a,b +c,d @@` hunks with three lines of context.
    private static func hunks(_ operations: [(kind: Character, line: String)]) -> String {
        let context = 3
        let changed = operations.indices.filter { operations[$0].kind != " " }
        guard !changed.isEmpty else { return "" }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(operations.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                groups.append(range)
            }
        }
        var text = ""
        for group in groups {
            let before = operations[..<group.lowerBound]
            let oldStart = before.filter { $0.kind != "+" }.count + 1
            let newStart = before.filter { $0.kind != "-" }.count + 1
            let slice = operations[group]
            let oldCount = slice.filter { $0.kind != "+" }.count
            let newCount = slice.filter { $0.kind != "-" }.count
            text += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for operation in slice { text += "\(operation.kind)\(operation.line)\n" }
        }
        return text
    }
}
