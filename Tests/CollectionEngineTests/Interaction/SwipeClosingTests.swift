import Testing
@testable import CollectionEngine

/// docs/interaction.md §11.1: a programmatic scroll, a layout change and isEditing close the open row.
struct SwipeClosingTests {
    static func openRow() throws -> CollectionView {
        var v = try SwipeActionsTests.listView(items: 30)
        let item = try #require(v.dataSource.item(at: SwipeActionsTests.p(1)))
        v.setSwipeActions(SwipeActionsTests.deleteAndFlag, edge: .trailing, item: item)
        _ = try v.swipe(at: SwipeActionsTests.p(1), direction: .left, full: false)
        _ = v.drainEvents()
        return v
    }

    @Test("§11.1 a programmatic scroll closes the row; one that does not move leaves it open")
    func scrollCloses() throws {
        var v = try Self.openRow()
        try v.setContentOffset(v.contentOffset)
        #expect(v.openSwipeIndexPath == SwipeActionsTests.p(1))
        try v.setContentOffset(Point(x: 0, y: 20))
        #expect(v.openSwipeIndexPath == nil)
        #expect(v.drainEvents().first == .listCell(.swipeActionsClosed(SwipeActionsTests.p(1), .scroll)))
    }

    @Test("§11.1 installing a layout and changing isEditing close the row")
    func layoutAndEditingClose() throws {
        var v = try Self.openRow()
        try v.setCollectionViewLayout(CompositionalLayout(section: .list(using: ListConfiguration(appearance: .grouped))))
        #expect(v.openSwipeIndexPath == nil)
        #expect(v.drainEvents().first == .listCell(.swipeActionsClosed(SwipeActionsTests.p(1), .layoutChange)))
        var w = try Self.openRow()
        w.isEditing = true
        #expect(w.openSwipeIndexPath == nil)
        #expect(w.drainEvents().first == .listCell(.swipeActionsClosed(SwipeActionsTests.p(1), .editing)))
    }
}
