import Testing
@testable import CollectionEngine
import TestSupport

/// Self-sizing cells in a flow layout (docs/self-sizing.md): the worked examples, and a reference
/// model checked after random scrolling.
@Suite struct SelfSizingTests {
    static let heights: [Double] = [80, 60, 50, 50, 90, 70, 100, 60, 40, 110, 80, 50, 130, 70, 60, 90, 100, 50, 80, 140]

    static func listView(heights: [Double], estimate: Double = 50, spacing: Double = 10) throws -> CollectionView {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 390, height: 844))
        var layout = FlowLayout()
        layout.estimatedItemSize = Size(width: 390, height: estimate)
        layout.minimumLineSpacing = spacing
        try view.setCollectionViewLayout(layout)
        view.isPrefetchingEnabled = false
        view.setSelfSizingInvalidation(.disabled)
        let section = view.sectionNames.intern("S")
        let ids = view.itemNames.generate(prefix: "i", first: 0, count: heights.count)
        view.replaceDataSource(with: .init(sections: [.init(value: section, items: ids)]))
        for (id, h) in zip(ids, heights) { try view.setCellSize(id: id, size: Size(width: 390, height: h)) }
        try view.reloadData()
        return view
    }

    static func frame(_ view: CollectionView, _ k: Int) -> Rect? {
        view.layout.layoutAttributesForItem(at: IndexPath(0, k))?.frame
    }

    /// E1: the first pass measures items 0…14; the second ends 11…14; contentSize 1540.
    @Test func e1FirstLayout() throws {
        var view = try Self.listView(heights: Self.heights)
        let events = view.drainEvents()
        let measured = events.compactMap { if case .preferredLayoutAttributesFitting(let p) = $0 { p.item } else { nil } }
        #expect(measured == Array(0...14))
        #expect(view.collectionViewContentSize == Size(width: 390, height: 1540))
        #expect(view.contentOffset == .zero)
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(0...10))
        let ys = (0...15).compactMap { Self.frame(view, $0)?.minY }
        #expect(ys == [0, 90, 160, 220, 280, 380, 460, 570, 640, 690, 810, 900, 960, 1100, 1180, 1250])
        #expect(Self.frame(view, 15)?.height == 50)
    }

    /// E2: scrolling to the bottom as known measures 15…19; the offset stays; contentSize 1750.
    @Test func e2ScrollingToTheBottom() throws {
        var view = try Self.listView(heights: Self.heights)
        _ = view.drainEvents()
        try view.setContentOffset(Point(x: 0, y: 696))
        #expect(view.contentOffset == Point(x: 0, y: 696))
        #expect(view.collectionViewContentSize == Size(width: 390, height: 1750))
        #expect([15, 16, 17, 18, 19].compactMap { Self.frame(view, $0)?.minY } == [1250, 1350, 1460, 1520, 1610])
        let events = view.drainEvents()
        #expect(events.last == .didEndDisplayingCell(IndexPath(0, 19)))
    }

    /// E8: with invalidation enabled a visible cell re-measures at once; disabled, only on reload.
    @Test func e8SelfSizingInvalidation() throws {
        var view = try Self.listView(heights: Array(repeating: 60, count: 8), estimate: 60, spacing: 0)
        view.setSelfSizingInvalidation(.enabled)
        let ids = view.dataSource.sections[0].items
        try view.setCellSize(id: ids[3], size: Size(width: 390, height: 150))
        #expect(Self.frame(view, 3) == Rect(x: 0, y: 180, width: 390, height: 150))
        #expect(Self.frame(view, 4)?.minY == 330)
        #expect(view.collectionViewContentSize.height == 570)
        view.setSelfSizingInvalidation(.disabled)
        try view.setCellSize(id: ids[5], size: Size(width: 390, height: 150))
        #expect(view.collectionViewContentSize.height == 570)
    }

    /// Reference model: after any scrolls, every item that ever had a cell has its measured height,
    /// the others their estimate; contentSize is their sum; rows follow in order; the visible items
    /// are exactly the live cells.
    @Test(arguments: 0..<20) func randomScrollingMatchesTheReference(seed: Int) throws {
        var rng = LayoutSplitMix64(seed: UInt64(seed))
        let count = Int.random(in: 1...120, using: &rng)
        let heights = (0..<count).map { _ in Double(Int.random(in: 1...60, using: &rng)) * 2.5 }
        var view = try Self.listView(heights: heights, estimate: Double(Int.random(in: 10...100, using: &rng)))
        var created = Set<Int>()
        func absorb() {
            for case .cellForItemAt(let p) in view.drainEvents() { created.insert(p.item) }
        }
        absorb()
        for _ in 0..<12 {
            let maxY = max(0, view.collectionViewContentSize.height - 844)
            try view.setContentOffset(Point(x: 0, y: Double(Int.random(in: 0...Int(maxY) + 100, using: &rng))))
            absorb()
            let estimate = view.flowLayout?.estimatedItemSize.height ?? 0
            var y = 0.0
            for k in 0..<count {
                let h = created.contains(k) ? heights[k] : estimate
                let rounded = LayoutRounding.round(y * view.scale) / view.scale
                #expect(Self.frame(view, k) == Rect(x: 0, y: rounded, width: 390, height: h))
                y += h + 10
            }
            #expect(view.collectionViewContentSize.height == y - 10)
            #expect(Set(view.cells.visibleCells.keys) == Set(view.indexPathsForVisibleItems))
        }
    }

    /// A million estimated rows: measuring a screenful keeps no per-item arrays in the layout.
    @Test func aMillionRowsMeasureWithoutDenseArrays() throws {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 390, height: 844))
        var layout = FlowLayout()
        layout.estimatedItemSize = Size(width: 390, height: 44)
        try view.setCollectionViewLayout(layout)
        view.isPrefetchingEnabled = false
        let section = view.sectionNames.intern("S")
        let ids = view.itemNames.generate(prefix: "i", first: 0, count: 1_000_000)
        view.replaceDataSource(with: .init(sections: [.init(value: section, items: ids)]))
        try view.setCellSize(id: ids[500_000], size: Size(width: 390, height: 100))
        try view.reloadData()
        try view.setContentOffset(Point(x: 0, y: 500_000 * 54 - 100))
        #expect(view.flowLayout?.measuredSizes[0]?.count == 1)
        #expect(view.flowLayout?.geometry.itemCross.isEmpty == true)
        #expect(view.collectionViewContentSize.height == 1_000_000 * 54 - 10 + 56)
    }
}
