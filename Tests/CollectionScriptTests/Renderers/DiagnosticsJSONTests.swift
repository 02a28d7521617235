import Foundation
import Testing
@testable import CollectionScript

/// `colscript check --json`: every diagnostic with its file, range, severity, id, message and
/// fix-its, as JSON that parses.
struct DiagnosticsJSONTests {
    @Test func syntaxErrorsWithRangesAndFixIts() throws {
        let source = SourceFile(name: "bad.colscript", text: "sections A\nscrolTo [0,0] top\nitems A x\ninsert [0,\n")
        let result = Session().checkJSON(source)
        #expect(result.status == .syntaxError)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "bad.colscript")
        #expect(object["ok"] as? Bool == false)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count >= 2)
        let first = diagnostics[0]
        #expect(first["severity"] as? String == "error")
        #expect(first["file"] as? String == "bad.colscript")
        #expect((first["id"] as? String)?.isEmpty == false)
        let range = try #require(first["range"] as? [String: Any])
        let start = try #require(range["start"] as? [String: Any])
        let end = try #require(range["end"] as? [String: Any])
        #expect(start["line"] as? Int == 2)
        #expect(start["column"] as? Int == 1)
        #expect(end["column"] as? Int == 8)
        let fixIts = try #require(first["fixIts"] as? [[String: Any]])
        #expect(fixIts.first?["replacement"] as? String == "scrollTo")
    }

    @Test func aCleanScriptIsOKWithNoDiagnostics() {
        let result = Session().checkJSON(SourceFile(name: "ok.colscript", text: "sections A\nitems A x y\n"))
        #expect(result.status == .ok)
        #expect(result.output == #"{"file":"ok.colscript","ok":true,"diagnostics":[]}"# + "\n")
    }

    /// docs/tooling.md §5: columns count UTF-8 bytes, like `offset` — after an emoji (4 bytes,
    /// one character) the column is 4 more than the characters before it, not 1.
    @Test func columnsCountUTF8Bytes() throws {
        let source = SourceFile(name: "e.colscript", text: "echo \"🍎\"; scrolTo [0,0] top\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Session().checkJSON(source).output.utf8)) as? [String: Any])
        let diagnostic = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        let range = try #require(diagnostic["range"] as? [String: Any])
        let start = try #require(range["start"] as? [String: Any])
        let end = try #require(range["end"] as? [String: Any])
        #expect(start["line"] as? Int == 1)
        #expect(start["offset"] as? Int == 13)
        #expect(start["column"] as? Int == 14)   // "echo \"🍎\"; " is 13 bytes (10 characters)
        #expect(end["column"] as? Int == 21)
        let fix = try #require((diagnostic["fixIts"] as? [[String: Any]])?.first?["range"] as? [String: Any])
        #expect((fix["start"] as? [String: Any])?["column"] as? Int == 14)
    }
}
