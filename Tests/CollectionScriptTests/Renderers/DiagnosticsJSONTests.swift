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
}
