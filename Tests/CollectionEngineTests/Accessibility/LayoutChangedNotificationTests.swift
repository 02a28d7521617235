import Testing
@testable import CollectionEngine

/// UIAccessibility's layoutChanged posts (docs/accessibility.md).
struct LayoutChangedNotificationTests {
    static func view() throws -> CollectionView {
        var view = try CallbackOrderTests.view(items: 40)
        _ = view.drainEvents()
        return view
    }

    @Test func aScrollPostsOnlyWhenTheVisibleCellsChange() throws {
        var view = try Self.view()
        let start = view.accessibility.layoutChangedPosts
        try view.setContentOffset(Point(x: 0, y: 1))
        #expect(view.accessibility.layoutChangedPosts == start)
        try view.setContentOffset(Point(x: 0, y: 2000))
        #expect(view.accessibility.layoutChangedPosts == start + 1)
    }

    @Test func updatesAlwaysPostAndOnlyVoiceOverMakesAnEvent() throws {
        var view = try Self.view()
        let start = view.accessibility.layoutChangedPosts
        let id = view.itemNames.intern("new")
        try view.performBatchUpdates(BatchUpdate([.insertItems([IndexPath(0, 39)])]), changingDataSource: DataInsertions(items: [IndexPath(0, 39): id]))
        #expect(view.accessibility.layoutChangedPosts == start + 1)
        #expect(!view.drainEvents().contains(.accessibilityLayoutChanged))
        view.setVoiceOverRunning(true)
        try view.performBatchUpdates(BatchUpdate([.deleteItems([IndexPath(0, 39)])]), changingDataSource: DataInsertions())
        #expect(view.accessibility.layoutChangedPosts == start + 2)
        #expect(view.drainEvents().last == .accessibilityLayoutChanged)
    }

    @Test func aLayoutSwitchThatMovesVisibleCellsPosts() throws {
        var view = try Self.view()
        let start = view.accessibility.layoutChangedPosts
        var layout = FlowLayout()
        layout.itemSize = Size(width: 30, height: 30)
        try view.setCollectionViewLayout(.flow(layout))
        #expect(view.accessibility.layoutChangedPosts == start + 1)
    }
}
