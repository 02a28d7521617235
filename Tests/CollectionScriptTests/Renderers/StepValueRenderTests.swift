import Testing
@testable import CollectionScript
import CollectionEngine

/// Issue 32 point 4: renderers take a step value and never read the live session, so a step
/// renders the same later — after the session has run more commands — or elsewhere.
struct StepValueRenderTests {
    static let setUp = "view 390x400\nlayout flow itemSize=100x100\nsections S\nitems S a b c d\n"

    /// Runs `setUp`, then `command`, and returns the session and the command's step with its state
    /// captured as the session captures it for `options`.
    func step(_ command: String, _ options: SessionOptions) throws -> (Session, Step, SourceFile) {
        var session = Session(options: options)
        _ = session.runEntry(SourceFile(name: "setup", text: Self.setUp))
        let source = SourceFile(name: "t.colscript", text: command)
        let parsed = Parser.parse(source)
        let node = try #require(parsed.script.commands.first)
        let report = try session.interpreter.execute(node)
        var step = Step(command: node, report: report, error: nil, events: session.interpreter.view.drainEvents())
        step.state = session.interpreter.stepState(after: step, format: options.format, quiet: options.quiet,
                                                   changesOnly: options.changesOnly)
        return (session, step, source)
    }

    @Test func aTranscriptStepRendersTheSameAfterTheSessionMovesOn() throws {
        let options = SessionOptions()
        var (session, step, source) = try step("insert [0,1] G", options)
        let renderer = TranscriptRenderer(options: options)
        let before = renderer.render(step, in: source, echoCommand: true)
        #expect(before.contains("insertItems(at: [[0,1]]) — G"))
        #expect(before.contains("[0] S: a G b c d"))
        _ = session.runEntry(SourceFile(name: "later", text: "delete [0,0] [0,1]\ntrace on\nscroll to (0, 100)\nlayout flow itemSize=20x20\n"))
        #expect(renderer.render(step, in: source, echoCommand: true) == before)
    }

    @Test func aJSONStepRendersTheSameAfterTheSessionMovesOn() throws {
        let options = SessionOptions(format: .json)
        var (session, step, source) = try step("select [0,2]", options)
        let before = JSONLinesRenderer.render(step, in: source)
        #expect(before.contains(#""selected":[[0,2]]"#))
        _ = session.runEntry(SourceFile(name: "later", text: "deselect [0,2]\ndelete [0,0]\nstartInteractiveTransition to flow itemSize=50x50\n"))
        #expect(JSONLinesRenderer.render(step, in: source) == before)
        #expect(!before.contains(#""transition""#))
    }

    /// What the session prints is what the renderers make of the step value.
    @Test func theSessionPrintsTheRenderedStep() throws {
        let options = SessionOptions(format: .json)
        let (_, step, source) = try step("select [0,2]", options)
        var session = Session(options: options)
        _ = session.runEntry(SourceFile(name: "setup", text: Self.setUp))
        #expect(session.runEntry(source).output == JSONLinesRenderer.render(step, in: source) + "\n")
    }
}
