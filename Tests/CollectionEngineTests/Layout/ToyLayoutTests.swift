import Testing
import CollectionEngine   // not @testable: a layout from outside the engine sees only its public API

/// Adding a layout is its folder plus one registration line (issue 32, DESIGN.md): this file is
/// the whole toy layout — one column of fixed-height rows, sections stacked — and the only file it
/// touches. The line that registers it is `AnyCollectionViewLayout(custom: ToyColumnLayout())`;
/// the view asks it everything through `CollectionViewLayout` (visible items, content size,
/// self-sizing, views on screen, orthogonal rows, list rows, transitions).
struct ToyColumnLayout: CollectionViewLayout, Equatable {
    var rowHeight = 50.0
    /// Opt-in self-sizing: measured rows take the cell's height (the width stays the column's).
    var selfSizing = false
    private var counts: [Int] = []
    private var width = 0.0
    private var measured: [IndexPath: Double] = [:]

    init(rowHeight: Double = 50, selfSizing: Bool = false) {
        self.rowHeight = rowHeight
        self.selfSizing = selfSizing
    }

    var uikitClassName: String { "ToyColumnLayout" }
    var scrollAxis: ScrollAxis { .vertical }

    mutating func prepare(_ context: LayoutContext) {
        if context.numberOfItems != counts { measured = [:] }
        counts = context.numberOfItems
        width = context.boundsSize.width
    }

    /// Every row in order, with its frame. O(items): a toy.
    private var rows: [(IndexPath, Rect)] {
        var y = 0.0
        var result: [(IndexPath, Rect)] = []
        for (s, count) in counts.enumerated() {
            for i in 0..<count {
                let path = IndexPath(s, i)
                let height = measured[path] ?? rowHeight
                result.append((path, Rect(x: 0, y: y, width: width, height: height)))
                y += height
            }
        }
        return result
    }

    var collectionViewContentSize: Size { Size(width: width, height: rows.last?.1.maxY ?? 0) }
    var warnings: [String] { [] }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        rows.filter { rect.intersects($0.1) }.map { LayoutAttributes(indexPath: $0.0, frame: $0.1) }
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        rows.first { $0.0 == indexPath }.map { LayoutAttributes(indexPath: $0.0, frame: $0.1) }
    }

    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    func targetIndexPath(forInteractivelyMovingItem previous: IndexPath, withPosition position: Point) -> IndexPath {
        indexPathForItem(at: position) ?? previous
    }

    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.width != width }

    // Self-sizing, opted into: three requirements.
    var estimatesItemSizes: Bool { selfSizing }

    func measuredSize(preferred: Size, given size: Size) -> Size { Size(width: size.width, height: preferred.height) }

    mutating func setMeasuredSize(_ size: Size, forItemAt indexPath: IndexPath, counts: [Int]) {
        measured[indexPath] = size.height
    }
}

@Suite struct ToyLayoutTests {
    /// A 300 × 200 view holding `items` items in one section under `layout`.
    static func view(items: Int, layout: ToyColumnLayout = ToyColumnLayout()) throws -> CollectionView {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 300, height: 200))
        try view.setCollectionViewLayout(AnyCollectionViewLayout(custom: layout))   // the registration line
        let section = view.sectionNames.intern("S")
        let ids = view.itemNames.generate(prefix: "i", first: 0, count: items)
        view.replaceDataSource(with: .init(sections: [.init(value: section, items: ids)]))
        try view.reloadData()
        return view
    }

    @Test func theViewAsksTheToyLayout() throws {
        var view = try Self.view(items: 10)
        #expect(view.layout.uikitClassName == "ToyColumnLayout")
        #expect(view.collectionViewContentSize == Size(width: 300, height: 500))
        #expect(view.indexPathsForVisibleItems == (0..<4).map { IndexPath(0, $0) })
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(0, 3))?.frame == Rect(x: 0, y: 150, width: 300, height: 50))
        #expect(view.drainEvents().contains(.willDisplayCell(IndexPath(0, 3))))
        try view.setContentOffset(Point(x: 0, y: 120))
        #expect(view.indexPathsForVisibleItems == (2..<7).map { IndexPath(0, $0) })
        #expect(view.drainEvents().contains(.willDisplayCell(IndexPath(0, 6))))
    }

    /// Everything a layout answers beyond UIKit's own methods has a default: the toy measures
    /// nothing, has one view per item, no orthogonal rows, no list sections, no transition.
    @Test func theDefaultAnswers() throws {
        var view = try Self.view(items: 10)
        let layout = view.layout
        #expect(!layout.estimatesItemSizes)
        #expect(layout.maximumElementsPerItem == 1)
        #expect(!layout.scrollingMovesFrames)
        #expect(layout.orthogonalOffsetRange(section: 0) == nil)
        #expect(layout.scrolledOrthogonalSections.isEmpty)
        #expect(layout.listConfiguration(forSection: 0) == nil)
        #expect(view.listConfiguration(forSection: 0) == nil)
        #expect(layout.transitionState == nil)
        let attributes = LayoutAttributes(indexPath: IndexPath(0, 1), frame: Rect(x: 0, y: 50, width: 300, height: 50))
        #expect(layout.onScreen(attributes) == attributes)
        _ = view.drainEvents()
        try view.setCellSize(id: try #require(view.dataSource.item(at: IndexPath(0, 1))), size: Size(width: 300, height: 90))
        try view.reloadData()
        #expect(!view.drainEvents().contains(.preferredLayoutAttributesFitting(IndexPath(0, 1))))
        #expect(view.collectionViewContentSize.height == 500)
    }

    /// A toy that opts into self-sizing is measured by the view like flow and compositional are.
    @Test func aSelfSizingToyIsMeasured() throws {
        var view = CollectionView()
        try view.setBoundsSize(Size(width: 300, height: 200))
        try view.setCollectionViewLayout(AnyCollectionViewLayout(custom: ToyColumnLayout(selfSizing: true)))
        let section = view.sectionNames.intern("S")
        let ids = view.itemNames.generate(prefix: "i", first: 0, count: 10)
        view.replaceDataSource(with: .init(sections: [.init(value: section, items: ids)]))
        try view.setCellSize(id: ids[1], size: Size(width: 10, height: 90))
        try view.reloadData()
        #expect(view.drainEvents().contains(.preferredLayoutAttributesFitting(IndexPath(0, 1))))
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(0, 1))?.frame == Rect(x: 0, y: 50, width: 300, height: 90))
        #expect(view.collectionViewContentSize.height == 540)
    }

    /// The boxed layout is a value: views compare equal by their toy's value, and a toy is never a flow layout.
    @Test func boxedLayoutsCompareByValue() throws {
        #expect(try Self.view(items: 3) == Self.view(items: 3))
        #expect(try Self.view(items: 3) != Self.view(items: 3, layout: ToyColumnLayout(rowHeight: 40)))
        #expect(AnyCollectionViewLayout(custom: ToyColumnLayout()) != .flow(FlowLayout()))
        #expect(try Self.view(items: 3).flowLayout == nil)
    }
}
