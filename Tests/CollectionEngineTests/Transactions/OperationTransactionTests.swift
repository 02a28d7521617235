import Testing
import TestSupport
@testable import CollectionEngine

/// Every public operation that lays out runs in its own transaction: called on its own — no
/// transaction opened by the caller — an exception its layout pass raises is thrown, and the view
/// is `==` to before; nothing is left behind for a later commit to find.
struct OperationTransactionTests {
    /// A view showing its first cells, whose data source now dequeues with an identifier nobody
    /// registered: the next cell the view asks for raises.
    static func failingView() throws -> CollectionView {
        var view = try TransactionTests.view(items: 200)
        view.setCellReuseIdentifier("Unregistered")
        _ = view.drainEvents()
        return view
    }

    /// A flow layout of small items: more of them on screen than before.
    static var smallItems: FlowLayout {
        var layout = FlowLayout()
        layout.itemSize = Size(width: 20, height: 20)
        return layout
    }

    /// Operations that each bring new cells on screen (so each dequeues, and raises).
    static let operations: [(name: String, run: @Sendable (inout CollectionView) throws -> Void)] = [
        ("setContentOffset", { try $0.setContentOffset(Point(x: 0, y: 600)) }),
        ("setBoundsSize", { try $0.setBoundsSize(Size(width: 390, height: 900)) }),
        ("setContentOffsetAnimated", { _ = try $0.setContentOffsetAnimated(Point(x: 0, y: 600)) }),
        ("drag(by:)", { try $0.drag(by: Point(x: 0, y: 400)) }),
        ("endDragging (a fling)", { _ = try $0.endDragging(velocity: Point(x: 0, y: 5)) }),
        ("reloadData", { try $0.reloadData() }),
        ("setCollectionViewLayout", { try $0.setCollectionViewLayout(Self.smallItems) }),
        ("setCollectionViewLayout animated", { try $0.setCollectionViewLayout(.flow(Self.smallItems), animated: true) }),
        ("setContentInset", { try $0.setContentInset(EdgeInsets(top: -400, left: 0, bottom: 0, right: 0)) }),
        ("setSizeForItem", { view in
            let id = view.dataSource.item(at: IndexPath(0, 0)) ?? 0
            try view.setSizeForItem(id: id, size: Size(width: 10, height: 10))
        }),
        ("scrollToItem", { try $0.scrollToItem(at: IndexPath(1, 50), at: .top) }),
        ("selectItem with a position", { try $0.selectItem(at: IndexPath(1, 50), scrollPosition: .top) }),
    ]

    @Test(arguments: operations.indices)
    func anOperationOnItsOwnThrowsItsLayoutPassExceptionAndChangesNothing(_ index: Int) throws {
        let (name, run) = Self.operations[index]
        var view = try Self.failingView()
        let before = view
        #expect(throws: UIKitError.self, "\(name)") { try run(&view) }
        #expect(view == before, "\(name) left the view changed")
        #expect(!view.layoutPass.hasRaised, "\(name) left its exception behind")
    }

    /// Without the failing identifier the same operations succeed and change the view.
    @Test(arguments: operations.indices)
    func theSameOperationSucceedsWithARegisteredIdentifier(_ index: Int) throws {
        let (name, run) = Self.operations[index]
        var view = try TransactionTests.view(items: 200)
        let before = view
        try run(&view)
        #expect(view != before, "\(name) did nothing: the failing case proves nothing")
    }

    /// The exception is UIKit's dequeue error, thrown by the call itself (not found by polling).
    @Test func setContentOffsetThrowsTheDequeueError() throws {
        var view = try Self.failingView()
        let before = view
        do {
            try view.setContentOffset(Point(x: 0, y: 600))
            Issue.record("no exception")
        } catch {
            guard case .unregisteredIdentifier(_, let identifier) = error else {
                Issue.record("not the dequeue error: \(error)")
                return
            }
            #expect(identifier == "Unregistered")
        }
        #expect(view == before)
    }

    /// Inside an outer transaction the operation undoes only itself; the outer one can then go on,
    /// commit, or roll back everything.
    @Test func nestedInAnOuterTransactionTheOperationUndoesOnlyItself() throws {
        var view = try TransactionTests.view(items: 200)
        let before = view
        let outer = view.beginTransaction()
        try view.performBatchUpdates(BatchUpdate([.deleteItems([IndexPath(0, 0)])]), changingDataSource: DataInsertions())
        view.setCellReuseIdentifier("Unregistered")
        let afterFirst = view
        #expect(throws: UIKitError.self) { try view.setContentOffset(Point(x: 0, y: 600)) }
        #expect(view == afterFirst)
        view.setCellReuseIdentifier(CellStore.defaultCellIdentifier)
        #expect(throws: Never.self) { try view.commit(outer) }   // the inner exception is not left for the outer commit
        #expect(view.dataSource.counts == [99, 100])
        let second = view.beginTransaction()
        view.setCellReuseIdentifier("Unregistered")
        #expect(throws: UIKitError.self) { try view.setBoundsSize(Size(width: 390, height: 900)) }
        view.rollback(to: second)
        #expect(view.dataSource.counts == [99, 100])
        #expect(view != before)
    }

    /// Random sequences of operations, each called on its own, some failing: every failed one
    /// leaves the whole view `==` to before it, and none leaves an exception behind.
    @Test func randomOperationSequencesLeaveNothingBehind() throws {
        var random = SplitMix64(seed: 0x5E77E25)
        var failures = 0
        for _ in 0..<8 {
            var view = try TransactionTests.view(items: 200)
            for _ in 0..<30 {
                if random.below(3) == 0 {
                    view.setCellReuseIdentifier(random.below(2) == 0 ? "Unregistered" : CellStore.defaultCellIdentifier)
                }
                let (name, run) = Self.operations[random.below(Self.operations.count)]
                let before = view
                do {
                    try run(&view)
                } catch {
                    failures += 1
                    #expect(view == before, "a failed \(name) changed the view")
                }
                #expect(!view.layoutPass.hasRaised, "\(name) left its exception behind")
                if random.below(4) == 0 {
                    // Back to the top, so the next operation brings new cells again.
                    view.setCellReuseIdentifier(CellStore.defaultCellIdentifier)
                    try? view.setContentOffset(.zero)
                }
            }
        }
        #expect(failures >= 10)
    }
}
