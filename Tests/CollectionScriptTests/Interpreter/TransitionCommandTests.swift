import Testing
@testable import CollectionScript
import CollectionEngine

/// `layout flow … animated completion { … }` and the interactive transition commands (docs/layout.md §7.1).
struct TransitionCommandTests {
    static let setUp = "view 390x400\nset scale = 1\nlayout flow itemSize=390x100 minimumLineSpacing=0\nsections Feed\nitems Feed count 12\nscroll to (0, 300)\n"

    static func session() -> Session {
        var session = Session()
        _ = session.runEntry(SourceFile(name: "setup", text: setUp))
        return session
    }

    @Test func plainLayoutFlowStaysTheOldCommandAndTheTailWordsMakeATransition() {
        let plain = Parser.parse(SourceFile(name: "p", text: "layout flow itemSize=10x10"))
        if case .layoutFlow = plain.script.commands.first?.kind {} else { Issue.record("plain layout flow") }
        let animated = Parser.parse(SourceFile(name: "a", text: "layout flow itemSize=10x10 animated completion { echo \"x\" }"))
        #expect(animated.diagnostics.isEmpty)
        if case .layoutTransition(.set(let properties, animated: true, completion: let completion?)) = animated.script.commands.first?.kind {
            #expect(properties.count == 1 && completion.count == 1)
        } else {
            Issue.record("layout flow … animated completion { … }")
        }
        let start = Parser.parse(SourceFile(name: "s", text: "startInteractiveTransition to flow itemSize=10x10"))
        #expect(start.diagnostics.isEmpty)
        #expect(!Parser.parse(SourceFile(name: "n", text: "startInteractiveTransition flow")).diagnostics.isEmpty)
        #expect(!Parser.parse(SourceFile(name: "n", text: "transitionProgress half")).diagnostics.isEmpty)
    }

    @Test func theCompletionComesAfterTheCellCallbacks() throws {
        var session = Self.session()
        let run = session.runEntry(SourceFile(name: "a", text: "trace on\nlayout flow itemSize=185x100 minimumLineSpacing=0 minimumInteritemSpacing=20 animated"))
        #expect(run.status == .ok)
        let target = try #require(run.output.range(of: "layout.targetContentOffset(forProposedContentOffset: (0, 300))"))
        let display = try #require(run.output.range(of: "willDisplay"))
        let end = try #require(run.output.range(of: "— the layout animation ends"))
        let completion = try #require(run.output.range(of: "· completion(true)"))
        #expect(target.lowerBound < display.lowerBound && display.lowerBound < end.lowerBound && end.lowerBound < completion.lowerBound)
    }

    @Test func misuseFailsAndChangesNothing() {
        var session = Self.session()
        _ = session.runEntry(SourceFile(name: "s", text: "startInteractiveTransition to flow itemSize=185x100\ntransitionProgress 0.5"))
        let before = session.interpreter.view
        for bad in ["transitionProgress 1000.5", "transitionProgress -5000", "startInteractiveTransition to flow", "layout flow itemSize=1x1 animated",
                    "set contentInset = 0,0,34,0", "size [0,1] 10x10"] {
            let failed = session.runEntry(SourceFile(name: "bad", text: bad))
            #expect(failed.status == .failure, "\(bad)")
            #expect(session.interpreter.view == before, "\(bad)")
        }
    }

    @Test func aFailingCompletionRollsTheFinishBackAndKeepsTheBlock() {
        var session = Self.session()
        _ = session.runEntry(SourceFile(name: "s", text: "startInteractiveTransition to flow itemSize=185x100 completion { scrollTo [0,40] top }\ntransitionProgress 0.5"))
        let before = session.interpreter.view
        let failed = session.runEntry(SourceFile(name: "f", text: "finishInteractiveTransition"))
        #expect(failed.status == .failure)
        #expect(session.interpreter.view == before)
        #expect(session.interpreter.transitionCompletion?.count == 1)
        let cancelled = session.runEntry(SourceFile(name: "c", text: "cancelInteractiveTransition"))
        #expect(cancelled.status == .failure)   // the same completion fails again
        #expect(session.interpreter.view.transitionLayout != nil)
    }
}
