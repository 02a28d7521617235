import Testing
@testable import CollectionEngine

/// An interactive move under a diffable data source (docs/interaction.md §5.3, issue 14 §6).
struct DiffableReorderingTests {
    static func diffableView() throws -> CollectionView {
        var view = try CallbackOrderTests.view(items: 6)
        try view.enableDiffableDataSource()
        _ = view.drainEvents()
        return view
    }

    @Test func withoutHandlersTheMoveIsRefused() throws {
        var v = try Self.diffableView()
        let began = v.beginInteractiveMovementForItem(at: IndexPath(0, 0))
        #expect(!began)
        #expect(v.interactiveMovement == nil)
        let events = v.drainEvents()
        #expect(events == [.canMoveItemAt(IndexPath(0, 0))])
    }

    @Test func withHandlersTheSnapshotFollowsTheMoveAndTheNextApplyKeepsIt() throws {
        var v = try Self.diffableView()
        let installed = v.setReorderingHandlers(true)
        #expect(installed)
        let before = try #require(v.diffableDataSource?.snapshot.itemIdentifiers)
        let began = v.beginInteractiveMovementForItem(at: IndexPath(0, 0))
        #expect(began)
        try v.updateInteractiveMovementTargetPosition(Point(x: 290, y: 66))   // over [0,2]
        _ = v.drainEvents()
        try v.endInteractiveMovement()
        let events = v.drainEvents()
        let transaction = ReorderTransaction(item: before[0], fromOffset: 0, toOffset: 2)
        #expect(Array(events.prefix(3)) == [.moveItemAt(IndexPath(0, 0), IndexPath(0, 2)), .willReorder(transaction), .didReorder(transaction)])
        let after = try #require(v.diffableDataSource?.snapshot.itemIdentifiers)
        #expect(after == [before[1], before[2], before[0]] + before[3...])
        // Applying the data source's own snapshot changes nothing now.
        let changes = try v.apply(try #require(v.diffableDataSource?.snapshot), mode: .animated)
        #expect(changes?.batch.operations.isEmpty ?? true)
        #expect(Array(v.dataSource.sections[0].items) == after)
    }

    @Test func canReorderItemRefusesOneItem() throws {
        var v = try Self.diffableView()
        v.setReorderingHandlers(true)
        v.setCanReorder(item: v.dataSource.item(at: IndexPath(0, 1)), to: false)
        let refused = v.beginInteractiveMovementForItem(at: IndexPath(0, 1))
        #expect(!refused)
        let events = v.drainEvents()
        #expect(events == [.canMoveItemAt(IndexPath(0, 1)), .canReorderItem(IndexPath(0, 1))])
        let began = v.beginInteractiveMovementForItem(at: IndexPath(0, 2))
        #expect(began)
    }
}
