import Testing
import CollectionEngine
@testable import CollectionScript

/// The REPL's undo steps are the engine's transactions: an entry run inside an open undo step edits
/// the item arrays in place (no copy of the model kept or made), and undoing it gives the view `==`
/// to before.
struct SessionUndoTests {
    static func session() -> Session {
        var session = Session(options: SessionOptions(quiet: true))
        _ = session.runEntry(SourceFile(name: "setup", text: "sections A\nitems A count 20000\n"))
        return session
    }

    /// Where the items end: a removal near the front moves only the head, so the end stays put.
    static func storage(_ session: Session) -> UnsafeRawPointer? {
        session.interpreter.view.dataSource.sections[0].items.withUnsafeBufferPointer { buffer in
            UnsafeRawPointer(buffer.baseAddress.map { $0 + buffer.count })
        }
    }

    @Test func anEntryInsideAnUndoStepEditsTheItemsInPlace() {
        var session = Self.session()
        let address = Self.storage(session)
        let point = session.beginUndoStep()
        _ = session.runEntry(SourceFile(name: "entry", text: "delete [0,0]\ndelete [0,5]\n"))
        #expect(session.interpreter.view.dataSource.counts == [19_998])
        #expect(Self.storage(session) == address)
        session.endUndoStep(point)
    }

    @Test func undoingStepsReturnsToEachEarlierView() {
        var session = Self.session()
        var views: [CollectionView] = []
        var points: [Session.UndoPoint] = []
        for entry in ["insert [0,0] a", "batch { delete [0,1] [0,2]; insert [0,0] b }", "items A x y z", "view 200x300", "select [0,1]"] {
            _ = session.interpreter.view.drainEvents()
            views.append(session.interpreter.view)
            points.append(session.beginUndoStep())
            _ = session.runEntry(SourceFile(name: "entry", text: entry))
        }
        // The oldest step forgotten: the others still undo.
        session.forgetOldestUndoStep(points.removeFirst(), next: points.first)
        views.removeFirst()
        while let point = points.popLast(), let view = views.popLast() {
            session.undo(to: point)
            _ = session.interpreter.view.drainEvents()
            #expect(session.interpreter.view == view)
        }
    }
}
