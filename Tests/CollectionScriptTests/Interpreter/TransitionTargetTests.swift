import Testing
@testable import CollectionScript
import CollectionEngine

/// Transitions into compositional and list layouts (docs/layout.md §7.2).
struct TransitionTargetTests {
    static let setUp = "view 390x400\nset scale = 1\nlayout flow itemSize=185x100 minimumLineSpacing=10 minimumInteritemSpacing=20\nsections Photos\nitems Photos count 12\n"

    static func session() -> Session {
        var session = Session()
        _ = session.runEntry(SourceFile(name: "setup", text: setUp))
        return session
    }

    @Test func theTailWordsMakeATransitionForEveryLayout() {
        let plain = Parser.parse(SourceFile(name: "p", text: "layout list appearance=plain"))
        if case .layoutCompositional = plain.script.commands.first?.kind {} else { Issue.record("plain layout list") }
        let animated = Parser.parse(SourceFile(name: "a", text: "layout list appearance=plain animated completion { echo \"x\" }"))
        #expect(animated.diagnostics.isEmpty)
        if case .layoutTransition(.setCompositional(let node, animated: true, completion: let completion?)) = animated.script.commands.first?.kind {
            #expect(node.isList && completion.count == 1)
        } else {
            Issue.record("layout list … animated completion { … }")
        }
        let start = Parser.parse(SourceFile(name: "s", text: "startInteractiveTransition to compositional {\n  section list\n} completion { echo \"y\" }"))
        #expect(start.diagnostics.isEmpty)
        if case .layoutTransition(.startCompositional(_, completion: let completion?)) = start.script.commands.first?.kind {
            #expect(completion.count == 1)
        } else {
            Issue.record("startInteractiveTransition to compositional")
        }
    }

    @Test func aGridBlendsIntoAListAndTheDelegateNamesBothClasses() throws {
        var session = Self.session()
        let run = session.runEntry(SourceFile(name: "t", text: "trace on\nstartInteractiveTransition to list appearance=plain\ntransitionProgress 0.5"))
        #expect(run.status == .ok)
        #expect(run.output.contains("transitionLayoutForOldLayout(UICollectionViewFlowLayout, newLayout: UICollectionViewCompositionalLayout)"))
        let frame = try #require(session.interpreter.view.layoutAttributesForItem(at: IndexPath(0, 1))?.frame)
        #expect(frame == Rect(x: 102.5, y: 22, width: 287.5, height: 72))
        _ = session.runEntry(SourceFile(name: "f", text: "finishInteractiveTransition"))
        #expect(session.interpreter.view.compositionalLayout != nil)
    }

    @Test func theJSONStateShowsARunningTransition() {
        var session = Session(options: SessionOptions(format: .json))
        let run = session.runEntry(SourceFile(name: "j", text: Self.setUp + "startInteractiveTransition to list\ntransitionProgress 0.5\nfinishInteractiveTransition"))
        #expect(run.status == .ok)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines.dropLast().last?.contains(#""transition":{"from":"UICollectionViewFlowLayout","to":"UICollectionViewCompositionalLayout","progress":0.5}"#) == true)
        #expect(lines.last?.contains(#""transition""#) == false)
    }

    @Test func aBadTargetOrAnInstallDuringATransitionChangesNothing() {
        var session = Self.session()
        let before = session.interpreter.view
        let bad = session.runEntry(SourceFile(name: "b", text: "startInteractiveTransition to compositional {\n  section Nope list\n}"))
        #expect(bad.status == .failure)
        #expect(session.interpreter.view == before)
        _ = session.runEntry(SourceFile(name: "s", text: "startInteractiveTransition to list"))
        let running = session.interpreter.view
        for command in ["layout list", "layout compositional {\n  section list\n}", "layout list animated"] {
            let failed = session.runEntry(SourceFile(name: "x", text: command))
            #expect(failed.status == .failure, "\(command)")
            #expect(session.interpreter.view == running, "\(command)")
        }
    }
}
