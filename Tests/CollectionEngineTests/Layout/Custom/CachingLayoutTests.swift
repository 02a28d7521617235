import Testing
@testable import CollectionEngine

/// docs/layout.md §10: a custom layout prepares only after an invalidation, empties its cache by its
/// own rules, and a cache that outlives an update makes the view raise UIKit's exception.
@Suite struct CachingLayoutTests {
    static func view(count: Int, policy: LayoutCachePolicy) throws -> CollectionView {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 390, height: 400))
        let s = view.sectionNames.intern("S")
        view.replaceDataSource(with: .init(sections: [.init(value: s, items: view.itemNames.generate(prefix: "i", first: 0, count: count))]))
        try view.reloadData()
        var shape = WaterfallShape()
        shape.itemHeights = [100, 60]
        try view.setCollectionViewLayout(AnyCollectionViewLayout(custom: CachingLayout(shape, policy: policy)))
        _ = view.drainEvents()
        return view
    }

    static func delete(_ path: IndexPath, in view: inout CollectionView) throws(UIKitError) {
        try view.performBatchUpdates(BatchUpdate([.deleteItems([path])]), changingDataSource: DataInsertions())
    }

    @Test func aCacheFilledOnlyWhenEmptyRaisesAfterADelete() throws {
        var view = try Self.view(count: 6, policy: LayoutCachePolicy(prepare: .fillIfEmpty))
        var raised: UIKitError?
        do { try Self.delete(IndexPath(0, 5), in: &view) } catch { raised = error }
        guard case .attributesForMissingIndexPath(let path, let cache?) = raised else {
            Issue.record("expected the stale-cache exception, got \(String(describing: raised))")
            return
        }
        #expect(path == IndexPath(0, 5))
        #expect(cache.cachedCounts == [6])
        #expect(cache.className == "WaterfallLayout")
        #expect(cache.lastKeptContext == LayoutInvalidationContext(invalidateDataSourceCounts: true))
        #expect(raised?.message.hasPrefix("UICollectionView received layout attributes for a cell with an index path that does not exist: <NSIndexPath: 0x0> {length = 2, path = 0 - 5}") == true)
        #expect(view.numberOfItems(inSection: 0) == 6)   // the command changed nothing
    }

    @Test func theRulesThatKeepTheCacheFresh() throws {
        for policy in [LayoutCachePolicy(), LayoutCachePolicy(prepare: .fillIfEmpty, clearCacheOn: [.dataSourceCounts]),
                       LayoutCachePolicy(prepare: .fillIfEmpty, clearCacheOn: [.any])] {
            var view = try Self.view(count: 6, policy: policy)
            try Self.delete(IndexPath(0, 5), in: &view)
            #expect(view.numberOfItems(inSection: 0) == 5)
            #expect(view.layout.cacheReport?.cachedCounts == [5], "\(policy)")
        }
        // invalidateEverything alone: reloadData empties it, a batch update does not.
        var view = try Self.view(count: 6, policy: LayoutCachePolicy(prepare: .fillIfEmpty, clearCacheOn: [.everything]))
        #expect(throws: UIKitError.self) { try Self.delete(IndexPath(0, 5), in: &view) }
    }

    @Test func prepareRunsOnlyAfterAnInvalidation() throws {
        var view = try Self.view(count: 4, policy: LayoutCachePolicy())
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(0, 1))?.frame.width == 191)
        try view.setBoundsSize(Size(width: 300, height: 400))   // shouldInvalidateLayout(forBoundsChange:) → false
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(0, 1))?.frame.width == 191)
        try view.invalidateLayout()
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(0, 1))?.frame.width == 146)
        var sizing = try Self.view(count: 4, policy: LayoutCachePolicy(boundsChange: .sizeChange))
        try sizing.setBoundsSize(Size(width: 300, height: 400))
        #expect(sizing.layout.layoutAttributesForItem(at: IndexPath(0, 1))?.frame.width == 146)
    }

    @Test func invalidateItemsEmptiesOnlyACacheThatAsksForIt() throws {
        var view = try Self.view(count: 4, policy: LayoutCachePolicy(prepare: .fillIfEmpty, clearCacheOn: [.items]))
        try view.setBoundsSize(Size(width: 300, height: 400))
        try view.invalidateLayout()
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(0, 1))?.frame.width == 191)
        try view.invalidateLayout(items: [IndexPath(0, 1)])
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(0, 1))?.frame.width == 146)
    }

    /// A scroll is a bounds change: the view asks shouldInvalidateLayout(forBoundsChange:) with the
    /// new origin; on true it invalidates with invalidationContext(forBoundsChange:) (no flag set)
    /// and prepares again. A layout that answers false only is asked.
    @Test func aScrollAsksTheLayoutAboutItsNewBounds() throws {
        var view = try Self.view(count: 12, policy: LayoutCachePolicy(prepare: .fillIfEmpty, boundsChange: .always))
        try view.setContentOffset(Point(x: 0, y: 40))
        let bounds = Rect(x: 0, y: 40, width: 390, height: 400)
        let calls = view.drainEvents().compactMap { event -> CustomLayoutCallback? in
            if case .customLayout(let call) = event { call } else { nil }
        }
        #expect(calls == [.shouldInvalidateLayout(forBoundsChange: bounds, answer: true),
                          .invalidateLayoutForBoundsChange(LayoutInvalidationContext(), emptiedCache: false), .prepare])
        #expect(view.layout.cacheReport?.lastKeptContext == LayoutInvalidationContext())
        #expect(calls.map(\.description) == ["layout.shouldInvalidateLayout(forBoundsChange: (0, 40, 390, 400)) → true",
                                             "layout.invalidateLayout(with: invalidationContext(forBoundsChange:)) — no flag set; the cache is kept",
                                             "layout.prepare()"])
        for policy in [LayoutCachePolicy(boundsChange: .sizeChange), LayoutCachePolicy()] {
            var asked = try Self.view(count: 12, policy: policy)
            try asked.setContentOffset(Point(x: 0, y: 40))
            #expect(asked.drainEvents().contains(.customLayout(.shouldInvalidateLayout(forBoundsChange: bounds, answer: false))))
            #expect(asked.layout.cacheReport?.lastKeptContext == nil)
        }
        // A scroll with a cache that empties for any context rebuilds it at the new offset.
        var rebuilt = try Self.view(count: 12, policy: LayoutCachePolicy(prepare: .fillIfEmpty, clearCacheOn: [.any], boundsChange: .always))
        try rebuilt.setContentOffset(Point(x: 0, y: 40))
        #expect(rebuilt.drainEvents().contains(.customLayout(.invalidateLayoutForBoundsChange(LayoutInvalidationContext(), emptiedCache: true))))
        #expect(rebuilt.layout.cacheReport?.cachedCounts == [12])
    }

    /// A batch update on a custom layout, in UIKit's order: invalidateLayout(with:) a context with
    /// invalidateDataSourceCounts, prepare(), prepare(forCollectionViewUpdates:), the final
    /// attributes of the item on screen that disappears, the initial attributes of the one that
    /// appears, finalizeCollectionViewUpdates() after the display changed.
    @Test func aBatchUpdateRunsTheLayoutsUpdateLifeCycle() throws {
        var view = try Self.view(count: 6, policy: LayoutCachePolicy(prepare: .fillIfEmpty, clearCacheOn: [.dataSourceCounts]))
        try view.performBatchUpdates(BatchUpdate([.deleteItems([IndexPath(0, 5)]), .insertItems([IndexPath(0, 0)])]), changingDataSource: DataInsertions())
        let events = view.drainEvents()
        let calls = events.compactMap { event -> String? in
            if case .customLayout(let call) = event { call.description } else { nil }
        }
        #expect(calls == ["layout.invalidateLayout(with: context) — invalidateDataSourceCounts; the cache is emptied",
                          "layout.prepare()",
                          "layout.prepare(forCollectionViewUpdates: [delete [0,5], insert [0,0]])",
                          "layout.finalLayoutAttributesForDisappearingItem(at: [0,5])",
                          "layout.initialLayoutAttributesForAppearingItem(at: [0,0])",
                          "layout.finalizeCollectionViewUpdates()"])
        // finalizeCollectionViewUpdates() comes after the display callbacks of the update.
        #expect(events.last == .customLayout(.finalizeCollectionViewUpdates))
        // A stock layout is not traced.
        var flow = CollectionView()
        let s = flow.sectionNames.intern("S")
        flow.replaceDataSource(with: .init(sections: [.init(value: s, items: flow.itemNames.generate(prefix: "i", first: 0, count: 3))]))
        try flow.reloadData()
        _ = flow.drainEvents()
        try flow.performBatchUpdates(BatchUpdate([.deleteItems([IndexPath(0, 2)])]), changingDataSource: DataInsertions())
        #expect(!flow.drainEvents().contains { if case .customLayout = $0 { true } else { false } })
    }

    /// reloadData() on a custom layout: invalidateLayout(with:) a context with invalidateEverything
    /// and invalidateDataSourceCounts at once, then the layout pass reads the counts, prepares the
    /// layout and asks for the cells.
    @Test func reloadDataInvalidatesTheLayoutAndPreparesIt() throws {
        var view = try Self.view(count: 6, policy: LayoutCachePolicy(prepare: .fillIfEmpty, clearCacheOn: [.everything]))
        try view.reloadData()
        let events = view.drainEvents()
        let context = LayoutInvalidationContext(invalidateEverything: true, invalidateDataSourceCounts: true)
        #expect(Array(events.prefix(4)) == [.customLayout(.invalidateLayout(context, emptiedCache: true)), .numberOfSections,
                                            .numberOfItemsInSections(0..<1), .customLayout(.prepare)])
        #expect(events.dropFirst(4).first == .cellForItemAt(IndexPath(0, 0)))
        // A cache its rules keep is traced as kept.
        var kept = try Self.view(count: 6, policy: LayoutCachePolicy(prepare: .fillIfEmpty, clearCacheOn: [.items]))
        try kept.reloadData()
        #expect(kept.drainEvents().first == .customLayout(.invalidateLayout(context, emptiedCache: false)))
        // In one run-loop turn: one invalidation, at the call; prepare() at the turn's end.
        view.beginRunLoopTurn()
        try view.reloadData()
        try view.endRunLoopTurn()
        let turn = view.drainEvents().filter { if case .customLayout = $0 { true } else { false } }
        #expect(turn == [.customLayout(.invalidateLayout(context, emptiedCache: true)), .customLayout(.prepare)])
    }

    @Test func theStockLayoutsHaveNoCacheReport() {
        #expect(AnyCollectionViewLayout.flow(FlowLayout()).cacheReport == nil)
    }

    @Test func leftAlignedRowsStartAtTheInset() {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 80, height: 30)
        flow.minimumInteritemSpacing = 10
        flow.sectionInset = EdgeInsets(all: 10)
        let shape = LeftAlignedFlowShape(flow: flow, itemSizes: [Size(width: 60, height: 30), Size(width: 120, height: 30), Size(width: 90, height: 30)])
        let cache = shape.attributes(for: LayoutContext(numberOfItems: [6], boundsSize: Size(width: 320, height: 300)))
        #expect(cache.cells[0].map(\.frame.minX) == [10, 80, 210, 10, 80, 210])
        #expect(cache.cells[0].map(\.frame.minY) == [10, 10, 10, 50, 50, 50])
    }

    @Test func explicitFramesStopAtTheEndOfTheTable() {
        let shape = ExplicitFramesShape(frames: [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 0, y: 60, width: 100, height: 50)])
        let cache = shape.attributes(for: LayoutContext(numberOfItems: [1, 3], boundsSize: Size(width: 320, height: 300)))
        #expect(cache.item(at: IndexPath(1, 0))?.frame == Rect(x: 0, y: 60, width: 100, height: 50))
        #expect(cache.item(at: IndexPath(1, 1)) == nil)
        #expect(cache.contentSize == Size(width: 100, height: 110))
    }
}
