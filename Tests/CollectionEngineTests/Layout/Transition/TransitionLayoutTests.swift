import Testing
@testable import CollectionEngine

/// docs/layout.md §7.1: setCollectionViewLayout(_:animated:completion:) and interactive transitions.
@Suite struct TransitionLayoutTests {
    /// 12 items of 390 × 100 in a 390 × 400 view at scale 1, scrolled to y = 300.
    static func view() throws -> CollectionView {
        var view = try ScrollPhysicsTests.view(count: 12, height: 100, offset: 300)
        try view.setBoundsSize(Size(width: 390, height: 400))
        _ = view.drainEvents()
        return view
    }

    static func grid() -> AnyCollectionViewLayout {
        var layout = FlowLayout()
        layout.itemSize = Size(width: 185, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 20
        return .flow(layout)
    }

    @Test("An animated layout change: target offset question, cell callbacks, animation end, completion — in that order")
    func animatedOrder() throws {
        var v = try Self.view()
        try v.setCollectionViewLayout(Self.grid(), animated: true)
        let events = v.drainEvents()
        let target = try #require(events.firstIndex(of: .layoutTargetContentOffset(proposed: Point(x: 0, y: 300), answer: Point(x: 0, y: 300))))
        let end = try #require(events.firstIndex(of: .layoutAnimationsEnd))
        let completion = try #require(events.firstIndex(of: .batchCompletion(true)))
        #expect(target < end && end < completion && completion == events.count - 1)
        // 6 rows of 2: content 600 high, so the offset is clamped to 600 − 400.
        #expect(v.contentOffset == Point(x: 0, y: 200))
        let cellEvents = events[target..<end].filter { if case .willDisplayCell = $0 { true } else { false } }
        #expect(!cellEvents.isEmpty)
    }

    @Test("Progress blends frames and the offset linearly; cancel restores, finish installs the next layout")
    func interactive() throws {
        var v = try Self.view()
        try v.startInteractiveTransition(to: Self.grid())
        #expect(v.drainEvents().first == .transitionLayoutForOldLayout(old: "UICollectionViewFlowLayout", new: "UICollectionViewFlowLayout"))
        #expect(v.layout.uikitClassName == "UICollectionViewTransitionLayout")
        // [0,3]: (0, 300, 390, 100) in the list, (205, 100, 185, 100) in the grid.
        #expect(v.layoutAttributesForItem(at: IndexPath(0, 3))?.frame == Rect(x: 0, y: 300, width: 390, height: 100))
        try v.setTransitionProgress(0.5)
        #expect(v.layoutAttributesForItem(at: IndexPath(0, 3))?.frame == Rect(x: 102.5, y: 200, width: 287.5, height: 100))
        #expect(v.contentOffset == Point(x: 0, y: 250))
        #expect(v.collectionViewContentSize == Size(width: 390, height: 900))
        try v.endInteractiveTransition(finish: false)
        #expect(v.drainEvents().suffix(1) == [.transitionCompletion(completed: false, finished: true)])
        #expect(v.contentOffset == Point(x: 0, y: 300))
        #expect(v.transitionLayout == nil)
        try v.startInteractiveTransition(to: Self.grid())
        try v.setTransitionProgress(0.3)
        try v.endInteractiveTransition(finish: true)
        #expect(v.drainEvents().last == .transitionCompletion(completed: true, finished: true))
        #expect(v.contentOffset == Point(x: 0, y: 200))
        #expect(v.layoutAttributesForItem(at: IndexPath(0, 3))?.frame == Rect(x: 205, y: 100, width: 185, height: 100))
    }

    @Test("The visible set during a transition is the blended frames' (cells enter as their blend reaches the rect)")
    func visibleDuringTransition() throws {
        var v = try Self.view()
        try v.startInteractiveTransition(to: Self.grid())
        try v.setTransitionProgress(1)
        // At progress 1 the frames are the grid's and the offset its target (0, 200): rows 2…5 → items 4…11.
        #expect(v.indexPathsForVisibleItems == (4...11).map { IndexPath(0, $0) })
        #expect(v.cells.visibleCells.keys.sorted() == (4...11).map { IndexPath(0, $0) })
    }

    @Test("An element in only one layout keeps its frame and fades; the blend of two flows at p is v0 + p·(v1 − v0)")
    func elementInOneLayoutFades() throws {
        var withHeader = FlowLayout()
        withHeader.itemSize = Size(width: 390, height: 100)
        withHeader.headerReferenceSize = Size(width: 0, height: 40)
        let view = try Self.view()
        var transition = TransitionLayout(currentLayout: .flow(withHeader), nextLayout: Self.grid(),
                                          fromContentOffset: .zero, toContentOffset: Point(x: 0, y: 100))
        transition.prepare(view.layoutContext)
        transition.transitionProgress = 0.25
        let header = try #require(transition.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(0, 0)))
        #expect(header.frame == Rect(x: 0, y: 0, width: 390, height: 40))
        #expect(header.alpha == 0.75)
        #expect(transition.interpolatedContentOffset == Point(x: 0, y: 25))
        let elements = transition.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 200))
        #expect(elements.first?.category == .supplementaryView)   // header first, then the cells by item
        #expect(elements.dropFirst().map(\.indexPath.item) == elements.dropFirst().map(\.indexPath.item).sorted())
    }
}
