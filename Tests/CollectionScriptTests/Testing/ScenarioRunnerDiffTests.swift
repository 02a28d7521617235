import Foundation
import Testing
@testable import CollectionScript
import CollectionEngine

/// LineDiff: the unified diff `colscript test` prints for a mismatching golden.
struct ScenarioRunnerDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified(expected: "a\nb\n", actual: "a\nb\n") == "")
    }

    @Test func oneChangedLineWithThreeLinesOfContext() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = expected.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(LineDiff.unified(expected: expected, actual: actual, expectedName: "x.out", actualName: "x (actual)") == """
            --- x.out
            +++ x (actual)
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesMakeSeparateHunksAndCloseOnesMerge() {
        let a = (1...20).map { "\($0)" }
        var b = a
        b[1] = "two"
        b[17] = "eighteen"
        let diff = LineDiff.unified(expected: a.joined(separator: "\n") + "\n", actual: b.joined(separator: "\n") + "\n")
        #expect(diff.components(separatedBy: "\n@@").count == 3, "\(diff)")
        #expect(diff.contains("@@ -1,5 +1,5 @@"))
        #expect(diff.contains("@@ -15,6 +15,6 @@"))
        var c = a
        c[4] = "five"
        c[10] = "eleven"  // 5 kept lines apart: within 2 × 3, one hunk
        let merged = LineDiff.unified(expected: a.joined(separator: "\n") + "\n", actual: c.joined(separator: "\n") + "\n")
        #expect(merged.components(separatedBy: "\n@@").count == 2, "\(merged)")
    }

    @Test func insertionsAndDeletionsAtTheEnds() {
        #expect(LineDiff.unified(expected: "", actual: "a\n") == "--- expected\n+++ actual\n@@ -0,0 +1 @@\n+a\n")
        #expect(LineDiff.unified(expected: "a\nb\n", actual: "b\n") == "--- expected\n+++ actual\n@@ -1,2 +1 @@\n-a\n b\n")
    }

    @Test func missingFinalNewlineIsMarked() {
        let diff = LineDiff.unified(expected: "a\n", actual: "a")
        #expect(diff == "--- expected\n+++ actual\n@@ -1 +1 @@\n-a\n+a\n\\ No newline at end of file\n")
    }

    /// The edit script is a valid transformation and as short as an LCS says it can be.
    @Test func editScriptIsMinimalAndReplaysToTheTarget() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let a = (0..<Int(generator.next() % 12)).map { _ in "\(generator.next() % 4)" }
            let b = (0..<Int(generator.next() % 12)).map { _ in "\(generator.next() % 4)" }
            let la = a.map { LineDiff.Line(text: Substring($0), terminated: true) }
            let lb = b.map { LineDiff.Line(text: Substring($0), terminated: true) }
            let edits = LineDiff.editScript(la, lb)
            var rebuiltA: [String] = [], rebuiltB: [String] = []
            var changes = 0
            for edit in edits {
                switch edit {
                case .keep(let i, let j): rebuiltA.append(a[i]); rebuiltB.append(b[j]); #expect(a[i] == b[j])
                case .delete(let i): rebuiltA.append(a[i]); changes += 1
                case .insert(let j): rebuiltB.append(b[j]); changes += 1
                }
            }
            #expect(rebuiltA == a)
            #expect(rebuiltB == b)
            #expect(changes == a.count + b.count - 2 * lcsLength(a, b), "\(a) \(b)")
        }
    }

    private func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
