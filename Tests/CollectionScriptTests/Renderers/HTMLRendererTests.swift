import Foundation
import Testing
@testable import CollectionScript

/// HTMLRenderer: one self-contained step-through page.
struct HTMLRendererTests {
    static func page(_ script: String, name: String = "t.colscript") -> String {
        var session = Session()
        let (result, steps) = session.runScriptCollectingSteps(SourceFile(name: name, text: script))
        return HTMLRenderer.render(title: name, result: result, steps: steps)
    }

    @Test func everyStepHasItsCommandTranscriptAndCallbacks() {
        let html = Self.page("view 390x300\nsections A\nitems A x y\ntrace on\ntap x\n")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for step in 1...5 { #expect(html.contains("<section class=\"step\" data-step=\"\(step)\"")) }
        #expect(html.contains("<pre class=\"command\">tap x</pre>"))
        #expect(html.contains("<h3>Transcript</h3>\n<pre class=\"transcript\">&gt; tap x\n"))
        #expect(html.contains("<ol class=\"events\"><li><code>"))
        #expect(html.contains("<p class=\"none\">none</p>"))
        #expect(!html.contains("class=\"banner\""))
    }

    /// The legend names every kind of view the picture draws, decoration views too (pale green,
    /// dashed, as SVGRenderer draws them).
    @Test func theLegendHasDecorationViews() {
        let html = Self.page("view 390x300\nsections A\nitems A x\n")
        #expect(html.contains("<span class=\"swatch supplementary\"></span>header/footer <span class=\"swatch decoration\"></span>decoration view "))
        #expect(html.contains(".swatch.decoration { background: #e3f1e0; border: 1px dashed #6a9f5b; }"))
    }

    @Test func isSelfContained() {
        let html = Self.page("view 390x300\nsections A\nitems A x\n")
        #expect(!html.contains("http://") || !html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("src="))
        #expect(html.contains("<style>") && html.contains("<script>"))
    }

    @Test func unchangedStepsShareTheLatestPicture() {
        let html = Self.page("view 390x300\nsections A\nitems A x\necho \"hi\"\n")
        #expect(html.components(separatedBy: "<div class=\"picture\"").count == 3)  // steps 1 and 3 changed the layout
        #expect(html.contains("data-step=\"4\" data-picture=\"1\""))
        #expect(html.contains("Nothing visible changed since step 3."))
    }

    @Test func errorsAreShownProminentlyAndEscaped() {
        let html = Self.page("sections A\nitems A x\ndelete [0,4]  # <script>alert(1)</script>\n")
        #expect(html.contains("<div class=\"banner\" role=\"alert\"><strong>Stopped at line 3: attempt to delete item 4"))
        #expect(html.contains("<div class=\"error\" role=\"alert\">"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("<script>alert"))
    }

    @Test func syntaxErrorsShowTheDiagnostics() {
        let html = Self.page("sections A\ninsrt [0,0]\n", name: "bad <1>.colscript")
        #expect(html.contains("Syntax errors: nothing ran."))
        #expect(html.contains("<pre>bad &lt;1&gt;.colscript:2:1: error:"))
        #expect(html.contains("<title>bad &lt;1&gt;.colscript — colscript</title>"))
    }
}
