import Testing
@testable import CollectionScript

/// A diagnostic on a very long line shows a window of it around the caret, cut with `…`, so a
/// pasted megabyte-long line is never printed in full.
struct LongLineDiagnosticTests {
    @Test func aLongLineIsShownAsAWindowAroundTheCaret() {
        var session = Session()
        let text = "sections A\nitems A " + String(repeating: "q", count: 100_000) + " (\n"
        let result = session.runScript(SourceFile(name: "s", text: text))
        #expect(result.status == .syntaxError)
        #expect(result.output.utf8.count < 2_000)
        let lines = result.output.components(separatedBy: "\n")
        let source = lines.first { $0.hasPrefix("…q") }
        let caret = lines.first { $0.hasSuffix("^") || $0.contains("^") && $0.allSatisfy { " ^~".contains($0) } }
        #expect(source != nil)
        #expect(caret != nil)
        if let source, let caret {
            // The caret sits under the `(` in the window.
            let column = caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) }
            #expect(column.map { Array(source)[$0] } == "(")
        }
    }

    @Test func aHugeWordQuotedInTheMessageIsCut() {
        var session = Session()
        let result = session.runScript(SourceFile(name: "s", text: String(repeating: "z", count: 100_000) + "\n"))
        #expect(result.status != .ok)
        #expect(result.output.utf8.count < 2_000)
        #expect(result.output.contains("z…"))
    }

    @Test func aShortLineIsShownWhole() {
        let window = DiagnosticRenderer.window("items A x (", start: 11, end: 12)
        #expect(window.text == "items A x (")
        #expect(window.start == 11)
    }
}
