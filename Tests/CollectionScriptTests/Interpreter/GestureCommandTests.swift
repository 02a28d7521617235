import Testing
@testable import CollectionScript
import CollectionEngine

/// `drag by`, `release`, `fling`, `tapStatusBar`, animated scrolls, scroll delegate answers,
/// `explain offset` and `batch … completion` (docs/scroll-physics.md).
struct GestureCommandTests {
    static let setUp = "view 390x844\nset scale = 1\nlayout flow itemSize=390x500 minimumLineSpacing=0\nsections Feed\nitems Feed count 6\n"

    static func session() -> Session {
        var session = Session()
        _ = session.runEntry(SourceFile(name: "setup", text: setUp))
        return session
    }

    @Test func dragByParsesAsAGestureButAnItemNamedByStillDrags() {
        let gesture = Parser.parse(SourceFile(name: "g", text: "drag by (0, 300)"))
        #expect(gesture.diagnostics.isEmpty)
        if case .scrollGesture(.dragBy(let point)) = gesture.script.commands.first?.kind {
            #expect(point.value == Point(x: 0, y: 300))
        } else {
            Issue.record("drag by (0, 300) is a gesture")
        }
        let item = Parser.parse(SourceFile(name: "g", text: "drag by -> [0,2]"))
        #expect(item.diagnostics.isEmpty)
        if case .drag = item.script.commands.first?.kind {} else { Issue.record("an item named 'by' is dragged") }
    }

    @Test func e1ReleaseAndExplainOffset() {
        var session = Self.session()
        let run = session.runEntry(SourceFile(name: "e1", text: "scroll to (0, 100)\nfling (0, 2)\nexplain offset"))
        #expect(run.status == .ok)
        #expect(session.interpreter.view.contentOffset == Point(x: 0, y: 1094))
        #expect(run.output.contains("1.99 / 0.0020020027 = 994.0047"))
        #expect(run.output.contains("gives 1098"))
    }

    @Test func aRefusedGestureChangesNothing() {
        var session = Self.session()
        _ = session.runEntry(SourceFile(name: "d", text: "drag by (0, 200)"))
        let before = session.interpreter.view
        let failed = session.runEntry(SourceFile(name: "v", text: "release velocity (0, 1000)"))
        #expect(failed.status == .failure)
        #expect(session.interpreter.view == before)   // still dragging, offset unchanged
        #expect(session.interpreter.view.isDragging)
    }

    @Test func completionRunsAfterTheBatchAndAFailureRollsBackBoth() {
        var session = Self.session()
        let ok = session.runEntry(SourceFile(name: "b", text: "trace on\nbatch { insert [0,0] N } completion { fling (0, 2) }"))
        #expect(ok.status == .ok)
        let completion = ok.output.range(of: "completion(true)")
        let willBegin = ok.output.range(of: "scrollViewWillBeginDragging")
        #expect(completion != nil && willBegin != nil && completion!.lowerBound < willBegin!.lowerBound)
        let before = session.interpreter.view
        let failed = session.runEntry(SourceFile(name: "f", text: "batch { delete [0,0] } completion { release }"))
        #expect(failed.status == .failure)
        #expect(session.interpreter.view.numberOfItems(inSection: 0) == before.numberOfItems(inSection: 0))
    }

    @Test func delegateAnswersAndScrollToTop() {
        var session = Self.session()
        let run = session.runEntry(SourceFile(name: "t", text: "scroll to (0, 900)\ndelegate shouldScrollToTop = false\ntapStatusBar\nexpect offset == (0, 900)\ndelegate shouldScrollToTop = true\ntapStatusBar\nexpect offset == (0, 0)"))
        #expect(run.status == .ok, "\(run.output)")
    }
}
