import Testing
@testable import CollectionEngine

/// The engine keeps its own transactions: an operation that raises — at validation or in the layout
/// pass it triggers — leaves the view `==` to before, and a rolled-back transaction of several
/// operations does too (Transactions/CollectionView+Transactions.swift).
struct TransactionTests {
    static func view(items: Int = 40) throws -> CollectionView {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 390, height: 300))
        let a = view.sectionNames.intern("A")
        let b = view.sectionNames.intern("B")
        let ids = view.itemNames.generate(prefix: "x", first: 0, count: items)
        let half = items / 2
        view.replaceDataSource(with: .init(sections: [.init(value: a, items: Array(ids[..<half])), .init(value: b, items: Array(ids[half...]))]))
        try view.reloadData()
        _ = view.drainEvents()
        return view
    }

    @Test func aRolledBackTransactionOfSeveralOperationsChangesNothing() throws {
        var view = try Self.view()
        let before = view
        let savepoint = view.beginTransaction()
        let id = view.itemNames.intern("new")
        try view.performBatchUpdates(BatchUpdate([.insertItems([IndexPath(0, 0)])]), changingDataSource: DataInsertions(items: [IndexPath(0, 0): id]))
        try view.performBatchUpdates(BatchUpdate([.deleteItems([IndexPath(1, 3)])]), changingDataSource: DataInsertions())
        try view.performBatchUpdates(BatchUpdate([.moveItem(from: IndexPath(0, 1), to: IndexPath(1, 0)), .deleteItems([IndexPath(0, 5), IndexPath(0, 6)])]),
                                     changingDataSource: DataInsertions())
        try view.setContentOffset(Point(x: 0, y: 200))
        try view.setBoundsSize(Size(width: 300, height: 500))
        #expect(view != before)
        view.rollback(to: savepoint)
        #expect(view == before)
        #expect(view.itemNames.lookup("new") == nil, "a name interned in the transaction is forgotten")
    }

    @Test func nestedTransactionsUndoOnlyTheirOwnChanges() throws {
        var view = try Self.view()
        let outer = view.beginTransaction()
        try view.performBatchUpdates(BatchUpdate([.deleteItems([IndexPath(0, 0)])]), changingDataSource: DataInsertions())
        let afterFirst = view
        let inner = view.beginTransaction()
        try view.performBatchUpdates(BatchUpdate([.deleteItems([IndexPath(0, 0)])]), changingDataSource: DataInsertions())
        view.rollback(to: inner)
        #expect(view == afterFirst)
        try view.commit(outer)
        #expect(view == afterFirst)
        #expect(view.dataSource.journal.entries.isEmpty, "the outermost commit forgets the journal")
        #expect(view.dataSource.journal.depth == 0)
    }

    @Test func everyKindOfDataSourceChangeIsUndone() throws {
        var view = try Self.view()
        let before = view
        let savepoint = view.beginTransaction()
        let moved = view.dataSource.removeItem(at: IndexPath(0, 4))
        view.dataSource.insertItem(moved, at: IndexPath(1, 0))
        view.dataSource.replaceItems(inSection: 0, with: [900, 901])
        view.dataSource.replace(with: .init(sections: [.init(value: 7, items: [1, 2, 3])]))
        view.rollback(to: savepoint)
        #expect(view == before)
        #expect(view.dataSource.sectionIndex(ofItem: moved) == 0, "the item index is back too")
        #expect(view.dataSource.sectionIndex(ofItem: 900) == nil)
    }

    /// An exception raised inside the layout pass, after the update was applied (the data source's
    /// cells dequeue with an identifier nobody registered), is thrown by the operation and the
    /// update is undone: the view does not poll, the caller does not copy.
    @Test func aLayoutPassExceptionIsThrownAndUndoesTheUpdate() throws {
        var view = try Self.view()
        view.setCellReuseIdentifier("Unregistered")
        let before = view
        let id = view.itemNames.count + 1000
        #expect(throws: UIKitError.self) {
            try view.transaction { view throws(UIKitError) in
                try view.performBatchUpdates(BatchUpdate([.insertItems([IndexPath(0, 0)])]), changingDataSource: DataInsertions(items: [IndexPath(0, 0): id]))
            }
        }
        #expect(view == before)
        #expect(!view.layoutPass.hasRaised)
    }

    /// A savepoint does not hold the item arrays: an in-place edit inside a transaction edits the
    /// same storage (no copy-on-write of a million items per step).
    @Test func aSavepointDoesNotCopyTheItemArrays() throws {
        var view = try Self.view(items: 20_000)
        // Where the items end: a removal at the front moves only the head, so the end stays put.
        func storage(_ view: CollectionView) -> UnsafeRawPointer? {
            view.dataSource.sections[1].items.withUnsafeBufferPointer { buffer in UnsafeRawPointer(buffer.baseAddress.map { $0 + buffer.count }) }
        }
        let address = storage(view)
        try view.transaction { view throws(UIKitError) in
            try view.performBatchUpdates(BatchUpdate([.deleteItems([IndexPath(1, 0)])]), changingDataSource: DataInsertions())
        }
        #expect(storage(view) == address)
        #expect(view.dataSource.counts == [10_000, 9_999])
    }
}
