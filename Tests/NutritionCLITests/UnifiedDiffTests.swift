import NutritionVectors
import Testing

@Suite struct UnifiedDiffTests {
    @Test func oneChangedLineGetsThreeLinesOfContextEachSide() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = expected.replacingOccurrences(of: "line 5\n", with: "line five\n")
        let diff = UnifiedDiff.text(expected: expected, actual: actual, expectedName: "a", actualName: "b")
        #expect(
            diff
                == "--- a\n+++ b\n@@ -2,7 +2,7 @@\n line 2\n line 3\n line 4\n-line 5\n+line five\n line 6\n line "
                + "7\n line 8\n"
        )
    }

    @Test func insertionsAndDeletionsCountTheirSides() {
        let diff = UnifiedDiff.text(expected: "a\nb\nc\n", actual: "a\nc\nd\n", expectedName: "x", actualName: "y")
        #expect(diff == "--- x\n+++ y\n@@ -1,4 +1,4 @@\n a\n-b\n c\n+d\n \n")
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.text(expected: "a\n", actual: "a\n", expectedName: "x", actualName: "y") == "")
    }
}
