import Testing
@testable import CollectionScript
import CollectionEngine

/// Issue 38 points 4 and 5: drag and drop with a diffable data source, the drop session's exit and
/// canHandle, the gap a lifted drag opens, the controller and the scroll view's switches, and the
/// smaller fixes (docs/interaction.md §6.6, §13).
struct DragDropControllerTests {
    static func session(_ setup: String) -> Session {
        var session = Session()
        let result = session.runEntry(SourceFile(name: "setup", text: setup))
        #expect(result.status == .ok, "\(result.output)")
        return session
    }

    static let board = "sections Board\nitems Board a b c d e f\n"

    @discardableResult
    static func run(_ session: inout Session, _ text: String) -> RunResult {
        session.runEntry(SourceFile(name: "t", text: text))
    }

    @Test func aDiffableDropReordersThroughTheHandlersAndTheSnapshotKeepsIt() {
        var session = Self.session(Self.board + "diffable on\nset reorderingHandlers = on\ndelegate dropSessionDidUpdate = move insertAtDestinationIndexPath\n")
        let lifted = Self.run(&session, "longPress b\nmoveFinger (0, 12)\nmoveFinger (136, 0)")
        #expect(lifted.status == .ok, "\(lifted.output)")
        // The gap is open: b shows at [0,3], the data source still has it at [0,1].
        #expect(session.interpreter.view.hasUncommittedUpdates)
        #expect(session.interpreter.view.presentationIndexPath(forDataSourceIndexPath: IndexPath(0, 1)) == IndexPath(0, 3))
        let dropped = Self.run(&session, "drop [0,3]")
        #expect(dropped.status == .ok, "\(dropped.output)")
        #expect(!session.interpreter.view.hasUncommittedUpdates)
        let view = session.interpreter.view
        #expect(view.dataSource.sections[0].items.map { view.itemNames.name($0) } == ["a", "c", "d", "b", "e", "f"])
        #expect(view.diffableDataSource?.snapshot.itemIdentifiers.map { view.itemNames.name($0) } == ["a", "c", "d", "b", "e", "f"])
        #expect(view.events.isEmpty)  // drained per step
    }

    @Test func withoutReorderingHandlersADiffableDropChangesNothing() {
        var session = Self.session(Self.board + "diffable on\n")
        let result = Self.run(&session, "drag b -> [0,3]")
        #expect(result.status == .ok, "\(result.output)")
        let view = session.interpreter.view
        #expect(view.dataSource.sections[0].items.map { view.itemNames.name($0) } == ["a", "b", "c", "d", "e", "f"])
        #expect(result.output.contains("reorderingHandlers"))
    }

    @Test func theGapFollowsTheCadence() {
        var session = Self.session(Self.board + "set reorderingCadence = slow\ndelegate dropSessionDidUpdate = move insertAtDestinationIndexPath\n")
        Self.run(&session, "longPress a\nmoveFinger (0, 12)\nmoveFinger (136, 0)")
        #expect(session.interpreter.view.dropGapTarget == IndexPath(0, 0))
        Self.run(&session, "moveFinger (1, 0)\nmoveFinger (1, 0)")
        #expect(session.interpreter.view.dropGapTarget == IndexPath(0, 2))
        Self.run(&session, "cancelDrag")
        #expect(session.interpreter.view.dropGapTarget == nil)
        #expect(!session.interpreter.view.hasUncommittedUpdates)
    }

    @Test func leavingTheViewSendsDropSessionDidExitOnce() {
        var session = Self.session("view 390x400\n" + Self.board)
        Self.run(&session, "longPress a\nmoveFinger (0, 12)")
        _ = session.interpreter.view.drainEvents()
        Self.run(&session, "moveFinger (0, 500)")
        #expect(!session.interpreter.view.hasActiveDrop)
        #expect(session.interpreter.view.hasActiveDrag)
        let first = Self.run(&session, "trace on\nmoveFinger (0, 500)\nmoveFinger (0, -900)")
        #expect(first.output.contains("dropSessionDidEnter"))
        #expect(!first.output.contains("dropSessionDidExit"))
    }

    @Test func canHandleFalseKeepsTheDropDelegateOut() {
        var session = Self.session(Self.board + "delegate canHandle = false\ntrace on\n")
        let result = Self.run(&session, "drag a -> [0,3]")
        #expect(result.status == .ok, "\(result.output)")
        #expect(result.output.contains("canHandle(session) → false"))
        #expect(!result.output.contains("dropSessionDidEnter"))
        #expect(!result.output.contains("performDropWith"))
        let view = session.interpreter.view
        #expect(view.dataSource.sections[0].items.map { view.itemNames.name($0) } == ["a", "b", "c", "d", "e", "f"])
        #expect(Self.run(&session, "delegate canHandle [0,1] = false").status == .failure)
    }

    @Test func theRightThingIsBlamedWhenNoDragBegins() {
        var session = Self.session(Self.board + "set dragInteractionEnabled = false\n")
        let disabled = Self.run(&session, "drag a -> [0,3]")
        #expect(disabled.output.contains("dragInteractionEnabled is false"))
        #expect(!disabled.output.contains("itemsForBeginning returned no items"))
        let answer = Self.run(&session, "delegate canDrag b = false")
        #expect(answer.output.contains("[] (no drag items"))
        #expect(!answer.output.contains("→ false"))
    }

    @Test func theControllersLongPressMovesAnItem() {
        var session = Self.session(Self.board + "set installsStandardGestureForInteractiveMovement = true\n")
        let result = Self.run(&session, "longPress b\nmoveFinger (136, 0)\nendMove")
        #expect(result.status == .ok, "\(result.output)")
        let view = session.interpreter.view
        #expect(view.dataSource.sections[0].items.map { view.itemNames.name($0) } == ["a", "c", "d", "b", "e", "f"])
        #expect(view.contextMenu == nil)
    }

    @Test func viewWillAppearClearsTheSelectionWhenAsked() {
        var session = Self.session(Self.board + "set allowsMultipleSelection = true\nselect [0,1] [0,2]\n")
        Self.run(&session, "viewWillAppear animated")
        #expect(session.interpreter.view.selection.isEmpty)
        Self.run(&session, "set clearsSelectionOnViewWillAppear = false\nselect [0,3]\nviewWillAppear")
        #expect(session.interpreter.view.selection == [IndexPath(0, 3)])
    }

    @Test func scrollingOffStopsGesturesNotCode() {
        var session = Self.session("view 390x400\nsections S\nitems S count 100\nset isScrollEnabled = false\n")
        Self.run(&session, "drag by (0, 200)\nfling (0, 3)")
        #expect(session.interpreter.view.contentOffset == .zero)
        Self.run(&session, "scroll to (0, 200)")
        #expect(session.interpreter.view.contentOffset == Point(x: 0, y: 200))
        let shown = Self.run(&session, "set showsVerticalScrollIndicator = false\nshow")
        #expect(shown.output.contains("showsVerticalScrollIndicator = false"))
    }

    @Test func multipleSelectionDuringEditingAloneLetsATapSelect() {
        var session = Self.session(Self.board + "set isEditing = true\nset allowsMultipleSelectionDuringEditing = true\n")
        Self.run(&session, "tap [0,1]\ntap [0,2]")
        #expect(session.interpreter.view.selection == [IndexPath(0, 1), IndexPath(0, 2)])
    }

    @Test func swiftFormsOfAnsweredMethodsSuggestTheirCommand() {
        func suggestion(_ text: String) -> String? {
            Parser.parse(SourceFile(name: "s", text: text)).diagnostics.first?.fixIts.first?.replacement
        }
        #expect(suggestion("numberOfItems(inSection:) 0") == "expect numberOfItems")
        #expect(suggestion("cellForItem(at:) [0,0]") == "expect cell")
        #expect(suggestion("layoutAttributesForItem(at:) [0,0]") == "expect attributes")
        #expect(suggestion("collectionView(_:layout:sizeForItemAt:)") == "size")
        #expect(suggestion("sizeForItemAt") == "size")
        #expect(suggestion("applySnapshotUsingReloadData") == "apply reloadData")
        #expect(suggestion("systemLayoutSizeFitting(_:)") == "cellSize")
    }

    @Test func aCompletionBlockPrintsAfterTheBatchsCallbacks() {
        var session = Self.session("view 390x400\nsections S\nitems S count 40\ntrace on\n")
        let result = session.runEntry(SourceFile(name: "b", text: "batch { insert [0,0] New } completion { echo \"done\" }"))
        let lines = result.output.split(separator: "\n").map(String.init)
        let completion = lines.firstIndex { $0.contains("· completion(true)") }
        let echo = lines.firstIndex { $0.contains("done") }
        #expect(completion != nil && echo != nil)
        if let completion, let echo { #expect(completion < echo) }
    }
}
