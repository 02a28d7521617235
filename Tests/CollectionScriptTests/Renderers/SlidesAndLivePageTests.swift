import CollectionEngine
import Testing
@testable import CollectionScript

/// Issue 35: Present mode's slides (a lesson's prose, a prediction with the code about to run)
/// and the live page: the same page, started empty, fed the same step HTML as messages.
struct SlidesAndLivePageTests {
    static let lesson = """
        # Lesson — deletes shift.
        # Watch b…f move up.
        view 390x400
        sections Letters
        items Letters a b c d e f
        pause "predict: where does b go?"
        delete [0,0]

        """

    static func run() -> (RunResult, [StepSnapshot], SourceFile) {
        let source = SourceFile(name: "l.colscript", text: lesson)
        var session = Session()
        let (result, steps) = session.runScriptCollectingSteps(source)
        return (result, steps, source)
    }

    @Test func proseAndPredictionsBecomeSlides() {
        let (result, steps, source) = Self.run()
        let html = HTMLRenderer.render(title: "l", result: result, steps: steps, source: source)
        #expect(html.contains("<div class=\"prose\"><p>Lesson — deletes shift.</p><p>Watch b…f move up.</p></div>"))
        #expect(html.contains("<p class=\"question\">predict: where does b go?</p><pre class=\"command next\">delete [0,0]</pre>"))
        #expect(html.contains("<div class=\"answer\"><ul class=\"changes\"><li>deleted: a (was [0,0])</li></ul>"))
    }

    @Test func aPredictionIsOnlyAPauseThatSaysSo() {
        #expect(HTMLRenderer.Slides.prediction("pause \"predict: what?\"") == "predict: what?")
        #expect(HTMLRenderer.Slides.prediction("pause \"Press Enter.\"") == nil)
        #expect(HTMLRenderer.Slides.prediction("echo \"predict: x\"") == nil)
    }

    @Test func theLivePageIsTheSamePageStartedEmpty() {
        let page = HTMLRenderer.livePage(title: "colscript repl", socket: "/socket?token=abc")
        #expect(page.contains("window.COLSCRIPT_LIVE = {socket: \"/socket?token=abc\"}"))
        #expect(page.contains(HTMLRenderer.script) && page.contains(HTMLRenderer.css))
        #expect(page.contains("<div id=\"steps\">\n</div>"))
    }

    @Test func aLiveMessageCarriesTheExportedPagesHTML() throws {
        let (_, steps, _) = Self.run()
        try #require(steps.count == 5)   // view, sections, items, pause, delete
        let message = HTMLRenderer.liveMessage(.step, step: steps[4], index: 4, previous: steps[3])
        #expect(message.hasPrefix("{\"type\":\"step\",\"picture\":\"<div class=\\\"picture\\\" data-index=\\\"4\\\""))
        #expect(message.contains("class=\\\"moved\\\""))
        #expect(message.contains("<section class=\\\"step\\\" data-step=\\\"5\\\" data-picture=\\\"4\\\""))
        #expect(HTMLRenderer.liveMessage(.undo, step: steps[3], index: 5, previous: steps[4]).hasPrefix("{\"type\":\"undo\""))
    }
}
