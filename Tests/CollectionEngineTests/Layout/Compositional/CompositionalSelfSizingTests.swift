import Testing
@testable import CollectionEngine
import TestSupport

/// Self-sizing in compositional layouts and list sections (docs/self-sizing.md §3): the worked
/// examples E7 (list rows) and E4 (the offset follows content above the viewport), a horizontal
/// group taking its tallest item, updates, and a million rows.
@Suite struct CompositionalSelfSizingTests {
    static func view(_ layout: CompositionalLayout, heights: [Double], width: Double = 390) throws -> CollectionView {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 390, height: 844))
        try view.setCollectionViewLayout(.compositional(layout))
        view.isPrefetchingEnabled = false
        view.setSelfSizingInvalidation(.disabled)
        let section = view.sectionNames.intern("S")
        let ids = view.itemNames.generate(prefix: "i", first: 0, count: heights.count)
        view.replaceDataSource(with: .init(sections: [.init(value: section, items: ids)]))
        try view.setCellSizes(zip(ids, heights).map { ($0, Size(width: width, height: $1)) })
        try view.reloadData()
        return view
    }

    static var rows: CompositionalLayout {
        let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(50))
        var section = LayoutSection(group: LayoutGroup(axis: .vertical, layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))]))
        section.interGroupSpacing = 10
        return CompositionalLayout(section: section)
    }

    static func frame(_ view: CollectionView, _ k: Int) -> Rect? {
        view.layout.layoutAttributesForItem(at: IndexPath(0, k))?.frame
    }

    /// E7: a plain list measures rows 0…19 in the first pass; rows 2 and 5 are 88.
    @Test func e7ListRows() throws {
        var heights = Array(repeating: 44.0, count: 30)
        heights[2] = 88
        heights[5] = 88
        var view = try Self.view(CompositionalLayout(section: .list(using: ListConfiguration(appearance: .plain))), heights: heights)
        let events = view.drainEvents()
        let measured = events.compactMap { if case .preferredLayoutAttributesFitting(let p) = $0 { p.item } else { nil } }
        #expect(measured == Array(0...19))
        #expect(view.collectionViewContentSize == Size(width: 390, height: 1408))
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(0...17))
        #expect(Self.frame(view, 6)?.minY == 352)
    }

    /// E4: scrolling up into unmeasured rows moves the offset by their growth. Each answer of a
    /// pass moves the rows after it as it is applied (docs/self-sizing.md §1.3, charon sized
    /// #16–#18): the first pass keeps rows 0…7 (110 apart), the ones their growth pushed out keep
    /// the estimate; the jump to 2000 measures rows 26…34.
    @Test func e4OffsetFollowsContentAbove() throws {
        var view = try Self.view(Self.rows, heights: Array(repeating: 100, count: 40))
        #expect(view.collectionViewContentSize.height == 2790)
        try view.setContentOffset(Point(x: 0, y: 2000))
        #expect(view.collectionViewContentSize.height == 3240)
        #expect(Self.frame(view, 26)?.minY == 1960)
        try view.setContentOffset(Point(x: 0, y: 1900))
        #expect(view.contentOffset == Point(x: 0, y: 1950))
        #expect(Self.frame(view, 26)?.minY == 2010)
        #expect(view.collectionViewContentSize.height == 3290)
    }

    /// A pass's answers apply in index-path order: rows pushed out of view by the growth of the
    /// rows before them, and cells prefetched ahead of a jump, keep their estimate (charon sized
    /// #15, #16) and are measured when displayed.
    @Test func answersPushedOutOfViewKeepTheEstimate() throws {
        var view = try Self.view(Self.rows, heights: Array(repeating: 100, count: 40))
        // Rows 110 apart once measured: 0…7 meet [0, 844); row 8 stays at 880, 50 tall.
        #expect(Self.frame(view, 7) == Rect(x: 0, y: 770, width: 390, height: 100))
        #expect(Self.frame(view, 8) == Rect(x: 0, y: 880, width: 390, height: 50))
        try view.setContentOffset(Point(x: 0, y: 300))
        // Row 8 is displayed now, and measured.
        #expect(Self.frame(view, 8)?.height == 100)
    }

    /// A horizontal group with an estimated height is as tall as its tallest item; widths are imposed.
    @Test func horizontalGroupTakesTheTallest() throws {
        let groupSize = LayoutSize(width: .fractionalWidth(1), height: .estimated(50))
        let itemSize = LayoutSize(width: .fractionalWidth(0.5), height: .estimated(50))
        var section = LayoutSection(group: LayoutGroup(axis: .horizontal, layoutSize: groupSize, subitems: [.item(LayoutItem(layoutSize: itemSize))]))
        section.interGroupSpacing = 10
        let view = try Self.view(CompositionalLayout(section: section), heights: [80, 120, 30, 50, 50], width: 300)
        #expect(Self.frame(view, 0) == Rect(x: 0, y: 0, width: 195, height: 80))
        #expect(Self.frame(view, 1) == Rect(x: 195, y: 0, width: 195, height: 120))
        #expect(Self.frame(view, 2) == Rect(x: 0, y: 130, width: 195, height: 30))
        #expect(view.collectionViewContentSize.height == 240)
    }

    /// iOS 17 uniformAcrossSiblings: every item of the group takes its tallest sibling's height.
    @Test func uniformAcrossSiblings() throws {
        let groupSize = LayoutSize(width: .fractionalWidth(1), height: .estimated(50))
        let itemSize = LayoutSize(width: .fractionalWidth(0.5), height: .uniformAcrossSiblings(50))
        var section = LayoutSection(group: LayoutGroup(axis: .horizontal, layoutSize: groupSize, subitems: [.item(LayoutItem(layoutSize: itemSize))]))
        section.interGroupSpacing = 10
        let layout = CompositionalLayout(section: section)
        #expect(layout.usesUniformAcrossSiblings)
        let view = try Self.view(layout, heights: [80, 120, 30, 60])
        #expect(Self.frame(view, 0)?.height == 120)
        #expect(Self.frame(view, 2) == Rect(x: 0, y: 130, width: 195, height: 60))
        #expect(view.collectionViewContentSize.height == 190)
        #expect(CompositionalMessages.nonPositive(.uniformAcrossSiblings(0)) == "Invalid estimated dimension (0), must be > 0")
    }

    /// Measured rows keep their heights when a row is inserted above them.
    @Test func measuredRowsFollowAnInsert() throws {
        var view = try Self.view(Self.rows, heights: [100, 100, 100])
        let id = view.itemNames.intern("new")
        try view.performBatchUpdates(BatchUpdate([.insertItems([IndexPath(0, 0)])]),
                                     changingDataSource: DataInsertions(items: [IndexPath(0, 0): id]))
        #expect((0..<4).compactMap { Self.frame(view, $0)?.height } == [50, 100, 100, 100])
        #expect(view.collectionViewContentSize.height == 380)
    }

    /// A million estimated rows: scrolling to the middle measures only what is shown; frames
    /// before and after follow by prefix sums (no per-item storage).
    @Test func aMillionRows() throws {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 390, height: 844))
        try view.setCollectionViewLayout(.compositional(CompositionalLayout(section: .list(using: ListConfiguration(appearance: .plain)))))
        view.isPrefetchingEnabled = false
        let section = view.sectionNames.intern("S")
        let ids = view.itemNames.generate(prefix: "r", first: 0, count: 1_000_000)
        view.replaceDataSource(with: .init(sections: [.init(value: section, items: ids)]))
        try view.setCellSizes([(ids[0], Size(width: 390, height: 88)), (ids[500_000], Size(width: 390, height: 88))])
        try view.reloadData()
        #expect(view.collectionViewContentSize.height == 44_000_000 + 44)
        try view.setContentOffset(Point(x: 0, y: 500_000 * 44 + 44))
        #expect(view.collectionViewContentSize.height == 44_000_000 + 88)
        let y: Double = 500_001 * 44 + 88, bottom: Double = 44_000_000 + 88
        #expect(Self.frame(view, 500_001)?.minY == y, "\(String(describing: Self.frame(view, 500_001)?.minY.bitPattern)) \(y.bitPattern)")
        #expect(Self.frame(view, 999_999)?.maxY == bottom)
    }
}
