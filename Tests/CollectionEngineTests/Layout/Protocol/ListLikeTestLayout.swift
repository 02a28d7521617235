import Testing
@testable import CollectionEngine

/// A toy second layout, written against the protocol alone: one full-width row per item, a
/// 20-point "badge" supplementary per section. It implements only the requirements without a
/// default, which shows what a new layout must provide.
struct ListLikeTestLayout: CollectionViewLayout, Equatable {
    var rowHeight = 44.0
    private var counts: [Int] = []
    private var width = 0.0

    var uikitClassName: String { "UICollectionViewCompositionalLayout" }
    var scrollAxis: ScrollAxis { .vertical }

    mutating func prepare(_ context: LayoutContext) {
        counts = context.numberOfItems
        width = context.boundsSize.width
    }

    private func sectionStart(_ s: Int) -> Double {
        counts.prefix(s).reduce(0) { $0 + 20 + Double($1) * rowHeight }
    }

    var collectionViewContentSize: Size { Size(width: width, height: sectionStart(counts.count)) }
    var warnings: [String] { [] }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        counts.indices.flatMap { s in
            [layoutAttributesForSupplementaryView(ofKind: ElementKind("badge"), at: IndexPath(s, 0))!]
                + (0..<counts[s]).map { layoutAttributesForItem(at: IndexPath(s, $0))! }
        }.filter { rect.intersects($0.frame) }
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item) else { return nil }
        let y = sectionStart(indexPath.section) + 20 + Double(indexPath.item) * rowHeight
        return LayoutAttributes(indexPath: indexPath, frame: Rect(x: 0, y: y, width: width, height: rowHeight))
    }

    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == ElementKind("badge"), counts.indices.contains(indexPath.section) else { return nil }
        return LayoutAttributes(indexPath: IndexPath(indexPath.section, 0), category: .supplementaryView, kind: kind,
                                frame: Rect(x: 0, y: sectionStart(indexPath.section), width: width, height: 20))
    }

    func targetIndexPath(forInteractivelyMovingItem previous: IndexPath, withPosition position: Point) -> IndexPath {
        indexPathForItem(at: position) ?? previous
    }

    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.width != width }
}

/// The protocol's defaults, seen through a layout that is not flow.
@Suite struct ListLikeTestLayoutTests {
    func prepared() -> ListLikeTestLayout {
        var layout = ListLikeTestLayout()
        layout.resolveDelegateAnswers(LayoutIdentifiers(sections: [], presentedCounts: []))   // default: nothing
        layout.prepare(LayoutContext(numberOfItems: [3, 2], boundsSize: Size(width: 320, height: 480)))
        return layout
    }

    @Test func defaultsAnswerFromTheRequiredQueries() {
        var layout = prepared()
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 260))
        #expect(layout.indexPathsForItems(in: Rect(x: 0, y: 50, width: 320, height: 100)) == [IndexPath(0, 0), IndexPath(0, 1), IndexPath(0, 2)])
        #expect(layout.indexPathForItem(at: Point(x: 10, y: 180)) == IndexPath(1, 0))
        #expect(layout.indexPathForItem(at: Point(x: 10, y: 10)) == nil)   // the badge is not a cell
        #expect(layout.layoutAttributesForDecorationView(ofKind: ElementKind("background"), at: IndexPath(0, 0)) == nil)
        #expect(layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 33)) == Point(x: 0, y: 33))
        #expect(layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 33), withScrollingVelocity: Point(x: 0, y: 2)) == Point(x: 0, y: 33))
        #expect(layout.invalidationContext(forBoundsChange: Rect(x: 0, y: 0, width: 100, height: 100)) == .everything)
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(0, 0), withPosition: Point(x: 5, y: 240)) == IndexPath(1, 1))
        let before = layout
        layout.updateContentOffset(Point(x: 0, y: 100))
        layout.invalidateLayout(with: .everything)
        #expect(layout == before)
    }
}
